import { usePage } from '../support/browser';
import { stackUrl } from '../support/stack-url';
import { untilInteractive } from './shop-helpers';

/** A page the app renders in the browser: the checkout is never prerendered. */
const CHECKOUT = '/buy/skydeck-suiteb737annual/1?addOns=hud';

describe('the SPA shell in Chromium', () => {
  const ui = usePage();

  it('shows the welcome page with the layout, the title and a way to each product family', async () => {
    // Act
    await ui.page.goto(`${stackUrl()}/`);

    // Assess
    await ui.page.getByRole('heading', { level: 1, name: 'Welcome to SkyDeck checkout.' }).waitFor();
    expect(await ui.page.title()).toBe('SkyDeck checkout');
    await ui.page.getByRole('navigation', { name: 'Main' }).waitFor();
    await ui.page.getByRole('contentinfo').waitFor();
    const familyLinks = await ui.page
      .locator('.home-families a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(familyLinks).toEqual(['/buy-skydeck-suite', '/buy-fms-trainer', '/buy-suite-nc-support-extension']);
    expect(ui.pageErrors).toEqual([]);
  });

  it('loads the app on a deep link and navigates client-side', async () => {
    // Act
    await ui.page.goto(`${stackUrl()}/buy-fms-trainer/B738`);

    // Assess
    await ui.page.getByRole('heading', { level: 1, name: 'FMS Trainer user licence' }).waitFor();
    await untilInteractive(ui.page);

    // Act: follow the brand link home without a page load
    await ui.page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await ui.page.getByRole('link', { name: 'SkyDeck', exact: true }).click();

    // Assess
    await ui.page.getByRole('heading', { name: 'Welcome to SkyDeck checkout.' }).waitFor();
    expect(await ui.page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  it("shows 'Route is unknown' for an unknown route", async () => {
    // Act
    await ui.page.goto(`${stackUrl()}/no/such/route`);

    // Assess
    await ui.page.getByRole('heading', { name: 'Route is unknown' }).waitFor();
  });

  it('shows the error page when a route loader throws, with a way home and to support', async () => {
    // Act: the suite route's loader rejects an unknown aircraft type
    await ui.page.goto(`${stackUrl()}/buy-skydeck-suite/XYZ`);

    // Assess
    await ui.page.getByRole('heading', { name: 'Oops!' }).waitFor();
    await ui.page.getByText('Sorry, an unexpected error occurred.').waitFor();
    await ui.page.getByText('Unknown aircraft type: XYZ').waitFor();
    expect(await ui.page.getByRole('link', { name: 'Contact support' }).first().getAttribute('href')).toBe(
      'https://support.skydeck.example/servicedesk',
    );

    // Act
    await ui.page.getByRole('link', { name: 'Go back home' }).click();

    // Assess
    await ui.page.getByRole('heading', { name: 'Welcome to SkyDeck checkout.' }).waitFor();
  });

  it('drops its transitions for a visitor who prefers reduced motion, and keeps them for everyone else', async () => {
    // Prepare: the tabs' own preference (test/support/browser.ts)
    await ui.page.goto(`${stackUrl()}/`);
    const card = ui.page.locator('.family-card').first();
    const transitionDurations = () => card.evaluate((element) => getComputedStyle(element).transitionDuration);
    const reduced = await transitionDurations();

    // Act
    await ui.page.emulateMedia({ reducedMotion: 'no-preference' });

    // Assess
    expect([reduced, await transitionDurations()]).toEqual(['0s', '0.25s, 0.25s']);
  });

  it('serves a page it builds in the browser with the layout and the loading message before any script runs', async () => {
    // Act: the subscriptions page has no shell document of its own
    const html = await (await fetch(`${stackUrl()}/subscriptions`)).text();

    // Assess
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('</body>'));
    expect(root).toContain('<div class="nav-placeholder">');
    expect(root).toMatch(/<main[^>]*><p class="loading" role="status"[^>]*>\.\.\.<\/p><\/main>/);
  });

  it('serves the checkout and the sign-in page with their stable part drawn, controls disabled (ADR 350)', async () => {
    // Act
    const [checkout, signIn] = await Promise.all(
      [CHECKOUT, '/sign-in?redirect=%2Flicenses'].map(async (path) => (await fetch(`${stackUrl()}${path}`)).text()),
    );

    // Assess: the heading, the basket's VAT note and the buyer's field, disabled, while the basket is priced
    expect(checkout).toContain('<h1 id="checkout-title">Checkout</h1>');
    expect(checkout).toContain('<p class="vat-note">VAT is added for your country at payment.');
    expect(checkout).toMatch(/<input id="checkout-email"[^>]* disabled=""/);
    expect(checkout).toContain('<script type="application/json" id="page-boot">');
    expect(checkout).not.toContain('id="router-hydration-data"');
    // Assess: the sign-in form whole, in a disabled fieldset until the session check has answered
    expect(signIn).toMatch(/<fieldset class="auth-checking" disabled="">.*Sign in to your account.*<\/fieldset>/s);
  });

  it('fetches the app after the first paint on every page shell, the licences too (ADR 350, 371)', async () => {
    // Act
    const [checkout, licences] = await Promise.all(
      [CHECKOUT, '/licenses'].map(async (path) => (await fetch(`${stackUrl()}${path}`)).text()),
    );

    // Assess: neither document names a chunk of the app; the licences' paints its heading and what the page is for
    const preloaded = (html = '') =>
      [...html.matchAll(/<link rel="modulepreload" fetchpriority="low" crossorigin href="([^"]+)">/g)].map(
        (match) => /\/assets\/([a-z]+)/i.exec(match[1]!)![1],
      );
    expect(preloaded(checkout)).toEqual(['boot']);
    expect(preloaded(licences)).toEqual(['boot']);
    expect(licences).toContain('<h1 id="licences-title">My licences</h1>');
    expect(licences).toContain('Every licence and trainer seat bought with your e-mail address');
  });

  it('replaces the shell document with the page once its basket is priced, and keeps the typed e-mail', async () => {
    // Act
    await ui.page.goto(`${stackUrl()}${CHECKOUT}`);
    const email = ui.page.getByRole('textbox', { name: 'E-mail address' });
    await email.fill('shell-buyer@example.com');

    // Assess: the field it filled is the page's own, enabled once the app rendered the priced basket
    await ui.page.getByRole('heading', { level: 2, name: 'SkyDeck B737 suite' }).waitFor();
    expect(await email.inputValue()).toBe('shell-buyer@example.com');
    expect(await ui.page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(ui.pageErrors).toEqual([]);
  });

  it('keeps what a visitor sees still while the app builds a page that is not prerendered', async () => {
    // Act: the checkout is rendered in the browser, after its route and the stage's config have loaded
    await ui.page.goto(`${stackUrl()}${CHECKOUT}`);
    await ui.page.getByRole('heading', { level: 1 }).waitFor();

    // Assess: the layout's frame stands from the first paint, so nothing on the screen has moved
    const shifts = await ui.page.evaluate(() => {
      const observer = new PerformanceObserver(() => {});
      observer.observe({ type: 'layout-shift', buffered: true });
      return observer.takeRecords().map((shift) => (shift as PerformanceEntry & { value: number }).value);
    });
    expect(shifts).toEqual([]);
  });

  it('accepts legacy aircraft names in the route', async () => {
    // Act
    await ui.page.goto(`${stackUrl()}/buy-skydeck-suite/b737`);

    // Assess
    await ui.page.getByRole('heading', { level: 1 }).waitFor();
    expect(await ui.page.getByRole('heading', { name: 'Oops!' }).count()).toBe(0);
  });
});
