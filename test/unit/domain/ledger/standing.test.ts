import { ledgerEntry, type LedgerEntry } from '../../../../lambdas/domain/ledger/entries';
import {
  licenceStanding,
  wholeMonthsBetween,
  type StandingInput,
  type SubscriptionFacts,
} from '../../../../lambdas/domain/ledger/standing';

const NOW = new Date('2027-03-15T12:00:00.000Z');
const OWNER = 'owner@example.com';

function entry(overrides: Partial<LedgerEntry> & Pick<LedgerEntry, 'source' | 'from' | 'until'>): LedgerEntry {
  return ledgerEntry({
    transactionId: `txn_${overrides.source}_${overrides.from.slice(0, 10)}`,
    subscriptionId: 'sub_a',
    payer: OWNER,
    state: 'paid',
    recordedAt: overrides.from,
    ...overrides,
  });
}

function suite(entries: LedgerEntry[], extra: Partial<StandingInput> = {}): StandingInput {
  return { kind: 'suite', status: 'active', ownerEmail: OWNER, entries, ...extra };
}

const subscriptions =
  (...facts: SubscriptionFacts[]) =>
  (id: string) =>
    facts.find((candidate) => candidate.subscriptionId === id);

const running = (subscriptionId: string, more: Partial<SubscriptionFacts> = {}): SubscriptionFacts => ({
  subscriptionId,
  status: 'active',
  currentPeriodEnd: '2028-01-01T00:00:00.000Z',
  ...more,
});

const YEAR_ONE = { source: 'purchase' as const, from: '2026-01-01T00:00:00Z', until: '2027-01-01T00:00:00Z' };
const YEAR_TWO = { source: 'renewal' as const, from: '2027-01-01T00:00:00Z', until: '2028-01-01T00:00:00Z' };

