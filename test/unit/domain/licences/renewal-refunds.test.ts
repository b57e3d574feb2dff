import type { AdjustmentChange, PaidLine } from '../../../../lambdas/domain/licences/payment-events';
import {
  renewalTakeback,
  renewsRefundedSeat,
  seatsAddedByCharge,
  seatsLosingPeriod,
} from '../../../../lambdas/domain/licences/renewal-refunds';

/** What a renewal's refunds and chargebacks take back (ADR 071). */
const LINE: PaidLine = { lineItemId: 'txnitm_1', priceId: 'pri_seat', quantity: 4, unitTotalCents: 5_000 };

function adjustment(change: Partial<AdjustmentChange>): AdjustmentChange {
  return {
    adjustmentId: 'adj_1',
    action: 'refund',
    type: 'partial',
    status: 'approved',
    transactionId: 'txn_renewal',
    subscriptionId: 'sub_1',
    items: [],
    ...change,
  };
}

describe('renewalTakeback', () => {
  it.each([
    ['a full refund', adjustment({ type: 'full' })],
    ['a chargeback', adjustment({ action: 'chargeback' })],
    ['every unit refunded', adjustment({ items: [{ itemId: 'txnitm_1', type: 'partial', amountCents: 20_000 }] })],
  ])('takes the whole period for %s', (_, change) => {
    // Act
    const decided = renewalTakeback([change], [LINE]);

    // Assess
    expect(decided).toEqual({ scope: 'period' });
  });

  it('takes whole refunded seats, adding up several refunds', () => {
    // Prepare
    const refunds = [
      adjustment({ items: [{ itemId: 'txnitm_1', type: 'partial', amountCents: 5_000 }] }),
      adjustment({ adjustmentId: 'adj_2', items: [{ itemId: 'txnitm_1', type: 'partial', amountCents: 7_000 }] }),
    ];

    // Act
    const decided = renewalTakeback(refunds, [LINE]);

    // Assess
    expect(decided).toEqual({ scope: 'seats', count: 2, quantity: 4 });
    expect(seatsLosingPeriod(decided, 4)).toEqual([3, 4]);
  });

  it('takes nothing for a credit, a pending refund or less than one seat', () => {
    // Prepare
    const changes = [
      adjustment({ action: 'credit', type: 'full' }),
      adjustment({ status: 'pending_approval', type: 'full' }),
      adjustment({ items: [{ itemId: 'txnitm_1', type: 'partial', amountCents: 4_999 }] }),
    ];

    // Act
    const decided = renewalTakeback(changes, [LINE]);

    // Assess
    expect(decided).toEqual({ scope: 'nothing' });
    expect(seatsLosingPeriod(decided, 4)).toEqual([]);
  });
});

describe('seatsLosingPeriod', () => {
  it('takes every seat issued for a whole period, seats added since included', () => {
    // Act
    const units = seatsLosingPeriod({ scope: 'period' }, 5);

    // Assess
    expect(units).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('seatsAddedByCharge', () => {
  it('takes the highest seats a charge added, passing over a seat a refund of the purchase took already (ADR 411)', () => {
    // Act: four seats, the fourth added by the charge; the purchase's refund took seat 4 before the charge's refund
    const alone = seatsAddedByCharge({ scope: 'period' }, 1, 4);
    const passedOver = seatsAddedByCharge({ scope: 'period' }, 1, 4, new Set([4]));
    const partly = seatsAddedByCharge({ scope: 'seats', count: 2, quantity: 3 }, 3, 6, new Set([5]));

    // Assess
    expect([alone, passedOver, partly]).toEqual([[4], [3], [4, 6]]);
  });

  it('takes the seats whose first period began with the charge, not a later charge\u2019s (ADR 433)', () => {
    // Prepare: seat 1 bought at 0, seat 2 added by a charge at 100, seat 3 by another at 200
    const units = new Map([
      [1, 0],
      [2, 100],
      [3, 200],
    ]);

    // Act
    const first = seatsAddedByCharge({ scope: 'period' }, 1, 3, new Set(), { charged: 100, units });
    const second = seatsAddedByCharge({ scope: 'period' }, 1, 3, new Set(), { charged: 200, units });
    const passedOver = seatsAddedByCharge({ scope: 'period' }, 1, 3, new Set([2]), { charged: 100, units });

    // Assess
    expect([first, second, passedOver]).toEqual([[2], [3], [3]]);
  });
});

describe('renewsRefundedSeat', () => {
  it('renews a refunded seat only for a period ending after the refunded one', () => {
    // Assess
    expect(renewsRefundedSeat('2026-03-01T00:00:00Z', '2026-03-01T00:00:00Z')).toBe(false);
    expect(renewsRefundedSeat('2026-03-01T00:00:00Z', '2026-04-01T00:00:00Z')).toBe(true);
    expect(renewsRefundedSeat(undefined, '2026-03-01T00:00:00Z')).toBe(true);
  });
});
