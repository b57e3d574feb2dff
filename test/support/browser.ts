import type { AuthClient } from './auth-client';
import { stackUrl } from './stack-url';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type BrowserServer,
  type LaunchOptions,
  type Page,
} from 'playwright-core';

/** Debian's Chromium; never a downloaded browser (`apt-get install chromium`). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that keep a headless Chromium from reaching for the network this machine does not have. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Headless Chromium is the whole browser: every window it opens (one per Playwright page) builds the address bar's
 * WebUI popups, two renderers parsing some seventy scripts each: two fifths of the browser tests' time (ADR 200).
 */
const UNUSED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

const DISABLE_FEATURES = '--disable-features=';

/**
 * A launcher's flags with our unused features disabled too. Chromium reads only the last `--disable-features`, so
 * a second one would switch the launcher's own list back on: the lists are joined into one flag instead.
 */
export function disablingUnusedFeatures(launcherFlags: readonly string[]): string[] {
  const launchers = launcherFlags.filter((flag) => flag.startsWith(DISABLE_FEATURES));
  const features = launchers.flatMap((flag) => flag.slice(DISABLE_FEATURES.length).split(',')).filter(Boolean);
  return [
    ...launcherFlags.filter((flag) => !launchers.includes(flag)),
    DISABLE_FEATURES + [...new Set([...features, ...UNUSED_FEATURES])].join(','),
  ];
}

/**
 * Playwright adds a `--disable-features` of its own and does not say which, so the first launch in a process
 * reads it off a Chromium started without ours (under a second), and every launch then replaces it.
 */
let launchOptions: Promise<LaunchOptions> | undefined;

function chromiumLaunchOptions(): Promise<LaunchOptions> {
  launchOptions ??= (async () => {
    const base = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true };
    const probe = await chromium.launchServer(base);
    const spawned = probe.process().spawnargs;
    await probe.close();
    const playwrights = spawned.filter((flag) => flag.startsWith(DISABLE_FEATURES));
    return {
      ...base,
      args: disablingUnusedFeatures([...playwrights, ...CHROMIUM_FLAGS]),
      ignoreDefaultArgs: playwrights,
    };
  })();
  return launchOptions;
}

/** Where the browser project's global setup publishes the run's one Chromium (test/global-setup-browser.ts). */
export const BROWSER_ENDPOINT_VARIABLE = 'SKYDECK_BROWSER_WS';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch(await chromiumLaunchOptions());
}

export async function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(await chromiumLaunchOptions());
}

/**
 * The run's one Chromium, shared by every test file and worker (connecting takes milliseconds, launching a
 * second or more); a file run outside the browser project launches its own.
 */
function openBrowser(): Promise<Browser> {
  const endpoint = process.env[BROWSER_ENDPOINT_VARIABLE];
  return endpoint ? chromium.connect(endpoint) : launchBrowser();
}

/**
 * The browser for a test file, connected before its first test; closing it after the last test closes the
 * contexts the file opened, not the shared Chromium. Tests keep apart by opening a context (or page) each.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => browser!;
}

export interface PageUnderTest {
  readonly browser: Browser;
  readonly context: BrowserContext;
  readonly page: Page;
  /** Uncaught exceptions in the page during the current test. */
  readonly pageErrors: string[];
}

/** A fresh context (cookies, storage) and page for every test, on the shared browser. */
export function usePage(contextOptions: BrowserContextOptions = {}): PageUnderTest {
  const browser = useBrowser();
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  const pageErrors: string[] = [];
  beforeEach(async () => {
    context = await browser().newContext(contextOptions);
    page = await context.newPage();
    pageErrors.length = 0;
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });
  afterEach(async () => {
    await context?.close();
  });
  return {
    get browser() {
      return browser();
    },
    get context() {
      return context!;
    },
    get page() {
      return page!;
    },
    pageErrors,
  };
}

/**
 * Carries an API client's session into a browser context, with the flags and paths the API sets (DESIGN.md §6), so
 * a test whose subject is not the sign-in form starts signed in without loading it and signing in a second time.
 */
export async function signInContext(context: BrowserContext, client: AuthClient): Promise<void> {
  const { hostname } = new URL(stackUrl());
  await context.addCookies(
    [...client.cookies].map(([name, value]) => ({
      name,
      value,
      domain: hostname,
      path: name.startsWith('__Secure-') ? '/api/auth' : '/',
      secure: true,
      httpOnly: true,
      sameSite: 'Strict' as const,
    })),
  );
}
