import { parseArgs } from 'node:util';
import { runPaddleSync } from '../infra/paddle-sync/run';
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
  if (!stageName || !Object.hasOwn(STAGES, stageName)) {
    throw new Error(`Give a stage: npm run paddle:sync -- --stage <${Object.keys(STAGES).join('|')}>.`);
  }
  const apiKey = process.env.PADDLE_API_KEY;
  if (!apiKey) {
    throw new Error(
      `Set PADDLE_API_KEY to the API key of the ${STAGES[stageName]!.paddle.environment} Paddle account.`,
    );
  }
  const baseUrl = values['base-url'] ?? process.env.PADDLE_API_BASE_URL;

  const { stage, created, updated, taxModeDrifts, file } = await runPaddleSync({ stageName, apiKey, baseUrl });
  // A price charged tax-inclusive by mistake costs the margin on every sale: say so loudly, even once repaired.
  for (const drift of taxModeDrifts) console.error(`Tax mode drift repaired: ${drift}`);
  console.log(
    `Paddle ${baseUrl ?? stage.paddle.environment}: ${created.length} created, ${updated.length} updated. ` +
      `Ids written to ${file}; commit it, then cdk deploy -c stage=${stageName}.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
