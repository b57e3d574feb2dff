import * as z from 'zod/mini';
import { TRANSACTION_ID_PATTERN } from '../contract/order-summary';
import { toSupportState } from '../domain/licences/support-status';
import { getLicenceWithLinks } from '../adapters/portal-store';
import { getOrder } from '../adapters/store/orders';
import { getSubscription } from '../adapters/store/subscriptions';
import { orderSummary } from '../services/orders/order-summary';
import { apiHandler } from '../http/api-handler';
import { notFound } from '../http/errors';
import { json } from '../http/responses';
import { parseInput } from '../http/validation';

const pathSchema = z.object({
  transactionId: z
    .string({ error: 'an order number is required' })
    .check(z.regex(TRANSACTION_ID_PATTERN, { error: 'is not an order number' })),
});

async function supportOf(licenceId: string) {
  const found = await getLicenceWithLinks(licenceId);
  if (!found) return [];
  const ids = new Set([
    ...(found.licence.subscriptionId ? [found.licence.subscriptionId] : []),
    ...(found.licence.supportSubscriptionIds ?? []),
    ...found.supportSubscriptionIds,
  ]);
  const subscriptions = await Promise.all([...ids].map((id) => getSubscription(id)));
  return subscriptions.flatMap((subscription) => (subscription ? [toSupportState(subscription, found.licence)] : []));
}

/** `GET /api/orders/{transactionId}` → the order's public summary (lambdas/contract/order-summary.ts). */
export const handler = apiHandler(async (event) => {
  const { transactionId } = parseInput(pathSchema, event.pathParameters ?? {});
  const summary = await orderSummary(transactionId, { getOrder, supportOf });
  if (!summary) throw notFound('There is no order with this number.', 'ORDER_NOT_FOUND');
  return json(200, summary);
});
