import { API } from '@contract/api-endpoints';
import type { LicenceView } from '@contract/portal-views';
import type { SupportStatus } from '@domain/licences/support-status';
import { callApi } from '../../shared/api';

/** The API calls of the support-extension page. */

export function publicKey(): Promise<{ publicKeyPem: string }> {
  return callApi(API.licenceKeyPublicKey);
}

/** A licence's current support, by its key: `GET /api/licence-keys/status` (public, answers only about that key). */
export async function supportByKey(key: string): Promise<SupportStatus> {
  return (await callApi(API.licenceKeyStatus, { query: { key } })).support;
}

/** A signed-in buyer's first page of licences (`GET /api/licenses`). */
export async function ownLicences(): Promise<readonly LicenceView[]> {
  return (await callApi(API.licences)).licences;
}
