import {
  AdminDisableUserCommand,
  CreateUserPoolClientCommand,
  GetUserCommand,
  InitiateAuthCommand,
  SignUpCommand,
  UpdateUserAttributesCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { AuthClient, decodeJwtPayload, latestCode, refusal, signedUpClient, uniqueEmail } from '../support/auth-client';
import { postCheckout } from '../support/paddle-test-kit';
import { buyAndPay } from '../support/portal-kit';
import { adminCreatedAccount, localCognito, TEMPORARY_PASSWORD } from '../support/local-cognito';

/**
 * Accounts you can trust (docs/product/accounts.md), against the local stack: ownership follows a verified identity, sign-out ends
 * the session on the server, the challenge cookie cannot be forged, one e-mail rule, and a local Cognito that
 * behaves like Cognito.
 */
const PASSWORD = 'correct horse battery';
const SUITE = 'skydeck-suiteb737annual';

const cognitoError = (run: Promise<unknown>) =>
  run.then(
    () => undefined,
    (error: { name: string; message: string }) => ({ name: error.name, message: error.message }),
  );

/** A copy of a browser's cookies, as someone who copied them before sign-out holds them. */
function copyOf(client: AuthClient): AuthClient {
  const copy = new AuthClient();
  for (const [name, value] of client.cookies) copy.cookies.set(name, value);
  return copy;
}

describe('ownership follows a verified identity', () => {
  it('an attacker who rewrites their e-mail to a buyer’s sees nothing of the buyer', async () => {
    // Prepare: a buyer with a licence, an attacker with an account
    const victim = uniqueEmail('victim');
    await buyAndPay({ slug: SUITE, quantity: 1, email: victim });
    const attackerEmail = uniqueEmail('attacker');
    const attacker = await signedUpClient(attackerEmail, PASSWORD);
    const cognito = await localCognito();
    const accessToken = attacker.cookies.get('__Host-skydeck-access')!;

    // Act: UpdateUserAttributes with their own access token, then refresh the session and list licences
    const throughWebClient = await cognitoError(
      cognito.client.send(
        new UpdateUserAttributesCommand({
          AccessToken: accessToken,
          UserAttributes: [{ Name: 'email', Value: victim }],
        }),
      ),
    );
    attacker.cookies.delete('__Host-skydeck-id');
    const refreshed = await attacker.get('/api/auth/session');
    const licences = await attacker.get('/api/licenses');

    // Assess
    expect(throughWebClient).toEqual({
      name: 'NotAuthorizedException',
      message: 'A client attempted to write unauthorized attribute',
    });
    expect(refreshed).toMatchObject({ status: 200, body: { signedIn: true, user: { email: attackerEmail } } });
    expect(licences).toMatchObject({ status: 200, body: { email: attackerEmail, licences: [] } });
  });

  it('keeps the original e-mail until the new one is verified, even for a client allowed to write it', async () => {
    // Prepare: a second app client that may write `email`, as a misconfigured one might
    const victim = uniqueEmail('victim-keep');
    await buyAndPay({ slug: SUITE, quantity: 1, email: victim });
    const attackerEmail = uniqueEmail('attacker-keep');
    await signedUpClient(attackerEmail, PASSWORD);
    const cognito = await localCognito();
    const created = await cognito.client.send(
      new CreateUserPoolClientCommand({
        UserPoolId: cognito.userPoolId,
        ClientName: `writer-${Date.now()}`,
        WriteAttributes: ['email'],
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH'],
      }),
    );
    const signIn = await cognito.client.send(
      new InitiateAuthCommand({
        ClientId: created.UserPoolClient!.ClientId!,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: attackerEmail, PASSWORD },
      }),
    );
    const accessToken = signIn.AuthenticationResult!.AccessToken!;

    // Act
    await cognito.client.send(
      new UpdateUserAttributesCommand({ AccessToken: accessToken, UserAttributes: [{ Name: 'email', Value: victim }] }),
    );
    const user = await cognito.client.send(new GetUserCommand({ AccessToken: accessToken }));
    const again = new AuthClient();
    const webSignIn = await again.post('/api/auth/sign-in', { email: attackerEmail, password: PASSWORD });
    const licences = await again.get('/api/licenses');

    // Assess
    const attributes = Object.fromEntries(user.UserAttributes!.map((attribute) => [attribute.Name, attribute.Value]));
    expect(attributes).toMatchObject({ email: attackerEmail, email_verified: 'true' });
    expect(webSignIn).toMatchObject({ status: 200, body: { user: { email: attackerEmail } } });
    expect(decodeJwtPayload(again.cookies.get('__Host-skydeck-id')!)).toMatchObject({
      email: attackerEmail,
      email_verified: true,
    });
    expect(licences.body.licences).toEqual([]);
  });

  it('a token whose e-mail is not verified owns nothing and can act on nothing (403)', async () => {
    // Prepare: an account holding a buyer's address, never verified (administrator-created)
    const victim = uniqueEmail('victim-unverified');
    const { transactionId } = await buyAndPay({ slug: SUITE, quantity: 1, email: victim });
    await adminCreatedAccount(victim, { verified: false });
    const client = new AuthClient();
    await client.post('/api/auth/sign-in', { email: victim, password: TEMPORARY_PASSWORD });
    const signedIn = await client.post('/api/auth/force-new-password', { password: PASSWORD });
    const licenceId = `lic_${transactionId.replace(/^txn_/, '')}_1`;

    // Act
    const licences = await client.get('/api/licenses');
    const products = await client.get('/api/products', {
      authorization: `Bearer ${client.cookies.get('__Host-skydeck-id')!}`,
    });
    const transfer = await client.post(`/api/licenses/${licenceId}/transfer`, { email: uniqueEmail('thief') });

    // Assess
    expect(signedIn).toMatchObject({ status: 200, body: { next: 'verifyUser', unverifiedContacts: ['email'] } });
    const refused = refusal(403, 'EMAIL_NOT_VERIFIED');
    expect(licences).toMatchObject(refused);
    expect(licences.body.error.message).toMatch(/verify your e-mail address/i);
    expect(products).toMatchObject(refused);
    expect(transfer).toMatchObject(refused);
  });

  it('verifying the e-mail with the mailed code makes the account its owner', async () => {
    // Prepare
    const email = uniqueEmail('late-verify');
    await buyAndPay({ slug: SUITE, quantity: 1, email });
    await adminCreatedAccount(email, { verified: false });
    const client = new AuthClient();
    await client.post('/api/auth/sign-in', { email, password: TEMPORARY_PASSWORD });
    await client.post('/api/auth/force-new-password', { password: PASSWORD });

    // Act
    const sent = await client.post('/api/auth/verify-contact', { attribute: 'email' });
    const confirmed = await client.post('/api/auth/confirm-verify-contact', {
      attribute: 'email',
      code: await latestCode(email),
    });
    const signIn = await client.post('/api/auth/sign-in', { email, password: PASSWORD });
    const licences = await client.get('/api/licenses');

    // Assess
    expect(sent).toMatchObject({ status: 200, body: { next: 'confirmVerifyUser' } });
    expect(confirmed).toMatchObject({ status: 200, body: { next: 'authenticated' } });
    expect(signIn).toMatchObject({ status: 200, body: { next: 'authenticated' } });
    expect(licences.body.licences).toHaveLength(1);
  });
});

