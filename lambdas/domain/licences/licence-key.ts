import type { LicenceGrant } from './issuance';
import { LICENCE_KEY_PREFIX } from './licence-key-format';
import { seatValidUntil } from './seat-period';

export { LICENCE_KEY_PREFIX };

/**
 * Licence keys (docs/product/licences.md): `SKYDECK1.<payload>.<signature>`, both parts base64url. The payload is the JSON below;
 * the signature is ECDSA P-256 with SHA-256 over the ASCII text `SKYDECK1.<payload>`, in IEEE P1363 form (r‖s,
 * 64 bytes) so that any platform's crypto library can check it. The simulator verifies a key offline with the
 * public key published at `GET /api/licence-keys/public-key` — see `verifyLicenceKey`
 * (lambdas/services/licences/verify-licence-key.ts, apart because it needs node:crypto).
 */

export interface LicenceKeyPayload {
  readonly v: 1;
  readonly licenceId: string;
  readonly kind: LicenceGrant['kind'];
  readonly product: string;
  readonly aircraftType: string | null;
  readonly configuration: string | null;
  readonly addOns: readonly string[];
  readonly ownerEmail: string;
  /** When this key was issued: the purchase, or the transfer that re-issued it. */
  readonly issuedAt: string;
  /**
   * Which key of the licence this is: absent on the first key, 2 after the first transfer, and so on. Only the
   * licence's newest key is current (`GET /api/licence-keys/status`); older ones still verify their signature.
   */
  readonly keyVersion?: number;
  /**
   * Trainer seats only: the key stops verifying after this instant, the end of the paid period plus the grace
   * (ADR 064). A renewal re-issues the key with the next period.
   */
  readonly validUntil?: string;
}

/** A re-issued key (a transfer, a seat's renewal) names its new owner, its own issue time and its version. */
export interface ReissuedKey {
  readonly ownerEmail: string;
  readonly issuedAt: string;
  readonly keyVersion: number;
}

export function licenceKeyPayload(licence: LicenceGrant, reissue?: ReissuedKey): LicenceKeyPayload {
  return {
    v: 1,
    licenceId: licence.licenceId,
    kind: licence.kind,
    product: licence.productSlug,
    aircraftType: licence.aircraftType,
    configuration: licence.configuration,
    addOns: [...licence.addOns],
    ownerEmail: reissue?.ownerEmail ?? licence.ownerEmail,
    issuedAt: reissue?.issuedAt ?? licence.issuedAt,
    ...(reissue && reissue.keyVersion > 1 ? { keyVersion: reissue.keyVersion } : {}),
    ...(licence.paidUntil ? { validUntil: seatValidUntil(licence.paidUntil) } : {}),
  };
}

/** The exact bytes that are signed. */
export function licenceKeySigningInput(payload: LicenceKeyPayload): string {
  return `${LICENCE_KEY_PREFIX}.${Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url')}`;
}

/** Joins the signing input and its P1363 signature into the key the buyer receives. */
export function assembleLicenceKey(signingInput: string, signatureP1363: Uint8Array): string {
  return `${signingInput}.${Buffer.from(signatureP1363).toString('base64url')}`;
}
