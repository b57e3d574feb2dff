import { unitIds } from '../../../../lambdas/domain/licences/issuance';
import { ledgerEntries } from '../../../../lambdas/domain/ledger/entries';
import { catchUpMonths, supportStatus, toSupportState } from '../../../../lambdas/domain/licences/support-status';
import { deliver, memoryPaymentPorts } from '../../../support/memory-payment-ports';
import {
  adjustmentEvent,
  customData,
  fixtureId,
  lineItemId,
  subscriptionEvent,
  transactionCompleted,
} from '../../../support/paddle-fixtures';

/**
 * Disputes both ways (ADR 241), mid-period charges (ADR 242) and what the shop did not sell (ADR 244), in Paddle's
 * shapes, through the payment services in memory.
 */

const SUITE = 'skydeck-suiteb737annual';
const TRAINER = 'ios-fms-trainer-b738-personal-monthly';
const SEAT_PRICE = 'ios-fms-trainer-b738-personal-monthly-tier-1';
const YEAR = { starts_at: '2026-01-01T00:00:00Z', ends_at: '2027-01-01T00:00:00Z' };
const JAN = { starts_at: '2026-01-01T00:00:00Z', ends_at: '2026-02-01T00:00:00Z' };

function suitePurchase(units = 2) {
  const transactionId = fixtureId('txn');
  const subscriptionId = fixtureId('sub');
  const data = customData(SUITE, units, 'pilot@example.com');
  const events = [
    transactionCompleted({
      transactionId,
      subscriptionId,
      customData: data,
      lines: [
        { priceKey: 'suite-licence-b737', quantity: units, unitCents: 150_000 },
        { priceKey: 'support-annual-b737', quantity: units, unitCents: 0 },
      ],
      billingPeriod: YEAR,
      occurredAt: '2026-01-01T00:00:02Z',
    }),
    subscriptionEvent('subscription.created', {
      subscriptionId,
      transactionId,
      status: 'active',
      customData: data,
      items: [{ priceKey: 'support-annual-b737', quantity: units }],
      period: YEAR,
      occurredAt: '2026-01-01T00:00:01Z',
      interval: 'year',
    }),
  ];
  const canceled = subscriptionEvent('subscription.canceled', {
    subscriptionId,
    status: 'canceled',
    customData: data,
    items: [{ priceKey: 'support-annual-b737', quantity: units }],
    period: null,
    occurredAt: '2026-03-01T00:00:01Z',
    interval: 'year',
  });
  const dispute = (
    action: 'chargeback' | 'chargeback_warning' | 'chargeback_reverse' | 'credit',
    extra: { adjustmentId?: string; status?: 'approved' | 'reversed'; eventType?: 'adjustment.updated' } = {},
  ) =>
    adjustmentEvent({
      transactionId,
      subscriptionId,
      action,
      type: 'full',
      items: [],
      occurredAt: action === 'chargeback_reverse' ? '2026-05-01T00:00:00Z' : '2026-03-01T00:00:00Z',
      ...extra,
    });
  return { transactionId, subscriptionId, events, canceled, dispute, ids: unitIds(transactionId, units) };
}

/** The suite's renewal for 2027 (its support only), paid on 2027-01-01. */
function suiteRenewal(suite: ReturnType<typeof suitePurchase>, transactionId = fixtureId('txn')) {
  return transactionCompleted({
    transactionId,
    origin: 'subscription_recurring',
    subscriptionId: suite.subscriptionId,
    customData: null,
    lines: [{ priceKey: 'support-annual-b737', quantity: 1, unitCents: 30_000 }],
    billingPeriod: { starts_at: YEAR.ends_at, ends_at: '2028-01-01T00:00:00Z' },
    occurredAt: '2027-01-01T00:00:05Z',
    recurring: 'year',
  });
}

