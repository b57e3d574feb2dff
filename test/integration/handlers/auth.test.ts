import { generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  AuthClient,
  decodeJwtPayload,
  latestCode,
  mailCount,
  signedUpClient,
  signJwt,
  refusal,
  uniqueEmail,
} from '../../support/auth-client';
import { adminCreatedAccount, TEMPORARY_PASSWORD } from '../../support/local-cognito';
import { stackUrl } from '../../support/stack-url';

const PASSWORD = 'correct horse battery';
const cookieLine = (lines: string[], name: string) => lines.find((line) => line.startsWith(`${name}=`));

describe('sign-up, confirmation and auto sign-in', () => {
  it('sends a code to the mailbox, confirms it and signs in with flagged cookies', async () => {
    // Prepare
    const client = new AuthClient();
    const email = uniqueEmail('signup');

    // Act
    const signUp = await client.post('/api/auth/sign-up', { email: `  ${email.toUpperCase()} `, password: PASSWORD });
    const code = await latestCode(email);
    const confirm = await client.post('/api/auth/confirm-sign-up', { email, code, password: PASSWORD });

    // Assess
    expect(signUp).toMatchObject({
      status: 200,
      body: { next: 'confirmSignUp', username: email, codeDelivery: { medium: 'EMAIL' } },
    });
    expect(signUp.body.codeDelivery.destination).toMatch(/^s\*\*\*@e\*\*\*\.com$/);
    expect(code).toMatch(/^\d{6}$/);
    expect(confirm).toMatchObject({ status: 200, body: { next: 'authenticated', user: { email } } });
    const lines = client.lastSetCookies;
    for (const name of ['__Host-skydeck-id', '__Host-skydeck-access']) {
      expect(cookieLine(lines, name)).toMatch(/; Path=\/; Max-Age=\d+; HttpOnly; Secure; SameSite=Strict$/);
    }
    expect(cookieLine(lines, '__Secure-skydeck-refresh')).toMatch(
      /; Path=\/api\/auth; Max-Age=\d+; HttpOnly; Secure; SameSite=Strict$/,
    );
  });

  it('confirmation without the password leads to sign in', async () => {
    // Prepare
    const client = new AuthClient();
    const email = uniqueEmail('confirm-only');
    await client.post('/api/auth/sign-up', { email, password: PASSWORD });

    // Act
    const confirm = await client.post('/api/auth/confirm-sign-up', { email, code: await latestCode(email) });

    // Assess
    expect(confirm).toMatchObject({ status: 200, body: { next: 'signIn', username: email } });
    expect(client.cookies.size).toBe(0);
  });

  it('refuses a wrong code, a short password and an existing account', async () => {
    // Prepare
    const client = new AuthClient();
    const email = uniqueEmail('bad-signup');
    await client.post('/api/auth/sign-up', { email, password: PASSWORD });

    // Act
    const wrongCode = await client.post('/api/auth/confirm-sign-up', { email, code: '000000x' });
    const shortPassword = await client.post('/api/auth/sign-up', {
      email: uniqueEmail('short'),
      password: 'nine char',
    });
    const existing = await client.post('/api/auth/sign-up', { email, password: PASSWORD });

    // Assess
    expect(wrongCode).toMatchObject(
      refusal(400, 'CODE_MISMATCH', 'Invalid verification code provided, please try again.'),
    );
    expect(shortPassword).toMatchObject(refusal(400, 'INVALID_PASSWORD', 'Password must have at least 10 characters'));
    expect(existing).toMatchObject(refusal(409, 'USER_EXISTS', 'An account with the given email already exists.'));
  });

  it('resends a fresh code to the mailbox, which confirms the account; an unknown e-mail reads the same', async () => {
    // Prepare
    const client = new AuthClient();
    const email = uniqueEmail('resend');
    await client.post('/api/auth/sign-up', { email, password: PASSWORD });
    const firstCode = await latestCode(email);

    // Act
    const resend = await client.post('/api/auth/resend-sign-up-code', { email });
    const secondCode = await latestCode(email);
    const unknown = await new AuthClient().post('/api/auth/resend-sign-up-code', { email: uniqueEmail('nobody') });
    const stale = await client.post('/api/auth/confirm-sign-up', {
      email,
      code: firstCode === secondCode ? '000000' : firstCode,
    });
    const confirm = await client.post('/api/auth/confirm-sign-up', { email, code: secondCode, password: PASSWORD });

    // Assess
    expect(resend).toMatchObject({
      status: 200,
      body: { next: 'confirmSignUp', username: email, codeDelivery: { medium: 'EMAIL' } },
    });
    expect(await mailCount(email)).toBe(2);
    expect(unknown).toMatchObject({ status: 200, body: { next: 'confirmSignUp', codeDelivery: { medium: 'EMAIL' } } });
    expect(stale).toMatchObject(refusal(400, 'CODE_MISMATCH'));
    expect(confirm).toMatchObject({ status: 200, body: { next: 'authenticated', user: { email } } });
  });
});

