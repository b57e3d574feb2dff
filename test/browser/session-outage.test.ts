import type { Page, Route } from 'playwright-core';
import { signedUpClient, uniqueEmail, type AuthClient } from '../support/auth-client';
import { signInContext, useTabs } from '../support/browser';
import { stackUrl } from '../support/stack-url';
import { untilInteractive } from './shop-helpers';

/** A session check that meets an outage never asks a signed-in buyer to sign in. */
describe('a signed-in buyer whose session check meets an outage, in Chromium at 390 px', () => {
  const tabs = useTabs({ locale: 'en-GB' });
  const email = uniqueEmail('outage');
  let client: AuthClient;

  beforeAll(async () => {
    client = await signedUpClient(email);
  });

  async function signedInPage(): Promise<Page> {
    const page = await tabs.take();
    await page.setViewportSize({ width: 390, height: 800 });
    await signInContext(page.context(), client);
    return page;
  }

  const outages: [string, (route: Route) => Promise<void>][] = [
    ['a 503', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{}' })],
    [
      'a 500 with the error shape',
      (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Internal error' } }),
        }),
    ],
    ['no connection', (route) => route.abort('connectionrefused')],
  ];

  describe.each(outages)('with %s from the session check', (_name, answer) => {
    it.each(['/my-extend-support-subscription', '/licenses', '/sign-in'])(
      'shows the outage with "Try again" on %s, and the signed-in page once the API answers',
      async (path) => {
        // Prepare
        const page = await signedInPage();
        await page.route('**/api/auth/session', answer);

        // Act
        await page.goto(`${stackUrl()}${path}`);
        await untilInteractive(page);

        // Assess: the outage, never the sign-in prompt
        const alert = page.getByRole('alert').filter({ hasText: 'could not check your sign-in' });
        await alert.waitFor();
        expect(await page.getByText('Please sign in to continue.').count()).toBe(0);
        expect(await page.getByRole('button', { name: 'Sign In', exact: true }).count()).toBe(0);
        expect(new URL(page.url()).pathname).toBe(path);

        // Act: the API is back
        await page.unroute('**/api/auth/session');
        await alert.getByRole('button', { name: 'Try again' }).click();

        // Assess: still signed in
        if (path === '/licenses') await page.getByRole('heading', { name: 'My licences' }).waitFor();
        else if (path === '/sign-in') await page.waitForURL((url) => url.pathname !== '/sign-in');
        else await page.getByText(`Logged in as ${email}.`).waitFor();
        expect(await page.getByText('could not check your sign-in').count()).toBe(0);
      },
    );
  });
});
