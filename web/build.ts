import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  appShellFile,
  PAGE_SHELL_PATHS,
  PRERENDERED_DIR,
  PRERENDERED_PATHS,
  pageShellFile,
  prerenderedFile,
} from '../lambdas/contract/prerendered-pages';
import {
  BASE_LANGUAGE,
  directionOf,
  LANGUAGE_CODES,
  localisedPath,
  type Language,
} from '../lambdas/contract/languages';
import { APP_MODULE, assetsOf, readManifest, type Manifest } from './page-scripts';
import { pageBootScript } from './src/app/prerendered-document';
import type { PageShell, PrerenderedPage } from './src/entry-prerender';
import { namespaceFolder, pageNamespaces } from './src/app/page-texts';
import { routePreloadsScript, type RoutePreload } from './src/app/route-preloads';

/**
 * `npm run build:web`: the SPA (Vite) into web/dist, then every public page prerendered into it as HTML
 * (docs/architecture.md, "Budgets"), so a visitor sees the page, its title and its headings before any script has run.
 */
const WEB_DIR = __dirname;
const DIST = path.join(WEB_DIR, 'dist');
/** Inside web/ so that the server bundle finds react and react-router in the repository's node_modules. */
const SERVER_BUILD = path.join(WEB_DIR, '.prerender');
const CONFIG_FILE = path.join(WEB_DIR, 'vite.config.ts');
/**
 * vite.config.ts is imported by Node as every script of the repository is, through tsx's loader (`node --import tsx`):
 * Vite's default loader bundles it itself and warns on every build that its ES module syntax in a CommonJS package
 * (package.json has no `"type": "module"`) would not load natively.
 */
const CONFIG_LOADER = 'native';
/** The shell's entry (src/boot.ts), as Vite's manifest names it. */
const SHELL_ENTRY = 'index.html';
/** Where web/index.html takes the markup of a page, or of the app shell's frame. */
const ROOT = '<div id="root"></div>';
/** The table of every text catalogue's loader (src/app/catalogues.ts), a chunk the app loads when it needs one. */
const CATALOGUE_TABLE = 'src/app/catalogues.ts';
/** The layout's lazy parts, rendered on every page. */
const LAYOUT_MODULES = ['src/app/NavBar.tsx', 'src/app/Footer.tsx'];

/** What the server build of web/src/entry-prerender.tsx offers the build. */
interface PrerenderServer {
  prerenderPage: (pathname: string, language: Language) => Promise<PrerenderedPage>;
  prerenderPageShell: (pagePath: string, language: Language) => Promise<PageShell>;
  prerenderShellFrame: (language: Language) => Promise<string>;
  documentDescription: (language: Language) => Promise<string>;
  documentTitle: (language: Language) => Promise<string>;
  pageRoutes: () => { path: string; module: string }[];
}

export async function buildWeb(options: { logLevel?: 'info' | 'warn' } = {}): Promise<void> {
  // A production build even when the calling process says otherwise (jest's global setup runs with NODE_ENV=test):
  // Vite picks React's JSX runtime by it, and React's two builds must not mix.
  const callerEnvironment = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await buildAndPrerender(options.logLevel ?? 'info');
  } finally {
    if (callerEnvironment === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = callerEnvironment;
  }
}

async function buildAndPrerender(logLevel: 'info' | 'warn'): Promise<void> {
  const { build } = await import('vite');
  await build({ configFile: CONFIG_FILE, configLoader: CONFIG_LOADER, logLevel });
  await build({
    configFile: CONFIG_FILE,
    configLoader: CONFIG_LOADER,
    logLevel: 'warn',
    build: {
      ssr: path.join(WEB_DIR, 'src/entry-prerender.tsx'),
      outDir: SERVER_BUILD,
      emptyOutDir: true,
      sourcemap: false,
      manifest: false,
      copyPublicDir: false,
    },
  });
  try {
    const server = (await import(
      pathToFileURL(path.join(SERVER_BUILD, 'entry-prerender.mjs')).href
    )) as PrerenderServer;
    await prerenderPages(server, server.pageRoutes());
  } finally {
    rmSync(SERVER_BUILD, { recursive: true, force: true });
  }
  if (logLevel === 'info')
    console.log(
      `prerendered ${PRERENDERED_PATHS.length} pages and ${PAGE_SHELL_PATHS.length} page shells in ${LANGUAGE_CODES.length} languages into web/dist/${PRERENDERED_DIR}/`,
    );
}

