import { AuthClient, refusal, uniqueEmail } from '../../support/auth-client';
import { ADMIN_API, adminAction, operatorClient, auditTrail } from '../../support/admin-kit';
import { shopMails } from '../../support/mailbox';
import { standIn } from '../../support/paddle-test-kit';
import { buyAndPay, licencesSeenBy, ownerOf, subscriptionSeenBy } from '../../support/portal-kit';
import { stackUrl } from '../../support/stack-url';

const SUITE = 'skydeck-suiteb38mannual';

async function keyState(key: string): Promise<string> {
  return ((await (await fetch(`${stackUrl()}/api/licence-keys/status?key=${encodeURIComponent(key)}`)).json()) as any)
    .state;
}

describe('POST /api/admin/orders/{transactionId}/email: a mistyped checkout address corrected', () => {
  it('moves every licence of the order to the corrected address with new keys, mails only it, and records it', async () => {
    // Prepare
    const { client: operator } = await operatorClient('admin-email-op');
    const typo = uniqueEmail('email-typo');
    const corrected = uniqueEmail('email-right');
    const { transactionId, subscriptionId } = await buyAndPay({ slug: SUITE, quantity: 2, email: typo });
    const typoMails = (await shopMails(typo)).length;
    const before = await licencesSeenBy(typo);
    const path = ADMIN_API.orderAction(transactionId, 'email');
    const body = { email: corrected, reason: 'buyer mistyped the address at checkout' };

    // Act
    const moved = await adminAction(operator, path, body, 'order-email-1');
    const retried = await adminAction(operator, path, body, 'order-email-1');
    const order = await operator.get(ADMIN_API.order(transactionId));

    // Assess
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ transactionId, fromEmail: typo, email: corrected });
    expect(moved.body.licences).toHaveLength(2);
    expect(retried.body).toEqual(moved.body);
    expect(await licencesSeenBy(typo)).toEqual([]);
    const after = await licencesSeenBy(corrected);
    expect(after.map((licence) => licence.licenceId).sort()).toEqual(before.map((licence) => licence.licenceId).sort());
    expect(after.every((licence) => licence.status === 'active' && licence.keyVersion === 2)).toBe(true);
    for (const licence of before) expect(await keyState(licence.licenceKey)).toBe('superseded');
    for (const licence of after) expect(await keyState(licence.licenceKey)).toBe('current');
    // The corrected address gets the order with its new keys; the mistyped one, perhaps a stranger's, nothing more.
    // It says support staff corrected the address, and the order page lists it as what it is.
    const correctedMails = await shopMails(corrected);
    expect(correctedMails.map((mail) => mail.kind)).toEqual(['order-address-corrected']);
    expect(correctedMails[0]!.text).toContain(
      "Our support staff corrected this order's e-mail address to yours and issued new licence keys for it.",
    );
    expect(correctedMails[0]!.text).not.toContain('sent this mail again');
    expect(await shopMails(typo)).toHaveLength(typoMails);
    expect(order.body.mails).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'order-address-corrected', to: corrected })]),
    );
    // No money moves: the support subscription still renews both licences, now the corrected buyer's to manage,
    // and the order and its invoice are listed under the corrected address; Paddle's receipts go there too.
    const buyer = await ownerOf(corrected);
    const { subscriptions } = (await buyer.get('/api/subscriptions')).body;
    expect(subscriptions).toEqual([
      expect.objectContaining({ subscriptionId, status: 'active', cancelsAt: null, licenceIds: expect.any(Array) }),
    ]);
    expect(subscriptions[0].licenceIds).toHaveLength(2);
    expect(after.map((licence) => [licence.supportPaidBy, licence.support])).toEqual(
      after.map(() => ['you', expect.objectContaining({ state: 'active', autoRenewing: true })]),
    );
    const { orders } = (await buyer.get('/api/orders')).body;
    expect(orders.map((listed: { transactionId: string }) => listed.transactionId)).toContain(transactionId);
    expect((await standIn(`transactions/${transactionId}`)).body.customer.email).toBe(corrected);
    expect(auditTrail(order.body.timeline)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'order.email',
          reason: 'buyer mistyped the address at checkout',
          before: expect.objectContaining({ ownerEmail: typo }),
          after: expect.objectContaining({ ownerEmail: corrected }),
        }),
      ]),
    );
  });

  it('refuses with 409, moving nothing, an address Paddle holds for another customer', async () => {
    // Prepare: the corrected address bought before, so Paddle has a customer for it already
    const { client: operator } = await operatorClient('admin-email-taken');
    const corrected = uniqueEmail('email-taken');
    await buyAndPay({ slug: SUITE, quantity: 1, email: corrected });
    const typo = uniqueEmail('email-taken-typo');
    const { transactionId, subscriptionId } = await buyAndPay({ slug: SUITE, quantity: 1, email: typo });
    const before = await licencesSeenBy(typo);

    // Act
    const refused = await adminAction(operator, ADMIN_API.orderAction(transactionId, 'email'), {
      email: corrected,
      reason: 'buyer mistyped the address at checkout',
    });

    // Assess
    expect(refused).toMatchObject(refusal(409, 'PADDLE_CUSTOMER_EXISTS'));
    expect(refused.body.error.message).toMatch(/another customer/);
    expect(await licencesSeenBy(typo)).toEqual(before);
    expect(await subscriptionSeenBy(typo, subscriptionId!)).toMatchObject({ subscriptionId });
  });

  it('answers 401, 403, 400 and 404 as every admin route does', async () => {
    // Prepare
    const { client: operator } = await operatorClient('admin-email-bad');
    const buyer = await ownerOf(uniqueEmail('email-nosy'));
    const path = ADMIN_API.orderAction('txn_unknown123', 'email');
    const body = { email: uniqueEmail('email-any'), reason: 'mistyped address' };

    // Act
    const anonymous = await adminAction(new AuthClient(), path, body);
    const asBuyer = await adminAction(buyer, path, body);
    const noEmail = await adminAction(operator, path, { reason: 'mistyped address' });
    const badEmail = await adminAction(operator, path, { email: 'not-an-address', reason: 'mistyped address' });
    const unknown = await adminAction(operator, path, body);

    // Assess
    expect(anonymous).toMatchObject(refusal(401, 'NOT_SIGNED_IN'));
    expect(asBuyer).toMatchObject(refusal(403, 'NOT_AN_OPERATOR'));
    expect(noEmail.status).toBe(400);
    expect(badEmail.status).toBe(400);
    expect(unknown).toMatchObject(refusal(404, 'ORDER_NOT_FOUND'));
  });
});