describe('sign-out ends the session on the server', () => {
  it('refuses the old id, access and refresh tokens, as cookies or Bearer, on every signed-in route', async () => {
    // Prepare
    const email = uniqueEmail('signout-server');
    const { transactionId } = await buyAndPay({ slug: SUITE, quantity: 1, email });
    const client = await signedUpClient(email, PASSWORD);
    const copied = copyOf(client);
    const idToken = client.cookies.get('__Host-skydeck-id')!;
    const accessToken = client.cookies.get('__Host-skydeck-access')!;
    const refreshOnly = new AuthClient();
    refreshOnly.cookies.set('__Secure-skydeck-refresh', client.cookies.get('__Secure-skydeck-refresh')!);
    const licenceId = `lic_${transactionId.replace(/^txn_/, '')}_1`;
    expect((await copied.get('/api/licenses')).body.licences).toHaveLength(1);

    // Act
    const signOut = await client.post('/api/auth/sign-out', {});
    const answers = {
      licences: await copied.get('/api/licenses'),
      products: await copyOf(copied).get('/api/products'),
      subscriptions: await copyOf(copied).get('/api/subscriptions'),
      transfer: await copyOf(copied).post(`/api/licenses/${licenceId}/transfer`, { email: uniqueEmail('new-owner') }),
      bearer: await new AuthClient().get('/api/licenses', { authorization: `Bearer ${idToken}` }),
      accessAsBearer: await new AuthClient().get('/api/licenses', { authorization: `Bearer ${accessToken}` }),
      refresh: await refreshOnly.get('/api/auth/session'),
    };
    const getUser = await cognitoError(
      (await localCognito()).client.send(new GetUserCommand({ AccessToken: accessToken })),
    );

    // Assess
    expect(signOut).toMatchObject({ status: 200, body: { next: 'setup' } });
    for (const [route, response] of Object.entries(answers))
      expect({ route, status: response.status }).toEqual({ route, status: 401 });
    expect(answers.licences.body.error).toEqual({
      code: 'SESSION_REVOKED',
      message: 'This session has been signed out. Please sign in again.',
    });
    expect(answers.refresh.body.error).toMatchObject({
      code: 'INVALID_SESSION',
      message: 'Refresh Token has been revoked',
    });
    expect(getUser).toEqual({ name: 'NotAuthorizedException', message: 'Access Token has been revoked' });
  });

  it('"sign out everywhere" ends every session of the account, and a new sign-in works', async () => {
    // Prepare: the same person signed in on two devices
    const email = uniqueEmail('everywhere');
    const phone = await signedUpClient(email, PASSWORD);
    const laptop = new AuthClient();
    await laptop.post('/api/auth/sign-in', { email, password: PASSWORD });
    const laptopAccess = laptop.cookies.get('__Host-skydeck-access')!;
    const laptopRefresh = new AuthClient();
    laptopRefresh.cookies.set('__Secure-skydeck-refresh', laptop.cookies.get('__Secure-skydeck-refresh')!);

    // Act
    const everywhere = await phone.post('/api/auth/sign-out-everywhere', {});
    const laptopLicences = await laptop.get('/api/licenses');
    const laptopRefreshed = await laptopRefresh.get('/api/auth/session');
    const getUser = await cognitoError(
      (await localCognito()).client.send(new GetUserCommand({ AccessToken: laptopAccess })),
    );
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const fresh = new AuthClient();
    const signIn = await fresh.post('/api/auth/sign-in', { email, password: PASSWORD });
    const freshLicences = await fresh.get('/api/licenses');

    // Assess
    expect(everywhere).toMatchObject({ status: 200, body: { next: 'setup' } });
    expect(phone.cookies.size).toBe(0);
    expect(laptopLicences).toMatchObject(refusal(401, 'SESSION_REVOKED'));
    expect(laptopRefreshed.status).toBe(401);
    expect(getUser).toEqual({ name: 'NotAuthorizedException', message: 'Access Token has been revoked' });
    expect(signIn).toMatchObject({ status: 200, body: { next: 'authenticated' } });
    expect(freshLicences.status).toBe(200);
  });
});

