import * as z from 'zod/mini';
import { ADMIN_ID_PATTERNS } from '../contract/admin';
import { apiHandler } from '../http/api-handler';
import { idempotencyOf, reasonField } from '../http/admin-input';
import { assertSameOriginRequest } from '../http/csrf';
import { notFound } from '../http/errors';
import { operatorHandler } from '../http/operator';
import { json } from '../http/responses';
import { parseInput, readJsonBody } from '../http/validation';
import { orderNotFound } from '../services/admin/lookups';
import { orderActions } from '../services/admin/order-action-ports';
import { emailField } from '../contract/email-field';

/**
 * `POST /api/admin/orders/{transactionId}/resend` `{reason}` and `.../refund` `{licenceIds?, reason}`,
 * `.../email` `{email, reason}`, each with an
 * `Idempotency-Key` (services/admin/resend.ts, refund.ts, order-email.ts).
 */
const reasonSchema = z.object({ reason: reasonField() });
const refundSchema = z.object({
  reason: reasonField(),
  licenceIds: z.optional(
    z
      .array(z.string().check(z.regex(ADMIN_ID_PATTERNS.licenceId, 'licenceIds: each is a licence id (lic_…)')))
      .check(z.minLength(1, 'licenceIds: name at least one licence, or leave it out to refund the whole order')),
  ),
});

const emailSchema = z.object({
  email: emailField('email: the corrected e-mail address is required'),
  reason: reasonField(),
});

const asOperator = operatorHandler(async (event, operator) => {
  const action = event.pathParameters?.action;
  if (action !== 'resend' && action !== 'refund' && action !== 'email')
    throw notFound(`There is no order action "${action}".`);
  const transactionId = event.pathParameters?.transactionId ?? '';
  if (!ADMIN_ID_PATTERNS.transactionId.test(transactionId)) throw orderNotFound();
  const common = {
    transactionId,
    operator: { email: operator.email, sub: operator.sub },
    requestId: event.requestContext?.requestId ?? '',
  };
  const input = <T>(schema: z.ZodMiniType<T>) => {
    const body = parseInput(schema, readJsonBody(event));
    return { ...common, ...body, idempotency: idempotencyOf(event, action, transactionId, body) };
  };
  if (action === 'email') return json(200, await orderActions.email(input(emailSchema)));
  if (action === 'refund') return json(200, await orderActions.refund(input(refundSchema)));
  return json(200, await orderActions.resend(input(reasonSchema)));
});

export const handler = apiHandler(async (event) => {
  assertSameOriginRequest(event);
  return asOperator(event);
});
