import type { Billing, RefundLine } from './billing';
import { PaddleError, requestId } from './errors';
import type { AdjustmentRecord } from './model';
import { page, recordFilter } from './pagination';
import type { StandInRoute } from './routes';
import { adjustmentNotification, lineTotals } from './serialisers';

/**
 * `POST /adjustments`, as Paddle answers a refund request: the adjustment comes back `pending_approval`, then Paddle
 * approves it, so `adjustment.created` (pending) and `adjustment.updated` (approved) follow as webhooks. A `partial`
 * item pays back whole units of its line (its `amount` is tax included, as the shop sends it); only refunds are
 * asked for by the shop.
 */
export function adjustmentsApiRoute(billing: Billing): StandInRoute {
  return {
    method: 'POST',
    path: '/adjustments',
    handle: async (request) => {
      const body = (await request.body()) as Record<string, unknown> | null;
      const transactionId = typeof body?.transaction_id === 'string' ? body.transaction_id : '';
      const reason = typeof body?.reason === 'string' ? body.reason.trim() : '';
      if (body?.action !== 'refund') throw invalid('action', 'the stand-in takes refund adjustments only');
      if (!transactionId) throw invalid('transaction_id', 'transaction_id is required');
      if (!reason) throw invalid('reason', 'reason is required');
      const lines = body.type === 'full' ? undefined : partialLines(billing, transactionId, body.items);
      const adjustment = billing.refund(transactionId, lines, reason);
      const answered = { ...adjustment, status: 'pending_approval' as const, updatedAt: adjustment.createdAt };
      return { status: 201, body: { data: adjustmentNotification(answered), meta: { request_id: requestId() } } };
    },
  };
}

const ADJUSTMENT_FILTERS = {
  lists: {
    id: 'id',
    transaction_id: 'transactionId',
    subscription_id: 'subscriptionId',
    customer_id: 'customerId',
    action: 'action',
    status: 'status',
  },
} as const satisfies Parameters<typeof recordFilter<AdjustmentRecord>>[1];
/** Paddle pages adjustments 10 at a time unless asked for up to 50. */
const ADJUSTMENT_PAGES = { defaultPerPage: 10, maxPerPage: 50 };

/** `GET /adjustments`, filtered and paged as Paddle lists them (`transaction_id=…` for one order's refunds). */
export function adjustmentsListRoute(billing: Billing, baseUrl: () => string): StandInRoute {
  return {
    method: 'GET',
    path: '/adjustments',
    handle: ({ url, query }) => {
      const matching = billing.listAdjustments().filter(recordFilter(query, ADJUSTMENT_FILTERS));
      const listed = page(matching, url, baseUrl(), ADJUSTMENT_PAGES);
      return { status: 200, body: { ...listed, data: listed.data.map(adjustmentNotification) } };
    },
  };
}

function partialLines(billing: Billing, transactionId: string, items: unknown): RefundLine[] {
  if (!Array.isArray(items) || items.length === 0) throw invalid('items', 'a partial refund names its items');
  const totals = lineTotals(billing.transaction(transactionId), billing.prices);
  return items.map((item: Record<string, unknown> | null) => {
    const line = totals.find((candidate) => candidate.id === item?.item_id);
    if (!line) throw invalid('items', `the transaction has no item ${String(item?.item_id)}`);
    if (item?.type === 'full') return { itemId: line.id, quantity: line.quantity };
    const unit = Number(line.unit.total);
    const amount = Number(item?.amount);
    if (item?.type !== 'partial' || !Number.isSafeInteger(amount) || amount <= 0 || amount % unit !== 0)
      throw invalid('items', `a partial item's amount must be whole units of ${unit}`);
    return { itemId: line.id, quantity: amount / unit };
  });
}

function invalid(field: string, message: string): PaddleError {
  return new PaddleError(400, 'bad_request', 'Invalid request.', [{ field, message }]);
}
