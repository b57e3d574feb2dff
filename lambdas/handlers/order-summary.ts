import * as z from 'zod/mini';
import { TRANSACTION_ID_PATTERN } from '../contract/order-summary';
import { orderSummary } from '../services/orders/order-summary';
import { orderSummaryPorts } from '../services/orders/order-summary-ports';
import { apiHandler } from '../http/api-handler';
import { notFound } from '../http/errors';
import { json } from '../http/responses';
import { parseInput } from '../http/validation';

const pathSchema = z.object({
  transactionId: z
    .string({ error: 'an order number is required' })
    .check(z.regex(TRANSACTION_ID_PATTERN, { error: 'is not an order number' })),
});

/** `GET /api/orders/{transactionId}` → the order's public summary (lambdas/contract/order-summary.ts). */
export const handler = apiHandler(async (event) => {
  const { transactionId } = parseInput(pathSchema, event.pathParameters ?? {});
  const summary = await orderSummary(transactionId, orderSummaryPorts);
  if (!summary) throw notFound('There is no order with this number.', 'ORDER_NOT_FOUND');
  return json(200, summary);
});
