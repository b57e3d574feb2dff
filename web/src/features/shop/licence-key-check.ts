import { AIRCRAFT_FAMILY, isAircraftType, type AircraftType } from '@domain/aircraft';
import { BRAND } from '@domain/brand';
import { LICENCE_KEY_PREFIX } from '@domain/licences/licence-key-format';
import { t } from './texts';

export interface CheckedLicence {
  readonly licenceId: string;
  readonly aircraftType: AircraftType;
}

/**
 * Checks a licence key offline in the browser, as the simulator does: the SKYDECK1 format and its ECDSA P-256
 * signature against the shop's public key (`GET /api/licence-keys/public-key`). Checkout then looks the licence up
 * and refuses one that is unknown, revoked or of another aircraft family. Answers a sentence for the buyer on failure.
 */
export async function checkLicenceKey(key: string, publicKeyPem: string): Promise<CheckedLicence | string> {
  const parts = key.trim().split('.');
  if (parts.length !== 3 || parts[0] !== LICENCE_KEY_PREFIX || !parts[1] || !parts[2]) {
    return t('This is not a {{brand}} licence key. Copy the whole key from your licence e-mail or from /licenses.', {
      brand: BRAND.name,
    });
  }
  const publicKey = await crypto.subtle.importKey(
    'spki',
    pemBytes(publicKeyPem),
    { name: 'ECDSA', namedCurve: 'P-256' },
    false,
    ['verify'],
  );
  const valid = await crypto.subtle.verify(
    { name: 'ECDSA', hash: 'SHA-256' },
    publicKey,
    base64UrlBytes(parts[2]),
    new TextEncoder().encode(`${parts[0]}.${parts[1]}`),
  );
  if (!valid) return t('This licence key does not verify. Check that it was copied completely.');
  const payload = JSON.parse(new TextDecoder().decode(base64UrlBytes(parts[1]))) as {
    licenceId?: unknown;
    kind?: unknown;
    aircraftType?: unknown;
  };
  if (payload.kind !== 'suite' || typeof payload.licenceId !== 'string' || !isAircraftType(payload.aircraftType)) {
    return t('Support extensions are for suite licences; this key is for a trainer seat.');
  }
  return { licenceId: payload.licenceId, aircraftType: payload.aircraftType };
}

export function familyOf(aircraftType: AircraftType): string {
  return AIRCRAFT_FAMILY[aircraftType];
}

function pemBytes(pem: string): Uint8Array<ArrayBuffer> {
  return base64Bytes(pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, ''));
}

function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  return base64Bytes(
    text
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(text.length / 4) * 4, '='),
  );
}

function base64Bytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
