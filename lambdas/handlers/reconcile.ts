import type { Context } from 'aws-lambda';
import {
  DEFAULT_RECONCILE_DAYS,
  reconcile,
  reconciliationMetrics,
  type ReconcileReport,
} from '../services/payments/reconcile';
import { reconcilePorts } from '../services/payments/reconcile-ports';
import { writeMetrics } from '../adapters/metrics';
import { logger } from '../adapters/logger';
import { indexBackfillPorts } from '../services/admin/admin-ports';
import { backfillAdminIndex } from '../services/admin/index-backfill';
import { migrateLedgers } from '../services/ledger/migrate';
import { ledgerMigrationPorts } from '../services/ledger/migrate-ports';

/** The scheduled invocation (EventBridge, daily) or a manual one; `days` widens the window after a long outage. */
export interface ReconcileEvent {
  readonly days?: number;
}

const MAX_DAYS = 30;
/** The console index's backfill starts no Scan page with less than this left of the job's time. */
const BACKFILL_RESERVE_MS = 60_000;

/**
 * The daily reconciliation Lambda (and, locally, `npm run reconcile` through the local stack): applies the paid
 * Paddle transactions the shop has not recorded and checks their totals against the catalogue. Its figures go to
 * CloudWatch as EMF, written raw on stdout (adapters/metrics.ts) so Lambda's JSON log format keeps it whole — the alarms read ReconciliationMismatches, ReconciliationApplied and
 * ReconciliationFailures in namespace SkyDeck by Stage — and a failed run throws, so Lambda reports the error.
 */
export const handler = async (
  event: ReconcileEvent = {},
  context?: Pick<Context, 'getRemainingTimeInMillis'>,
): Promise<ReconcileReport> => {
  const days = event.days ?? DEFAULT_RECONCILE_DAYS;
  if (!Number.isFinite(days) || days <= 0 || days > MAX_DAYS)
    throw new RangeError(`days must be more than 0 and at most ${MAX_DAYS}, not ${days}.`);
  const timeLeftMs = context && (() => context.getRemainingTimeInMillis());
  const report = await reconcile({ ...reconcilePorts(), timeLeftMs }, days);
  writeMetrics(reconciliationMetrics(report, process.env.SKYDECK_STAGE ?? 'local', new Date()));
  // Orders older than the console's index get their entries, a slice a day until done (ADR 331). A failure is
  // logged and the next run goes on: it costs the console a search hit, never a buyer a licence.
  const hasTime = () => (timeLeftMs?.() ?? Infinity) > BACKFILL_RESERVE_MS;
  await backfillAdminIndex(indexBackfillPorts, { hasTime }).then(
    (backfill) => logger.info('Console index backfill', { ...backfill }),
    (error: unknown) => logger.error('Console index backfill failed', { error: error as Error }),
  );
  // Licences kept before the ledger get theirs, until one pass has gone through them all (ADR 400); a failure is
  // logged and the next run goes on: readers rebuild an unmigrated ledger from its subscriptions meanwhile.
  await migrateLedgers(ledgerMigrationPorts, { hasTime }).then(
    (migration) => logger.info('Ledger migration', { ...migration }),
    (error: unknown) => logger.error('Ledger migration failed', { error: error as Error }),
  );
  return report;
};
