import type { AdminOrderView } from '../../../lambdas/contract/admin';
import { AuthClient, refusal, uniqueEmail } from '../../support/auth-client';
import { ADMIN_API, adminAction, auditTrail, operatorClient } from '../../support/admin-kit';
import { eventually } from '../../support/eventually';
import { settledDeliveries, standIn } from '../../support/paddle-test-kit';
import { buyAndPay, licencesSeenBy, ownerOf } from '../../support/portal-kit';
import { stackUrl } from '../../support/stack-url';

const SUITE = 'skydeck-suiteb38mannual';

async function keyStatus(key: string) {
  return (await (await fetch(`${stackUrl()}/api/licence-keys/status?key=${encodeURIComponent(key)}`)).json()) as any;
}

async function orderView(operator: AuthClient, transactionId: string): Promise<AdminOrderView> {
  const page = await operator.get(ADMIN_API.order(transactionId));
  if (page.status !== 200) throw new Error(`order page answered ${page.status}: ${JSON.stringify(page.body)}`);
  return page.body as AdminOrderView;
}

/** Two seats bought by one buyer, in unit order. */
async function twoSeats(label: string) {
  const email = uniqueEmail(label);
  const { transactionId } = await buyAndPay({ slug: SUITE, quantity: 2, email });
  const [first, second] = [...(await licencesSeenBy(email))].sort((a, b) => a.licenceId.localeCompare(b.licenceId));
  return { email, transactionId, first: first!, second: second! };
}

