import {
  challengeCookie,
  clearSessionCookies,
  readChallenge,
  readCookies,
  sessionCookies,
} from '../../../lambdas/http/cookies';

describe('session cookies (DESIGN.md §6)', () => {
  it('sets id and access tokens as __Host- cookies and the refresh token on /api/auth only', () => {
    // Act
    const cookies = sessionCookies({ idToken: 'id', accessToken: 'access', refreshToken: 'refresh', expiresInSeconds: 3600 });

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

  it('round-trips the challenge session and refuses a tampered or partial one', () => {
    // Prepare
    const state = { username: 'pilot@example.com', session: 'S', challengeName: 'SMS_MFA' };
    const value = challengeCookie(state).split(';')[0]!;
    const partial = Buffer.from(JSON.stringify({ username: 'x' })).toString('base64url');

    // Act / Assess
    expect(readChallenge({ cookies: [value] })).toEqual(state);
    expect(challengeCookie(state)).toMatch(/; Path=\/; Max-Age=180; HttpOnly; Secure; SameSite=Strict$/);
    expect(readChallenge({ cookies: ['__Host-skydeck-challenge=%%%'] })).toBeUndefined();
    expect(readChallenge({ cookies: [`__Host-skydeck-challenge=${partial}`] })).toBeUndefined();
    expect(readChallenge({})).toBeUndefined();
  });
});
