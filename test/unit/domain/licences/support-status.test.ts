import {
  catchUpMonths,
  supportExtensionSlugFor,
  supportStatus,
  toSupportState,
  type SupportSubscriptionState,
} from '../../../../lambdas/domain/licences/support-status';
import { supportExtensionPlan } from '../../../../lambdas/domain/licences/support-extension';
import { UnknownAircraftTypeError } from '../../../../lambdas/domain/errors';
import { catchError } from '../../../support/catch-error';

const NOW = new Date('2026-11-21T12:00:00.000Z');

function subscription(overrides: Partial<SupportSubscriptionState>): SupportSubscriptionState {
  return {
    subscriptionId: 'sub_1',
    status: 'active',
    currentPeriodEnd: '2027-05-01T00:00:00.000Z',
    canceledAt: null,
    scheduledChange: null,
    ...overrides,
  };
}

describe('supportStatus', () => {
  it('is active and auto-renewing while a running subscription\u2019s period lasts', () => {
    // Act
    const status = supportStatus([subscription({})], NOW);

    // Assess
    expect(status).toEqual({
      state: 'active',
      activeUntil: '2027-05-01T00:00:00.000Z',
      autoRenewing: true,
      subscriptionId: 'sub_1',
    });
  });

  it('is active but not auto-renewing once a cancellation at the period\u2019s end is scheduled', () => {
    // Act
    const status = supportStatus(
      [subscription({ scheduledChange: { action: 'cancel', effectiveAt: '2027-05-01T00:00:00.000Z' } })],
      NOW,
    );

    // Assess
    expect(status).toMatchObject({ state: 'active', autoRenewing: false });
  });

  it('is lapsed since the earlier of cancellation and period end', () => {
    // Act
    const atPeriodEnd = supportStatus(
      [
        subscription({
          status: 'canceled',
          currentPeriodEnd: '2026-08-01T00:00:00.000Z',
          canceledAt: '2026-08-01T00:00:00.000Z',
        }),
      ],
      NOW,
    );
    const atOnce = supportStatus(
      [
        subscription({
          status: 'canceled',
          currentPeriodEnd: '2027-05-01T00:00:00.000Z',
          canceledAt: '2026-10-02T00:00:00.000Z',
        }),
      ],
      NOW,
    );

    // Assess
    expect(atPeriodEnd).toEqual({ state: 'lapsed', lapsedSince: '2026-08-01T00:00:00.000Z', subscriptionId: 'sub_1' });
    expect(atOnce).toMatchObject({ state: 'lapsed', lapsedSince: '2026-10-02T00:00:00.000Z' });
  });

  it('counts a running subscription whose period ended without a renewal as lapsed at that end', () => {
    // Act
    const status = supportStatus(
      [subscription({ status: 'past_due', currentPeriodEnd: '2026-11-01T00:00:00.000Z' })],
      NOW,
    );

    // Assess
    expect(status).toMatchObject({ state: 'lapsed', lapsedSince: '2026-11-01T00:00:00.000Z' });
  });

  it('prefers an extension that is active over the lapsed original, and the longest running one', () => {
    // Prepare
    const lapsed = subscription({
      subscriptionId: 'sub_old',
      status: 'canceled',
      currentPeriodEnd: '2026-01-01T00:00:00.000Z',
      canceledAt: '2026-01-01T00:00:00.000Z',
    });
    const monthly = subscription({ subscriptionId: 'sub_month', currentPeriodEnd: '2026-12-21T00:00:00.000Z' });
    const annual = subscription({ subscriptionId: 'sub_year', currentPeriodEnd: '2027-11-21T00:00:00.000Z' });

    // Act
    const status = supportStatus([lapsed, monthly, annual], NOW);

    // Assess
    expect(status).toMatchObject({ state: 'active', subscriptionId: 'sub_year' });
  });

  it('is none without any known subscription', () => {
    // Act & Assess
    expect(supportStatus([], NOW)).toEqual({ state: 'none' });
    expect(
      supportStatus([subscription({ status: 'canceled', currentPeriodEnd: null, canceledAt: null })], NOW),
    ).toEqual({ state: 'none' });
  });
});

describe('catchUpMonths', () => {
  it.each([
    ['2026-11-01T00:00:00.000Z', 0],
    ['2026-10-21T12:00:00.000Z', 1],
    ['2026-10-21T12:00:00.001Z', 0],
    ['2026-08-20T00:00:00.000Z', 3],
    ['2025-11-21T12:00:00.000Z', 12],
    ['2024-01-31T00:00:00.000Z', 33],
  ])('counts the whole months since a lapse on %s as %i', (lapsedSince, months) => {
    // Act & Assess
    expect(catchUpMonths({ state: 'lapsed', lapsedSince, subscriptionId: 'sub_1' }, NOW)).toBe(months);
  });

  it('needs none while support is active or unknown', () => {
    // Act & Assess
    expect(
      catchUpMonths(
        { state: 'active', activeUntil: '2027-01-01T00:00:00.000Z', autoRenewing: true, subscriptionId: 'sub_1' },
        NOW,
      ),
    ).toBe(0);
    expect(catchUpMonths({ state: 'none' }, NOW)).toBe(0);
  });
});