async function prerenderPages(server: PrerenderServer, pageRoutes: readonly { path: string; module: string }[]) {
  const manifest = readManifest(DIST);
  const template = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  if (!template.includes(ROOT)) throw new Error(`web/index.html has no ${ROOT} to prerender into.`);
  for (const language of LANGUAGE_CODES) {
    const shell = inLanguage(template, language, {
      title: await server.documentTitle(language),
      description: await server.documentDescription(language),
    });
    const frame = await server.prerenderShellFrame(language);
    writeDocument(appShellFile(language), shellDocument(shell, frame, pageRoutes, manifest, language));
    for (const pagePath of PRERENDERED_PATHS) {
      const page = await server.prerenderPage(pagePath, language);
      writeDocument(
        prerenderedFile(pagePath, language),
        pageDocument(withAlternates(shell, pagePath), page, manifest, language),
      );
    }
    await writePageShells(server.prerenderPageShell, shell, manifest, language);
  }
}

function writeDocument(file: string, html: string): void {
  const target = path.join(DIST, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, html);
}

/** The document in `language`: `<html lang dir>`, its title and its description. */
function inLanguage(document: string, language: Language, texts: { title: string; description: string }): string {
  return document
    .replace(/<html lang="[^"]*">/, `<html lang="${language}" dir="${directionOf(language)}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeAttribute(texts.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"/,
      `<meta name="description" content="${escapeAttribute(texts.description)}"`,
    );
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The page's address in every language as `hreflang` alternates, English also as the default for any other
 * language. Relative: the build does not know the stage's domain (docs/adr/470-languages-by-address.md).
 */
function withAlternates(document: string, pagePath: string): string {
  const alternates = LANGUAGE_CODES.map(
    (language) => `<link rel="alternate" hreflang="${language}" href="${localisedPath(pagePath, language)}">`,
  );
  alternates.push(`<link rel="alternate" hreflang="x-default" href="${pagePath}">`);
  return withHeadLinks(document, alternates);
}

/**
 * Each app page of `PAGE_SHELL_PATHS` gets a document of its own (ADR 350): the layout around the page's stable part,
 * painted from HTML with one stylesheet, and the app loaded once that has painted, as on a prerendered page. The app
 * then renders the page in the browser and replaces it in one commit, once the page's route and data are in (no
 * hydration: the data was not there at build time).
 */
async function writePageShells(
  prerenderPageShell: PrerenderServer['prerenderPageShell'],
  shell: string,
  manifest: Manifest,
  language: Language,
): Promise<void> {
  for (const pagePath of PAGE_SHELL_PATHS) {
    const page = await prerenderPageShell(pagePath, language);
    // A page built from data shows amounts or dates, whose first format loads the locale data: ahead of the render.
    writeDocument(
      pageShellFile(pagePath, language),
      pageDocument(shell, { ...page, showsAmounts: page.placeholder }, manifest, language, { pageShell: true }),
    );
  }
}

/**
 * The app shell (every page that is not prerendered) with its frame drawn, so that a visitor sees the layout and the
 * loading message before any script has run. It needs the app at once: the app's chunks are fetched beside the
 * entry, which imports them dynamically (web/src/boot.ts), and its stylesheets are in the one the frame paints with.
 */
function shellDocument(
  shell: string,
  frame: string,
  pageRoutes: readonly { path: string; module: string }[],
  manifest: Manifest,
  language: Language,
): string {
  const { scripts, styles } = assetsOf([APP_MODULE], manifest);
  const stylesheets = firstPaintStylesheets(shell, styles);
  // The app finds the page's texts by the table of catalogues, which it loads on its own in any other language.
  const catalogueTable = language === BASE_LANGUAGE ? [] : assetsOf([CATALOGUE_TABLE], manifest).scripts;
  const preloads = [...scripts, ...catalogueTable]
    .filter((href) => !shell.includes(`"${href}"`))
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
  // The stage's configuration, which every page's root loader reads: on its way while the app downloads.
  const config = '<link rel="preload" href="/config.json" as="fetch" crossorigin>';
  return withHeadLinks(stylesheets.document, [stylesheets.link, ...stylesheets.alreadyIn, ...preloads, config]).replace(
    ROOT,
    `<div id="root">${frame}</div>\n    ${routePreloadsScript(routePreloads(pageRoutes, new Set([...scripts, ...styles]), manifest, language))}`,
  );
}

/**
 * Per page route, the chunks and stylesheets its module needs beyond the app's (`app`: the shell loads those, and
 * its page stylesheet already holds the app's rules), for the entry to preload.
 */
function routePreloads(
  pageRoutes: readonly { path: string; module: string }[],
  app: ReadonlySet<string>,
  manifest: Manifest,
  language: Language,
): RoutePreload[] {
  return pageRoutes.map(({ path: routePath, module }) => {
    const { scripts, styles } = assetsOf([module], manifest);
    const beyondApp = (href: string) => !app.has(href);
    return {
      path: localisedPath(routePath, language),
      scripts: [...scripts.filter(beyondApp), ...Object.values(catalogueChunks([module], manifest, language))],
      styles: styles.filter(beyondApp),
    };
  });
}

/**
 * The chunks of the text catalogues a page renders with in `language` (`ui` and its features'), which its app loads
 * before the page renders: fetched beside the page's own chunks instead of after them.
 */
function catalogueChunks(
  modules: readonly string[],
  manifest: Manifest,
  language: Language,
  namespaces: readonly string[] = ['ui', ...new Set(modules.flatMap(pageNamespaces))],
): Record<string, string> {
  // English pages load none: their keys are their texts.
  if (language === BASE_LANGUAGE) return {};
  return Object.fromEntries(
    namespaces.flatMap((namespace) => {
      const chunk = manifest[`${namespaceFolder(namespace)}/${language}.ts`];
      return chunk ? [[namespace, `/${chunk.file}`] as const] : [];
    }),
  );
}

/**
 * The app shell with the page's markup and its router state, one stylesheet with all its first paint needs, and
 * the chunks it runs listed for the entry, which fetches them only once the page has painted (ADR 135).
 */
function pageDocument(
  shell: string,
  page: PrerenderedPage,
  manifest: Manifest,
  language: Language,
  /** A page shell's (ADR 350): no router state to hydrate with. */
  options: { pageShell?: boolean } = {},
): string {
  // React writes the preloads it wants (images) first; they belong in the head, where hydration never looks.
  const preloads = /^(?:<link [^>]*>)*/.exec(page.html)![0];
  const body = page.html.slice(preloads.length);
  const { scripts, styles } = assetsOf([APP_MODULE, ...LAYOUT_MODULES, ...page.modules], manifest);
  const entry = new Set(assetsOf([SHELL_ENTRY], manifest).scripts);
  const stylesheets = firstPaintStylesheets(shell, styles);
  const texts = catalogueChunks([...LAYOUT_MODULES, ...page.modules], manifest, language);
  const chunks = [...scripts.filter((href) => !entry.has(href)), ...Object.values(texts)];
  // The error page's texts load once the page is interactive (web/src/main.tsx), without the table of catalogues.
  const errorTexts = catalogueChunks([], manifest, language, ['errors']);
  const links = [stylesheets.link, ...(preloads.match(/<link [^>]*>/g) ?? []), ...stylesheets.alreadyIn];
  return (
    withHeadLinks(stylesheets.document, links)
      // The page is already there: its entry only waits for the paint, so it yields to the stylesheet and images.
      .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
      .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"')
      .replace(
        ROOT,
        `<div id="root">${body}</div>\n    ${options.pageShell ? '' : `${page.hydrationScript}\n    `}${pageBootScript({
          chunks,
          showsAmounts: page.showsAmounts,
          ...(language === BASE_LANGUAGE ? {} : { texts: { ...texts, ...errorTexts } }),
        })}`,
      )
  );
}

/**
 * The shell's stylesheets and `styles` as the one stylesheet a document paints with (`link`), the shell's own links
 * taken out of `document`, and each of `styles` linked again as already in it.
 */
function firstPaintStylesheets(
  shell: string,
  styles: readonly string[],
): { document: string; link: string; alreadyIn: string[] } {
  const shellStyles = [...shell.matchAll(SHELL_STYLESHEET)].map((match) => match[1]!);
  const stylesheet = pageStylesheet([...shellStyles, ...styles.filter((href) => !shellStyles.includes(href))]);
  return {
    document: shell.replace(SHELL_STYLESHEET, ''),
    link: `<link rel="stylesheet" href="${stylesheet}">`,
    alreadyIn: styles.map(alreadyInPageStylesheet),
  };
}

function withHeadLinks(document: string, links: readonly string[]): string {
  return document.replace(/\n?\s*<\/head>/, `${links.map((link) => `\n    ${link}`).join('')}\n  </head>`);
}

/**
 * The page stylesheet already holds this file's rules. Vite loads a chunk's stylesheets when the app imports the
 * chunk unless the document links them already; a disabled link is never fetched and tells it so (each late
 * stylesheet would be another request and another restyle of the whole page while it hydrates: ADR 165).
 */
function alreadyInPageStylesheet(href: string): string {
  return `<link rel="stylesheet" href="${href}" disabled>`;
}

const SHELL_STYLESHEET = /\n?\s*<link rel="stylesheet" crossorigin href="([^"]+)">/g;

/**
 * Every stylesheet a page needs at first paint, in their order, as one file: each separate render-blocking
 * stylesheet costs a phone another connection before anything shows (ADR 136). Pages that need the same styles
 * share the file. Once the app runs, Vite loads the stylesheets of the pages visited next one by one, as usual.
 */
function pageStylesheet(hrefs: readonly string[]): string {
  const css = hrefs.map((href) => readFileSync(path.join(DIST, href), 'utf8')).join('\n');
  const file = `assets/page-${createHash('sha256').update(css).digest('base64url').slice(0, 10)}.css`;
  writeFileSync(path.join(DIST, file), css);
  return `/${file}`;
}

if (require.main === module) {
  buildWeb().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
