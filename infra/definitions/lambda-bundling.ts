import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSync, type BuildOptions, type Metafile } from 'esbuild';

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

/** Minified bundle budget per handler (DESIGN.md §8). */
export const HANDLER_BUNDLE_BUDGET_BYTES = 250 * 1024;

export const HANDLERS_DIR = path.resolve(__dirname, '../../lambdas/handlers');

/** Every handler module: each file of `lambdas/handlers/` is one Lambda function's entry point. */
export function handlerNames(): string[] {
  return readdirSync(HANDLERS_DIR)
    .filter((file) => file.endsWith('.ts'))
    .map((file) => file.slice(0, -'.ts'.length))
    .sort();
}

/**
 * Bundles the handlers (`lambdas/handlers/<name>.ts`) into `<outDir>/<name>/index.js` (+ `index.js.map`) with one
 * esbuild build, and answers its metafile (what each bundle is made of and imports; see handler-clients.ts).
 * Synchronous because CDK constructs are built synchronously.
 */
export function bundleHandlers(outDir: string, handlers: readonly string[] = handlerNames()): Metafile {
  const { metafile } = buildSync({
    ...LAMBDA_BUNDLING,
    external: [...LAMBDA_BUNDLING.external],
    entryPoints: Object.fromEntries(
      handlers.map((handler) => [`${handler}/index`, path.join(HANDLERS_DIR, `${handler}.ts`)]),
    ),
    outdir: outDir,
    bundle: true,
    logLevel: 'error',
    metafile: true,
  });
  return metafile;
}

let bundledOnce: string | undefined;

/**
 * The directory holding every handler's bundle, built at most once per process: a synth (or a test that
 * synthesizes several stages) bundles once, whatever the number of functions and stacks.
 */
export function sharedHandlerBundles(): string {
  if (!bundledOnce) {
    const dir = mkdtempSync(path.join(tmpdir(), 'skydeck-handlers-'));
    bundleHandlers(dir);
    bundledOnce = dir;
  }
  return bundledOnce;
}

/**
 * A handler's bundle with data files beside it (e.g. a stage's Paddle price ids), in a directory of its own per
 * content, so the code stays one build for every stage and only the data differs.
 */
export function withDataFiles(bundlesDir: string, handler: string, files: Readonly<Record<string, string>>): string {
  const hash = createHash('sha256').update(JSON.stringify(files)).digest('hex').slice(0, 12);
  const dir = path.join(bundlesDir, `data-${hash}`, handler);
  mkdirSync(dir, { recursive: true });
  for (const file of ['index.js', 'index.js.map'])
    copyFileSync(path.join(bundlesDir, handler, file), path.join(dir, file));
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);
  return dir;
}
