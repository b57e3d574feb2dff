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

/** Scan pages per run: a few thousand orders, well within the job's minutes. */
export const BACKFILL_PAGES_PER_RUN = 20;

export async function backfillAdminIndex(
  ports: IndexBackfillPorts,
  pages = BACKFILL_PAGES_PER_RUN,
): Promise<IndexBackfillReport> {
  const progress = await ports.readBackfillProgress();
  if (progress?.doneAt) return { examined: 0, done: true };
  let startKey = progress?.startKey ?? undefined;
  let examined = 0;
  for (let page = 0; page < pages; page += 1) {
    const { orders, lastKey } = await ports.scanOrders(startKey);
    for (const order of orders) await ports.indexOrder(order);
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
