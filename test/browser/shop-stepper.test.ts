import type { Page } from 'playwright-core';
import { useTabs } from '../support/browser';
import { continueHref, openPage, priceText } from './shop-helpers';

describe('the quantity stepper in Chromium (on the trainer configurator)', () => {
  const tabs = useTabs({ locale: 'en-GB' });
  let page: Page;

  beforeEach(async () => {
    ({ page } = await openPage(tabs, '/buy-fms-trainer/B738'));
  });

  const input = () => page.getByRole('textbox', { name: 'Quantity' });
  const minus = () => page.getByRole('button', { name: 'Decrease quantity' });
  const plus = () => page.getByRole('button', { name: 'Increase quantity' });

  it('starts at 1 with minus disabled, and counts up and down with the buttons', async () => {
    // Assess
    expect(await input().inputValue()).toBe('1');
    expect(await minus().isDisabled()).toBe(true);
    expect(await input().getAttribute('max')).toBeNull();

    // Act
    await plus().click();
    await plus().click();

    // Assess
    expect(await input().inputValue()).toBe('3');
    expect(await minus().isEnabled()).toBe(true);
    expect(await priceText(page)).toBe('€ 1,497.00 per year');
    expect(await continueHref(page)).toBe('/buy/ios-fms-trainer-b738-personal-annual/3');

    // Act
    await minus().click();
    await minus().click();

    // Assess
    expect(await input().inputValue()).toBe('1');
    expect(await minus().isDisabled()).toBe(true);
  });

  it('resets a typed 0 to 1', async () => {
    // Prepare
    await input().fill('7');

    // Act
    await input().fill('0');

    // Assess
    expect(await input().inputValue()).toBe('1');
    expect(await continueHref(page)).toBe('/buy/ios-fms-trainer-b738-personal-annual/1');
    expect(await minus().isDisabled()).toBe(true);
  });

  it.each([
    ['a', '5', '5'],
    ['-', '5', '5'],
    ['2', '.5', '25'],
  ])('keeps only the digits when %p then %p are typed: %p', async (first, then, shown) => {
    // Prepare
    await input().fill('');

    // Act: key by key, as a person types
    await input().pressSequentially(first);
    await input().pressSequentially(then);

    // Assess
    expect(await input().inputValue()).toBe(shown);
    expect(await continueHref(page)).toBe(`/buy/ios-fms-trainer-b738-personal-annual/${shown}`);
  });

  it('counts an empty input as 1 and fills it in on leaving the field', async () => {
    // Prepare
    await input().fill('7');

    // Act
    await input().fill('');

    // Assess
    expect(await input().inputValue()).toBe('');
    expect(await priceText(page)).toBe('€ 499.00 per year');
    expect(await continueHref(page)).toBe('/buy/ios-fms-trainer-b738-personal-annual/1');

    // Act
    await input().blur();

    // Assess
    expect(await input().inputValue()).toBe('1');
  });

  it('takes a typed quantity up to the order limit, and keeps a larger one with the limit said (ADR 063, 310)', async () => {
    // Act
    await input().fill('150');

    // Assess: 150 × 400.00
    expect(await priceText(page)).toBe('€ 60,000.00 per year');
    expect(await continueHref(page)).toBe('/buy/ios-fms-trainer-b738-personal-annual/150');

    // Act
    await input().fill('250');

    // Assess: the typed figure stays, no price or Continue for it, and plus is disabled
    expect(await input().inputValue()).toBe('250');
    expect(await priceText(page)).toBe('Prices are shown for up to 200 licences.');
    expect(await page.getByRole('link', { name: 'Continue', exact: true }).count()).toBe(0);
    expect(await plus().isDisabled()).toBe(true);

    // Act: minus comes back to the largest order
    await minus().click();

    // Assess: 200 × 400.00
    expect(await input().inputValue()).toBe('200');
    expect(await priceText(page)).toBe('€ 80,000.00 per year');
  });

  it('works from the keyboard: Tab between the controls, arrows and Enter/Space change the value', async () => {
    // Prepare
    await input().focus();

    // Act
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowDown');

    // Assess
    expect(await input().inputValue()).toBe('2');

    // Act: to the plus button and press it
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');

    // Assess
    expect(await plus().evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await input().inputValue()).toBe('3');

    // Act: back to the minus button
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Space');

    // Assess
    expect(await minus().evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await input().inputValue()).toBe('2');
  });

  it('does not move the layout when the price changes', async () => {
    // Prepare
    const continueBox = async () => page.getByRole('link', { name: 'Continue', exact: true }).boundingBox();
    const before = await continueBox();

    // Act
    await input().fill('123');

    // Assess: 123 × 400.00
    expect(await priceText(page)).toBe('€ 49,200.00 per year');
    expect(await continueBox()).toEqual(before);
  });
});
