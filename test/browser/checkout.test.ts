import type { Page } from 'playwright-core';
import { MAX_QUANTITY } from '../../lambdas/contract/quantity';
import { verifyLicenceKey } from '../../lambdas/services/licences/verify-licence-key';
import { signedUpClient } from '../support/auth-client';
import { signInContext, usePage } from '../support/browser';
import { mailedLicenceKeys } from '../support/mailbox';
import { postCheckout, uniqueEmail } from '../support/paddle-test-kit';
import { stackUrl } from '../support/stack-url';
import { axeViolations } from './shop-helpers';

const SUITE_737_HUD = '/buy/skydeck-suiteb737annual/1?addOns=hud';
const euro = (text: string) =>
  new RegExp(`^(− )?€ ?${text.replace(/,/g, '[.,\u202f\u00a0]?').replace(/\.(\d\d)$/, '[.,]$1')}$`);

/** Scroll width beyond the viewport: what a phone would have to scroll sideways. */
async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

async function startPayment(page: Page, path: string, email: string) {
  await page.goto(`${stackUrl()}${path}`);
  await continueToPayment(page, email);
}

/** From a checkout page already open, to the stand-in's payment form. */
async function continueToPayment(page: Page, email: string) {
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('heading', { name: 'Test payment — local Paddle stand-in' }).waitFor();
}

