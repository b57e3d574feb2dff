/**
 * `npm run reconcile [-- --days N] [-- --stage <name> | --url http://localhost:3000]`: runs the reconciliation —
 * the same function the daily schedule runs — on a deployed stage (through Lambda's Invoke and the stack's
 * `ReconcileFunctionName` output, with the caller's AWS credentials) or on the running `npm start`, and prints what
 * it applied, which totals did not match the catalogue, and what failed. Exits 1 when anything failed or
 * mismatched, so a script can stop on it.
 */
import { parseArgs } from 'node:util';
import { awsStage, localStage } from '../infra/operations/deployed-stage';
import {
  MAX_RECONCILE_DAYS,
  reconcileNeedsAttention,
  reconcileReportLines,
  runReconcile,
} from '../infra/operations/reconcile-command';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { days: { type: 'string', default: '3' }, url: { type: 'string' }, stage: { type: 'string' } },
  });
  const days = Number(values.days);
  if (!Number.isFinite(days) || days <= 0 || days > MAX_RECONCILE_DAYS)
    throw new Error(`--days must be more than 0 and at most ${MAX_RECONCILE_DAYS}.`);
  const stage = values.stage
    ? awsStage(values.stage)
    : localStage(values.url ?? `http://localhost:${process.env.PORT ?? 3000}`);
  try {
    const report = await runReconcile(stage, days);
    console.log(reconcileReportLines(report).join('\n'));
    if (reconcileNeedsAttention(report)) process.exitCode = 1;
  } finally {
    stage.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
