import { parsePaddleEvent } from '../../../../lambdas/adapters/paddle-events';
import { unitIds } from '../../../../lambdas/domain/licences/issuance';
import { keyState } from '../../../../lambdas/domain/licences/key-status';
import { standingOfLicence } from '../../../../lambdas/services/ledger/standing';
import { verifyLicenceKey } from '../../../../lambdas/services/licences/verify-licence-key';
import { applyCompletedTransaction } from '../../../../lambdas/services/payments/apply-transaction';
import { deliver, memoryPaymentPorts } from '../../../support/memory-payment-ports';
import {
  adjustmentEvent,
  customData,
  fixtureId,
  lineItemId,
  subscriptionEvent,
  transactionCompleted,
} from '../../../support/paddle-fixtures';

/** Refunds and chargebacks of a renewal (ADR 071), in Paddle's shapes, through the payment services in memory. */

const TRAINER = 'ios-fms-trainer-b738-personal-monthly';
const SEAT_PRICE = 'ios-fms-trainer-b738-personal-monthly-tier-1';
const JAN = { starts_at: '2026-01-01T00:00:00Z', ends_at: '2026-02-01T00:00:00Z' };
const FEB = { starts_at: '2026-02-01T00:00:00Z', ends_at: '2026-03-01T00:00:00Z' };

