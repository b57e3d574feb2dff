import { InvalidLicenceKeyError, verifyLicenceKey } from '../services/licences/verify-licence-key';
import { licenceSigner } from '../adapters/licence-signer';
import { keyVersionOf } from '../adapters/portal-store';
import { getLicence } from '../adapters/store';
import { apiHandler } from '../http/api-handler';
import { badRequest, notFound } from '../http/errors';
import { json } from '../http/responses';

/**
 * `GET /api/licence-keys/status?key=<licence key>`: whether a key is the licence's current one. A key verifies
 * offline as long as its signature holds; "current" needs the shop: the key must be exactly the one the licence
 * carries now (a transfer re-issues it with the next `keyVersion`) and the licence must not be revoked. Public, like
 * the public key, and answers only about the key it is shown: no owner e-mail beyond what the key itself carries.
 */
export const handler = apiHandler(async (event) => {
  const key = event.queryStringParameters?.key ?? '';
  if (key.length === 0 || key.length > 4_000) throw badRequest('key: a licence key is required', 'INVALID_LICENCE_KEY');
  let payload;
  try {
    payload = verifyLicenceKey(key, await licenceSigner.publicKeyPem());
  } catch (error) {
    if (error instanceof InvalidLicenceKeyError || error instanceof SyntaxError) {
      throw badRequest(`key: ${error instanceof SyntaxError ? 'licence key payload is not JSON' : error.message}`, 'INVALID_LICENCE_KEY');
    }
    throw error;
  }
  const licence = typeof payload.licenceId === 'string' ? await getLicence(payload.licenceId) : undefined;
  if (!licence) throw notFound('No licence is known for this key.', 'LICENCE_NOT_FOUND');
  const state = licence.status === 'revoked' ? 'revoked' : licence.licenceKey === key.trim() ? 'current' : 'superseded';
  return json(200, {
    licenceId: licence.licenceId,
    current: state === 'current',
    state,
    keyVersion: payload.keyVersion ?? 1,
    currentKeyVersion: keyVersionOf(licence),
  });
});