describe('licenceStanding', () => {
  it('is active until the paid time ends and renews with the subscription that paid last', () => {
    // Act
    const standing = licenceStanding(suite([entry(YEAR_ONE), entry(YEAR_TWO)]), subscriptions(running('sub_a')), NOW);

    // Assess
    expect(standing.support).toEqual({
      state: 'active',
      activeUntil: '2028-01-01T00:00:00.000Z',
      autoRenewing: true,
      subscriptionId: 'sub_a',
    });
    expect(standing).toMatchObject({ paidUntil: '2028-01-01T00:00:00.000Z', paidBy: OWNER, payer: 'owner' });
    expect(standing.renewal).toEqual({ subscriptionId: 'sub_a', status: 'active', renews: true });
    expect(standing.catchUpMonths).toBe(0);
  });

  it('counts nothing refunded or charged back, and lapses where the paid time ends', () => {
    // Act
    const standing = licenceStanding(
      suite([entry(YEAR_ONE), entry({ ...YEAR_TWO, state: 'refunded' })]),
      subscriptions(running('sub_a', { status: 'canceled', currentPeriodEnd: null })),
      NOW,
    );

    // Assess
    expect(standing.support).toEqual({
      state: 'lapsed',
      lapsedSince: '2027-01-01T00:00:00.000Z',
      subscriptionId: 'sub_a',
    });
    expect(standing.catchUpMonths).toBe(2);
  });

  it('keeps time paid by a canceled subscription until its end, not renewing (a reversed chargeback)', () => {
    // Act
    const standing = licenceStanding(
      suite([entry(YEAR_ONE), entry(YEAR_TWO)]),
      subscriptions(running('sub_a', { status: 'canceled', currentPeriodEnd: null })),
      NOW,
    );

    // Assess
    expect(standing.support).toMatchObject({ state: 'active', autoRenewing: false });
    expect(standing.renewal).toMatchObject({ subscriptionId: 'sub_a', renews: false });
  });

  it('renews with nobody once the previous owner handed the subscription over; the time it paid still counts', () => {
    // Prepare
    const moved = suite([entry({ ...YEAR_ONE, payer: 'previous@example.com' })], {
      handedOverSubscriptionIds: ['sub_a'],
      previousOwners: ['previous@example.com'],
    });

    // Act
    const standing = licenceStanding(moved, subscriptions(running('sub_a')), new Date('2026-06-01T00:00:00Z'));

    // Assess
    expect(standing.support).toMatchObject({ state: 'active', autoRenewing: false });
    expect(standing).toMatchObject({ renewal: null, payer: 'previous-owner', paidBy: 'previous@example.com' });
  });

  it('is renewed by the new owner\u2019s extension, whatever the previous owner\u2019s subscription does', () => {
    // Prepare
    const moved = suite(
      [
        entry({ ...YEAR_ONE, payer: 'previous@example.com' }),
        entry({
          source: 'extension',
          from: '2027-01-01T00:00:00Z',
          until: '2028-01-01T00:00:00Z',
          subscriptionId: 'sub_new',
        }),
      ],
      { handedOverSubscriptionIds: ['sub_a'], previousOwners: ['previous@example.com'] },
    );

    // Act
    const standing = licenceStanding(moved, subscriptions(running('sub_a'), running('sub_new')), NOW);

    // Assess
    expect(standing.renewal).toMatchObject({ subscriptionId: 'sub_new', renews: true });
    expect(standing).toMatchObject({ payer: 'owner', support: { subscriptionId: 'sub_new', autoRenewing: true } });
  });

  it('says payment due while Paddle collects a renewal the ledger has not seen paid', () => {
    // Act
    const standing = licenceStanding(
      suite([entry(YEAR_ONE)]),
      subscriptions(running('sub_a', { status: 'past_due' })),
      NOW,
    );

    // Assess
    expect(standing.support).toEqual({
      state: 'payment-due',
      paidUntil: '2027-01-01T00:00:00.000Z',
      subscriptionId: 'sub_a',
    });
    expect(standing.catchUpMonths).toBe(0);
  });

  it('gives a revoked licence nothing: its support lapsed when it was taken back, whatever renews', () => {
    // Act
    const standing = licenceStanding(
      suite([entry({ ...YEAR_ONE, state: 'refunded' }), entry(YEAR_TWO)], {
        status: 'revoked',
        revokedAt: '2027-02-01T00:00:00.000Z',
      }),
      subscriptions(running('sub_a')),
      NOW,
    );

    // Assess
    expect(standing).toMatchObject({
      support: { state: 'lapsed', lapsedSince: '2027-02-01T00:00:00.000Z', subscriptionId: 'sub_a' },
      catchUpMonths: 0,
      usable: false,
    });
  });

  it('covers a lapse with catch-up and goodwill time as paid time', () => {
    // Prepare
    const entries = [
      entry(YEAR_ONE),
      entry({
        source: 'catch-up',
        from: '2027-01-01T00:00:00Z',
        until: '2027-03-01T00:00:00Z',
        subscriptionId: 'sub_x',
      }),
      entry({
        source: 'goodwill',
        from: '2027-03-01T00:00:00Z',
        until: '2027-04-01T00:00:00Z',
        subscriptionId: null,
        payer: null,
      }),
    ];

    // Act
    const standing = licenceStanding(suite(entries), subscriptions(), NOW);

    // Assess
    expect(standing.coverage).toEqual([{ from: '2026-01-01T00:00:00.000Z', until: '2027-04-01T00:00:00.000Z' }]);
    expect(standing.support).toMatchObject({ state: 'active', activeUntil: '2027-04-01T00:00:00.000Z' });
    expect(standing).toMatchObject({ paidBy: null, payer: null });
  });

  describe('a trainer seat', () => {
    const seat = (entries: LedgerEntry[]): StandingInput => ({
      kind: 'trainer-seat',
      status: 'active',
      ownerEmail: OWNER,
      entries,
    });
    const MARCH = { source: 'renewal' as const, from: '2027-03-01T00:00:00Z', until: '2027-04-01T00:00:00Z' };

    it('is current while paid and its subscription runs', () => {
      // Act
      const standing = licenceStanding(seat([entry(MARCH)]), subscriptions(running('sub_a')), NOW);

      // Assess
      expect(standing).toMatchObject({ seat: 'current', usable: true, support: { state: 'active' } });
    });

    it('expires at once when its subscription is paused or ends unpaid', () => {
      // Act
      const paused = licenceStanding(
        seat([entry(MARCH)]),
        subscriptions(running('sub_a', { status: 'paused', pausedAt: '2027-03-10T00:00:00.000Z' })),
        NOW,
      );
      const ended = licenceStanding(
        seat([entry(MARCH)]),
        subscriptions(running('sub_a', { status: 'canceled', canceledAt: '2027-03-10T00:00:00.000Z' })),
        NOW,
      );

      // Assess
      expect(paused).toMatchObject({
        seat: 'expired',
        usable: false,
        support: { state: 'paused', pausedSince: '2027-03-10T00:00:00.000Z' },
      });
      expect(ended).toMatchObject({
        seat: 'expired',
        usable: false,
        support: { state: 'lapsed', lapsedSince: '2027-03-10T00:00:00.000Z' },
      });
    });

    it('is past due within the grace after a renewal that was not paid, expired after it', () => {
      // Prepare
      const february = entry({ source: 'renewal', from: '2027-02-01T00:00:00Z', until: '2027-03-12T00:00:00Z' });
      const due = subscriptions(running('sub_a', { status: 'past_due', currentPeriodEnd: '2027-04-12T00:00:00Z' }));

      // Act
      const within = licenceStanding(seat([february]), due, NOW);
      const after = licenceStanding(seat([february]), due, new Date('2027-03-25T00:00:00Z'));

      // Assess
      expect(within).toMatchObject({ seat: 'past_due', usable: true, support: { state: 'payment-due' } });
      expect(after).toMatchObject({ seat: 'expired', usable: false });
    });

    it('is renewed no more once the charge that gave it back is paid back, unless a later renewal paid it', () => {
      // Prepare: the first period cut at a reduction, the raise's own entry from its return, then refunded
      const cut = entry({ source: 'purchase', from: '2027-03-01T00:00:00Z', until: '2027-03-05T00:00:00Z' });
      const returned = (state: LedgerEntry['state']) =>
        ledgerEntry({
          ...cut,
          from: '2027-03-10T00:00:00Z',
          until: '2027-04-01T00:00:00Z',
          state,
          returnedAt: '2027-03-10T00:00:00Z',
        });
      const april = entry({ source: 'renewal', from: '2027-04-01T00:00:00Z', until: '2027-05-01T00:00:00Z' });

      // Act
      const paid = licenceStanding(seat([cut, returned('paid')]), subscriptions(running('sub_a')), NOW);
      const refunded = licenceStanding(seat([cut, returned('refunded')]), subscriptions(running('sub_a')), NOW);
      const chargedBack = licenceStanding(seat([cut, returned('charged-back')]), subscriptions(running('sub_a')), NOW);
      const renewedAfter = licenceStanding(
        seat([cut, returned('refunded'), april]),
        subscriptions(running('sub_a')),
        NOW,
      );

      // Assess
      expect(paid.renewal).toMatchObject({ subscriptionId: 'sub_a', renews: true });
      expect(refunded.renewal).toBeNull();
      expect(chargedBack.renewal).toBeNull();
      expect(renewedAfter.renewal).toMatchObject({ subscriptionId: 'sub_a', renews: true });
    });
  });
});

describe('wholeMonthsBetween', () => {
  it('counts a month once its day and time have come round again', () => {
    // Act
    const counts = [
      wholeMonthsBetween(new Date('2027-01-15T12:00:00Z'), new Date('2027-03-15T11:59:59Z')),
      wholeMonthsBetween(new Date('2027-01-15T12:00:00Z'), new Date('2027-03-15T12:00:00Z')),
      wholeMonthsBetween(new Date('2027-03-15T12:00:00Z'), new Date('2027-01-15T12:00:00Z')),
    ];

    // Assess
    expect(counts).toEqual([1, 2, 0]);
  });
});
