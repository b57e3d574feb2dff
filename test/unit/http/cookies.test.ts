import { HttpError } from '../../../lambdas/http/errors';
import { challengeKeyFrom } from '../../../lambdas/adapters/challenge-key';
import {
  challengeCookie,
  clearSessionCookies,
  readChallenge,
  readCookies,
  sessionCookies,
} from '../../../lambdas/http/cookies';

describe('session cookies', () => {
  it('sets id and access tokens as __Host- cookies and the refresh token on /api/auth only', () => {
    // Act
    const cookies = sessionCookies({
      idToken: 'id',
      accessToken: 'access',
      refreshToken: 'refresh',
      expiresInSeconds: 3600,
    });

    // Assess
    expect(cookies).toEqual([
      '__Host-skydeck-id=id; Path=/; Max-Age=3600; HttpOnly; Secure; SameSite=Strict',
      '__Host-skydeck-access=access; Path=/; Max-Age=3600; HttpOnly; Secure; SameSite=Strict',
      '__Host-skydeck-challenge=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Strict',
      '__Secure-skydeck-refresh=refresh; Path=/api/auth; Max-Age=2592000; HttpOnly; Secure; SameSite=Strict',
    ]);
  });

  it('keeps the refresh cookie untouched after a refresh (Cognito returns no new refresh token)', () => {
    // Act
    const cookies = sessionCookies({ idToken: 'id', accessToken: 'access', expiresInSeconds: 60 });

    // Assess
    expect(cookies.some((cookie) => cookie.startsWith('__Secure-skydeck-refresh'))).toBe(false);
  });

  it('clears every cookie on its own path', () => {
    // Act / Assess
    expect(clearSessionCookies()).toEqual([
      '__Host-skydeck-id=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Strict',
      '__Host-skydeck-access=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Strict',
      '__Secure-skydeck-refresh=; Path=/api/auth; Max-Age=0; HttpOnly; Secure; SameSite=Strict',
      '__Host-skydeck-challenge=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Strict',
    ]);
  });

  it('reads request cookies, first value winning, ignoring malformed pairs', () => {
    // Act
    const cookies = readCookies({ cookies: ['a=1', 'b=x=y', 'a=2', 'junk', '=nameless'] });

    // Assess
    expect(cookies).toEqual({ a: '1', b: 'x=y' });
  });
});

describe('the sealed challenge cookie', () => {
  const key = challengeKeyFrom('k'.repeat(48));
  const state = { username: 'pilot@example.com', session: 'S', challengeName: 'NEW_PASSWORD_REQUIRED' };
  const now = Date.UTC(2026, 10, 23, 12);
  const cookieOf = (header: string) => header.split(';')[0]!;
  const read = (cookie: string | undefined, accepted = ['NEW_PASSWORD_REQUIRED'], at = now) =>
    catchHttp(() => readChallenge({ cookies: cookie ? [cookie] : [] }, key, accepted, at));

  it('round-trips the state for the step it was issued for, as an HttpOnly cookie of 3 minutes', () => {
    // Act
    const header = challengeCookie(state, key, now);

    // Assess
    expect(header).toMatch(/; Path=\/; Max-Age=180; HttpOnly; Secure; SameSite=Strict$/);
    expect(cookieOf(header)).not.toContain('pilot');
    expect(read(cookieOf(header))).toEqual(state);
  });

  it('refuses a hand-made plain cookie naming another user', () => {
    // Prepare
    const forged = Buffer.from(JSON.stringify({ ...state, username: 'victim@example.com' })).toString('base64url');

    // Act / Assess
    expect(read(`__Host-skydeck-challenge=${forged}`)).toEqual({ status: 400, code: 'CHALLENGE_INVALID' });
  });

  it('refuses a cookie with one flipped bit', () => {
    // Prepare
    const value = cookieOf(challengeCookie(state, key, now));
    const bytes = Buffer.from(value.split('.')[1]!, 'base64url');
    bytes[20] = bytes[20]! ^ 1;
    const tampered = `__Host-skydeck-challenge=v1.${bytes.toString('base64url')}`;

    // Act / Assess
    expect(read(tampered)).toEqual({ status: 400, code: 'CHALLENGE_INVALID' });
  });

  it('refuses a cookie sealed with another key (foreign) or for another step', () => {
    // Prepare
    const foreign = cookieOf(challengeCookie(state, challengeKeyFrom('z'.repeat(48)), now));
    const mfa = cookieOf(challengeCookie({ ...state, challengeName: 'SMS_MFA' }, key, now));

    // Act / Assess
    expect(read(foreign)).toEqual({ status: 400, code: 'CHALLENGE_INVALID' });
    expect(read(mfa)).toEqual({ status: 400, code: 'CHALLENGE_INVALID' });
  });

  it('refuses an expired or missing cookie as expired', () => {
    // Prepare
    const value = cookieOf(challengeCookie(state, key, now));

    // Act / Assess
    expect(read(value, undefined, now + 180_000)).toEqual({ status: 400, code: 'CHALLENGE_EXPIRED' });
    expect(read(undefined)).toEqual({ status: 400, code: 'CHALLENGE_EXPIRED' });
  });

  it('refuses a key shorter than 32 characters', () => {
    // Act / Assess
    expect(() => challengeKeyFrom('short')).toThrow('at least 32 characters');
  });
});

function catchHttp<T>(run: () => T): T | { status: number; code: string } {
  try {
    return run();
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, code: error.code };
    throw error;
  }
}
