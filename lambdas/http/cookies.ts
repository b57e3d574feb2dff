import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { SessionTokens } from '../adapters/cognito';

/**
 * The session cookies (DESIGN.md §6). Tokens never reach JavaScript: every cookie is HttpOnly, Secure and
 * SameSite=Strict. `__Host-` pins a cookie to this host and Path=/; the refresh token is `__Secure-` because it is
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

export function serializeCookie(name: string, value: string, options: { maxAgeSeconds: number; path?: string }): string {
  return [
    `${name}=${value}`,
    `Path=${options.path ?? '/'}`,
    `Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`,
    'HttpOnly',
    'Secure',
    'SameSite=Strict',
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
      serializeCookie(COOKIE_NAMES.refreshToken, tokens.refreshToken, { maxAgeSeconds: REFRESH_MAX_AGE_SECONDS, path: REFRESH_COOKIE_PATH }),
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

/** What the API keeps between sign-in steps: Cognito's Session and whom it belongs to. */
export interface ChallengeState {
  readonly username: string;
  readonly session: string;
  readonly challengeName: string;
}

export function challengeCookie(state: ChallengeState): string {
  const value = Buffer.from(JSON.stringify(state), 'utf8').toString('base64url');
  return serializeCookie(COOKIE_NAMES.challenge, value, { maxAgeSeconds: CHALLENGE_MAX_AGE_SECONDS });
}

export function readChallenge(event: Pick<APIGatewayProxyEventV2, 'cookies'>): ChallengeState | undefined {
  const raw = readCookies(event)[COOKIE_NAMES.challenge];
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<ChallengeState>;
    const valid = [parsed.username, parsed.session, parsed.challengeName].every((part) => typeof part === 'string' && part.length > 0);
    return valid ? (parsed as ChallengeState) : undefined;
  } catch {
    return undefined;
  }
}