describe('checkout, payment and confirmation in Chromium', () => {
  const ui = usePage({ locale: 'en-GB' });

  it('shows a basket whose amounts add up, then the charged total on /pay, then the order on the confirmation', async () => {
    // Prepare
    const email = uniqueEmail('browser');
    await ui.page.goto(`${stackUrl()}${SUITE_737_HUD}`);

    // Assess: unit × quantity = amount, the discount its own line, the total charged
    await ui.page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    const rows = ui.page.locator('table.basket tbody tr');
    expect(await rows.count()).toBe(4);
    await ui.page.getByRole('rowheader', { name: /Head-up Display.*1 × € ?1,000\.00 one-time/ }).waitFor();
    expect(await ui.page.getByTestId('basket-discount').textContent()).toMatch(euro('120.00'));
    expect(await ui.page.getByTestId('basket-total').textContent()).toMatch(euro('2,500.00'));
    await ui.page.getByText('Your licence keys are bound to this address and sent to it.', { exact: false }).waitFor();

    // Act: pay
    await continueToPayment(ui.page, email);

    // Assess: the payment page shows the net price, that VAT follows, and the address the licences are bound to
    expect(await ui.page.getByTestId('pay-total').textContent()).toMatch(euro('2,500.00'));
    await ui.page.getByText('VAT is added for your country at payment.', { exact: true }).waitFor();
    expect(await ui.page.getByTestId('pay-email').textContent()).toContain(email);
    const change = ui.page.getByRole('link', { name: 'Change the e-mail address' });
    expect(new URL((await change.getAttribute('href'))!, stackUrl()).pathname).toBe('/buy/skydeck-suiteb737annual/1');

    // Act
    await ui.page.getByRole('button', { name: 'Pay (test)' }).click();

    // Assess: the confirmation tells what was bought and where the keys went
    await ui.page.getByRole('heading', { name: 'Thank you for your purchase.' }).waitFor();
    await ui.page.getByText(`Your licence key has been issued and sent to ${email}.`).waitFor();
    expect(await ui.page.getByTestId('order-number').textContent()).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(await ui.page.getByTestId('transaction-id').textContent()).toMatch(/^txn_/);
    expect(await ui.page.getByTestId('order-email').textContent()).toBe(email);
    // What Paddle charged: the net, the stand-in's 20 % VAT, and the gross the buyer paid
    expect(await ui.page.getByTestId('order-net').textContent()).toMatch(euro('2,500.00'));
    expect(await ui.page.getByTestId('order-vat').textContent()).toMatch(euro('500.00'));
    expect(await ui.page.getByTestId('order-gross').textContent()).toMatch(euro('3,000.00'));
    const signUp = ui.page.getByRole('link', { name: 'Create your account with this e-mail to see your licences' });
    const href = new URL((await signUp.getAttribute('href'))!, stackUrl());
    expect([
      href.pathname,
      href.searchParams.get('tab'),
      href.searchParams.get('email'),
      href.searchParams.get('redirect'),
    ]).toEqual(['/sign-in', 'signUp', email, '/licenses']);
    const [licenceKey] = await mailedLicenceKeys(email);
    const { publicKeyPem } = (await (await fetch(`${stackUrl()}/api/licence-keys/public-key`)).json()) as {
      publicKeyPem: string;
    };
    expect(verifyLicenceKey(licenceKey!, publicKeyPem)).toMatchObject({
      ownerEmail: email,
      addOns: ['hud'],
      aircraftType: 'B738',
    });
    expect(ui.pageErrors).toEqual([]);
  });

  it('keeps a signed-in buyer\u2019s payment page still once it shows the order and their address', async () => {
    // Prepare: a signed-in buyer opens the payment link of their checkout
    const email = uniqueEmail('pay-still');
    await signInContext(ui.context, await signedUpClient(email));
    const checkout = await postCheckout({ slug: 'skydeck-suiteb737annual', quantity: 1, addOns: [], email });

    // Act
    await ui.page.goto(`${stackUrl()}${checkout.body.checkoutUrl as string}`);
    await ui.page.getByRole('heading', { name: 'Test payment — local Paddle stand-in' }).waitFor();

    // Assess: the address in full and no way to change it, from the first paint of the order on
    expect(await ui.page.getByTestId('pay-email').textContent()).toContain(email);
    expect(await ui.page.getByRole('link', { name: 'Change the e-mail address' }).count()).toBe(0);
    const shifts = await ui.page.evaluate(() => {
      const observer = new PerformanceObserver(() => {});
      observer.observe({ type: 'layout-shift', buffered: true });
      return observer.takeRecords().map((shift) => (shift as PerformanceEntry & { value: number }).value);
    });
    expect(shifts).toEqual([]);
  });

  it.each([
    ['declined', 'Decline card (test)', 'The payment did not go through. Nothing was charged; please try again.'],
    ['cancelled', 'Cancel payment', 'The payment was cancelled. Your basket is as you left it.'],
  ])(
    'explains a payment %s on a payment link opened in a new tab, back on that order\u2019s basket',
    async (_name, button, message) => {
      // Prepare: a payment link, opened in a tab that never saw the checkout (no basket remembered there)
      const email = uniqueEmail('new-tab');
      await startPayment(ui.page, SUITE_737_HUD, email);
      const payLink = ui.page.url();
      const tab = await ui.page.context().newPage();
      await tab.addInitScript(() => sessionStorage.clear());

      // Act
      await tab.goto(payLink);
      await tab.getByRole('button', { name: button }).click();

      // Assess
      await tab.getByText(message).waitFor();
      expect(new URL(tab.url()).pathname).toBe('/buy/skydeck-suiteb737annual/1');
      await tab.close();
    },
  );

  it('leads a guest to sign-up with the e-mail filled in', async () => {
    // Act
    await ui.page.goto(`${stackUrl()}/sign-in?tab=signUp&email=guest%40example.com&redirect=%2Flicenses`);

    // Assess
    await ui.page.getByRole('button', { name: 'Create Account', exact: true }).waitFor();
    expect(await ui.page.getByLabel('Email', { exact: true }).inputValue()).toBe('guest@example.com');
  });

  it.each([
    ['cancelled', 'Cancel payment', 'The payment was cancelled. Your basket is as you left it.'],
    ['declined', 'Decline card (test)', 'The payment did not go through. Nothing was charged; please try again.'],
  ])('returns to the basket with the e-mail kept when the payment is %s', async (_name, button, message) => {
    // Prepare
    const email = uniqueEmail('back');
    await startPayment(ui.page, SUITE_737_HUD, email);

    // Act
    await ui.page.getByRole('button', { name: button }).click();

    // Assess
    await ui.page.getByText(message).waitFor();
    expect(new URL(ui.page.url()).pathname).toBe('/buy/skydeck-suiteb737annual/1');
    expect(new URL(ui.page.url()).searchParams.get('addOns')).toBe('hud');
    expect(await ui.page.getByLabel('E-mail address').inputValue()).toBe(email);
  });

  it.each([
    ['/buy/skydeck-suiteb737annual/0', '/buy/skydeck-suiteb737annual/1'],
    ['/buy/skydeck-suiteb737annual/abc?addOns=hud', '/buy/skydeck-suiteb737annual/1?addOns=hud'],
    ['/buy/suite-nc-support-extension-a320-annual/1.5/x', '/buy/suite-nc-support-extension-a320-annual/1/0'],
  ])('resets the URL quantity of %s instead of failing', async (path, expected) => {
    // Act
    await ui.page.goto(`${stackUrl()}${path}`);

    // Assess
    await ui.page.getByRole('button', { name: 'Continue to payment' }).waitFor();
    const url = new URL(ui.page.url());
    expect(`${url.pathname}${url.search}`).toBe(expected);
  });

  it('accepts the largest quantity the stepper lets through', async () => {
    // Act
    await startPayment(ui.page, `/buy/ios-fms-trainer-b738-personal-annual/${MAX_QUANTITY}`, uniqueEmail('max'));

    // Assess: a personal trainer seat is € 400.00 a year
    expect(await ui.page.getByTestId('pay-total').textContent()).toMatch(
      euro(`${(400 * MAX_QUANTITY).toLocaleString('en-US')}.00`),
    );
  });

  it.each([
    ['/buy/suite-nc-support-extension-a320-annual/1', 'Secondary quantity is required for item marked as secondary.'],
  ])('says in a sentence why %s cannot be bought, with a way back', async (path, message) => {
    // Act
    await ui.page.goto(`${stackUrl()}${path}`);

    // Assess
    await ui.page.getByRole('alert').filter({ hasText: message }).waitFor();
    await ui.page.getByRole('link', { name: 'Back to the shop' }).waitFor();
  });

  it('explains a lost connection as a sentence, never "Failed to fetch", and keeps the form', async () => {
    // Prepare
    await ui.page.goto(`${stackUrl()}${SUITE_737_HUD}`);
    await ui.page.getByLabel('E-mail address').fill('offline@example.com');
    await ui.page.route('**/api/checkout', (route) => route.abort('internetdisconnected'));

    // Act
    await ui.page.getByRole('button', { name: 'Continue to payment' }).click();

    // Assess
    await ui.page
      .getByRole('alert')
      .filter({ hasText: 'The shop could not be reached. Please check your connection and try again.' })
      .waitFor();
    expect(await ui.page.getByText('Failed to fetch').count()).toBe(0);
    expect(await ui.page.getByLabel('E-mail address').inputValue()).toBe('offline@example.com');
  });

  it('offers a retry when pricing fails, and prices the basket on the retry', async () => {
    // Prepare
    let failures = 1;
    await ui.page.route('**/api/pricing/**', (route) =>
      failures-- > 0 ? route.abort('internetdisconnected') : route.continue(),
    );

    // Act
    await ui.page.goto(`${stackUrl()}${SUITE_737_HUD}`);
    await ui.page.getByRole('button', { name: 'Try again' }).click();

    // Assess
    expect(await ui.page.getByTestId('basket-total').textContent()).toMatch(euro('2,500.00'));
  });

  it('shows the error page with a reload when a page\u2019s code fails to load', async () => {
    // Prepare: the shell loads; the support page's chunk does not (as after a deploy, or offline)
    await ui.page.goto(`${stackUrl()}/about`);
    await ui.page.getByRole('heading', { level: 1 }).waitFor();
    await ui.page.route(/\/assets\/ExtendSupportPage-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));

    // Act
    await ui.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Support' }).click();

    // Assess
    await ui.page.getByRole('heading', { name: 'Oops!' }).waitFor();
    await ui.page.getByRole('button', { name: 'Reload the page' }).waitFor();
    await ui.page.getByRole('link', { name: 'Go back home' }).waitFor();
  });

  it('shows a retry when /config.json does not answer', async () => {
    // Prepare
    let failures = 1;
    await ui.page.route('**/config.json', (route) =>
      failures-- > 0 ? route.fulfill({ status: 503, body: 'down' }) : route.continue(),
    );

    // Act
    await ui.page.goto(`${stackUrl()}/about`);
    await ui.page.getByRole('button', { name: 'Try again' }).click();

    // Assess
    await ui.page.getByRole('heading', { level: 1 }).filter({ hasNotText: 'Oops!' }).waitFor();
  });
});