describe('the challenge cookie cannot be forged', () => {
  it('a hand-made cookie naming another user and NEW_PASSWORD_REQUIRED sets nothing (400)', async () => {
    // Prepare: a victim whose password a forged challenge would set
    const victim = uniqueEmail('challenge-victim');
    await signedUpClient(victim, PASSWORD);
    const forger = new AuthClient();
    const forged = Buffer.from(
      JSON.stringify({ username: victim, session: 'anything', challengeName: 'NEW_PASSWORD_REQUIRED' }),
    ).toString('base64url');
    forger.cookies.set('__Host-skydeck-challenge', forged);

    // Act
    const attempt = await forger.post('/api/auth/force-new-password', { password: 'the attacker password' });
    const victimSignIn = await new AuthClient().post('/api/auth/sign-in', { email: victim, password: PASSWORD });
    const attackerSignIn = await new AuthClient().post('/api/auth/sign-in', {
      email: victim,
      password: 'the attacker password',
    });

    // Assess
    expect(attempt).toMatchObject(
      refusal(400, 'CHALLENGE_INVALID', 'This sign-in step is not valid. Please sign in again.'),
    );
    expect(victimSignIn.status).toBe(200);
    expect(attackerSignIn.status).toBe(401);
  });

  it('a real challenge cookie works only for the step it was issued for', async () => {
    // Prepare
    const email = uniqueEmail('challenge-step');
    await adminCreatedAccount(email, { verified: true });
    const client = new AuthClient();
    await client.post('/api/auth/sign-in', { email, password: TEMPORARY_PASSWORD });

    // Act
    const otherStep = await client.post('/api/auth/confirm-sign-in', { code: '123456' });
    const ownStep = await client.post('/api/auth/force-new-password', { password: PASSWORD });

    // Assess
    expect(otherStep).toMatchObject(refusal(400, 'CHALLENGE_INVALID'));
    expect(ownStep).toMatchObject({ status: 200, body: { next: 'authenticated' } });
  });
});

