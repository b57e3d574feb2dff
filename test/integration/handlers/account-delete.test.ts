import { AuthClient, signedUpClient, uniqueEmail } from '../../support/auth-client';
import { shopMails } from '../../support/mailbox';
import { buyAndPay, paidAndSignedUp, subscriptionControl, waitForDeliveries } from '../../support/portal-kit';
import { localStatus } from '../../support/portal-seed';
import { standIn } from '../../support/paddle-test-kit';
import { stackUrl } from '../../support/stack-url';

const SUITE = 'skydeck-suiteb38mannual';
const TRAINER = 'ios-fms-trainer-b738-personal-monthly';
const PASSWORD = 'correct horse battery';

/** A subscription as Paddle (the stand-in's API, through its key) holds it. */
async function atPaddle(subscriptionId: string) {
  const status = (await localStatus(stackUrl())) as unknown as { paddleApiBaseUrl: string; paddleApiKey: string };
  const response = await fetch(`${status.paddleApiBaseUrl}/subscriptions/${subscriptionId}`, {
    headers: { authorization: `Bearer ${status.paddleApiKey}` },
  });
  return ((await response.json()) as { data: any }).data;
}

async function keyStatus(key: string) {
  return (await (await fetch(`${stackUrl()}/api/licence-keys/status?key=${encodeURIComponent(key)}`)).json()) as any;
}

/** `POST /api/account/delete` (ADR 293), through the local stack: paid licences outlive the account. */
describe('leaving', () => {
  let email: string;
  let owner: AuthClient;
  let purchase: { transactionId: string; subscriptionId: string | null };

  beforeAll(async () => {
    ({ email, purchase, owner } = await paidAndSignedUp('leaving', SUITE, PASSWORD));
  });

  it('refuses a visitor who is not signed in (401)', async () => {
    // Act
    const deleted = await new AuthClient().post('/api/account/delete', { password: PASSWORD });

    // Assess
    expect(deleted.status).toBe(401);
  });

  it('answers bad input with 400 and a sentence, and refuses a cross-site POST, deleting nothing', async () => {
    // Act
    const missing = await owner.post('/api/account/delete', {});
    const notJson = await owner.post('/api/account/delete', undefined, { rawBody: '{"password":' });
    const wrong = await owner.post('/api/account/delete', { password: 'not my password' });
    const crossSite = await owner.post('/api/account/delete', { password: PASSWORD }, { origin: 'https://evil.test' });
    const stillThere = await owner.get('/api/account/export');

    // Assess
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toMatch(/password/);
    expect(notJson.status).toBe(400);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toEqual({
      code: 'INCORRECT_PASSWORD',
      message: 'The password is not correct. Your account has not been deleted.',
    });
    expect(crossSite.status).toBe(403);
    expect(stillThere.status).toBe(200);
  });

  it('deletes the account and cancels renewals; the licence keeps working and signing up again shows it', async () => {
    // Prepare
    const before = (await owner.get('/api/licenses')).body.licences[0];

    // Act
    const deleted = await owner.post('/api/account/delete', { password: PASSWORD });
    await waitForDeliveries(purchase.subscriptionId!, 2);
    const oldSession = await owner.get('/api/account/export');
    const again = await signedUpClient(email, 'a new password 123');
    const licences = (await again.get('/api/licenses')).body.licences;
    const subscriptions = (await again.get('/api/subscriptions')).body.subscriptions;

    // Assess
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({
      deleted: true,
      cancelledSubscriptions: [purchase.subscriptionId],
      deletedIdentities: 1,
    });
    expect(oldSession.status).toBe(401);
    expect(licences).toHaveLength(1);
    expect(licences[0].licenceKey).toBe(before.licenceKey);
    expect(await keyStatus(before.licenceKey)).toMatchObject({ state: 'current' });
    expect(subscriptions[0]).toMatchObject({ subscriptionId: purchase.subscriptionId, cancellable: false });
    expect(subscriptions[0].cancelsAt).toEqual(expect.any(String));
  });
});

/** Paddle ends a paused subscription only at once: deleting its owner's account asks for that (ADR 413). */
describe('leaving with a paused subscription', () => {
  it('deletes the account, ends the paused trainer subscription at once and mails the receipt', async () => {
    // Prepare
    const email = uniqueEmail('leaving-paused');
    const bought = await buyAndPay({ slug: TRAINER, quantity: 1, email });
    await subscriptionControl(bought.subscriptionId!, 'pause');
    const owner = await signedUpClient(email, PASSWORD);
    const before = (await standIn(`deliveries?entityId=${bought.subscriptionId}`)).body.deliveries.length;

    // Act
    const deleted = await owner.post('/api/account/delete', { password: PASSWORD });
    await waitForDeliveries(bought.subscriptionId!, before + 1);

    // Assess
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({
      deleted: true,
      cancelledSubscriptions: [bought.subscriptionId],
      deletedIdentities: 1,
    });
    expect((await atPaddle(bought.subscriptionId!)).status).toBe('canceled');
    expect((await owner.get('/api/account/export')).status).toBe(401);
    const [receipt] = await shopMails(email, 'account-deleted');
    expect(receipt?.text).toContain('Kept for the books');
  }, 90_000);
});
