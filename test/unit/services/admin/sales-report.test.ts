import type { IndexQuery } from '../../../../lambdas/adapters/store/admin';
import { daysBetween, salesReport, salesReportCsv } from '../../../../lambdas/services/admin/sales-report';

const charged = (gross: number, currency = 'EUR') => ({
  subtotalCents: Math.round(gross / 1.19),
  discountCents: 0,
  taxCents: gross - Math.round(gross / 1.19),
  grandTotalCents: gross,
  currency,
});

const order = (id: string, paidAt: string, slug: string, fields: Record<string, unknown> = {}) => ({
  pk: `ORDER#${id}`,
  sk: 'ORDER',
  type: 'order',
  transactionId: id,
  status: 'paid',
  paidAt,
  totalCents: 10_000,
  request: { slug, quantity: 2 },
  licenceIds: [`lic_${id.slice(4)}_1`, `lic_${id.slice(4)}_2`],
  lines: [{ lineItemId: `txnitm_${id}`, priceId: 'pri_x', quantity: 2, unitTotalCents: 5_950 }],
  charged: charged(11_900),
  ...fields,
});

function harness(
  byPartition: Record<string, Record<string, unknown>[]>,
  partitions: Record<string, unknown[]> = {},
  keyed: Record<string, Record<string, unknown>> = {},
) {
  const asked: string[] = [];
  const reports = salesReport({
    queryIndexAll: async (query: Omit<IndexQuery, 'startKey' | 'limit'>) => {
      asked.push(query.partition);
      return byPartition[query.partition] ?? [];
    },
    partition: async (pk) => (partitions[pk] ?? []) as Record<string, unknown>[],
    itemsByKey: async (keys) =>
      keys.flatMap((key) => (keyed[`${key.pk}|${key.sk}`] ? [keyed[`${key.pk}|${key.sk}`]!] : [])),
  });
  return { reports, asked };
}

