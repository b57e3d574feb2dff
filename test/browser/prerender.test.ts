import type { Page } from 'playwright-core';
import { PRERENDERED_PATHS } from '../../lambdas/contract/prerendered-pages';
import { useTabs } from '../support/browser';
import { stackUrl } from '../support/stack-url';
import { untilInteractive } from './shop-helpers';

/** Console lines React writes when a page's first render in the browser differs from its prerendered HTML. */
const HYDRATION_PROBLEM = /hydrat/i;

/**
 * Opens a page and waits until it is hydrated and has loaded the stage's config, collecting hydration problems.
 * React reports a mismatch while hydrating, before it commits, so it has been logged once the page is interactive.
 */
async function openHydrated(page: Page, path: string): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type()) && HYDRATION_PROBLEM.test(message.text()))
      problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const configLoaded = page.waitForResponse((response) => response.url().endsWith('/config.json'));
  await page.goto(`${stackUrl()}${path}`);
  await configLoaded;
  await untilInteractive(page);
  return problems;
}

/**
 * Counts the Intl formatters a page makes, in an init script: a page's first formatter loads the browser's locale
 * data, tens of milliseconds of main thread that a page without amounts should not spend.
 */
function countIntlFormatters(): void {
  const page = window as unknown as { intlFormatters: number };
  const intl = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
  page.intlFormatters = 0;
  for (const name of [
    'NumberFormat',
    'DateTimeFormat',
    'PluralRules',
    'Collator',
    'RelativeTimeFormat',
    'ListFormat',
  ]) {
    intl[name] = new Proxy(intl[name]!, {
      construct(target, args) {
        page.intlFormatters += 1;
        return Reflect.construct(target, args);
      },
    });
  }
}

describe('prerendered public pages', () => {
  it.each(PRERENDERED_PATHS)('serves %s as HTML with its title and headings before any script runs', async (path) => {
    // Act
    const response = await fetch(`${stackUrl()}${path}`);
    const html = await response.text();

    // Assess
    expect(response.status).toBe(200);
    expect(html).toContain('<title>SkyDeck checkout</title>');
    expect(html).toMatch(/<h1[^>]*>[^<]+/);
    expect(html).toContain('<nav aria-label="Main">');
  });
});

describe('prerendered public pages in Chromium', () => {
  // A German browser that counts the Intl formatters each page makes.
  const tabs = useTabs({ locale: 'de-DE' }, (context) => context.addInitScript(countIntlFormatters));
  let page: Page;

  beforeEach(async () => {
    page = await tabs.take();
  });

  it.each(PRERENDERED_PATHS)(
    'hydrates %s without a mismatch, loading locale data only to show amounts',
    async (path) => {
      // Act
      const problems = await openHydrated(page, path);
      const showsAmounts = (await page.locator('#root').textContent())!.includes('€');
      const formatters = await page.evaluate(() => (window as unknown as { intlFormatters: number }).intlFormatters);

      // Assess
      expect(problems).toEqual([]);
      expect({ showsAmounts, formatters: formatters > 0 }).toEqual({ showsAmounts, formatters: showsAmounts });
    },
  );

  it('hydrates a configurator opened with choices in its search params, then shows those choices', async () => {
    // Act
    const problems = await openHydrated(
      page,
      '/buy-fms-trainer/B738?platform=Windows&licence=Classroom&subscription=Monthly&quantity=2',
    );

    // Assess
    expect(problems).toEqual([]);
    await page.getByRole('heading', { level: 1, name: 'Windows FMS Trainer – Nutzerlizenz' }).waitFor();
    expect(await page.getByRole('link', { name: 'Weiter', exact: true }).getAttribute('href')).toBe(
      '/de/buy/win-fms-trainer-b738-classroom-monthly/2',
    );
  });

  it('sends a German browser to the German page, its prices in German from the HTML on', async () => {
    // Act
    const response = await page.goto(`${stackUrl()}/buy-skydeck-suite/B737`);
    const html = await response!.text();

    // Assess
    expect(new URL(page.url()).pathname).toBe('/de/buy-skydeck-suite/B737');
    expect(html.replace(/\u00a0/g, ' ')).toContain('1.500,00 €');
  });
});
