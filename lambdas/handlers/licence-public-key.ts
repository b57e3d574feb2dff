import { LICENCE_KEY_PREFIX } from '../domain/licences/licence-key';
import { licenceSigner } from '../adapters/licence-signer';
import { apiHandler } from '../http/api-handler';
import { json } from '../http/responses';

/**
 * `GET /api/licence-keys/public-key`: what the simulator needs to verify a licence key offline (see
 * `verifyLicenceKey` in lambdas/services/licences/verify-licence-key.ts). Public by design.
 */
export const handler = apiHandler(async () =>
  json(
    200,
    {
      algorithm: 'ES256',
      curve: 'P-256',
      signatureEncoding: 'ieee-p1363',
      keyFormat: `${LICENCE_KEY_PREFIX}.<base64url JSON payload>.<base64url signature over "${LICENCE_KEY_PREFIX}.<payload>">`,
      publicKeyPem: await licenceSigner.publicKeyPem(),
    },
    { headers: { 'cache-control': 'public, max-age=3600' } },
  ),
);
