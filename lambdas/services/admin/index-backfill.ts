import { mapBounded } from '../../domain/concurrency';
import type { BackfillProgress } from '../../adapters/admin-index-backfill';
import type { OrderRecord } from '../../adapters/store/orders';

/**
 * Fills the console's index (gsi2) for orders older than it (ADR 331), from the daily reconciliation: each run
 * goes on from where the last stopped, a bounded number of Scan pages at a time, and once a whole pass is done it
 * only reads its progress item. Writing an order's entries twice changes nothing, so a run cut short is harmless.
 */
export interface IndexBackfillPorts {
  readBackfillProgress(): Promise<BackfillProgress | undefined>;
  saveBackfillProgress(progress: BackfillProgress): Promise<void>;
  scanOrders(
    startKey: Record<string, unknown> | undefined,
  ): Promise<{ orders: (OrderRecord & { gsi2pk?: string })[]; lastKey: Record<string, unknown> | null }>;
  indexOrder(order: OrderRecord & { gsi2pk?: string }): Promise<void>;
  now(): Date;
}

export interface IndexBackfillReport {
  readonly examined: number;
  readonly done: boolean;
}

/** Scan pages per run at most: a few thousand orders. */
export const BACKFILL_PAGES_PER_RUN = 20;
/** Orders indexed side by side within a page. */
const WRITES_IN_FLIGHT = 16;

/**
 * One run of the backfill: up to `pages` Scan pages, and none begun once `hasTime` says the job's time is nearly
 * up (a page cut short is done again next run: its writes change nothing the second time).
 */
export async function backfillAdminIndex(
  ports: IndexBackfillPorts,
  options: { pages?: number; hasTime?: () => boolean } = {},
): Promise<IndexBackfillReport> {
  const progress = await ports.readBackfillProgress();
  if (progress?.doneAt) return { examined: 0, done: true };
  let startKey = progress?.startKey ?? undefined;
  let examined = 0;
  for (let page = 0; page < (options.pages ?? BACKFILL_PAGES_PER_RUN); page += 1) {
    if (options.hasTime && !options.hasTime()) break;
    const { orders, lastKey } = await ports.scanOrders(startKey);
    await mapBounded(orders, WRITES_IN_FLIGHT, (order) => ports.indexOrder(order));
    examined += orders.length;
    if (!lastKey) {
      await ports.saveBackfillProgress({ startKey: null, doneAt: ports.now().toISOString() });
      return { examined, done: true };
    }
    startKey = lastKey;
    await ports.saveBackfillProgress({ startKey, doneAt: null });
  }
  return { examined, done: false };
}
