import type { IndexQuery } from '../../../../lambdas/adapters/store/admin';
import { daysBetween, salesReport, salesReportCsv } from '../../../../lambdas/services/admin/sales-report';

const order = (id: string, paidAt: string, slug: string, fields: Record<string, unknown> = {}) => ({
  transactionId: id,
  status: 'paid',
  paidAt,
  totalCents: 10_000,
  request: { slug, quantity: 2 },
  charged: { grandTotalCents: 11_900, currency: 'EUR' },
  ...fields,
});

function harness(byDay: Record<string, Record<string, unknown>[]>, partitions: Record<string, unknown[]> = {}) {
  const asked: string[] = [];
  const report = salesReport({
    queryIndex: async (query: IndexQuery) => {
      asked.push(query.partition);
      return { items: byDay[query.partition.replace('PAID#', '')] ?? [], lastKey: null };
    },
    partition: async (pk) => (partitions[pk] ?? []) as Record<string, unknown>[],
  });
  return { report, asked };
}

describe('the sales report', () => {
  it('sums paid orders by UTC day and product, leaves out full refunds and takes off approved partial refunds', async () => {
    // Prepare
    const { report, asked } = harness(
      {
        '2026-11-01': [
          order('txn_a', '2026-11-01T08:00:00.000Z', 'skydeck-suiteb737annual'),
          order('txn_b', '2026-11-01T09:00:00.000Z', 'skydeck-suiteb737annual', { hasAdjustments: true }),
          order('txn_c', '2026-11-01T10:00:00.000Z', 'skydeck-suiteb737annual', { status: 'refunded' }),
        ],
        '2026-11-02': [order('txn_d', '2026-11-02T23:59:59.000Z', 'win-fms-trainer', { charged: null })],
      },
      {
        'ORDER#txn_b': [
          { sk: 'ORDER' },
          { sk: 'ADJUSTMENT#adj_1', action: 'refund', status: 'approved', items: [{ amountCents: 1_900 }] },
          { sk: 'ADJUSTMENT#adj_2', action: 'refund', status: 'rejected', items: [{ amountCents: 5_000 }] },
        ],
      },
    );

    // Act
    const answer = await report('2026-11-01', '2026-11-02');

    // Assess
    expect(asked.sort()).toEqual(['PAID#2026-11-01', 'PAID#2026-11-02']);
    expect(answer.rows).toEqual([
      { day: '2026-11-01', product: 'skydeck-suiteb737annual', orders: 2, quantity: 4, totalCents: 11_900 + 10_000 },
      { day: '2026-11-02', product: 'win-fms-trainer', orders: 1, quantity: 2, totalCents: 10_000 },
    ]);
    expect(answer.totals).toEqual([
      { product: 'skydeck-suiteb737annual', orders: 2, quantity: 4, totalCents: 21_900 },
      { product: 'win-fms-trainer', orders: 1, quantity: 2, totalCents: 10_000 },
    ]);
    expect(answer.totalCents).toBe(31_900);
    expect(salesReportCsv(answer)).toBe(
      'day,product,orders,quantity,total_cents,currency\r\n' +
        '2026-11-01,skydeck-suiteb737annual,2,4,21900,EUR\r\n' +
        '2026-11-02,win-fms-trainer,1,2,10000,EUR\r\n',
    );
  });

  it('refuses a date that is no calendar date, a reversed range and more than 366 days, each with a sentence', () => {
    // Act + Assess
    expect(() => daysBetween('2026-02-30', '2026-03-01')).toThrow(/^from: a calendar date/);
    expect(() => daysBetween('2026-03-02', '2026-03-01')).toThrow('"to" must be on or after "from".');
    expect(() => daysBetween('2025-01-01', '2026-01-02')).toThrow('Ask for at most 366 days at a time.');
    expect(daysBetween('2024-01-01', '2024-12-31')).toHaveLength(366);
    expect(daysBetween('2026-10-25', '2026-10-26')).toEqual(['2026-10-25', '2026-10-26']);
  });
});