describe('checkout pages on a 390 px phone', () => {
  const ui = usePage({ locale: 'en-GB', viewport: { width: 390, height: 844 } });

  it('does not overflow sideways and has no axe violations on checkout, payment and confirmation', async () => {
    // Prepare
    const found: Record<string, { overflow: number; violations: unknown[] }> = {};
    const check = async (name: string) => {
      found[name] = { overflow: await horizontalOverflow(ui.page), violations: await axeViolations(ui.page) };
    };

    // Act
    await ui.page.goto(`${stackUrl()}${SUITE_737_HUD}`);
    await ui.page.getByTestId('basket-total').waitFor();
    await check('checkout');
    await continueToPayment(ui.page, uniqueEmail('phone-with-a-rather-long-address'));
    await check('payment');
    await ui.page.getByRole('button', { name: 'Pay (test)' }).click();
    await ui.page.getByText(/has been issued and sent to/).waitFor();
    await check('confirmation');
    await ui.page.goto(`${stackUrl()}/buy/suite-nc-support-extension-b38m-annual/1/3?licenceId=lic_local123_1`);
    await ui.page.getByTestId('extension-note').waitFor();
    await check('support extension checkout');

    // Assess
    expect(found).toEqual({
      checkout: { overflow: 0, violations: [] },
      payment: { overflow: 0, violations: [] },
      confirmation: { overflow: 0, violations: [] },
      'support extension checkout': { overflow: 0, violations: [] },
    });
  });
});
