import { signedUpClient, uniqueEmail } from '../support/auth-client';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, disablingUnusedFeatures, launchBrowser } from '../support/chromium';
import { postCheckout } from '../support/paddle-test-kit';
import { buyAndPay } from '../support/portal-kit';
import { PATHS } from '../../lambdas/contract/routes';
import { median, round } from './stats';

export interface WebRow {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's transferred bytes of every script the page loaded, HTTP headers included. */
  jsGzipBytes: number;
  /** The scripts fetched before `html[data-interactive]`, as web/page-scripts.ts defines landing JS (gzip bodies). */
  jsBeforeInteractive: { gzipBytes: number; requests: number };
  /** What the LCP was, and how many requests held the first paint (from the last run's trace). */
  lcpElement: string;
  renderBlocking: number;
}

/** Where money moves: the checkout and, signed in, the licence portal. */
export const CHECKOUT_AND_PORTAL_PATHS = ['/buy/skydeck-suiteb737annual/1?addOns=hud', '/licenses'] as const;

/**
 * The app shell's pages a signed-in buyer opens (docs/architecture.md, "Budgets"): checkout, the payment page of an unpaid order
 * (the local test form), the licence portal, and the order history once the route table has it.
 */
export async function signedInAppShellPaths(baseUrl: string): Promise<string[]> {
  process.env.SKYDECK_URL = baseUrl;
  const checkout = await postCheckout({
    slug: 'skydeck-suiteb737annual',
    quantity: 1,
    addOns: ['hud'],
    email: uniqueEmail('bench'),
  });
  if (checkout.status !== 201) throw new Error(`checkout failed: ${JSON.stringify(checkout.body)}`);
  const orders = (PATHS as Partial<Record<string, string>>).orders;
  return [...CHECKOUT_AND_PORTAL_PATHS, checkout.body.checkoutUrl as string, ...(orders ? [orders] : [])];
}

/** The app shell's page an anonymous visitor opens: sign-in, as a page that needs it sends them there. */
export const SIGN_IN_PATHS = [`${PATHS.signIn}?redirect=${PATHS.licenses}`] as const;

/** A session (its cookies as a `Cookie` header) of a buyer who owns a suite, for the signed-in pages. */
export async function signedInCookie(baseUrl: string): Promise<string> {
  process.env.SKYDECK_URL = baseUrl;
  const email = uniqueEmail('bench');
  await buyAndPay({ slug: 'skydeck-suiteb737annual', quantity: 1, email });
  const client = await signedUpClient(email);
  return [...client.cookies]
    .filter(([name]) => name.startsWith('__Host-'))
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
}

/**
 * Lighthouse with its default (mobile) configuration against the local stack, in Debian's Chromium; each page
 * `runs` times, the median of every figure. JS bytes are the transferred (gzip) bytes of the page's scripts.
 */