describe('the sales report', () => {
  it('sums net, VAT, gross and refunds per day, product and kind; renewals apart; quantities net of refunds', async () => {
    // Prepare
    const { reports, asked } = harness(
      {
        'PAID#2026-11-01': [
          order('txn_a', '2026-11-01T08:00:00.000Z', 'skydeck-suiteb737annual'),
          order('txn_b', '2026-11-01T09:00:00.000Z', 'skydeck-suiteb737annual', { hasAdjustments: true }),
          {
            pk: 'ORDER#txn_r',
            sk: 'RENEWAL',
            type: 'renewal',
            transactionId: 'txn_r',
            subscriptionId: 'sub_1',
            paidAt: '2026-11-01T10:00:00.000Z',
            lines: [{ lineItemId: 'txnitm_r', priceId: 'pri_s', quantity: 3, unitTotalCents: 14_280 }],
            charged: charged(42_840),
          },
        ],
        'PAID#2026-11-02': [order('txn_d', '2026-11-02T23:59:59.000Z', 'win-fms-trainer', { charged: null })],
      },
      {
        'ORDER#txn_b': [
          { sk: 'ORDER' },
          {
            sk: 'ADJUSTMENT#adj_1',
            adjustmentId: 'adj_1',
            action: 'refund',
            adjustmentType: 'partial',
            status: 'approved',
            occurredAt: '2026-11-03T00:00:00.000Z',
            items: [{ itemId: 'txnitm_txn_b', amountCents: 5_950 }],
            totals: { subtotalCents: 5_000, taxCents: 950, totalCents: 5_950, currency: 'EUR' },
          },
          {
            sk: 'ADJUSTMENT#adj_2',
            adjustmentId: 'adj_2',
            action: 'refund',
            adjustmentType: 'partial',
            status: 'rejected',
            occurredAt: '2026-11-03T00:00:00.000Z',
            items: [{ itemId: 'txnitm_txn_b', amountCents: 5_950 }],
          },
        ],
      },
      {
        'SUBSCRIPTION#sub_1|SUBSCRIPTION': {
          subscriptionId: 'sub_1',
          productSlug: 'suite-nc-support-extension-b737-annual',
        },
      },
    );

    // Act
    const answer = await reports.sales('2026-11-01', '2026-11-02');

    // Assess
    expect(asked.sort()).toEqual(['PAID#2026-11-01', 'PAID#2026-11-02']);
    expect(answer.sections.map((section) => section.currency)).toEqual(['EUR']);
    expect(answer.sections[0]!.rows).toEqual([
      expect.objectContaining({
        day: '2026-11-01',
        product: 'skydeck-suiteb737annual',
        kind: 'order',
        orders: 2,
        quantity: 3,
        grossCents: 23_800,
        taxCents: 2 * (11_900 - 10_000),
        netCents: 20_000,
        refundedGrossCents: 5_950,
      }),
      expect.objectContaining({
        day: '2026-11-01',
        product: 'suite-nc-support-extension-b737-annual',
        kind: 'renewal',
        orders: 1,
        quantity: 3,
        grossCents: 42_840,
      }),
      expect.objectContaining({
        day: '2026-11-02',
        product: 'win-fms-trainer',
        kind: 'order',
        orders: 1,
        quantity: 2,
        netCents: 10_000,
        withoutPaddleTotals: 1,
      }),
    ]);
    expect(answer.sections[0]!.sum).toMatchObject({ orders: 4, refundedGrossCents: 5_950 });
  });

  it('keeps one section per currency, never adding euros to dollars', async () => {
    // Prepare
    const { reports } = harness({
      'PAID#2026-11-01': [
        order('txn_e', '2026-11-01T08:00:00.000Z', 'hud'),
        order('txn_u', '2026-11-01T09:00:00.000Z', 'hud', { charged: charged(12_000, 'USD') }),
      ],
    });

    // Act
    const answer = await reports.sales('2026-11-01', '2026-11-01');

    // Assess
    expect(answer.sections.map((section) => [section.currency, section.sum.grossCents])).toEqual([
      ['EUR', 11_900],
      ['USD', 12_000],
    ]);
  });

  it('writes the CSV with the unit of every column, one block per currency', async () => {
    // Prepare
    const { reports } = harness({
      'PAID#2026-11-01': [order('txn_a', '2026-11-01T08:00:00.000Z', 'skydeck-suiteb737annual')],
    });
    const answer = await reports.sales('2026-11-01', '2026-11-01');

    // Act
    const csv = salesReportCsv(answer);

    // Assess
    expect(csv).toBe(
      'day (UTC YYYY-MM-DD),product,kind (order or renewal),orders (count),quantity net of refunds (units),net (EUR),VAT (EUR),gross (EUR),refunded gross (EUR)\r\n' +
        '2026-11-01,skydeck-suiteb737annual,order,1,2,100.00,19.00,119.00,0.00\r\n',
    );
  });

  it('still writes the columns for a range without sales', () => {
    // Act
    const csv = salesReportCsv({ from: '2026-11-01', to: '2026-11-02', sections: [] });

    // Assess
    expect(csv.split('\r\n')).toEqual([
      expect.stringMatching(/^day \(UTC YYYY-MM-DD\),product,.*,refunded gross \(EUR\)$/),
      '',
    ]);
  });

  it('lists approved refunds and chargebacks by the day they changed, a reversal negative', async () => {
    // Prepare
    const adjustment = (id: string, action: string, status: string, gross: number) => ({
      pk: 'ORDER#txn_a',
      sk: `ADJUSTMENT#${id}`,
      adjustmentId: id,
      action,
      adjustmentType: 'full',
      status,
      occurredAt: '2026-11-05T10:00:00.000Z',
      totals: { subtotalCents: gross - 100, taxCents: 100, totalCents: gross, currency: 'EUR' },
    });
    const { reports } = harness(
      {
        'ADJUSTMENTS#2026-11-05': [
          adjustment('adj_cb', 'chargeback', 'approved', 11_900),
          adjustment('adj_rev', 'chargeback_reverse', 'approved', 11_900),
          adjustment('adj_pending', 'refund', 'pending_approval', 11_900),
        ],
      },
      {},
      { 'ORDER#txn_a|ORDER': order('txn_a', '2026-10-30T08:00:00.000Z', 'hud') },
    );

    // Act
    const answer = await reports.refunds('2026-11-01', '2026-11-30');

    // Assess
    expect(answer.sections).toEqual([
      {
        currency: 'EUR',
        grossCents: 0,
        rows: [
          expect.objectContaining({
            adjustmentId: 'adj_cb',
            grossCents: 11_900,
            paidDay: '2026-10-30',
            product: 'hud',
          }),
          expect.objectContaining({ adjustmentId: 'adj_rev', grossCents: -11_900 }),
        ],
      },
    ]);
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
