import type { Page } from 'playwright-core';
import { directionOf, localisedPath, type Language } from '../../lambdas/contract/languages';
import { PRERENDERED_PATHS } from '../../lambdas/contract/prerendered-pages';
import { PATHS } from '../../lambdas/contract/routes';
import { AIRCRAFT_TYPES } from '../../lambdas/domain/aircraft';
import { useTabs } from '../support/browser';
import { stackUrl } from '../support/stack-url';
import { axeViolations, openPage } from './shop-helpers';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
/** The pages a desktop sample covers: one of each layout (home, configurators, prose, sign-in). */
const DESKTOP_SAMPLE = [
  PATHS.home,
  `${PATHS.buyTrainer}/B738`,
  PATHS.buySuite,
  PATHS.buySupportExtension,
  PATHS.about,
  PATHS.signIn,
];

async function pageState(page: Page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    overflow: document.documentElement.scrollWidth > window.innerWidth,
  }));
}

describe.each<Language>(['de', 'he'])('the public pages in %s', (language) => {
  // An English browser: the address alone chooses the language.
  const tabs = useTabs({ locale: 'en-GB' });

  it.each([...PRERENDERED_PATHS, PATHS.signIn])(
    `%s at 390 px is in ${language}, axe clean and no wider than the screen`,
    async (pagePath) => {
      // Act
      const { page, errors } = await openPage(tabs, localisedPath(pagePath, language), PHONE);

      // Assess
      expect(await pageState(page)).toEqual({ lang: language, dir: directionOf(language), overflow: false });
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    },
  );

  it.each(DESKTOP_SAMPLE)(`%s at 1280 px is in ${language} and axe clean`, async (pagePath) => {
    // Act
    const { page, errors } = await openPage(tabs, localisedPath(pagePath, language), DESKTOP);

    // Assess
    expect(await pageState(page)).toEqual({ lang: language, dir: directionOf(language), overflow: false });
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('the language switch and the address', () => {
  const tabs = useTabs({ locale: 'de-DE' });

  it('opens an English address in the browser’s language, switches to Hebrew and back to English, and remembers', async () => {
    // Act: a German browser at an English address
    const { page } = await openPage(tabs, `${PATHS.buyTrainer}/B738?platform=Windows`, PHONE);

    // Assess
    expect(new URL(page.url()).pathname).toBe(`/de${PATHS.buyTrainer}/B738`);
    await page.getByRole('heading', { level: 1, name: 'Windows FMS Trainer – Nutzerlizenz' }).waitFor();

    // Act: the switch keeps the page and its choices
    await page.getByLabel('Sprache').selectOption('he');
    await page.waitForURL(/\/he\/buy-fms-trainer\/B738\?platform=Windows$/);
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });

    // Assess: right to left, a Hebrew price line, every link in Hebrew's addresses
    expect(await pageState(page)).toEqual({ lang: 'he', dir: 'rtl', overflow: false });
    await page.getByRole('heading', { level: 1, name: 'רישיון משתמש ל-FMS Trainer עבור Windows' }).waitFor();
    expect(await page.getByRole('link', { name: 'אודות' }).getAttribute('href')).toBe('/he/about');

    // Act: English, then an English address again
    await page.getByLabel('שפה').selectOption('en');
    await page.waitForURL((url) => url.pathname === `${PATHS.buyTrainer}/B738` && url.search === '?platform=Windows');
    await page.goto(`${stackUrl()}${PATHS.about}`);

    // Assess: the choice outlives the German browser's preference
    expect(new URL(page.url()).pathname).toBe(PATHS.about);
    await page.getByRole('heading', { level: 1, name: 'About SkyDeck' }).waitFor();
  });

  it('sends a visitor of a German page that needs sign-in to the German sign-in page, and back to that page', async () => {
    // Prepare
    const page = await tabs.take();

    // Act
    await page.goto(`${stackUrl()}/de${PATHS.licenses}`);

    // Assess: the way back names the page as the router knows it, so it opens in German again
    await page.waitForURL((url) => url.pathname === `/de${PATHS.signIn}`);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(PATHS.licenses);
  });

  it('answers an unknown aircraft with 404 and the product rules’ message in the page’s language', async () => {
    // Prepare
    const page = await tabs.take();

    // Act
    const response = await page.goto(`${stackUrl()}/de${PATHS.buyTrainer}/XYZ`);

    // Assess
    expect(response?.status()).toBe(404);
    await page.getByText('Unbekannter Flugzeugtyp: XYZ').waitFor();
  });
});

describe.each<Language>(['he', 'ar', 'en'])('the keyboard on a configurator in %s', (language) => {
  const tabs = useTabs({ locale: 'en-GB' });
  /** The key that points from a choice to the one after it on the screen: left in a right-to-left page. */
  const toNext = directionOf(language) === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const toPrevious = toNext === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft';

  it(`moves a choice of segments the way ${toNext} and ${toPrevious} point, and counts with up and down`, async () => {
    // Prepare: the aircraft types' segments (more than two, so that next and previous differ), the first chosen
    const { page } = await openPage(tabs, localisedPath(`${PATHS.buyTrainer}/${AIRCRAFT_TYPES[0]}`, language), DESKTOP);
    const aircraft = page.locator('fieldset.choice-group').first();
    const chosen = async () => {
      const radio = aircraft.locator('input[type="radio"]:checked');
      return { value: await radio.getAttribute('value'), x: (await radio.boundingBox())!.x };
    };
    await aircraft.locator('input[type="radio"]:checked').focus();
    const first = await chosen();

    // Act
    await page.keyboard.press(toNext);
    await aircraft.locator(`input[value="${AIRCRAFT_TYPES[1]}"]:checked`).waitFor();
    const next = await chosen();
    await page.keyboard.press(toPrevious);
    await aircraft.locator(`input[value="${AIRCRAFT_TYPES[0]}"]:checked`).waitFor();
    const back = await chosen();

    // Assess: the next segment on the screen, in the key's direction, then back
    expect(next.value).toBe(AIRCRAFT_TYPES[1]);
    expect(toNext === 'ArrowLeft' ? next.x < first.x : next.x > first.x).toBe(true);
    expect(back).toEqual(first);

    // Act: the quantity counts up and down whatever the direction
    const quantity = page.locator('input.stepper-input');
    await quantity.focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowDown');

    // Assess
    expect(await quantity.inputValue()).toBe('2');
  });
});
