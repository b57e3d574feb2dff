import type { AuditEntry } from '../../contract/admin';
import { ConflictError } from '../../domain/errors';
import type { IdempotencyClaim, IdempotencyRecord } from '../../adapters/store/admin';
import type { LicenceRecord } from '../../adapters/store/licences';
import type { OrderRecord } from '../../adapters/store/orders';
import type { PaddleAdjustmentSeen, RefundRequestToPaddle } from '../../adapters/paddle-refunds';
import { idempotent, type IdempotencyPorts, type IdempotencyRequest } from './idempotency';
import type { Operator } from './licence-status';
import { orderNotFound } from './lookups';
import {
  knownAdjustments,
  purchaseUnits,
  refundState,
  REFUND_REQUEST_PREFIX,
  unitLines,
  type RefundRequestItem,
  type RefundState,
} from './refund-units';
import { operatorAudit } from './audit-log';

/**
 * "Refund me and revoke it" (ADR 305, ADR 454): the console asks Paddle for a refund and records that it asked; the
 * licences go when Paddle's approved adjustment reaches the webhook, as for a refund made in Paddle's dashboard.
 *
 * Until Paddle decides, nothing in the shop's licences shows the refund, so the request itself is recorded on the
 * order (`REFUND#<adjustment>`), and a second request naming units a pending or approved adjustment covers is refused
 * (409). Paddle takes back a line's highest active units, so a refund of some seats names the highest units no
 * adjustment covers; a unit that now belongs to someone else than the buyer is refunded only when the request says
 * so (`confirmOtherOwners`). One refund of an order is asked of Paddle at a time (a lock on the order).
 */
export interface RefundPorts extends IdempotencyPorts {
  getOrder(transactionId: string): Promise<OrderRecord | undefined>;
  /** The order's partition: its adjustments and the console's refund requests. */
  orderItems(transactionId: string): Promise<Record<string, unknown>[]>;
  getLicences(licenceIds: readonly string[]): Promise<LicenceRecord[]>;
  requestRefund(request: RefundRequestToPaddle): Promise<{ adjustmentId: string; status: string }>;
  /** Every adjustment Paddle holds for the transaction, whether or not its notice reached the shop. */
  paddleAdjustments(transactionId: string): Promise<readonly PaddleAdjustmentSeen[]>;
  /** Takes the order's refund lock unless another request holds it (a lock older than `staleBefore` lapsed). */
  lockRefunds(transactionId: string, lockId: string, at: string, staleBefore: string): Promise<boolean>;
  unlockRefunds(transactionId: string, lockId: string): Promise<void>;
  /** The request, its audit entry and the call's answer in one transaction, which also gives the lock back. */
  recordRefundRequest(
    entry: AuditEntry,
    request: RefundRequestItem,
    lock: { transactionId: string; lockId: string },
    idempotency: IdempotencyRecord,
  ): Promise<boolean>;
}

export interface RefundRequest {
  readonly transactionId: string;
  /** The seats to refund, or `wholeOrder` for everything: one of the two, always said. */
  readonly licenceIds?: readonly string[] | undefined;
  readonly wholeOrder?: boolean | undefined;
  /** Refund units that now belong to someone other than the buyer too. */
  readonly confirmOtherOwners?: boolean | undefined;
  readonly reason: string;
  readonly operator: Operator;
  readonly idempotency: IdempotencyRequest;
  readonly requestId: string;
}

export interface RefundAnswer {
  readonly transactionId: string;
  readonly adjustmentId: string;
  readonly status: string;
  readonly licenceIds: readonly string[];
  /** What was asked back, tax included. */
  readonly amountCents: number;
  readonly currency: string;
  readonly auditId: string;
}

/** A lock whose request has not finished after this long is taken to have died. */
const LOCK_STALE_MS = 60_000;

