import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { readCookies, serializeCookie } from './cookies';
import { hasSealedFields, openSealedValue, sealValue } from './sealed-value';

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
  const sealed = sealValue(
    {
      s: attempt.state,
      v: attempt.codeVerifier,
      p: attempt.provider,
      r: attempt.returnTo,
      e: nowMs + OAUTH_STATE_MAX_AGE_SECONDS * 1000,
    },
    key,
    OAUTH_STATE_COOKIE,
  );
  return serializeCookie(OAUTH_STATE_COOKIE, sealed, {
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
  const opened = openSealedValue(raw, key, OAUTH_STATE_COOKIE);
  return opened && hasSealedFields(opened, ['s', 'v', 'p', 'r']) ? (opened as unknown as SealedState) : undefined;
}