describe('a dispute (ADR 241)', () => {
  it('takes nothing for a chargeback warning or a credit', async () => {
    // Prepare
    const world = memoryPaymentPorts();
    const suite = suitePurchase();
    for (const event of suite.events) await deliver(world.ports, event);

    // Act
    await deliver(world.ports, suite.dispute('chargeback_warning'));
    await deliver(world.ports, suite.dispute('credit'));

    // Assess
    expect(world.activeIds()).toEqual([...suite.ids].sort());
    expect(world.canceled).toEqual([]);
    expect(world.orders.get(suite.transactionId)).toMatchObject({ status: 'paid' });
  });

  it('takes everything for a chargeback, and gives back exactly that when Paddle reverses it', async () => {
    // Prepare
    const world = memoryPaymentPorts();
    const suite = suitePurchase();
    for (const event of suite.events) await deliver(world.ports, event);
    const keysBefore = suite.ids.map((id) => world.licences.get(id)!.licenceKey);
    const chargebackId = fixtureId('adj');
    await deliver(world.ports, suite.dispute('chargeback', { adjustmentId: chargebackId }));
    await deliver(world.ports, suite.canceled);
    const chargedBack = { active: world.activeIds(), order: world.orders.get(suite.transactionId)?.status };

    // Act: Paddle records the reversal and marks the chargeback reversed
    const reverse = suite.dispute('chargeback_reverse');
    await deliver(world.ports, reverse);
    await deliver(
      world.ports,
      suite.dispute('chargeback', { adjustmentId: chargebackId, status: 'reversed', eventType: 'adjustment.updated' }),
    );
    await deliver(world.ports, reverse);

    // Assess
    expect(chargedBack).toEqual({ active: [], order: 'refunded' });
    expect(world.canceled).toEqual([suite.subscriptionId]);
    expect(world.activeIds()).toEqual([...suite.ids].sort());
    expect(suite.ids.map((id) => world.licences.get(id)!.licenceKey)).toEqual(keysBefore);
    expect(world.orders.get(suite.transactionId)).toMatchObject({ status: 'paid' });
    expect(suite.ids.map((id) => Boolean(world.licences.get(id)!.supportRestartOfferedAt))).toEqual([true, true]);
  });

  it('ends alike when the reversal arrives before the chargeback it reverses', async () => {
    // Prepare
    const world = memoryPaymentPorts();
    const suite = suitePurchase(1);
    for (const event of suite.events) await deliver(world.ports, event);

    // Act
    await deliver(world.ports, suite.dispute('chargeback_reverse'));
    await deliver(world.ports, suite.dispute('chargeback'));

    // Assess
    expect(world.activeIds()).toEqual(suite.ids);
    expect(world.canceled).toEqual([]);
    expect(world.licences.get(suite.ids[0]!)!.supportRestartOfferedAt).toBeUndefined();
  });

  it('keeps what a refund took when a chargeback of the same purchase is reversed', async () => {
    // Prepare: one of two licences refunded, then the purchase charged back
    const world = memoryPaymentPorts();
    const suite = suitePurchase(2);
    for (const event of suite.events) await deliver(world.ports, event);
    await deliver(
      world.ports,
      adjustmentEvent({
        transactionId: suite.transactionId,
        action: 'refund',
        type: 'partial',
        items: [{ itemId: lineItemId(suite.transactionId, 0), type: 'partial', amountCents: 150_000 }],
      }),
    );
    await deliver(world.ports, suite.dispute('chargeback'));

    // Act
    await deliver(world.ports, suite.dispute('chargeback_reverse'));

    // Assess
    expect(world.activeIds()).toEqual([suite.ids[0]]);
    expect(world.licences.get(suite.ids[1]!)).toMatchObject({ status: 'revoked', revokedReason: 'refund' });
  });
});

