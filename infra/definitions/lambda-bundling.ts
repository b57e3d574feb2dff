import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSync, type BuildOptions, type Metafile } from 'esbuild';
import { handlerEntry, type HandlerRegistry } from './handler-definition';
import { HANDLERS } from './handlers';

/**
 * How every Lambda handler is bundled: ONE esbuild build with every handler as an entry point, shared by the CDK
 * API construct (each function's code is its handler's output directory), the size budget test and
 * `npm run bench`, so the figures they report are the deployed ones. One build parses the shared code (zod, the
 * catalogue, the adapters) once instead of once per function. The Node.js 22 runtime ships AWS SDK v3: leaving it
 * out keeps bundles small and cold starts short.
 */
export const LAMBDA_BUNDLING = {
  minify: true,
  sourcemap: true,
  sourcesContent: false,
  target: 'node22',
  format: 'cjs',
  platform: 'node',
  external: ['@aws-sdk/*'],
} as const satisfies BuildOptions;

/** Minified bundle budget per handler (docs/architecture.md, "Budgets"). */
export const HANDLER_BUNDLE_BUDGET_BYTES = 250 * 1024;

/**
 * Modules a bundle loads on first use from a file of its own beside its `index.js`, so a cold start does not even
 * parse them: the Paddle SDK would otherwise be 107 KB of the webhook's 190 KB (ADR 160). A module loads this way
 * where it is imported with `import()` by this file name (`import('./paddle-sdk.js')`); a static import of it stays
 * in the bundle. Each is built once, as an entry point of the one build, and copied beside each bundle that loads it.
 */
export const FIRST_USE_FILES: Readonly<Record<string, string>> = {
  'paddle-sdk.js': path.resolve(__dirname, '../../lambdas/adapters/paddle-sdk.ts'),
  // The mails' twenty languages beside English (lambdas/services/mail/speaker.ts).
  'mail-texts.js': path.resolve(__dirname, '../../lambdas/services/mail/mail-texts.ts'),
};
const FIRST_USE_DIR = 'first-use';

/**
 * Bundles every handler of the registry (its `entry`) into `<outDir>/<name>/index.js` (+ `index.js.map`, and the
 * FIRST_USE_FILES it loads) with one esbuild build, and answers its metafile (what each bundle is made of and
 * imports; see handler-clients.ts). Synchronous because CDK constructs are built synchronously.
 */
export function bundleHandlers(outDir: string, registry: HandlerRegistry = HANDLERS): Metafile {
  const handlers = Object.keys(registry);
  const { metafile } = buildSync({
    ...LAMBDA_BUNDLING,
    external: [...LAMBDA_BUNDLING.external, ...Object.keys(FIRST_USE_FILES).map((file) => `*/${file}`)],
    entryPoints: {
      ...Object.fromEntries(
        Object.entries(registry).map(([name, definition]) => [`${name}/index`, handlerEntry(name, definition)]),
      ),
      ...Object.fromEntries(
        Object.entries(FIRST_USE_FILES).map(([file, source]) => [`${FIRST_USE_DIR}/${path.parse(file).name}`, source]),
      ),
    },
    outdir: outDir,
    bundle: true,
    logLevel: 'error',
    metafile: true,
  });
  for (const handler of handlers) {
    for (const file of firstUseFilesOf(metafile, handler)) {
      for (const name of [file, `${file}.map`])
        copyFileSync(path.join(outDir, FIRST_USE_DIR, name), path.join(outDir, handler, name));
    }
  }
  return metafile;
}

/** The FIRST_USE_FILES a handler's bundle loads with `import()`, read from the build's metafile. */
export function firstUseFilesOf(metafile: Metafile, handler: string): string[] {
  const output = Object.entries(metafile.outputs).find(([file]) => file.endsWith(`${handler}/index.js`))?.[1];
  if (!output) throw new Error(`The build has no bundle for the handler ${handler}.`);
  return output.imports
    .filter((imported) => imported.external && imported.kind === 'dynamic-import')
    .map((imported) => path.basename(imported.path))
    .filter((file) => file in FIRST_USE_FILES);
}

const bundledOnce = new WeakMap<HandlerRegistry, string>();

/**
 * The directory holding every handler's bundle, built at most once per process and registry: a synth (or a test that
 * synthesizes several stages) bundles once, whatever the number of functions and stacks.
 */
export function sharedHandlerBundles(registry: HandlerRegistry = HANDLERS): string {
  let dir = bundledOnce.get(registry);
  if (!dir) {
    dir = mkdtempSync(path.join(tmpdir(), 'skydeck-handlers-'));
    bundleHandlers(dir, registry);
    bundledOnce.set(registry, dir);
  }
  return dir;
}

/**
 * A handler's bundle (with what it loads on first use) and data files beside it (e.g. a stage's Paddle price ids), in a directory of its own per
 * content, so the code stays one build for every stage and only the data differs.
 */
export function withDataFiles(bundlesDir: string, handler: string, files: Readonly<Record<string, string>>): string {
  const hash = createHash('sha256').update(JSON.stringify(files)).digest('hex').slice(0, 12);
  const dir = path.join(bundlesDir, `data-${hash}`, handler);
  mkdirSync(dir, { recursive: true });
  for (const file of readdirSync(path.join(bundlesDir, handler)))
    copyFileSync(path.join(bundlesDir, handler, file), path.join(dir, file));
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);
  return dir;
}
