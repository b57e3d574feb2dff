import type { ReconcileReport } from '../../lambdas/services/payments/reconcile';
import { SHOP_OUTPUTS } from '../definitions/stack-outputs';
import { stackName } from '../definitions/stack-names';
import { requiredOutput, type DeployedStage } from './deployed-stage';

/** Most days one run may look back over (the reconcile handler refuses more). */
export const MAX_RECONCILE_DAYS = 30;

/**
 * `npm run reconcile`: invokes the stage's reconciliation function (the `ReconcileFunctionName` output) with `days`,
 * as its daily schedule does with 3, and returns its report.
 */
export async function runReconcile(stage: DeployedStage, days: number): Promise<ReconcileReport> {
  const function_ = requiredOutput(
    await stage.outputs('shop'),
    SHOP_OUTPUTS.reconcileFunctionName,
    stackName(stage.name),
  );
  return stage.invoke<ReconcileReport>(function_, { days });
}

/** The report as a person reads it, one line per finding. */
export function reconcileReportLines(report: ReconcileReport): string[] {
  const list = (ids: readonly string[]) => (ids.length > 0 ? ids.join(', ') : 'none');
  const lines = [
    `Paddle transactions completed since ${report.since}: ${report.examined}.`,
    `Applied (the shop had not recorded them): ${list(report.applied)}.`,
    `Totals differing from the catalogue: ${list(report.mismatches)}.`,
    `Failed (tried again next run): ${list(report.failures)}.`,
  ];
  if (report.backfill) {
    const { examined, filled, listed, finished } = report.backfill;
    lines.push(
      `Paddle totals backfilled (ADR 363): ${examined} gone through, ${filled.length} given totals, ` +
        `${listed.length} renewals listed${finished ? "; Paddle's list is done" : ''}.`,
    );
  }
  return lines;
}

/** A run needs someone's attention when anything failed or mismatched (the command then exits 1). */
export const reconcileNeedsAttention = (report: ReconcileReport) =>
  report.mismatches.length > 0 || report.failures.length > 0;