describe('the paid period a reversed chargeback gives back (ADR 360)', () => {
  /** The licence's support as the portal computes it from what the store kept. */
  function supportSeen(
    world: ReturnType<typeof memoryPaymentPorts>,
    suite: ReturnType<typeof suitePurchase>,
    now: Date,
  ) {
    const licence = world.licences.get(suite.ids[0]!)!;
    const status = supportStatus([toSupportState(world.subscriptions.get(suite.subscriptionId)!, licence)], now);
    return { status, catchUp: catchUpMonths(status, now) };
  }

  it.each([
    ['the purchase before its subscription', (events: object[]) => events],
    ['the subscription before its purchase', (events: object[]) => [...events].reverse()],
  ])('keeps the period paid through Paddle\u2019s cancel, %s', async (_label, order) => {
    // Prepare
    const world = memoryPaymentPorts();
    const suite = suitePurchase(1);
    for (const event of order(suite.events)) await deliver(world.ports, event);
    await deliver(world.ports, suite.dispute('chargeback'));
    await deliver(world.ports, suite.canceled);

    // Act
    await deliver(world.ports, suite.dispute('chargeback_reverse'));

    // Assess
    expect(world.subscriptions.get(suite.subscriptionId)).toMatchObject({
      status: 'canceled',
      currentPeriodEnd: null,
      paidThrough: '2027-01-01T00:00:00.000Z',
    });
    expect(supportSeen(world, suite, new Date('2026-06-01T00:00:00Z'))).toEqual({
      status: {
        state: 'active',
        activeUntil: '2027-01-01T00:00:00.000Z',
        autoRenewing: false,
        subscriptionId: suite.subscriptionId,
      },
      catchUp: 0,
    });
    expect(supportSeen(world, suite, new Date('2027-03-02T00:00:00Z')).catchUp).toBe(2);
  });

  it.each([
    ['Paddle\u2019s cancel before the reversal', false],
    ['the reversal before Paddle\u2019s cancel', true],
  ])('offers the restart and runs support to the paid end, %s (ADR 361)', async (_label, reversalFirst) => {
    // Prepare
    const world = memoryPaymentPorts();
    const suite = suitePurchase(2);
    for (const event of suite.events) await deliver(world.ports, event);
    await deliver(world.ports, suite.dispute('chargeback'));
    const reverse = suite.dispute('chargeback_reverse');

    // Act
    for (const event of reversalFirst ? [reverse, suite.canceled] : [suite.canceled, reverse])
      await deliver(world.ports, event);
    await deliver(world.ports, reverse);

    // Assess
    expect(world.canceled).toEqual([suite.subscriptionId]);
    expect(world.activeIds()).toEqual([...suite.ids].sort());
    expect(suite.ids.map((id) => Boolean(world.licences.get(id)!.supportRestartOfferedAt))).toEqual([true, true]);
    expect(supportSeen(world, suite, new Date('2026-06-01T00:00:00Z'))).toEqual({
      status: {
        state: 'active',
        activeUntil: '2027-01-01T00:00:00.000Z',
        autoRenewing: false,
        subscriptionId: suite.subscriptionId,
      },
      catchUp: 0,
    });
  });

  it('leaves a support Paddle has not canceled yet renewing after the reversal', async () => {
    // Prepare
    const world = memoryPaymentPorts();
    const suite = suitePurchase(1);
    for (const event of suite.events) await deliver(world.ports, event);
    await deliver(world.ports, suite.dispute('chargeback'));

    // Act
    await deliver(world.ports, suite.dispute('chargeback_reverse'));

    // Assess
    expect(supportSeen(world, suite, new Date('2026-06-01T00:00:00Z')).status).toMatchObject({
      state: 'active',
      autoRenewing: true,
    });
  });

  it('counts a renewal paid before the chargeback, and shows a chargeback not reversed lapsed at the cancel', async () => {
    // Prepare
    const world = memoryPaymentPorts();
    const suite = suitePurchase(1);
    for (const event of suite.events) await deliver(world.ports, event);
    await deliver(world.ports, suiteRenewal(suite));
    await deliver(world.ports, suite.dispute('chargeback'));
    await deliver(world.ports, suite.canceled);
    const chargedBack = supportSeen(world, suite, new Date('2027-06-01T00:00:00Z'));

    // Act
    await deliver(world.ports, suite.dispute('chargeback_reverse'));

    // Assess
    expect(chargedBack.status).toMatchObject({ state: 'lapsed', lapsedSince: '2026-03-01T00:00:01Z' });
    expect(supportSeen(world, suite, new Date('2027-06-01T00:00:00Z')).status).toMatchObject({
      state: 'active',
      activeUntil: '2028-01-01T00:00:00.000Z',
    });
  });
});

