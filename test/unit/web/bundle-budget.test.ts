import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * DESIGN.md §8: the landing route loads at most 110 KB gzip of JavaScript and each lazily loaded chunk is at most
 * 30 KB gzip. Reads the production build (`npm test` builds it before jest runs).
 */
const DIST = path.resolve(__dirname, '../../../web/dist');
const ASSETS = path.join(DIST, 'assets');
const KB = 1024;
const LANDING_BUDGET = 110 * KB;
const LAZY_CHUNK_BUDGET = 30 * KB;
/** What `/` renders besides the entry: its page and the layout's lazy nav bar and footer. */
const LANDING_LAZY_MODULES = ['HomePage', 'NavBar', 'Footer'];
/** Pages that must never weigh on the landing route. */
const SHOP_MODULES = ['TrainerPage', 'SuitePage', 'SupportExtensionPage', 'orders', 'shop-ui', 'QuantityStepper'];

const gzipSize = (file: string) => gzipSync(readFileSync(path.join(ASSETS, file)), { level: 9 }).length;
const moduleName = (file: string) => file.replace(/-[\w-]{8}\.js$/, '');

/** A chunk and every chunk it imports statically (dynamic `import("…")` is loaded later, on demand). */
function withStaticImports(entries: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...entries];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(path.join(ASSETS, file), 'utf8');
    for (const match of source.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) pending.push(match[1]!);
  }
  return seen;
}

function landingChunks(jsFiles: readonly string[]): Set<string> {
  const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const fromHtml = [
    ...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/assets\/([^"]+\.js)"/g),
  ].map((match) => match[1]!);
  const lazyOnLanding = jsFiles.filter((file) => LANDING_LAZY_MODULES.includes(moduleName(file)));
  return withStaticImports([...fromHtml, ...lazyOnLanding]);
}

describe('bundle budgets of the web build', () => {
  const built = existsSync(path.join(DIST, 'index.html'));
  const jsFiles = built ? readdirSync(ASSETS).filter((file) => file.endsWith('.js')) : [];

  it('finds a build to measure', () => {
    // Assess
    expect(built).toBe(true);
    expect(jsFiles.length).toBeGreaterThan(LANDING_LAZY_MODULES.length);
  });

  it('keeps the landing route within 110 KB gzip, without any shop page in it', () => {
    // Act
    const landing = landingChunks(jsFiles);
    const total = [...landing].reduce((sum, file) => sum + gzipSize(file), 0);

    // Assess
    expect(LANDING_LAZY_MODULES.every((name) => [...landing].some((file) => moduleName(file) === name))).toBe(true);
    expect([...landing].filter((file) => SHOP_MODULES.includes(moduleName(file)))).toEqual([]);
    expect(total).toBeLessThanOrEqual(LANDING_BUDGET);
  });

  it('keeps every lazily loaded chunk within 30 KB gzip', () => {
    // Prepare
    const landing = landingChunks(jsFiles);
    const lazy = jsFiles.filter((file) => !landing.has(file));

    // Act
    const overBudget = lazy
      .map((file) => ({ file, gzipBytes: gzipSize(file) }))
      .filter(({ gzipBytes }) => gzipBytes > LAZY_CHUNK_BUDGET);

    // Assess
    expect(lazy.map(moduleName)).toEqual(expect.arrayContaining(['TrainerPage', 'SuitePage', 'SupportExtensionPage']));
    expect(overBudget).toEqual([]);
  });
});
