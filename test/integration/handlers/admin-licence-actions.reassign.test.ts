import { refusal, uniqueEmail } from '../../support/auth-client';
import { ADMIN_API, adminAction, operatorClient, auditTrail } from '../../support/admin-kit';
import type { LicenceView } from '../../../lambdas/contract/portal-views';
import { eventually } from '../../support/eventually';
import { shopMails } from '../../support/mailbox';
import { buyAndPay, licencesSeenBy, subscriptionSeenBy, waitForDeliveries } from '../../support/portal-kit';
import { stackUrl } from '../../support/stack-url';

const SUITE = 'skydeck-suiteb38mannual';
const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

async function keyState(key: string): Promise<string> {
  return ((await (await fetch(`${stackUrl()}/api/licence-keys/status?key=${encodeURIComponent(key)}`)).json()) as any)
    .state;
}

describe('POST /api/admin/licences/{id}/reassign: the transfer on request', () => {
  it('moves the licence with a new key through the buyer-side transfer, mails both, and records who and why', async () => {
    // Prepare
    const { client: operator, email: operatorEmail } = await operatorClient('admin-reassign-op');
    const fromEmail = uniqueEmail('reassign-from');
    const toEmail = uniqueEmail('reassign-to');
    const { transactionId } = await buyAndPay({ slug: SUITE, quantity: 1, email: fromEmail });
    const [before] = await licencesSeenBy(fromEmail);
    const path = ADMIN_API.licenceAction(before!.licenceId, 'reassign');

    // Act
    const moved = await adminAction(operator, path, { email: toEmail, reason: 'new company address' }, 'reassign-1');
    const retried = await adminAction(operator, path, { email: toEmail, reason: 'new company address' }, 'reassign-1');
    const page = await operator.get(ADMIN_API.licence(before!.licenceId));

    // Assess
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ licenceId: before!.licenceId, ownerEmail: toEmail, keyVersion: 2 });
    expect(retried.body).toEqual(moved.body);
    expect(await licencesSeenBy(fromEmail)).toEqual([]);
    const [after] = await licencesSeenBy(toEmail);
    expect(after).toMatchObject({ licenceId: before!.licenceId, status: 'active', keyVersion: 2 });
    expect(await keyState(before!.licenceKey)).toBe('superseded');
    expect(await keyState(after!.licenceKey)).toBe('current');
    expect((await shopMails(toEmail)).map((mail) => mail.kind)).toContain('transfer-completed');
    expect((await shopMails(fromEmail)).map((mail) => mail.kind)).toContain('transfer-completed');
    expect((await shopMails(toEmail)).map((mail) => mail.kind)).not.toContain('transfer-offer');
    expect(page.body.licence).toMatchObject({ owner: toEmail, keyVersion: 2, keyStatus: 'current' });
    expect(page.body.owners).toEqual([
      { email: fromEmail, since: expect.any(String) },
      { email: toEmail, since: expect.any(String) },
    ]);
    // The operator's move is the operator's entry, not also a buyer's transfer.
    expect(page.body.timeline.map((entry: { action: string }) => entry.action)).not.toContain('transfer-accepted');
    expect(auditTrail(page.body.timeline)).toEqual([
      expect.objectContaining({
        action: 'licence.reassign',
        actor: expect.objectContaining({ email: operatorEmail }),
        reason: 'new company address',
        targets: [`licence:${before!.licenceId}`, `order:${transactionId}`, `buyer:${fromEmail}`, `buyer:${toEmail}`],
        before: { ownerEmail: fromEmail, keyVersion: 1 },
        after: { ownerEmail: toEmail, keyVersion: 2 },
      }),
    ]);
  });

  it('stops the previous owner\u2019s support renewal at its period end, tells both, and offers the new owner to continue', async () => {
    // Prepare: support follows the licence (ADR 313), for the operator's move too
    const { client: operator } = await operatorClient('admin-reassign-support');
    const previous = uniqueEmail('reassign-support-from');
    const next = uniqueEmail('reassign-support-to');
    const bought = await buyAndPay({ slug: SUITE, quantity: 1, email: previous });
    const [licence] = await licencesSeenBy(previous);
    const paidUntil = (licence!.support as { activeUntil: string }).activeUntil;

    // Act
    const moved = await adminAction(operator, ADMIN_API.licenceAction(licence!.licenceId, 'reassign'), {
      email: next,
      reason: 'company sold the seat',
    });
    await waitForDeliveries(bought.subscriptionId!, 3);

    // Assess: Paddle cancels the previous owner's subscription at the end of its period
    expect(moved.status).toBe(200);
    const subscription = await eventually(
      () => subscriptionSeenBy(previous, bought.subscriptionId!),
      (found) => found?.cancelsAt !== null,
    );
    expect([subscription?.status, subscription?.cancelsAt]).toEqual(['active', paidUntil]);
    // The new owner keeps the support paid for, without renewal, and is offered to continue it
    const [after] = await licencesSeenBy(next);
    expect(after).toMatchObject<Partial<LicenceView>>({
      support: { state: 'active', activeUntil: paidUntil, autoRenewing: false, subscriptionId: bought.subscriptionId! },
      supportPaidBy: 'previous-owner',
      catchUpMonths: 0,
    });
    // Both are told
    const [toPrevious] = await eventually(
      () => shopMails(previous, 'transfer-completed'),
      (mails) => mails.length > 0,
    );
    expect(toPrevious!.text).toContain(
      `Your support subscription for it stops renewing after ${longDate(paidUntil)}: you are not charged for this licence again.`,
    );
    const [toNext] = await eventually(
      () => shopMails(next, 'transfer-completed'),
      (mails) => mails.length > 0,
    );
    expect(toNext!.text).toContain(`Its support is paid until ${longDate(paidUntil)} and does not renew for you.`);
    expect(toNext!.text).toContain(`/my-extend-support-subscription?licence=${licence!.licenceId}`);
  });

  it('answers 400 without a valid new address and 404 for an unknown licence', async () => {
    // Prepare
    const { client: operator } = await operatorClient('admin-reassign-bad');

    // Act
    const noEmail = await adminAction(operator, ADMIN_API.licenceAction('lic_abc_1', 'reassign'), { reason: 'asked' });
    const unknown = await adminAction(operator, ADMIN_API.licenceAction('lic_abc_1', 'reassign'), {
      email: uniqueEmail('nobody'),
      reason: 'asked by phone',
    });

    // Assess
    expect(noEmail.status).toBe(400);
    expect(unknown).toMatchObject(refusal(404, 'LICENCE_NOT_FOUND'));
  });
});