describe('a renewal paid before any subscription notice (ADR 362)', () => {
  it.each([
    ['the renewal first', true],
    ['the renewal last', false],
  ])('records its paid end, which the subscription\u2019s events keep, %s', async (_label, renewalFirst) => {
    // Prepare
    const world = memoryPaymentPorts();
    const suite = suitePurchase(1);
    const renewal = suiteRenewal(suite);

    // Act
    for (const event of renewalFirst ? [renewal, ...suite.events] : [...suite.events, renewal])
      await deliver(world.ports, event);
    await deliver(world.ports, suite.dispute('chargeback'));
    await deliver(world.ports, suite.canceled);
    await deliver(world.ports, suite.dispute('chargeback_reverse'));

    // Assess
    const licence = world.licences.get(suite.ids[0]!)!;
    const subscription = world.subscriptions.get(suite.subscriptionId)!;
    const status = supportStatus([toSupportState(subscription, licence)], new Date('2027-06-01T00:00:00Z'));
    expect(subscription).toMatchObject({
      status: 'canceled',
      ownerEmail: 'pilot@example.com',
      transactionId: suite.transactionId,
      paidThrough: '2028-01-01T00:00:00.000Z',
    });
    expect(status).toMatchObject({ state: 'active', activeUntil: '2028-01-01T00:00:00.000Z', autoRenewing: false });
  });
});

describe('the paid period of a renewal taken back (ADR 360)', () => {
  it.each([
    ['the refund after the renewal', false],
    ['the refund before the renewal it refunds', true],
  ])('is not given back when a chargeback of the purchase is reversed, %s', async (_label, refundFirst) => {
    // Prepare: the 2027 renewal refunded in full (Paddle cancels), then the purchase charged back and reversed
    const world = memoryPaymentPorts();
    const suite = suitePurchase(1);
    for (const event of suite.events) await deliver(world.ports, event);
    const renewalId = fixtureId('txn');
    const paid = suiteRenewal(suite, renewalId);
    const refund = adjustmentEvent({
      transactionId: renewalId,
      subscriptionId: suite.subscriptionId,
      action: 'refund',
      type: 'full',
      items: [],
    });
    for (const event of refundFirst ? [refund, paid] : [paid, refund]) await deliver(world.ports, event);
    await deliver(world.ports, suite.canceled);
    await deliver(world.ports, suite.dispute('chargeback'));

    // Act
    await deliver(world.ports, suite.dispute('chargeback_reverse'));

    // Assess
    const now = new Date('2027-06-01T00:00:00Z');
    const licence = world.licences.get(suite.ids[0]!)!;
    const status = supportStatus([toSupportState(world.subscriptions.get(suite.subscriptionId)!, licence)], now);
    expect(world.canceled).toEqual([suite.subscriptionId]);
    expect(licence.supportRestartOfferedAt).toBeDefined();
    expect(status).toEqual({
      state: 'lapsed',
      lapsedSince: '2027-01-01T00:00:00.000Z',
      subscriptionId: suite.subscriptionId,
    });
  });

  it.each([
    ['Paddle\u2019s cancel before the reversal', false],
    ['the reversal before Paddle\u2019s cancel', true],
  ])('is given back when a chargeback of the renewal itself is reversed, %s', async (_label, reversalFirst) => {
    // Prepare
    const world = memoryPaymentPorts();
    const suite = suitePurchase(1);
    for (const event of suite.events) await deliver(world.ports, event);
    const renewalId = fixtureId('txn');
    await deliver(world.ports, suiteRenewal(suite, renewalId));
    const dispute = (action: 'chargeback' | 'chargeback_reverse') =>
      adjustmentEvent({
        transactionId: renewalId,
        subscriptionId: suite.subscriptionId,
        action,
        type: 'full',
        items: [],
      });
    await deliver(world.ports, dispute('chargeback'));
    const chargedBack = world.subscriptions.get(suite.subscriptionId)!.paidThrough;
    const reverse = dispute('chargeback_reverse');

    // Act
    for (const event of reversalFirst ? [reverse, suite.canceled] : [suite.canceled, reverse])
      await deliver(world.ports, event);
    await deliver(world.ports, reverse);

    // Assess
    const now = new Date('2027-06-01T00:00:00Z');
    const licence = world.licences.get(suite.ids[0]!)!;
    const status = supportStatus([toSupportState(world.subscriptions.get(suite.subscriptionId)!, licence)], now);
    expect(chargedBack).toBe('2027-01-01T00:00:00.000Z');
    expect(world.canceled).toEqual([suite.subscriptionId]);
    expect(licence.supportRestartOfferedAt).toBeDefined();
    expect(status).toMatchObject({ state: 'active', activeUntil: '2028-01-01T00:00:00.000Z', autoRenewing: false });
  });
});

