import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { servedGzip } from '../infra/local/static-site';
import { LANGUAGE_CODES, languageBase, languageOfPath, pathWithoutLanguage } from '../lambdas/contract/languages';
import { prerenderedFile } from '../lambdas/contract/prerendered-pages';
import { readPageBoot } from './src/app/prerendered-document';

/**
 * The web budgets (docs/architecture.md, "Budgets"), in one place for the budget test (over the build) and the bench (in the browser), so
 * that both measure the same thing (ADR 165).
 *
 * "Landing JS" is the JavaScript a visitor of `/` downloads before the page is interactive: the entry the HTML
 * names and what it imports, the page's own chunks (its `page-boot` block), and the app with everything it
 * imports statically; counted as the gzip bodies the site serves, without HTTP headers (CloudFront answers over
 * HTTP/2 and 3, whose header compression makes repeated headers cost a few bytes each).
 */
export const LANDING_JS = { path: '/', budgetBytes: 110 * 1024 } as const;

/**
 * The landing page in every language (`/`, `/de`, …), each within the same budget: a language adds only its own
 * texts of the page (ADR 471), English none.
 */
export const LANDING_PATHS: readonly string[] = LANGUAGE_CODES.map(languageBase);

/** Any chunk loaded later, on demand (a page visited next, the authenticator, a language). */
export const LAZY_CHUNK_BUDGET_BYTES = 30 * 1024;

/** The app's code, which the entry (src/boot.ts) imports dynamically, as Vite's manifest names it. */
export const APP_MODULE = 'src/main.tsx';

export type Manifest = Record<string, { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[] }>;

export function readManifest(dist: string): Manifest {
  return JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The chunks and stylesheets that modules need, with everything they import statically (as `/assets/…`). */
export function assetsOf(modules: readonly string[], manifest: Manifest): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build has no chunk for ${key}.`);
    scripts.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  modules.forEach(visit);
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * The scripts a prerendered page downloads before it is interactive, read from the build (`web/dist`), and their
 * gzip bytes as served.
 */
export function scriptsBeforeInteractive(dist: string, pagePath: string): { files: string[]; gzipBytes: number } {
  // `/de/about`: the German document of `/about`.
  const file = path.join(dist, prerenderedFile(pathWithoutLanguage(pagePath), languageOfPath(pagePath)));
  if (!existsSync(file)) throw new Error(`${pagePath} is not prerendered in ${dist}.`);
  const html = readFileSync(file, 'utf8');
  const manifest = readManifest(dist);
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]));
  const named = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)].map(
    (match) => match[1]!,
  );
  const pageChunks = readPageBoot(new PageText(html))?.chunks ?? [];
  const modules = [...named, ...pageChunks].map((href) => {
    const key = keyOf.get(href);
    if (!key) throw new Error(`${pagePath} names ${href}, which the build's manifest does not list.`);
    return key;
  });
  const { scripts } = assetsOf([...modules, APP_MODULE], manifest);
  const gzipBytes = scripts.reduce((sum, href) => sum + servedGzip(readFileSync(path.join(dist, href))).length, 0);
  return { files: scripts, gzipBytes };
}

/** Just enough of `Document` for the page's data-block reader, over the HTML text. */
class PageText {
  constructor(private readonly html: string) {}
  getElementById(id: string): { textContent: string } | null {
    const match = new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`).exec(this.html);
    return match ? { textContent: match[1]! } : null;
  }
}
