import * as z from 'zod/mini';
import { TRANSACTION_ID_PATTERN } from '../contract/order-summary';
import { logger } from '../adapters/logger';
import { paddleClient } from '../adapters/paddle-sdk';
import { getOrder } from '../adapters/store/orders';
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

/**
 * `GET /api/orders/{transactionId}/invoice`: a 302 to Paddle's short-lived link to the invoice PDF, for the buyer's
 * own order or renewal only; anyone else's is a 404 (ADR 291).
 */
export const handler = apiHandler(
  signedInHandler(
    async (event, caller) => {
      const { transactionId } = parseInput(pathSchema, event.pathParameters ?? {});
      const url = await invoiceUrl(caller.email, transactionId, { ownerOf, invoicePdfUrl });
      return { statusCode: 302, headers: { location: url, 'cache-control': 'no-store' }, body: '' };
    },
    { readsOnly: true },
  ),
);
