import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { localisedPath } from '../../lambdas/contract/languages';
import { PRERENDERED_PATHS } from '../../lambdas/contract/prerendered-pages';
import { MAX_QUANTITY } from '../../lambdas/contract/quantity';
import { PATHS } from '../../lambdas/contract/routes';
import { signedUpClient, uniqueEmail } from '../support/auth-client';
import { signInContext, useTabs } from '../support/browser';
import { postCheckout } from '../support/paddle-test-kit';
import { buyAndPay } from '../support/portal-kit';
import { stackUrl } from '../support/stack-url';
import { catalogue, CATALOGUE_FOLDERS, WEB_SRC } from '../support/web-catalogues';
import { untilInteractive } from './shop-helpers';

/**
 * The pseudo-language check (docs/adr/471): the shop in German, except that every German catalogue the browser loads
 * is replaced by the English one with each text in marks (`⟦Checkout⟧`). A word of the catalogues' English that a
 * page shows outside the marks came from no catalogue: a text the page writes in English in every language. Unlike
 * the built-page check (test/unit/tooling/built-languages.test.ts), this reads what the browser renders from data:
 * baskets, the payment page, the account pages, refusals from the API, the 404 and the error page.
 */
const LANGUAGE = 'de';
const OPEN = '⟦';
const CLOSE = '⟧';
const DIST = path.join(WEB_SRC, '..', 'dist');

/** Each German catalogue's chunk, as the build named it, by its folder under `web/src`. */
function catalogueChunks(): { folder: string; file: string }[] {
  const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  return CATALOGUE_FOLDERS.map((folder) => {
    const entry = manifest[`src/${folder}/${LANGUAGE}.ts`];
    if (!entry) throw new Error(`The build has no chunk for src/${folder}/${LANGUAGE}.ts: run npm run build:web.`);
    return { folder, file: entry.file };
  });
}

/** Serves every German catalogue as the marked English one (a tab's routes end with the test that set them). */
async function withPseudoCatalogues(context: BrowserContext): Promise<void> {
  for (const { folder, file } of catalogueChunks()) {
    const marked = Object.fromEntries(
      Object.keys(catalogue(folder, 'en')).map((key) => [key, `${OPEN}${key}${CLOSE}`]),
    );
    await context.route(`**/${file}`, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: `export default ${JSON.stringify(marked)};` }),
    );
  }
}

const WORD = /\p{L}[\p{L}'’]*/gu;
const words = (text: string) => (text.match(WORD) ?? []).map((word) => word.toLowerCase());

/**
 * The words of the catalogues' English, less those German also writes (product and brand names, `E-Mail`, units):
 * a page in German may show those outside a text of its catalogues, from data.
 */
const ENGLISH_WORDS: ReadonlySet<string> = (() => {
  const german = new Set(
    CATALOGUE_FOLDERS.flatMap((folder) => Object.values(catalogue(folder, LANGUAGE)).flatMap(words)),
  );
  return new Set(
    CATALOGUE_FOLDERS.flatMap((folder) => Object.keys(catalogue(folder, 'en')).flatMap(words)).filter(
      (word) => word.length > 2 && !german.has(word),
    ),
  );
})();

interface Shown {
  /** The page's text in document order, marks included, with what is declared another language left out. */
  readonly text: string;
  /** Labels a reader hears or sees (aria-label, alt, title, placeholder) and the document's title. */
  readonly labels: readonly string[];
}

async function shown(page: Page): Promise<Shown> {
  return page.evaluate(() => {
    const pageLanguage = document.documentElement.lang;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const parts: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest('script, style, template, noscript')) continue;
      const declared = element.closest('[lang]')?.getAttribute('lang') ?? pageLanguage;
      // A part in another language on purpose (a language's own name in the switch, legal text only given in
      // English) keeps its marks counted, but not its words.
      const data = (node as Text).data;
      parts.push(declared === pageLanguage ? data : data.replace(/[^⟦⟧]/g, ' '));
    }
    const labels = [...document.body.querySelectorAll('[aria-label], [alt], [title], [placeholder]')].flatMap(
      (element) =>
        ['aria-label', 'alt', 'title', 'placeholder'].flatMap((name) => {
          const value = element.getAttribute(name);
          return value ? [value] : [];
        }),
    );
    return { text: parts.join(' '), labels: [document.title, ...labels] };
  });
}

/** What a text shows outside every pair of marks (marks nest where a text holds another, as a link in a sentence). */
function unmarked(text: string): string {
  let depth = 0;
  let outside = '';
  for (const character of text) {
    if (character === OPEN) depth += 1;
    else if (character === CLOSE) depth = Math.max(0, depth - 1);
    else outside += depth === 0 ? character : ' ';
  }
  return outside;
}