describe('sign-in', () => {
  it('answers an unknown e-mail and a wrong password identically', async () => {
    // Prepare
    const email = uniqueEmail('enum');
    await signedUpClient(email, PASSWORD);

    // Act
    const wrongPassword = await new AuthClient().post('/api/auth/sign-in', { email, password: 'not the password' });
    const unknownEmail = await new AuthClient().post('/api/auth/sign-in', {
      email: uniqueEmail('nobody'),
      password: 'not the password',
    });

    // Assess
    expect(wrongPassword).toEqual({ ...unknownEmail, headers: wrongPassword.headers });
    expect(wrongPassword).toMatchObject(refusal(401, 'INCORRECT_CREDENTIALS', 'Incorrect username or password'));
  });

  it('sends an unconfirmed user to confirm sign-up', async () => {
    // Prepare
    const client = new AuthClient();
    const email = uniqueEmail('unconfirmed');
    await client.post('/api/auth/sign-up', { email, password: PASSWORD });

    // Act
    const signIn = await client.post('/api/auth/sign-in', { email, password: PASSWORD });

    // Assess
    expect(signIn).toMatchObject({
      status: 200,
      body: { next: 'confirmSignUp', username: email, codeDelivery: { medium: 'EMAIL' } },
    });
  });

  it('goes straight to signed in after sign-up: confirming with the mailed code verified the e-mail', async () => {
    // Prepare
    const email = uniqueEmail('verified');
    await signedUpClient(email, PASSWORD);

    const client = new AuthClient();

    // Act
    const signIn = await client.post('/api/auth/sign-in', { email, password: PASSWORD });

    // Assess
    expect(signIn).toMatchObject({ status: 200, body: { next: 'authenticated', user: { email } } });
    expect(decodeJwtPayload(client.cookies.get('__Host-skydeck-id')!)).toMatchObject({ email, email_verified: true });
  });

  it('asks for a new password when one is required, enforcing the policy', async () => {
    // Prepare: an administrator-created user must choose a password at first sign-in
    const email = uniqueEmail('forced');
    await adminCreatedAccount(email, { verified: true });
    const client = new AuthClient();

    // Act
    const signIn = await client.post('/api/auth/sign-in', { email, password: TEMPORARY_PASSWORD });
    const challengeCookie = client.cookies.get('__Host-skydeck-challenge');
    const tooShort = await client.post('/api/auth/force-new-password', { password: 'short' });
    const accepted = await client.post('/api/auth/force-new-password', { password: 'my own password' });
    const later = await new AuthClient().post('/api/auth/sign-in', { email, password: 'my own password' });

    // Assess
    expect(signIn).toMatchObject({ status: 200, body: { next: 'forceNewPassword' } });
    expect(challengeCookie).toBeTruthy();
    expect(cookieLine(client.lastSetCookies, '__Host-skydeck-challenge')).toMatch(/Max-Age=0/);
    expect(tooShort).toMatchObject(refusal(400, 'INVALID_PASSWORD', 'Password must have at least 10 characters'));
    expect(accepted).toMatchObject({ status: 200, body: { next: 'authenticated', user: { email } } });
    expect(later).toMatchObject({ status: 200, body: { next: 'authenticated' } });
  });
});

