import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { DOCUMENT_TITLE } from '../lambdas/domain/brand';

/** The document title comes from the one brand constant, not from a literal in index.html. */
function documentTitle(): Plugin {
  return {
    name: 'skydeck-document-title',
    transformIndexHtml: (html) => html.replace('%DOCUMENT_TITLE%', DOCUMENT_TITLE),
  };
}

export default defineConfig({
  root: __dirname,
  publicDir: path.join(__dirname, 'public'),
  plugins: [documentTitle()],
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
  },
});
