import type { AdminLicenceView, AdminOrderView, AdminSearchAnswer } from '../../../lambdas/contract/admin';
import { ADMIN_API, adminAction, auditTrail, operatorClient } from '../../support/admin-kit';
import { AuthClient, refusal, uniqueEmail } from '../../support/auth-client';
import { eventually } from '../../support/eventually';
import { standIn } from '../../support/paddle-test-kit';
import { buyAndPay, licencesSeenBy, subscriptionControl } from '../../support/portal-kit';

const SUITE = 'skydeck-suiteb737annual';

/** Goodwill from the console (ADR 463): given without payment, audited, and marked as goodwill wherever it shows. */
let operator: AuthClient;
let operatorEmail: string;

beforeAll(async () => {
  ({ client: operator, email: operatorEmail } = await operatorClient('goodwill-op'));
});

const licencePage = async (licenceId: string) =>
  (await operator.get(ADMIN_API.licence(licenceId))).body as AdminLicenceView;

/** A suite licence whose support lapsed a month ago: nothing renews it. */
async function lapsedSuite(label: string) {
  const email = uniqueEmail(label);
  const bought = await buyAndPay({ slug: SUITE, quantity: 1, email, paidMonthsAgo: 13 });
  await subscriptionControl(bought.subscriptionId!, 'lapse?monthsAgo=1');
  return { email, transactionId: bought.transactionId, licenceId: `lic_${bought.transactionId.slice(4)}_1` };
}

