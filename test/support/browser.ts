import type { AuthClient } from './auth-client';
import { stackUrl } from './stack-url';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

declare global {
  // `var`, not `let`: only a var declaration becomes a property of globalThis.
  var __SKYDECK_WORKER_BROWSER__: Browser | undefined;
}

/** The jest worker's connection to the run's Chromium, which the browser project's test environment opens. */
function workerBrowser(): Browser {
  const browser = globalThis.__SKYDECK_WORKER_BROWSER__;
  if (!browser) {
    throw new Error("No browser: browser tests run in jest's browser project (test/support/browser-environment.ts).");
  }
  return browser;
}

/**
 * The browser for a test file. The jest worker's files share one connection, one file after another, so each
 * closes the contexts it opened after its last test. Tests keep apart through the file's tabs (`useTabs`) or a
 * context of their own.
 */
export function useBrowser(): () => Browser {
  afterAll(async () => {
    await Promise.all(
      workerBrowser()
        .contexts()
        .map((context) => context.close()),
    );
  });
  return workerBrowser;
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
 * What every tab's context starts from unless its file says otherwise: a visitor who prefers reduced motion, for
 * whom the shop drops its transitions (app.css), so Chromium paints no frames of colour fades nobody watches: a
 * quarter of the CPU of each click (ADR 225). shell.test.ts shows both preferences.
 */
const TAB_DEFAULTS: BrowserContextOptions = { reducedMotion: 'reduce' };

/**
 * Tabs the tests of one file take turns on (ADR 210): Chromium spends about 0.9 CPU s on a new context with its
 * first page, about 0.2 s on a navigation of a kept one. A tab comes back after each test and is restored to a
 * first visitor's state before it is taken again; its HTTP cache stays, as a returning visitor's would. Each tab
 * has a context of its own, so two tabs taken in one test are two people.
 */
export class Tabs {
  readonly #free: Tab[] = [];
  readonly #taken: Tab[] = [];
  readonly #contextOptions: BrowserContextOptions;

  /** `prepare` sets up each new tab's context the same way for the whole file (init scripts, which stay). */
  constructor(
    private readonly browser: () => Browser,
    contextOptions: BrowserContextOptions,
    private readonly prepare: (context: BrowserContext) => Promise<unknown> = async () => undefined,
  ) {
    this.#contextOptions = { ...TAB_DEFAULTS, ...contextOptions };
  }

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
    const context = await this.browser().newContext(this.#contextOptions);
    await this.prepare(context);
    const page = await context.newPage();
    return { page, playwrights: new Set(listenersOf(page).map(({ listener }) => listener)) };
  }

  /**
   * No listener, route, cookie, permission or stored item a test left, the context's own viewport and media, at
   * about:blank.
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
    await page.setViewportSize(this.#contextOptions.viewport ?? DEFAULT_VIEWPORT);
    // Playwright's own defaults where the context names none.
    await page.emulateMedia({
      media: null,
      colorScheme: this.#contextOptions.colorScheme ?? 'light',
      reducedMotion: this.#contextOptions.reducedMotion ?? 'no-preference',
      forcedColors: this.#contextOptions.forcedColors ?? 'none',
      contrast: this.#contextOptions.contrast ?? 'no-preference',
    });
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
 * Carries an API client's session into a browser context, with the flags and paths the API sets (docs/architecture.md), so
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
