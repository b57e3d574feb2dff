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
import { adminRefund } from '../services/admin/refund';
import { requestPaddleRefund } from '../adapters/paddle-refunds';
import { licenceSigner } from '../adapters/licence-signer';
import { licenceSupport } from '../adapters/licence-support';
import { stopRenewingOneUnit } from '../adapters/paddle-billing';
import * as portalStore from '../adapters/portal-store';
import { markSupportHandedOver } from '../adapters/store/licences';
import * as transferStore from '../adapters/store/transfers';
import { emailField } from '../contract/email-field';
import { transferMails } from '../services/mail/mail-ports';
import { adminOrderEmail } from '../services/admin/order-email';
import { mailLimits } from '../services/limits/limits-ports';
import { licenceTransfers } from '../services/portal/licence-transfers';

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

const resend = adminResend({
  getOrder,
  getLicences,
  sendOrderResend,
  storedAnswer,
  appendAudit,
  newId: licenceStatusPorts.newId,
  now: () => new Date(),
});
const emailSchema = z.object({
  email: emailField('email: the corrected e-mail address is required'),
  reason: reasonField(),
});

const correctEmail = adminOrderEmail({
  transfers: licenceTransfers({
    ...portalStore,
    ...transferStore,
    support: {
      supportOf: (licenceId) => licenceSupport(licenceId, new Date()),
      stopRenewing: stopRenewingOneUnit,
      markHandedOver: markSupportHandedOver,
    },
    signer: licenceSigner,
    mailer: transferMails,
    limits: mailLimits,
    now: () => new Date(),
  }),
  getOrder,
  getLicences,
  storedAnswer,
  appendAudit,
  newId: licenceStatusPorts.newId,
  now: () => new Date(),
});

const refund = adminRefund({
  getOrder,
  getLicences,
  requestRefund: requestPaddleRefund,
  storedAnswer,
  appendAudit,
  newId: licenceStatusPorts.newId,
  now: () => new Date(),
});

const asOperator = operatorHandler(async (event, operator) => {
  const action = event.pathParameters?.action;
  if (action !== 'resend' && action !== 'refund' && action !== 'email')
    throw notFound(`There is no order action "${action}".`);
  const transactionId = event.pathParameters?.transactionId ?? '';
  if (!ADMIN_ID_PATTERNS.transactionId.test(transactionId)) throw orderNotFound();
  const common = {
    transactionId,
    idempotencyKey: requireIdempotencyKey(event),
    operator: { email: operator.email, sub: operator.sub },
    requestId: event.requestContext?.requestId ?? '',
  };
  if (action === 'email')
    return json(200, await correctEmail({ ...common, ...parseInput(emailSchema, readJsonBody(event)) }));
  if (action === 'refund')
    return json(200, await refund({ ...common, ...parseInput(refundSchema, readJsonBody(event)) }));
  return json(200, await resend({ ...common, ...parseInput(reasonSchema, readJsonBody(event)) }));
});

export const handler = apiHandler(async (event) => {
  assertSameOriginRequest(event);
  return asOperator(event);
});