function renewedTrainer(seats: number) {
  const transactionId = fixtureId('txn');
  const subscriptionId = fixtureId('sub');
  const renewalId = fixtureId('txn');
  const data = customData(TRAINER, seats, 'school@example.com');
  const subscription = (type: Parameters<typeof subscriptionEvent>[0], occurredAt: string, period: typeof JAN) =>
    subscriptionEvent(type, {
      subscriptionId,
      transactionId,
      status: 'active',
      customData: data,
      items: [{ priceKey: SEAT_PRICE, quantity: seats }],
      period,
      occurredAt,
    });
  const lines = [{ priceKey: SEAT_PRICE, quantity: seats, unitCents: 4_999 }];
  const purchase = [
    subscription('subscription.created', '2026-01-01T00:00:01Z', JAN),
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
  const renewal = [
    subscription('subscription.updated', '2026-02-01T00:00:01Z', FEB),
    transactionCompleted({
      transactionId: renewalId,
      origin: 'subscription_recurring',
      subscriptionId,
      customData: null,
      lines,
      billingPeriod: FEB,
      occurredAt: '2026-02-01T00:00:02Z',
      recurring: 'month',
    }),
  ];
  const refund = (units: number | 'all', action: 'refund' | 'chargeback' = 'refund') =>
    adjustmentEvent({
      transactionId: renewalId,
      subscriptionId,
      action,
      type: units === 'all' ? 'full' : 'partial',
      items: [
        {
          itemId: lineItemId(renewalId, 0),
          type: units === 'all' ? 'full' : 'partial',
          amountCents: 4_999 * (units === 'all' ? seats : units),
        },
      ],
      occurredAt: '2026-02-03T00:00:00Z',
    });
  return { transactionId, subscriptionId, renewalId, purchase, renewal, refund, ids: unitIds(transactionId, seats) };
}

/** What the buyer's seats show: the period paid, and what the key status says at `now` with the subscription's status. */
function seats(world: ReturnType<typeof memoryPaymentPorts>, ids: readonly string[], now: string, status = 'active') {
  return ids.map((id) => {
    const seat = world.licences.get(id)!;
    const payload = verifyLicenceKey(seat.licenceKey, world.publicKeyPem, new Date('2026-02-02T00:00:00Z'));
    return {
      paidUntil: seat.paidUntil,
      keyVersion: payload.keyVersion ?? 1,
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

describe('a refunded trainer renewal', () => {
  it('takes every seat back to the period before it and ends the subscription (full refund)', async () => {
    // Prepare
    const world = memoryPaymentPorts();
    const trainer = renewedTrainer(2);
    for (const event of [...trainer.purchase, ...trainer.renewal]) await deliver(world.ports, event);

    // Act
    await deliver(world.ports, trainer.refund('all'));

    // Assess
    const seen = seats(world, trainer.ids, '2026-02-03T00:00:00Z', 'canceled');
    expect(seen).toEqual([
      { paidUntil: JAN.ends_at, keyVersion: 2, state: 'expired' },
      { paidUntil: JAN.ends_at, keyVersion: 2, state: 'expired' },
    ]);
    expect(world.canceled).toEqual([trainer.subscriptionId]);
    expect(world.activeIds()).toEqual([...trainer.ids].sort());
  });

  it('ends alike when a chargeback overtakes its renewal, is delivered twice, and the renewal is applied again', async () => {
    // Prepare
    const world = memoryPaymentPorts();
    const trainer = renewedTrainer(2);
    for (const event of trainer.purchase) await deliver(world.ports, event);
    const chargeback = trainer.refund('all', 'chargeback');

    // Act
    await deliver(world.ports, chargeback);
    for (const event of [...trainer.renewal, chargeback]) await deliver(world.ports, event);
    const reapplied = parsePaddleEvent(JSON.stringify(trainer.renewal[1]));
    if (reapplied.kind === 'transaction-completed') await applyCompletedTransaction(world.ports, reapplied.transaction);

    // Assess
    expect(world.licences.get(trainer.ids[0]!)?.paidUntil).toBe(JAN.ends_at);
    expect(world.licences.get(trainer.ids[1]!)?.paidUntil).toBe(JAN.ends_at);
    expect(new Set(world.canceled)).toEqual(new Set([trainer.subscriptionId]));
  });

  it('takes the period from the highest refunded seats only, past due in the grace, then expired', async () => {
    // Prepare
    const world = memoryPaymentPorts();
    const trainer = renewedTrainer(3);
    for (const event of [...trainer.purchase, ...trainer.renewal]) await deliver(world.ports, event);

    // Act
    await deliver(world.ports, trainer.refund(1));
    await deliver(world.ports, trainer.renewal[0]!);

    // Assess
    expect(seats(world, trainer.ids, '2026-02-03T00:00:00Z')).toEqual([
      { paidUntil: FEB.ends_at, keyVersion: 2, state: 'current' },
      { paidUntil: FEB.ends_at, keyVersion: 2, state: 'current' },
      { paidUntil: JAN.ends_at, keyVersion: 2, state: 'past_due' },
    ]);
    expect(seats(world, trainer.ids, '2026-02-09T00:00:00Z').map((seat) => seat.state)).toEqual([
      'current',
      'current',
      'expired',
    ]);
    expect(world.canceled).toEqual([]);
  });

  it('counts a refund first against units it charged and renewed no seat for (ADR 426)', async () => {
    // Prepare: the first of two seats refunded while past due, so the renewal charged two and renewed the second only
    const world = memoryPaymentPorts();
    const trainer = renewedTrainer(2);
    for (const event of trainer.purchase) await deliver(world.ports, event);
    const [refunded, kept] = trainer.ids as [string, string];
    world.licences.set(refunded, { ...world.licences.get(refunded)!, status: 'revoked', revokedReason: 'refund' });
    world.subscriptions.set(trainer.subscriptionId, {
      ...world.subscriptions.get(trainer.subscriptionId)!,
      alignmentPendingAt: '2026-01-20T00:00:00.000Z',
      alignmentPendingReason: 'past-due',
    });
    for (const event of trainer.renewal) await deliver(world.ports, event);

    // Act: the unit renewing nothing paid back
    await deliver(world.ports, trainer.refund(1));

    // Assess
    expect(seats(world, [kept], '2026-02-03T00:00:00Z')).toEqual([
      { paidUntil: FEB.ends_at, keyVersion: 2, state: 'current' },
    ]);
    expect(world.canceled).toEqual([]);
  });

  it('takes nothing for a goodwill amount smaller than one seat, or a refund still pending', async () => {
    // Prepare
    const world = memoryPaymentPorts();
    const trainer = renewedTrainer(2);
    for (const event of [...trainer.purchase, ...trainer.renewal]) await deliver(world.ports, event);
    const goodwill = adjustmentEvent({
      transactionId: trainer.renewalId,
      subscriptionId: trainer.subscriptionId,
      action: 'refund',
      type: 'partial',
      items: [{ itemId: lineItemId(trainer.renewalId, 0), type: 'partial', amountCents: 1_000 }],
    });
    const pending = { ...trainer.refund('all'), event_id: fixtureId('evt') };
    pending.data = { ...pending.data, status: 'pending_approval' };

    // Act
    for (const event of [goodwill, pending]) await deliver(world.ports, event);

    // Assess
    expect(seats(world, trainer.ids, '2026-02-03T00:00:00Z').map((seat) => seat.paidUntil)).toEqual([
      FEB.ends_at,
      FEB.ends_at,
    ]);
    expect(world.canceled).toEqual([]);
  });
});

describe('a refunded support renewal', () => {
  it('ends the support subscription at once, which the support status then shows lapsed', async () => {
    // Prepare
    const world = memoryPaymentPorts();
    const suite = fixtureId('txn');
    const subscriptionId = fixtureId('sub');
    const data = customData('skydeck-suiteb737annual', 1, 'pilot@example.com');
    const renewalId = fixtureId('txn');
    const year = { starts_at: '2027-01-01T00:00:00Z', ends_at: '2028-01-01T00:00:00Z' };
    await deliver(
      world.ports,
      transactionCompleted({
        transactionId: suite,
        subscriptionId,
        customData: data,
        lines: [
          { priceKey: 'suite-licence-b737', quantity: 1, unitCents: 150_000 },
          { priceKey: 'support-annual-b737', quantity: 1, unitCents: 0 },
        ],
      }),
    );
    await deliver(
      world.ports,
      transactionCompleted({
        transactionId: renewalId,
        origin: 'subscription_recurring',
        subscriptionId,
        customData: null,
        lines: [{ priceKey: 'support-annual-b737', quantity: 1, unitCents: 30_000 }],
        billingPeriod: year,
        recurring: 'year',
      }),
    );

    // Act
    await deliver(
      world.ports,
      adjustmentEvent({
        transactionId: renewalId,
        subscriptionId,
        action: 'refund',
        type: 'full',
        items: [{ itemId: lineItemId(renewalId, 0), type: 'full', amountCents: 30_000 }],
      }),
    );

    // Assess
    expect(world.canceled).toEqual([subscriptionId]);
    expect(world.activeIds()).toEqual(unitIds(suite, 1));
  });
});
