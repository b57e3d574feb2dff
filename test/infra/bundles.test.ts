import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { functionId } from '../../infra/constructs/shop-function';
import { API_HANDLERS } from '../../infra/definitions/handlers';
import { HANDLER_BUNDLE_BUDGET_BYTES } from '../../infra/definitions/lambda-bundling';
import { readPaddleIdMap } from '../../infra/stages/paddle-id-map';
import { PADDLE_PRICE_IDS_FILE } from '../../lambdas/adapters/paddle-ids';
import { synthesize, type Synthesized } from './synth';

describe('Lambda bundles (local esbuild, no Docker)', () => {
  let synthesized: Synthesized;
  beforeAll(() => {
    synthesized = synthesize(undefined, { bundle: true });
  }, 180_000);

  /** The code directory of the function whose logical id starts with `logicalIdPrefix`. */
  function assetOf(logicalIdPrefix: string): string {
    const fn = Object.entries(synthesized.template.findResources('AWS::Lambda::Function')).find(([logicalId]) =>
      logicalId.startsWith(logicalIdPrefix),
    )![1];
    const assetHash = (fn.Properties.Code.S3Key as string).replace(/\.zip$/, '');
    return path.join(synthesized.app.outdir, `asset.${assetHash}`);
  }
  const bundleOf = (handler: string) => assetOf(`Api${functionId(handler)}`);

  it.each([...API_HANDLERS, 'no-route'].map((handler) => [handler]))(
    'bundles %s minified, with a source map, within 250 KB',
    (handler) => {
      // Act
      const dir = bundleOf(handler);
      const code = readFileSync(path.join(dir, 'index.js'), 'utf8');

      // Assess
      expect(statSync(path.join(dir, 'index.js')).size).toBeLessThanOrEqual(HANDLER_BUNDLE_BUDGET_BYTES);
      const averageLineLength = code.length / code.split('\n').length;
      expect(averageLineLength).toBeGreaterThan(200);
      expect(statSync(path.join(dir, 'index.js.map')).size).toBeGreaterThan(0);
      expect(code).not.toContain('@aws-sdk/client-dynamodb/dist-cjs');
      // Store fault injection is the local stack's decorator (infra/local/store-faults.ts), never deployed.
      expect(code).not.toContain('skydeck.store-faults');
      expect(code).not.toContain('Injected store failure');
    },
  );

  it.each([`Api${functionId('paddle-webhook')}`, 'Reconciliation'].map((id) => [id]))(
    '%s ships the Paddle SDK it loads on first use beside its bundle, within 250 KB',
    async (id) => {
      // Act
      const dir = assetOf(id);
      const sdk = path.join(dir, 'paddle-sdk.js');

      // Assess
      expect(readFileSync(path.join(dir, 'index.js'), 'utf8')).toContain('import("./paddle-sdk.js")');
      expect(statSync(sdk).size).toBeLessThanOrEqual(HANDLER_BUNDLE_BUDGET_BYTES);
      expect(statSync(`${sdk}.map`).size).toBeGreaterThan(0);
      expect(typeof (await import(sdk)).paddleClient).toBe('function');
    },
  );

  it("ships the stage's Paddle price ids beside the bundles that price baskets, and only there", () => {
    // Act
    const ids = JSON.parse(readFileSync(path.join(bundleOf('pricing'), PADDLE_PRICE_IDS_FILE), 'utf8'));

    // Assess
    expect(ids).toEqual(readPaddleIdMap('dev')!.priceIds);
    expect(existsSync(path.join(bundleOf('health'), PADDLE_PRICE_IDS_FILE))).toBe(false);
  });
});
