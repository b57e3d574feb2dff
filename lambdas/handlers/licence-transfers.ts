import { isLicenceId } from '../domain/licences/licence-id';
import * as z from 'zod/mini';
import { emailField } from '../contract/email-field';
import { apiHandler } from '../http/api-handler';
import { assertSameOriginRequest } from '../http/csrf';
import { notFound } from '../http/errors';
import { json } from '../http/responses';
import { signedInHandler } from '../http/session';
import { parseInput, readJsonBody } from '../http/validation';
import { licenceNotFound } from '../services/portal/licence-transfers';
import { tableTransfers } from '../services/portal/transfer-ports';

/**
 * `POST /api/licenses/{id}/transfer {email}` (offer), `…/transfer/cancel` and `…/transfer/accept`
 * (lambdas/services/portal/licence-transfers.ts has the rules).
 */
const offerSchema = z.object({
  email: emailField('the new owner\u2019s e-mail address is required'),
});

const signedIn = signedInHandler(async (event, caller) => {
  const licenceId = event.pathParameters?.id ?? '';
  const action = event.pathParameters?.action;
  if (action !== undefined && action !== 'cancel' && action !== 'accept')
    throw notFound(`There is no transfer action "${action}".`);
  if (!isLicenceId(licenceId)) throw licenceNotFound();
  if (action === 'cancel') return json(200, await tableTransfers.cancel(licenceId, caller.email));
  if (action === 'accept') return json(200, await tableTransfers.accept(licenceId, caller.email));
  const { email } = parseInput(offerSchema, readJsonBody(event));
  return json(200, await tableTransfers.offer(licenceId, caller.email, email));
});

export const handler = apiHandler(async (event) => {
  assertSameOriginRequest(event);
  return signedIn(event);
});
