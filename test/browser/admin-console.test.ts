import type { Page } from 'playwright-core';
import { adminRecordPath } from '../../lambdas/contract/routes';
import { signedUpClient, uniqueEmail, type AuthClient } from '../support/auth-client';
import { operatorClient } from '../support/admin-kit';
import { signInContext, useTabs } from '../support/browser';
import { eventually } from '../support/eventually';
import { mailedLicenceKeys, shopMails } from '../support/mailbox';
import { buyAndPay, licencesSeenBy } from '../support/portal-kit';
import { stackUrl } from '../support/stack-url';
import { axeViolations } from './shop-helpers';

const SUITE = 'skydeck-suiteb737annual';

/** The operator console at `/admin` in Chromium (docs/product/console.md): the two requests support meets most, and its guard. */
describe('the operator console in Chromium', () => {
  const tabs = useTabs({ locale: 'en-GB' });
  let operator: AuthClient;

  beforeAll(async () => {
    operator = (await operatorClient('console-operator')).client;
  });

  async function pageAs(client: AuthClient, width = 1280): Promise<Page> {
    const page = await tabs.take();
    await page.setViewportSize({ width, height: 900 });
    await signInContext(page.context(), client);
    return page;
  }

  /** Confirms the open dialog's action with a reason (and a new address where it asks for one). */
  async function confirmAction(page: Page, button: string, done: string, reason: string, email?: string) {
    await page.getByRole('button', { name: `${button}…` }).click();
    const dialog = page.getByRole('dialog', { name: button });
    if (email) await dialog.getByLabel('New e-mail address').fill(email);
    await dialog.getByLabel(/^Reason/).fill(reason);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(done).waitFor();
  }

  it('answers "paid, no keys": finds the buyer by the start of their address and re-sends the order mail', async () => {
    // Prepare
    const buyer = uniqueEmail('no-keys');
    const { transactionId } = await buyAndPay({ slug: SUITE, quantity: 1, email: buyer });
    await mailedLicenceKeys(buyer);
    const page = await pageAs(operator);

    // Act: search, open the order, re-send
    await page.goto(`${stackUrl()}/admin/search`);
    await page.getByLabel(/^E-mail or part of it/).fill(buyer.slice(0, buyer.indexOf('@')));
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('region', { name: 'Orders' }).getByRole('link', { name: transactionId }).click();
    await page.getByRole('heading', { name: 'Order', level: 1 }).waitFor();
    const atPaddle = await page.getByTestId('paddle-status').textContent();
    await confirmAction(
      page,
      'Re-send the order mail',
      'The order mail was re-sent.',
      'Buyer says the keys never arrived',
    );

    // Assess: the buyer has the re-send, the order page shows it and the reason
    const resent = await eventually(
      () => shopMails(buyer, 'order-resend'),
      (mails) => mails.length > 0,
    );
    expect(atPaddle).toMatch(/^completed \(/);
    expect(resent.map((mail) => mail.subject.startsWith('Re-sent: '))).toEqual([true]);
    await page
      .getByRole('region', { name: 'Mails' })
      .getByText(/^order-resend/)
      .waitFor();
    await page.getByText('Reason: Buyer says the keys never arrived').waitFor();
  });

  it('moves a licence on request: the new owner holds it, the old key is superseded, both are told', async () => {
    // Prepare
    const buyer = uniqueEmail('moving-from');
    const newOwner = uniqueEmail('moving-to');
    await buyAndPay({ slug: SUITE, quantity: 1, email: buyer });
    const [oldKey] = await mailedLicenceKeys(buyer);
    const [licence] = await licencesSeenBy(buyer);
    const page = await pageAs(operator);

    // Act: find the licence by its key, move it
    await page.goto(`${stackUrl()}/admin/search`);
    await page.getByLabel(/^E-mail or part of it/).fill(oldKey!);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('region', { name: 'Licences' }).getByRole('link', { name: licence!.licenceId }).click();
    await page.getByRole('heading', { name: 'Licence', level: 1 }).waitFor();
    await confirmAction(
      page,
      'Move the licence to a new owner',
      'The licence moved to its new owner; both were mailed.',
      'Company moved to a new address',
      newOwner,
    );

    // Assess
    const keyStatus = await fetch(`${stackUrl()}/api/licence-keys/status?key=${encodeURIComponent(oldKey!)}`);
    const held = await licencesSeenBy(newOwner);
    await page.getByRole('region', { name: 'Owners over time' }).getByText(newOwner).waitFor();
    expect((await keyStatus.json()).state).toBe('superseded');
    expect(held.map((moved) => moved.licenceId)).toEqual([licence!.licenceId]);
    expect(await licencesSeenBy(buyer)).toEqual([]);
    expect((await shopMails(newOwner)).length).toBeGreaterThan(0);
    expect((await shopMails(buyer)).length).toBeGreaterThan(1);
  });

  it('tells a signed-in buyer "Not authorised" and asks the admin API for nothing', async () => {
    // Prepare
    const buyer = await signedUpClient(uniqueEmail('curious-buyer'), 'correct horse battery');
    const page = await pageAs(buyer);
    const adminRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/admin/')) adminRequests.push(request.url());
    });

    // Act
    await page.goto(`${stackUrl()}${adminRecordPath('order', 'txn_01abc')}`);
    await page.getByRole('heading', { name: 'Not authorised', level: 1 }).waitFor();
    await page.goto(`${stackUrl()}/admin/search?q=someone`);
    await page.getByRole('heading', { name: 'Not authorised', level: 1 }).waitFor();

    // Assess
    expect(adminRequests).toEqual([]);
    expect(
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByText(/admin|operator/i)
        .count(),
    ).toBe(0);
  });

  describe('every console page and dialog', () => {
    let transactionId: string;
    let pages: string[];

    beforeAll(async () => {
      const buyer = uniqueEmail('console-pages');
      ({ transactionId } = await buyAndPay({ slug: SUITE, quantity: 1, email: buyer }));
      const [licence] = await licencesSeenBy(buyer);
      pages = [
        '/admin',
        `/admin/search?q=${encodeURIComponent(buyer)}`,
        adminRecordPath('order', transactionId),
        adminRecordPath('buyer', buyer),
        adminRecordPath('licence', licence!.licenceId),
        '/admin/audit',
        '/admin/reports/sales',
      ];
    });

    it.each([390, 1280])('is axe clean and fits %d px on every console page', async (width) => {
      // Prepare
      const page = await pageAs(operator, width);
      const results: Record<string, { overflow: number; violations: unknown[] }> = {};

      // Act
      for (const path of pages) {
        await page.goto(`${stackUrl()}${path}`);
        await page.getByRole('navigation', { name: 'Operator console' }).waitFor();
        await page.locator('h1').first().waitFor();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        results[path] = { overflow, violations: await axeViolations(page) };
      }

      // Assess
      const failing = Object.entries(results).filter(([, { overflow, violations }]) => overflow || violations.length);
      expect(failing).toEqual([]);
    });

    it('keeps focus in an axe-clean dialog at 390 px, and downloads the sales report as CSV', async () => {
      // Prepare
      const page = await pageAs(operator, 390);
      await page.goto(`${stackUrl()}${adminRecordPath('order', transactionId)}`);

      // Act
      await page.getByRole('button', { name: 'Refund through Paddle…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Refund through Paddle' });
      await dialog.getByLabel(/^Reason/).waitFor();
      const dialogViolations = await axeViolations(page);
      const focusInDialog = await dialog.evaluate((element) => element.contains(document.activeElement));
      const focusStaysInside: boolean[] = [];
      for (let tab = 0; tab < 10; tab += 1) {
        await page.keyboard.press(tab < 6 ? 'Tab' : 'Shift+Tab');
        focusStaysInside.push(await dialog.evaluate((element) => element.contains(document.activeElement)));
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await page.goto(`${stackUrl()}/admin/reports/sales`);
      const href = await page.getByRole('link', { name: /^Download CSV/ }).getAttribute('href');
      const csv = await page.request.get(`${stackUrl()}${href}`);

      // Assess
      expect([dialogViolations, focusInDialog]).toEqual([[], true]);
      expect(focusStaysInside).not.toContain(false);
      expect(csv.status()).toBe(200);
      expect(csv.headers()['content-type']).toMatch(/^text\/csv/);
      expect(await csv.text()).toContain(SUITE);
    });
  });

  it("shows the API's refusal in the dialog, which stays open to correct it", async () => {
    // Prepare
    const buyer = uniqueEmail('console-refusal');
    const { transactionId } = await buyAndPay({ slug: SUITE, quantity: 1, email: buyer });
    const page = await pageAs(operator, 390);
    await page.goto(`${stackUrl()}${adminRecordPath('order', transactionId)}`);

    // Act
    await page.getByRole('button', { name: 'Correct the checkout e-mail…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Correct the checkout e-mail' });
    await dialog.getByLabel('New e-mail address').fill(buyer);
    await dialog.getByLabel(/^Reason/).fill('buyer mistyped the address');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    const refusal = dialog.getByRole('alert');
    await refusal.waitFor();

    // Assess
    expect(await refusal.textContent()).toBe('The order was bought for this address already.');
    expect(await dialog.isVisible()).toBe(true);
  });
});
