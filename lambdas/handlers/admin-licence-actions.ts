import * as z from 'zod/mini';
import { auditItems } from '../adapters/store/admin';
import { ADMIN_ID_PATTERNS, type AdminReasonBody } from '../contract/admin';
import { emailField } from '../contract/email-field';
import { apiHandler } from '../http/api-handler';
import { assertSameOriginRequest } from '../http/csrf';
import { ADMIN_BODIES, idempotencyOf, reasonField } from '../http/admin-input';
import { notFound } from '../http/errors';
import { operatorHandler } from '../http/operator';
import { json } from '../http/responses';
import { parseInput, readJsonBody } from '../http/validation';
import { adminLicenceNotFound, licenceStatusActions } from '../services/admin/licence-status';
import { idempotencyPorts, licenceStatusPorts } from '../services/admin/admin-ports';
import { adminGoodwill } from '../services/admin/goodwill';
import { goodwillPorts } from '../services/ledger/goodwill-ports';
import { adminReassign } from '../services/admin/reassign';
import { tableTransfers } from '../services/portal/transfer-ports';
import { mailLimits } from '../services/limits/limits-ports';

/**
 * `POST /api/admin/licences/{licenceId}/revoke` and `…/reinstate` `{reason}`, `…/reassign` `{email, reason}`,
 * `…/goodwill` `{grant, months?, reason}`, each with an `Idempotency-Key` header
 * (lambdas/services/admin/licence-status.ts, reassign.ts and goodwill.ts).
 */
const reasonSchema = z.object({ reason: reasonField() });
const reassignSchema = z.object({
  email: emailField('the new owner\u2019s e-mail address is required'),
  reason: reasonField(),
});

const changeStatus = licenceStatusActions(licenceStatusPorts);
const goodwill = adminGoodwill({ ...goodwillPorts, ...idempotencyPorts, auditItems });
const reassign = adminReassign({ ...licenceStatusPorts, transfers: tableTransfers, auditItems, limits: mailLimits });

const asOperator = operatorHandler(async (event, operator) => {
  const action = event.pathParameters?.action;
  if (action !== 'revoke' && action !== 'reinstate' && action !== 'reassign' && action !== 'goodwill')
    throw notFound(`There is no licence action "${action}".`);
  const licenceId = event.pathParameters?.licenceId ?? '';
  if (!ADMIN_ID_PATTERNS.licenceId.test(licenceId)) throw adminLicenceNotFound();
  const context = {
    licenceId,
    operator: { email: operator.email, sub: operator.sub },
    requestId: event.requestContext?.requestId ?? '',
  };
  if (action === 'goodwill') {
    const { months, ...body } = parseInput(ADMIN_BODIES.goodwill, readJsonBody(event));
    const idempotency = idempotencyOf(event, action, licenceId, { ...body, months });
    const grant = body.grant === 'support' ? { grant: body.grant, months: months! } : { grant: body.grant };
    return json(200, await goodwill({ ...context, ...grant, reason: body.reason, idempotency }));
  }
  if (action === 'reassign') {
    const body = parseInput(reassignSchema, readJsonBody(event));
    const idempotency = idempotencyOf(event, action, licenceId, body);
    return json(200, await reassign({ ...context, ...body, idempotency }));
  }
  const body: AdminReasonBody = parseInput(reasonSchema, readJsonBody(event));
  const idempotency = idempotencyOf(event, action, licenceId, body);
  return json(200, await changeStatus({ ...context, action, reason: body.reason, idempotency }));
});

export const handler = apiHandler(async (event) => {
  assertSameOriginRequest(event);
  return asOperator(event);
});
