import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { functionId, NO_ROUTE_HANDLER } from '../../infra/constructs/api';
import { API_HANDLERS } from '../../infra/definitions/api-routes';
import { HANDLER_BUNDLE_BUDGET_BYTES } from '../../infra/definitions/lambda-bundling';
import { readPaddleIdMap } from '../../infra/stages/paddle-id-map';
import { synthesize, type Synthesized } from './synth';


describe('Lambda bundles (local esbuild, no Docker)', () => {
  let synthesized: Synthesized;
  beforeAll(() => {
    synthesized = synthesize(undefined, { bundle: true });
  }, 180_000);

  function bundleOf(handler: string): string {
    const fn = Object.entries(synthesized.template.findResources('AWS::Lambda::Function')).find(([logicalId]) =>
      logicalId.startsWith(`Api${functionId(handler)}`),
    )![1];
    const assetHash = (fn.Properties.Code.S3Key as string).replace(/\.zip$/, '');
    return path.join(synthesized.app.outdir, `asset.${assetHash}`);
  }

  it.each([...API_HANDLERS, NO_ROUTE_HANDLER].map((handler) => [handler]))('bundles %s minified, with a source map, within 300 KB', (handler) => {
    // Act
    const dir = bundleOf(handler);
    const code = readFileSync(path.join(dir, 'index.js'), 'utf8');

    // Assess
    expect(statSync(path.join(dir, 'index.js')).size).toBeLessThanOrEqual(HANDLER_BUNDLE_BUDGET_BYTES);
    const averageLineLength = code.length / code.split('\n').length;
    expect(averageLineLength).toBeGreaterThan(500);
    expect(statSync(path.join(dir, 'index.js.map')).size).toBeGreaterThan(0);
    expect(code).not.toContain('@aws-sdk/client-dynamodb/dist-cjs');
    // Store fault injection is the local stack's decorator (infra/local/store-faults.ts), never deployed.
    expect(code).not.toContain('skydeck.store-faults');
    expect(code).not.toContain('Injected store failure');
  });

  it("writes the stage's Paddle price ids into the bundles that price baskets, before any module runs", () => {
    // Act
    const code = readFileSync(path.join(bundleOf('pricing'), 'index.js'), 'utf8');

    // Assess
    const firstStatement = code.slice(0, code.indexOf(';'));
    const ids = JSON.parse(JSON.parse(firstStatement.replace('process.env.PADDLE_PRICE_IDS=', '')));
    expect(ids).toEqual(readPaddleIdMap('dev')!.priceIds);
    expect(readFileSync(path.join(bundleOf('health'), 'index.js'), 'utf8')).not.toContain('PADDLE_PRICE_IDS=');
  });
});