describe('POST /api/admin/orders/{transactionId}/refund: "refund me and revoke it"', () => {
  it('asks Paddle to refund one seat of two; the approved adjustment revokes that one, and the order shows the money', async () => {
    // Prepare
    const { client: operator, email: operatorEmail } = await operatorClient('admin-refund-op');
    const { email, transactionId, first, second } = await twoSeats('refund-buyer');
    const path = ADMIN_API.orderAction(transactionId, 'refund');
    const body = { licenceIds: [second.licenceId], reason: 'bought one seat too many' };
    const before = await orderView(operator, transactionId);

    // Act
    const refunded = await adminAction(operator, path, body, 'refund-key-1');
    const retried = await adminAction(operator, path, body, 'refund-key-1');
    const after = await eventually(
      () => licencesSeenBy(email),
      (licences) => licences.some((licence) => licence.status !== 'active'),
    );
    const order = await eventually(
      () => orderView(operator, transactionId),
      (view) => view.order.state === 'partially-refunded',
    );

    // Assess
    const seat = before.refund.units.find((unit) => unit.licenceId === second.licenceId)!;
    expect(refunded.status).toBe(200);
    expect(refunded.body).toMatchObject({
      transactionId,
      status: 'pending_approval',
      licenceIds: [second.licenceId],
      amountCents: seat.amountCents,
      currency: 'EUR',
    });
    expect(refunded.body.adjustmentId).toMatch(/^adj_/);
    expect(retried.body).toEqual(refunded.body);
    expect(after.find((licence) => licence.licenceId === second.licenceId)?.status).toBe('revoked');
    expect(after.find((licence) => licence.licenceId === first.licenceId)?.status).toBe('active');
    expect((await keyStatus(second.licenceKey)).state).toBe('revoked');
    expect((await keyStatus(first.licenceKey)).state).toBe('current');
    expect(auditTrail(order.timeline)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'order.refund',
          reason: 'bought one seat too many',
          targets: [`order:${transactionId}`, `licence:${second.licenceId}`, `buyer:${email}`],
        }),
      ]),
    );
    expect(order.adjustments).toEqual([
      expect.objectContaining({
        adjustmentId: refunded.body.adjustmentId,
        action: 'refund',
        status: 'approved',
        licenceIds: [second.licenceId],
        requestedBy: { kind: 'operator', email: operatorEmail },
        reason: 'bought one seat too many',
        amount: expect.objectContaining({ grossCents: seat.amountCents, currency: 'EUR' }),
      }),
    ]);
    expect(order.order.money.refunded.grossCents).toBe(seat.amountCents);
    expect(order.order.money.remainder!.grossCents).toBe(order.order.money.charged!.grossCents - seat.amountCents);
    expect(order.order.money.charged!.grossCents).toBe(
      order.order.money.charged!.netCents! + order.order.money.charged!.taxCents!,
    );
    expect(order.timeline.map((entry) => `${entry.by}:${entry.action}`)).toEqual(
      expect.arrayContaining(['paddle:refund', 'paddle:revoked-refund', 'operator:order.refund']),
    );
  });

  it('while Paddle has not approved a refund: the order says so, and a second refund of the same seat is refused', async () => {
    // Prepare
    const { client: operator, email: operatorEmail } = await operatorClient('admin-refund-pending');
    const { client: colleague } = await operatorClient('admin-refund-colleague');
    const { transactionId, first, second } = await twoSeats('refund-pending-buyer');
    await standIn(`transactions/${transactionId}/hold-refund-approval`, 'POST');
    const path = ADMIN_API.orderAction(transactionId, 'refund');
    const asked = await adminAction(operator, path, { licenceIds: [second.licenceId], reason: 'asked by phone' });
    await settledDeliveries(asked.body.adjustmentId);

    // Act
    const pending = await orderView(colleague, transactionId);
    const again = await adminAction(colleague, path, { licenceIds: [second.licenceId], reason: 'asked by mail' });
    const whole = await adminAction(colleague, path, { wholeOrder: true, reason: 'asked by mail' });

    // Assess
    expect(asked.body.status).toBe('pending_approval');
    expect(pending.order.state).toBe('refund-pending');
    expect(pending.order.money.pendingRefundCents).toBe(asked.body.amountCents);
    expect(pending.order.money.refunded.grossCents).toBe(0);
    expect(pending.adjustments).toEqual([
      expect.objectContaining({
        adjustmentId: asked.body.adjustmentId,
        status: 'pending_approval',
        requestedBy: { kind: 'operator', email: operatorEmail },
        licenceIds: [second.licenceId],
        amount: expect.objectContaining({ grossCents: asked.body.amountCents }),
      }),
    ]);
    expect(pending.refund.units.map((unit) => [unit.licenceId, unit.state])).toEqual([
      [first.licenceId, 'refundable'],
      [second.licenceId, 'refund-pending'],
    ]);
    expect(pending.refund.refundable).toEqual([first.licenceId]);
    expect(pending.refund.wholeOrder.refusal).toMatch(/waiting for Paddle/);
    expect(again).toMatchObject(refusal(409, 'ALREADY_IN_A_REFUND'));
    expect(again.body.error.message).toContain(asked.body.adjustmentId);
    expect(whole).toMatchObject(refusal(409, 'WHOLE_ORDER_NOT_REFUNDABLE'));
    expect((await licencesSeenBy(pending.order.email)).map((licence) => licence.status)).toEqual(['active', 'active']);
  });

  it('takes a seat someone else now holds only when the request confirms it', async () => {
    // Prepare
    const { client: operator } = await operatorClient('admin-refund-other');
    const { transactionId, second } = await twoSeats('refund-other-buyer');
    const colleague = uniqueEmail('refund-other-holder');
    await adminAction(operator, ADMIN_API.licenceAction(second.licenceId, 'reassign'), {
      email: colleague,
      reason: 'given to a colleague',
    });
    const path = ADMIN_API.orderAction(transactionId, 'refund');

    // Act
    const unconfirmed = await adminAction(operator, path, { licenceIds: [second.licenceId], reason: 'one too many' });
    const confirmed = await adminAction(operator, path, {
      licenceIds: [second.licenceId],
      confirmOtherOwners: true,
      reason: 'one too many',
    });

    // Assess
    expect(unconfirmed).toMatchObject(refusal(409, 'REFUND_TAKES_OTHER_OWNERS_LICENCE'));
    expect(unconfirmed.body.error.message).toContain(colleague);
    expect(confirmed.status).toBe(200);
  });

  it('refuses a seat Paddle would not take back, an unsaid choice, and answers 401, 403 and 404 as every admin route does', async () => {
    // Prepare
    const { client: operator } = await operatorClient('admin-refund-bad');
    const { email, transactionId, first } = await twoSeats('refund-lowest');
    const buyer = await ownerOf(uniqueEmail('refund-nosy'));
    const path = ADMIN_API.orderAction(transactionId, 'refund');

    // Act
    const lowest = await adminAction(operator, path, { licenceIds: [first.licenceId], reason: 'wrong seat' });
    const unsaid = await adminAction(operator, path, { reason: 'refund it' });
    const anonymous = await adminAction(new AuthClient(), path, { wholeOrder: true, reason: 'refund it' });
    const asBuyer = await adminAction(buyer, path, { wholeOrder: true, reason: 'refund it' });
    const noReason = await adminAction(operator, path, { wholeOrder: true, reason: '' });
    const badIds = await adminAction(operator, path, { licenceIds: ['nope'], reason: 'refund it' });
    const unknown = await adminAction(operator, ADMIN_API.orderAction('txn_unknown123', 'refund'), {
      wholeOrder: true,
      reason: 'refund it',
    });

    // Assess
    expect(lowest).toMatchObject(refusal(409, 'REFUND_TAKES_HIGHEST_UNITS'));
    expect(unsaid).toMatchObject(refusal(400, 'BAD_REQUEST'));
    expect(unsaid.body.error.fields.licenceIds).toMatch(/^say what to refund/);
    expect((await licencesSeenBy(email)).every((licence) => licence.status === 'active')).toBe(true);
    expect(anonymous).toMatchObject(refusal(401, 'NOT_SIGNED_IN'));
    expect(asBuyer).toMatchObject(refusal(403, 'NOT_AN_OPERATOR'));
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.message).toBe('reason: say why in a few words (it goes into the audit log)');
    expect(noReason.body.error.fields.reason).toBe('say why in a few words (it goes into the audit log)');
    expect(badIds.status).toBe(400);
    expect(unknown).toMatchObject(refusal(404, 'ORDER_NOT_FOUND'));
  });
});
