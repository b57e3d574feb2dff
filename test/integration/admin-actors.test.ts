import type { AdminBuyerView, AdminLicenceView, TimelineEntry } from '../../lambdas/contract/admin';
import { ADMIN_API, adminAction, operatorClient } from '../support/admin-kit';
import { uniqueEmail } from '../support/auth-client';
import { buyAndPay, licencesSeenBy, ownerOf } from '../support/portal-kit';

const SUITE = 'skydeck-suiteb737annual';
const TRAINER = 'ios-fms-trainer-b738-personal-monthly';
const today = () => new Date().toISOString().slice(0, 10);

const by = (timeline: readonly TimelineEntry[]) =>
  timeline.map((entry) => `${entry.by}:${entry.action}:${entry.actor}`);

/** Who did what (ADR 456): operators, buyers, Paddle and the shop named right on every page and audit entry. */
describe('actors in the console', () => {
  it('names an operator\u2019s revoke and move as the operator\u2019s, and every party of the move in its audit entry', async () => {
    // Prepare
    const { client: operator, email: operatorEmail } = await operatorClient('actors-op');
    const buyer = uniqueEmail('actors-buyer');
    const newOwner = uniqueEmail('actors-new-owner');
    const { transactionId } = await buyAndPay({ slug: SUITE, quantity: 2, email: buyer });
    const [first, second] = [...(await licencesSeenBy(buyer))].sort((a, b) => a.licenceId.localeCompare(b.licenceId));

    // Act
    await adminAction(operator, ADMIN_API.licenceAction(first!.licenceId, 'revoke'), { reason: 'fraud seen' });
    await adminAction(operator, ADMIN_API.licenceAction(second!.licenceId, 'reassign'), {
      email: newOwner,
      reason: 'new company address',
    });
    const revoked = (await operator.get(ADMIN_API.licence(first!.licenceId))).body as AdminLicenceView;
    const newOwnerPage = (await operator.get(ADMIN_API.buyer(newOwner))).body as AdminBuyerView;
    const byNewOwner = await operator.get(`${ADMIN_API.audit}?from=${today()}&to=${today()}&target=buyer:${newOwner}`);

    // Assess
    expect(by(revoked.timeline)).toContain(`operator:licence.revoke:${operatorEmail}`);
    expect(revoked.timeline.some((entry) => entry.by === 'paddle' && entry.action.startsWith('revoked'))).toBe(false);
    expect(by(newOwnerPage.timeline)).toContain(`operator:licence.reassign:${operatorEmail}`);
    expect(newOwnerPage.timeline.map((entry) => entry.action)).not.toContain('transfer-accepted');
    expect(newOwnerPage.timeline.find((entry) => entry.action === 'licence.reassign')?.summary).toBe(
      `Moved the licence from ${buyer} to ${newOwner}.`,
    );
    expect(byNewOwner.body.entries).toEqual([
      expect.objectContaining({
        action: 'licence.reassign',
        targets: [`licence:${second!.licenceId}`, `order:${transactionId}`, `buyer:${buyer}`, `buyer:${newOwner}`],
      }),
    ]);
  });

  it('names a buyer\u2019s own transfer as the buyer\u2019s, and Paddle\u2019s payment as Paddle\u2019s', async () => {
    // Prepare
    const { client: operator } = await operatorClient('actors-op-2');
    const buyer = uniqueEmail('actors-transfer-from');
    const friend = uniqueEmail('actors-transfer-to');
    const { transactionId } = await buyAndPay({ slug: SUITE, quantity: 1, email: buyer });
    const [licence] = await licencesSeenBy(buyer);
    await (await ownerOf(buyer)).post(`/api/licenses/${licence!.licenceId}/transfer`, { email: friend });
    await (await ownerOf(friend)).post(`/api/licenses/${licence!.licenceId}/transfer/accept`, {});

    // Act
    const page = (await operator.get(ADMIN_API.licence(licence!.licenceId))).body as AdminLicenceView;
    const order = await operator.get(ADMIN_API.order(transactionId));

    // Assess
    expect(by(page.timeline)).toContain(`buyer:transfer-accepted:${buyer}`);
    expect(by(order.body.timeline)).toEqual(expect.arrayContaining([`buyer:checkout:${buyer}`, 'paddle:payment:null']));
  });

  it('offers on a licence page only the actions that can succeed, saying why the others cannot', async () => {
    // Prepare
    const { client: operator } = await operatorClient('actors-actions');
    const buyer = uniqueEmail('actors-actions-buyer');
    await buyAndPay({ slug: TRAINER, quantity: 1, email: buyer });
    const [seat] = await licencesSeenBy(buyer);

    // Act
    const page = (await operator.get(ADMIN_API.licence(seat!.licenceId))).body as AdminLicenceView;
    const move = await adminAction(operator, ADMIN_API.licenceAction(seat!.licenceId, 'reassign'), {
      email: uniqueEmail('actors-actions-to'),
      reason: 'try anyway',
    });

    // Assess
    expect(page.actions).toEqual({
      reassign: 'Only suite licences can be moved; a trainer seat belongs to its subscription.',
      revoke: null,
      reinstate: 'It is active.',
      goodwillSupport: 'Support is given only on a suite licence; a trainer seat follows its subscription.',
      goodwillReplacement: 'Only a suite licence is replaced; a trainer seat follows its subscription.',
    });
    expect(move.status).toBeGreaterThanOrEqual(400);
  });
});
