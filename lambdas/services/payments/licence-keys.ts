import { mapBounded } from '../../domain/concurrency';
import type { LicenceGrant } from '../../domain/licences/issuance';
import { licenceKeyPayload } from '../../domain/licences/licence-key';
import type { LicenceRecord } from '../../adapters/store/licences';
import type { PaymentPorts } from './ports';

/**
 * Signatures in flight at once (ADR 065). KMS answers an ECC sign in ~10–20 ms and allows 300 a second per
 * account by default; 8 in flight stays inside that quota and signs the largest order (200 seats) in well under
 * a second.
 */
export const SIGNATURES_IN_FLIGHT = 8;

/**
 * Issues the grants that are not in the table yet: a repeated delivery, or a retry after a part-way failure, reads
 * what exists (BatchGetItem) and signs only what is missing, so retries stay fast and never re-key a licence.
 */
export async function issueMissing(ports: PaymentPorts, grants: readonly LicenceGrant[]): Promise<void> {
  if (grants.length === 0) return;
  const existing = new Set(
    (await ports.store.getLicences(grants.map((grant) => grant.licenceId))).map((licence) => licence.licenceId),
  );
  await issue(
    ports,
    grants.filter((grant) => !existing.has(grant.licenceId)),
  );
}

/** Signs and stores grants the caller found missing. */
export async function issue(ports: PaymentPorts, missing: readonly LicenceGrant[]): Promise<void> {
  if (missing.length === 0) return;
  await ports.store.putNewLicences(await signGrants(ports, missing));
}

/** The licences of the grants, each with its signed key, not yet stored. */
export function signGrants(ports: PaymentPorts, grants: readonly LicenceGrant[]): Promise<LicenceRecord[]> {
  return mapBounded(grants, SIGNATURES_IN_FLIGHT, async (grant): Promise<LicenceRecord> => ({
    ...grant,
    licenceKey: await ports.signLicenceKey(licenceKeyPayload(grant)),
    status: 'active',
    // Written with its purchase entry since the ledger exists: nothing of its past is left to migrate.
    ledgerComplete: true,
  }));
}

/** Gives seats a key for the period now paid (the next key version). */
export async function reissueSeats(
  ports: PaymentPorts,
  seats: readonly LicenceRecord[],
  paidUntil: string,
  at: string,
): Promise<void> {
  await mapBounded(seats, SIGNATURES_IN_FLIGHT, async (seat) => {
    const keyVersion = (seat.keyVersion ?? 1) + 1;
    const licenceKey = await ports.signLicenceKey(
      licenceKeyPayload({ ...seat, paidUntil }, { ownerEmail: seat.ownerEmail, issuedAt: at, keyVersion }),
    );
    await ports.store.reissueSeat({ licenceId: seat.licenceId, licenceKey, keyVersion, paidUntil, at });
  });
}
