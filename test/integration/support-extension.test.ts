import { addTerm } from '../../lambdas/domain/licences/support-extension';
import type { LicenceView } from '../../lambdas/contract/portal-views';
import { uniqueEmail } from '../support/auth-client';
import { eventually } from '../support/eventually';
import { mailedLicenceKeys, shopMails } from '../support/mailbox';
import { orderSummary, postCheckout, standIn } from '../support/paddle-test-kit';
import { buyAndPay, licencesSeenBy, ownerOf, subscriptionSeenBy, waitForDeliveries } from '../support/portal-kit';

/** An extension starts where support ends, and a covered period is never sold twice (ADR 312). */
const SUITE = 'skydeck-suiteb38mannual';
const EXTENSION = 'suite-nc-support-extension-b38m-annual';
const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

async function onlyLicence(email: string): Promise<LicenceView> {
  const [licence] = await licencesSeenBy(email);
  return licence!;
}

/** Pays a started checkout in the stand-in and waits for the payment's and the new subscription's webhooks. */
async function pay(transactionId: string): Promise<string> {
  const paid = await standIn(`transactions/${transactionId}/pay`, 'POST');
  await waitForDeliveries(transactionId, 1);
  // subscription.created and .activated, then the billing-date change the payment asks for.
  await waitForDeliveries(paid.body.subscriptionId, 2);
  return paid.body.subscriptionId as string;
}

describe('a support extension of a licence whose support still runs', () => {
  it('is refused with 409 while support renews by itself, signed in or with the key', async () => {
    // Prepare
    const email = uniqueEmail('ext-renewing');
    await buyAndPay({ slug: SUITE, quantity: 1, email });
    const [key] = await mailedLicenceKeys(email);
    const licence = await onlyLicence(email);
    expect(licence.support).toMatchObject({ state: 'active', autoRenewing: true });
    const owner = await ownerOf(email);

    // Act
    const signedIn = await owner.post('/api/checkout', {
      slug: EXTENSION,
      quantity: 1,
      secondaryQuantity: 0,
      licenceId: licence.licenceId,
    });
    const guest = await postCheckout({
      slug: EXTENSION,
      quantity: 1,
      secondaryQuantity: 0,
      licenceKey: key,
      email: uniqueEmail('ext-giver'),
    });

    // Assess
    const message = `Support for this licence already renews automatically on ${longDate(
      (licence.support as { activeUntil: string }).activeUntil,
    )}; an extension would pay for the same period twice. Cancel the renewal first if you want to extend it with another term.`;
    expect([signedIn.status, signedIn.body.error]).toEqual([409, { code: 'SUPPORT_ALREADY_RENEWS', message }]);
    expect([guest.status, guest.body.error.code]).toEqual([409, 'SUPPORT_ALREADY_RENEWS']);
  });

  it('runs from the end of support that will not renew, moves Paddle\u2019s renewal there, and says the date', async () => {
    // Prepare: support that ends at X (its renewal cancelled)
    const email = uniqueEmail('ext-cancelled');
    const bought = await buyAndPay({ slug: SUITE, quantity: 1, email });
    const owner = await ownerOf(email);
    expect((await owner.post(`/api/subscriptions/${bought.subscriptionId}/cancel`, {})).status).toBe(200);
    await waitForDeliveries(bought.subscriptionId!, 3);
    const before = await onlyLicence(email);
    expect(before.support).toMatchObject({ state: 'active', autoRenewing: false });
    const endsAt = (before.support as { activeUntil: string }).activeUntil;
    const expectedEnd = addTerm(new Date(endsAt), 'Annual').toISOString();

    // Act
    const checkout = await owner.post('/api/checkout', {
      slug: EXTENSION,
      quantity: 1,
      secondaryQuantity: 0,
      licenceId: before.licenceId,
    });
    const beforePayment = (await orderSummary(checkout.body.transactionId)).body;
    const subscriptionId = await pay(checkout.body.transactionId);

    // Assess: the payment page said until when, and support runs until X + 1 year, not a second year over X
    expect(beforePayment.supportExtension).toEqual({
      licenceId: before.licenceId,
      activeUntil: null,
      runsUntil: expectedEnd,
    });
    const after = await eventually(
      () => onlyLicence(email),
      (licence) => licence.support.state === 'active' && licence.support.activeUntil === expectedEnd,
    );
    expect(after.support).toEqual({ state: 'active', activeUntil: expectedEnd, autoRenewing: true, subscriptionId });
    // Paddle's subscription renews then, not a year after the payment
    const subscription = await subscriptionSeenBy(email, subscriptionId);
    expect([subscription?.currentPeriodEnd, subscription?.nextBilledAt]).toEqual([expectedEnd, expectedEnd]);
    const [mail] = await eventually(
      () => shopMails(email, 'order-paid'),
      (mails) => mails.some((found) => found.text.includes('now runs until')),
    );
    expect(mail!.text).toContain(
      `The support of licence ${before.licenceId} is extended: it now runs until ${longDate(expectedEnd)}.`,
    );

    // Act: the same period again
    const again = await owner.post('/api/checkout', {
      slug: EXTENSION,
      quantity: 1,
      secondaryQuantity: 0,
      licenceId: before.licenceId,
    });

    // Assess
    expect([again.status, again.body.error.code]).toEqual([409, 'SUPPORT_ALREADY_RENEWS']);
  });

  it('bought by someone else with the key, tells the owner until when support now runs', async () => {
    // Prepare
    const email = uniqueEmail('ext-owner');
    const giver = uniqueEmail('ext-gift');
    const bought = await buyAndPay({ slug: SUITE, quantity: 1, email });
    const [key] = await mailedLicenceKeys(email);
    const owner = await ownerOf(email);
    await owner.post(`/api/subscriptions/${bought.subscriptionId}/cancel`, {});
    await waitForDeliveries(bought.subscriptionId!, 3);
    const endsAt = ((await onlyLicence(email)).support as { activeUntil: string }).activeUntil;
    const expectedEnd = addTerm(new Date(endsAt), 'Annual').toISOString();

    // Act
    const checkout = await postCheckout({
      slug: EXTENSION,
      quantity: 1,
      secondaryQuantity: 0,
      licenceKey: key,
      email: giver,
    });
    expect(checkout.status).toBe(201);
    await pay(checkout.body.transactionId);

    // Assess
    const [notice] = await eventually(
      () => shopMails(email, 'support-extended-owner'),
      (mails) => mails.length > 0,
    );
    expect(notice!.subject).toBe('SkyDeck: support for your licence was extended');
    expect(notice!.text).toContain(`Its support now runs until ${longDate(expectedEnd)}.`);
    expect(notice!.text).not.toContain(giver);
  });
});
