/**
 * `npm run smoke -- --stage <name>` checks a deployed stage from outside (ADR 502): health, the SPA's config, a
 * price, a refused unsigned webhook, the CSP, and that the alarm topics' subscribers confirmed; then prints what
 * to try by hand. Without `--stage` it checks the running `npm start` (`--url`, default http://localhost:$PORT).
 * Exits 1 when a check fails.
 */
import { parseArgs } from 'node:util';
import { awsStage, localStage } from '../infra/operations/deployed-stage';
import { manualSteps, smokeChecks } from '../infra/operations/smoke';
import { SHOP_OUTPUTS } from '../infra/definitions/stack-outputs';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { stage: { type: 'string' }, url: { type: 'string' } } });
  const stage = values.stage
    ? awsStage(values.stage)
    : localStage(values.url ?? `http://localhost:${process.env.PORT ?? 3000}`);
  try {
    const checks = await smokeChecks(stage);
    for (const check of checks) console.log(`${check.ok ? 'ok  ' : 'FAIL'} ${check.name}: ${check.detail}`);
    if (checks.some((check) => !check.ok)) {
      process.exitCode = 1;
      return;
    }
    const site = (await stage.outputs('shop'))[SHOP_OUTPUTS.siteUrl]!;
    console.log(['', ...manualSteps(site, stage.name)].join('\n'));
  } finally {
    stage.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
