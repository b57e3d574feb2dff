import type { LicenceRecord } from '../../../../lambdas/adapters/store/licences';
import type { OrderRecord } from '../../../../lambdas/adapters/store/orders';
import {
  knownAdjustments,
  purchaseUnits,
  refundState,
  unitAmountCents,
} from '../../../../lambdas/services/admin/refund-units';

const IDS = ['lic_o_1', 'lic_o_2', 'lic_o_3'];
const order = {
  transactionId: 'txn_o',
  status: 'paid',
  licenceIds: IDS,
  lines: [
    { lineItemId: 'txnitm_licence', priceId: 'pri_l', quantity: 3, unitTotalCents: 100_000 },
    { lineItemId: 'txnitm_support', priceId: 'pri_s', quantity: 3, unitTotalCents: 0 },
    { lineItemId: 'txnitm_hud', priceId: 'pri_h', quantity: 3, unitTotalCents: 20_000 },
  ],
} as unknown as OrderRecord;
const licences = (revoked: Record<string, string> = {}) =>
  IDS.map(
    (licenceId) =>
      ({
        licenceId,
        ownerEmail: licenceId === 'lic_o_3' ? 'colleague@example.com' : 'buyer@example.com',
        status: revoked[licenceId] ? 'revoked' : 'active',
        revokedReason: revoked[licenceId],
      }) as LicenceRecord,
  );

describe('what of an order can still be refunded', () => {
  it('prices a seat at every line it bought, and offers the highest seats first', () => {
    // Act
    const state = refundState(order, licences(), []);

    // Assess
    expect(unitAmountCents(order)).toBe(120_000);
    expect(state.refundable).toEqual(['lic_o_3', 'lic_o_2', 'lic_o_1']);
    expect(state.units.map((unit) => [unit.unit, unit.owner, unit.state, unit.amountCents])).toEqual([
      [1, 'buyer@example.com', 'refundable', 120_000],
      [2, 'buyer@example.com', 'refundable', 120_000],
      [3, 'colleague@example.com', 'refundable', 120_000],
    ]);
    expect(state.wholeOrderRefusal).toBeNull();
  });

  it('keeps the seats a pending console request names, and those a pending dashboard refund will take', () => {
    // Prepare
    const adjustments = knownAdjustments([
      {
        sk: 'REFUND#adj_console',
        adjustmentId: 'adj_console',
        refundType: 'partial',
        status: 'pending_approval',
        licenceIds: ['lic_o_3'],
        requestedAt: '2026-11-28T10:00:00.000Z',
        requestedBy: { email: 'op@skydeck.test', sub: 'sub' },
      },
      {
        sk: 'ADJUSTMENT#adj_dashboard',
        adjustmentId: 'adj_dashboard',
        action: 'refund',
        adjustmentType: 'partial',
        status: 'pending_approval',
        occurredAt: '2026-11-28T11:00:00.000Z',
        items: [{ itemId: 'txnitm_licence', amountCents: 100_000 }],
      },
    ]);

    // Act
    const state = refundState(order, licences(), adjustments);

    // Assess
    expect(state.refundable).toEqual(['lic_o_1']);
    expect(state.units.map((unit) => [unit.licenceId, unit.state, unit.adjustmentId])).toEqual([
      ['lic_o_1', 'refundable', null],
      ['lic_o_2', 'refund-pending', 'adj_dashboard'],
      ['lic_o_3', 'refund-pending', 'adj_console'],
    ]);
    expect(state.wholeOrderRefusal).toBe('A refund of this order is waiting for Paddle\u2019s approval.');
  });

  it('lets a rejected refund free its seats, and says why the whole order cannot be refunded after a refund', () => {
    // Prepare
    const rejected = knownAdjustments([
      {
        sk: 'REFUND#adj_r',
        adjustmentId: 'adj_r',
        refundType: 'partial',
        status: 'pending_approval',
        licenceIds: ['lic_o_3'],
        requestedAt: '2026-11-28T10:00:00.000Z',
        requestedBy: { email: 'op@skydeck.test', sub: 'sub' },
      },
      {
        sk: 'ADJUSTMENT#adj_r',
        adjustmentId: 'adj_r',
        action: 'refund',
        adjustmentType: 'partial',
        status: 'rejected',
        occurredAt: '2026-11-28T12:00:00.000Z',
      },
    ]);
    const approved = knownAdjustments([
      {
        sk: 'ADJUSTMENT#adj_a',
        adjustmentId: 'adj_a',
        action: 'refund',
        adjustmentType: 'partial',
        status: 'approved',
        occurredAt: '2026-11-28T12:00:00.000Z',
      },
    ]);

    // Act
    const afterRejection = refundState(order, licences(), rejected);
    const afterRefund = refundState(order, licences({ lic_o_3: 'refund' }), approved);

    // Assess
    expect(afterRejection.refundable).toEqual(['lic_o_3', 'lic_o_2', 'lic_o_1']);
    expect(afterRefund.units[2]!.state).toBe('refunded');
    expect(afterRefund.wholeOrderRefusal).toBe(
      'Part of this order was refunded already: refund the seats that are left.',
    );
  });

  it('counts the seats the subscription added since among the units, as the webhook takes the highest first', () => {
    // Prepare: bought 3 seats, the subscription has added a fourth since
    const grown = {
      ...order,
      request: { slug: 'ios-fms-trainer-b738-personal-monthly', buyerEmail: 'buyer@example.com' },
      seatUnits: 4,
    } as unknown as OrderRecord;
    const added = { licenceId: 'lic_o_4', ownerEmail: 'buyer@example.com', status: 'active' } as LicenceRecord;

    // Act
    const state = refundState(grown, [...licences(), added], []);

    // Assess
    expect(purchaseUnits(grown)).toEqual(['lic_o_1', 'lic_o_2', 'lic_o_3', 'lic_o_4']);
    expect(state.refundable[0]).toBe('lic_o_4');
    expect(state.units.map((unit) => unit.unit)).toEqual([1, 2, 3, 4]);
  });
});
