import type { AdminRefundUnit } from '../../contract/admin';
import type { AdjustmentTotals, PaidLine } from '../../domain/licences/payment-events';
import type { LicenceRecord } from '../../adapters/store/licences';
import type { OrderRecord } from '../../adapters/store/orders';
import { unitOf } from '../../domain/licences/issuance';
import { isCheckedOut } from '../../domain/orders';
import { licencesOfPurchase } from '../ledger/renewals';

/**
 * What of an order can still be refunded, as Paddle sees it (ADR 454): each licence unit with its owner, its amount and
 * whether an adjustment already covers it. A refund Paddle has not approved yet takes nothing in the shop's records,
 * so the console's own requests (`REFUND#<adjustment>` items) and the pending adjustments Paddle reported are what
 * keep a second refund off the same units. Paddle takes back the highest active units of a line (ADR 062), so the
 * units a partial refund can name are the highest ones nothing covers yet.
 */
export interface StoredAdjustmentItem {
  readonly sk: string;
  readonly adjustmentId: string;
  readonly action: string;
  readonly adjustmentType?: string;
  readonly status: string;
  readonly occurredAt: string;
  readonly items?: readonly { readonly itemId: string; readonly amountCents: number | null }[];
  readonly totals?: AdjustmentTotals | null;
}

/** The console's record of a refund it asked Paddle for (`ORDER#<txn>` / `REFUND#<adjustment id>`). */
export interface RefundRequestItem {
  readonly sk: string;
  readonly adjustmentId: string;
  /** `full` or `partial`, as asked. */
  readonly refundType: 'full' | 'partial';
  /** Paddle's status when it answered the request. */
  readonly status: string;
  readonly licenceIds: readonly string[];
  readonly amountCents: number;
  readonly currency: string;
  readonly requestedAt: string;
  readonly requestedBy: { readonly email: string; readonly sub: string };
  readonly reason: string;
}

export const REFUND_REQUEST_PREFIX = 'REFUND#';

/** An adjustment as the order's refund state counts it: the newest of Paddle's record and the console's request. */
export interface KnownAdjustment {
  readonly adjustmentId: string;
  readonly action: string;
  readonly type: 'full' | 'partial';
  readonly status: string;
  readonly at: string;
  readonly stored: StoredAdjustmentItem | null;
  readonly request: RefundRequestItem | null;
}

const TAKES_UNITS = new Set(['refund', 'chargeback']);

/** Every adjustment the order knows of, the console's requests that Paddle has not reported yet included. */
export function knownAdjustments(orderItems: readonly Record<string, unknown>[]): KnownAdjustment[] {
  const stored = orderItems.filter((item) =>
    String(item.sk).startsWith('ADJUSTMENT#'),
  ) as unknown as StoredAdjustmentItem[];
  const requests = orderItems.filter((item) =>
    String(item.sk).startsWith(REFUND_REQUEST_PREFIX),
  ) as unknown as RefundRequestItem[];
  const byId = new Map<string, KnownAdjustment>();
  for (const request of requests)
    byId.set(request.adjustmentId, {
      adjustmentId: request.adjustmentId,
      action: 'refund',
      type: request.refundType,
      status: request.status,
      at: request.requestedAt,
      stored: null,
      request,
    });
  for (const adjustment of stored) {
    const request = byId.get(adjustment.adjustmentId)?.request ?? null;
    byId.set(adjustment.adjustmentId, {
      adjustmentId: adjustment.adjustmentId,
      action: adjustment.action,
      type: adjustment.adjustmentType === 'partial' ? 'partial' : 'full',
      status: adjustment.status,
      at: adjustment.occurredAt,
      stored: adjustment,
      request,
    });
  }
  return [...byId.values()].sort((a, b) => b.at.localeCompare(a.at));
}

/** Not decided by Paddle yet. */
export const isPending = (adjustment: KnownAdjustment) => adjustment.status === 'pending_approval';
/** A pending or approved refund or chargeback: what it names is spoken for. */
const covers = (adjustment: KnownAdjustment) =>
  TAKES_UNITS.has(adjustment.action) && (isPending(adjustment) || adjustment.status === 'approved');

/**
 * Every licence unit of a purchase, lowest first, as the webhook takes them back (`takeBackUnits`,
 * services/payments/takebacks.ts): the units it issued and the seats its subscription added since, which a refund's
 * "highest active units" reach first. A support extension's order names only its own licences.
 */
export function purchaseUnits(order: OrderRecord): string[] {
  const units = isCheckedOut(order) && !order.request.licenceId ? licencesOfPurchase(order) : (order.licenceIds ?? []);
  return [...units].sort((a, b) => unitOf(a) - unitOf(b));
}

