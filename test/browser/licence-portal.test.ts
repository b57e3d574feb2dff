import type { Page } from 'playwright-core';
import { latestCode, signedUpClient, uniqueEmail, type AuthClient } from '../support/auth-client';
import { signInContext, useTabs } from '../support/browser';
import { eventually } from '../support/eventually';
import { findProduct } from '../../lambdas/domain/catalogue';
import { unitIds } from '../../lambdas/domain/licences/issuance';
import { mailedLicenceKeys } from '../support/mailbox';
import { standIn } from '../support/paddle-test-kit';
import { buyAndPay, subscriptionControl } from '../support/portal-kit';
import { axeViolations } from './shop-helpers';
import { stackUrl } from '../support/stack-url';
import { localStatus, seedOwner } from '../support/portal-seed';
import { PORTAL_PAGE_SIZE } from '../../lambdas/contract/portal-pages';

const PASSWORD = 'correct horse battery';

async function keyStatus(key: string) {
  return (await (await fetch(`${stackUrl()}/api/licence-keys/status?key=${encodeURIComponent(key)}`)).json()) as {
    state: string;
  };
}

describe('the licence portal in Chromium: a buyer’s whole journey: buy, see the key, move it', () => {
  // Some tests need two people at once (the owner and the recipient of a transfer): one tab each.
  const tabs = useTabs({ locale: 'en-US' });
  const pageErrors: string[] = [];

  /**
   * A tab of its own context; given a client, the context starts with its session, for tests whose subject is not
   * the sign-in form (the journey and auth-flows.test.ts sign in through it).
   */
  async function newPage(signedIn?: AuthClient, viewport?: { width: number; height: number }): Promise<Page> {
    const page = await tabs.take();
    if (viewport) await page.setViewportSize(viewport);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stackUrl() });
    if (signedIn) await signInContext(page.context(), signedIn);
    page.on('pageerror', (error) => pageErrors.push(error.message));
    return page;
  }

  /** Signs in through the authenticator the page shows (sign-up verified the e-mail: no verify-contact step). */
  async function signInOnPage(page: Page, email: string): Promise<void> {
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  }

  afterEach(() => {
    pageErrors.length = 0;
  });

  it('buys as a guest, signs up, sees the key, cancels support, extends it after a lapse and transfers the licence', async () => {
    const buyer = uniqueEmail('journey-x');
    const recipient = uniqueEmail('journey-y');
    const page = await newPage();
    const field = (label: string) => page.getByLabel(label, { exact: true });

    // Act: buy a 737 MAX suite as a guest with e-mail X
    await page.goto(`${stackUrl()}/buy/skydeck-suiteb38mannual/1`);
    await page.getByLabel('E-mail address').fill(buyer);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('button', { name: 'Pay (test)' }).click();
    await page.getByRole('heading', { name: 'Thank you for your purchase.' }).waitFor();
    const orderNumber = (await page.getByTestId('transaction-id').textContent())!;
    const licenceKey = (await mailedLicenceKeys(buyer))[0]!;
    const { subscriptionId } = (await standIn(`transactions/${orderNumber}`)).body;
    const licenceId = unitIds(orderNumber, 1)[0]!;

    // Act: sign up with X on the login page
    await page.goto(`${stackUrl()}/my-extend-support-subscription`);
    await field('Email').fill(buyer);
    await field('Password').fill(PASSWORD);
    await field('Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account', exact: true }).click();
    // The code is mailed during the sign-up call: read the mailbox once the page asks for the code.
    await field('Confirmation Code').waitFor();
    await field('Confirmation Code').fill(await latestCode(buyer));
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();

    // Assess: the suite licence is listed with active support that renews
    await page.getByText('logged in', { exact: true }).waitFor();
    const extendCard = page.getByRole('listitem', { name: new RegExp(licenceId) });
    await extendCard.getByText(/^Support active until .+, renews automatically$/).waitFor();

    // Act: the licence and its key at /licenses
    await page.goto(`${stackUrl()}/licenses`);
    const card = page.getByRole('listitem', { name: new RegExp(licenceId) });
    await card.getByRole('heading', { name: findProduct('skydeck-suiteb38mannual')!.title }).waitFor();
    await card.getByRole('button', { name: 'Copy key' }).click();

    // Assess
    await card.getByText('Copied').waitFor();
    expect(await card.getByTestId('licence-key').textContent()).toBe(licenceKey);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(licenceKey);
    await card.getByText('B38M', { exact: true }).waitFor();

    // Act & Assess: the key is folded to a few lines until asked for whole
    const key = card.getByTestId('licence-key');
    const unfold = card.getByRole('button', { name: /^Show whole key/ });
    const foldedHeight = (await key.boundingBox())!.height;
    await unfold.click();
    const fold = card.getByRole('button', { name: /^Fold key/ });
    expect(await fold.getAttribute('aria-expanded')).toBe('true');
    expect((await key.boundingBox())!.height).toBeGreaterThan(foldedHeight);

    // Assess: the navigation knows who is signed in
    expect(await page.getByTestId('nav-account').getByText(buyer).textContent()).toBe(buyer);
    await page.getByRole('link', { name: 'My subscriptions' }).first().waitFor();
    await page.getByRole('button', { name: 'Sign out' }).waitFor();

    // Act: cancel the support subscription at the end of its period, after confirming
    await page.goto(`${stackUrl()}/subscriptions`);
    const subscriptionCard = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: /^Support for / }) });
    await subscriptionCard.getByText(/^€144\.00 \(including €24\.00 VAT\)$/).waitFor();
    expect(await subscriptionCard.getByTestId('subscription-supports').textContent()).toBe(`Licence ${licenceId}`);
    await subscriptionCard.getByRole('button', { name: 'Manage payment method' }).click();
    await page.waitForURL(/\/subscriptions\?portal=local$/);
    await subscriptionCard.getByRole('button', { name: 'Cancel subscription' }).click();
    await subscriptionCard.getByRole('button', { name: 'Yes, cancel at period end' }).click();

    // Assess: the state the webhook reported
    await subscriptionCard.getByText(/^Cancelled — ends on /).waitFor();
    expect(await subscriptionCard.getByRole('button', { name: 'Cancel subscription' }).count()).toBe(0);

    // Prepare: time passes — the paid year ended three months ago, and its subscription with it (local controls
    // of the shop's ledger clock and of the stand-in)
    const aged = await fetch(`${stackUrl()}/api/local/ledger/${licenceId}/age?months=15`, { method: 'POST' });
    expect(aged.status).toBe(200);
    await subscriptionControl(subscriptionId, 'lapse?monthsAgo=3');

    // Act: extend support for the lapsed licence, annual term
    await page.goto(`${stackUrl()}/my-extend-support-subscription`);
    const lapsedCard = page.getByRole('listitem', { name: new RegExp(licenceId) });
    await lapsedCard.getByText(/^Support lapsed since /).waitFor();
    await lapsedCard.getByText('Support lapsed 3 months ago: the extension includes 3 catch-up months.').waitFor();
    await lapsedCard.getByRole('link', { name: 'Continue' }).click();

    // Assess: the checkout names the licence and uses the account's e-mail, read-only
    await page.waitForURL(new RegExp(`/buy/suite-nc-support-extension-b38m-annual/1/3\\?licenceId=${licenceId}$`));
    const email = page.getByLabel('E-mail address');
    await page
      .getByText('You are signed in: your licence keys are bound to the e-mail address of your account.')
      .waitFor();
    expect([await email.inputValue(), await email.getAttribute('readonly')]).toEqual([buyer, '']);
    expect(await page.getByTestId('extension-note').textContent()).toBe(
      `Extends the support of licence ${licenceId}, including 3 catch-up months for the time its support had lapsed.`,
    );

    // Act: pay
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('button', { name: 'Pay (test)' }).click();
    await page.getByRole('heading', { name: 'Thank you for your purchase.' }).waitFor();
    await page
      .getByTestId('extension-result')
      .filter({ hasText: `Support of licence ${licenceId} now runs until ` })
      .waitFor();

    // Assess: support is active again
    await eventually(
      async () => {
        await page.goto(`${stackUrl()}/licenses`);
        return page
          .getByRole('listitem', { name: new RegExp(licenceId) })
          .getByText(/^Support active until .+, renews automatically$/)
          .count();
      },
      (count) => count === 1,
    );

    // Act: offer the licence to Y
    await page.getByRole('button', { name: 'Transfer to a new owner…' }).click();
    await page.getByLabel("New owner's e-mail address").fill(recipient);
    await page.getByRole('button', { name: 'Offer transfer' }).click();

    // Assess
    await page.getByText(new RegExp(`^Transfer to ${recipient.replace(/[.+]/g, '\\$&')} pending since `)).waitFor();

    // Act: Y signs in and accepts
    await signedUpClient(recipient, PASSWORD);
    const recipientPage = await newPage();
    await recipientPage.goto(`${stackUrl()}/licenses`);
    await recipientPage.waitForURL(/\/sign-in\?redirect=%2Flicenses$/);
    await signInOnPage(recipientPage, recipient);
    await recipientPage.getByRole('heading', { name: 'Licences offered to you' }).waitFor();
    await recipientPage.getByRole('button', { name: `Accept licence ${licenceId}` }).click();

    // Assess: Y holds it with a new key; X no longer does; the old key is superseded
    const movedCard = recipientPage.getByRole('listitem', { name: new RegExp(licenceId) });
    await movedCard.getByText(/^Licence key \(re-issued /).waitFor();
    const newKey = (await movedCard.getByTestId('licence-key').textContent())!;
    // The previous owner's support stopped renewing for it (ADR 313): the new owner may continue it from its end.
    await movedCard
      .getByText(/^Support active until .+, paid by the previous owner; it does not renew for you$/)
      .waitFor();
    expect(await movedCard.getByRole('link', { name: /^Continue support from / }).getAttribute('href')).toBe(
      `/my-extend-support-subscription?licence=${licenceId}`,
    );
    expect(newKey).not.toBe(licenceKey);
    expect((await keyStatus(newKey)).state).toBe('current');
    expect((await keyStatus(licenceKey)).state).toBe('superseded');
    await page.reload();
    await page.getByText('You have no licences yet.').waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('shows 50 licences first and the rest with "Show more", pressed from the keyboard', async () => {
    // Prepare
    const email = uniqueEmail('journey-many');
    const client = await signedUpClient(email, PASSWORD);
    const ids = await seedOwner(await localStatus(stackUrl()), email, 120);
    const page = await newPage(client);
    await page.goto(`${stackUrl()}/licenses`);
    const shown = page.locator('[data-licence-id]');
    const showMore = page.getByRole('button', { name: 'Show more' });
    await showMore.waitFor();
    const firstPage = await shown.count();

    // Act
    await showMore.focus();
    await page.keyboard.press('Enter');
    const secondPage = await eventually(
      () => shown.count(),
      (count) => count === 2 * PORTAL_PAGE_SIZE,
    );
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('data-licence-id'));
    await showMore.click();
    await page.getByRole('listitem', { name: /SkyDeck B737 suite/ }).waitFor();

    // Assess
    expect([firstPage, secondPage]).toEqual([PORTAL_PAGE_SIZE, 2 * PORTAL_PAGE_SIZE]);
    expect(focused).toMatch(/^lic_/);
    expect(
      (await shown.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-licence-id')))).sort(),
    ).toEqual([...ids].sort());
    expect(await showMore.count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('shows the empty state that leads to the shop, and /my leads to the one account page with the e-mail', async () => {
    // Prepare
    const email = uniqueEmail('journey-empty');
    const page = await newPage(await signedUpClient(email, PASSWORD));
    await page.goto(`${stackUrl()}/my`);

    // Act
    await page.getByRole('heading', { name: 'My account', exact: true }).waitFor();

    // Assess
    expect(new URL(page.url()).pathname).toBe('/account');
    expect(await page.getByTestId('account-email').textContent()).toBe(email);
    await page.getByRole('link', { name: 'My licences' }).last().click();
    await page.getByText('You have no licences yet.').waitFor();
    await page.getByRole('link', { name: 'Visit the shop' }).waitFor();
  });

  it('changes the password on the account page with the sign-up rules, then signs out', async () => {
    // Prepare
    const email = uniqueEmail('journey-password');
    const page = await newPage(await signedUpClient(email, PASSWORD));
    await page.goto(`${stackUrl()}/account`);
    await page.getByRole('heading', { name: 'Change password' }).waitFor();
    const change = async (current: string, next: string, confirm: string) => {
      await page.getByLabel('Current password').fill(current);
      await page.getByLabel('New password', { exact: true }).fill(next);
      await page.getByLabel('Confirm new password').fill(confirm);
      await page.getByRole('button', { name: 'Change password' }).click();
    };

    /** A refusal shown at its own field: marked invalid, its sentence read out with it. */
    const refusedAt = async (label: string, sentence: string) => {
      await page.getByText(sentence).waitFor();
      const field = page.getByLabel(label, { exact: true });
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      const [errorId] = (await field.getAttribute('aria-describedby'))?.split(' ') ?? [];
      expect(await page.locator(`[id="${errorId}"]`).textContent()).toContain(sentence);
    };

    // Act & Assess: the rules (each at its field), a wrong current password, then a good change
    await change(PASSWORD, 'short', 'short');
    await refusedAt('New password', 'Password must have at least 10 characters');
    await change(PASSWORD, 'staple battery horse', 'staple battery hors');
    await refusedAt('Confirm new password', 'Your passwords must match');
    await change('not my password', 'staple battery horse', 'staple battery horse');
    await page.getByRole('alert').filter({ hasText: 'The current password is not correct.' }).waitFor();
    await change(PASSWORD, 'staple battery horse', 'staple battery horse');
    await page.getByText('Your password has been changed.').waitFor();

    // Act: sign out
    await page.getByRole('main').getByRole('button', { name: 'Sign out', exact: true }).click();

    // Assess: back home, and the account page asks to sign in again
    await page.waitForURL(`${stackUrl()}/`);
    await page.goto(`${stackUrl()}/account`);
    await page.waitForURL(/\/sign-in\?redirect=%2Faccount$/);
  });

  it('has no axe violations on the portal pages, with a licence, a transfer offered and a lapsed one', async () => {
    // Prepare
    const email = uniqueEmail('journey-axe');
    await buyAndPay({ slug: 'skydeck-suiteb737annual', quantity: 1, email });
    // Bought 13 months ago: its paid year ended a month ago, when its subscription ended.
    const lapsed = await buyAndPay({ slug: 'skydeck-suitea320neoandceoannual', quantity: 1, email, paidMonthsAgo: 13 });
    await subscriptionControl(lapsed.subscriptionId!, 'lapse?monthsAgo=1');
    const client = await signedUpClient(email, PASSWORD);
    const [offered] = (await client.get('/api/licenses')).body.licences;
    await client.post(`/api/licenses/${offered.licenceId}/transfer`, { email: uniqueEmail('journey-axe-y') });
    const page = await newPage(client);

    // Act
    const violations: Record<string, unknown> = {};
    const readyOn = {
      '/account': () => page.getByRole('heading', { name: 'Change password' }),
      '/licenses': () => page.getByText(/^Transfer to .+ pending since /),
      '/subscriptions': () => page.getByRole('button', { name: 'Manage payment method' }).first(),
    };
    for (const [path, ready] of Object.entries(readyOn)) {
      await page.goto(`${stackUrl()}${path}`);
      await ready().waitFor();
      violations[path] = await axeViolations(page);
    }
    await page.goto(`${stackUrl()}/my-extend-support-subscription`);
    await page.getByText(/^Support lapsed since /).waitFor();
    violations['/my-extend-support-subscription'] = await axeViolations(page);

    // Assess
    expect(violations).toEqual({
      '/account': [],
      '/licenses': [],
      '/subscriptions': [],
      '/my-extend-support-subscription': [],
    });
  });

  it('fits a 390 px phone: seats grouped per subscription in natural order, keys wrapped with a working Copy', async () => {
    // Prepare: twelve trainer seats and a suite for one buyer
    const email = uniqueEmail('journey-phone');
    await buyAndPay({ slug: 'ios-fms-trainer-b738-personal-monthly', quantity: 12, email });
    await buyAndPay({ slug: 'skydeck-suiteb737annual', quantity: 1, email });
    const page = await newPage(await signedUpClient(email, PASSWORD), { width: 390, height: 844 });
    await page.goto(`${stackUrl()}/licenses`);

    // Act
    const seats = page.getByRole('listitem', { name: /: 12 seats$/ });
    await seats.waitFor();
    const seatIds = await seats
      .locator('[data-licence-id]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-licence-id')));
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    await seats.getByRole('button', { name: /^Copy key.*Seat 10 key/ }).click();

    // Assess
    expect(await page.getByRole('listitem', { name: /seats?$/ }).count()).toBe(1);
    expect(seatIds.map((id) => Number(id!.split('_').pop()))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(overflow).toBe(0);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      await seats.getByTestId('licence-key').nth(9).textContent(),
    );
    await page
      .getByRole('listitem', { name: /B737 suite/ })
      .getByText('B737', { exact: true })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Act: the subscriptions page names what each subscription pays for
    await page.goto(`${stackUrl()}/subscriptions`);
    await page.getByTestId('subscription-supports').filter({ hasText: '12 seats' }).waitFor();

    // Assess
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
      0,
    );
    expect(await axeViolations(page)).toEqual([]);
  });
});
