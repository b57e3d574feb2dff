import { API } from '@contract/api-endpoints';
import type { LicenceView } from '@contract/portal-views';
import type { SupportStatus } from '@domain/licences/support-status';
import { callApi } from '../../shared/api';

/** The API calls of the support-extension page. */

export function publicKey(): Promise<{ publicKeyPem: string }> {
  return callApi(API.licenceKeyPublicKey);
}

/**
 * A licence's current support and the catch-up months an extension of it includes, by its key: `GET
 * /api/licence-keys/status` (public, answers only about that key). Both come from the licence's ledger, as the
 * signed-in pages' and the checkout's do.
 */
export async function supportByKey(key: string): Promise<{ support: SupportStatus; catchUpMonths: number }> {
  const { support, catchUpMonths } = await callApi(API.licenceKeyStatus, { query: { key } });
  return { support, catchUpMonths };
}

/** A signed-in buyer's first page of licences (`GET /api/licenses`). */
export async function ownLicences(): Promise<readonly LicenceView[]> {
  return (await callApi(API.licences)).licences;
}
