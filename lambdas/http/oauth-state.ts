import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { createCipheriv, createDecipheriv, createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { readCookies, serializeCookie } from './cookies';

/**
 * The OAuth state of one social sign-in (ADR 252), kept between the redirect to the hosted UI and its redirect back.
 * The hosted UI is another site, so a `SameSite=Strict` cookie would not come back with that redirect: this one
 * cookie is `Lax` (sent on a top-level GET navigation, never on a cross-site POST or sub-request). It is sealed like
 * the challenge cookie (AES-256-GCM, its name as associated data, its own key) and holds the `state` the callback
 * must echo, the PKCE code verifier, the provider and where to go afterwards: a callback whose state is not the
 * sealed one, or that arrives without the cookie, signs nobody in.
 */
export const OAUTH_STATE_COOKIE = '__Host-skydeck-oauth-state';
/** Ten minutes to choose an account at the provider and consent. */
const OAUTH_STATE_MAX_AGE_SECONDS = 600;

export interface OAuthAttempt {
  /** Random, sent to the hosted UI and echoed back in the callback's query. */
  readonly state: string;
  /** PKCE (RFC 7636): only its S256 challenge leaves the shop before the code exchange. */
  readonly codeVerifier: string;
  readonly provider: string;
  /** A same-site path to land on after signing in. */
  readonly returnTo: string;
}

type StateProblem = 'missing' | 'expired' | 'invalid';
export type StateCheck = { readonly attempt: OAuthAttempt } | { readonly problem: StateProblem };

const SEAL_VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const AAD = Buffer.from(`${SEAL_VERSION}:${OAUTH_STATE_COOKIE}`);

export function newOAuthAttempt(provider: string, returnTo: string): OAuthAttempt {
  return {
    state: randomBytes(24).toString('base64url'),
    codeVerifier: randomBytes(48).toString('base64url'),
    provider,
    returnTo,
  };
}

export function codeChallengeOf(codeVerifier: string): string {
  return createHash('sha256').update(codeVerifier, 'ascii').digest('base64url');
}

export function oauthStateCookie(attempt: OAuthAttempt, key: Buffer, nowMs = Date.now()): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(AAD);
  const plain = JSON.stringify({
    s: attempt.state,
    v: attempt.codeVerifier,
    p: attempt.provider,
    r: attempt.returnTo,
    e: nowMs + OAUTH_STATE_MAX_AGE_SECONDS * 1000,
  });
  const sealed = Buffer.concat([iv, cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return serializeCookie(OAUTH_STATE_COOKIE, `${SEAL_VERSION}.${sealed.toString('base64url')}`, {
    maxAgeSeconds: OAUTH_STATE_MAX_AGE_SECONDS,
    sameSite: 'Lax',
  });
}

export function expireOAuthStateCookie(): string {
  return serializeCookie(OAUTH_STATE_COOKIE, '', { maxAgeSeconds: 0, sameSite: 'Lax' });
}

/**
 * The attempt the callback continues, or why it cannot: no cookie (another browser started it, or it expired and
 * the browser dropped it) is `missing`; a cookie past its sealed expiry is `expired`; a cookie that does not open
 * (forged, tampered, sealed with another key) or whose state is not the query's is `invalid`.
 */
export function checkOAuthState(
  event: Pick<APIGatewayProxyEventV2, 'cookies'>,
  queryState: string | undefined,
  key: Buffer,
  nowMs = Date.now(),
): StateCheck {
  const raw = readCookies(event)[OAUTH_STATE_COOKIE];
  if (!raw) return { problem: 'missing' };
  const opened = openSealed(raw, key);
  if (!opened) return { problem: 'invalid' };
  if (opened.e <= nowMs) return { problem: 'expired' };
  if (!queryState || !sameText(queryState, opened.s)) return { problem: 'invalid' };
  return { attempt: { state: opened.s, codeVerifier: opened.v, provider: opened.p, returnTo: opened.r } };
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

interface SealedState {
  readonly s: string;
  readonly v: string;
  readonly p: string;
  readonly r: string;
  readonly e: number;
}

function openSealed(raw: string, key: Buffer): SealedState | undefined {
  const [version, body] = raw.split('.');
  if (version !== SEAL_VERSION || !body) return undefined;
  const sealed = Buffer.from(body, 'base64url');
  if (sealed.length <= IV_BYTES + TAG_BYTES) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV_BYTES));
    decipher.setAAD(AAD);
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    const plain = Buffer.concat([
      decipher.update(sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
    const parsed = JSON.parse(plain) as Partial<SealedState>;
    const valid =
      [parsed.s, parsed.v, parsed.p, parsed.r].every((part) => typeof part === 'string' && part.length > 0) &&
      typeof parsed.e === 'number';
    return valid ? (parsed as SealedState) : undefined;
  } catch {
    return undefined;
  }
}
