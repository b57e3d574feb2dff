import globalTeardown from './global-teardown';

/** Closes the run's shared Chromium, then stops the local stack (once, whichever project's teardown comes first). */
export default async function browserGlobalTeardown(): Promise<void> {
  const browser = globalThis.__SKYDECK_BROWSER__;
  globalThis.__SKYDECK_BROWSER__ = undefined;
  await (await browser)?.close();
  await globalTeardown();
}
