import { signedUpClient, uniqueEmail } from '../support/auth-client';
import { signInContext, usePage } from '../support/browser';
import { eventually } from '../support/eventually';
import { shopMails } from '../support/mailbox';
import { buyAndPay } from '../support/portal-kit';
import { stackUrl } from '../support/stack-url';
import { axeViolations } from './shop-helpers';

const SUITE = 'skydeck-suiteb38mannual';

describe('/subscriptions in Chromium: cancel with a receipt, then Resume', () => {
  const tab = usePage({ locale: 'en-US' });

  it('cancels support, offers Resume until the end date, and resumes it as before', async () => {
    // Prepare: a buyer signed in with one support subscription
    const email = uniqueEmail('browser-resume');
    await buyAndPay({ slug: SUITE, quantity: 1, email });
    await signInContext(tab.context, await signedUpClient(email));
    const { page } = tab;
    await page.goto(`${stackUrl()}/subscriptions`);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Support for / }) });
    await card.getByText('Active, renews automatically').waitFor();
    expect(await card.getByRole('button', { name: 'Resume' }).count()).toBe(0);

    // Act: cancel at the period's end, after confirming
    await card.getByRole('button', { name: 'Cancel subscription' }).click();
    await card.getByRole('button', { name: 'Yes, cancel at period end' }).click();

    // Assess: ending, with Resume offered until then, and the receipt mailed
    await card.getByText(/^Cancelled — ends on /).waitFor();
    await card.getByTestId('subscription-resume-hint').waitFor();
    expect(await card.getByRole('button', { name: 'Cancel subscription' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    const receipts = await eventually(
      () => shopMails(email, 'subscription-cancelled'),
      (mails) => mails.length > 0,
    );
    expect(receipts).toHaveLength(1);

    // Act: Resume
    await card.getByRole('button', { name: 'Resume' }).click();

    // Assess: renewing again as Paddle's webhook reports it, cancellable again, and that receipt mailed too
    await card.getByText('Active, renews automatically').waitFor();
    await card.getByRole('button', { name: 'Cancel subscription' }).waitFor();
    expect(await card.getByRole('button', { name: 'Resume' }).count()).toBe(0);
    expect(await card.getByText(/^Next billing date/).count()).toBe(1);
    const resumed = await eventually(
      () => shopMails(email, 'subscription-resumed'),
      (mails) => mails.length > 0,
    );
    expect(resumed).toHaveLength(1);
    expect(tab.pageErrors).toEqual([]);
  });
});
