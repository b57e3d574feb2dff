import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

/** Debian's Chromium; never a downloaded browser (`apt-get install chromium`). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that keep a headless Chromium from reaching for the network this machine does not have. */
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true });
}

/** One Chromium per test file: launched before its first test, closed after its last. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
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

/** A fresh context (cookies, storage) and page for every test, on the file's one browser. */
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
