import { AuthClient, signedUpClient, uniqueEmail } from '../support/auth-client';
import { buyAndPay, subscriptionControl } from '../support/portal-kit';

const SUITE = 'skydeck-suiteb38mannual';

describe('the licence portal API: reads keyed by the verified e-mail', () => {
  let owner: AuthClient;
  let ownerEmail: string;
  let other: AuthClient;
  let purchase: { transactionId: string; subscriptionId: string | null };

  beforeAll(async () => {
    ownerEmail = uniqueEmail('portal-owner');
    purchase = await buyAndPay({ slug: SUITE, quantity: 2, email: ownerEmail });
    owner = await signedUpClient(ownerEmail);
    other = await signedUpClient(uniqueEmail('portal-other'));
  });

  it('GET /api/products groups the caller\u2019s licences by product with their support status', async () => {
    // Act
    const { status, body } = await owner.get('/api/products');

    // Assess
    expect(status).toBe(200);
    expect(body.email).toBe(ownerEmail);
    expect(body.products).toHaveLength(1);
    expect(body.products[0]).toMatchObject({ product: SUITE, title: expect.any(String) });
    expect(body.products[0].licences).toHaveLength(2);
    const [licence] = body.products[0].licences;
    expect(licence).toMatchObject({
      kind: 'suite',
      aircraftType: 'B38M',
      status: 'active',
      keyVersion: 1,
      catchUpMonths: 0,
      pendingTransfer: null,
      support: { state: 'active', autoRenewing: true, subscriptionId: purchase.subscriptionId },
    });
    expect(Date.parse(licence.support.activeUntil)).toBeGreaterThan(Date.now() + 300 * 24 * 3600 * 1000);
    expect(licence.licenceKey).toMatch(/^SKYDECK1\./);
  });

  it('GET /api/licenses and GET /api/subscriptions answer the caller\u2019s own items', async () => {
    // Act
    const licences = await owner.get('/api/licenses');
    const subscriptions = await owner.get('/api/subscriptions');

    // Assess
    expect(licences.status).toBe(200);
    expect(licences.body.licences.map((licence: any) => licence.licenceId).sort()).toEqual([
      `lic_${purchase.transactionId.replace(/^txn_/, '')}_1`,
      `lic_${purchase.transactionId.replace(/^txn_/, '')}_2`,
    ]);
    expect(licences.body.incomingTransfers).toEqual([]);
    expect(subscriptions.status).toBe(200);
    expect(subscriptions.body.subscriptions).toEqual([
      expect.objectContaining({
        subscriptionId: purchase.subscriptionId,
        kind: 'support',
        status: 'active',
        amountCents: 24000,
        billingInterval: 'year',
        cancellable: true,
        cancelsAt: null,
      }),
    ]);
  });

  it('shows another signed-in user none of it, and refuses their actions on it as unknown (404)', async () => {
    // Act
    const products = await other.get('/api/products');
    const licences = await other.get('/api/licenses');
    const subscriptions = await other.get('/api/subscriptions');
    const cancel = await other.post(`/api/subscriptions/${purchase.subscriptionId}/cancel`, {});
    const portal = await other.post(`/api/subscriptions/${purchase.subscriptionId}/portal`, {});
    const transfer = await other.post(`/api/licenses/lic_${purchase.transactionId.replace(/^txn_/, '')}_1/transfer`, { email: 'thief@example.com' });
    const unknown = await other.post('/api/subscriptions/sub_doesnotexist/cancel', {});

    // Assess
    expect(products.body.products).toEqual([]);
    expect(licences.body).toMatchObject({ licences: [], incomingTransfers: [] });
    expect(subscriptions.body.subscriptions).toEqual([]);
    expect([cancel.status, cancel.body]).toEqual([404, { error: { code: 'SUBSCRIPTION_NOT_FOUND', message: 'No such subscription among yours.' } }]);
    expect(portal.body).toEqual(unknown.body);
    expect(transfer.status).toBe(404);
    expect(transfer.body.error).toEqual({ code: 'LICENCE_NOT_FOUND', message: 'No such licence among yours.' });
    expect(JSON.stringify([products.body, licences.body, subscriptions.body, cancel.body, transfer.body])).not.toContain(ownerEmail);
  });

  it('reads the caller from Authorization: Bearer too, and nothing without a session', async () => {
    // Act
    const anonymous = await new AuthClient().get('/api/licenses');
    const forged = await new AuthClient().get('/api/products', { authorization: 'Bearer not.a.token' });

    // Assess
    expect([anonymous.status, anonymous.body.error.code]).toEqual([401, 'NOT_SIGNED_IN']);
    expect([forged.status, forged.body.error.code]).toEqual([401, 'INVALID_TOKEN']);
  });

  it('reports a lapsed licence with the lapse date and catch-up months', async () => {
    // Prepare
    const email = uniqueEmail('portal-lapsed');
    const bought = await buyAndPay({ slug: SUITE, quantity: 1, email });
    await subscriptionControl(bought.subscriptionId!, 'lapse?monthsAgo=3');
    const client = await signedUpClient(email);

    // Act
    const { body } = await client.get('/api/products');

    // Assess
    const [licence] = body.products[0].licences;
    expect(licence.support).toMatchObject({ state: 'lapsed', subscriptionId: bought.subscriptionId });
    expect(licence.catchUpMonths).toBe(3);
  });
});
