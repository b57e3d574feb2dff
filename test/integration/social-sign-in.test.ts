import { createHash, randomBytes } from 'node:crypto';
import { AuthClient, decodeJwtPayload, refusal, signedUpClient, uniqueEmail } from '../support/auth-client';
import { consentAt, pathOf, redirectToHostedUi } from '../support/hosted-ui';
import { buyAndPay } from '../support/portal-kit';

/**
 * Social sign-in end to end over HTTP (ADRs 252 and 253): the shop's redirect with a sealed,
 * SameSite=Lax state cookie and PKCE, the hosted-UI stand-in's authorize, provider page and token endpoint, and the
 * callback that accepts only the state sealed in that cookie. The browser test plays the same through Chromium.
 */
const SUITE = 'skydeck-suiteb737annual';
const STATE_COOKIE = '__Host-skydeck-oauth-state';

describe('social sign-in through the hosted-UI stand-in', () => {
  it('sends the browser to another site with state and an S256 challenge, sealing both in a Lax cookie', async () => {
    // Prepare
    const client = new AuthClient();

    // Act
    const authorize = await redirectToHostedUi(client, 'apple', '/licenses');

    // Assess
    expect(authorize.hostname).toBe('127.0.0.1');
    expect(authorize.pathname).toBe('/oauth2/authorize');
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      identity_provider: 'SignInWithApple',
      response_type: 'code',
      scope: 'openid email',
      code_challenge_method: 'S256',
      redirect_uri: expect.stringMatching(/^http:\/\/localhost:\d+\/api\/auth\/federated\/callback$/),
    });
    const stateCookie = client.lastSetCookies.find((line) => line.startsWith(`${STATE_COOKIE}=`))!;
    expect(stateCookie).toMatch(/; Path=\/; Max-Age=600; HttpOnly; Secure; SameSite=Lax$/);
    expect(stateCookie).not.toContain(authorize.searchParams.get('state')!);
  });

  it('signs in with Google, sees the licences bought with that address, and the id token is Cognito-shaped', async () => {
    // Prepare
    const email = uniqueEmail('google-buyer');
    await buyAndPay({ slug: SUITE, quantity: 2, email });
    const browser = new AuthClient();
    const callback = await consentAt(await redirectToHostedUi(browser, 'google', '/licenses'), email);

    // Act
    const landed = await browser.get(pathOf(callback));
    const licences = await browser.get('/api/licenses');
    const session = await browser.get('/api/auth/session');

    // Assess
    expect(landed.status).toBe(302);
    expect(landed.headers.get('location')).toBe('/licenses');
    expect(browser.cookies.has(STATE_COOKIE)).toBe(false);
    expect(licences.status).toBe(200);
    expect(licences.body.licences).toHaveLength(2);
    expect(session.body).toEqual({ signedIn: true, user: { email, emailVerified: true, federated: true } });
    expect(decodeJwtPayload(browser.cookies.get('__Host-skydeck-id')!)).toMatchObject({
      'cognito:username': expect.stringMatching(/^google_\d+$/),
      email,
      email_verified: true,
      token_use: 'id',
    });
  });

  it('refuses a forged state, a missing state cookie and a missing state, and signs nobody in', async () => {
    // Prepare
    const email = uniqueEmail('refused-callback');
    const victim = new AuthClient();
    const callback = await consentAt(await redirectToHostedUi(victim, 'google'), email);
    const forged = new URL(callback);
    forged.searchParams.set('state', 'forged-state');
    const attacker = new AuthClient();

    // Act
    const withForgedState = await victim.get(pathOf(forged));
    const withoutCookie = await attacker.get(pathOf(callback));
    const stateRemoved = new URL(callback);
    stateRemoved.searchParams.delete('state');
    const noState = await new AuthClient().get(pathOf(stateRemoved));

    // Assess
    expect(withForgedState.status).toBe(302);
    expect(withForgedState.headers.get('location')).toBe('/sign-in?redirect=%2Faccount&authError=OAUTH_STATE_INVALID');
    expect(withoutCookie.headers.get('location')).toBe('/sign-in?redirect=%2Faccount&authError=OAUTH_STATE_EXPIRED');
    expect(noState.headers.get('location')).toContain('authError=OAUTH_STATE_EXPIRED');
    expect(victim.cookies.has('__Host-skydeck-id')).toBe(false);
    expect(attacker.cookies.has('__Host-skydeck-id')).toBe(false);
    expect(await attacker.get('/api/licenses')).toMatchObject(refusal(401, 'NOT_SIGNED_IN'));
  });

  it('comes back refused when the person cancels at the provider', async () => {
    // Prepare
    const browser = new AuthClient();
    const cancelled = await consentAt(await redirectToHostedUi(browser, 'apple', '/licenses'), 'x@example.com', 'deny');

    // Act
    const landed = await browser.get(pathOf(cancelled));

    // Assess
    expect(cancelled.searchParams.get('error')).toBe('access_denied');
    expect(landed.headers.get('location')).toBe('/sign-in?redirect=%2Flicenses&authError=FEDERATED_SIGN_IN_FAILED');
    expect(browser.cookies.has('__Host-skydeck-id')).toBe(false);
  });
});