/** The lines one licence unit bought (the licence and its add-ons, a seat), each worth its unit total. */
export function unitLines(order: OrderRecord): PaidLine[] {
  const units = (order.licenceIds ?? []).length;
  return (order.lines ?? []).filter((line) => line.quantity === units && line.unitTotalCents > 0);
}

/** What one unit cost, tax included: every line it bought. */
export function unitAmountCents(order: OrderRecord): number {
  return unitLines(order).reduce((sum, line) => sum + line.unitTotalCents, 0);
}

export interface RefundState {
  readonly units: AdminRefundUnit[];
  /** The units a partial refund may name, highest first: the highest active units nothing covers yet. */
  readonly refundable: readonly string[];
  /** Why the whole order cannot be refunded as one, or null when it can. */
  readonly wholeOrderRefusal: string | null;
  readonly pending: readonly KnownAdjustment[];
}

export function refundState(
  order: OrderRecord,
  licences: readonly LicenceRecord[],
  adjustments: readonly KnownAdjustment[],
): RefundState {
  const issued = purchaseUnits(order);
  const byId = new Map(licences.map((licence) => [licence.licenceId, licence]));
  const active = issued.filter((id) => byId.get(id)?.status === 'active');
  const covering = adjustments.filter(covers);
  const named = new Map<string, KnownAdjustment>();
  for (const adjustment of covering)
    for (const licenceId of adjustment.request?.licenceIds ?? []) named.set(licenceId, adjustment);
  // A pending adjustment made at Paddle (not asked from the console) names lines, not licences: it will take the
  // highest active units its amount pays for, so those are spoken for too.
  const unnamedPending = covering.filter((adjustment) => isPending(adjustment) && !adjustment.request);
  let unnamedUnits = 0;
  for (const adjustment of unnamedPending) unnamedUnits += unitsOf(adjustment, order, active.length);
  const free = active.filter((id) => !named.has(id));
  const takenByUnnamed = new Set(free.slice(Math.max(0, free.length - unnamedUnits)));
  const refundable = free.filter((id) => !takenByUnnamed.has(id)).reverse();
  const amount = unitAmountCents(order);
  const units: AdminRefundUnit[] = issued.map((licenceId, index) => {
    const licence = byId.get(licenceId);
    const covered = named.get(licenceId) ?? (takenByUnnamed.has(licenceId) ? unnamedPending[0] : undefined);
    return {
      unit: index + 1,
      licenceId,
      owner: licence?.ownerEmail ?? '',
      licenceStatus: licence?.status ?? 'unknown',
      amountCents: amount,
      state: unitStateOf(licence, covered),
      adjustmentId: covered?.adjustmentId ?? null,
    };
  });
  return {
    units,
    refundable,
    wholeOrderRefusal: wholeOrderRefusal(order, active, issued, covering),
    pending: adjustments.filter(isPending),
  };
}

function unitStateOf(
  licence: LicenceRecord | undefined,
  covered: KnownAdjustment | undefined,
): AdminRefundUnit['state'] {
  if (covered && isPending(covered)) return 'refund-pending';
  if (licence?.status === 'active') return covered ? 'refund-pending' : 'refundable';
  if (licence?.revokedReason === 'refund') return 'refunded';
  if (licence?.revokedReason === 'chargeback') return 'charged-back';
  return 'revoked';
}

function wholeOrderRefusal(
  order: OrderRecord,
  active: readonly string[],
  issued: readonly string[],
  covering: readonly KnownAdjustment[],
): string | null {
  if (order.status !== 'paid') return 'The order is not paid, or it is refunded already.';
  if (covering.some(isPending)) return 'A refund of this order is waiting for Paddle\u2019s approval.';
  if (covering.length > 0) return 'Part of this order was refunded already: refund the seats that are left.';
  if (active.length !== issued.length) return 'Some of its licences were revoked: refund the seats that are left.';
  return null;
}

/** How many licence units a pending adjustment pays back: all for `full`, else its amount in whole units. */
function unitsOf(adjustment: KnownAdjustment, order: OrderRecord, active: number): number {
  if (adjustment.type === 'full') return active;
  const licenceLine = unitLines(order)[0];
  if (!licenceLine) return 0;
  const item = adjustment.stored?.items?.find((candidate) => candidate.itemId === licenceLine.lineItemId);
  return item?.amountCents ? Math.floor(item.amountCents / licenceLine.unitTotalCents) : 0;
}
