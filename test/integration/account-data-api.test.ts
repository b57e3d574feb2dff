import { AuthClient, signedUpClient, uniqueEmail } from '../support/auth-client';
import { eventually } from '../support/eventually';
import { buyAndPay, waitForDeliveries } from '../support/portal-kit';
import { localHandlerEnvironment, localStatus } from '../support/portal-seed';
import { stackUrl } from '../support/stack-url';

const SUITE = 'skydeck-suiteb38mannual';
const PASSWORD = 'correct horse battery';

async function keyStatus(key: string) {
  return (await (await fetch(`${stackUrl()}/api/licence-keys/status?key=${encodeURIComponent(key)}`)).json()) as any;
}

/** `GET /api/account/export` and `POST /api/account/delete` (ADR 292, 293), through the local stack. */
describe('taking your data and leaving', () => {
  let email: string;
  let owner: AuthClient;
  let purchase: { transactionId: string; subscriptionId: string | null };

  beforeAll(async () => {
    email = uniqueEmail('leaving');
    purchase = await buyAndPay({ slug: SUITE, quantity: 1, email });
    owner = await signedUpClient(email, PASSWORD);
  });

  it('refuses a visitor who is not signed in (401)', async () => {
    // Act
    const exported = await new AuthClient().get('/api/account/export');
    const deleted = await new AuthClient().post('/api/account/delete', { password: PASSWORD });

    // Assess
    expect(exported.status).toBe(401);
    expect(deleted.status).toBe(401);
  });

  it('exports the account, orders, licences with keys, subscriptions, transfers and mails as an attachment', async () => {
    // Act
    const { status, body, headers } = await owner.get('/api/account/export');

    // Assess
    expect(status).toBe(200);
    expect(headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.json"$/);
    expect(body.account).toMatchObject({ email, emailVerified: true });
    expect(body.orders.map((order: any) => order.transactionId)).toEqual([purchase.transactionId]);
    expect(body.licences).toHaveLength(1);
    expect(body.licences[0].licenceKey).toMatch(/^SKYDECK1\./);
    expect(body.subscriptions.map((subscription: any) => subscription.subscriptionId)).toEqual([
      purchase.subscriptionId,
    ]);
    expect(body.transfers).toEqual({ offeredByYou: [], offeredToYou: [], completed: [] });
    expect(body.mails).toEqual([
      {
        kind: 'order-paid',
        subject: expect.any(String),
        about: purchase.transactionId,
        sentAt: expect.any(String),
      },
    ]);
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

/** Every mail sent to the address and every completed move, in and out, are in the export (ADR 372, 374). */
describe('the mails and moves in the export', () => {
  let mailLog: typeof import('../../lambdas/adapters/mail/sent-mail-log');

  beforeAll(async () => {
    Object.assign(process.env, localHandlerEnvironment(await localStatus(stackUrl())));
    mailLog = await import('../../lambdas/adapters/mail/sent-mail-log');
  }, 30_000);

  it('lists the order mail, the transfer offer, the cancel receipt and the moves; deleting removes the mail log', async () => {
    // Prepare: the buyer's own order; a friend offers them a licence; the buyer cancels their renewal and accepts
    const buyerEmail = uniqueEmail('export-mails');
    const friendEmail = uniqueEmail('export-friend');
    const [bought, friendBought] = await Promise.all([
      buyAndPay({ slug: SUITE, quantity: 1, email: buyerEmail }),
      buyAndPay({ slug: SUITE, quantity: 1, email: friendEmail }),
    ]);
    const [buyer, friend] = await Promise.all([
      signedUpClient(buyerEmail, PASSWORD),
      signedUpClient(friendEmail, PASSWORD),
    ]);
    const [given] = (await friend.get('/api/licenses')).body.licences;
    expect((await friend.post(`/api/licenses/${given.licenceId}/transfer`, { email: buyerEmail })).status).toBe(200);
    expect((await buyer.post(`/api/subscriptions/${bought.subscriptionId}/cancel`, {})).status).toBe(200);
    expect((await buyer.post(`/api/licenses/${given.licenceId}/transfer/accept`, {})).status).toBe(200);
    const kinds = (document: any) => (document.mails as { kind: string }[]).map((mail) => mail.kind).sort();
    const expectedKinds = ['order-paid', 'subscription-cancelled', 'transfer-completed', 'transfer-offer'];

    // Act
    const exported = await eventually(
      async () => (await buyer.get('/api/account/export')).body,
      (document) => kinds(document).join() === expectedKinds.join(),
    );
    const friendExport = (await friend.get('/api/account/export')).body;
    const logBeforeDelete = await mailLog.mailsSentTo(buyerEmail);
    const deleted = await buyer.post('/api/account/delete', { password: PASSWORD });
    const logAfterDelete = await mailLog.mailsSentTo(buyerEmail);

    // Assess
    expect(kinds(exported)).toEqual(expectedKinds);
    expect(exported.mails).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'order-paid', about: bought.transactionId, subject: expect.any(String) }),
        expect.objectContaining({ kind: 'transfer-offer', about: given.licenceId }),
        expect.objectContaining({ kind: 'subscription-cancelled', about: bought.subscriptionId }),
      ]),
    );
    const sentAts = exported.mails.map((mail: { sentAt: string }) => mail.sentAt);
    expect(sentAts).toEqual([...sentAts].sort().reverse());
    const move = {
      licenceId: given.licenceId,
      fromEmail: friendEmail,
      toEmail: buyerEmail,
      movedAt: expect.any(String),
    };
    expect(exported.transfers.completed).toEqual([{ ...move, direction: 'in' }]);
    expect(friendExport.transfers.completed).toEqual([{ ...move, direction: 'out' }]);
    expect(friendExport.licences.map((licence: { licenceId: string }) => licence.licenceId)).not.toContain(
      given.licenceId,
    );
    expect(friendExport.orders.map((order: { transactionId: string }) => order.transactionId)).toEqual([
      friendBought.transactionId,
    ]);
    expect(logBeforeDelete).toHaveLength(expectedKinds.length);
    expect(deleted.status).toBe(200);
    expect(logAfterDelete).toEqual([]);
  });
});
