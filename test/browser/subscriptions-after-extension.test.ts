import { formatDate } from '../../lambdas/contract/formats';
import type { SubscriptionView } from '../../lambdas/contract/portal-views';
import { uniqueEmail } from '../support/auth-client';
import { signInContext, useTabs } from '../support/browser';
import { boughtThenCancelled, extendedAndPaid, licenceOf } from '../support/extension-scenarios';
import { stackUrl } from '../support/stack-url';

/**
 * A support subscription set to end whose licence an extension now renews, as a German reader sees `/de/subscriptions`
 * (ADRs 408, 409): it paid the running year and says until when, without claiming to renew it; instead of Resume it
 * says why, in German; the extension renews the licence.
 */
const SUITE = 'skydeck-suiteb737annual';
const EXTENSION = 'suite-nc-support-extension-b737-annual';

describe('/subscriptions after an extension replaced a cancelled subscription', () => {
  const tabs = useTabs({ locale: 'de-DE', timezoneId: 'UTC' });

  it('says in German until when the cancelled one paid, and why it cannot be resumed; the extension renews', async () => {
    // Prepare: support cancelled, then extended from its end, paid
    const email = uniqueEmail('replaced-de');
    const { bought, owner } = await boughtThenCancelled({ slug: SUITE, quantity: 1, email });
    const licenceId = licenceOf(bought.transactionId);
    const { paid } = await extendedAndPaid(owner, { slug: EXTENSION, licenceId });
    const listed = (await owner.get('/api/subscriptions')).body.subscriptions as SubscriptionView[];
    const paidUntil = listed.find((listing) => listing.subscriptionId === bought.subscriptionId)!.supports[0]!
      .paidUntil!;
    const page = await tabs.take();
    await signInContext(page.context(), owner);

    // Act
    await page.goto(`${stackUrl()}/de/subscriptions`);
    const replaced = page.locator(`[data-subscription-id="${bought.subscriptionId}"]`);
    const renewing = page.locator(`[data-subscription-id="${paid.body.subscriptionId}"]`);
    await replaced.waitFor();

    // Assess
    expect(await replaced.getByTestId('subscription-supports').textContent()).toBe(
      `Lizenz ${licenceId}, bezahlt bis ${formatDate(paidUntil, 'de')}`,
    );
    expect(await replaced.getByTestId('subscription-resume-refused').textContent()).toBe(
      `Der Support für ${licenceId} verlängert sich jetzt mit einem anderen Ihrer Abonnements; würden Sie dieses fortsetzen, würde derselbe Zeitraum zweimal berechnet. Kündigen Sie zuerst das andere, wenn sich stattdessen dieses verlängern soll.`,
    );
    expect(await replaced.getByRole('button', { name: 'Fortsetzen' }).count()).toBe(0);
    expect(await renewing.getByTestId('subscription-supports').textContent()).toBe(`Lizenz ${licenceId}`);
  });
});
