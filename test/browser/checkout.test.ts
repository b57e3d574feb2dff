import type { Browser, Page } from 'playwright-core';
import { verifyLicenceKey } from '../../lambdas/domain/licences/licence-key';
import { launchBrowser } from '../support/browser';
import { licencesOf, uniqueEmail } from '../support/paddle-test-kit';
import { stackUrl } from '../support/stack-url';

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('checkout and payment in Chromium', () => {
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });
  beforeEach(async () => {
    page = await browser.newPage();
    pageErrors.length = 0;
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });
  afterEach(async () => {
    await page.close();
  });

  it('buys a 737 suite with HUD as a guest, pays in the local form, and the licence carries a key that verifies', async () => {
    // Prepare
    const email = uniqueEmail('browser');
    await page.goto(`${stackUrl()}/buy/skydeck-suiteb737annual/1?addOns=hud`);
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    await page.getByText('Head-up Display').waitFor();
    await page.getByText('Prices are excluding VAT.').waitFor();
    expect(await page.getByTestId('basket-total').textContent()).toMatch(/^€ 2[.,]?500[.,]00$/);

    // Act
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('heading', { name: 'Test payment — local Paddle stand-in' }).waitFor();
    await page.getByRole('button', { name: 'Pay (test)' }).click();

    // Assess
    await page.getByRole('heading', { name: 'Thank you for your purchase.' }).waitFor();
    expect(page.url()).toContain('/pay?_ptxn=txn_');
    const licences = await eventually(() => licencesOf(email), (found) => found.length > 0);
    expect(licences).toHaveLength(1);
    expect(licences[0]).toMatchObject({ productSlug: 'skydeck-suiteb737annual', addOns: ['hud'], status: 'active' });
    const { publicKeyPem } = (await (await fetch(`${stackUrl()}/api/licence-keys/public-key`)).json()) as { publicKeyPem: string };
    expect(verifyLicenceKey(licences[0].licenceKey, publicKeyPem)).toMatchObject({ ownerEmail: email, addOns: ['hud'], aircraftType: 'B738' });
    expect(pageErrors).toEqual([]);
  });

  it('returns the buyer to the basket with a message when the payment is cancelled', async () => {
    // Prepare
    await page.goto(`${stackUrl()}/buy/skydeck-suiteb737annual/1?addOns=hud`);
    await page.getByLabel('E-mail address').fill(uniqueEmail('cancel'));
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    // Act
    await page.getByRole('button', { name: 'Cancel payment' }).click();

    // Assess
    await page.getByText('The payment was cancelled. Your basket is as you left it.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/buy/skydeck-suiteb737annual/1');
    expect(new URL(page.url()).searchParams.get('addOns')).toBe('hud');
  });

  it.each([
    ['/buy/a320-nc-suite/1', 'product [a320-nc-suite] not found'],
    ['/buy/suite-nc-support-extension-a320-annual/1', 'secondary quantity is required for item marked as secondary'],
    ['/buy/skydeck-suiteb737annual/0', 'quantity: must be a whole number from 1 to 100000'],
  ])('shows the pricing error of %s with a way back', async (path, message) => {
    // Act
    await page.goto(`${stackUrl()}${path}`);

    // Assess
    await page.getByRole('alert').filter({ hasText: message }).waitFor();
    await page.getByRole('link', { name: 'Back to the shop' }).waitFor();
  });
});
