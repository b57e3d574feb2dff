import { addTerm } from '../../lambdas/domain/licences/support-extension';
import { uniqueEmail } from '../support/auth-client';
import { signInContext, useTabs } from '../support/browser';
import { mailedLicenceKeys } from '../support/mailbox';
import { buyAndPay, licencesSeenBy, ownerOf, subscriptionControl, waitForDeliveries } from '../support/portal-kit';
import { stackUrl } from '../support/stack-url';
import { untilInteractive } from './shop-helpers';

/** The extension pages say, before payment, until when support will run (ADR 312). */
describe('the support-extension pages in Chromium at 390 px', () => {
  const tabs = useTabs({ locale: 'en-GB', viewport: { width: 390, height: 800 } });
  const SUITE = 'skydeck-suiteb38mannual';
  const longDate = (iso: string) =>
    new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

  it('lists a signed-in buyer\u2019s licences to pick from, with no key to paste', async () => {
    // Prepare: a licence whose support lapsed (bought a year ago, its subscription ended now)
    const email = uniqueEmail('ext-page-own');
    const bought = await buyAndPay({ slug: SUITE, quantity: 1, email, paidMonthsAgo: 12 });
    await subscriptionControl(bought.subscriptionId!, 'cancel');
    const client = await ownerOf(email);
    const [licence] = await licencesSeenBy(email);
    const page = await tabs.take();
    await signInContext(page.context(), client);

    // Act
    await page.goto(`${stackUrl()}/buy-suite-nc-support-extension`);
    await untilInteractive(page);
    await page.getByRole('radio', { name: new RegExp(licence!.licenceId) }).check();

    // Assess
    expect(await page.getByLabel('Licence key').count()).toBe(0);
    const until = await page.getByTestId('extension-until').textContent();
    expect(until).toMatch(/^Support will run until \d{1,2} \w+ \d{4}\.$/);
    const href = await page.getByRole('link', { name: 'Continue', exact: true }).getAttribute('href');
    expect(href).toContain(`licenceId=${licence!.licenceId}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Act: the support page lists the same licence, leading to its extension
    await page.goto(`${stackUrl()}/extend-support-subscription`);
    await untilInteractive(page);

    // Assess
    const own = page.getByRole('list', { name: 'Your suite licences' });
    expect(await own.getByRole('link', { name: 'Extend support' }).getAttribute('href')).toBe(
      `/my-extend-support-subscription?licence=${licence!.licenceId}`,
    );
  });

  it('shows the current support end of a key someone else enters, and the extended end', async () => {
    // Prepare: support that ends at X and does not renew
    const email = uniqueEmail('ext-page-key');
    const bought = await buyAndPay({ slug: SUITE, quantity: 1, email });
    const [key] = await mailedLicenceKeys(email);
    const client = await ownerOf(email);
    await client.post(`/api/subscriptions/${bought.subscriptionId}/cancel`, {});
    await waitForDeliveries(bought.subscriptionId!, 3);
    const [licence] = await licencesSeenBy(email);
    const endsAt = (licence!.support as { activeUntil: string }).activeUntil;
    const page = await tabs.take();

    // Act
    await page.goto(`${stackUrl()}/buy-suite-nc-support-extension`);
    await untilInteractive(page);
    await page.getByLabel('Licence key').fill(key!);
    await page.getByRole('button', { name: 'Check licence key' }).click();

    // Assess
    await page.getByText(`Support runs until ${longDate(endsAt)}.`).waitFor();
    const extendedEnd = longDate(addTerm(new Date(endsAt), 'Annual').toISOString());
    expect(await page.getByTestId('extension-until').textContent()).toBe(
      `Support will run from ${longDate(endsAt)} until ${extendedEnd}.`,
    );

    // Act: on to the payment page
    await page.getByRole('link', { name: 'Continue', exact: true }).click();
    await page.getByLabel('E-mail address').fill(uniqueEmail('ext-page-giver'));
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    // Assess: said again where the buyer pays
    await page.getByTestId('pay-extension-until').waitFor();
    expect(await page.getByTestId('pay-extension-until').textContent()).toBe(
      `Support of licence ${licence!.licenceId} will run until ${extendedEnd}.`,
    );
  });

  it('says support is paused for a key someone enters, and sells nothing over the paused renewal', async () => {
    // Prepare: support paid for a year, its renewal paused by the buyer (ADR 416)
    const email = uniqueEmail('ext-page-paused');
    const bought = await buyAndPay({ slug: SUITE, quantity: 1, email });
    const [key] = await mailedLicenceKeys(email);
    await subscriptionControl(bought.subscriptionId!, 'pause');
    const [licence] = await licencesSeenBy(email);
    const page = await tabs.take();

    // Act
    await page.goto(`${stackUrl()}/buy-suite-nc-support-extension`);
    await untilInteractive(page);
    await page.getByLabel('Licence key').fill(key!);
    await page.getByRole('button', { name: 'Check licence key' }).click();

    // Assess: what the buyer's own page says, and no way on to a checkout that would refuse it
    const pausedSince = (licence!.support as { pausedSince: string }).pausedSince;
    await page.getByText(`Support paused since ${longDate(pausedSince)}`).waitFor();
    expect(await page.getByRole('button', { name: 'Continue', exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('link', { name: 'Continue', exact: true }).count()).toBe(0);
  });

  it('on the signed-in list, names the licence a link chose first, with the end support will reach', async () => {
    // Prepare
    // A licence whose support lapsed (bought a year ago, its subscription ended now)
    const email = uniqueEmail('ext-page-my');
    const bought = await buyAndPay({ slug: SUITE, quantity: 1, email, paidMonthsAgo: 12 });
    await subscriptionControl(bought.subscriptionId!, 'cancel');
    const client = await ownerOf(email);
    const [licence] = await licencesSeenBy(email);
    const page = await tabs.take();
    await signInContext(page.context(), client);

    // Act
    await page.goto(`${stackUrl()}/my-extend-support-subscription?licence=${licence!.licenceId}`);

    // Assess
    const card = page.locator(`[data-licence-id="${licence!.licenceId}"]`);
    expect(await card.getAttribute('aria-current')).toBe('true');
    expect(await card.getByTestId('extension-until').textContent()).toMatch(/^Support will run until /);
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((element) => element.getBoundingClientRect().right > 390)
        .map((element) => `${element.tagName}.${element.className}`),
    );
    expect(wide).toEqual([]);
  });
});