export function adminRefund(ports: RefundPorts) {
  const once = idempotent(ports);
  return (request: RefundRequest): Promise<RefundAnswer> =>
    once(request.operator.sub, request.idempotency, (claim) => refund(request, claim));

  async function refund(request: RefundRequest, claim: IdempotencyClaim): Promise<RefundAnswer> {
    const order = await ports.getOrder(request.transactionId);
    if (!order) throw orderNotFound();
    const lockId = ports.newId();
    const now = ports.now();
    if (
      !(await ports.lockRefunds(
        order.transactionId,
        lockId,
        now.toISOString(),
        new Date(now.getTime() - LOCK_STALE_MS).toISOString(),
      ))
    )
      throw new ConflictError(
        'REFUND_IN_PROGRESS',
        'Another refund of this order is being asked of Paddle right now. Reload the order in a moment.',
      );
    try {
      return await askPaddle(order, request, claim, lockId);
    } catch (error) {
      await ports.unlockRefunds(order.transactionId, lockId);
      throw error;
    }
  }

  async function askPaddle(
    order: OrderRecord,
    request: RefundRequest,
    claim: IdempotencyClaim,
    lockId: string,
  ): Promise<RefundAnswer> {
    const [items, licences] = await Promise.all([
      ports.orderItems(order.transactionId),
      ports.getLicences(purchaseUnits(order)),
    ]);
    const state = refundState(order, licences, knownAdjustments(items));
    if (order.status !== 'paid' || state.units.every((unit) => unit.licenceStatus !== 'active'))
      throw new ConflictError('NOTHING_TO_REFUND', 'This order has no paid, active licence left to refund.');
    const chosen = request.wholeOrder ? wholeOrder(state) : someSeats(state, request.licenceIds ?? []);
    refuseOtherOwners(state, chosen, order.request?.buyerEmail ?? '', request.confirmOtherOwners === true);
    const toPaddle = paddleRequest(order, chosen, request);
    await refuseUnrecordedRefunds(ports, order.transactionId, items);
    const adjustment = await ports.requestRefund(toPaddle);
    const auditId = ports.newId();
    const at = ports.now().toISOString();
    const currency = order.charged?.currency ?? 'EUR';
    const amountCents =
      toPaddle.type === 'full'
        ? (order.charged?.grandTotalCents ?? 0)
        : toPaddle.items.reduce((sum, item) => sum + item.amountCents, 0);
    const answer: RefundAnswer = {
      transactionId: order.transactionId,
      adjustmentId: adjustment.adjustmentId,
      status: adjustment.status,
      licenceIds: chosen,
      amountCents,
      currency,
      auditId,
    };
    const owners = [...new Set(state.units.filter((u) => chosen.includes(u.licenceId)).map((u) => u.owner))];
    await ports.recordRefundRequest(
      operatorAudit(request, {
        auditId,
        at,
        action: 'order.refund',
        targets: [
          `order:${order.transactionId}`,
          ...chosen.map((licenceId) => `licence:${licenceId}`),
          ...owners.map((owner) => `buyer:${owner}`),
        ],
        before: { refundableLicenceIds: state.refundable },
        after: {
          refundRequested: {
            type: toPaddle.type,
            adjustmentId: adjustment.adjustmentId,
            licenceIds: chosen,
            amountCents,
            currency,
          },
        },
      }),
      {
        sk: `${REFUND_REQUEST_PREFIX}${adjustment.adjustmentId}`,
        adjustmentId: adjustment.adjustmentId,
        refundType: toPaddle.type,
        status: adjustment.status,
        licenceIds: chosen,
        amountCents,
        currency,
        requestedAt: at,
        requestedBy: request.operator,
        reason: request.reason,
      },
      { transactionId: order.transactionId, lockId },
      { claim, answer },
    );
    return answer;
  }
}

/**
 * A refund Paddle holds that the shop has neither recorded nor heard of: an earlier request whose record failed
 * after Paddle accepted it (its claim and lock were given back, so the operator may retry), or one made in Paddle's
 * dashboard whose notice is still on its way. The shop's units cannot say what it takes, and asking again would pay
 * back twice: refused until its notice arrives (ADR 425).
 */
