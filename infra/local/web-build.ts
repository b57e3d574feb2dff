import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const REPO_ROOT = path.resolve(__dirname, '../..');
const WEB_DIR = path.join(REPO_ROOT, 'web');
const BUILT_INDEX = path.join(WEB_DIR, 'dist', 'index.html');
/** What the SPA build is made from: its own sources and the shared pure domain (pricing runs in the browser too). */
const SOURCES = [path.join(WEB_DIR, 'src'), path.join(WEB_DIR, 'public'), path.join(WEB_DIR, 'index.html'), path.join(REPO_ROOT, 'lambdas', 'domain')];

/** Builds the SPA with Vite when there is no build yet or a source is newer than it. */
export async function ensureWebBuild(options: { log: (line: string) => void }): Promise<void> {
  if (existsSync(BUILT_INDEX) && newestChange(SOURCES) <= statSync(BUILT_INDEX).mtimeMs) return;
  options.log('Building the web app (vite build)…');
  const { build } = await import('vite');
  await build({ configFile: path.join(WEB_DIR, 'vite.config.ts'), logLevel: 'warn' });
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
