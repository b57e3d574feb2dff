import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { Environment, Paddle } from '@paddle/paddle-node-sdk';
import { syncPaddleCatalogue } from '../infra/paddle-sync/sync';
import { paddleIdMapPath } from '../infra/stages/paddle-id-map';
import { STAGES } from '../infra/stages/stages';

/**
 * `npm run paddle:sync -- --stage <name>`: creates or updates the catalogue's products, prices and first-year
 * discount in the stage's Paddle account and writes infra/stages/paddle-ids/<stage>.json, which synth reads.
 * PADDLE_API_KEY is the account's API key; `--base-url` (or PADDLE_API_BASE_URL) points the SDK elsewhere, e.g. at
 * the local Paddle stand-in.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { stage: { type: 'string' }, 'base-url': { type: 'string' } } });
  const stageName = values.stage;
  const stage = stageName && Object.hasOwn(STAGES, stageName) ? STAGES[stageName] : undefined;
  if (!stageName || !stage) {
    throw new Error(`Give a stage: npm run paddle:sync -- --stage <${Object.keys(STAGES).join('|')}>.`);
  }
  const apiKey = process.env.PADDLE_API_KEY;
  if (!apiKey) throw new Error(`Set PADDLE_API_KEY to the API key of the ${stage.paddle.environment} Paddle account.`);
  const baseUrl = values['base-url'] ?? process.env.PADDLE_API_BASE_URL;
  const environment = baseUrl ?? (stage.paddle.environment === 'production' ? Environment.production : Environment.sandbox);
  // SDK 3.x takes any value other than sandbox/production as its base URL.
  const paddle = new Paddle(apiKey, { environment: environment as Environment });

  const report = await syncPaddleCatalogue(paddle);
  const file = paddleIdMapPath(stageName);
  writeFileSync(file, `${JSON.stringify(report.ids, null, 2)}\n`);
  console.log(
    `Paddle ${stage.paddle.environment}: ${report.created.length} created, ${report.updated.length} updated. ` +
      `Ids written to ${file}; commit it, then cdk deploy -c stage=${stageName}.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
