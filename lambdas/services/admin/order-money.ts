import type {
  AdminAdjustmentRow,
  AdminMoney,
  AdminOrderMoney,
  AdminOrderState,
  AdminRefundOptions,
  AuditEntry,
} from '../../contract/admin';
import type { LicenceRecord } from '../../adapters/store/licences';
import type { OrderRecord } from '../../adapters/store/orders';
import { isPending, refundState, unitAmountCents, type KnownAdjustment } from './refund-units';

/**
 * An order's money as Paddle sees it (ADR 455): what it charged (net, VAT, gross), what its approved adjustments paid
 * back, what waits for Paddle's approval, and what the shop keeps, each labelled with its currency.
 */
const currencyOf = (order: OrderRecord) => order.charged?.currency ?? 'EUR';

/** What an adjustment pays back: Paddle's totals, else the console's request, else its items, else the whole order. */
export function adjustmentAmount(order: OrderRecord, adjustment: KnownAdjustment): AdminMoney | null {
  const totals = adjustment.stored?.totals;
  if (totals)
    return {
      netCents: totals.totalCents - totals.taxCents,
      taxCents: totals.taxCents,
      grossCents: totals.totalCents,
      currency: totals.currency,
    };
  const currency = currencyOf(order);
  if (adjustment.request)
    return { netCents: null, taxCents: null, grossCents: adjustment.request.amountCents, currency };
  const items = adjustment.stored?.items ?? [];
  if (adjustment.type === 'partial' && items.every((item) => item.amountCents !== null) && items.length > 0)
    return { netCents: null, taxCents: null, grossCents: items.reduce((sum, i) => sum + i.amountCents!, 0), currency };
  if (adjustment.type === 'full' && order.charged) return charged(order.charged);
  return null;
}

function charged(totals: NonNullable<OrderRecord['charged']>): AdminMoney {
  return {
    netCents: totals.subtotalCents - totals.discountCents,
    taxCents: totals.taxCents,
    grossCents: totals.grandTotalCents,
    currency: totals.currency,
  };
}

/** Money given back counts positive; a reversed chargeback gives it back to the shop. */
const SIGN: Readonly<Record<string, number>> = { refund: 1, chargeback: 1, chargeback_reverse: -1 };

export function orderMoney(order: OrderRecord, adjustments: readonly KnownAdjustment[]): AdminOrderMoney {
  const currency = currencyOf(order);
  const approved = adjustments.filter((adjustment) => adjustment.status === 'approved' && SIGN[adjustment.action]);
  const amounts = approved.map((adjustment) => ({
    sign: SIGN[adjustment.action]!,
    amount: adjustmentAmount(order, adjustment),
  }));
  const sum = (field: 'netCents' | 'taxCents' | 'grossCents') =>
    amounts.some(({ amount }) => amount?.[field] === null || amount === null)
      ? null
      : amounts.reduce((total, { sign, amount }) => total + sign * (amount![field] ?? 0), 0);
  const refunded: AdminMoney = {
    netCents: sum('netCents'),
    taxCents: sum('taxCents'),
    grossCents: amounts.reduce((total, { sign, amount }) => total + sign * (amount?.grossCents ?? 0), 0),
    currency,
  };
  const paid = order.charged ? charged(order.charged) : null;
  const minus = (a: number | null, b: number | null) => (a === null || b === null ? null : a - b);
  return {
    currency,
    charged: paid,
    checkoutNetCents: order.totalCents,
    refunded,
    pendingRefundCents: adjustments
      .filter((adjustment) => isPending(adjustment) && SIGN[adjustment.action] === 1)
      .reduce((total, adjustment) => total + (adjustmentAmount(order, adjustment)?.grossCents ?? 0), 0),
    remainder: paid
      ? {
          netCents: minus(paid.netCents, refunded.netCents),
          taxCents: minus(paid.taxCents, refunded.taxCents),
          grossCents: paid.grossCents - refunded.grossCents,
          currency,
        }
      : null,
  };
}

export function orderState(order: OrderRecord, adjustments: readonly KnownAdjustment[]): AdminOrderState {
  if (order.status === 'pending') return 'pending';
  if (order.status === 'refunded') return 'refunded';
  if (adjustments.some((adjustment) => isPending(adjustment) && SIGN[adjustment.action] === 1)) return 'refund-pending';
  if (adjustments.some((adjustment) => adjustment.status === 'approved' && SIGN[adjustment.action] === 1))
    return 'partially-refunded';
  return 'paid';
}

/** The adjustments newest first, each with its amount, who asked for it and what it took back or names. */
export function adjustmentRows(
  order: OrderRecord,
  adjustments: readonly KnownAdjustment[],
  licences: readonly LicenceRecord[],
  audit: readonly AuditEntry[],
): AdminAdjustmentRow[] {
  return adjustments.map((adjustment) => {
    const asked = audit.find(
      (entry) =>
        entry.action === 'order.refund' &&
        (entry.after as { refundRequested?: { adjustmentId?: string } } | null)?.refundRequested?.adjustmentId ===
          adjustment.adjustmentId,
    );
    const operator = adjustment.request?.requestedBy.email ?? asked?.actor.email;
    const takenBack = licences
      .filter(
        (licence) =>
          licence.status === 'revoked' &&
          licence.revokedReason === adjustment.action &&
          licence.revokedAt === adjustment.at,
      )
      .map((licence) => licence.licenceId);
    return {
      adjustmentId: adjustment.adjustmentId,
      action: adjustment.action,
      type: adjustment.type,
      status: adjustment.status,
      occurredAt: adjustment.at,
      amount: adjustmentAmount(order, adjustment),
      requestedBy: operator ? { kind: 'operator', email: operator } : { kind: 'paddle' },
      reason: adjustment.request?.reason ?? asked?.reason ?? null,
      licenceIds:
        takenBack.length > 0 ? takenBack : isPending(adjustment) ? (adjustment.request?.licenceIds ?? []) : [],
    };
  });
}

/** What the refund dialog may offer for this order. */
export function refundOptions(
  order: OrderRecord,
  buyerEmail: string,
  licences: readonly LicenceRecord[],
  adjustments: readonly KnownAdjustment[],
): AdminRefundOptions {
  const state = refundState(order, licences, adjustments);
  return {
    currency: currencyOf(order),
    buyerEmail,
    units: state.units,
    refundable: state.refundable,
    wholeOrder: {
      amountCents: order.charged?.grandTotalCents ?? unitAmountCents(order) * (order.licenceIds ?? []).length,
      refusal: state.wholeOrderRefusal,
    },
  };
}
