import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { SessionTokens } from '../adapters/cognito';
import { HttpError } from './errors';
import { hasSealedFields, openSealedValue, sealValue } from './sealed-value';

/**
 * The session cookies (docs/architecture.md, "Sessions and security"). Tokens never reach JavaScript: every cookie is HttpOnly, Secure and
 * SameSite=Strict (the OAuth state cookie alone is Lax: ./oauth-state.ts). `__Host-` pins a cookie to this host and Path=/; the refresh token is `__Secure-` because it is
 * sent only to `/api/auth`, where the API refreshes sessions. Browsers accept Secure cookies on http://localhost,
 * so the local stack uses the same flags.
 */
export const COOKIE_NAMES = {
  idToken: '__Host-skydeck-id',
  accessToken: '__Host-skydeck-access',
  refreshToken: '__Secure-skydeck-refresh',
  /** Cognito's challenge Session between sign-in steps. */
  challenge: '__Host-skydeck-challenge',
} as const;

export const REFRESH_COOKIE_PATH = '/api/auth';
/** Cognito keeps a challenge session for 3 minutes. */
export const CHALLENGE_MAX_AGE_SECONDS = 180;
/** The app client's refresh-token validity (Cognito's default of 30 days). */
export const REFRESH_MAX_AGE_SECONDS = 30 * 24 * 3600;

export function serializeCookie(
  name: string,
  value: string,
  /** `Lax` only for the OAuth state cookie, which must survive the hosted UI's cross-site redirect (ADR 252). */
  options: { maxAgeSeconds: number; path?: string; sameSite?: 'Strict' | 'Lax' },
): string {
  return [
    `${name}=${value}`,
    `Path=${options.path ?? '/'}`,
    `Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`,
    'HttpOnly',
    'Secure',
    `SameSite=${options.sameSite ?? 'Strict'}`,
  ].join('; ');
}

export function expireCookie(name: string, path = '/'): string {
  return serializeCookie(name, '', { maxAgeSeconds: 0, path });
}

/** The request's cookies by name (API Gateway v2 passes them split out in `event.cookies`). */
export function readCookies(event: Pick<APIGatewayProxyEventV2, 'cookies'>): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const pair of event.cookies ?? []) {
    const index = pair.indexOf('=');
    if (index <= 0) continue;
    const name = pair.slice(0, index).trim();
    if (!(name in cookies)) cookies[name] = pair.slice(index + 1).trim();
  }
  return cookies;
}

export function sessionCookies(tokens: SessionTokens): string[] {
  const cookies = [
    serializeCookie(COOKIE_NAMES.idToken, tokens.idToken, { maxAgeSeconds: tokens.expiresInSeconds }),
    serializeCookie(COOKIE_NAMES.accessToken, tokens.accessToken, { maxAgeSeconds: tokens.expiresInSeconds }),
    expireCookie(COOKIE_NAMES.challenge),
  ];
  if (tokens.refreshToken) {
    cookies.push(
      serializeCookie(COOKIE_NAMES.refreshToken, tokens.refreshToken, {
        maxAgeSeconds: REFRESH_MAX_AGE_SECONDS,
        path: REFRESH_COOKIE_PATH,
      }),
    );
  }
  return cookies;
}

export function clearSessionCookies(): string[] {
  return [
    expireCookie(COOKIE_NAMES.idToken),
    expireCookie(COOKIE_NAMES.accessToken),
    expireCookie(COOKIE_NAMES.refreshToken, REFRESH_COOKIE_PATH),
    expireCookie(COOKIE_NAMES.challenge),
  ];
}

/** What the API keeps between sign-in steps: Cognito's Session, whom it belongs to and which step it is for. */
export interface ChallengeState {
  readonly username: string;
  readonly session: string;
  readonly challengeName: string;
}

/**
 * The challenge cookie is sealed: AES-256-GCM over the state, its step and its expiry, with the
 * cookie's name as associated data, so it cannot be read, forged, moved to another step or used after it expires.
 */
export function challengeCookie(state: ChallengeState, key: Buffer, nowMs = Date.now()): string {
  const sealed = sealValue(
    { u: state.username, s: state.session, c: state.challengeName, e: nowMs + CHALLENGE_MAX_AGE_SECONDS * 1000 },
    key,
    COOKIE_NAMES.challenge,
  );
  return serializeCookie(COOKIE_NAMES.challenge, sealed, {
    maxAgeSeconds: CHALLENGE_MAX_AGE_SECONDS,
  });
}

const CHALLENGE_EXPIRED = 'This sign-in step has expired. Please sign in again.';
const CHALLENGE_INVALID = 'This sign-in step is not valid. Please sign in again.';

/**
 * The challenge state for one of the `accepted` steps. Missing or expired answers 400 CHALLENGE_EXPIRED; tampered,
 * foreign (sealed with another key) or issued for another step answers 400 CHALLENGE_INVALID.
 */
export function readChallenge(
  event: Pick<APIGatewayProxyEventV2, 'cookies'>,
  key: Buffer,
  accepted: readonly string[],
  nowMs = Date.now(),
): ChallengeState {
  const raw = readCookies(event)[COOKIE_NAMES.challenge];
  if (!raw) throw new HttpError(400, 'CHALLENGE_EXPIRED', CHALLENGE_EXPIRED);
  const opened = openSealed(raw, key);
  if (!opened) throw new HttpError(400, 'CHALLENGE_INVALID', CHALLENGE_INVALID);
  if (opened.e <= nowMs) throw new HttpError(400, 'CHALLENGE_EXPIRED', CHALLENGE_EXPIRED);
  if (!accepted.includes(opened.c)) throw new HttpError(400, 'CHALLENGE_INVALID', CHALLENGE_INVALID);
  return { username: opened.u, session: opened.s, challengeName: opened.c };
}

interface SealedChallenge {
  readonly u: string;
  readonly s: string;
  readonly c: string;
  readonly e: number;
}

function openSealed(raw: string, key: Buffer): SealedChallenge | undefined {
  const opened = openSealedValue(raw, key, COOKIE_NAMES.challenge);
  return opened && hasSealedFields(opened, ['u', 's', 'c']) ? (opened as unknown as SealedChallenge) : undefined;
}
