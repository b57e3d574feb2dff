import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Paddle webhook signatures, free of side effects so that the local Paddle stand-in can sign with the same code
 * the webhook verifies with.
 */
/** Paddle's own tolerance; a signature older (or further in the future) than this is refused. */
export const SIGNATURE_TOLERANCE_SECONDS = 5;

export type SignatureProblem = 'missing' | 'malformed' | 'stale' | 'future' | 'mismatch';

/**
 * Checks `Paddle-Signature: ts=<unix seconds>;h1=<hex HMAC-SHA256 of "ts:rawBody">` over the body exactly as it
 * arrived. Written out rather than the SDK's `webhooks.unmarshal` because that one compares with `===` (not
 * constant-time) and accepts timestamps from the future; the algorithm is the same.
 */
export function checkPaddleSignature(
  rawBody: string,
  header: string | undefined,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): SignatureProblem | undefined {
  if (!header || !secret) return 'missing';
  const fields = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 1) return 'malformed';
    const name = part.slice(0, separator).trim();
    fields.set(name, [...(fields.get(name) ?? []), part.slice(separator + 1).trim()]);
  }
  const ts = fields.get('ts');
  const signatures = fields.get('h1') ?? [];
  if (ts?.length !== 1 || !/^\d{1,12}$/.test(ts[0]!) || signatures.length === 0) return 'malformed';
  const timestamp = Number(ts[0]);
  if (nowSeconds - timestamp > SIGNATURE_TOLERANCE_SECONDS) return 'stale';
  if (timestamp - nowSeconds > SIGNATURE_TOLERANCE_SECONDS) return 'future';
  const expected = createHmac('sha256', secret).update(`${ts[0]}:${rawBody}`).digest();
  // Paddle may send several h1 values while a secret is being rotated; any one matching suffices.
  const matches = signatures.some((signature) => {
    if (!/^[0-9a-f]{64}$/i.test(signature)) return false;
    return timingSafeEqual(Buffer.from(signature, 'hex'), expected);
  });
  return matches ? undefined : 'mismatch';
}

/** A secret that may have been rotated since it was read: `refreshed` reads it again. */
export interface RotatingSecret {
  current(): Promise<string>;
  refreshed(): Promise<string>;
}

/**
 * checkPaddleSignature, but a signature that does not match the secret in hand is checked once more against the
 * secret read again: after the operator rotates the destination's secret in Paddle and in Secrets Manager, the
 * first webhooks signed with the new one must not be refused by a function still holding the old value.
 * Stale, future or malformed signatures are refused at once: a fresh secret cannot change that answer.
 */
export async function checkPaddleSignatureWithRefresh(
  rawBody: string,
  header: string | undefined,
  secret: RotatingSecret,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<SignatureProblem | undefined> {
  const problem = checkPaddleSignature(rawBody, header, await secret.current(), nowSeconds);
  const secretMayBeOld = problem === 'mismatch' || (problem === 'missing' && header !== undefined && header !== '');
  if (!secretMayBeOld) return problem;
  return checkPaddleSignature(rawBody, header, await secret.refreshed(), nowSeconds);
}

/** What the Paddle stand-in and tests use to sign a body the way Paddle does. */
export function paddleSignature(
  rawBody: string,
  secret: string,
  timestampSeconds = Math.floor(Date.now() / 1000),
): string {
  const h1 = createHmac('sha256', secret).update(`${timestampSeconds}:${rawBody}`).digest('hex');
  return `ts=${timestampSeconds};h1=${h1}`;
}
