import { licenceSigner } from '../adapters/licence-signer';
import { getLicenceWithLinks } from '../adapters/portal-store';
import { getSubscriptions } from '../adapters/store/subscriptions';
import { licenceKeyStatus, type KeyStatusPorts } from '../services/licences/key-status';
import { apiHandler } from '../http/api-handler';
import { badRequest } from '../http/errors';
import { json } from '../http/responses';

/**
 * `GET /api/licence-keys/status?key=<licence key>`: whether a key is the licence's current one, whether a trainer
 * seat's subscription still pays for it (`expired`, `past_due`), and the suite's support. A key verifies offline as
 * long as its signature holds (a seat's only until its paid period and grace end); "current" needs the shop. Public,
 * like the public key, and answers only about the key it is shown: no owner e-mail beyond what the key carries.
 */
const ports: KeyStatusPorts = {
  publicKeyPem: () => licenceSigner.publicKeyPem(),
  licenceWithLinks: getLicenceWithLinks,
  subscriptions: getSubscriptions,
};

export const handler = apiHandler(async (event) => {
  const key = event.queryStringParameters?.key ?? '';
  if (key.length === 0) throw badRequest('key: a licence key is required', 'INVALID_LICENCE_KEY');
  if (key.length > 4_000) throw badRequest('key: is too long to be a licence key', 'INVALID_LICENCE_KEY');
  return json(200, await licenceKeyStatus(ports, key));
});
