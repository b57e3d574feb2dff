import { adminRecordPath } from '../../lambdas/contract/routes';
import { uniqueEmail, type AuthClient } from '../support/auth-client';
import { operatorClient } from '../support/admin-kit';
import { signInContext, useTabs } from '../support/browser';
import { buyAndPay, licencesSeenBy, subscriptionControl } from '../support/portal-kit';
import { stackUrl } from '../support/stack-url';

/**
 * The console's licence page reads the licence's ledger (ADRs 400, 401): its standing, the support extension quote
 * an operator gives on the phone — the buyer's own quote — and every period paid.
 */
describe('the console licence page in Chromium', () => {
  const tabs = useTabs({ locale: 'en-GB' });
  let operator: AuthClient;

  beforeAll(async () => {
    operator = (await operatorClient('console-ledger')).client;
  });

  it('quotes the extension of a lapsed licence as the buyer is quoted, with its catch-up months and its ledger', async () => {
    // Prepare: a suite whose paid year ended four months ago, its subscription with it
    const email = uniqueEmail('console-ledger');
    const bought = await buyAndPay({ slug: 'skydeck-suiteb737annual', quantity: 1, email });
    await subscriptionControl(bought.subscriptionId!, 'cancel');
    const [licence] = await licencesSeenBy(email);
    const aged = await fetch(`${stackUrl()}/api/local/ledger/${licence!.licenceId}/age?months=16`, { method: 'POST' });
    expect(aged.status).toBe(200);
    await subscriptionControl(bought.subscriptionId!, 'lapse?monthsAgo=4');
    const keyStatus = await fetch(
      `${stackUrl()}/api/licence-keys/status?key=${encodeURIComponent(licence!.licenceKey)}`,
    );
    const page = await tabs.take();
    await signInContext(page.context(), operator);

    // Act
    await page.goto(`${stackUrl()}${adminRecordPath('licence', licence!.licenceId)}`);
    await page.getByRole('heading', { name: 'Support and paid time', level: 2 }).waitFor();

    // Assess: the months the buyer's key status counts, priced 120 + 4 × 10 a year, 13 + 4 × 10 a month
    expect((await keyStatus.json()).catchUpMonths).toBe(4);
    expect(await page.getByTestId('standing-catch-up').textContent()).toBe('4');
    expect(await page.getByTestId('standing-support').textContent()).toMatch(/^lapsed since /);
    const quote = page.getByRole('region', { name: 'Support extension quote' });
    const rows = await quote
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].slice(0, 3).map((td) => td.textContent)));
    expect(rows).toEqual([
      ['Annual', '€160.00', '4'],
      ['Monthly', '€53.00', '4'],
    ]);
    const ledger = page.getByRole('region', { name: 'Ledger of paid time' });
    const entries = await ledger
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].slice(2, 6).map((td) => td.textContent)));
    expect(entries).toEqual([['purchase', 'paid', email, bought.transactionId]]);
  });
});
