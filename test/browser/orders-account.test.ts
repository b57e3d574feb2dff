import type { Page } from 'playwright-core';
import { AuthClient, signedUpClient, uniqueEmail } from '../support/auth-client';
import { signInContext, useTabs } from '../support/browser';
import { standIn } from '../support/paddle-test-kit';
import { buyAndPay, subscriptionControl, waitForDeliveries } from '../support/portal-kit';
import { stackUrl } from '../support/stack-url';
import { axeViolations } from './shop-helpers';

const PASSWORD = 'correct horse battery';
const SUITE = 'skydeck-suiteb38mannual';

/** `/orders` and `/account` in Chromium (ADR 290–293): what a buyer sees and downloads, at 390 and 1280 px. */
describe('my orders and my account in Chromium', () => {
  const tabs = useTabs({ locale: 'en-GB' });

  async function signedInPage(client: AuthClient, width: number): Promise<Page> {
    const page = await tabs.take();
    await page.setViewportSize({ width, height: 900 });
    await signInContext(page.context(), client);
    return page;
  }

  const overflowOf = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

  it('lists the orders with VAT and status, downloads an invoice PDF, and is axe clean at 390 and 1280 px', async () => {
    // Prepare
    const email = uniqueEmail('orders-page');
    const purchase = await buyAndPay({ slug: SUITE, quantity: 2, email });
    await subscriptionControl(purchase.subscriptionId!, 'renew');
    const client = await signedUpClient(email, PASSWORD);
    const results: Record<number, { overflow: number; violations: unknown[] }> = {};
    let page: Page | undefined;

    // Act
    for (const width of [390, 1280]) {
      page = await signedInPage(client, width);
      await page.goto(`${stackUrl()}/orders`);
      await page.getByRole('heading', { name: 'My orders', level: 1 }).waitFor();
      await page.getByTestId('order-status').first().waitFor();
      results[width] = { overflow: await overflowOf(page), violations: await axeViolations(page) };
    }
    const order = page!.getByRole('listitem').filter({ has: page!.getByRole('heading', { name: /^Order of / }) });
    const href = await order.getByRole('link', { name: 'Download invoice' }).getAttribute('href');
    const invoice = await page!.request.get(`${stackUrl()}${href}`);
    const navOrders = page!.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My orders' });
    // The navigation loads lazily and shows the signed-in links once its own session check has answered.
    await navOrders.first().waitFor();

    // Assess
    expect(results).toEqual({ 390: { overflow: 0, violations: [] }, 1280: { overflow: 0, violations: [] } });
    expect(await page!.getByRole('listitem', { name: /^(Order|Renewal) of / }).count()).toBe(2);
    expect(await order.getByTestId('order-status').textContent()).toBe('Paid');
    expect(await order.getByText(/^VAT$/).count()).toBe(1);
    expect(invoice.status()).toBe(200);
    expect(invoice.headers()['content-type']).toBe('application/pdf');
    expect((await invoice.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await navOrders.count()).toBe(1);
  });

  it('shows each refund with its credit note and the net paid on /orders and the confirmation, and the revoked key', async () => {
    // Prepare: two B38M suites (1,800.00 each with the stand-in's 20 % VAT), one of them refunded
    const email = uniqueEmail('orders-refund');
    const { transactionId } = await buyAndPay({ slug: SUITE, quantity: 2, email });
    const { priceId } = (await standIn(`transactions/${transactionId}`)).body.lines[0];
    const refund = await standIn(`transactions/${transactionId}/refund`, 'POST', { lines: [{ priceId, quantity: 1 }] });
    await waitForDeliveries(refund.body.adjustmentId, 2);
    const page = await signedInPage(await signedUpClient(email, PASSWORD), 390);

    // Act: the order on /orders, and its credit note
    await page.goto(`${stackUrl()}/orders?order=${transactionId}`);
    const order = page.getByRole('listitem', { name: /^Order of / });
    await order.getByTestId('order-refund').waitFor();
    const onOrders = {
      refunds: await order.getByTestId('order-refund').allTextContents(),
      netPaid: await order.getByTestId('order-net-paid').textContent(),
      status: await order.getByTestId('order-status').textContent(),
      axe: await axeViolations(page),
    };
    const creditNoteHref = await order.getByRole('link', { name: /^Credit note of / }).getAttribute('href');
    const creditNote = await page.request.get(`${stackUrl()}${creditNoteHref}`);

    // Act: the licences, then the confirmation opened again from the payment link
    await page.goto(`${stackUrl()}/licenses`);
    await page.getByTestId('licence-key-revoked').waitFor();
    const keys = {
      revoked: await page.getByTestId('licence-key-revoked').count(),
      live: await page.getByTestId('licence-key').count(),
      copy: await page.getByRole('button', { name: 'Copy key' }).count(),
    };
    await page.goto(`${stackUrl()}/pay?_ptxn=${transactionId}`);
    await page.getByRole('heading', { name: 'Thank you for your purchase.' }).waitFor();
    await page.getByTestId('order-refund').waitFor();
    const onConfirmation = {
      refunds: await page.getByTestId('order-refund').allTextContents(),
      netPaid: await page.getByTestId('order-net-paid').textContent(),
      creditNote: await page.getByRole('link', { name: /^Credit note of / }).getAttribute('href'),
      axe: await axeViolations(page),
    };

    // Assess
    expect(onOrders).toEqual({
      refunds: [expect.stringMatching(/^− €1,800\.00\s*Credit note$/)],
      netPaid: '€1,800.00',
      status: 'Partly refunded',
      axe: [],
    });
    expect(creditNote.headers()['content-type']).toBe('application/pdf');
    expect(keys).toEqual({ revoked: 1, live: 1, copy: 1 });
    expect(onConfirmation).toEqual({
      refunds: [expect.stringMatching(/^− €1,800\.00\s*Credit note$/)],
      netPaid: '€1,800.00',
      creditNote: creditNoteHref,
      axe: [],
    });
  });

  it('says on the confirmation of a wholly refunded order that its keys no longer work', async () => {
    // Prepare
    const email = uniqueEmail('confirmation-refund');
    const { transactionId } = await buyAndPay({ slug: SUITE, quantity: 1, email });
    const refund = await standIn(`transactions/${transactionId}/refund`, 'POST', {});
    await waitForDeliveries(refund.body.adjustmentId, 2);
    const page = await tabs.take();

    // Act: a guest opens the payment link again
    await page.goto(`${stackUrl()}/pay?_ptxn=${transactionId}`);
    await page.getByTestId('order-refunded').waitFor();

    // Assess: no credit note for a guest (the invoice link needs the owner signed in), nothing left paid
    expect(await page.getByTestId('order-net-paid').textContent()).toBe('€0.00');
    expect(await page.getByRole('link', { name: /^Credit note/ }).count()).toBe(0);
    expect(await page.getByText('Your licence key has been issued', { exact: false }).count()).toBe(0);
  });

  it('offers change password, sign out everywhere, my data and deleting the account, and deletes it', async () => {
    // Prepare
    const email = uniqueEmail('account-page');
    await buyAndPay({ slug: SUITE, quantity: 1, email });
    const client = await signedUpClient(email, PASSWORD);
    const page = await signedInPage(client, 390);

    // Act
    await page.goto(`${stackUrl()}/account`);
    await page.getByRole('heading', { name: 'Change password' }).waitFor();
    const overflow = await overflowOf(page);
    const violations = await axeViolations(page);
    const exportHref = await page.getByRole('link', { name: 'Download my data' }).getAttribute('href');
    const exported = await page.request.get(`${stackUrl()}${exportHref}`);
    const signOutEverywhere = await page.getByRole('button', { name: 'Sign out everywhere' }).count();
    await page.getByRole('button', { name: 'Delete my account…' }).click();
    await page.getByLabel('Your password').fill('not my password');
    await page.getByRole('button', { name: 'Delete my account', exact: true }).click();
    const refusal = page.getByText('The password is not correct. Your account has not been deleted.');
    await refusal.waitFor();
    const refused = await refusal.count();
    await page.getByLabel('Your password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Delete my account', exact: true }).click();
    await page.waitForURL(`${stackUrl()}/account-deleted`);
    await page.getByRole('heading', { name: 'Your account is deleted' }).waitFor();
    const kept = await page.getByRole('heading', { name: 'What we keep, and why' }).count();
    const deletedViolations = await axeViolations(page);
    const again = await signedUpClient(email, 'a brand new password');

    // Assess
    expect(overflow).toBe(0);
    expect(violations).toEqual([]);
    expect(exported.headers()['content-disposition']).toMatch(/^attachment/);
    expect((await exported.json()).account.email).toBe(email);
    expect(signOutEverywhere).toBe(1);
    expect(refused).toBe(1);
    expect(kept).toBe(1);
    expect(deletedViolations).toEqual([]);
    expect((await again.get('/api/licenses')).body.licences).toHaveLength(1);
  });
});
