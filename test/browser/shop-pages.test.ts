import type { Page } from 'playwright-core';
import { useTabs } from '../support/browser';
import { uniqueEmail } from '../support/paddle-test-kit';
import { buyAndPay, licencesSeenBy, subscriptionControl } from '../support/portal-kit';
import { stackUrl } from '../support/stack-url';
import { axeViolations, continueHref, openPage, priceText } from './shop-helpers';

const radio = (page: Page, group: string, option: string) =>
  page.getByRole('group', { name: group }).getByRole('radio', { name: option, exact: true });

async function definitionList(page: Page) {
  return page
    .locator('.requirements > div')
    .evaluateAll((groups) => groups.map((group) => [...group.children].map((child) => child.textContent)));
}

describe('support extension, support, about and requirements pages in Chromium', () => {
  const tabs = useTabs({ locale: 'en-GB' });
  let page: Page;
  let errors: string[];

  it('prices a support extension and continues, for the licence key entered, with the term and the catch-up the shop counts', async () => {
    // Prepare: a paid 737 suite licence whose support ends and does not renew (support that renews is not sold
    // again: ADR 312)
    const email = uniqueEmail('extension-page');
    const bought = await buyAndPay({ slug: 'skydeck-suiteb737annual', quantity: 1, email });
    await subscriptionControl(bought.subscriptionId!, 'cancel');
    const licence = (await licencesSeenBy(email))[0]!;
    ({ page, errors } = await openPage(tabs, '/buy-suite-nc-support-extension'));
    const continueButton = page.getByRole('button', { name: 'Continue', exact: true });
    const keyField = page.getByRole('textbox', { name: 'Licence key' });
    const catchUp = page.getByTestId('catch-up-months');

    // Assess: nothing chosen yet; before a licence is known the months are the buyer's guess, for the price only
    await page.getByRole('heading', { level: 1, name: 'Suite support extension' }).waitFor();
    expect(await continueButton.isDisabled()).toBe(true);
    expect(await radio(page, 'Term', 'Annual').isChecked()).toBe(true);
    expect(await page.getByRole('group', { name: 'Term' }).locator('.choice-hint').allTextContents()).toEqual([
      '€ 120.00 per year',
      '€ 13.00 per month',
    ]);
    expect(await page.getByRole('textbox', { name: 'Lapsed months to catch up' }).inputValue()).toBe('0');
    expect(await page.getByRole('button', { name: 'Decrease lapsed months to catch up' }).isDisabled()).toBe(true);
    expect(await page.getByRole('link', { name: 'sign in' }).getAttribute('href')).toBe(
      '/my-extend-support-subscription',
    );

    // Act: a key that is not one, then the licence's key
    await keyField.fill(`${licence.licenceKey.slice(0, -6)}AAAAAA`);
    await page.getByRole('button', { name: 'Check licence key' }).click();
    await page.getByText('This licence key does not verify. Check that it was copied completely.').waitFor();
    await keyField.fill(licence.licenceKey);
    await page.getByRole('button', { name: 'Check licence key' }).click();
    await page.getByText(`Licence ${licence.licenceId}: B737 suite.`).waitFor();

    // Assess: the licence chose its aircraft; its support never lapsed, so the shop counts no catch-up month and
    // the buyer can no longer type one
    expect(await radio(page, 'Aircraft type', 'B737').isChecked()).toBe(true);
    expect(await catchUp.textContent()).toBe('Lapsed months to catch up: 0');
    expect(await page.getByRole('textbox', { name: 'Lapsed months to catch up' }).count()).toBe(0);
    expect(await priceText(page)).toBe('€ 120.00');
    expect(await continueHref(page)).toBe(
      `/buy/suite-nc-support-extension-b737-annual/1/0?licenceId=${licence.licenceId}`,
    );

    // Prepare: time passes — the paid year ended four months ago, and its subscription with it (local controls of
    // the shop's ledger clock and of the stand-in)
    const aged = await fetch(`${stackUrl()}/api/local/ledger/${licence.licenceId}/age?months=16`, { method: 'POST' });
    expect(aged.status).toBe(200);
    await subscriptionControl(bought.subscriptionId!, 'lapse?monthsAgo=4');

    // Act: the same key checked again, monthly term
    await page.getByRole('button', { name: 'Check licence key' }).click();
    await page.getByText(/^Licence \S+: B737 suite\. Support lapsed on /).waitFor();
    await radio(page, 'Term', 'Monthly').check();

    // Assess: the shop counted the four lapsed months; 13 + 4 × 10
    expect(await catchUp.textContent()).toBe('Lapsed months to catch up: 4');
    expect(await priceText(page)).toBe('€ 53.00');
    await page.getByText('€ 10.00 per lapsed month, once.').waitFor();
    expect(await continueHref(page)).toBe(
      `/buy/suite-nc-support-extension-b737-monthly/1/4?licenceId=${licence.licenceId}`,
    );

    // Act: another family's extension is not for this licence
    await radio(page, 'Aircraft type', 'A320').check();

    // Assess
    await page.getByText('Your licence is for the B737 suite; choose B737 above.').waitFor();
    expect(await continueButton.isDisabled()).toBe(true);

    // Act
    await radio(page, 'Aircraft type', 'B737').check();
    await page.getByRole('link', { name: 'Continue', exact: true }).click();

    // Assess
    await page.waitForURL(
      `${stackUrl()}/buy/suite-nc-support-extension-b737-monthly/1/4?licenceId=${licence.licenceId}`,
    );
    expect(errors).toEqual([]);
  });

  it('explains support and links to the signed-in extension flow', async () => {
    // Act
    ({ page, errors } = await openPage(tabs, '/extend-support-subscription'));

    // Assess
    await page.getByRole('heading', { level: 1, name: 'Extend your support subscription' }).waitFor();
    const text = await page.locator('main').textContent();
    expect(text).toContain('Every suite licence includes the first year of Bronze support.');
    expect(text).toContain('After the first year support renews automatically at € 120.00 per year (excluding VAT).');
    expect(text).toContain('You can cancel at any time');
    expect(await page.getByRole('link', { name: 'Sign in to extend support' }).getAttribute('href')).toBe(
      '/my-extend-support-subscription',
    );
    expect(await page.getByRole('link', { name: 'Buy a support extension' }).getAttribute('href')).toBe(
      '/buy-suite-nc-support-extension',
    );
  });

  it('states what the company sells and the licence terms', async () => {
    // Act
    ({ page, errors } = await openPage(tabs, '/about'));

    // Assess
    await page.getByRole('heading', { level: 1, name: 'About SkyDeck' }).waitFor();
    const terms = await page.locator('h2:has-text("Licence terms") + ul li').allTextContents();
    expect(terms).toEqual([
      'A suite licence is perpetual and for private, non-commercial home use.',
      'It comes bundled with support: one year of Bronze support is included, then support renews automatically each year and can be cancelled at any time.',
      'A suite licence is transferable to a new owner on request.',
      'Personal FMS Trainer licences are for personal use, at home or at work, for a maximum of 4 hours per day; classroom licences have no such restriction.',
      'All prices are in euro and exclude VAT.',
    ]);
  });

  it('lists every Windows minimum and buys the Windows trainer', async () => {
    // Prepare
    ({ page, errors } = await openPage(tabs, '/win-fms-trainer-system-requirements'));

    // Assess
    await page.getByRole('heading', { level: 1, name: 'Windows FMS Trainer system requirements' }).waitFor();
    expect(await definitionList(page)).toEqual([
      ['Processor', 'Intel or AMD CPU from 2019 or later'],
      ['Memory', '8 GB RAM'],
      ['Storage', '4 GB free disk space'],
      ['Operating system', 'Windows 10 (21H2 and newer) 64-bit', 'Windows 11'],
    ]);

    // Act
    await page.getByRole('link', { name: 'Buy SkyDeck Windows FMS Trainer' }).click();

    // Assess: the configurator, in view, set to Windows
    await page.waitForURL(`${stackUrl()}/buy-fms-trainer?platform=Windows`);
    await page.getByRole('heading', { level: 1, name: 'Windows FMS Trainer user licence', exact: true }).waitFor();
    await page.waitForFunction(() => document.activeElement?.id === 'trainer-title');
  });

  it('lists every iOS minimum and the supported iPads, and buys the iOS trainer', async () => {
    // Prepare
    ({ page, errors } = await openPage(tabs, '/ios-fms-trainer-system-requirements'));

    // Assess
    await page.getByRole('heading', { level: 1, name: 'iOS FMS Trainer system requirements' }).waitFor();
    expect(await definitionList(page)).toEqual([
      ['Memory', '4 GB RAM'],
      ['Operating system', 'iOS 17.2 or newer'],
      [
        'iPad',
        'iPad 10th Gen or newer',
        'iPad Air 4th Gen or newer',
        'iPad Mini 6th Gen or newer',
        'iPad Pro 2nd Gen or newer',
      ],
    ]);

    // Act
    await page.getByRole('link', { name: 'Buy SkyDeck iOS FMS Trainer' }).click();

    // Assess
    await page.waitForURL(`${stackUrl()}/buy-fms-trainer`);
    await page.getByRole('heading', { level: 1, name: 'iOS FMS Trainer user licence', exact: true }).waitFor();
  });

  it('styles the guest\u2019s licence-key field like the checkout\u2019s e-mail field', async () => {
    // Prepare: what a field's box looks like, wherever it is
    const look = (field: ReturnType<Page['getByRole']>) =>
      field.evaluate((element) => {
        const style = getComputedStyle(element);
        return [
          'borderTopWidth',
          'borderTopStyle',
          'borderTopColor',
          'borderTopLeftRadius',
          'paddingTop',
          'paddingLeft',
          'fontFamily',
          'fontSize',
          'backgroundColor',
          'color',
        ].map((property) => style[property as 'color']);
      });

    // Act
    ({ page, errors } = await openPage(tabs, '/buy-suite-nc-support-extension'));
    const licenceKey = await look(page.getByRole('textbox', { name: 'Licence key' }));
    await page.goto(`${stackUrl()}/buy/skydeck-suiteb737annual/1`);
    const email = await look(page.getByRole('textbox', { name: 'E-mail address' }));

    // Assess
    expect(licenceKey).toEqual(email);
  });

  it.each(
    [
      '/',
      '/buy-suite-nc-support-extension',
      '/extend-support-subscription',
      '/about',
      '/win-fms-trainer-system-requirements',
      '/ios-fms-trainer-system-requirements',
    ].flatMap((path) => [390, 1280].map((width) => [path, width] as const)),
  )('has no axe violations on %s at %i px', async (path, width) => {
    // Prepare
    ({ page, errors } = await openPage(tabs, path, { width, height: 800 }));

    // Act
    const violations = await axeViolations(page);

    // Assess
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });
});