async function refuseUnrecordedRefunds(
  ports: Pick<RefundPorts, 'paddleAdjustments'>,
  transactionId: string,
  items: readonly Record<string, unknown>[],
): Promise<void> {
  const known = new Set(knownAdjustments(items).map((adjustment) => adjustment.adjustmentId));
  const unrecorded = (await ports.paddleAdjustments(transactionId)).filter(
    (adjustment) =>
      (adjustment.action === 'refund' || adjustment.action === 'chargeback') &&
      adjustment.status !== 'rejected' &&
      !known.has(adjustment.adjustmentId),
  );
  if (unrecorded.length > 0)
    throw new ConflictError(
      'REFUND_NOT_RECORDED_YET',
      `Paddle holds ${unrecorded.map((adjustment) => `${adjustment.action} ${adjustment.adjustmentId} (${adjustment.status})`).join(', ')} for this order, which the shop has not recorded yet. Nothing was asked; reload the order once Paddle\u2019s notice has arrived, in a minute or two.`,
    );
}

function wholeOrder(state: RefundState): string[] {
  if (state.wholeOrderRefusal) throw new ConflictError('WHOLE_ORDER_NOT_REFUNDABLE', state.wholeOrderRefusal);
  return state.units.map((unit) => unit.licenceId);
}

/** The highest `n` units no adjustment covers, and only those: anything else is refused before Paddle is asked. */
function someSeats(state: RefundState, named: readonly string[]): string[] {
  if (named.length === 0 || new Set(named).size !== named.length)
    throw new ConflictError('NOT_REFUNDABLE', 'Name each seat to refund once, or ask for the whole order.');
  for (const licenceId of named) {
    const unit = state.units.find((candidate) => candidate.licenceId === licenceId);
    if (!unit) throw new ConflictError('NOT_REFUNDABLE', `${licenceId} is not a licence of this order.`);
    if (unit.state === 'refund-pending' || unit.state === 'refunded')
      throw new ConflictError(
        'ALREADY_IN_A_REFUND',
        unit.state === 'refunded'
          ? `${licenceId} was refunded already${unit.adjustmentId ? ` (${unit.adjustmentId})` : ''}.`
          : `${licenceId} is already in refund ${unit.adjustmentId}, which waits for Paddle\u2019s approval.`,
      );
    if (unit.licenceStatus !== 'active')
      throw new ConflictError('NOT_REFUNDABLE', `${licenceId} is ${unit.state}: there is nothing left to refund.`);
  }
  const highest = state.refundable.slice(0, named.length);
  if (!named.every((licenceId) => highest.includes(licenceId)))
    throw new ConflictError(
      'REFUND_TAKES_HIGHEST_UNITS',
      `A refund of ${named.length} seat${named.length === 1 ? '' : 's'} takes back the order\u2019s highest ones; refund ${highest.join(', ')} instead.`,
    );
  return [...highest];
}

function refuseOtherOwners(state: RefundState, chosen: readonly string[], buyer: string, confirmed: boolean): void {
  if (confirmed) return;
  const others = state.units.filter(
    (unit) => chosen.includes(unit.licenceId) && unit.licenceStatus === 'active' && unit.owner !== buyer,
  );
  if (others.length > 0)
    throw new ConflictError(
      'REFUND_TAKES_OTHER_OWNERS_LICENCE',
      `This refund takes ${others.map((unit) => `${unit.licenceId} from ${unit.owner}`).join(', ')}, who holds it now, not the buyer. Confirm to refund it anyway.`,
    );
}

function paddleRequest(order: OrderRecord, chosen: readonly string[], request: RefundRequest): RefundRequestToPaddle {
  if (request.wholeOrder) return { type: 'full', transactionId: order.transactionId, reason: request.reason };
  const lines = unitLines(order);
  if (lines.length === 0)
    throw new ConflictError('NOT_REFUNDABLE', 'This order has no line of its licences to refund.');
  return {
    type: 'partial',
    transactionId: order.transactionId,
    reason: request.reason,
    items: lines.map((line) => ({ itemId: line.lineItemId, amountCents: line.unitTotalCents * chosen.length })),
  };
}
