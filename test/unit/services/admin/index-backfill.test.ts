import type { BackfillProgress } from '../../../../lambdas/adapters/admin-index-backfill';
import type { OrderRecord } from '../../../../lambdas/adapters/store/orders';
import { backfillAdminIndex, type IndexBackfillPorts } from '../../../../lambdas/services/admin/index-backfill';

/** A table of `pages` Scan pages of two orders each, and a progress item kept in memory. */
function harness(pages: number) {
  let progress: BackfillProgress | undefined;
  const indexed: string[] = [];
  const ports: IndexBackfillPorts = {
    readBackfillProgress: async () => progress,
    saveBackfillProgress: async (saved) => void (progress = saved),
    scanOrders: async (startKey) => {
      const page = startKey ? Number(startKey.page) : 0;
      return {
        orders: [0, 1].map((unit) => ({ transactionId: `txn_p${page}u${unit}` }) as OrderRecord),
        lastKey: page + 1 < pages ? { page: page + 1 } : null,
      };
    },
    indexOrder: async (order) => void indexed.push(order.transactionId),
    now: () => new Date('2026-11-27T04:15:00.000Z'),
  };
  return { ports, indexed, progress: () => progress };
}

describe('the console index backfill', () => {
  it('goes on where the last run stopped, and only reads its progress once a pass is done', async () => {
    // Prepare
    const { ports, indexed, progress } = harness(3);

    // Act
    const first = await backfillAdminIndex(ports, { pages: 2 });
    const second = await backfillAdminIndex(ports, { pages: 2 });
    const third = await backfillAdminIndex(ports, { pages: 2 });

    // Assess
    expect(first).toEqual({ examined: 4, done: false });
    expect(second).toEqual({ examined: 2, done: true });
    expect(third).toEqual({ examined: 0, done: true });
    expect(indexed).toEqual(['txn_p0u0', 'txn_p0u1', 'txn_p1u0', 'txn_p1u1', 'txn_p2u0', 'txn_p2u1']);
    expect(progress()).toEqual({ startKey: null, doneAt: '2026-11-27T04:15:00.000Z' });
  });

  it('begins no page once the job has no time left', async () => {
    // Prepare
    const { ports, indexed } = harness(3);
    let pagesAllowed = 1;

    // Act
    const answer = await backfillAdminIndex(ports, { hasTime: () => pagesAllowed-- > 0 });

    // Assess
    expect(answer).toEqual({ examined: 2, done: false });
    expect(indexed).toEqual(['txn_p0u0', 'txn_p0u1']);
  });
});