describe('forgot password', () => {
  it('answers unknown and known e-mails the same way, and resets with the mailed code', async () => {
    // Prepare
    const email = uniqueEmail('forgot');
    await signedUpClient(email, PASSWORD);
    const client = new AuthClient();
    const mailsBefore = await mailCount(email);

    // Act
    const known = await client.post('/api/auth/forgot-password', { email });
    const unknown = await new AuthClient().post('/api/auth/forgot-password', {
      email: email.replace('forgot', 'forgotx'),
    });
    const wrongCode = await client.post('/api/auth/confirm-forgot-password', {
      email,
      code: '000000',
      password: 'a new password',
    });
    const shortPassword = await client.post('/api/auth/confirm-forgot-password', {
      email,
      code: await latestCode(email),
      password: 'short',
    });
    const reset = await client.post('/api/auth/confirm-forgot-password', {
      email,
      code: await latestCode(email),
      password: 'a new password',
    });
    const oldPassword = await new AuthClient().post('/api/auth/sign-in', { email, password: PASSWORD });
    const newPassword = await new AuthClient().post('/api/auth/sign-in', { email, password: 'a new password' });

    // Assess
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(Object.keys(known.body)).toEqual(Object.keys(unknown.body));
    expect(known.body).toMatchObject({ next: 'confirmResetPassword', codeDelivery: { medium: 'EMAIL' } });
    // One reset code from Cognito, then the shop's "your password was changed" after the reset
    expect(await mailCount(email)).toBe(mailsBefore + 2);
    expect(wrongCode).toMatchObject(refusal(400, 'CODE_MISMATCH'));
    expect(shortPassword).toMatchObject({
      status: 400,
      body: { error: { message: 'Password must have at least 10 characters' } },
    });
    expect(reset).toMatchObject({ status: 200, body: { next: 'authenticated', user: { email } } });
    expect(oldPassword.status).toBe(401);
    expect(newPassword.status).toBe(200);
  });

  it('answers a reset for an unknown e-mail like a wrong code', async () => {
    // Act
    const reset = await new AuthClient().post('/api/auth/confirm-forgot-password', {
      email: uniqueEmail('ghost'),
      code: '123456',
      password: 'a new password',
    });

    // Assess
    expect(reset).toMatchObject(refusal(400, 'CODE_MISMATCH', 'Invalid verification code provided, please try again.'));
  });
});

