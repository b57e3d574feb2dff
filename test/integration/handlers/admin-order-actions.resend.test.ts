import { AuthClient, refusal, uniqueEmail } from '../../support/auth-client';
import { ADMIN_API, adminAction, operatorClient, auditTrail } from '../../support/admin-kit';
import { shopMails } from '../../support/mailbox';
import { buyAndPay, licencesSeenBy, ownerOf } from '../../support/portal-kit';

const SUITE = 'skydeck-suiteb38mannual';

describe('POST /api/admin/orders/{transactionId}/resend: "re-send my keys"', () => {
  it('sends the order mail again, marked as a re-send, with the current key; a retry sends nothing more', async () => {
    // Prepare
    const { client: operator } = await operatorClient('admin-resend-op');
    const email = uniqueEmail('resend-buyer');
    const { transactionId } = await buyAndPay({ slug: SUITE, quantity: 1, email });
    const [licence] = await licencesSeenBy(email);
    const path = ADMIN_API.orderAction(transactionId, 'resend');

    // Act
    const sent = await adminAction(operator, path, { reason: 'buyer lost the mail' }, 'resend-key-1');
    const retried = await adminAction(operator, path, { reason: 'buyer lost the mail' }, 'resend-key-1');
    const order = await operator.get(ADMIN_API.order(transactionId));

    // Assess
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ transactionId, sentTo: [email] });
    expect(retried.body).toEqual(sent.body);
    const resends = await shopMails(email, 'order-resend');
    expect(resends).toHaveLength(1);
    expect(resends[0]!.subject).toMatch(/^Re-sent: /);
    expect(resends[0]!.text).toContain(licence!.licenceKey);
    expect(await shopMails(email, 'order-paid')).toHaveLength(1);
    expect(auditTrail(order.body.timeline)).toEqual([
      expect.objectContaining({
        action: 'order.resend',
        reason: 'buyer lost the mail',
        targets: [`order:${transactionId}`, `buyer:${email}`],
      }),
    ]);
  });

  it('answers 401, 403, 400 and 404 as every admin route does', async () => {
    // Prepare
    const { client: operator } = await operatorClient('admin-resend-bad');
    const buyer = await ownerOf(uniqueEmail('resend-nosy'));
    const path = ADMIN_API.orderAction('txn_unknown123', 'resend');

    // Act
    const anonymous = await adminAction(new AuthClient(), path, { reason: 'lost it' });
    const asBuyer = await adminAction(buyer, path, { reason: 'lost it' });
    const noReason = await adminAction(operator, path, { reason: '' });
    const unknown = await adminAction(operator, path, { reason: 'lost it' });
    const unknownAction = await adminAction(operator, '/api/admin/orders/txn_unknown123/explode', {
      reason: 'lost it',
    });

    // Assess
    expect(anonymous).toMatchObject(refusal(401, 'NOT_SIGNED_IN'));
    expect(asBuyer).toMatchObject(refusal(403, 'NOT_AN_OPERATOR'));
    expect(noReason.status).toBe(400);
    expect(unknown).toMatchObject(refusal(404, 'ORDER_NOT_FOUND'));
    expect(unknownAction.status).toBe(404);
  });
});