/** A trainer purchase of `bought` seats in January, the charge that later adds seats, and its subscription's events. */
function trainerIds(bought: number) {
  const transactionId = fixtureId('txn');
  const subscriptionId = fixtureId('sub');
  const chargeId = fixtureId('txn');
  const data = customData(TRAINER, bought, 'school@example.com');
  const subscription = (type: Parameters<typeof subscriptionEvent>[0], quantity: number, occurredAt: string) =>
    subscriptionEvent(type, {
      subscriptionId,
      transactionId,
      status: 'active',
      customData: data,
      items: [{ priceKey: SEAT_PRICE, quantity }],
      period: JAN,
      occurredAt,
    });
  return { transactionId, subscriptionId, chargeId, data, subscription };
}

function trainerWithAddedSeats(before: number, after: number) {
  const { transactionId, subscriptionId, chargeId, data, subscription } = trainerIds(before);
  const proration = { starts_at: '2026-01-16T00:00:00Z', ends_at: JAN.ends_at };
  const events = [
    subscription('subscription.created', before, '2026-01-01T00:00:01Z'),
    transactionCompleted({
      transactionId,
      subscriptionId,
      customData: data,
      lines: [{ priceKey: SEAT_PRICE, quantity: before, unitCents: 4_999 }],
      billingPeriod: JAN,
      occurredAt: '2026-01-01T00:00:02Z',
      recurring: 'month',
    }),
    subscription('subscription.updated', after, '2026-01-16T00:00:01Z'),
    transactionCompleted({
      transactionId: chargeId,
      origin: 'subscription_update',
      subscriptionId,
      customData: data,
      lines: [{ priceKey: SEAT_PRICE, quantity: after - before, unitCents: 2_500 }],
      billingPeriod: proration,
      occurredAt: '2026-01-16T00:00:02Z',
      recurring: 'month',
    }),
  ];
  const refund = (units: number | 'all') =>
    adjustmentEvent({
      transactionId: chargeId,
      subscriptionId,
      action: 'refund',
      type: units === 'all' ? 'full' : 'partial',
      items: [
        {
          itemId: lineItemId(chargeId, 0),
          type: units === 'all' ? 'full' : 'partial',
          amountCents: 2_500 * (units === 'all' ? after - before : units),
        },
      ],
      occurredAt: '2026-01-17T00:00:00Z',
    });
  /** The purchase refunded whole, or charged back, and that chargeback reversed. */
  const purchaseAdjustment = (
    action: 'refund' | 'chargeback' | 'chargeback_reverse',
    extra: { adjustmentId?: string; status?: 'approved' | 'reversed'; occurredAt?: string } = {},
  ) =>
    adjustmentEvent({
      transactionId,
      subscriptionId,
      action,
      type: 'full',
      items: [],
      occurredAt: '2026-01-20T00:00:00Z',
      ...extra,
    });
  return {
    transactionId,
    subscriptionId,
    chargeId,
    events,
    refund,
    purchaseAdjustment,
    ids: unitIds(transactionId, after),
    proration,
  };
}

