import type { IndexQuery } from '../../../../lambdas/adapters/store/admin';
import type { ListedTransaction } from '../../../../lambdas/domain/licences/payment-events';
import { adminHome, type HomePorts } from '../../../../lambdas/services/admin/home';

const NOW = new Date('2026-11-28T12:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

const listed = (transactionId: string, paidAt: string, fields: Partial<ListedTransaction['completed']> = {}) =>
  ({
    completed: {
      transactionId,
      origin: 'web',
      subscriptionId: null,
      customerId: 'ctm_1',
      customData: { buyerEmail: 'buyer@example.com' },
      paidAt,
      ...fields,
    },
  }) as unknown as ListedTransaction;

function harness(
  byPartition: Record<string, Record<string, unknown>[]>,
  paddle: ListedTransaction[] | Error,
  keyed: Record<string, Record<string, unknown>> = {},
) {
  const asked: string[] = [];
  const ports: HomePorts = {
    queryIndex: async (query: IndexQuery) => {
      asked.push(query.partition);
      return { items: byPartition[query.partition] ?? [], lastKey: null };
    },
    itemsByKey: async (keys) =>
      keys.flatMap((key) => (keyed[`${key.pk}|${key.sk}`] ? [keyed[`${key.pk}|${key.sk}`]!] : [])),
    paddleCompletedSince: async () => {
      if (paddle instanceof Error) throw paddle;
      return paddle;
    },
    now: () => NOW,
  };
  return { home: adminHome(ports), asked };
}

describe('the console home', () => {
  it('counts today apart from the week, from one index partition per kind and day', async () => {
    // Prepare
    const { home, asked } = harness(
      {
        'PAID#2026-11-28': [
          { type: 'order', transactionId: 'txn_today', paidAt: minutesAgo(60), request: { slug: 'hud' } },
        ],
        'PAID#2026-11-25': [{ type: 'order', transactionId: 'txn_earlier', paidAt: '2026-11-25T09:00:00.000Z' }],
        'SUPPRESSIONS#2026-11-28': [{ email: 'gone@example.com', reason: 'bounce', suppressedAt: minutesAgo(5) }],
        'MOVES#2026-11-27': [
          {
            licenceId: 'lic_a_1',
            fromEmail: 'a@example.com',
            toEmail: 'b@example.com',
            movedAt: '2026-11-27T10:00:00.000Z',
          },
        ],
      },
      [],
    );

    // Act
    const view = await home();

    // Assess
    expect(view).toMatchObject({ today: '2026-11-28', weekFrom: '2026-11-22' });
    expect(view.counts.today).toMatchObject({ orders: 1, suppressed: 1, transfers: 0 });
    expect(view.counts.week).toMatchObject({ orders: 2, suppressed: 1, transfers: 1 });
    expect(view.orders.map((row) => row.transactionId)).toEqual(['txn_today', 'txn_earlier']);
    expect(asked.filter((partition) => partition.startsWith('PAID#'))).toHaveLength(7);
  });

  it('names a paid transaction the shop has not applied only after 10 minutes, and only the shop\u2019s', async () => {
    // Prepare
    const { home } = harness(
      {},
      [
        listed('txn_missing', minutesAgo(11)),
        listed('txn_recent', minutesAgo(5)),
        listed('txn_applied', minutesAgo(30)),
        listed('txn_elsewhere', minutesAgo(30), { customData: null }),
        listed('txn_renewal', minutesAgo(30), { origin: 'subscription_recurring' }),
      ],
      {
        'ORDER#txn_missing|ORDER': { pk: 'ORDER#txn_missing', sk: 'ORDER', status: 'pending' },
        'ORDER#txn_applied|ORDER': { pk: 'ORDER#txn_applied', sk: 'ORDER', status: 'paid' },
        'ORDER#txn_renewal|RENEWAL': { pk: 'ORDER#txn_renewal', sk: 'RENEWAL' },
      },
    );

    // Act
    const view = await home();

    // Assess
    expect(view.missingDeliveries).toEqual([
      expect.objectContaining({ transactionId: 'txn_missing', shopStatus: 'pending', origin: 'web' }),
    ]);
    expect(view.paddleUnavailable).toBeNull();
  });

  it('says so when Paddle cannot be asked, and says whether a failed delivery was applied since', async () => {
    // Prepare
    const { home } = harness(
      {
        'WEBHOOK_FAILURES#2026-11-28': [
          { eventId: 'evt_retried', eventType: 'transaction.completed', at: minutesAgo(20), message: 'table busy' },
          { eventId: 'evt_stuck', eventType: 'adjustment.updated', at: minutesAgo(10), message: 'unreadable' },
        ],
      },
      new Error('Paddle is down'),
      { 'EVENT#evt_retried|EVENT': { pk: 'EVENT#evt_retried', sk: 'EVENT' } },
    );

    // Act
    const view = await home();

    // Assess
    expect(view.paddleUnavailable).toBe('Paddle could not be asked just now.');
    expect(view.failedDeliveries.map((row) => [row.eventId, row.appliedSince])).toEqual([
      ['evt_stuck', false],
      ['evt_retried', true],
    ]);
  });
});
