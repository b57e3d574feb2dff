import type { Page } from 'playwright-core';
import { usePage } from '../support/browser';
import { stackUrl } from '../support/stack-url';
import { axeViolations } from './shop-helpers';

/** Scroll width beyond the viewport: what a phone would have to scroll sideways. */
const overflowOf = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The legal pages from the stage's files (ADR 489), reached from every page's footer and from the checkout. */
describe('the legal pages in Chromium', () => {
  const english = usePage({ locale: 'en-GB', viewport: { width: 390, height: 800 } });
  const german = usePage({ locale: 'de-DE', viewport: { width: 1280, height: 900 } });

  it('links the four pages from the footer and shows the terms, fitting a 390 px phone, axe clean', async () => {
    // Prepare
    const { page } = english;
    await page.goto(`${stackUrl()}/`);
    const footer = page.getByRole('contentinfo');
    const links = await Promise.all(
      ['Terms', 'Privacy notice', 'Imprint', 'Right of withdrawal'].map((name) =>
        footer.getByRole('link', { name, exact: true }).getAttribute('href'),
      ),
    );

    // Act
    await footer.getByRole('link', { name: 'Terms', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Terms of sale' }).waitFor();

    // Assess
    expect(links).toEqual(['/legal/terms', '/legal/privacy', '/legal/imprint', '/legal/withdrawal']);
    expect(await overflowOf(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(english.pageErrors).toEqual([]);
  });

  it.each([
    '/no/such/page',
    '/buy-fms-trainer/XYZ',
    '/sign-in',
    '/buy/skydeck-suiteb737annual/1',
    '/about',
    '/de/about',
  ])('links the four legal pages from the footer of %s', async (path) => {
    // Prepare
    const { page } = english;

    // Act
    await page.goto(`${stackUrl()}${path}`);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link').last().waitFor();
    const hrefs = await footer
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));

    // Assess
    const prefix = path.startsWith('/de/') ? '/de' : '';
    expect(hrefs).toEqual(
      expect.arrayContaining(['terms', 'privacy', 'imprint', 'withdrawal'].map((page) => `${prefix}/legal/${page}`)),
    );
  });

  it('shows the owner\u2019s translation where given and English where not, each with its language', async () => {
    // Prepare
    const { page } = german;

    // Act
    await page.goto(`${stackUrl()}/legal/terms`);
    await page.getByRole('heading', { level: 1, name: 'Verkaufsbedingungen' }).waitFor();
    const terms = await page.locator('article.legal').getAttribute('lang');
    await page.goto(`${stackUrl()}/legal/imprint`);
    await page.getByRole('heading', { level: 1, name: 'Imprint' }).waitFor();
    const imprint = await page.locator('article.legal').getAttribute('lang');

    // Assess
    expect([terms, imprint]).toEqual(['de', 'en']);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('links the terms, the withdrawal and the privacy notice from the checkout', async () => {
    // Act
    const { page } = english;
    await page.goto(`${stackUrl()}/buy/skydeck-suiteb737annual/1`);
    const legal = page.getByTestId('checkout-legal');
    await legal.waitFor();

    // Assess
    expect(await legal.getByRole('link').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))).toEqual([
      '/legal/terms',
      '/legal/withdrawal',
      '/legal/privacy',
    ]);
  });
});