export async function measureWeb(options: {
  baseUrl: string;
  paths: readonly string[];
  runs: number;
  cookie?: string;
}): Promise<WebRow[]> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    ignoreDefaultFlags: true,
    chromeFlags: disablingUnusedFeatures([...chromeLauncher.Launcher.defaultFlags(), ...CHROMIUM_FLAGS]),
  });
  try {
    const rows: WebRow[] = [];
    for (const path of options.paths) {
      const samples: Omit<WebRow, 'jsBeforeInteractive'>[] = [];
      for (let run = 0; run < options.runs; run += 1) {
        const result = await lighthouse(`${options.baseUrl}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
          ...(options.cookie ? { extraHeaders: { Cookie: options.cookie } } : {}),
        });
        const lhr = result!.lhr;
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        const requests =
          (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] })
            ?.items ?? [];
        samples.push({
          path,
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          fcpMs: audit('first-contentful-paint'),
          lcpMs: audit('largest-contentful-paint'),
          tbtMs: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          jsGzipBytes: requests
            .filter((item) => item.resourceType === 'Script')
            .reduce((total, item) => total + (item.transferSize ?? 0), 0),
          lcpElement: lcpElementOf(lhr.audits['largest-contentful-paint-element']?.details),
          renderBlocking:
            (lhr.audits['render-blocking-resources']?.details as { items?: unknown[] } | undefined)?.items?.length ?? 0,
        });
      }
      const pick = (field: Exclude<keyof WebRow, 'path' | 'lcpElement' | 'jsBeforeInteractive'>) =>
        median(samples.map((sample) => sample[field]));
      rows.push({
        path,
        jsBeforeInteractive: await scriptsFetchedBeforeInteractive(`${options.baseUrl}${path}`, options.cookie),
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        fcpMs: round(pick('fcpMs'), 0),
        lcpMs: round(pick('lcpMs'), 0),
        tbtMs: round(pick('tbtMs'), 0),
        cls: round(pick('cls'), 3),
        jsGzipBytes: pick('jsGzipBytes'),
        lcpElement: samples.at(-1)!.lcpElement,
        renderBlocking: pick('renderBlocking'),
      });
    }
    return rows;
  } finally {
    chrome.kill();
  }
}

/**
 * What the page's scripts weigh until it is interactive, measured in the browser: the encoded (gzip) body of each
 * script fetched by the time the app marks `<html data-interactive>` (web/page-scripts.ts, ADR 165).
 */
async function scriptsFetchedBeforeInteractive(
  url: string,
  cookie: string | undefined,
): Promise<{ gzipBytes: number; requests: number }> {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext(cookie ? { extraHTTPHeaders: { Cookie: cookie } } : {});
    // The moment the app marks the page, noted in the page itself: scripts requested after it do not count.
    await context.addInitScript(() => {
      new MutationObserver((_, observer) => {
        observer.disconnect();
        (window as { interactiveAt?: number }).interactiveAt = performance.now();
      }).observe(document.documentElement, { attributeFilter: ['data-interactive'] });
    });
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForSelector('html[data-interactive]', { state: 'attached', timeout: 30_000 });
    const sizes = await page.evaluate(() => {
      const interactiveAt = (window as { interactiveAt?: number }).interactiveAt ?? Infinity;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= interactiveAt && new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => (entry as PerformanceResourceTiming).encodedBodySize);
    });
    return { gzipBytes: sizes.reduce((sum, size) => sum + size, 0), requests: sizes.length };
  } finally {
    await browser.close();
  }
}

/** `img skydeck-suite.svg` or `h1`: the element Lighthouse found as the largest paint. */
function lcpElementOf(details: unknown): string {
  type Node = { nodeLabel?: string; snippet?: string };
  const table = (details as { items?: { items?: { node?: Node }[] }[] } | undefined)?.items?.[0];
  const snippet = table?.items?.[0]?.node?.snippet;
  if (!snippet) return '–';
  const tag = /^<(\w+)/.exec(snippet)?.[1] ?? '?';
  const src = /\ssrc="[^"]*?([^/"]+)"/.exec(snippet)?.[1];
  return src ? `${tag} ${src}` : tag;
}

/**
 * The framework floor: gzip bytes of the smallest app on the same stack (React, react-dom's hydrateRoot and
 * react-router's data router with one route), built by the same Vite into `outDir`, inside the repository so that
 * it resolves the repository's packages. A page's JS divided by it is what the shop adds.
 */
export async function frameworkFloorBytes(outDir: string): Promise<number> {
  const { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } = await import('node:fs');
  const path = await import('node:path');
  const { gzipSync } = await import('node:zlib');
  const { build } = await import('vite');
  const source = path.join(outDir, 'src');
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(source, { recursive: true });
  writeFileSync(
    path.join(source, 'index.html'),
    '<!doctype html><div id="root"></div><script type="module" src="./main.jsx"></script>',
  );
  writeFileSync(
    path.join(source, 'main.jsx'),
    [
      "import { hydrateRoot } from 'react-dom/client';",
      "import { createBrowserRouter } from 'react-router';",
      "import { RouterProvider } from 'react-router/dom';",
      "const router = createBrowserRouter([{ path: '/', Component: () => <h1>Floor</h1> }]);",
      "hydrateRoot(document.getElementById('root'), <RouterProvider router={router} />);",
    ].join('\n'),
  );
  const dist = path.join(outDir, 'dist');
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: source,
      configFile: false,
      logLevel: 'warn',
      build: { outDir: dist, emptyOutDir: true, target: 'es2022' },
    });
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
  const assets = path.join(dist, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .reduce((total, file) => total + gzipSync(readFileSync(path.join(assets, file))).length, 0);
}