describe('a refund of seats added part-way through a period (ADR 242)', () => {
  it('takes back the added seats\u2019 period only; the subscription and the seats bought before stay', async () => {
    // Prepare
    const world = memoryPaymentPorts();
    const trainer = trainerWithAddedSeats(2, 3);
    for (const event of trainer.events) await deliver(world.ports, event);

    // Act
    await deliver(world.ports, trainer.refund('all'));

    // Assess: Paddle renews the two seats still paid for, billed nothing for the change (ADR 411)
    expect(world.canceled).toEqual([]);
    expect(world.quantities).toEqual([[trainer.subscriptionId, 2]]);
    expect(trainer.ids.map((id) => world.licences.get(id)!.paidUntil)).toEqual([
      JAN.ends_at,
      JAN.ends_at,
      trainer.proration.starts_at,
    ]);
  });

  it('takes the highest added seats as many as a partial refund pays back, whichever arrives first', async () => {
    // Prepare
    const world = memoryPaymentPorts();
    const trainer = trainerWithAddedSeats(2, 5);
    const [created, paid, grown, charge] = trainer.events;

    // Act: the refund overtakes the charge it refunds
    for (const event of [created!, paid!, grown!, trainer.refund(2), charge!]) await deliver(world.ports, event);

    // Assess
    expect(world.canceled).toEqual([]);
    expect(world.quantities).toEqual([[trainer.subscriptionId, 3]]);
    expect(trainer.ids.map((id) => world.licences.get(id)!.paidUntil)).toEqual([
      JAN.ends_at,
      JAN.ends_at,
      JAN.ends_at,
      trainer.proration.starts_at,
      trainer.proration.starts_at,
    ]);
  });
});

describe('a refund of the charge that gave back a seat reduced moments before (ADR 423)', () => {
  it('takes the seat\u2019s entry from the raise, not the first period it had before the reduction', async () => {
    // Prepare: two seats, one reduced 20 s before the raise that gave it back and was charged for it
    const world = memoryPaymentPorts();
    const { transactionId, subscriptionId, chargeId, data, subscription: seats } = trainerIds(2);
    const raisedAt = '2026-01-16T00:00:00Z';
    for (const event of [
      seats('subscription.created', 2, '2026-01-01T00:00:01Z'),
      transactionCompleted({
        transactionId,
        subscriptionId,
        customData: data,
        lines: [{ priceKey: SEAT_PRICE, quantity: 2, unitCents: 4_999 }],
        billingPeriod: JAN,
        occurredAt: '2026-01-01T00:00:02Z',
        recurring: 'month',
      }),
      seats('subscription.updated', 1, '2026-01-15T23:59:40Z'),
      seats('subscription.updated', 2, raisedAt),
      transactionCompleted({
        transactionId: chargeId,
        origin: 'subscription_update',
        subscriptionId,
        customData: data,
        lines: [{ priceKey: SEAT_PRICE, quantity: 1, unitCents: 2_500 }],
        billingPeriod: { starts_at: raisedAt, ends_at: JAN.ends_at },
        occurredAt: '2026-01-16T00:00:01Z',
        recurring: 'month',
      }),
    ])
      await deliver(world.ports, event);
    const returned = unitIds(transactionId, 2)[1]!;

    // Act
    await deliver(
      world.ports,
      adjustmentEvent({
        transactionId: chargeId,
        subscriptionId,
        action: 'refund',
        type: 'full',
        items: [{ itemId: lineItemId(chargeId, 0), type: 'full', amountCents: 2_500 }],
        occurredAt: '2026-01-17T00:00:00Z',
      }),
    );

    // Assess
    expect(
      ledgerEntries(world.licences.get(returned)!.ledger).map((entry) => [entry.from, entry.until, entry.state]),
    ).toEqual([
      ['2026-01-01T00:00:02.000Z', '2026-01-15T23:59:40.000Z', 'paid'],
      ['2026-01-16T00:00:00.000Z', JAN.ends_at.replace('Z', '.000Z'), 'refunded'],
    ]);
  });
});