describe('a federated user in cognito-local, as in Cognito', () => {
  async function signInWithGoogle(email: string): Promise<AuthClient> {
    const browser = new AuthClient();
    await browser.get(pathOf(await consentAt(await redirectToHostedUi(browser, 'google'), email)));
    return browser;
  }

  it('is the same user on every sign-in, and stands beside a password account of the same address', async () => {
    // Prepare: the address signs in with Google first
    const email = uniqueEmail('google-then-password');
    const firstGoogle = await signInWithGoogle(email);

    // Act: a password account for the same address, then Google again
    const withPassword = await signedUpClient(email, 'correct horse battery');
    const passwordAgain = new AuthClient();
    const signIn = await passwordAgain.post('/api/auth/sign-in', { email, password: 'correct horse battery' });
    const secondGoogle = await signInWithGoogle(email);

    // Assess
    const subOf = (client: AuthClient) => decodeJwtPayload(client.cookies.get('__Host-skydeck-id')!).sub;
    expect(signIn).toMatchObject({ status: 200, body: { next: 'authenticated' } });
    expect(subOf(secondGoogle)).toBe(subOf(firstGoogle));
    expect(subOf(withPassword)).not.toBe(subOf(firstGoogle));
    expect(subOf(passwordAgain)).toBe(subOf(withPassword));
  });
});

describe("the stand-in's token and userInfo endpoints, as Cognito answers them", () => {
  const verifier = 'v'.repeat(20) + randomBytes(24).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });

  /** The shop's authorize request with a PKCE pair of the test's own, so the test can redeem the code itself. */
  async function grantFor(email: string) {
    const authorize = await redirectToHostedUi(new AuthClient(), 'google');
    authorize.searchParams.set('code_challenge', challenge);
    const callback = await consentAt(authorize, email);
    return {
      tokenUrl: new URL('/oauth2/token', authorize),
      fields: {
        grant_type: 'authorization_code',
        client_id: authorize.searchParams.get('client_id')!,
        code: callback.searchParams.get('code')!,
        redirect_uri: authorize.searchParams.get('redirect_uri')!,
        code_verifier: verifier,
      },
    };
  }

  it('redeems a code once for Bearer tokens; a second use, a wrong verifier or grant type are refused', async () => {
    // Prepare
    const first = await grantFor(uniqueEmail('token'));
    const second = await grantFor(uniqueEmail('token-pkce'));

    // Act
    const redeemed = await fetch(first.tokenUrl, form(first.fields));
    const replayed = await fetch(first.tokenUrl, form(first.fields));
    const wrongVerifier = await fetch(second.tokenUrl, form({ ...second.fields, code_verifier: 'a'.repeat(64) }));
    const wrongGrant = await fetch(second.tokenUrl, form({ ...second.fields, grant_type: 'password' }));

    // Assess
    expect({ status: redeemed.status, body: await redeemed.json() }).toEqual({
      status: 200,
      body: {
        id_token: expect.any(String),
        access_token: expect.any(String),
        refresh_token: expect.any(String),
        expires_in: 3600,
        token_type: 'Bearer',
      },
    });
    expect({ status: replayed.status, body: await replayed.json() }).toEqual({
      status: 400,
      body: { error: 'invalid_grant' },
    });
    expect(await wrongVerifier.json()).toEqual({ error: 'invalid_grant' });
    expect(await wrongGrant.json()).toEqual({ error: 'unsupported_grant_type' });
  });

  it('answers userInfo for a valid access token and invalid_token otherwise', async () => {
    // Prepare
    const email = uniqueEmail('userinfo');
    const { tokenUrl, fields } = await grantFor(email);
    const tokens = (await (await fetch(tokenUrl, form(fields))).json()) as { access_token: string };
    const userInfo = new URL('/oauth2/userInfo', tokenUrl);

    // Act
    const valid = await fetch(userInfo, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    const invalid = await fetch(userInfo, { headers: { authorization: 'Bearer not-a-token' } });

    // Assess
    expect(await valid.json()).toMatchObject({
      email,
      email_verified: 'true',
      username: expect.stringMatching(/^google_\d+$/),
    });
    expect(invalid.status).toBe(401);
    expect(await invalid.json()).toMatchObject({ error: 'invalid_token' });
  });
});