describe('one e-mail rule before and after payment', () => {
  it.each(['x@h5', 'pilot\u0007@example.com', '<img src=x>@example.com', `${'a'.repeat(250)}@example.com`])(
    'refuses %j at sign-up, checkout and transfer alike',
    async (address) => {
      // Prepare
      const owner = uniqueEmail('rule-owner');
      const { transactionId } = await buyAndPay({ slug: SUITE, quantity: 1, email: owner });
      const client = await signedUpClient(owner, PASSWORD);

      // Act
      const signUp = await new AuthClient().post('/api/auth/sign-up', { email: address, password: PASSWORD });
      const checkout = await postCheckout({ slug: SUITE, quantity: 1, email: address });
      const transfer = await client.post(`/api/licenses/lic_${transactionId.replace(/^txn_/, '')}_1/transfer`, {
        email: address,
      });

      // Assess
      for (const response of [signUp, checkout, transfer]) {
        expect(response.status).toBe(400);
        expect(response.body.error.message).toMatch(/^email: (must be an e-mail address|is too long)/);
      }
    },
  );
});

describe('the local Cognito behaves like Cognito', () => {
  it('enforces the password policy itself', async () => {
    // Prepare
    const cognito = await localCognito();

    // Act
    const short = await cognitoError(
      cognito.client.send(
        new SignUpCommand({ ClientId: cognito.clientId, Username: uniqueEmail('policy'), Password: 'nine char' }),
      ),
    );

    // Assess
    expect(short).toEqual({
      name: 'InvalidPasswordException',
      message: 'Password did not conform with policy: Password not long enough',
    });
  });

  it('a disabled user cannot sign in, and their session ends', async () => {
    // Prepare
    const email = uniqueEmail('disabled');
    const client = await signedUpClient(email, PASSWORD);
    const cognito = await localCognito();
    const sub = decodeJwtPayload(client.cookies.get('__Host-skydeck-id')!).sub as string;

    // Act
    await cognito.client.send(new AdminDisableUserCommand({ UserPoolId: cognito.userPoolId, Username: sub }));
    const signIn = await new AuthClient().post('/api/auth/sign-in', { email, password: PASSWORD });
    const wrongPassword = await new AuthClient().post('/api/auth/sign-in', { email, password: 'not the password' });
    const session = await client.get('/api/auth/session');

    // Assess
    expect(signIn).toMatchObject(refusal(401, 'USER_DISABLED', 'User is disabled.'));
    expect(wrongPassword).toMatchObject(refusal(401, 'INCORRECT_CREDENTIALS'));
    expect(session).toMatchObject(refusal(401, 'INVALID_SESSION', 'User is disabled.'));
  });
});
