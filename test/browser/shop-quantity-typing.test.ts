import type { Page } from 'playwright-core';
import { MAX_QUANTITY } from '@contract/quantity';
import { useTabs } from '../support/browser';
import { continueHref, openPage } from './shop-helpers';

/** A quantity is typed like any other text, on every configurator, on a phone and a desktop. */
describe('typing a quantity in Chromium', () => {
  const tabs = useTabs({ locale: 'en-GB' });

  const input = (page: Page) => page.getByRole('textbox', { name: 'Quantity' });

  /** Where the focus, the caret and the page's scroll are, as the person sees them. */
  const where = (page: Page) =>
    page.evaluate(() => {
      const field = document.activeElement as HTMLInputElement | null;
      return {
        focusedLabel: field?.labels?.[0]?.textContent ?? null,
        value: field?.value ?? null,
        caret: field?.selectionStart ?? null,
        scrollY: Math.round(window.scrollY),
      };
    });

  describe.each([
    ['/buy-fms-trainer/B738', 390],
    ['/buy-fms-trainer/B738', 1280],
    ['/buy-skydeck-suite/B737', 390],
    ['/buy-skydeck-suite/B737', 1280],
  ])('on %s at %i px', (path, width) => {
    it('keeps focus, caret and scroll position while "", "1", "12", "120" are typed', async () => {
      // Prepare: the field scrolled to the middle of the screen, as a person on a phone would have it
      const { page, errors } = await openPage(tabs, path, { width, height: 700 });
      await input(page).evaluate((field) => field.scrollIntoView({ block: 'center' }));
      await input(page).click();
      const before = await where(page);

      // Act: delete the 1
      await page.keyboard.press('End');
      await page.keyboard.press('Backspace');

      // Assess
      expect(await where(page)).toEqual({ ...before, value: '', caret: 0 });

      // Act and Assess: each digit lands where the caret is, and nothing moves
      for (const typed of ['1', '12', '120']) {
        await page.keyboard.type(typed.at(-1)!);
        expect(await where(page)).toEqual({ ...before, value: typed, caret: typed.length });
      }
      expect(await continueHref(page)).toMatch(/\/120(\?|$)/);
      expect(errors).toEqual([]);
    });
  });

  it.each(['/buy-fms-trainer/B738', '/buy-skydeck-suite/B737'])(
    'on %s shows the order limit with how to buy more, instead of changing a larger quantity',
    async (path) => {
      // Prepare
      const { page } = await openPage(tabs, path, { width: 390, height: 700 });

      // Act
      await input(page).fill(String(MAX_QUANTITY + 50));

      // Assess: the typed figure stays, a sentence says why it cannot be bought here, Continue is not offered
      expect(await input(page).inputValue()).toBe(String(MAX_QUANTITY + 50));
      expect(await input(page).getAttribute('aria-invalid')).toBe('true');
      const limit = page.locator(`#${await input(page).getAttribute('aria-describedby')}`);
      expect(await limit.textContent()).toContain(`One order holds at most ${MAX_QUANTITY} licences.`);
      expect(await limit.getByRole('link', { name: 'contact support' }).isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'Continue', exact: true }).count()).toBe(0);
    },
  );

  it('keeps a quantity above the limit that a shared configurator link carries, and says the limit', async () => {
    // Act
    const { page } = await openPage(tabs, `/buy-fms-trainer/B738?quantity=${MAX_QUANTITY + 1}`, {
      width: 390,
      height: 700,
    });

    // Assess
    expect(await input(page).inputValue()).toBe(String(MAX_QUANTITY + 1));
    expect(await page.getByRole('alert').filter({ hasText: 'One order holds at most' }).isVisible()).toBe(true);
  });

  it('says the limit and how to buy more on a checkout address above it, instead of changing it', async () => {
    // Act
    const { page } = await openPage(tabs, `/buy/ios-fms-trainer-b738-personal-annual/${MAX_QUANTITY + 1}`, {
      width: 390,
      height: 700,
    });

    // Assess
    expect(new URL(page.url()).pathname).toBe(`/buy/ios-fms-trainer-b738-personal-annual/${MAX_QUANTITY + 1}`);
    const notice = page.getByRole('alert');
    expect(await notice.textContent()).toContain(`One order holds at most ${MAX_QUANTITY} licences.`);
    expect(await notice.textContent()).toContain('contact support');
  });
});
