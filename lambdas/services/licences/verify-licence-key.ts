import { createPublicKey, verify } from 'node:crypto';
import { LICENCE_KEY_PREFIX, type LicenceKeyPayload } from '../../domain/licences/licence-key';

export class InvalidLicenceKeyError extends Error {
  override readonly name = 'InvalidLicenceKeyError';
}

/**
 * Offline verification: checks the format and the ECDSA P-256 signature against the published public key (PEM,
 * SPKI) and returns the payload, or throws InvalidLicenceKeyError. Needs no network and no secret.
 */
export function verifyLicenceKey(licenceKey: string, publicKeyPem: string, now?: Date): LicenceKeyPayload {
  const parts = licenceKey.trim().split('.');
  if (parts.length !== 3 || parts[0] !== LICENCE_KEY_PREFIX || !parts[1] || !parts[2]) {
    throw new InvalidLicenceKeyError('licence key is not in the SKYDECK1.<payload>.<signature> format');
  }
  const signature = Buffer.from(parts[2], 'base64url');
  const valid = verify(
    'sha256',
    Buffer.from(`${parts[0]}.${parts[1]}`, 'ascii'),
    { key: createPublicKey(publicKeyPem), dsaEncoding: 'ieee-p1363' },
    signature,
  );
  if (!valid) throw new InvalidLicenceKeyError('licence key signature does not verify');
  const payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as LicenceKeyPayload;
  // Given a clock, a seat key past its paid period and grace no longer verifies (the simulator passes its own).
  if (now && payload.validUntil && Date.parse(payload.validUntil) < now.getTime()) {
    throw new InvalidLicenceKeyError(`licence key expired at ${payload.validUntil}`);
  }
  return payload;
}
