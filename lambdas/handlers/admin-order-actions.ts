import * as z from 'zod/mini';
import { appendAudit, storedAnswer } from '../adapters/store/admin';
import { getLicences } from '../adapters/store/licences';
import { getOrder } from '../adapters/store/orders';
import { ADMIN_ID_PATTERNS } from '../contract/admin';
import { apiHandler } from '../http/api-handler';
import { reasonField, requireIdempotencyKey } from '../http/admin-input';
import { assertSameOriginRequest } from '../http/csrf';
import { notFound } from '../http/errors';
import { operatorHandler } from '../http/operator';
import { json } from '../http/responses';
import { parseInput, readJsonBody } from '../http/validation';
import { sendOrderResend } from '../services/mail/mail-ports';
import { licenceStatusPorts } from '../services/admin/admin-ports';
import { orderNotFound } from '../services/admin/lookups';
import { adminResend } from '../services/admin/resend';

/** `POST /api/admin/orders/{transactionId}/resend` `{reason}` with an `Idempotency-Key` (services/admin/resend.ts). */
const reasonSchema = z.object({ reason: reasonField() });

const resend = adminResend({
  getOrder,
  getLicences,
  sendOrderResend,
  storedAnswer,
  appendAudit,
  newId: licenceStatusPorts.newId,
  now: () => new Date(),
});

const asOperator = operatorHandler(async (event, operator) => {
  const action = event.pathParameters?.action;
  if (action !== 'resend') throw notFound(`There is no order action "${action}".`);
  const transactionId = event.pathParameters?.transactionId ?? '';
  if (!ADMIN_ID_PATTERNS.transactionId.test(transactionId)) throw orderNotFound();
  const idempotencyKey = requireIdempotencyKey(event);
  const { reason } = parseInput(reasonSchema, readJsonBody(event));
  return json(
    200,
    await resend({
      transactionId,
      reason,
      idempotencyKey,
      operator: { email: operator.email, sub: operator.sub },
      requestId: event.requestContext?.requestId ?? '',
    }),
  );
});

export const handler = apiHandler(async (event) => {
  assertSameOriginRequest(event);
  return asOperator(event);
});