describe('POST /api/admin/licences/{licenceId}/goodwill', () => {
  it('gives support months without payment: the buyer has support again, the ledger and audit say goodwill', async () => {
    // Prepare
    const { email, transactionId, licenceId } = await lapsedSuite('goodwill-support');
    const path = ADMIN_API.licenceAction(licenceId, 'goodwill');
    const body = { grant: 'support', months: 2, reason: 'an outage cost the buyer a month' };

    // Act
    const given = await adminAction(operator, path, body, `goodwill-support-${licenceId}`);
    const retried = await adminAction(operator, path, body, `goodwill-support-${licenceId}`);
    const page = await licencePage(licenceId);
    const order = (await operator.get(ADMIN_API.order(transactionId))).body as AdminOrderView;

    // Assess
    expect(given.status).toBe(200);
    expect(retried.body).toEqual(given.body);
    expect(given.body).toMatchObject({ licenceId, grant: 'support', replacementLicenceId: null });
    const [seen] = await licencesSeenBy(email);
    expect(seen).toMatchObject({ support: { state: 'active', activeUntil: given.body.until }, supportPaidBy: null });
    expect(page.ledger.filter((entry) => entry.source === 'goodwill')).toEqual([
      expect.objectContaining({ payer: null, grantedBy: operatorEmail, reason: body.reason }),
    ]);
    expect(auditTrail(page.timeline)).toEqual([
      expect.objectContaining({
        action: 'licence.goodwill',
        targets: [`licence:${licenceId}`, `order:${transactionId}`, `buyer:${email}`],
        reason: body.reason,
      }),
    ]);
    expect(page.timeline.find((entry) => entry.action === 'licence.goodwill')).toMatchObject({
      by: 'operator',
      actor: operatorEmail,
      summary: expect.stringMatching(/^Gave 2 months of support as goodwill \(no payment\)/),
    });
    // Nothing was sold: the order's money and licences are as Paddle charged them.
    expect(order.order.money.refunded.grossCents).toBe(0);
    expect(order.licences.map((licence) => licence.licenceId)).toEqual([licenceId]);
  });

  it('issues a replacement marked as goodwill on its page, in search and on the buyer, outside the order', async () => {
    // Prepare
    const { email, transactionId, licenceId } = await lapsedSuite('goodwill-replacement');

    // Act
    const given = await adminAction(operator, ADMIN_API.licenceAction(licenceId, 'goodwill'), {
      grant: 'replacement',
      reason: 'the buyer lost the machine the key was bound to',
    });
    const replacementId = String(given.body.replacementLicenceId);
    const page = await licencePage(replacementId);
    const found = (await operator.get(`${ADMIN_API.search}?q=${encodeURIComponent(email)}`)).body as AdminSearchAnswer;
    const order = (await operator.get(ADMIN_API.order(transactionId))).body as AdminOrderView;

    // Assess
    expect(given.status).toBe(200);
    expect(page.licence).toMatchObject({ owner: email, status: 'active', goodwill: true });
    expect(page.timeline.map((entry) => entry.summary)).toEqual(
      expect.arrayContaining([`Gave ${replacementId} as a replacement, as goodwill (no payment).`]),
    );
    expect(found.licences.map((licence) => [licence.licenceId, licence.goodwill]).sort()).toEqual(
      [
        [licenceId, false],
        [replacementId, true],
      ].sort(),
    );
    // The order still counts the one licence it sold, and its refund dialog cannot take the replacement.
    expect(order.order.licenceCount).toBe(1);
    expect(order.refund.units.map((unit) => unit.licenceId)).toEqual([licenceId]);
    expect((await licencesSeenBy(email)).map((licence) => licence.licenceId).sort()).toEqual(
      [licenceId, replacementId].sort(),
    );
  });

  it('refuses months where support renews by itself, a seat, a bad body and a stranger, changing nothing', async () => {
    // Prepare
    const renewing = uniqueEmail('goodwill-renewing');
    const { transactionId } = await buyAndPay({ slug: SUITE, quantity: 1, email: renewing });
    const licenceId = `lic_${transactionId.slice(4)}_1`;
    const seat = uniqueEmail('goodwill-seat');
    const trainer = await buyAndPay({ slug: 'ios-fms-trainer-b738-personal-monthly', quantity: 1, email: seat });
    const seatId = `lic_${trainer.transactionId.slice(4)}_1`;
    const path = ADMIN_API.licenceAction(licenceId, 'goodwill');
    const signedOut = new AuthClient();

    // Act
    const underRenewal = await adminAction(operator, path, { grant: 'support', months: 3, reason: 'sorry' });
    const onSeat = await adminAction(operator, ADMIN_API.licenceAction(seatId, 'goodwill'), {
      grant: 'replacement',
      reason: 'sorry',
    });
    const tooMany = await adminAction(operator, path, { grant: 'support', months: 25, reason: 'sorry' });
    const unsaid = await adminAction(operator, path, { reason: 'sorry' });
    const anonymous = await adminAction(signedOut, path, { grant: 'replacement', reason: 'sorry' });
    const page = await licencePage(licenceId);

    // Assess
    expect(underRenewal).toMatchObject(refusal(409, 'SUPPORT_RENEWS'));
    expect(page.actions.goodwillSupport).toMatch(/renews by itself/);
    expect(page.actions.goodwillReplacement).toBeNull();
    expect(onSeat).toMatchObject(refusal(409, 'NOT_REPLACEABLE'));
    expect(tooMany).toMatchObject(refusal(400, 'BAD_REQUEST'));
    expect(tooMany.body.error.fields).toEqual({ months: 'from 1 to 24 months' });
    expect(unsaid.body.error.fields).toEqual({ grant: 'choose support months or a replacement licence' });
    expect(anonymous.status).toBe(401);
    expect(page.ledger.some((entry) => entry.source === 'goodwill')).toBe(false);
    expect(auditTrail(page.timeline)).toEqual([]);
  });

  it('replaces no licence a refund or a chargeback took back, and says so before the dialog opens', async () => {
    // Prepare: one order refunded in Paddle, another charged back
    const refunded = await buyAndPay({ slug: SUITE, quantity: 1, email: uniqueEmail('goodwill-refunded') });
    const chargedBack = await buyAndPay({ slug: SUITE, quantity: 1, email: uniqueEmail('goodwill-chargeback') });
    await standIn(`transactions/${refunded.transactionId}/refund`, 'POST', {});
    await standIn(`transactions/${chargedBack.transactionId}/chargeback`, 'POST');
    const ids = [refunded, chargedBack].map(({ transactionId }) => `lic_${transactionId.slice(4)}_1`);
    await eventually(
      () => Promise.all(ids.map(licencePage)),
      (pages) => pages.every((page) => page.licence.status === 'revoked'),
    );

    // Act
    const answers = await Promise.all(
      ids.map((licenceId) =>
        adminAction(operator, ADMIN_API.licenceAction(licenceId, 'goodwill'), {
          grant: 'replacement',
          reason: 'buyer asks for another one',
        }),
      ),
    );
    const pages = await Promise.all(ids.map(licencePage));

    // Assess
    for (const answer of answers) expect(answer).toMatchObject(refusal(409, 'NOT_REPLACEABLE'));
    expect(answers.map((answer) => answer.body.error.message)).toEqual([
      expect.stringMatching(/refund or a chargeback/),
      expect.stringMatching(/refund or a chargeback/),
    ]);
    expect(pages.map((page) => page.actions.goodwillReplacement)).toEqual([
      expect.stringMatching(/refund or a chargeback/),
      expect.stringMatching(/refund or a chargeback/),
    ]);
    expect(pages.flatMap((page) => auditTrail(page.timeline))).toEqual([]);
  });
});
