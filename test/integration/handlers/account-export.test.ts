import { AuthClient, signedUpClient, uniqueEmail } from '../../support/auth-client';
import { eventually } from '../../support/eventually';
import { buyAndPay, paidAndSignedUp } from '../../support/portal-kit';
import { localHandlerEnvironment, localStatus } from '../../support/portal-seed';
import { stackUrl } from '../../support/stack-url';

const SUITE = 'skydeck-suiteb38mannual';
const PASSWORD = 'correct horse battery';

/** `GET /api/account/export` (ADR 292), through the local stack; deleting the account is account-delete.test.ts. */
describe('taking your data', () => {
  let email: string;
  let owner: AuthClient;
  let purchase: { transactionId: string; subscriptionId: string | null };

  beforeAll(async () => {
    ({ email, purchase, owner } = await paidAndSignedUp('leaving', SUITE, PASSWORD));
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
});

/** Every mail sent to the address and every completed move, in and out, are in the export (ADR 372, 374). */
describe('the mails and moves in the export', () => {
  let mailLog: typeof import('../../../lambdas/adapters/mail/sent-mail-log');

  beforeAll(async () => {
    Object.assign(process.env, localHandlerEnvironment(await localStatus(stackUrl())));
    mailLog = await import('../../../lambdas/adapters/mail/sent-mail-log');
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
