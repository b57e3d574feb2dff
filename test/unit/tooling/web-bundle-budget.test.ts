import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { servedGzip } from '../../../infra/local/static-site';
import { PAGE_SHELL_PATHS, pageShellFile, PRERENDERED_PATHS } from '../../../lambdas/contract/prerendered-pages';
import { isLanguage, languageOfPath } from '../../../lambdas/contract/languages';
import {
  LANDING_JS,
  LANDING_PATHS,
  LAZY_CHUNK_BUDGET_BYTES,
  scriptsBeforeInteractive,
} from '../../../web/page-scripts';

/**
 * docs/architecture.md, "Budgets": the landing route, in every language, loads at most 110 KB gzip of JavaScript before it is interactive, and each lazily
 * loaded chunk is at most 30 KB gzip; both as `web/page-scripts.ts` defines them, the same figures the bench
 * measures in the browser. Reads the production build (`npm test` builds it before jest runs).
 */
const DIST = path.resolve(__dirname, '../../../web/dist');
const ASSETS = path.join(DIST, 'assets');
/** What `/` renders besides the app: its page and the layout's lazy nav bar and footer. */
const LANDING_MODULES = ['HomePage', 'NavBar', 'Footer'];
/** Pages that must never weigh on the landing route. */
const SHOP_MODULES = ['TrainerPage', 'SuitePage', 'SupportExtensionPage', 'shop', 'QuantityStepper'];

/** The operator console's modules (web/src/features/admin): no buyer page may load any of them. */
const isConsoleModule = (name: string) => /^Admin[A-Z]|^admin-api$|^ActionDialog$|^operator-only$/.test(name);

const moduleName = (href: string) => path.basename(href).replace(/-[\w-]{8}\.js$/, '');

describe('bundle budgets of the web build', () => {
  const built = existsSync(path.join(DIST, 'index.html'));
  const jsFiles = built ? readdirSync(ASSETS).filter((file) => file.endsWith('.js')) : [];

  it('finds a build to measure', () => {
    // Assess
    expect(built).toBe(true);
    expect(jsFiles.length).toBeGreaterThan(LANDING_MODULES.length);
  });

  it.each(LANDING_PATHS)(
    'keeps the landing route %s within 110 KB gzip before it is interactive, without any shop page in it',
    (landingPath) => {
      // Act
      const landing = scriptsBeforeInteractive(DIST, landingPath);

      // Assess
      const names = landing.files.map(moduleName);
      expect(names).toEqual(expect.arrayContaining([...LANDING_MODULES, 'main', 'framework']));
      expect(names.filter((name) => SHOP_MODULES.includes(name))).toEqual([]);
      expect(landing.gzipBytes).toBeLessThanOrEqual(LANDING_JS.budgetBytes);
    },
  );

  it.each(LANDING_PATHS)('loads the texts of the landing route %s in its own language only', (landingPath) => {
    // Prepare
    const language = languageOfPath(landingPath);

    // Act
    const textChunks = scriptsBeforeInteractive(DIST, landingPath).files.map(moduleName).filter(isLanguage);

    // Assess: English reads its keys, so it loads no catalogue at all.
    if (language === 'en') expect(textChunks).toEqual([]);
    else expect(new Set(textChunks)).toEqual(new Set([language]));
  });

  it('keeps every lazily loaded chunk within 30 KB gzip', () => {
    // Prepare
    const landing = new Set(scriptsBeforeInteractive(DIST, LANDING_JS.path).files.map((href) => path.basename(href)));
    const lazy = jsFiles.filter((file) => !landing.has(file));

    // Act
    const overBudget = lazy
      .map((file) => ({ file, gzipBytes: servedGzip(readFileSync(path.join(ASSETS, file))).length }))
      .filter(({ gzipBytes }) => gzipBytes > LAZY_CHUNK_BUDGET_BYTES);

    // Assess
    expect(lazy.map(moduleName)).toEqual(expect.arrayContaining(['TrainerPage', 'SuitePage', 'SupportExtensionPage']));
    expect(overBudget).toEqual([]);
  });

  it.each(PRERENDERED_PATHS)('loads none of the operator console on the prerendered buyer page %s', (pagePath) => {
    // Act
    const names = scriptsBeforeInteractive(DIST, pagePath).files.map(moduleName);

    // Assess
    expect(names.filter(isConsoleModule)).toEqual([]);
  });

  it.each(PAGE_SHELL_PATHS)('preloads none of the operator console from the shell document of %s', (pagePath) => {
    // Prepare
    const html = readFileSync(path.join(DIST, pageShellFile(pagePath)), 'utf8');

    // Act
    const loaded = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)];

    // Assess
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.map((match) => moduleName(match[1]!)).filter(isConsoleModule)).toEqual([]);
  });

  it('builds the console as lazy chunks of its own', () => {
    // Prepare
    const landing = new Set(scriptsBeforeInteractive(DIST, LANDING_JS.path).files.map((href) => path.basename(href)));

    // Act
    const consoleChunks = jsFiles.filter((file) => isConsoleModule(moduleName(file)));

    // Assess
    expect(consoleChunks.map(moduleName)).toEqual(expect.arrayContaining(['AdminSearchPage', 'AdminOrderPage']));
    expect(consoleChunks.filter((file) => landing.has(file))).toEqual([]);
  });
});
