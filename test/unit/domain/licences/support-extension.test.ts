import { addTerm, supportExtensionPlan } from '../../../../lambdas/domain/licences/support-extension';
import type { SupportStatus } from '../../../../lambdas/domain/licences/support-status';

describe('what a support extension bought now covers (ADR 312)', () => {
  const now = new Date('2026-11-26T12:00:00.000Z');

  it.each<[string, SupportStatus, { startsAt: string; endsAt: string; continues: boolean }]>([
    [
      'support that ends without renewing',
      { state: 'active', activeUntil: '2027-11-26T09:00:00.000Z', autoRenewing: false, subscriptionId: 'sub_1' },
      { startsAt: '2027-11-26T09:00:00.000Z', endsAt: '2028-11-26T09:00:00.000Z', continues: true },
    ],
    [
      'lapsed support',
      { state: 'lapsed', lapsedSince: '2026-01-01T00:00:00.000Z', subscriptionId: 'sub_1' },
      { startsAt: now.toISOString(), endsAt: '2027-11-26T12:00:00.000Z', continues: false },
    ],
    [
      'no support on record',
      { state: 'none' },
      { startsAt: now.toISOString(), endsAt: '2027-11-26T12:00:00.000Z', continues: false },
    ],
  ])('extends %s from where it ends, for one term', (_label, support, expected) => {
    // Act
    const plan = supportExtensionPlan(support, 'Annual', now);

    // Assess
    expect(plan).toEqual({ kind: 'extend', ...expected });
  });

  it('sells nothing over support that renews by itself', () => {
    // Prepare
    const support: SupportStatus = {
      state: 'active',
      activeUntil: '2027-11-26T09:00:00.000Z',
      autoRenewing: true,
      subscriptionId: 'sub_1',
    };

    // Act
    const plan = supportExtensionPlan(support, 'Monthly', now);

    // Assess
    expect(plan).toEqual({ kind: 'covered', renewsAt: '2027-11-26T09:00:00.000Z' });
  });

  it('sells nothing over a renewal whose payment Paddle is still retrying (ADR 243)', () => {
    // Prepare
    const support: SupportStatus = {
      state: 'payment-due',
      paidUntil: '2026-11-20T00:00:00.000Z',
      subscriptionId: 'sub_1',
    };

    // Act
    const plan = supportExtensionPlan(support, 'Annual', now);

    // Assess
    expect(plan).toEqual({ kind: 'covered', renewsAt: '2026-11-20T00:00:00.000Z' });
  });

  it('sells nothing over support whose renewal is paused: resumed, it renews the licence again (ADR 416)', () => {
    // Prepare
    const support: SupportStatus = {
      state: 'paused',
      pausedSince: '2026-11-20T00:00:00.000Z',
      subscriptionId: 'sub_1',
    };

    // Act
    const plan = supportExtensionPlan(support, 'Annual', now);

    // Assess
    expect(plan).toEqual({ kind: 'paused', pausedSince: '2026-11-20T00:00:00.000Z' });
  });

  it('counts a monthly term to the same day of the next month', () => {
    // Act + Assess
    expect(addTerm(new Date('2027-01-15T00:00:00.000Z'), 'Monthly').toISOString()).toBe('2027-02-15T00:00:00.000Z');
  });
});