describe('supportExtensionSlugFor', () => {
  it.each([
    ['A322', 'Annual', 'suite-nc-support-extension-a320-annual'],
    ['B738', 'Monthly', 'suite-nc-support-extension-b737-monthly'],
    ['B38M', 'Annual', 'suite-nc-support-extension-b38m-annual'],
  ] as const)('names the extension of a %s licence, %s', (aircraftType, term, slug) => {
    // Act & Assess
    expect(supportExtensionSlugFor(aircraftType, term)).toBe(slug);
  });

  it('refuses an unknown aircraft type with the message of the support-extension lookup', () => {
    // Act
    const error = catchError(() => supportExtensionSlugFor('C172', 'Annual'));

    // Assess
    expect(error).toBeInstanceOf(UnknownAircraftTypeError);
    expect(error).toMatchObject({ name: 'UnknownAircraftTypeError', message: 'Unknown aircraft type: C172' });
  });
});

describe('supportStatus of a paused or unpaid subscription (ADR 243)', () => {
  it('is paused since Paddle\u2019s paused_at, never lapsed since a date still to come', () => {
    // Prepare
    const paused = subscription({
      status: 'paused',
      currentPeriodEnd: null,
      pausedAt: '2026-11-01T00:00:00.000Z',
      scheduledChange: { action: 'resume', effectiveAt: '2027-02-01T00:00:00.000Z' },
    });

    // Act
    const status = supportStatus([paused], NOW);

    // Assess
    expect(status).toEqual({ state: 'paused', pausedSince: '2026-11-01T00:00:00.000Z', subscriptionId: 'sub_1' });
  });

  it('is payment due from the end of the paid period while Paddle retries the renewal, not active', () => {
    // Prepare: Paddle has moved the period to the one not paid yet.
    const pastDue = subscription({
      status: 'past_due',
      currentPeriodStart: '2026-11-15T00:00:00.000Z',
      currentPeriodEnd: '2027-11-15T00:00:00.000Z',
    });

    // Act
    const status = supportStatus([pastDue], NOW);

    // Assess
    expect(status).toEqual({ state: 'payment-due', paidUntil: '2026-11-15T00:00:00.000Z', subscriptionId: 'sub_1' });
  });

  it('shows a support extension that is active over a paused or past-due subscription of the same licence', () => {
    // Prepare
    const paused = subscription({ subscriptionId: 'sub_p', status: 'paused', pausedAt: '2026-10-01T00:00:00.000Z' });
    const pastDue = subscription({
      subscriptionId: 'sub_d',
      status: 'past_due',
      currentPeriodStart: NOW.toISOString(),
    });
    const extension = subscription({ subscriptionId: 'sub_x' });

    // Act
    const withExtension = supportStatus([paused, pastDue, extension], NOW);
    const without = supportStatus([paused, pastDue], NOW);

    // Assess
    expect(withExtension).toMatchObject({ state: 'active', subscriptionId: 'sub_x' });
    expect(without).toMatchObject({ state: 'payment-due', subscriptionId: 'sub_d' });
  });
});

describe('the support a reversed chargeback gives back (ADR 360)', () => {
  // Paddle canceled it at the chargeback (2026-03-01) and nulled its period; the buyer had paid until 2027-01-01.
  const canceled = {
    subscriptionId: 'sub_1',
    status: 'canceled',
    currentPeriodStart: null,
    currentPeriodEnd: null,
    canceledAt: '2026-03-01T00:00:00.000Z',
    scheduledChange: null,
    paidThrough: '2027-01-01T00:00:00.000Z',
  };
  const givenBack = { subscriptionId: 'sub_1', supportRestartOfferedAt: '2026-05-01T00:00:00.000Z' };

  it.each([
    [
      'within the paid period: active until its end, not renewing, no catch-up months',
      new Date('2026-11-21T12:00:00.000Z'),
      { state: 'active', activeUntil: '2027-01-01T00:00:00.000Z', autoRenewing: false, subscriptionId: 'sub_1' },
      0,
    ],
    [
      'after it: lapsed at the paid end, catch-up months from there',
      new Date('2027-04-15T00:00:00.000Z'),
      { state: 'lapsed', lapsedSince: '2027-01-01T00:00:00.000Z', subscriptionId: 'sub_1' },
      3,
    ],
  ])('is %s', (_label, now, expected, months) => {
    // Act
    const status = supportStatus([toSupportState(canceled, givenBack)], now);

    // Assess
    expect(status).toEqual(expected);
    expect(catchUpMonths(status, now)).toBe(months);
  });

  it('extends a restart bought within the paid period from the paid end', () => {
    // Prepare
    const now = new Date('2026-11-21T12:00:00.000Z');

    // Act
    const plan = supportExtensionPlan(supportStatus([toSupportState(canceled, givenBack)], now), 'Annual', now);

    // Assess
    expect(plan).toEqual({
      kind: 'extend',
      startsAt: '2027-01-01T00:00:00.000Z',
      endsAt: '2028-01-01T00:00:00.000Z',
      continues: true,
    });
  });

  it.each([
    ['a cancellation no reversal undid', { subscriptionId: 'sub_1' }],
    ['another subscription of the licence (an extension)', { ...givenBack, subscriptionId: 'sub_other' }],
    ['a licence read without its links', undefined],
  ])('keeps %s lapsed at the cancellation', (_label, licence) => {
    // Act
    const status = supportStatus([toSupportState(canceled, licence)], new Date('2026-11-21T12:00:00.000Z'));

    // Assess
    expect(status).toEqual({ state: 'lapsed', lapsedSince: '2026-03-01T00:00:00.000Z', subscriptionId: 'sub_1' });
  });
});
