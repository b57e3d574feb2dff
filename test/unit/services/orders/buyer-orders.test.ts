import { orderStatusOf } from '../../../../lambdas/services/orders/buyer-orders';
import type { AdjustmentRecord } from '../../../../lambdas/adapters/store/orders';

const adjustment = (change: Partial<AdjustmentRecord>): AdjustmentRecord => ({
  adjustmentId: 'adj_1',
  action: 'refund',
  type: 'partial',
  status: 'approved',
  transactionId: 'txn_1',
  subscriptionId: null,
  items: [],
  occurredAt: '2026-11-26T10:00:00Z',
  ...change,
});

describe('the status a buyer sees of an order', () => {
  it.each([
    ['no adjustment', false, [], 'paid'],
    ['an approved partial refund', false, [adjustment({})], 'partly-refunded'],
    ['a partial refund still pending', false, [adjustment({ status: 'pending_approval' })], 'paid'],
    ['a credit', false, [adjustment({ action: 'credit' })], 'paid'],
    ['an approved full refund', false, [adjustment({ type: 'full' })], 'refunded'],
    ['a chargeback', false, [adjustment({ action: 'chargeback', type: 'full' })], 'refunded'],
    ['an order the store marked refunded', true, [], 'refunded'],
  ] as const)('%s → %s', (_label, refundedWhole, adjustments, expected) => {
    // Act
    const status = orderStatusOf(refundedWhole, adjustments);

    // Assess
    expect(status).toBe(expected);
  });
});