describe('session, products and sign-out', () => {
  it('GET /api/products: 401 anonymous, 200 with the session cookie or a Bearer id token', async () => {
    // Prepare
    const email = uniqueEmail('products');
    const client = await signedUpClient(email);
    const idToken = client.cookies.get('__Host-skydeck-id')!;

    // Act
    const anonymous = await new AuthClient().get('/api/products');
    const withCookie = await client.get('/api/products');
    const withBearer = await new AuthClient().get('/api/products', { authorization: `Bearer ${idToken}` });

    // Assess
    expect(anonymous).toMatchObject(refusal(401, 'NOT_SIGNED_IN', 'The user is not authenticated'));
    expect(withCookie).toMatchObject({ status: 200, body: { email, products: [] } });
    expect(withBearer).toMatchObject({ status: 200, body: { email, products: [] } });
  });

  it('refuses altered, foreign-key and expired tokens', async () => {
    // Prepare
    const client = await signedUpClient(uniqueEmail('forged'));
    const idToken = client.cookies.get('__Host-skydeck-id')!;
    const payload = decodeJwtPayload(idToken);
    const [head, , signature] = idToken.split('.');
    const altered = `${head}.${Buffer.from(JSON.stringify({ ...payload, email: 'victim@example.com' })).toString('base64url')}.${signature}`;
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const foreign = signJwt(payload, privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());
    const emulatorKey = JSON.parse(
      readFileSync(require.resolve('cognito-local/lib/keys/cognitoLocal.private.json'), 'utf8'),
    ).pem;
    const now = Math.floor(Date.now() / 1000);
    const expired = signJwt({ ...payload, iat: now - 7200, exp: now - 3600 }, emulatorKey);

    // Act
    const alteredBearer = await new AuthClient().get('/api/products', { authorization: `Bearer ${altered}` });
    const foreignBearer = await new AuthClient().get('/api/products', { authorization: `Bearer ${foreign}` });
    const expiredBearer = await new AuthClient().get('/api/products', { authorization: `Bearer ${expired}` });
    const alteredCookieClient = new AuthClient();
    alteredCookieClient.cookies.set('__Host-skydeck-id', altered);
    const alteredCookie = await alteredCookieClient.get('/api/products');
    const expiredCookieClient = new AuthClient();
    expiredCookieClient.cookies.set('__Host-skydeck-id', expired);
    const expiredCookie = await expiredCookieClient.get('/api/products');

    // Assess
    expect(alteredBearer).toMatchObject(refusal(401, 'INVALID_TOKEN', 'The user is not authenticated'));
    expect(foreignBearer).toMatchObject(refusal(401, 'INVALID_TOKEN'));
    expect(expiredBearer).toMatchObject(refusal(401, 'SESSION_EXPIRED', 'The session has expired.'));
    expect(alteredCookie).toMatchObject(refusal(401, 'INVALID_SESSION'));
    expect(alteredCookieClient.cookies.size).toBe(0);
    expect(expiredCookie).toMatchObject(refusal(401, 'SESSION_EXPIRED'));
  });

  it('refreshes an expired session with the refresh cookie', async () => {
    // Prepare
    const email = uniqueEmail('refresh');
    const client = await signedUpClient(email);
    const emulatorKey = JSON.parse(
      readFileSync(require.resolve('cognito-local/lib/keys/cognitoLocal.private.json'), 'utf8'),
    ).pem;
    const now = Math.floor(Date.now() / 1000);
    client.cookies.set(
      '__Host-skydeck-id',
      signJwt({ ...decodeJwtPayload(client.cookies.get('__Host-skydeck-id')!), exp: now - 1 }, emulatorKey),
    );

    // Act
    const session = await client.get('/api/auth/session');
    const refreshedCookies = client.lastSetCookies;
    const products = await client.get('/api/products');

    // Assess
    expect(session).toMatchObject({ status: 200, body: { signedIn: true, user: { email } } });
    expect(cookieLine(refreshedCookies, '__Host-skydeck-id')).toMatch(/HttpOnly; Secure; SameSite=Strict$/);
    expect(products.status).toBe(200);
  });

  it('GET /api/auth/session tells anonymous and signed-in callers apart', async () => {
    // Prepare
    const email = uniqueEmail('session');
    const client = await signedUpClient(email);

    // Act
    const anonymous = await new AuthClient().get('/api/auth/session');
    const signedIn = await client.get('/api/auth/session');

    // Assess
    expect(anonymous).toMatchObject({ status: 200, body: { signedIn: false } });
    expect(signedIn).toMatchObject({ status: 200, body: { signedIn: true, user: { email } } });
  });

  it('sign-out revokes the refresh token and clears every cookie; the revoked token signs nobody in', async () => {
    // Prepare
    const client = await signedUpClient(uniqueEmail('signout'));
    const refreshToken = client.cookies.get('__Secure-skydeck-refresh')!;

    // Act
    const signOut = await client.post('/api/auth/sign-out', {});
    const replay = new AuthClient();
    replay.cookies.set('__Secure-skydeck-refresh', refreshToken);
    const session = await replay.get('/api/auth/session');

    // Assess
    expect(signOut).toMatchObject({ status: 200, body: { next: 'setup' } });
    expect(client.cookies.size).toBe(0);
    expect(session).toMatchObject(refusal(401, 'INVALID_SESSION', 'Refresh Token has been revoked'));
    expect(replay.cookies.size).toBe(0);
  });

  it('sign-out ends even when there is nothing to revoke', async () => {
    // Act
    const signOut = await new AuthClient().post('/api/auth/sign-out', {});

    // Assess
    expect(signOut).toMatchObject({ status: 200, body: { next: 'setup' } });
  });
});

