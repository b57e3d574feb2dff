import { addTerm } from '../../lambdas/domain/licences/support-extension';
import type { LicenceView } from '../../lambdas/contract/portal-views';
import { uniqueEmail } from '../support/auth-client';
import { eventually } from '../support/eventually';
import { shopMails } from '../support/mailbox';
import { standIn } from '../support/paddle-test-kit';
import { buyAndPay, licencesSeenBy, ownerOf, subscriptionSeenBy, waitForDeliveries } from '../support/portal-kit';

/** Support follows the licence when it moves to a new owner (docs/product/transfers.md, ADR 313). */
const SUITE = 'skydeck-suiteb38mannual';
const EXTENSION = 'suite-nc-support-extension-b38m-annual';
const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

/** Offers the licence to `toEmail` and accepts it as its recipient; answers the accept. */
async function transfer(fromEmail: string, licenceId: string, toEmail: string) {
  const offered = await (await ownerOf(fromEmail)).post(`/api/licenses/${licenceId}/transfer`, { email: toEmail });
  expect(offered.status).toBe(200);
  return (await ownerOf(toEmail)).post(`/api/licenses/${licenceId}/transfer/accept`, {});
}

describe('support after a licence moves to a new owner', () => {
  it('stops the previous owner\u2019s renewal at the end of its period, tells both, and lets the new owner continue', async () => {
    // Prepare
    const previous = uniqueEmail('move-from');
    const next = uniqueEmail('move-to');
    const bought = await buyAndPay({ slug: SUITE, quantity: 1, email: previous });
    const [licence] = await licencesSeenBy(previous);
    const paidUntil = (licence!.support as { activeUntil: string }).activeUntil;

    // Act
    const accepted = await transfer(previous, licence!.licenceId, next);
    await waitForDeliveries(bought.subscriptionId!, 3);

    // Assess: Paddle cancels the previous owner's subscription at the end of its period
    expect(accepted.status).toBe(200);
    const subscription = await eventually(
      () => subscriptionSeenBy(previous, bought.subscriptionId!),
      (found) => found?.cancelsAt !== null,
    );
    expect([subscription?.status, subscription?.cancelsAt]).toEqual(['active', paidUntil]);
    // The new owner keeps the support paid for, which does not renew for them
    const [moved] = await licencesSeenBy(next);
    expect(moved).toMatchObject<Partial<LicenceView>>({
      support: { state: 'active', activeUntil: paidUntil, autoRenewing: false, subscriptionId: bought.subscriptionId! },
      supportPaidBy: 'previous-owner',
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

    // Act: the new owner continues support from that date
    const checkout = await (
      await ownerOf(next)
    ).post('/api/checkout', {
      slug: EXTENSION,
      quantity: 1,
      secondaryQuantity: 0,
      licenceId: licence!.licenceId,
    });
    const paid = await standIn(`transactions/${checkout.body.transactionId}/pay`, 'POST');
    await waitForDeliveries(paid.body.subscriptionId, 2);

    // Assess
    const expectedEnd = addTerm(new Date(paidUntil), 'Annual').toISOString();
    const [continued] = await eventually(
      () => licencesSeenBy(next),
      ([found]) => found?.support.state === 'active' && found.support.activeUntil === expectedEnd,
    );
    expect(continued!.support).toMatchObject({ autoRenewing: true, subscriptionId: paid.body.subscriptionId });
  });

  it('takes one licence out of a subscription that pays for several, from its next renewal', async () => {
    // Prepare
    const previous = uniqueEmail('move-two-from');
    const next = uniqueEmail('move-two-to');
    const bought = await buyAndPay({ slug: SUITE, quantity: 2, email: previous });
    const [first, second] = await licencesSeenBy(previous);

    // Act
    await transfer(previous, first!.licenceId, next);
    await waitForDeliveries(bought.subscriptionId!, 3);

    // Assess: the renewal charges for the licence the previous owner kept, and that licence still renews
    const subscription = await eventually(
      () => subscriptionSeenBy(previous, bought.subscriptionId!),
      (found) => found?.amountCents === 12_000,
    );
    expect([subscription?.status, subscription?.cancelsAt]).toEqual(['active', null]);
    const [kept] = (await licencesSeenBy(previous)).filter((licence) => licence.licenceId === second!.licenceId);
    expect(kept!.support).toMatchObject({ state: 'active', autoRenewing: true });
    const [moved] = await licencesSeenBy(next);
    expect(moved!.support).toMatchObject({ state: 'active', autoRenewing: false });
  });
});
