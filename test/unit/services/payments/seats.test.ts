import { unitIds } from '../../../../lambdas/domain/licences/issuance';
import { keyState } from '../../../../lambdas/domain/licences/key-status';
import { standingOfLicence } from '../../../../lambdas/services/ledger/standing';
import { verifyLicenceKey } from '../../../../lambdas/services/licences/verify-licence-key';
import { deliver, memoryPaymentPorts } from '../../../support/memory-payment-ports';
import { customData, fixtureId, subscriptionEvent, transactionCompleted } from '../../../support/paddle-fixtures';

/**
 * A trainer seat's period is granted when it is paid (ADR 240): Paddle moves `current_billing_period` at a renewal
 * (`subscription.updated`, then `subscription.past_due` when the charge fails) before the renewal is paid.
 */

const TRAINER = 'ios-fms-trainer-b738-personal-monthly';
const SEAT_PRICE = 'ios-fms-trainer-b738-personal-monthly-tier-1';
const JAN = { starts_at: '2026-01-01T00:00:00Z', ends_at: '2026-02-01T00:00:00Z' };
const FEB = { starts_at: '2026-02-01T00:00:00Z', ends_at: '2026-03-01T00:00:00Z' };
const JAN_GRACE_END = '2026-02-08T00:00:00.000Z';

function trainer(seats: number) {
  const transactionId = fixtureId('txn');
  const subscriptionId = fixtureId('sub');
  const data = customData(TRAINER, seats, 'school@example.com');
  const lines = [{ priceKey: SEAT_PRICE, quantity: seats, unitCents: 4_999 }];
  const state = (
    type: Parameters<typeof subscriptionEvent>[0],
    status: 'active' | 'past_due' | 'canceled' | 'paused',
    occurredAt: string,
    period: typeof JAN,
  ) =>
    subscriptionEvent(type, {
      subscriptionId,
      transactionId,
      status,
      customData: data,
      items: [{ priceKey: SEAT_PRICE, quantity: seats }],
      period,
      occurredAt,
    });
  const purchase = [
    state('subscription.created', 'active', '2026-01-01T00:00:01Z', JAN),
    transactionCompleted({
      transactionId,
      subscriptionId,
      customData: data,
      lines,
      billingPeriod: JAN,
      occurredAt: '2026-01-01T00:00:03Z',
      recurring: 'month',
    }),
  ];
  const renewalPaid = transactionCompleted({
    transactionId: fixtureId('txn'),
    origin: 'subscription_recurring',
    subscriptionId,
    customData: null,
    lines,
    billingPeriod: FEB,
    occurredAt: '2026-02-03T00:00:02Z',
    recurring: 'month',
  });
  /** Paddle's notice of the quantity changed to `quantity` seats, running. */
  const withSeats = (quantity: number, occurredAt: string, period = JAN) =>
    subscriptionEvent('subscription.updated', {
      subscriptionId,
      status: 'active',
      customData: data,
      items: [{ priceKey: SEAT_PRICE, quantity }],
      period,
      occurredAt,
    });
  return { subscriptionId, state, withSeats, purchase, renewalPaid, ids: unitIds(transactionId, seats) };
}

function keys(world: ReturnType<typeof memoryPaymentPorts>, ids: readonly string[], now: string, status: string) {
  return ids.map((id) => {
    const seat = world.licences.get(id)!;
    const payload = verifyLicenceKey(seat.licenceKey, world.publicKeyPem, new Date('2026-01-02T00:00:00Z'));
    return {
      validUntil: payload.validUntil,
      state: keyState(
        {
          presentedKey: seat.licenceKey,
          payload,
          licence: seat,
          standing: standingOfLicence(seat, (id) => ({ subscriptionId: id, status }), new Date(now)),
        },
        new Date(now),
      ),
    };
  });
}

