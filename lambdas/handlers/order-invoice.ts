import * as z from 'zod/mini';
import { ADJUSTMENT_ID_PATTERN, CREDIT_NOTE_PARAM } from '../contract/buyer-orders';
import { TRANSACTION_ID_PATTERN } from '../contract/order-summary';
import { logger } from '../adapters/logger';
import { paddleClient } from '../adapters/paddle-sdk';
import { getOrder, listAdjustments } from '../adapters/store/orders';
import { getRenewal } from '../adapters/store/renewals';
import { UpstreamError } from '../domain/errors';
import { apiHandler } from '../http/api-handler';
import { signedInHandler } from '../http/session';
import { parseInput } from '../http/validation';
import { invoiceUrl } from '../services/orders/buyer-orders';

const pathSchema = z.object({
  transactionId: z
    .string({ error: 'an order number is required' })
    .check(z.regex(TRANSACTION_ID_PATTERN, { error: 'is not an order number' })),
});

const querySchema = z.object({
  [CREDIT_NOTE_PARAM]: z.optional(
    z.string().check(z.regex(ADJUSTMENT_ID_PATTERN, { error: 'is not the number of a refund' })),
  ),
});

/** Whose order or renewal a transaction is: the checkout's e-mail, or the one Paddle copied onto the renewal. */
async function ownerOf(transactionId: string): Promise<string | undefined> {
  const [order, renewal] = await Promise.all([getOrder(transactionId), getRenewal(transactionId)]);
  if (order?.request && order.status !== 'pending') return order.request.buyerEmail;
  return renewal?.buyerEmail ?? undefined;
}

async function invoicePdfUrl(transactionId: string): Promise<string> {
  try {
    const paddle = await paddleClient();
    return (await paddle.transactions.getInvoicePDF(transactionId, { disposition: 'attachment' })).url;
  } catch (error) {
    logger.error('Paddle gave no invoice PDF', { error: error as Error, transactionId });
    throw new UpstreamError(
      'PAYMENT_PROVIDER_UNAVAILABLE',
      'The invoice cannot be fetched from the payment provider right now. Please try again in a moment.',
    );
  }
}

async function creditNotePdfUrl(adjustmentId: string): Promise<string> {
  try {
    const paddle = await paddleClient();
    return (await paddle.adjustments.getCreditNotePDF(adjustmentId, { disposition: 'attachment' })).url;
  } catch (error) {
    logger.error('Paddle gave no credit note PDF', { error: error as Error, adjustmentId });
    throw new UpstreamError(
      'PAYMENT_PROVIDER_UNAVAILABLE',
      'The credit note cannot be fetched from the payment provider right now. Please try again in a moment.',
    );
  }
}

/**
 * `GET /api/orders/{transactionId}/invoice[?creditNote=adj_…]`: a 302 to Paddle's short-lived link to the invoice
 * PDF, or to the credit note of one of its refunds, for the buyer's own order or renewal only; anyone else's is a
 * 404 (ADR 291).
 */
export const handler = apiHandler(
  signedInHandler(
    async (event, caller) => {
      const { transactionId } = parseInput(pathSchema, event.pathParameters ?? {});
      const query = parseInput(querySchema, event.queryStringParameters ?? {});
      const url = await invoiceUrl(
        caller.email,
        transactionId,
        { ownerOf, invoicePdfUrl, adjustmentsOf: listAdjustments, creditNotePdfUrl },
        query[CREDIT_NOTE_PARAM],
      );
      return { statusCode: 302, headers: { location: url, 'cache-control': 'no-store' }, body: '' };
    },
    { readsOnly: true },
  ),
);
