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
 * contexts the file opened, not the shared Chromium. Tests keep apart through the file's tabs (`useTabs`) or a
 * context of their own.
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

/** Playwright's viewport for a context that names none, which a returned tab goes back to. */
const DEFAULT_VIEWPORT = { width: 1280, height: 720 };

/** Every listener on the page, each with a way to remove it; Playwright's typings declare only per-event methods. */
function listenersOf(page: Page): { listener: unknown; remove: () => void }[] {
  const events = page as unknown as NodeJS.EventEmitter;
  return events.eventNames().flatMap((event) =>
    events.listeners(event).map((listener) => ({
      listener,
      remove: () => events.off(event, listener as (...args: unknown[]) => void),
    })),
  );
}

interface Tab {
  readonly page: Page;
  /** The listeners Playwright itself keeps on the page; every other one is a test's. */
  readonly playwrights: ReadonlySet<unknown>;
}

/**
 * Tabs the tests of one file take turns on (ADR 210): Chromium spends about 0.9 CPU s on a new context with its
 * first page, about 0.2 s on a navigation of a kept one. A tab comes back after each test and is restored to a
 * first visitor's state before it is taken again; its HTTP cache stays, as a returning visitor's would. Each tab
 * has a context of its own, so two tabs taken in one test are two people.
 */
export class Tabs {
  readonly #free: Tab[] = [];
  readonly #taken: Tab[] = [];

  /** `prepare` sets up each new tab's context the same way for the whole file (init scripts, which stay). */
  constructor(
    private readonly browser: () => Browser,
    private readonly contextOptions: BrowserContextOptions,
    private readonly prepare: (context: BrowserContext) => Promise<unknown> = async () => undefined,
  ) {}

  async take(): Promise<Page> {
    const tab = this.#free.pop() ?? (await this.#open());
    this.#taken.push(tab);
    return tab.page;
  }

  /** Every taken tab restored for the next test; one that cannot be (its page closed or crashed) is dropped. */
  async returnAll(): Promise<void> {
    for (const tab of this.#taken.splice(0)) {
      try {
        await this.#restore(tab);
        this.#free.push(tab);
      } catch {
        await tab.page.context().close();
      }
    }
  }

  async #open(): Promise<Tab> {
    const context = await this.browser().newContext(this.contextOptions);
    await this.prepare(context);
    const page = await context.newPage();
    return { page, playwrights: new Set(listenersOf(page).map(({ listener }) => listener)) };
  }

  /**
   * No listener, route, cookie, permission or stored item a test left, the context's own viewport, at about:blank.
   * A test that adds init scripts or bindings, which cannot be taken back, opens a context of its own (or the file
   * adds them to every tab: `prepare`).
   */
  async #restore({ page, playwrights }: Tab): Promise<void> {
    for (const { listener, remove } of listenersOf(page)) if (!playwrights.has(listener)) remove();
    const context = page.context();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await forgetStoredItems(page);
    await page.goto('about:blank');
    await context.clearCookies();
    await context.clearPermissions();
    await page.setViewportSize(this.contextOptions.viewport ?? DEFAULT_VIEWPORT);
  }
}

/**
 * The shop keeps a visitor's language, signed-out flag and checkout in its origin's local and session storage.
 * Session storage belongs to the tab, so the origin's own document clears both: the tab goes back to the origin
 * first if a test left it elsewhere.
 */
async function forgetStoredItems(page: Page): Promise<void> {
  const origin = new URL(stackUrl()).origin;
  if (new URL(page.url()).origin !== origin) await page.goto(`${origin}/favicon.svg`);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}

/** The file's tabs on the shared browser, each returned after every test. */
export function useTabs(
  contextOptions: BrowserContextOptions = {},
  prepare?: (context: BrowserContext) => Promise<unknown>,
): Tabs {
  const tabs = new Tabs(useBrowser(), contextOptions, prepare);
  afterEach(() => tabs.returnAll());
  return tabs;
}

export interface PageUnderTest {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Uncaught exceptions in the page during the current test. */
  readonly pageErrors: string[];
}

/** A page in a first visitor's state for every test (its own cookies and storage), taken from the file's tabs. */
export function usePage(contextOptions: BrowserContextOptions = {}): PageUnderTest {
  const tabs = useTabs(contextOptions);
  let page: Page | undefined;
  const pageErrors: string[] = [];
  beforeEach(async () => {
    page = await tabs.take();
    pageErrors.length = 0;
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });
  return {
    get context() {
      return page!.context();
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
