import { AuthClient, refusal, signedUpClient, uniqueEmail } from '../support/auth-client';

/**
 * Sign-out ends the sign-in whatever cookies arrive (ADR 250). A browser whose id cookie expired,
 * or a request that reached `/api/auth` with the refresh cookie (or the access cookie) alone, still signs that sign-in
 * out: Cognito revokes the refresh token, and the shop records the sign-in's token family, so its id tokens are
 * refused afterwards.
 */
const PASSWORD = 'correct horse battery';
const REFRESH = '__Secure-skydeck-refresh';
const ID = '__Host-skydeck-id';

function onlyRefreshCookieOf(client: AuthClient): AuthClient {
  const refreshOnly = new AuthClient();
  refreshOnly.cookies.set(REFRESH, client.cookies.get(REFRESH)!);
  return refreshOnly;
}

describe('a sign-out that carries only some of the cookies', () => {
  it('with only the refresh cookie ends that sign-in: its id token is refused, its refresh token signs nobody in', async () => {
    // Prepare: a signed-in browser whose id token still works
    const browser = await signedUpClient(uniqueEmail('refresh-only-signout'), PASSWORD);
    const idToken = browser.cookies.get(ID)!;
    const copiedCookies = new AuthClient();
    for (const [name, value] of browser.cookies) if (name !== REFRESH) copiedCookies.cookies.set(name, value);
    const before = await new AuthClient().get('/api/licenses', { authorization: `Bearer ${idToken}` });
    const signingOut = onlyRefreshCookieOf(browser);
    const laterRefresh = onlyRefreshCookieOf(browser);

    // Act
    const signOut = await signingOut.post('/api/auth/sign-out', {});
    const bearer = await new AuthClient().get('/api/licenses', { authorization: `Bearer ${idToken}` });
    const cookie = await copiedCookies.get('/api/licenses');
    const refreshed = await laterRefresh.get('/api/auth/session');

    // Assess
    expect(before.status).toBe(200);
    expect(signOut).toMatchObject({ status: 200, body: { next: 'setup' } });
    expect(signingOut.cookies.size).toBe(0);
    expect(bearer).toMatchObject(
      refusal(401, 'SESSION_REVOKED', 'This session has been signed out. Please sign in again.'),
    );
    expect(cookie).toMatchObject(refusal(401, 'SESSION_REVOKED'));
    expect(refreshed).toMatchObject(refusal(401, 'INVALID_SESSION', 'Refresh Token has been revoked'));
  });

  it("with only the refresh cookie ends only that sign-in: the person's other sign-in keeps working", async () => {
    // Prepare: one person signed in on two devices
    const email = uniqueEmail('refresh-only-other-device');
    const laptop = await signedUpClient(email, PASSWORD);
    const phone = new AuthClient();
    await phone.post('/api/auth/sign-in', { email, password: PASSWORD });

    // Act
    await onlyRefreshCookieOf(laptop).post('/api/auth/sign-out', {});
    const laptopLicences = await new AuthClient().get('/api/licenses', {
      authorization: `Bearer ${laptop.cookies.get(ID)!}`,
    });
    const phoneLicences = await phone.get('/api/licenses');

    // Assess
    expect(laptopLicences).toMatchObject(refusal(401, 'SESSION_REVOKED'));
    expect(phoneLicences.status).toBe(200);
  });

  it('with only the access cookie still ends that sign-in, refreshed id tokens included', async () => {
    // Prepare
    const browser = await signedUpClient(uniqueEmail('access-only-signout'), PASSWORD);
    const idToken = browser.cookies.get(ID)!;
    const accessOnly = new AuthClient();
    accessOnly.cookies.set('__Host-skydeck-access', browser.cookies.get('__Host-skydeck-access')!);
    const laterRefresh = onlyRefreshCookieOf(browser);

    // Act
    const signOut = await accessOnly.post('/api/auth/sign-out', {});
    const bearer = await new AuthClient().get('/api/licenses', { authorization: `Bearer ${idToken}` });
    const refreshed = await laterRefresh.get('/api/auth/session');

    // Assess
    expect(signOut).toMatchObject({ status: 200, body: { next: 'setup' } });
    expect(bearer).toMatchObject(refusal(401, 'SESSION_REVOKED'));
    expect(refreshed).toMatchObject(refusal(401, 'SESSION_REVOKED'));
  });

  it('with a refresh token Cognito no longer honours still answers and clears the cookies', async () => {
    // Prepare: a refresh token already signed out once
    const browser = await signedUpClient(uniqueEmail('refresh-only-twice'), PASSWORD);
    await onlyRefreshCookieOf(browser).post('/api/auth/sign-out', {});
    const again = onlyRefreshCookieOf(browser);

    // Act
    const signOut = await again.post('/api/auth/sign-out', {});

    // Assess
    expect(signOut).toMatchObject({ status: 200, body: { next: 'setup' } });
    expect(again.cookies.size).toBe(0);
  });
});
