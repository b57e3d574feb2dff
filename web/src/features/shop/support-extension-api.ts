import type { LicenceView } from '@contract/portal-views';
import type { SupportStatus } from '@domain/licences/support-status';
import { apiGet } from '../../shared/api';

/** The API calls of the support-extension page, in one place (the typed API client table can take them over). */

export function publicKey(): Promise<{ publicKeyPem: string }> {
  return apiGet<{ publicKeyPem: string }>('/api/licence-keys/public-key');
}

/** A licence's current support, by its key: `GET /api/licence-keys/status` (public, answers only about that key). */
export async function supportByKey(key: string): Promise<SupportStatus> {
  return (await apiGet<{ support: SupportStatus }>(`/api/licence-keys/status?key=${encodeURIComponent(key)}`)).support;
}

/** A signed-in buyer's first page of licences (`GET /api/licenses`). */
export async function ownLicences(): Promise<readonly LicenceView[]> {
  return (await apiGet<{ licences: LicenceView[] }>('/api/licenses')).licences;
}
