import { ConflictError, UpstreamError } from '../domain/errors';

/** Loaded on first use (ADR 160): most operator actions never call Paddle, so their cold start does not pay for it. */
const sdk = () => import('./paddle-sdk.js');

/** A refund of the whole transaction, or of some whole units of its lines (amount tax included). */
export type RefundRequestToPaddle =
  | { readonly type: 'full'; readonly transactionId: string; readonly reason: string }
  | {
      readonly type: 'partial';
      readonly transactionId: string;
      readonly reason: string;
      readonly items: readonly { readonly itemId: string; readonly amountCents: number }[];
    };

/**
 * The console's refund request through the SDK's adjustments API. Paddle's 4xx (already refunded, not completed) is
 * a conflict the operator can read; anything else is Paddle being unavailable.
 */
export async function requestPaddleRefund(
  request: RefundRequestToPaddle,
): Promise<{ adjustmentId: string; status: string }> {
  const { ApiError, paddleClient } = await sdk();
  const paddle = await paddleClient();
  try {
    const adjustment = await paddle.adjustments.create(
      request.type === 'full'
        ? { action: 'refund', type: 'full', transactionId: request.transactionId, reason: request.reason }
        : {
            action: 'refund',
            type: 'partial',
            transactionId: request.transactionId,
            reason: request.reason,
            items: request.items.map((item) => ({
              itemId: item.itemId,
              type: 'partial',
              amount: String(item.amountCents),
            })),
          },
    );
    return { adjustmentId: adjustment.id, status: adjustment.status };
  } catch (error) {
    if (error instanceof ApiError && error.type === 'request_error')
      throw new ConflictError('PADDLE_REFUSED_REFUND', `Paddle refused the refund: ${error.detail}`);
    throw new UpstreamError('PADDLE_UNAVAILABLE', 'Paddle could not be reached; nothing was refunded. Try again.');
  }
}

/** An adjustment as Paddle lists it for a transaction: enough to tell whether the shop has recorded it. */
export interface PaddleAdjustmentSeen {
  readonly adjustmentId: string;
  /** `refund`, `chargeback`, `credit`, … */
  readonly action: string;
  /** `pending_approval`, `approved`, `rejected`, `reversed`. */
  readonly status: string;
}

/** Every adjustment Paddle holds for the transaction, page after page. Paddle unreachable: nothing was refunded. */
export async function paddleAdjustmentsOf(transactionId: string): Promise<PaddleAdjustmentSeen[]> {
  const { paddleClient } = await sdk();
  const paddle = await paddleClient();
  try {
    const seen: PaddleAdjustmentSeen[] = [];
    for await (const adjustment of paddle.adjustments.list({ transactionId: [transactionId], perPage: 50 }))
      seen.push({ adjustmentId: adjustment.id, action: adjustment.action, status: adjustment.status });
    return seen;
  } catch {
    throw new UpstreamError('PADDLE_UNAVAILABLE', 'Paddle could not be reached; nothing was refunded. Try again.');
  }
}

/**
 * Refunds one whole line of a transaction, unless Paddle already holds a refund of it that is not rejected (an
 * earlier delivery of the same payment asked already): the shop's automatic refund of catch-up months another
 * payment covered (ADR 412).
 */
export async function refundLineOnce(refund: {
  transactionId: string;
  itemId: string;
  amountCents: number;
  reason: string;
}): Promise<void> {
  const held = await paddleAdjustmentsOf(refund.transactionId);
  if (held.some((adjustment) => adjustment.action === 'refund' && adjustment.status !== 'rejected')) return;
  await requestPaddleRefund({
    type: 'partial',
    transactionId: refund.transactionId,
    reason: refund.reason,
    items: [{ itemId: refund.itemId, amountCents: refund.amountCents }],
  });
}

/** A charge Paddle made on a subscription for a change of its items, and what it charged (tax included, cents). */
export interface SubscriptionUpdateCharge {
  readonly transactionId: string;
  readonly grandTotalCents: number;
}

/**
 * Paddle's completed charges of a subscription's item changes (origin `subscription_update`): what a quantity raised
 * part-way through a period billed (a reduction's is a credit, negative). Paddle unreachable fails the caller.
 */
export async function subscriptionUpdateCharges(subscriptionId: string): Promise<SubscriptionUpdateCharge[]> {
  const { paddleClient } = await sdk();
  const paddle = await paddleClient();
  const charges: SubscriptionUpdateCharge[] = [];
  for await (const transaction of paddle.transactions.list({
    subscriptionId: [subscriptionId],
    origin: ['subscription_update'],
    status: ['completed'],
    // Paddle pages transactions 30 at a time at most.
    perPage: 30,
  }))
    charges.push({
      transactionId: transaction.id,
      grandTotalCents: Number(transaction.details?.totals?.grandTotal ?? 0),
    });
  return charges;
}

/**
 * Refunds a whole transaction, unless Paddle already holds a refund or chargeback of it that is not rejected (an
 * earlier delivery asked already, or the money went back another way): what a wholly refunded order's seat charges
 * get (ADR 410). A chargeback Paddle won back (marked `reversed`) holds nothing: the money is the shop's again.
 */
export async function refundWholeOnce(refund: { transactionId: string; reason: string }): Promise<void> {
  const held = await paddleAdjustmentsOf(refund.transactionId);
  if (
    held.some(
      (adjustment) =>
        (adjustment.action === 'refund' || adjustment.action === 'chargeback') &&
        adjustment.status !== 'rejected' &&
        adjustment.status !== 'reversed',
    )
  )
    return;
  await requestPaddleRefund({ type: 'full', transactionId: refund.transactionId, reason: refund.reason });
}