describe('bad input is a clear 4xx, never a 5xx', () => {
  it.each([
    ['sign-in', { email: '', password: 'x' }, 'email: Username cannot be empty'],
    ['sign-in', { email: 'a@b.example', password: '' }, 'password: Password cannot be empty'],
    ['sign-in', {}, 'email: Username cannot be empty; password: Password cannot be empty'],
    ['sign-up', { email: 'not-an-email', password: PASSWORD }, 'email: must be an e-mail address'],
    ['confirm-sign-up', { email: 'a@b.example', code: '  ' }, 'code: Confirmation code cannot be empty'],
    [
      'confirm-forgot-password',
      { email: 'a@b.example', code: '', password: PASSWORD },
      'code: Confirmation code cannot be empty',
    ],
    ['verify-contact', { attribute: 'address' }, 'attribute: must be email or phone_number'],
  ])('POST %s %j', async (step, body, message) => {
    // Act
    const response = await new AuthClient().post(`/api/auth/${step}`, body);

    // Assess
    expect(response).toMatchObject({ status: 400, body: { error: { code: 'BAD_REQUEST', message } } });
  });

  it.each(['no-such-step', 'valueOf', 'constructor', '__proto__'])(
    'answers the unknown step %s with 404',
    async (step) => {
      // Act: names that exist on every JavaScript object must not be mistaken for steps
      const response = await new AuthClient().post(`/api/auth/${step}`, {});

      // Assess
      expect(response).toMatchObject(refusal(404, 'NOT_FOUND', `There is no auth step "${step}".`));
    },
  );

  it('refuses a body that is not JSON', async () => {
    // Act
    const response = await new AuthClient().post('/api/auth/sign-in', undefined, { rawBody: '{"email":' });

    // Assess
    expect(response).toMatchObject(refusal(400, 'INVALID_JSON', 'The request body must be JSON.'));
  });

  it('refuses POSTs without the CSRF header or from another origin', async () => {
    // Act
    const noHeader = await new AuthClient().post(
      '/api/auth/sign-in',
      { email: 'a@b.example', password: PASSWORD },
      { csrf: false },
    );
    const otherOrigin = await new AuthClient().post('/api/auth/sign-out', {}, { origin: 'https://evil.example' });

    // Assess
    expect(noHeader).toMatchObject(refusal(403, 'CSRF_HEADER_MISSING'));
    expect(otherOrigin).toMatchObject(refusal(403, 'CROSS_ORIGIN'));
  });

  it.each(['confirm-sign-in', 'setup-totp', 'verify-totp', 'force-new-password'])(
    'answers %s with a forged challenge cookie with a clear 400',
    async (step) => {
      // Prepare
      const client = new AuthClient();
      client.cookies.set('__Host-skydeck-challenge', 'not-base64-json');

      // Act
      const response = await client.post(`/api/auth/${step}`, { code: '123456', password: PASSWORD });

      // Assess
      expect(response).toMatchObject({
        status: 400,
        body: {
          error: { code: 'CHALLENGE_INVALID', message: 'This sign-in step is not valid. Please sign in again.' },
        },
      });
    },
  );

  it('needs a session to verify a contact', async () => {
    // Act
    const response = await new AuthClient().post('/api/auth/verify-contact', { attribute: 'email' });

    // Assess
    expect(response).toMatchObject(refusal(401, 'NOT_SIGNED_IN'));
  });

  it('answers unknown steps, unknown providers and providers the stage does not configure with 404', async () => {
    // Act
    const unknownStep = await new AuthClient().post('/api/auth/hack', {});
    const unconfigured = await new AuthClient().get('/api/auth/federated/facebook');
    const unsupported = await new AuthClient().get('/api/auth/federated/myspace');

    // Assess
    expect(unknownStep).toMatchObject(refusal(404, 'NOT_FOUND'));
    expect(unconfigured).toMatchObject({
      status: 404,
      body: {
        error: {
          code: 'FEDERATION_NOT_CONFIGURED',
          message: 'Federation requires either a User Pool or Identity Pool in config',
        },
      },
    });
    expect(unsupported).toMatchObject(refusal(404, 'UNSUPPORTED_PROVIDER'));
  });
});

describe('local mailbox (local mode only)', () => {
  it('lists the codes Cognito would e-mail, newest first, per address', async () => {
    // Prepare
    const email = uniqueEmail('mailbox');
    await new AuthClient().post('/api/auth/sign-up', { email, password: PASSWORD });
    await new AuthClient().post('/api/auth/forgot-password', { email });

    // Act
    const response = await fetch(`${stackUrl()}/api/local/mailbox?to=${encodeURIComponent(email.toUpperCase())}`);
    const { mails } = (await response.json()) as { mails: { to: string; code: string; sentAt: string }[] };

    // Assess
    expect(response.status).toBe(200);
    expect(mails).toHaveLength(2);
    expect(mails.every((mail) => mail.to === email && /^\d{6}$/.test(mail.code))).toBe(true);
    expect(mails[0]!.sentAt >= mails[1]!.sentAt).toBe(true);
  });
});
