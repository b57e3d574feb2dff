import path from 'node:path';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { DOCUMENT_TITLE } from '../lambdas/domain/brand';
import { expandBreakpoints } from './src/shared/ui/breakpoints';

/** The document title comes from the one brand constant, not from a literal in index.html. */
function documentTitle(): Plugin {
  return {
    name: 'skydeck-document-title',
    transformIndexHtml: (html) => html.replace('%DOCUMENT_TITLE%', DOCUMENT_TITLE),
  };
}

/** `@media (--from-medium)` in any stylesheet becomes the breakpoint's pixel value (web/src/shared/ui/breakpoints.ts). */
function breakpoints(): Plugin {
  return {
    name: 'skydeck-breakpoints',
    enforce: 'pre',
    transform: (code, id) => (id.endsWith('.css') ? { code: expandBreakpoints(code), map: null } : undefined),
  };
}

/**
 * The chunks a prerendered page fetches before it is interactive (ADR 165): React and the router in one, the app's
 * shell with everything it imports in one, the layout's lazy nav bar and footer in one, then the page's own. Left to
 * itself the bundler split the ~16 small modules these share with the pages into as many chunks — the same bytes,
 * twice the requests on a phone's connection.
 */
const LANDING_CHUNKS = [
  { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 5 },
  // What the entry itself needs (it must not pull in React before the first paint): its data-block reader, its
  // task yield and Vite's dynamic-import helper, which the app's chunks share.
  { name: 'boot', test: /prerendered-document\.ts$|next-task\.ts$|vite[\\/]preload-helper/, priority: 4 },
  { name: 'main', test: /[\\/]web[\\/]src[\\/]main\.tsx$/, priority: 3 },
  { name: 'layout', test: /[\\/]web[\\/]src[\\/]app[\\/](NavBar|Footer)\.tsx$/, priority: 2 },
  // The pure rules the pages share (catalogue, pricing, product keys), then the shop pages' shared pieces.
  { name: 'domain', test: /[\\/]lambdas[\\/](domain|contract)[\\/](?!auth[\\/])/, priority: 2 },
  // A language's texts stay chunks of their own (web/src/app/catalogues.ts): only the page's language loads.
  {
    name: 'shop',
    test: /[\\/]web[\\/]src[\\/]features[\\/]shop[\\/](?!locales[\\/])(?![^\\/]*Page\.tsx$)/,
    priority: 1,
  },
];

/**
 * React Router's modules start with "use client", a directive for React Server Components, which this SPA does not
 * use: the bundler's notice that it drops it (once per module, on every build) says nothing about the shop. Every
 * other notice is passed on.
 */
const quietDirectives: NonNullable<Rolldown.InputOptions['onLog']> = (level, log, passOn) => {
  if (log.code === 'MODULE_LEVEL_DIRECTIVE' && /[\\/]node_modules[\\/]/.test(log.id ?? '')) return;
  passOn(level, log);
};

export default defineConfig(({ isSsrBuild }) => ({
  root: __dirname,
  publicDir: path.join(__dirname, 'public'),
  plugins: [documentTitle(), breakpoints()],
  resolve: {
    alias: {
      '@domain': path.resolve(__dirname, '../lambdas/domain'),
      '@contract': path.resolve(__dirname, '../lambdas/contract'),
    },
  },
  build: {
    outDir: path.join(__dirname, 'dist'),
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    // Read by the prerender step (web/build.ts) to link each page's own chunks and stylesheets.
    manifest: true,
    // Every browser the shop supports preloads modules itself.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      onLog: quietDirectives,
      // Its notice that the build's JavaScript plugins took a share of its time varies with the machine's load; the
      // build's time is measured where it matters (`npm run bench`, docs/benchmarks.md).
      checks: { bundlerTimings: false },
      ...(isSsrBuild
        ? {}
        : // No re-exporting facade chunk per lazy module: the page's scripts import what they need from the groups.
          { preserveEntrySignatures: false, output: { codeSplitting: { groups: LANDING_CHUNKS } } }),
    },
  },
}));