describe('a refund of seats added part-way while the renewal is past due (ADR 426)', () => {
  it('revokes the added seat left with no paid time at once, and marks the subscription to be lowered once collected', async () => {
    // Prepare: a second seat added, then the renewal went unpaid; Paddle takes no lower quantity while past due
    const world = memoryPaymentPorts();
    const trainer = trainerWithAddedSeats(1, 2);
    for (const event of trainer.events) await deliver(world.ports, event);
    world.subscriptions.set(trainer.subscriptionId, {
      ...world.subscriptions.get(trainer.subscriptionId)!,
      status: 'past_due',
    });

    // Act
    await deliver(world.ports, trainer.refund('all'));

    // Assess
    expect(trainer.ids.map((id) => [world.licences.get(id)!.status, world.licences.get(id)!.revokedReason])).toEqual([
      ['active', undefined],
      ['revoked', 'seats-reduced'],
    ]);
    expect(world.quantities).toEqual([]);
    expect(world.subscriptions.get(trainer.subscriptionId)?.alignmentPendingReason).toBe('past-due');
  });
});

describe('a chargeback of seats added part-way through a period, reversed (ADR 242)', () => {
  it('gives the added seat back exactly the entry the chargeback took', async () => {
    // Prepare: the charge that added the second seat charged back alone
    const world = memoryPaymentPorts();
    const trainer = trainerWithAddedSeats(1, 2);
    for (const event of trainer.events) await deliver(world.ports, event);
    const chargebackId = fixtureId('adj');
    const ofCharge = (
      action: 'chargeback' | 'chargeback_reverse',
      extra: { adjustmentId?: string; status?: 'approved' | 'reversed'; occurredAt: string },
    ) =>
      adjustmentEvent({
        transactionId: trainer.chargeId,
        subscriptionId: trainer.subscriptionId,
        action,
        type: 'full',
        items: [],
        ...extra,
      });
    await deliver(
      world.ports,
      ofCharge('chargeback', { adjustmentId: chargebackId, occurredAt: '2026-01-20T00:00:00Z' }),
    );
    const paid = (id: string) =>
      ledgerEntries(world.licences.get(id)!.ledger).map((entry) => [entry.source, entry.state]);
    const chargedBack = trainer.ids.map(paid);

    // Act
    await deliver(world.ports, ofCharge('chargeback_reverse', { occurredAt: '2026-01-25T00:00:00Z' }));
    await deliver(
      world.ports,
      ofCharge('chargeback', { adjustmentId: chargebackId, status: 'reversed', occurredAt: '2026-01-25T00:00:01Z' }),
    );

    // Assess
    expect(chargedBack).toEqual([[['purchase', 'paid']], [['purchase', 'charged-back']]]);
    expect(trainer.ids.map(paid)).toEqual([[['purchase', 'paid']], [['purchase', 'paid']]]);
  });
});

describe('a whole order refunded after seats were added to its subscription (ADR 410)', () => {
  it('pays back the charge that added the seats, once when Paddle delivers the refund again', async () => {
    // Prepare
    const world = memoryPaymentPorts();
    const trainer = trainerWithAddedSeats(1, 2);
    for (const event of trainer.events) await deliver(world.ports, event);
    const refund = trainer.purchaseAdjustment('refund');

    // Act
    await deliver(world.ports, refund);
    await deliver(world.ports, refund);

    // Assess
    expect(world.activeIds()).toEqual([]);
    expect(world.canceled).toEqual([trainer.subscriptionId]);
    expect(world.refundedWhole).toEqual([trainer.chargeId]);
  });

  it('pays back the charge when the order is charged back, and keeps the seat\u2019s period taken when reversed', async () => {
    // Prepare
    const world = memoryPaymentPorts();
    const trainer = trainerWithAddedSeats(1, 2);
    for (const event of trainer.events) await deliver(world.ports, event);
    const chargebackId = fixtureId('adj');
    await deliver(world.ports, trainer.purchaseAdjustment('chargeback', { adjustmentId: chargebackId }));
    const askedBack = [...world.refundedWhole];
    // Paddle's notice of the refund the shop asked for
    await deliver(world.ports, trainer.refund('all'));

    // Act
    await deliver(
      world.ports,
      trainer.purchaseAdjustment('chargeback_reverse', { occurredAt: '2026-01-25T00:00:00Z' }),
    );
    await deliver(
      world.ports,
      trainer.purchaseAdjustment('chargeback', {
        adjustmentId: chargebackId,
        status: 'reversed',
        occurredAt: '2026-01-25T00:00:01Z',
      }),
    );

    // Assess: the seat bought with the order has its period again, the added seat not (its charge was paid back)
    expect(askedBack).toEqual([trainer.chargeId]);
    const paid = (id: string) =>
      ledgerEntries(world.licences.get(id)!.ledger)
        .filter((entry) => entry.state === 'paid')
        .map((entry) => entry.source);
    expect(trainer.ids.map(paid)).toEqual([['purchase'], []]);
  });
});