/** The catalogues' English words a page shows outside their texts, each with what surrounds it. */
async function englishOutsideCatalogues(page: Page): Promise<string[]> {
  const { text, labels } = await shown(page);
  return [unmarked(text), ...labels.map(unmarked)].flatMap((outside) =>
    [...outside.matchAll(WORD)]
      .filter(([word]) => ENGLISH_WORDS.has(word.toLowerCase()))
      .map(({ 0: word, index }) => `${word} in “${outside.slice(Math.max(0, index - 40), index + 40).trim()}”`),
  );
}

async function visit(page: Page, address: string, ready: (page: Page) => Promise<unknown>): Promise<string[]> {
  await page.goto(`${stackUrl()}${localisedPath(address, LANGUAGE)}`);
  await untilInteractive(page);
  await ready(page);
  return (await englishOutsideCatalogues(page)).map((finding) => `${address}: ${finding}`);
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first().waitFor();
const marked = (page: Page) => page.locator(`main :text("${OPEN}")`).first().waitFor();

describe('the shop in a pseudo-language: every German catalogue served as marked English', () => {
  const tabs = useTabs({ locale: 'en-GB', viewport: { width: 1280, height: 900 } });

  it('shows no English word outside a catalogue text on the prerendered pages, sign-in, 404 and the basket', async () => {
    // Prepare
    const page = await tabs.take();
    await withPseudoCatalogues(page.context());
    const pages: [string, (page: Page) => Promise<unknown>][] = [
      ...PRERENDERED_PATHS.map((address): [string, (page: Page) => Promise<unknown>] => [address, heading]),
      [`${PATHS.signIn}?redirect=${PATHS.licenses}`, heading],
      ['/no-such-page', marked],
      [`${PATHS.buyTrainer}/XYZ`, marked],
      ['/buy/skydeck-suiteb737annual/1?addOns=hud', (open) => open.getByTestId('basket-total').waitFor()],
      [`/buy/skydeck-suiteb737annual/${MAX_QUANTITY + 1}`, (open) => open.getByRole('alert').first().waitFor()],
    ];

    // Act
    const findings: string[] = [];
    for (const [address, ready] of pages) findings.push(...(await visit(page, address, ready)));
    // A refused sign-in: the API's words, through the shared catalogue
    await visit(page, PATHS.signIn, heading);
    await page.getByLabel(`${OPEN}Email${CLOSE}`).fill(uniqueEmail('pseudo-refused'));
    await page.getByLabel(`${OPEN}Password${CLOSE}`, { exact: true }).fill('not the password');
    await page.getByRole('button', { name: `${OPEN}Sign In${CLOSE}`, exact: true }).click();
    await page.locator('.auth-alert').waitFor();
    findings.push(...(await englishOutsideCatalogues(page)).map((finding) => `refused sign-in: ${finding}`));

    // Assess
    expect(findings).toEqual([]);
  });

  it('shows no English word outside a catalogue text on the payment, confirmation, account and error pages', async () => {
    // Prepare: a buyer with a paid order, signed in, and an order still to pay
    const email = uniqueEmail('pseudo');
    await buyAndPay({ slug: 'skydeck-suiteb737annual', quantity: 1, addOns: ['hud'], email });
    const page = await tabs.take();
    await withPseudoCatalogues(page.context());
    await signInContext(page.context(), await signedUpClient(email));
    const unpaid = await postCheckout({ slug: 'skydeck-suiteb737annual', quantity: 1, addOns: [], email });
    const pay = unpaid.body.checkoutUrl as string;

    // Act
    const findings = [
      ...(await visit(page, pay, (open) => open.getByTestId('pay-email').waitFor())),
      ...(await visit(page, PATHS.licenses, (open) => open.getByTestId('licence-key').first().waitFor())),
      ...(await visit(page, PATHS.subscriptions, marked)),
      ...(await visit(page, PATHS.orders, (open) => open.getByTestId('order-total').first().waitFor())),
      ...(await visit(page, PATHS.account, marked)),
    ];
    // The error page of a page whose data the API failed to give
    await page.route(
      (url) => url.pathname === '/api/orders',
      (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Internal server error' } }),
        }),
    );
    findings.push(...(await visit(page, PATHS.orders, (open) => open.getByRole('alert').first().waitFor())));
    await page.unrouteAll();
    await page.goto(`${stackUrl()}${localisedPath(pay, LANGUAGE)}`);
    await page.getByRole('button', { name: `${OPEN}Pay (test)${CLOSE}` }).click();
    await page.getByTestId('order-gross').waitFor();
    findings.push(...(await englishOutsideCatalogues(page)).map((finding) => `confirmation: ${finding}`));

    // Assess
    expect(findings).toEqual([]);
  });
});
