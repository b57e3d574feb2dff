import type { AdjustmentRecord, OrderRecord } from '../../../../lambdas/adapters/store/orders';
import type { CheckoutCustomData } from '../../../../lambdas/contract/checkout-custom-data';
import type { LicenceStanding } from '../../../../lambdas/domain/ledger/standing';
import type { SupportStatus } from '../../../../lambdas/domain/licences/support-status';
import { maskEmail, orderSummary, type OrderSummaryPorts } from '../../../../lambdas/services/orders/order-summary';

const NOW = new Date('2026-06-01T12:00:00.000Z');

const order = (fields: Omit<Partial<OrderRecord>, 'request'> & { request?: Partial<CheckoutCustomData> } = {}) =>
  ({
    transactionId: 'txn_01hx9abcdwxyz',
    status: 'pending',
    totalCents: 150_000,
    createdAt: '2026-06-01T11:00:00.000Z',
    ...fields,
    request: {
      shop: 'skydeck',
      slug: 'skydeck-suiteb737annual',
      quantity: 1,
      addOns: [],
      buyerEmail: 'jane.pilot@example.com',
      ...fields.request,
    },
  }) as OrderRecord;

function ports(
  stored: OrderRecord | undefined,
  support: SupportStatus = { state: 'none' },
  adjustments: AdjustmentRecord[] = [],
): OrderSummaryPorts & { adjustmentReads: number } {
  // What the extended licence's ledger says: only its support matters to the summary.
  const standing = { support, entries: [], catchUpMonths: 0 } as unknown as LicenceStanding;
  const counted = {
    adjustmentReads: 0,
    getOrder: async (id: string) => (stored?.transactionId === id ? stored : undefined),
    standingOf: async () => standing,
    adjustmentsOf: async (id: string) => {
      counted.adjustmentReads += 1;
      return adjustments.filter((adjustment) => adjustment.transactionId === id);
    },
  };
  return counted;
}

const CHARGED = {
  subtotalCents: 150_000,
  discountCents: 0,
  taxCents: 30_000,
  grandTotalCents: 180_000,
  currency: 'EUR',
};

const refund = (id: string, totalCents: number, occurredAt: string, fields: Partial<AdjustmentRecord> = {}) =>
  ({
    adjustmentId: id,
    action: 'refund',
    type: 'partial',
    status: 'approved',
    transactionId: 'txn_01hx9abcdwxyz',
    subscriptionId: null,
    items: [],
    totals: { totalCents, taxCents: Math.round(totalCents / 6), currency: 'EUR' },
    occurredAt,
    ...fields,
  }) as AdjustmentRecord;

describe('the public order summary', () => {
  it('shows the order by its number, its lines and the recorded total, with the address masked', async () => {
    // Act
    const summary = await orderSummary('txn_01hx9abcdwxyz', ports(order()), NOW);

    // Assess
    expect(summary).toMatchObject({
      orderNumber: 'ABCD-WXYZ',
      status: 'pending',
      productTitle: 'SkyDeck B737 suite',
      discountCents: 12_000,
      totalCents: 150_000,
      maskedEmail: 'j***@example.com',
      basketPath: '/buy/skydeck-suiteb737annual/1',
      licenceCount: 0,
      supportExtension: null,
      charged: null,
    });
  });

  it('says nothing about an order the shop does not have', async () => {
    // Act + Assess
    expect(await orderSummary('txn_unknown', ports(order()), NOW)).toBeUndefined();
  });

  it('says before payment until when an extension will run, from where running support ends', async () => {
    // Prepare: support runs until 1 August and does not renew; a year is bought
    const ending: SupportStatus = {
      state: 'active',
      activeUntil: '2026-08-01T00:00:00.000Z',
      autoRenewing: false,
      subscriptionId: 'sub_old',
    };
    const extension = order({
      request: { slug: 'suite-nc-support-extension-b737-annual', secondaryQuantity: 0, licenceId: 'lic_old_1' },
      totalCents: 12_000,
    });

    // Act
    const summary = await orderSummary(extension.transactionId, ports(extension, ending), NOW);

    // Assess
    expect(summary?.supportExtension).toEqual({
      licenceId: 'lic_old_1',
      activeUntil: null,
      runsUntil: '2027-08-01T00:00:00.000Z',
    });
    expect(summary?.basketPath).toBe('/buy/suite-nc-support-extension-b737-annual/1/0?licenceId=lic_old_1');
  });

  it('masks an address to its first letter and domain', () => {
    expect(maskEmail('pilot@example.com')).toBe('p***@example.com');
  });

  it('lists each approved refund of a partly refunded order, oldest first, and what stays paid', async () => {
    // Prepare: two partial refunds, one still pending and one rejected
    const paid = order({ status: 'paid', charged: CHARGED, hasAdjustments: true });
    const adjustments = [
      refund('adj_second', 30_000, '2026-06-03T09:00:00.000Z'),
      refund('adj_first', 60_000, '2026-06-02T09:00:00.000Z'),
      refund('adj_pending', 6_000, '2026-06-04T09:00:00.000Z', { status: 'pending_approval' }),
      refund('adj_rejected', 6_000, '2026-06-04T10:00:00.000Z', { status: 'rejected' }),
    ];

    // Act
    const summary = await orderSummary(paid.transactionId, ports(paid, undefined, adjustments), NOW);

    // Assess
    expect(summary?.refunds.map((back) => [back.adjustmentId, back.amountCents, back.creditNote])).toEqual([
      ['adj_first', 60_000, true],
      ['adj_second', 30_000, true],
    ]);
    expect(summary?.netPaidCents).toBe(90_000);
  });

  it('says nothing stays paid of a whole refund', async () => {
    // Prepare
    const refunded = order({ status: 'refunded', charged: CHARGED, hasAdjustments: true });
    const whole = [refund('adj_whole', 180_000, '2026-06-02T09:00:00.000Z', { type: 'full' })];

    // Act
    const summary = await orderSummary(refunded.transactionId, ports(refunded, undefined, whole), NOW);

    // Assess
    expect(summary).toMatchObject({ status: 'refunded', netPaidCents: 0 });
    expect(summary?.refunds).toHaveLength(1);
  });

  it('reads no adjustments for an order nothing came back from', async () => {
    // Prepare
    const paid = order({ status: 'paid', charged: CHARGED });
    const store = ports(paid);

    // Act
    const summary = await orderSummary(paid.transactionId, store, NOW);

    // Assess
    expect(summary).toMatchObject({ refunds: [], netPaidCents: null });
    expect(store.adjustmentReads).toBe(0);
  });
});
