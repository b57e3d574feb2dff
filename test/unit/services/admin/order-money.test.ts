import type { OrderRecord } from '../../../../lambdas/adapters/store/orders';
import { orderMoney, orderState } from '../../../../lambdas/services/admin/order-money';
import { knownAdjustments } from '../../../../lambdas/services/admin/refund-units';

const order = {
  transactionId: 'txn_m',
  status: 'paid',
  totalCents: 300_000,
  licenceIds: ['lic_m_1', 'lic_m_2'],
  charged: { subtotalCents: 300_000, discountCents: 0, taxCents: 57_000, grandTotalCents: 357_000, currency: 'EUR' },
} as unknown as OrderRecord;

const adjustment = (id: string, action: string, status: string, total: number, tax: number) => ({
  sk: `ADJUSTMENT#${id}`,
  adjustmentId: id,
  action,
  adjustmentType: 'partial',
  status,
  occurredAt: '2026-11-28T10:00:00.000Z',
  totals: { totalCents: total, taxCents: tax, currency: 'EUR' },
});

describe('an order\u2019s money in the console', () => {
  it('shows what Paddle charged, what came back, what waits and what the shop keeps, net, VAT and gross', () => {
    // Prepare
    const adjustments = knownAdjustments([
      adjustment('adj_1', 'refund', 'approved', 178_500, 28_500),
      adjustment('adj_2', 'refund', 'pending_approval', 178_500, 28_500),
      adjustment('adj_3', 'refund', 'rejected', 178_500, 28_500),
    ]);

    // Act
    const money = orderMoney(order, adjustments);

    // Assess
    expect(money).toEqual({
      currency: 'EUR',
      charged: { netCents: 300_000, taxCents: 57_000, grossCents: 357_000, currency: 'EUR' },
      checkoutNetCents: 300_000,
      refunded: { netCents: 150_000, taxCents: 28_500, grossCents: 178_500, currency: 'EUR' },
      pendingRefundCents: 178_500,
      remainder: { netCents: 150_000, taxCents: 28_500, grossCents: 178_500, currency: 'EUR' },
    });
    expect(orderState(order, adjustments)).toBe('refund-pending');
  });

  it('gives a reversed chargeback back to the shop, and says partly refunded once nothing waits', () => {
    // Prepare
    const adjustments = knownAdjustments([
      adjustment('adj_cb', 'chargeback', 'approved', 357_000, 57_000),
      adjustment('adj_rev', 'chargeback_reverse', 'approved', 357_000, 57_000),
      adjustment('adj_r', 'refund', 'approved', 10_000, 1_597),
    ]);

    // Act
    const money = orderMoney(order, adjustments);

    // Assess
    expect(money.refunded.grossCents).toBe(10_000);
    expect(orderState(order, adjustments)).toBe('partially-refunded');
  });

  it('says only the catalogue net for an order paid before the shop kept Paddle\u2019s totals', () => {
    // Act
    const money = orderMoney({ ...order, charged: null }, []);

    // Assess
    expect(money).toMatchObject({ charged: null, checkoutNetCents: 300_000, remainder: null });
  });
});
