import type { Page } from 'playwright-core';
import { formatDate } from '../../lambdas/contract/formats';
import { addTerm } from '../../lambdas/domain/licences/support-extension';
import { uniqueEmail } from '../support/auth-client';
import { signInContext, useTabs } from '../support/browser';
import { eventually } from '../support/eventually';
import { standIn } from '../support/paddle-test-kit';
import { buyAndPay, licencesSeenBy, ownerOf, subscriptionControl, waitForDeliveries } from '../support/portal-kit';
import { stackUrl } from '../support/stack-url';

/**
 * A licence given away, continued by its new owner with an extension of their own, and the previous owner's renewal
 * a year later, as both buyers see them at /licenses and /subscriptions (ADR 313, ADR 400): each pays for, and is
 * renewed for, exactly the licence they hold; nobody is offered a period already paid.
 */
const SUITE = 'skydeck-suiteb737annual';
/** Dates as the shop writes them for an English reader (the one formatter of pages and mails). */
const longDate = (iso: string) => formatDate(iso, 'en');
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('support after a transfer, as both buyers see it', () => {
  // An English reader in UTC: the pages write dates as the shop's formatter does for English (lambdas/contract/formats.ts).
  const tabs = useTabs({ locale: 'en-GB', timezoneId: 'UTC' });

  async function signedInPage(email: string): Promise<Page> {
    const page = await tabs.take();
    await signInContext(page.context(), await ownerOf(email));
    return page;
  }

  /** The licence's card at /licenses, freshly loaded. */
  async function licenceCard(page: Page, licenceId: string) {
    await page.goto(`${stackUrl()}/licenses`);
    const card = page.getByRole('listitem', { name: new RegExp(licenceId) });
    await card.waitFor();
    return card;
  }

  /** The subscription's card at /subscriptions, freshly loaded. */
  async function subscriptionCard(page: Page, subscriptionId: string) {
    await page.goto(`${stackUrl()}/subscriptions`);
    const card = page.locator(`[data-subscription-id="${subscriptionId}"]`);
    await card.waitFor();
    return card;
  }

  it('shows each owner what they pay for and what renews for them, through the new owner\u2019s extension and the old owner\u2019s renewal', async () => {
    // Prepare: X buys two suites and gives the second to Y
    const x = uniqueEmail('shown-x');
    const y = uniqueEmail('shown-y');
    const bought = await buyAndPay({ slug: SUITE, quantity: 2, email: x });
    const [kept, given] = [...(await licencesSeenBy(x))].sort((a, b) => a.licenceId.localeCompare(b.licenceId));
    const yearEnd = (kept!.support as { activeUntil: string }).activeUntil;
    const nextYearEnd = addTerm(new Date(yearEnd), 'Annual').toISOString();
    expect((await (await ownerOf(x)).post(`/api/licenses/${given!.licenceId}/transfer`, { email: y })).status).toBe(
      200,
    );
    expect((await (await ownerOf(y)).post(`/api/licenses/${given!.licenceId}/transfer/accept`, {})).status).toBe(200);
    await waitForDeliveries(bought.subscriptionId!, 3);
    const pageOfX = await signedInPage(x);
    const pageOfY = await signedInPage(y);

    // Assess: Y holds a year paid by X that does not renew for Y, and may continue it from its end
    const given1 = await licenceCard(pageOfY, given!.licenceId);
    await given1
      .getByText(`Support active until ${longDate(yearEnd)}, paid by the previous owner; it does not renew for you`)
      .waitFor();
    const continueLink = given1.getByRole('link', { name: `Continue support from ${longDate(yearEnd)}` });
    // X's subscription now pays for the licence X kept, and only for it
    const ofX1 = await subscriptionCard(pageOfX, bought.subscriptionId!);
    expect(await ofX1.getByTestId('subscription-supports').textContent()).toBe(`Licence ${kept!.licenceId}`);
    // Paddle's preview of its next charge is one licence's year, €120 plus 20 % VAT (two would be €288.00)
    await ofX1.getByText(/^€144\.00 \(including €24\.00 VAT\)$/).waitFor();

    // Act: Y continues support from the page, and pays
    await continueLink.click();
    await pageOfY.getByRole('link', { name: 'Continue' }).click();
    await pageOfY.getByRole('button', { name: 'Continue to payment' }).click();
    await pageOfY.getByRole('button', { name: 'Pay (test)' }).click();
    await pageOfY.getByRole('heading', { name: 'Thank you for your purchase.' }).waitFor();
    await pageOfY
      .getByTestId('extension-result')
      .filter({ hasText: `Support of licence ${given!.licenceId} now runs until ${longDate(nextYearEnd)}` })
      .waitFor();

    // Assess: Y's licence runs a year longer and renews by Y's own subscription, which Y sees and may cancel
    const extended = await eventually(
      async () => (await licencesSeenBy(y)).find((licence) => licence.licenceId === given!.licenceId)!,
      (licence) => licence.support.state === 'active' && licence.support.autoRenewing,
    );
    const extensionId = (extended.support as { subscriptionId: string }).subscriptionId;
    const given2 = await licenceCard(pageOfY, given!.licenceId);
    await given2
      .getByText(new RegExp(`^Support active until ${escaped(longDate(nextYearEnd))}, .*renews automatically$`))
      .waitFor();
    expect(await given2.getByRole('link', { name: /^(Continue|Extend) support/ }).count()).toBe(0);
    const ofY = await subscriptionCard(pageOfY, extensionId);
    expect(await ofY.getByTestId('subscription-supports').textContent()).toBe(`Licence ${given!.licenceId}`);
    await ofY.getByText('Active, renews automatically').waitFor();

    // Act: a year on, X's subscription renews
    await subscriptionControl(bought.subscriptionId!, 'renew');
    const renewal = (await standIn(`transactions/${bought.transactionId}`)).body;
    expect(renewal.status).toBe('completed');

    // Assess: X's renewal paid for X's licence alone; Y's licence is still Y's to renew, not offered again
    const kept2 = await licenceCard(pageOfX, kept!.licenceId);
    await kept2.getByText(`Support active until ${longDate(nextYearEnd)}, renews automatically`).waitFor();
    expect(await pageOfX.getByRole('listitem', { name: new RegExp(given!.licenceId) }).count()).toBe(0);
    const ofX2 = await subscriptionCard(pageOfX, bought.subscriptionId!);
    expect(await ofX2.getByTestId('subscription-supports').textContent()).toBe(`Licence ${kept!.licenceId}`);
    await ofX2.getByText(/^€144\.00 \(including €24\.00 VAT\)$/).waitFor();
    const given3 = await licenceCard(pageOfY, given!.licenceId);
    await given3
      .getByText(new RegExp(`^Support active until ${escaped(longDate(nextYearEnd))}, .*renews automatically$`))
      .waitFor();
    expect(await given3.getByRole('link', { name: /^(Continue|Extend) support/ }).count()).toBe(0);
  });
});
