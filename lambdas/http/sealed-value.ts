import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * What the API keeps in a cookie between two requests, sealed with AES-256-GCM (ADR 022): the cookie's
 * name is the associated data, so a value sealed for one cookie never opens as another's.
 */
const SEAL_VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

const associatedData = (cookieName: string) => Buffer.from(`${SEAL_VERSION}:${cookieName}`);

/** `v1.<iv ‖ ciphertext ‖ tag, base64url>` of the JSON of `value`. */
export function sealValue(value: object, key: Buffer, cookieName: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(associatedData(cookieName));
  const plain = JSON.stringify(value);
  const sealed = Buffer.concat([iv, cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${SEAL_VERSION}.${sealed.toString('base64url')}`;
}

/** The parsed JSON `sealValue` sealed for this cookie with this key; undefined for anything else. */
export function openSealedValue(raw: string, key: Buffer, cookieName: string): Record<string, unknown> | undefined {
  const [version, body] = raw.split('.');
  if (version !== SEAL_VERSION || !body) return undefined;
  const sealed = Buffer.from(body, 'base64url');
  if (sealed.length <= IV_BYTES + TAG_BYTES) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV_BYTES));
    decipher.setAAD(associatedData(cookieName));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    const plain = Buffer.concat([
      decipher.update(sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
    const parsed: unknown = JSON.parse(plain);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** Whether every named field is a non-empty string and `e` (the sealed expiry) a number. */
export function hasSealedFields(value: Record<string, unknown>, fields: readonly string[]): boolean {
  return (
    fields.every((field) => typeof value[field] === 'string' && value[field] !== '') && typeof value.e === 'number'
  );
}
