/**
 * How every Lambda handler is bundled. The CDK API construct passes these to `NodejsFunction` (local esbuild,
 * no Docker); the size budget test and `npm run bench` bundle with the same settings, so the figures they report
 * are the deployed ones. The Node.js 22 runtime ships AWS SDK v3: leaving it out keeps bundles small and cold
 * starts short.
 */
export const LAMBDA_BUNDLING = {
  minify: true,
  sourceMap: true,
  target: 'node22',
  format: 'cjs',
  externalModules: ['@aws-sdk/*'],
} as const;

/** Minified bundle budget per handler (DESIGN.md §8). */
export const HANDLER_BUNDLE_BUDGET_BYTES = 300 * 1024;
