import { AuthClient, signedUpClient, uniqueEmail } from '../../support/auth-client';
import { verifyLicenceKey } from '../../../lambdas/services/licences/verify-licence-key';
import { standIn } from '../../support/paddle-test-kit';
import { buyAndPay, subscriptionControl, waitForDeliveries } from '../../support/portal-kit';
import { stackUrl } from '../../support/stack-url';

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
    const transfer = await other.post(`/api/licenses/lic_${purchase.transactionId.replace(/^txn_/, '')}_1/transfer`, {
      email: 'thief@example.com',
    });
    const unknown = await other.post('/api/subscriptions/sub_doesnotexist/cancel', {});

    // Assess
    expect(products.body.products).toEqual([]);
    expect(licences.body).toMatchObject({ licences: [], incomingTransfers: [] });
    expect(subscriptions.body.subscriptions).toEqual([]);
    expect([cancel.status, cancel.body]).toEqual([
      404,
      { error: { code: 'SUBSCRIPTION_NOT_FOUND', message: 'No such subscription among yours.' } },
    ]);
    expect(portal.body).toEqual(unknown.body);
    expect(transfer.status).toBe(404);
    expect(transfer.body.error).toEqual({ code: 'LICENCE_NOT_FOUND', message: 'No such licence among yours.' });
    expect(
      JSON.stringify([products.body, licences.body, subscriptions.body, cancel.body, transfer.body]),
    ).not.toContain(ownerEmail);
  });

  it('reads the caller from Authorization: Bearer too, and nothing without a session', async () => {
    // Prepare
    const idToken = owner.cookies.get('__Host-skydeck-id')!;

    // Act
    const bearer = await new AuthClient().get('/api/products', { authorization: `Bearer ${idToken}` });
    const anonymous = await new AuthClient().get('/api/licenses');
    const forged = await new AuthClient().get('/api/products', { authorization: 'Bearer not.a.token' });

    // Assess
    expect([bearer.status, bearer.body.email, bearer.body.products[0].licences.length]).toEqual([200, ownerEmail, 2]);
    expect([anonymous.status, anonymous.body.error.code]).toEqual([401, 'NOT_SIGNED_IN']);
    expect([forged.status, forged.body.error.code]).toEqual([401, 'INVALID_TOKEN']);
  });

  it('reports a lapsed licence with the lapse date and catch-up months', async () => {
    // Prepare
    const email = uniqueEmail('portal-lapsed');
    // Bought 15 months ago: its year of support ended 3 months ago, when its subscription ended.
    const bought = await buyAndPay({ slug: SUITE, quantity: 1, email, paidMonthsAgo: 15 });
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

describe('trainer seats', () => {
  it('lists each seat with its period and the status of its subscription', async () => {
    // Prepare
    const email = uniqueEmail('portal-seats');
    const bought = await buyAndPay({ slug: 'ios-fms-trainer-b738-personal-monthly', quantity: 2, email });
    const client = await signedUpClient(email);

    // Act
    const { body } = await client.get('/api/licenses');
    const subscriptions = (await client.get('/api/subscriptions')).body.subscriptions;

    // Assess
    expect(body.licences).toHaveLength(2);
    expect(body.licences[0]).toMatchObject({
      kind: 'trainer-seat',
      seatPeriod: 'Monthly',
      catchUpMonths: 0,
      support: { state: 'active', subscriptionId: bought.subscriptionId },
    });
    expect(subscriptions).toEqual([
      expect.objectContaining({ kind: 'trainer', billingInterval: 'month', amountCents: 9998 }),
    ]);
    const transfer = await client.post(`/api/licenses/${body.licences[0].licenceId}/transfer`, {
      email: uniqueEmail('seat-recipient'),
    });
    expect([transfer.status, transfer.body.error]).toEqual([
      400,
      { code: 'NOT_TRANSFERABLE', message: 'Only suite licences can be transferred.' },
    ]);
  });
});

describe('POST /api/auth/change-password', () => {
  it('changes the password of the signed-in user: the new one signs in, the old one no longer does', async () => {
    // Prepare
    const email = uniqueEmail('change-password');
    const client = await signedUpClient(email, 'correct horse battery');

    // Act
    const changed = await client.post('/api/auth/change-password', {
      previousPassword: 'correct horse battery',
      password: 'staple battery horse',
    });

    // Assess
    expect([changed.status, changed.body]).toEqual([200, { next: 'authenticated', user: { email } }]);
    // Locally a sign-in offers the skippable verify-contact step first (README: cognito-local leaves e-mails unverified).
    const withNew = await new AuthClient().post('/api/auth/sign-in', { email, password: 'staple battery horse' });
    expect([withNew.status, withNew.body.user]).toEqual([200, { email }]);
    expect(
      (await new AuthClient().post('/api/auth/sign-in', { email, password: 'correct horse battery' })).status,
    ).toBe(401);
  });

  it.each<[Record<string, string>, number, string, string, Record<string, string> | undefined]>([
    [
      { previousPassword: 'wrong password here', password: 'staple battery horse' },
      400,
      'INCORRECT_PASSWORD',
      'The current password is not correct.',
      undefined,
    ],
    [
      { previousPassword: 'correct horse battery', password: 'short' },
      400,
      'INVALID_PASSWORD',
      'Password must have at least 10 characters',
      { password: 'Password must have at least 10 characters' },
    ],
    [
      { password: 'staple battery horse' },
      400,
      'BAD_REQUEST',
      'previousPassword: Password cannot be empty',
      { previousPassword: 'Password cannot be empty' },
    ],
  ])('refuses %j', async (request, status, code, message, fields) => {
    // Prepare
    const client = await signedUpClient(uniqueEmail('change-password-bad'), 'correct horse battery');

    // Act
    const answer = await client.post('/api/auth/change-password', request);

    // Assess
    expect([answer.status, answer.body.error]).toEqual([status, { code, message, ...(fields ? { fields } : {}) }]);
  });

  it('needs a session', async () => {
    // Act
    const answer = await new AuthClient().post('/api/auth/change-password', {
      previousPassword: 'correct horse battery',
      password: 'staple battery horse',
    });

    // Assess
    expect([answer.status, answer.body.error.code]).toEqual([401, 'NOT_SIGNED_IN']);
  });
});

describe('POST /api/subscriptions/{id}/cancel and /portal', () => {
  it('cancels at the end of the period: the webhook marks it not auto-renewing, support stays active until then', async () => {
    // Prepare
    const email = uniqueEmail('cancel-support');
    const bought = await buyAndPay({ slug: SUITE, quantity: 1, email });
    const client = await signedUpClient(email);
    const before = (await standIn(`deliveries?entityId=${bought.subscriptionId}`)).body.deliveries.length;

    // Act
    const cancel = await client.post(`/api/subscriptions/${bought.subscriptionId}/cancel`, {});
    await waitForDeliveries(bought.subscriptionId!, before + 1);

    // Assess
    expect([cancel.status, cancel.body]).toEqual([
      200,
      {
        subscriptionId: bought.subscriptionId,
        cancellation: 'requested',
        effectiveFrom: 'next_billing_period',
        endsAt: expect.any(String),
      },
    ]);
    const [subscription] = (await client.get('/api/subscriptions')).body.subscriptions;
    expect(subscription).toMatchObject({
      status: 'active',
      cancellable: false,
      nextBilledAt: null,
      cancelsAt: subscription.currentPeriodEnd,
    });
    const [licence] = (await client.get('/api/products')).body.products[0].licences;
    expect(licence.support).toMatchObject({
      state: 'active',
      autoRenewing: false,
      activeUntil: subscription.currentPeriodEnd,
    });
    const again = await client.post(`/api/subscriptions/${bought.subscriptionId}/cancel`, {});
    expect([again.status, again.body.error.code]).toEqual([409, 'ALREADY_CANCELLED']);
  });

  it('opens a Paddle customer-portal session for the payment method', async () => {
    // Prepare
    const email = uniqueEmail('portal-session');
    const bought = await buyAndPay({ slug: SUITE, quantity: 1, email });
    const client = await signedUpClient(email);

    // Act
    const portal = await client.post(`/api/subscriptions/${bought.subscriptionId}/portal`, {});

    // Assess
    expect(portal.status).toBe(200);
    expect(portal.body.url).toMatch(/^http:\/\/.+\/subscriptions\?portal=local$/);
  });

  it.each([
    ['an unknown action', 'sub_local0/valueOf', 404],
    ['a malformed id', '..%2F..%2Fetc/cancel', 404],
  ])('answers %s (%s) with %i', async (_label, path, status) => {
    // Prepare
    const client = await signedUpClient(uniqueEmail('sub-bad-input'));

    // Act
    const answer = await client.post(`/api/subscriptions/${path}`, {});

    // Assess
    expect(answer.status).toBe(status);
    expect(typeof answer.body.error.message).toBe('string');
  });

  it('refuses a cross-site request before anything else', async () => {
    // Prepare
    const client = await signedUpClient(uniqueEmail('sub-csrf'));

    // Act
    const answer = await client.post('/api/subscriptions/sub_x/cancel', {}, { csrf: false });

    // Assess
    expect([answer.status, answer.body.error.code]).toEqual([403, 'CSRF_HEADER_MISSING']);
  });
});

describe('licence transfer', () => {
  const keyStatus = async (key: string) => {
    const response = await fetch(`${stackUrl()}/api/licence-keys/status?key=${encodeURIComponent(key)}`);
    return { status: response.status, body: (await response.json()) as any };
  };

  async function ownerWithLicence(label: string) {
    const email = uniqueEmail(label);
    const bought = await buyAndPay({ slug: SUITE, quantity: 1, email });
    const client = await signedUpClient(email);
    const [licence] = (await client.get('/api/licenses')).body.licences;
    return { email, client, licence, bought };
  }

  it('moves a licence to the recipient who accepts it, with a new key; the old key is no longer current', async () => {
    // Prepare
    const { email: ownerEmail, client: owner, licence } = await ownerWithLicence('transfer-owner');
    const recipientEmail = uniqueEmail('transfer-recipient');
    const recipient = await signedUpClient(recipientEmail);

    // Act: offer
    const offer = await owner.post(`/api/licenses/${licence.licenceId}/transfer`, {
      email: `  ${recipientEmail.toUpperCase()} `,
    });

    // Assess: pending on both sides
    expect(offer.status).toBe(200);
    expect(offer.body.pendingTransfer).toMatchObject({ toEmail: recipientEmail, status: 'pending' });
    expect((await owner.get('/api/licenses')).body.licences[0].pendingTransfer).toMatchObject({
      toEmail: recipientEmail,
    });
    expect((await recipient.get('/api/licenses')).body.incomingTransfers).toEqual([
      expect.objectContaining({ licenceId: licence.licenceId, fromEmail: ownerEmail, aircraftType: 'B38M' }),
    ]);

    // Act: accept, twice at once, and once more afterwards
    const accepts = await Promise.all([
      recipient.post(`/api/licenses/${licence.licenceId}/transfer/accept`, {}),
      recipient.post(`/api/licenses/${licence.licenceId}/transfer/accept`, {}),
    ]);
    const later = await recipient.post(`/api/licenses/${licence.licenceId}/transfer/accept`, {});

    // Assess: one move, one new key, everyone sees the same outcome
    expect(accepts.map((answer) => answer.status)).toEqual([200, 200]);
    expect(accepts[0]!.body).toEqual(accepts[1]!.body);
    expect(later.body).toEqual(accepts[0]!.body);
    expect(accepts[0]!.body).toMatchObject({ licenceId: licence.licenceId, ownerEmail: recipientEmail, keyVersion: 2 });
    const newKey = accepts[0]!.body.licenceKey as string;
    expect(newKey).not.toBe(licence.licenceKey);
    const { publicKeyPem } = (await (await fetch(`${stackUrl()}/api/licence-keys/public-key`)).json()) as {
      publicKeyPem: string;
    };
    expect(verifyLicenceKey(newKey, publicKeyPem)).toMatchObject({
      licenceId: licence.licenceId,
      ownerEmail: recipientEmail,
      keyVersion: 2,
    });
    expect((await keyStatus(newKey)).body).toMatchObject({
      licenceId: licence.licenceId,
      current: true,
      state: 'current',
      keyVersion: 2,
      currentKeyVersion: 2,
    });
    expect((await keyStatus(licence.licenceKey)).body).toMatchObject({
      licenceId: licence.licenceId,
      current: false,
      state: 'superseded',
      keyVersion: 1,
      currentKeyVersion: 2,
    });
    expect((await owner.get('/api/licenses')).body.licences).toEqual([]);
    const recipientView = (await recipient.get('/api/licenses')).body;
    expect(recipientView.incomingTransfers).toEqual([]);
    expect(recipientView.licences).toEqual([
      expect.objectContaining({
        licenceId: licence.licenceId,
        licenceKey: newKey,
        keyVersion: 2,
        pendingTransfer: null,
      }),
    ]);
    expect(recipientView.licences[0].support.state).toBe('active');
  });

  it('lets the owner cancel a pending transfer; the recipient can then no longer accept it', async () => {
    // Prepare
    const { client: owner, licence } = await ownerWithLicence('transfer-cancel');
    const recipientEmail = uniqueEmail('transfer-cancel-recipient');
    const recipient = await signedUpClient(recipientEmail);
    await owner.post(`/api/licenses/${licence.licenceId}/transfer`, { email: recipientEmail });

    // Act
    const cancel = await owner.post(`/api/licenses/${licence.licenceId}/transfer/cancel`, {});
    const accept = await recipient.post(`/api/licenses/${licence.licenceId}/transfer/accept`, {});

    // Assess
    expect([cancel.status, cancel.body]).toEqual([200, { licenceId: licence.licenceId, pendingTransfer: null }]);
    expect([accept.status, accept.body.error]).toEqual([
      404,
      { code: 'TRANSFER_NOT_FOUND', message: 'There is no pending transfer of this licence to you.' },
    ]);
    expect((await owner.get('/api/licenses')).body.licences[0]).toMatchObject({
      licenceId: licence.licenceId,
      pendingTransfer: null,
      keyVersion: 1,
    });
    expect((await keyStatus(licence.licenceKey)).body.current).toBe(true);
  });

  it('answers every bad request with a clear 4xx', async () => {
    // Prepare
    const { email: ownerEmail, client: owner, licence } = await ownerWithLicence('transfer-bad');
    const stranger = await signedUpClient(uniqueEmail('transfer-stranger'));
    const id = licence.licenceId;

    // Act
    const answers = {
      toSelf: await owner.post(`/api/licenses/${id}/transfer`, { email: ownerEmail.toUpperCase() }),
      malformed: await owner.post(`/api/licenses/${id}/transfer`, { email: 'not-an-email' }),
      missing: await owner.post(`/api/licenses/${id}/transfer`, {}),
      notJson: await owner.post(`/api/licenses/${id}/transfer`, undefined, { rawBody: '{"email":' }),
      unknownLicence: await owner.post('/api/licenses/lic_doesnotexist_1/transfer', { email: 'x@example.com' }),
      malformedId: await owner.post('/api/licenses/constructor/transfer', { email: 'x@example.com' }),
      unknownAction: await owner.post(`/api/licenses/${id}/transfer/valueOf`, {}),
      cancelNothing: await owner.post(`/api/licenses/${id}/transfer/cancel`, {}),
      acceptNotOffered: await stranger.post(`/api/licenses/${id}/transfer/accept`, {}),
      first: await owner.post(`/api/licenses/${id}/transfer`, { email: 'first@example.com' }),
      second: await owner.post(`/api/licenses/${id}/transfer`, { email: 'second@example.com' }),
      acceptNotAddressed: await stranger.post(`/api/licenses/${id}/transfer/accept`, {}),
      strangerCancels: await stranger.post(`/api/licenses/${id}/transfer/cancel`, {}),
    };

    // Assess
    const summary = Object.fromEntries(
      Object.entries(answers).map(([name, answer]) => [name, [answer.status, answer.body.error ?? 'ok']]),
    );
    expect(summary).toEqual({
      toSelf: [400, { code: 'TRANSFER_TO_SELF', message: 'A licence cannot be transferred to its own owner.' }],
      malformed: [
        400,
        {
          code: 'BAD_REQUEST',
          message: 'email: must be an e-mail address',
          fields: { email: 'must be an e-mail address' },
        },
      ],
      missing: [
        400,
        {
          code: 'BAD_REQUEST',
          message: 'email: the new owner\u2019s e-mail address is required',
          fields: { email: 'the new owner\u2019s e-mail address is required' },
        },
      ],
      notJson: [400, { code: 'INVALID_JSON', message: 'The request body must be JSON.' }],
      unknownLicence: [404, { code: 'LICENCE_NOT_FOUND', message: 'No such licence among yours.' }],
      malformedId: [404, { code: 'LICENCE_NOT_FOUND', message: 'No such licence among yours.' }],
      unknownAction: [404, { code: 'NOT_FOUND', message: 'There is no transfer action "valueOf".' }],
      cancelNothing: [404, { code: 'NO_PENDING_TRANSFER', message: 'This licence has no pending transfer.' }],
      acceptNotOffered: [
        404,
        { code: 'TRANSFER_NOT_FOUND', message: 'There is no pending transfer of this licence to you.' },
      ],
      first: [200, 'ok'],
      second: [
        409,
        { code: 'TRANSFER_PENDING', message: 'A transfer of this licence is already pending; cancel it first.' },
      ],
      acceptNotAddressed: [
        404,
        { code: 'TRANSFER_NOT_FOUND', message: 'There is no pending transfer of this licence to you.' },
      ],
      strangerCancels: [404, { code: 'LICENCE_NOT_FOUND', message: 'No such licence among yours.' }],
    });
  });

  it('lets exactly one of a racing cancel and accept win, leaving a consistent licence', async () => {
    // Prepare
    const { client: owner, licence } = await ownerWithLicence('transfer-race');
    const recipientEmail = uniqueEmail('transfer-race-recipient');
    const recipient = await signedUpClient(recipientEmail);
    await owner.post(`/api/licenses/${licence.licenceId}/transfer`, { email: recipientEmail });

    // Act
    const [cancel, accept] = await Promise.all([
      owner.post(`/api/licenses/${licence.licenceId}/transfer/cancel`, {}),
      recipient.post(`/api/licenses/${licence.licenceId}/transfer/accept`, {}),
    ]);

    // Assess
    const winners = [cancel.status, accept.status].filter((status) => status === 200);
    expect(winners).toHaveLength(1);
    const ownerLicences = (await owner.get('/api/licenses')).body.licences;
    const recipientLicences = (await recipient.get('/api/licenses')).body.licences;
    if (accept.status === 200) {
      expect([cancel.status, cancel.body.error.code]).toEqual([409, 'TRANSFER_ACCEPTED']);
      expect([ownerLicences.length, recipientLicences[0].keyVersion]).toEqual([0, 2]);
    } else {
      expect([accept.status, accept.body.error.code]).toEqual([404, 'TRANSFER_NOT_FOUND']);
      expect([ownerLicences[0].keyVersion, ownerLicences[0].pendingTransfer, recipientLicences.length]).toEqual([
        1,
        null,
        0,
      ]);
    }
  });

  it('refuses to transfer a refunded licence, whose key is then revoked', async () => {
    // Prepare
    const { client: owner, licence, bought } = await ownerWithLicence('transfer-revoked');
    const refund = await standIn(`transactions/${bought.transactionId}/refund`, 'POST');
    await waitForDeliveries(refund.body.adjustmentId, 2);

    // Act
    const transfer = await owner.post(`/api/licenses/${licence.licenceId}/transfer`, {
      email: uniqueEmail('transfer-revoked-y'),
    });

    // Assess
    expect([transfer.status, transfer.body.error]).toEqual([
      409,
      { code: 'LICENCE_REVOKED', message: 'A revoked licence cannot be transferred.' },
    ]);
    expect((await keyStatus(licence.licenceKey)).body).toMatchObject({ current: false, state: 'revoked' });
    expect((await owner.get('/api/licenses')).body.licences[0].status).toBe('revoked');
  });

  it('closes a transfer offered before a refund revoked the licence: no one sees or accepts it', async () => {
    // Prepare
    const { client: owner, licence, bought } = await ownerWithLicence('transfer-then-refund');
    const recipientEmail = uniqueEmail('transfer-then-refund-recipient');
    const recipient = await signedUpClient(recipientEmail);
    await owner.post(`/api/licenses/${licence.licenceId}/transfer`, { email: recipientEmail });
    const refund = await standIn(`transactions/${bought.transactionId}/refund`, 'POST');
    await waitForDeliveries(refund.body.adjustmentId, 2);

    // Act
    const accept = await recipient.post(`/api/licenses/${licence.licenceId}/transfer/accept`, {});
    const ownerView = (await owner.get('/api/licenses')).body;
    const recipientView = (await recipient.get('/api/licenses')).body;

    // Assess
    expect([accept.status, accept.body.error?.code]).toEqual([404, 'TRANSFER_NOT_FOUND']);
    expect(ownerView.licences[0]).toMatchObject({ status: 'revoked', pendingTransfer: null });
    expect(recipientView.incomingTransfers).toEqual([]);
  });

  it('GET /api/licence-keys/status refuses keys that are not licence keys', async () => {
    // Act
    const missing = await fetch(`${stackUrl()}/api/licence-keys/status`);
    const garbage = await keyStatus('SKYDECK1.abc.def');

    // Assess
    expect(missing.status).toBe(400);
    expect([garbage.status, garbage.body.error]).toEqual([
      400,
      { code: 'INVALID_LICENCE_KEY', message: 'key: licence key signature does not verify' },
    ]);
  });
});

describe('support extension of a lapsed licence', () => {
  it('charges the catch-up months since the lapse and makes support active again once paid', async () => {
    // Prepare
    const email = uniqueEmail('extend-lapsed');
    // Bought 14 months ago: its year of support ended 2 months ago, when its subscription ended.
    const bought = await buyAndPay({ slug: SUITE, quantity: 1, email, paidMonthsAgo: 14 });
    await subscriptionControl(bought.subscriptionId!, 'lapse?monthsAgo=2');
    const client = await signedUpClient(email);
    const [licence] = (await client.get('/api/licenses')).body.licences;
    expect([licence.support.state, licence.catchUpMonths]).toEqual(['lapsed', 2]);
    const slug = 'suite-nc-support-extension-b38m-annual';

    // Act
    const tooFew = await client.post('/api/checkout', {
      slug,
      quantity: 1,
      secondaryQuantity: 1,
      licenceId: licence.licenceId,
    });
    const checkout = await client.post('/api/checkout', {
      slug,
      quantity: 1,
      secondaryQuantity: 2,
      licenceId: licence.licenceId,
    });
    const paid = await standIn(`transactions/${checkout.body.transactionId}/pay`, 'POST');
    await waitForDeliveries(checkout.body.transactionId, 1);
    await waitForDeliveries(paid.body.subscriptionId, 1);

    // Assess
    expect(tooFew.status).toBe(400);
    expect(tooFew.body.error.message).toMatch(
      /^secondaryQuantity: this licence's support lapsed on .+, so the extension includes exactly 2 catch-up months\.$/,
    );
    expect(checkout.status).toBe(201);
    const [after] = (await client.get('/api/licenses')).body.licences;
    expect(after.support).toMatchObject({
      state: 'active',
      autoRenewing: true,
      subscriptionId: paid.body.subscriptionId,
    });
    expect(after.catchUpMonths).toBe(0);
  });

  it.each([
    [
      'someone else\u2019s licence',
      'other',
      'suite-nc-support-extension-b38m-annual',
      404,
      'licenceId: no such licence among yours',
    ],
    [
      'another aircraft',
      'own',
      'suite-nc-support-extension-a320-annual',
      400,
      "licenceId: the licence is for the B38M, not for this product's aircraft",
    ],
    ['a product that is not an extension', 'own', SUITE, 400, 'licenceId: only a support extension names a licence'],
  ])('refuses an extension naming %s', async (_label, whose, slug, status, message) => {
    // Prepare
    const ownerEmail = uniqueEmail('extend-owner');
    const bought = await buyAndPay({ slug: SUITE, quantity: 1, email: ownerEmail });
    const licenceId = `lic_${bought.transactionId.replace(/^txn_/, '')}_1`;
    const client = await signedUpClient(whose === 'own' ? ownerEmail : uniqueEmail('extend-other'));

    // Act
    const answer = await client.post('/api/checkout', { slug, quantity: 1, secondaryQuantity: 0, licenceId });

    // Assess
    expect([answer.status, answer.body.error.message]).toEqual([status, message]);
  });
});
