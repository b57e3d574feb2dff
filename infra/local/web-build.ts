import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const REPO_ROOT = path.resolve(__dirname, '../..');
const WEB_DIR = path.join(REPO_ROOT, 'web');
const BUILT_INDEX = path.join(WEB_DIR, 'dist', 'index.html');
/**
 * What the SPA build is made from: its own sources and build steps, and the shared pure domain and contract
 * (pricing runs in the browser too; the contract names the prerendered pages).
 */
const SOURCES = [
  path.join(WEB_DIR, 'src'),
  path.join(WEB_DIR, 'public'),
  path.join(WEB_DIR, 'index.html'),
  path.join(WEB_DIR, 'build.ts'),
  path.join(WEB_DIR, 'vite.config.ts'),
  path.join(REPO_ROOT, 'lambdas', 'domain'),
  path.join(REPO_ROOT, 'lambdas', 'contract'),
];

/** Builds the SPA and its prerendered pages (`npm run build:web`) when there is no build yet or a source is newer. */
export async function ensureWebBuild(options: { log: (line: string) => void }): Promise<void> {
  if (existsSync(BUILT_INDEX) && newestChange(SOURCES) <= statSync(BUILT_INDEX).mtimeMs) return;
  options.log('Building the web app (vite build and prerender)…');
  const { buildWeb } = await import('../../web/build');
  await buildWeb({ logLevel: 'warn' });
}

function newestChange(paths: string[]): number {
  let newest = 0;
  for (const entry of paths) {
    if (!existsSync(entry)) continue;
    const stats = statSync(entry);
    if (stats.isDirectory()) {
      newest = Math.max(newest, newestChange(readdirSync(entry).map((name) => path.join(entry, name))));
    } else {
      newest = Math.max(newest, stats.mtimeMs);
    }
  }
  return newest;
}
