import type { Page } from 'playwright-core';
import { adminRecordPath } from '../../lambdas/contract/routes';
import { removeOperator, closeOperatorPool } from '../../infra/operators/operators';
import { uniqueEmail, type AuthClient } from '../support/auth-client';
import { ADMIN_API, adminAction, operatorClient, testOperatorPool } from '../support/admin-kit';
import { signInContext, useTabs } from '../support/browser';
import { settledDeliveries, standIn } from '../support/paddle-test-kit';
import { buyAndPay, licencesSeenBy, subscriptionControl } from '../support/portal-kit';
import { stackUrl } from '../support/stack-url';
import { axeViolations } from './shop-helpers';

const SUITE = 'skydeck-suiteb38mannual';

/** The console on day 2 in Chromium: refunds as Paddle sees them, the home page, and an honest frame. */
describe('the operator console on day 2', () => {
  const tabs = useTabs({ locale: 'en-GB' });
  let operator: AuthClient;
  let operatorEmail: string;

  beforeAll(async () => {
    ({ client: operator, email: operatorEmail } = await operatorClient('day-two-operator'));
  });

  async function pageAs(client: AuthClient, width = 1280): Promise<Page> {
    const page = await tabs.take();
    await page.setViewportSize({ width, height: 900 });
    await signInContext(page.context(), client);
    return page;
  }

  it('refunds one seat while Paddle has not yet approved, and will not refund it twice', async () => {
    // Prepare: two seats; Paddle holds this order's refunds for review
    const buyer = uniqueEmail('day-two-refund');
    const { transactionId } = await buyAndPay({ slug: SUITE, quantity: 2, email: buyer });
    const [first, second] = [...(await licencesSeenBy(buyer))].sort((a, b) => a.licenceId.localeCompare(b.licenceId));
    await standIn(`transactions/${transactionId}/hold-refund-approval`, 'POST');
    const page = await pageAs(operator);
    await page.goto(`${stackUrl()}${adminRecordPath('order', transactionId)}`);

    // Act: one seat, chosen explicitly, the total on the button
    await page.getByRole('button', { name: 'Refund through Paddle…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund through Paddle' });
    const seats = dialog.getByRole('region', { name: 'Seats of this order' });
    const seatRows = await seats.getByRole('row').allTextContents();
    const wholeOrderChecked = await dialog.getByRole('radio', { name: /The whole order/ }).isChecked();
    const untouchedLabel = await dialog.getByRole('button', { name: /^Refund/ }).textContent();
    await dialog.getByRole('radio', { name: 'Some seats' }).check();
    await dialog.getByLabel(/^Number of seats/).fill('1');
    const takes = await dialog.getByText(/^Paddle takes back the order’s highest seats first/).textContent();
    const button = dialog.getByRole('button', { name: /^Refund €/ });
    const buttonLabel = await button.textContent();
    await dialog.getByLabel(/^Reason/).fill('bought one seat too many');
    await button.click();
    await page.getByText(/^Paddle was asked to refund €/).waitFor();
    const adjustmentId = (await page
      .getByRole('region', { name: 'Refunds and chargebacks' })
      .locator('td')
      .first()
      .textContent())!;
    await settledDeliveries(adjustmentId);
    await page.reload();
    const state = await page.getByTestId('order-state').textContent();
    const row = await page
      .getByRole('region', { name: 'Refunds and chargebacks' })
      .getByRole('row')
      .nth(1)
      .textContent();
    await page.getByRole('button', { name: 'Refund through Paddle…' }).click();
    const again = await page
      .getByRole('dialog', { name: 'Refund through Paddle' })
      .getByRole('region', { name: 'Seats of this order' })
      .getByRole('row')
      .allTextContents();
    const wholeOrderDisabled = await page
      .getByRole('dialog', { name: 'Refund through Paddle' })
      .getByRole('radio', { name: /The whole order/ })
      .isDisabled();

    // Assess
    expect(wholeOrderChecked).toBe(false);
    expect(untouchedLabel).toBe('Refund (choose what first)');
    expect(seatRows.slice(1).map((text) => text.includes(buyer) && /€[\d,]+\.\d\d/.test(text))).toEqual([true, true]);
    expect(takes).toContain(second!.licenceId);
    expect(takes).not.toContain(first!.licenceId);
    expect(buttonLabel).toMatch(/^Refund €[\d,]+\.\d\d$/);
    expect(state).toBe('Paid; a refund waits for Paddle’s approval');
    expect(row).toContain('waiting for approval');
    expect(row).toContain(`Operator ${operatorEmail}`);
    expect(again.find((text) => text.includes(second!.licenceId))).toContain('In a refund waiting for Paddle');
    expect(wholeOrderDisabled).toBe(true);
    expect((await licencesSeenBy(buyer)).map((licence) => licence.status)).toEqual(['active', 'active']);
  });

  it('warns before a refund takes a seat someone else now holds', async () => {
    // Prepare
    const buyer = uniqueEmail('day-two-other');
    const colleague = uniqueEmail('day-two-colleague');
    const { transactionId } = await buyAndPay({ slug: SUITE, quantity: 2, email: buyer });
    const [, second] = [...(await licencesSeenBy(buyer))].sort((a, b) => a.licenceId.localeCompare(b.licenceId));
    await adminAction(operator, ADMIN_API.licenceAction(second!.licenceId, 'reassign'), {
      email: colleague,
      reason: 'to a colleague',
    });
    const page = await pageAs(operator);
    await page.goto(`${stackUrl()}${adminRecordPath('order', transactionId)}`);

    // Act
    await page.getByRole('button', { name: 'Refund through Paddle…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund through Paddle' });
    await dialog.getByRole('radio', { name: 'Some seats' }).check();
    const warning = await dialog.getByRole('alert').textContent();

    // Assess
    expect(warning).toContain(`${second!.licenceId} now belongs to ${colleague}, not to the buyer ${buyer}`);
    expect(await dialog.getByLabel('Refund it anyway').isVisible()).toBe(true);
  });

  it('shows what happened today on the home page, each row linked to its page and to Paddle', async () => {
    // Prepare
    const buyer = uniqueEmail('day-two-home');
    const { transactionId } = await buyAndPay({ slug: SUITE, quantity: 1, email: buyer });
    const page = await pageAs(operator);

    // Act
    await page.goto(`${stackUrl()}/admin`);
    await page.getByRole('heading', { name: 'Today', level: 1 }).waitFor();
    const glance = await page.getByRole('region', { name: 'At a glance' }).locator('tbody th').allTextContents();
    const orders = page.getByRole('region', { name: 'Orders and renewals this week' });
    const orderRow = orders.getByRole('row').filter({ hasText: buyer });
    const paddleLink = await orderRow.getByRole('link', { name: /^Open in Paddle/ }).getAttribute('href');
    await orderRow.getByRole('link', { name: /^[0-9A-Z]{4}-[0-9A-Z]{4}$/ }).click();
    await page.getByRole('heading', { name: 'Order', level: 1 }).waitFor();

    // Assess
    expect(glance).toEqual([
      'Orders and renewals',
      'Refunds',
      'Chargebacks and disputes',
      'Licence moves',
      'Suppressed addresses',
      'Paddle deliveries failed',
      'Paid at Paddle, not applied',
    ]);
    expect(paddleLink).toBe(`/api/local/paddle/transactions/${transactionId}`);
    expect(page.url()).toBe(`${stackUrl()}${adminRecordPath('order', transactionId)}`);
  });

  it('fits the audit log in 1280 px, newest first, and signs out with one request', async () => {
    // Prepare: two entries with long reasons
    const buyer = uniqueEmail('day-two-audit');
    await buyAndPay({ slug: SUITE, quantity: 1, email: buyer });
    const [licence] = await licencesSeenBy(buyer);
    const long = 'the buyer explained at length on the phone why this is needed '.repeat(4).trim();
    await adminAction(operator, ADMIN_API.licenceAction(licence!.licenceId, 'revoke'), { reason: `first ${long}` });
    await adminAction(operator, ADMIN_API.licenceAction(licence!.licenceId, 'reinstate'), { reason: `second ${long}` });
    const { client: leaving } = await operatorClient('day-two-leaving');
    const page = await pageAs(leaving, 1280);
    await page.goto(`${stackUrl()}/admin/audit?target=${encodeURIComponent(`licence:${licence!.licenceId}`)}`);
    await page.getByRole('region', { name: 'Audit entries' }).waitFor();

    // Act
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      table: (() => {
        const region = document.querySelector('[aria-label="Audit entries"]')!;
        return region.scrollWidth - region.clientWidth;
      })(),
    }));
    const actions = await page
      .getByRole('region', { name: 'Audit entries' })
      .locator('tbody tr td:nth-child(3)')
      .allTextContents();
    const requests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/'))
        requests.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${stackUrl()}/`);
    await page.waitForLoadState('networkidle');

    // Assess
    expect(widths).toEqual({ page: 0, table: 0 });
    expect(actions).toEqual(['licence.reinstate', 'licence.revoke']);
    expect(requests.filter((request) => request.includes('sign-out'))).toEqual(['POST /api/auth/sign-out']);
    expect(requests.filter((request) => request.startsWith('GET /api/admin/'))).toEqual([]);
  });

  it('downloads the sales CSV for the dates as typed, before "Show" is pressed', async () => {
    // Prepare
    const page = await pageAs(operator);
    await page.goto(`${stackUrl()}/admin/reports/sales`);

    // Act
    await page.getByLabel('From', { exact: true }).fill('2026-10-01');
    await page.getByLabel('To', { exact: true }).fill('2026-10-31');
    const link = page.getByRole('link', { name: /^Download CSV/ });
    const href = new URL((await link.getAttribute('href'))!, stackUrl());

    // Assess
    expect(await link.textContent()).toBe('Download CSV (2026-10-01 to 2026-10-31)');
    expect([href.searchParams.get('from'), href.searchParams.get('to'), href.searchParams.get('format')]).toEqual([
      '2026-10-01',
      '2026-10-31',
      'csv',
    ]);
  });

  it('shows a refusal inline in the console, and sends a removed operator to sign in again', async () => {
    // Prepare
    const { client: removed, email } = await operatorClient('day-two-removed');
    const page = await pageAs(removed);

    // Act: a range the API refuses, then the operator is removed mid-session
    await page.goto(`${stackUrl()}/admin/audit?from=2026-11-02&to=2026-11-01`);
    const refusal = await page.getByRole('alert').textContent();
    const consoleKept = await page.getByRole('navigation', { name: 'Operator console' }).isVisible();
    const oops = await page.getByRole('heading', { name: 'Oops!' }).count();
    const pool = await testOperatorPool();
    await removeOperator(pool, email).finally(() => closeOperatorPool(pool));
    await page
      .getByRole('navigation', { name: 'Operator console' })
      .getByRole('link', { name: 'Sales report' })
      .click();
    await page.waitForURL(/\/sign-in\?redirect=/);

    // Assess
    expect(refusal).toBe('"to" must be on or after "from".');
    expect(consoleKept).toBe(true);
    expect(oops).toBe(0);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/admin/reports/sales');
  });

  it('gives lapsed support back as goodwill from the licence page, marked as given, not paid', async () => {
    // Prepare: a suite whose support lapsed a month ago
    const buyer = uniqueEmail('day-two-goodwill');
    const bought = await buyAndPay({ slug: SUITE, quantity: 1, email: buyer, paidMonthsAgo: 13 });
    await subscriptionControl(bought.subscriptionId!, 'lapse?monthsAgo=1');
    const licenceId = `lic_${bought.transactionId.slice(4)}_1`;
    const page = await pageAs(operator);
    await page.goto(`${stackUrl()}${adminRecordPath('licence', licenceId)}`);

    // Act
    await page.getByRole('button', { name: 'Give goodwill…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Give goodwill' });
    const untouched = await dialog.getByRole('button', { name: /^Give goodwill \(/ }).textContent();
    const violations = await axeViolations(page);
    await dialog.getByRole('radio', { name: /^Support months/ }).check();
    await dialog.getByLabel(/^Months of support/).fill('2');
    await dialog.getByLabel(/^Reason/).fill('an outage cost the buyer a month');
    await dialog.getByRole('button', { name: 'Give 2 months of support' }).click();
    await page.getByText(/^Support given as goodwill until/).waitFor();
    const given = await page
      .getByRole('region', { name: 'Ledger of paid time' })
      .locator('tr[data-source="goodwill"]')
      .textContent();

    // Assess
    expect(untouched).toBe('Give goodwill (choose what first)');
    expect(violations).toEqual([]);
    expect(given).toContain('Goodwill (no payment)');
    expect(given).toContain(`Given by ${operatorEmail}: an outage cost the buyer a month`);
    expect((await licencesSeenBy(buyer))[0]).toMatchObject({ support: { state: 'active' }, supportPaidBy: null });
  });
});