describe('a trainer renewal Paddle has not been paid for', () => {
  it('keeps the seat keys at the paid period plus grace when the period moves and the charge fails', async () => {
    // Prepare
    const world = memoryPaymentPorts();
    const seats = trainer(2);
    for (const event of seats.purchase) await deliver(world.ports, event);

    // Act: Paddle's order for a failed renewal: the period moves, then the subscription is past due
    await deliver(world.ports, seats.state('subscription.updated', 'active', '2026-02-01T00:00:01Z', FEB));
    await deliver(world.ports, seats.state('subscription.past_due', 'past_due', '2026-02-01T00:00:02Z', FEB));

    // Assess
    expect(keys(world, seats.ids, '2026-02-05T00:00:00Z', 'past_due')).toEqual([
      { validUntil: JAN_GRACE_END, state: 'past_due' },
      { validUntil: JAN_GRACE_END, state: 'past_due' },
    ]);
    expect(seats.ids.map((id) => world.licences.get(id)!.paidUntil)).toEqual([JAN.ends_at, JAN.ends_at]);
  });

  it('leaves keys that stop at the paid period plus grace when the subscription ends unpaid', async () => {
    // Prepare
    const world = memoryPaymentPorts();
    const seats = trainer(1);
    for (const event of seats.purchase) await deliver(world.ports, event);
    await deliver(world.ports, seats.state('subscription.past_due', 'past_due', '2026-02-01T00:00:02Z', FEB));

    // Act
    await deliver(world.ports, seats.state('subscription.canceled', 'canceled', '2026-02-20T00:00:00Z', FEB));

    // Assess
    expect(keys(world, seats.ids, '2026-02-09T00:00:00Z', 'canceled')).toEqual([
      { validUntil: JAN_GRACE_END, state: 'expired' },
    ]);
  });

  it('renews the keys once the renewal\u2019s transaction is completed, whichever of the two events comes first', async () => {
    // Prepare
    const before = memoryPaymentPorts();
    const after = memoryPaymentPorts();
    const seats = trainer(1);
    const moved = seats.state('subscription.updated', 'active', '2026-02-03T00:00:03Z', FEB);
    for (const world of [before, after]) for (const event of seats.purchase) await deliver(world.ports, event);

    // Act
    for (const event of [moved, seats.renewalPaid]) await deliver(before.ports, event);
    for (const event of [seats.renewalPaid, moved]) await deliver(after.ports, event);

    // Assess
    const renewed = { validUntil: '2026-03-08T00:00:00.000Z', state: 'current' };
    expect(keys(before, seats.ids, '2026-02-05T00:00:00Z', 'active')).toEqual([renewed]);
    expect(keys(after, seats.ids, '2026-02-05T00:00:00Z', 'active')).toEqual([renewed]);
  });

  it('renews the keys when a paused subscription resumes and its charge is completed before the resume is known', async () => {
    // Prepare: paused; Paddle's resume charges a new period, whose payment notice arrives before the resume's
    const world = memoryPaymentPorts();
    const seats = trainer(1);
    for (const event of seats.purchase) await deliver(world.ports, event);
    await deliver(world.ports, seats.state('subscription.paused', 'paused', '2026-01-10T00:00:00Z', JAN));

    // Act
    await deliver(world.ports, seats.renewalPaid);
    await deliver(world.ports, seats.state('subscription.resumed', 'active', '2026-02-03T00:00:03Z', FEB));

    // Assess
    expect(keys(world, seats.ids, '2026-02-10T00:00:00Z', 'active')).toEqual([
      { validUntil: '2026-03-08T00:00:00.000Z', state: 'current' },
    ]);
  });

  it('gives a seat added while the renewal is unpaid the period paid so far, not the one Paddle moved to', async () => {
    // Prepare
    const world = memoryPaymentPorts();
    const seats = trainer(1);
    for (const event of seats.purchase) await deliver(world.ports, event);
    await deliver(world.ports, seats.state('subscription.past_due', 'past_due', '2026-02-01T00:00:02Z', FEB));

    // Act
    await deliver(world.ports, seats.withSeats(2, '2026-02-01T00:00:03Z', FEB));

    // Assess
    const added = seats.ids[0]!.replace(/-1$/, '-2');
    expect(world.licences.get(added)?.paidUntil).toBe(JAN.ends_at);
  });

  it('issues a seat of its own for a quantity raised after a seat was refunded; the refunded one stays revoked', async () => {
    // Prepare: two seats, the second refunded and the subscription lowered to one
    const world = memoryPaymentPorts();
    const seats = trainer(2);
    for (const event of seats.purchase) await deliver(world.ports, event);
    const [first, refunded] = seats.ids as [string, string];
    world.licences.set(refunded, { ...world.licences.get(refunded)!, status: 'revoked', revokedReason: 'refund' });
    await deliver(world.ports, seats.withSeats(1, '2026-01-10T00:00:00Z'));

    // Act: the buyer pays for two seats again
    await deliver(world.ports, seats.withSeats(2, '2026-01-11T00:00:00Z'));

    // Assess
    const third = first.replace(/_1$/, '_3');
    expect([first, refunded, third].map((id) => world.licences.get(id)?.status)).toEqual([
      'active',
      'revoked',
      'active',
    ]);
  });

  it('issues no seat for a refunded one while Paddle, past due, still counts it (ADR 422)', async () => {
    // Prepare: two seats, the renewal past due, the second seat refunded; Paddle takes no lower quantity yet
    const world = memoryPaymentPorts();
    const seats = trainer(2);
    for (const event of seats.purchase) await deliver(world.ports, event);
    await deliver(world.ports, seats.state('subscription.past_due', 'past_due', '2026-02-01T00:00:02Z', FEB));
    const [first, refunded] = seats.ids as [string, string];
    world.licences.set(refunded, { ...world.licences.get(refunded)!, status: 'revoked', revokedReason: 'refund' });
    const subscription = world.subscriptions.get(seats.subscriptionId)!;
    world.subscriptions.set(seats.subscriptionId, {
      ...subscription,
      alignmentPendingAt: '2026-02-02T00:00:00.000Z',
      alignmentPendingReason: 'past-due',
    });

    // Act: the renewal is collected, Paddle still counting two seats
    await deliver(world.ports, seats.state('subscription.updated', 'active', '2026-02-03T00:00:01Z', FEB));

    // Assess
    const third = first.replace(/_1$/, '_3');
    expect([first, refunded, third].map((id) => world.licences.get(id)?.status)).toEqual([
      'active',
      'revoked',
      undefined,
    ]);
  });

  it('gives no seat back that went while Paddle, past due, still counts it (ADR 426)', async () => {
    // Prepare: two seats, the renewal past due, the second seat's charge refunded: it went as the lowering would take it
    const world = memoryPaymentPorts();
    const seats = trainer(2);
    for (const event of seats.purchase) await deliver(world.ports, event);
    await deliver(world.ports, seats.state('subscription.past_due', 'past_due', '2026-02-01T00:00:02Z', FEB));
    const [first, reduced] = seats.ids as [string, string];
    world.licences.set(reduced, {
      ...world.licences.get(reduced)!,
      status: 'revoked',
      revokedReason: 'seats-reduced',
    });
    const subscription = world.subscriptions.get(seats.subscriptionId)!;
    world.subscriptions.set(seats.subscriptionId, {
      ...subscription,
      alignmentPendingAt: '2026-02-02T00:00:00.000Z',
      alignmentPendingReason: 'past-due',
    });

    // Act: the renewal is collected, Paddle still counting two seats
    await deliver(world.ports, seats.renewalPaid);
    await deliver(world.ports, seats.state('subscription.updated', 'active', '2026-02-03T00:00:03Z', FEB));

    // Assess
    expect([first, reduced].map((id) => world.licences.get(id)?.status)).toEqual(['active', 'revoked']);
  });

  it('gives a seat back with a raise: its entry ends at the reduction, the raise pays one of its own (ADR 423)', async () => {
    // Prepare: two seats, the second taken away when the quantity dropped to one
    const world = memoryPaymentPorts();
    const seats = trainer(2);
    for (const event of seats.purchase) await deliver(world.ports, event);
    await deliver(world.ports, seats.withSeats(1, '2026-01-10T00:00:00Z'));

    // Act: the buyer pays for two seats again
    await deliver(world.ports, seats.withSeats(2, '2026-01-20T00:00:00Z'));

    // Assess
    const returned = world.licences.get(seats.ids[1]!)!;
    expect(returned.status).toBe('active');
    const purchase = seats.ids[0]!.replace(/^lic_/, 'txn_').replace(/_1$/, '');
    expect(
      Object.values(returned.ledger ?? {})
        .map((entry) => [entry.entryId, entry.state, entry.until])
        .sort(),
    ).toEqual([
      [`purchase:${purchase}`, 'paid', '2026-01-10T00:00:00.000Z'],
      [`purchase:${purchase}:2026-01-20T00:00:00.000Z`, 'paid', '2026-02-01T00:00:00.000Z'],
    ]);
  });
});
