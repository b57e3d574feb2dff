import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { stackUrl } from '../support/stack-url';

describe('the SPA shell in Chromium', () => {
  let browser: Browser;
  let page: Page;
  const consoleErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });
  beforeEach(async () => {
    page = await browser.newPage();
    consoleErrors.length = 0;
    page.on('pageerror', (error) => consoleErrors.push(error.message));
  });
  afterEach(async () => {
    await page.close();
  });

  it('shows the welcome page with the layout, the title and a way to each product family', async () => {
    // Act
    await page.goto(`${stackUrl()}/`);

    // Assess
    await page.getByRole('heading', { level: 1, name: 'Welcome to SkyDeck checkout.' }).waitFor();
    expect(await page.title()).toBe('SkyDeck checkout');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.getByRole('contentinfo').waitFor();
    const familyLinks = await page.locator('.home-families a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(familyLinks).toEqual(['/buy-skydeck-suite', '/buy-fms-trainer', '/buy-suite-nc-support-extension']);
    expect(consoleErrors).toEqual([]);
  });

  it('loads the app on a deep link and navigates client-side', async () => {
    // Act
    await page.goto(`${stackUrl()}/buy-fms-trainer/B738`);

    // Assess
    await page.getByRole('heading', { level: 1, name: 'FMS Trainer user licence' }).waitFor();

    // Act: follow the brand link home without a page load
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole('link', { name: 'SkyDeck', exact: true }).click();

    // Assess
    await page.getByRole('heading', { name: 'Welcome to SkyDeck checkout.' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  it("shows 'Route is unknown' for an unknown route", async () => {
    // Act
    await page.goto(`${stackUrl()}/no/such/route`);

    // Assess
    await page.getByRole('heading', { name: 'Route is unknown' }).waitFor();
  });

  it('shows the error page when a route loader throws, with a way home and to support', async () => {
    // Act: the suite route's loader rejects an unknown aircraft type
    await page.goto(`${stackUrl()}/buy-skydeck-suite/XYZ`);

    // Assess
    await page.getByRole('heading', { name: 'Oops!' }).waitFor();
    await page.getByText('Sorry, an unexpected error occurred.').waitFor();
    await page.getByText('Unknown aircraft type: XYZ').waitFor();
    expect(await page.getByRole('link', { name: 'Contact support' }).first().getAttribute('href')).toBe(
      'https://support.skydeck.example/servicedesk',
    );

    // Act
    await page.getByRole('link', { name: 'Go back home' }).click();

    // Assess
    await page.getByRole('heading', { name: 'Welcome to SkyDeck checkout.' }).waitFor();
  });

  it('accepts legacy aircraft names in the route', async () => {
    // Act
    await page.goto(`${stackUrl()}/buy-skydeck-suite/b737`);

    // Assess
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('heading', { name: 'Oops!' }).count()).toBe(0);
  });
});
