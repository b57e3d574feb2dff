import { AuthClient, latestCode, refusal, signedUpClient, uniqueEmail } from '../support/auth-client';
import { consentAt, pathOf, redirectToHostedUi } from '../support/hosted-ui';
import { shopMails } from '../support/mailbox';

/**
 * An account anyone can leave, and a password that ends the sessions it no longer opens (ADR 487): deleting with a
 * mailed code when the person signs in with Google or Apple, every user of the address going with it, and the
 * receipts in the local mailbox.
 */
const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'staple battery horse';

async function googleClient(email: string): Promise<AuthClient> {
  const browser = new AuthClient();
  const callback = await consentAt(await redirectToHostedUi(browser, 'google', '/account'), email);
  const landed = await browser.get(pathOf(callback));
  if (landed.status !== 302) throw new Error(`the callback answered ${landed.status}`);
  return browser;
}

/** The six digits of the newest deletion code the shop mailed to the address. */
async function mailedDeleteCode(email: string): Promise<string> {
  const [mail] = await shopMails(email, 'account-delete-code');
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`No deletion code mailed to ${email}`);
  return code;
}

const signedIn = async (client: AuthClient) => (await client.get('/api/auth/session')).body.signedIn === true;

describe('deleting an account that signs in with Google', () => {
  it('says the session is federated, and refuses a password where a code is needed', async () => {
    // Prepare
    const email = uniqueEmail('leave-federated');
    const google = await googleClient(email);

    // Act
    const session = await google.get('/api/auth/session');
    const withPassword = await google.post('/api/account/delete', { password: 'anything at all' });
    const changePassword = await google.post('/api/auth/change-password', {
      previousPassword: 'anything at all',
      password: NEW_PASSWORD,
    });

    // Assess
    expect(session.body.user).toMatchObject({ email, federated: true });
    expect(withPassword).toMatchObject(refusal(400, 'CODE_REQUIRED'));
    expect(changePassword).toMatchObject(refusal(400, 'FEDERATED_ACCOUNT'));
    expect(await signedIn(google)).toBe(true);
  });

  it('confirms with a mailed code, then deletes the Google and the password user of the address and ends both sessions', async () => {
    // Prepare: one person, a password account and a Google sign-in of the same address, both signed in
    const email = uniqueEmail('leave-both');
    const withPassword = await signedUpClient(email, PASSWORD);
    const google = await googleClient(email);

    // Act
    const asked = await google.post('/api/account/delete-code', { language: 'de' });
    const wrong = await google.post('/api/account/delete', { code: '000000' });
    const deleted = await google.post('/api/account/delete', { code: await mailedDeleteCode(email), language: 'de' });

    // Assess
    expect(asked.status).toBe(202);
    expect(wrong).toMatchObject(refusal(400, 'INCORRECT_CODE'));
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ deleted: true, deletedIdentities: 2 });
    expect(await signedIn(google)).toBe(false);
    expect(await signedIn(withPassword)).toBe(false);
    const again = await new AuthClient().post('/api/auth/sign-in', { email, password: PASSWORD });
    expect(again.body.next).not.toBe('authenticated');
    const [receipt] = await shopMails(email, 'account-deleted');
    expect(receipt?.subject).not.toBe('SkyDeck: your account is deleted');
    expect(receipt?.html).toContain('<html lang="de" dir="ltr">');
  });

  it('weighs at most five guesses of a code, however many arrive at once', async () => {
    // Prepare: a session whose holder cannot read the mailbox guesses in parallel
    const email = uniqueEmail('leave-guess');
    const google = await googleClient(email);
    await google.post('/api/account/delete-code', {});
    const code = await mailedDeleteCode(email);
    const wrong = (index: number) => String((Number(code) + 1 + index) % 1_000_000).padStart(6, '0');

    // Act
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, index) => google.post('/api/account/delete', { code: wrong(index) })),
    );
    const right = await google.post('/api/account/delete', { code });

    // Assess
    const answers = guesses.map((guess) => guess.body.error.code);
    expect(answers.filter((answer) => answer === 'INCORRECT_CODE').length).toBeLessThanOrEqual(5);
    expect(answers.filter((answer) => answer !== 'INCORRECT_CODE')).toEqual(
      Array(answers.filter((answer) => answer !== 'INCORRECT_CODE').length).fill('TOO_MANY_CODES'),
    );
    expect(right).toMatchObject(refusal(400, 'TOO_MANY_CODES'));
    expect(await signedIn(google)).toBe(true);
  });

  it('deletes a Google user whose provider sent the address in another case', async () => {
    // Prepare: the password user holds the address in the shop's lower case, Google's in the case Google sent
    const email = uniqueEmail('leave-case');
    const withPassword = await signedUpClient(email, PASSWORD);
    const google = await googleClient(
      email.replace(/^./, (first) => first.toUpperCase()).replace('example.com', 'Example.COM'),
    );

    // Act
    const deleted = await withPassword.post('/api/account/delete', { password: PASSWORD });

    // Assess
    expect(deleted.body).toMatchObject({ deleted: true, deletedIdentities: 2 });
    expect(await signedIn(google)).toBe(false);
  });

  it('deletes a password account with its password, as before, and mails the receipt', async () => {
    // Prepare
    const email = uniqueEmail('leave-password');
    const client = await signedUpClient(email, PASSWORD);
    const otherDevice = new AuthClient();
    await otherDevice.post('/api/auth/sign-in', { email, password: PASSWORD });

    // Act
    const withCode = await client.post('/api/account/delete', { code: '123456' });
    const deleted = await client.post('/api/account/delete', { password: PASSWORD });

    // Assess
    expect(withCode).toMatchObject(refusal(400, 'PASSWORD_REQUIRED'));
    expect(deleted.body).toMatchObject({ deleted: true, deletedIdentities: 1 });
    expect(await signedIn(otherDevice)).toBe(false);
    const [receipt] = await shopMails(email, 'account-deleted');
    expect(receipt?.text).toContain('Kept for the books');
  });
});

describe('changing or resetting a password', () => {
  it('ends every other session, keeps this one signed in with the new password, and mails the change', async () => {
    // Prepare
    const email = uniqueEmail('password-change');
    const here = await signedUpClient(email, PASSWORD);
    const elsewhere = new AuthClient();
    await elsewhere.post('/api/auth/sign-in', { email, password: PASSWORD });

    // Act
    const changed = await here.post('/api/auth/change-password', {
      previousPassword: PASSWORD,
      password: NEW_PASSWORD,
    });

    // Assess
    expect(changed.status).toBe(200);
    expect(changed.body.next).toBe('authenticated');
    expect(await signedIn(here)).toBe(true);
    expect(await signedIn(elsewhere)).toBe(false);
    const [mail] = await shopMails(email, 'password-changed');
    expect(mail?.subject).toBe('SkyDeck: your password was changed');
    expect(mail?.text).toContain('Every other device where you were signed in has been signed out.');
  });

  it('a reset ends the sessions the old password opened and mails the change', async () => {
    // Prepare
    const email = uniqueEmail('password-reset');
    const before = await signedUpClient(email, PASSWORD);
    const resetting = new AuthClient();
    await resetting.post('/api/auth/forgot-password', { email });

    // Act
    const reset = await resetting.post('/api/auth/confirm-forgot-password', {
      email,
      code: await latestCode(email),
      password: NEW_PASSWORD,
    });

    // Assess
    expect(reset.status).toBe(200);
    expect(await signedIn(resetting)).toBe(true);
    expect(await signedIn(before)).toBe(false);
    expect(await shopMails(email, 'password-changed')).toHaveLength(1);
  });
});
