import { AuthClient, refusal, uniqueEmail } from '../../support/auth-client';
import { ADMIN_API, adminAction, auditTrail, operatorClient } from '../../support/admin-kit';
import { eventually } from '../../support/eventually';
import { buyAndPay, licencesSeenBy, ownerOf } from '../../support/portal-kit';
import { stackUrl } from '../../support/stack-url';

const SUITE = 'skydeck-suiteb38mannual';

async function keyStatus(key: string) {
  return (await (await fetch(`${stackUrl()}/api/licence-keys/status?key=${encodeURIComponent(key)}`)).json()) as any;
}

describe('POST /api/admin/orders/{transactionId}/refund: "refund me and revoke it"', () => {
  it('asks Paddle to refund one licence of two; the approved adjustment revokes that one only', async () => {
    // Prepare
    const { client: operator } = await operatorClient('admin-refund-op');
    const email = uniqueEmail('refund-buyer');
    const { transactionId } = await buyAndPay({ slug: SUITE, quantity: 2, email });
    const [first, second] = [...(await licencesSeenBy(email))].sort((a, b) => a.licenceId.localeCompare(b.licenceId));
    const path = ADMIN_API.orderAction(transactionId, 'refund');
    const body = { licenceIds: [second!.licenceId], reason: 'bought one seat too many' };

    // Act
    const refunded = await adminAction(operator, path, body, 'refund-key-1');
    const retried = await adminAction(operator, path, body, 'refund-key-1');
    const after = await eventually(
      () => licencesSeenBy(email),
      (licences) => licences.some((licence) => licence.status !== 'active'),
    );
    const order = await operator.get(ADMIN_API.order(transactionId));

    // Assess
    expect(refunded.status).toBe(200);
    expect(refunded.body).toMatchObject({
      transactionId,
      status: 'pending_approval',
      licenceIds: [second!.licenceId],
    });
    expect(refunded.body.adjustmentId).toMatch(/^adj_/);
    expect(retried.body).toEqual(refunded.body);
    expect(after.find((licence) => licence.licenceId === second!.licenceId)?.status).toBe('revoked');
    expect(after.find((licence) => licence.licenceId === first!.licenceId)?.status).toBe('active');
    expect((await keyStatus(second!.licenceKey)).state).toBe('revoked');
    expect((await keyStatus(first!.licenceKey)).state).toBe('current');
    expect(auditTrail(order.body.timeline)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'order.refund',
          reason: 'bought one seat too many',
          targets: [`order:${transactionId}`, `licence:${second!.licenceId}`],
        }),
      ]),
    );
    expect(order.body.adjustments).toEqual([
      expect.objectContaining({ action: 'refund', status: 'approved', licenceIds: [second!.licenceId] }),
    ]);
    expect(order.body.timeline.map((entry: { by: string; action: string }) => `${entry.by}:${entry.action}`)).toEqual(
      expect.arrayContaining(['paddle:refund', 'paddle:revoked-refund']),
    );
  });

  it('refuses a licence the webhook would not take back, and answers 401, 403 and 400 as every admin route does', async () => {
    // Prepare
    const { client: operator } = await operatorClient('admin-refund-bad');
    const email = uniqueEmail('refund-lowest');
    const { transactionId } = await buyAndPay({ slug: SUITE, quantity: 2, email });
    const [first] = [...(await licencesSeenBy(email))].sort((a, b) => a.licenceId.localeCompare(b.licenceId));
    const buyer = await ownerOf(uniqueEmail('refund-nosy'));
    const path = ADMIN_API.orderAction(transactionId, 'refund');

    // Act
    const lowest = await adminAction(operator, path, { licenceIds: [first!.licenceId], reason: 'wrong seat' });
    const anonymous = await adminAction(new AuthClient(), path, { reason: 'refund it' });
    const asBuyer = await adminAction(buyer, path, { reason: 'refund it' });
    const noReason = await adminAction(operator, path, { reason: '' });
    const badIds = await adminAction(operator, path, { licenceIds: ['nope'], reason: 'refund it' });
    const unknown = await adminAction(operator, ADMIN_API.orderAction('txn_unknown123', 'refund'), {
      reason: 'refund it',
    });

    // Assess
    expect(lowest).toMatchObject(refusal(409, 'REFUND_TAKES_HIGHEST_UNITS'));
    expect((await licencesSeenBy(email)).every((licence) => licence.status === 'active')).toBe(true);
    expect(anonymous).toMatchObject(refusal(401, 'NOT_SIGNED_IN'));
    expect(asBuyer).toMatchObject(refusal(403, 'NOT_AN_OPERATOR'));
    expect(noReason.status).toBe(400);
    expect(badIds.status).toBe(400);
    expect(unknown).toMatchObject(refusal(404, 'ORDER_NOT_FOUND'));
  });
});
