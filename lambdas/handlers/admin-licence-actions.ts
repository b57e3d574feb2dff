import * as z from 'zod/mini';
import { ADMIN_ID_PATTERNS, IDEMPOTENCY_KEY_HEADER } from '../contract/admin';
import { apiHandler } from '../http/api-handler';
import { assertSameOriginRequest } from '../http/csrf';
import { badRequest, notFound } from '../http/errors';
import { operatorHandler } from '../http/operator';
import { json } from '../http/responses';
import { parseInput, readJsonBody } from '../http/validation';
import { adminLicenceNotFound, licenceStatusActions } from '../services/admin/licence-status';
import { licenceStatusPorts } from '../services/admin/ports';

/** `POST /api/admin/licences/{licenceId}/revoke` and `…/reinstate` `{reason}` with an `Idempotency-Key` header. */
const bodySchema = z.object({ reason: reasonField() });

const changeStatus = licenceStatusActions(licenceStatusPorts);

const asOperator = operatorHandler(async (event, operator) => {
  const action = event.pathParameters?.action;
  if (action !== 'revoke' && action !== 'reinstate') throw notFound(`There is no licence action "${action}".`);
  const licenceId = event.pathParameters?.licenceId ?? '';
  if (!ADMIN_ID_PATTERNS.licenceId.test(licenceId)) throw adminLicenceNotFound();
  const idempotencyKey = requireIdempotencyKey(event.headers?.[IDEMPOTENCY_KEY_HEADER]);
  const { reason } = parseInput(bodySchema, readJsonBody(event));
  const answer = await changeStatus({
    action,
    licenceId,
    reason,
    idempotencyKey,
    operator: { email: operator.email, sub: operator.sub },
    requestId: event.requestContext?.requestId ?? '',
  });
  return json(200, answer);
});

export const handler = apiHandler(async (event) => {
  assertSameOriginRequest(event);
  return asOperator(event);
});

function reasonField() {
  return z
    .string('reason: say why (it goes into the audit log)')
    .check(
      z.trim(),
      z.minLength(3, 'reason: say why in a few words (it goes into the audit log)'),
      z.maxLength(1000, 'reason: at most 1000 characters'),
    );
}

function requireIdempotencyKey(value: string | undefined): string {
  if (!value || !/^[A-Za-z0-9_-]{8,100}$/.test(value)) {
    throw badRequest(
      'Every change needs an Idempotency-Key header (8 to 100 letters, digits, "-" or "_"), the same one when retried.',
      'IDEMPOTENCY_KEY_REQUIRED',
    );
  }
  return value;
}
