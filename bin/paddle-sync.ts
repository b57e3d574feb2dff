import { parseArgs } from 'node:util';
import { runPaddleSync } from '../infra/paddle-sync/run';
import { STAGES } from '../infra/stages/stages';

/**
 * `npm run paddle:sync -- --stage <name> [--write-ids]`: creates or updates the catalogue's products, prices and
 * first-year discount in the stage's Paddle account and says which ids differ from infra/stages/paddle-ids/<stage>.json
 * (which synth reads); only `--write-ids` writes that file.
 * PADDLE_API_KEY is the account's API key; `--base-url` (or PADDLE_API_BASE_URL) points the SDK elsewhere, e.g. at
 * the local Paddle stand-in.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { stage: { type: 'string' }, 'base-url': { type: 'string' }, 'write-ids': { type: 'boolean' } },
  });
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

  const { stage, created, updated, taxModeDrifts, file, written, changedIds } = await runPaddleSync({
    stageName,
    apiKey,
    baseUrl,
    writeIdMap: values['write-ids'] === true,
  });
  // A price charged tax-inclusive by mistake costs the margin on every sale: say so loudly, even once repaired.
  for (const drift of taxModeDrifts) console.error(`Tax mode drift repaired: ${drift}`);
  const ids =
    changedIds.length === 0
      ? `The ids match ${file}.`
      : written
        ? `Ids written to ${file} (${changedIds.length} changed); commit it, then cdk deploy -c stage=${stageName}.`
        : `${changedIds.length} ids differ from ${file} (${changedIds.join(', ')}); not written: run again with ` +
          `--write-ids to write them.`;
  console.log(
    `Paddle ${baseUrl ?? stage.paddle.environment}: ${created.length} created, ${updated.length} updated. ${ids}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
