import type { Page } from 'playwright-core';
import { useTabs } from '../support/browser';
import { stackUrl } from '../support/stack-url';
import { axeViolations, continueHref, openPage, priceText } from './shop-helpers';

const radio = (page: Page, group: string, option: string) =>
  page.getByRole('group', { name: group }).getByRole('radio', { name: option, exact: true });
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true });
const hud = (page: Page) =>
  page.getByRole('group', { name: 'Add-ons' }).getByRole('checkbox', { name: 'Head-up Display', exact: true });

describe('suite licence page in Chromium', () => {
  const tabs = useTabs({ locale: 'en-GB' });
  let page: Page;
  let errors: string[];

  it('shows the title and image, and keeps Continue disabled until an aircraft is chosen', async () => {
    // Act
    ({ page, errors } = await openPage(tabs, '/buy-skydeck-suite'));

    // Assess
    await page
      .getByRole('heading', { level: 1, name: 'SkyDeck suite user licence for private home use', exact: true })
      .waitFor();
    expect(await page.getByRole('img', { name: 'SkyDeck cockpit suite' }).getAttribute('src')).toBe(
      '/images/skydeck-suite.svg',
    );
    expect(
      await page
        .getByRole('group', { name: 'Aircraft type' })
        .getByRole('radio')
        .evaluateAll((radios) => radios.map((input) => input.closest('label')!.textContent)),
    ).toEqual(['A320', 'B737', 'B38M']);
    expect(await continueButton(page).isDisabled()).toBe(true);
    expect(await priceText(page)).toBe('Choose an aircraft type to see the price.');
    expect(await page.getByRole('group', { name: 'Configuration' }).count()).toBe(0);
    expect(await page.getByRole('group', { name: 'Add-ons' }).count()).toBe(0);

    // Act
    await radio(page, 'Aircraft type', 'B38M').check();

    // Assess
    expect(await priceText(page)).toBe('€ 1,500.00');
    await page.getByText('Prices are excluding VAT.', { exact: true }).waitFor();
    expect(await continueHref(page)).toBe('/buy/skydeck-suiteb38mannual/1');
    expect(await page.getByRole('img', { name: 'SkyDeck B38M suite' }).getAttribute('src')).toBe(
      '/images/skydeck-suite-b38m.svg',
    );
    expect(errors).toEqual([]);
  });

  it.each([
    ['A320', 'A320'],
    ['A322', 'A320'],
    ['B737', 'B737'],
    ['b738', 'B737'],
    ['B38M', 'B38M'],
  ])('normalises the route value %s to the %s choice', async (routeValue, label) => {
    // Act
    ({ page, errors } = await openPage(tabs, `/buy-skydeck-suite/${routeValue}`));

    // Assess
    expect(await radio(page, 'Aircraft type', label).isChecked()).toBe(true);
  });

  it('asks for the configuration only for the A320 and enables Continue once it is chosen', async () => {
    // Prepare
    ({ page, errors } = await openPage(tabs, '/buy-skydeck-suite/A320'));

    // Assess
    expect(await continueButton(page).isDisabled()).toBe(true);
    expect(await priceText(page)).toBe('Choose a configuration to see the price.');
    expect(await page.getByRole('group', { name: 'Configuration' }).getByRole('radio').count()).toBe(2);

    // Act
    await radio(page, 'Configuration', 'neo and ceo').check();

    // Assess
    expect(await priceText(page)).toBe('€ 1,800.00');
    expect(await continueHref(page)).toBe('/buy/skydeck-suitea320neoandceoannual/1');

    // Act
    await radio(page, 'Configuration', 'ceo only').check();

    // Assess
    expect(await priceText(page)).toBe('€ 1,500.00');
    expect(await continueHref(page)).toBe('/buy/skydeck-suitea320ceoonlyannual/1');

    // Act
    await radio(page, 'Aircraft type', 'B737').check();

    // Assess
    expect(await page.getByRole('group', { name: 'Configuration' }).count()).toBe(0);
  });

  it('offers the HUD for the 737 only, adds it to the URL, and drops it when the aircraft changes', async () => {
    // Prepare
    ({ page, errors } = await openPage(tabs, '/buy-skydeck-suite/B737'));

    // Assess
    expect(await hud(page).isChecked()).toBe(false);
    expect(await page.getByRole('group', { name: 'Add-ons' }).textContent()).toContain('+ € 1,000.00 per licence');

    // Act
    await hud(page).check();
    await page.getByRole('button', { name: 'Increase quantity' }).click();

    // Assess
    expect(await priceText(page)).toBe('€ 5,000.00');
    expect(await continueHref(page)).toBe('/buy/skydeck-suiteb737annual/2?addOns=hud');

    // Act
    await radio(page, 'Aircraft type', 'B38M').check();

    // Assess
    expect(await page.getByRole('group', { name: 'Add-ons' }).count()).toBe(0);
    expect(await continueHref(page)).toBe('/buy/skydeck-suiteb38mannual/2');

    // Act: back to the 737, the add-ons start from the product's defaults again (none)
    await radio(page, 'Aircraft type', 'B737').check();

    // Assess
    expect(await hud(page).isChecked()).toBe(false);
    expect(await continueHref(page)).toBe('/buy/skydeck-suiteb737annual/2');
  });

  it('continues to the checkout route with the add-ons', async () => {
    // Prepare
    ({ page, errors } = await openPage(tabs, '/buy-skydeck-suite/B737'));
    await hud(page).check();

    // Act
    await page.getByRole('link', { name: 'Continue', exact: true }).click();

    // Assess
    await page.waitForURL(`${stackUrl()}/buy/skydeck-suiteb737annual/1?addOns=hud`);
  });

  it('has no axe violations with every control showing', async () => {
    // Prepare
    ({ page, errors } = await openPage(tabs, '/buy-skydeck-suite/B737'));
    await hud(page).check();

    // Act
    const violations = await axeViolations(page);

    // Assess
    expect(violations).toEqual([]);

    // Act
    await radio(page, 'Aircraft type', 'A320').check();

    // Assess
    expect(await axeViolations(page)).toEqual([]);
  });
});
