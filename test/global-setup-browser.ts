import type { BrowserServer } from 'playwright-core';
import globalSetup from './global-setup';
import { BROWSER_ENDPOINT_VARIABLE, launchBrowserServer } from './support/chromium';

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
  globalThis.__SKYDECK_BROWSER__ ??= launchBrowserServer();
  process.env[BROWSER_ENDPOINT_VARIABLE] = (await globalThis.__SKYDECK_BROWSER__).wsEndpoint();
}
