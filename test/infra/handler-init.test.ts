import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Metafile } from 'esbuild';
import type { HandlerRegistry } from '../../infra/definitions/handler-definition';
import { clientsLoadedAtInit, packagesLoadedAtInit } from '../../infra/definitions/handler-clients';
import { HANDLERS } from '../../infra/definitions/handlers';
import { bundleHandlers, firstUseFilesOf } from '../../infra/definitions/lambda-bundling';

const REGISTRY: HandlerRegistry = HANDLERS;
const HANDLER_NAMES = Object.keys(REGISTRY);

/** Handlers whose requests need no client: their bundles stay this small (ADR 130). */
const NO_CLIENT_BUNDLE_BYTES = 16 * 1024;
const PADDLE_SDK = '@paddle/paddle-node-sdk';

/** What the bundle of a handler is made of: its output in the metafile. */
function outputOf(metafile: Metafile, handler: string) {
  return Object.entries(metafile.outputs).find(([file]) => file.endsWith(`${handler}/index.js`))![1];
}

describe('what each handler loads when it initialises (the shared build, read from its metafile)', () => {
  let metafile: Metafile;
  beforeAll(() => {
    metafile = bundleHandlers(mkdtempSync(path.join(tmpdir(), 'skydeck-init-')));
  }, 120_000);

  it.each(HANDLER_NAMES.map((handler) => [handler]))('%s loads at init exactly its declared clients', (handler) => {
    // Act
    const loaded = clientsLoadedAtInit(metafile, handler);

    // Assess
    expect(loaded).toEqual([...REGISTRY[handler]!.clients].sort());
  });

  it.each(HANDLER_NAMES.map((handler) => [handler]))('%s carries no classic zod (ADR 175)', (handler) => {
    // Act
    const inputs = Object.keys(outputOf(metafile, handler).inputs);

    // Assess
    expect(inputs.filter((input) => input.includes('node_modules/zod/v4/classic/'))).toEqual([]);
  });

  it.each(['health', 'licence-public-key', 'no-route', 'origin-verify'].map((handler) => [handler]))(
    '%s carries no zod and stays under 16 KB',
    (handler) => {
      // Act
      const output = outputOf(metafile, handler);

      // Assess
      expect(packagesLoadedAtInit(metafile, handler)).not.toContain('zod');
      expect(Object.keys(output.inputs).filter((input) => input.includes('node_modules/zod/'))).toEqual([]);
      expect(output.bytes).toBeLessThanOrEqual(NO_CLIENT_BUNDLE_BYTES);
    },
  );

  it.each(['paddle-webhook', 'reconcile'].map((handler) => [handler]))(
    '%s loads the Paddle SDK only on its first Paddle call, from a file beside its bundle',
    (handler) => {
      // Act
      const inputs = Object.keys(outputOf(metafile, handler).inputs);
      const sdkFile = Object.entries(metafile.outputs).find(([file]) => file.endsWith('first-use/paddle-sdk.js'))![1];

      // Assess
      expect(inputs.some((input) => input.includes(`node_modules/${PADDLE_SDK}/`))).toBe(false);
      expect(packagesLoadedAtInit(metafile, handler)).not.toContain(PADDLE_SDK);
      expect(firstUseFilesOf(metafile, handler)).toContain('paddle-sdk.js');
      expect(Object.keys(sdkFile.inputs).some((input) => input.includes(`node_modules/${PADDLE_SDK}/`))).toBe(true);
    },
  );

  it.each(['checkout', 'subscription-actions'].map((handler) => [handler]))(
    '%s, whose every request calls Paddle, carries the SDK in its bundle',
    (handler) => {
      // Assess
      expect(packagesLoadedAtInit(metafile, handler)).toContain(PADDLE_SDK);
      expect(firstUseFilesOf(metafile, handler)).not.toContain('paddle-sdk.js');
    },
  );

  it.each(['paddle-webhook', 'subscription-actions', 'licence-transfers'].map((handler) => [handler]))(
    '%s loads the mails of other languages than English only with its first such mail',
    (handler) => {
      // Act
      const inputs = Object.keys(outputOf(metafile, handler).inputs);

      // Assess
      expect(inputs.some((input) => input.includes('lambdas/services/mail/texts/en.ts'))).toBe(true);
      expect(inputs.some((input) => input.includes('lambdas/services/mail/mail-texts.ts'))).toBe(false);
      expect(firstUseFilesOf(metafile, handler)).toContain('mail-texts.js');
    },
  );
});
