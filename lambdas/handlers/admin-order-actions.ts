import type * as z from 'zod/mini';
import { ADMIN_ID_PATTERNS } from '../contract/admin';
import { apiHandler, type ApiEvent } from '../http/api-handler';
import type { SignedInCaller } from '../http/session';
import { normaliseEmail } from '../domain/email';
import { ADMIN_BODIES, decodedPathParameter, idempotencyOf } from '../http/admin-input';
import { assertSameOriginRequest } from '../http/csrf';
import { notFound } from '../http/errors';
import { operatorHandler } from '../http/operator';
import { json } from '../http/responses';
import { parseInput, readJsonBody } from '../http/validation';
import { orderNotFound } from '../services/admin/lookups';
import { orderActions } from '../services/admin/order-action-ports';

/**
 * The operator's order actions and the one buyer action, each with an `Idempotency-Key` (bodies in
 * lambdas/http/admin-input.ts): `POST /api/admin/orders/{transactionId}/resend`, `…/refund`, `…/email`, `…/apply`
 * (apply from Paddle) and `POST /api/admin/buyers/{email}/unsuppress` (services/admin/resend.ts, refund.ts,
 * order-email.ts, apply-from-paddle.ts, lift-suppression.ts).
 */
const { resend: resendSchema, refund: refundSchema, email: emailSchema, reason: reasonSchema } = ADMIN_BODIES;

const asOperator = operatorHandler(async (event, operator) => {
  if (event.pathParameters?.email !== undefined) return buyerAction(event, operator);
  const action = event.pathParameters?.action;
  if (action !== 'resend' && action !== 'refund' && action !== 'email' && action !== 'apply')
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
  if (action === 'apply') return json(200, await orderActions.apply(input(reasonSchema)));
  return json(200, await orderActions.resend(input(resendSchema)));
});

/** `POST /api/admin/buyers/{email}/unsuppress` `{reason}`: the address gets mail again (services/admin/lift-suppression.ts). */
async function buyerAction(event: ApiEvent, operator: SignedInCaller) {
  const action = event.pathParameters?.action;
  if (action !== 'unsuppress') throw notFound(`There is no buyer action "${action}".`);
  const email = normaliseEmail(decodedPathParameter(event.pathParameters?.email ?? ''));
  if (!ADMIN_ID_PATTERNS.email.test(email)) throw notFound('There is no buyer with this address.');
  const body = parseInput(reasonSchema, readJsonBody(event));
  return json(
    200,
    await orderActions.liftSuppression({
      email,
      reason: body.reason,
      operator: { email: operator.email, sub: operator.sub },
      requestId: event.requestContext?.requestId ?? '',
      idempotency: idempotencyOf(event, action, email, body),
    }),
  );
}

export const handler = apiHandler(async (event) => {
  assertSameOriginRequest(event);
  return asOperator(event);
});
