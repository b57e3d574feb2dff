import type { BrowserServer } from 'playwright-core';
import globalSetup from './global-setup';
import { BROWSER_ENDPOINT_VARIABLE, CHROMIUM_PATH, launchBrowserServer, testBrowserPath } from './support/chromium';

declare global {
  // `var`, not `let`: only a var declaration becomes a property of globalThis.
  var __SKYDECK_BROWSER__: Promise<BrowserServer> | undefined;
}

/**
 * The browser project's setup: the run's local stack, and one Chromium that each jest worker connects to once
 * instead of launching its own (test/support/browser-environment.ts).
 */
export default async function browserGlobalSetup(): Promise<void> {
  await globalSetup();
  if (!globalThis.__SKYDECK_BROWSER__ && testBrowserPath() === CHROMIUM_PATH && !process.env.CHROMIUM_PATH) {
    console.log(
      '\nThe browser tests run in the whole Chromium: `apt-get install chromium-headless-shell` runs them for about two thirds of its CPU (ADR 531).',
    );
  }
  globalThis.__SKYDECK_BROWSER__ ??= launchBrowserServer();
  process.env[BROWSER_ENDPOINT_VARIABLE] = (await globalThis.__SKYDECK_BROWSER__).wsEndpoint();
}