describe('what the shop did not sell (ADR 244)', () => {
  it('stores, shows and cancels nothing for another product\u2019s subscription, renewal and chargeback', async () => {
    // Prepare
    const world = memoryPaymentPorts();
    const subscriptionId = fixtureId('sub');
    const renewalId = fixtureId('txn');
    const other = [{ priceKey: 'another-product-monthly', quantity: 1, unitCents: 900 }];

    // Act
    await deliver(
      world.ports,
      subscriptionEvent('subscription.updated', {
        subscriptionId,
        status: 'active',
        customData: null,
        items: other,
        period: JAN,
        occurredAt: '2026-01-01T00:00:00Z',
      }),
    );
    await deliver(
      world.ports,
      transactionCompleted({
        transactionId: renewalId,
        origin: 'subscription_recurring',
        subscriptionId,
        customData: null,
        lines: other,
        billingPeriod: JAN,
        recurring: 'month',
      }),
    );
    await deliver(
      world.ports,
      adjustmentEvent({ transactionId: renewalId, subscriptionId, action: 'chargeback', type: 'full', items: [] }),
    );
    await deliver(
      world.ports,
      adjustmentEvent({ transactionId: fixtureId('txn'), subscriptionId, action: 'refund', type: 'full', items: [] }),
    );

    // Assess
    expect(world.canceled).toEqual([]);
    expect(world.subscriptions.get(subscriptionId)).toBeUndefined();
    expect(world.logs.map((log) => log.message)).toEqual(
      expect.arrayContaining([
        'Subscription the shop did not sell: ignored',
        'Adjustment of a subscription the shop did not sell: nothing taken',
        'Adjustment of a transaction the shop has no record of: nothing canceled',
      ]),
    );
  });
});

describe('a refund of a one-off charge on a subscription (ADR 242)', () => {
  it('takes nothing: the charge added no seat and no period', async () => {
    // Prepare
    const world = memoryPaymentPorts();
    const trainer = trainerWithAddedSeats(2, 2);
    const [created, paid] = trainer.events;
    for (const event of [created!, paid!]) await deliver(world.ports, event);
    const chargeId = fixtureId('txn');
    await deliver(
      world.ports,
      transactionCompleted({
        transactionId: chargeId,
        origin: 'subscription_charge',
        subscriptionId: trainer.subscriptionId,
        customData: null,
        lines: [{ priceKey: SEAT_PRICE, quantity: 1, unitCents: 4_999 }],
        billingPeriod: null,
        recurring: 'month',
      }),
    );

    // Act
    await deliver(
      world.ports,
      adjustmentEvent({
        transactionId: chargeId,
        subscriptionId: trainer.subscriptionId,
        action: 'refund',
        type: 'full',
        items: [{ itemId: lineItemId(chargeId, 0), type: 'full', amountCents: 4_999 }],
      }),
    );

    // Assess
    expect(world.canceled).toEqual([]);
    expect(trainer.ids.slice(0, 2).map((id) => world.licences.get(id)!.paidUntil)).toEqual([JAN.ends_at, JAN.ends_at]);
    expect(world.activeIds()).toEqual([...trainer.ids.slice(0, 2)].sort());
  });
});
