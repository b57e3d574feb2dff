import { parsePaddleEvent } from '../../../../lambdas/adapters/paddle-events';
import { unitIds } from '../../../../lambdas/domain/licences/issuance';
import { verifyLicenceKey } from '../../../../lambdas/services/licences/verify-licence-key';
import { SEAT_GRACE_DAYS } from '../../../../lambdas/domain/licences/seat-period';
import { applyCompletedTransaction } from '../../../../lambdas/services/payments/apply-transaction';
import type { PaymentPorts } from '../../../../lambdas/services/payments/ports';
import { syncSeats } from '../../../../lambdas/services/payments/seats';
import { deliver, memoryPaymentPorts } from '../../../support/memory-payment-ports';
import {
  adjustmentEvent,
  customData,
  fixtureId,
  lineItemId,
  subscriptionEvent,
  transactionCompleted,
} from '../../../support/paddle-fixtures';

/** Paddle's notifications (SDK mock shapes) through the adapter and the payment services, with in-memory ports. */

const SUITE = 'skydeck-suiteb737annual';
const suiteLines = (quantity: number) => [
  { priceKey: 'suite-licence-b737', quantity, unitCents: 150_000 },
  { priceKey: 'support-annual-b737', quantity, unitCents: 0 },
];
const TRAINER = 'ios-fms-trainer-b738-personal-monthly';
const JAN = { starts_at: '2026-01-01T00:00:00Z', ends_at: '2026-02-01T00:00:00Z' };
const FEB = { starts_at: '2026-02-01T00:00:00Z', ends_at: '2026-03-01T00:00:00Z' };

/** A refund of part of the purchase's first line (the suite licences). */
const partialRefund = (purchase: { transactionId: string; subscriptionId: string }, amountCents: number) =>
  adjustmentEvent({
    ...purchase,
    action: 'refund',
    type: 'partial',
    items: [{ itemId: lineItemId(purchase.transactionId, 0), type: 'partial', amountCents }],
  });

/** More suites than one purchase transaction holds: the purchase is written step by step (ADR 155). */
const LONG_PATH_SUITES = 97;

function suitePurchase(quantity = 3) {
  const transactionId = fixtureId('txn');
  const subscriptionId = fixtureId('sub');
  const paid = transactionCompleted({
    transactionId,
    subscriptionId,
    customData: customData(SUITE, quantity, 'pilot@example.com'),
    lines: suiteLines(quantity),
  });
  return { transactionId, subscriptionId, paid };
}

function trainerPurchase(seats: number) {
  const transactionId = fixtureId('txn');
  const subscriptionId = fixtureId('sub');
  const data = customData(TRAINER, seats, 'school@example.com');
  const items = (quantity: number) => [{ priceKey: 'ios-fms-trainer-b738-personal-monthly-tier-1', quantity }];
  const subscription = (
    type: Parameters<typeof subscriptionEvent>[0],
    occurredAt: string,
    quantity = seats,
    period = JAN,
    status: 'active' | 'past_due' | 'canceled' = 'active',
  ) =>
    subscriptionEvent(type, {
      subscriptionId,
      transactionId,
      status,
      customData: data,
      items: items(quantity),
      period,
      occurredAt,
    });
  return {
    transactionId,
    subscriptionId,
    created: subscription('subscription.created', '2026-01-01T00:00:01Z'),
    activated: subscription('subscription.activated', '2026-01-01T00:00:02Z'),
    paid: transactionCompleted({
      transactionId,
      subscriptionId,
      customData: data,
      lines: [{ priceKey: 'ios-fms-trainer-b738-personal-monthly-tier-1', quantity: seats, unitCents: 4_999 }],
      billingPeriod: JAN,
      occurredAt: '2026-01-01T00:00:03Z',
      recurring: 'month',
    }),
    subscription,
  };
}

describe('payment events in Paddle shapes', () => {
  it('issues a suite purchase once, with verifiable keys, however often it is delivered', async () => {
    // Prepare
    const world = memoryPaymentPorts();
    const { transactionId, paid } = suitePurchase(2);

    // Act
    const answers = [await deliver(world.ports, paid), await deliver(world.ports, paid)];

    // Assess
    expect(answers).toEqual(['processed', 'duplicate']);
    expect(world.activeIds()).toEqual(unitIds(transactionId, 2).sort());
    for (const licence of world.licences.values())
      expect(verifyLicenceKey(licence.licenceKey, world.publicKeyPem).licenceId).toBe(licence.licenceId);
    expect(world.orders.get(transactionId)).toMatchObject({
      status: 'paid',
      lines: [{ lineItemId: lineItemId(transactionId, 0), quantity: 2 }, expect.anything()],
    });
  });

  it('answers a repeated delivery, or a second notice of a stored purchase, from one store read', async () => {
    // Prepare: a purchase without subscription, its calls counted at the store port
    const world = memoryPaymentPorts();
    const transactionId = fixtureId('txn');
    const paid = transactionCompleted({
      transactionId,
      customData: customData(SUITE, 1, 'pilot@example.com'),
      lines: suiteLines(1),
    });
    const calls: string[] = [];
    const store = new Proxy(world.ports.store, {
      get: (target, name: string) => {
        const member = (target as unknown as Record<string, unknown>)[name];
        if (typeof member !== 'function') return member;
        return (...args: unknown[]) => {
          calls.push(name);
          return (member as (...a: unknown[]) => unknown)(...args);
        };
      },
    });
    const ports = { ...world.ports, store };
    const callsOf = async (event: object) => {
      calls.length = 0;
      await deliver(ports, event);
      return [...calls];
    };

    // Act
    const first = await callsOf(paid);
    const again = await callsOf(paid);
    const anotherNotice = await callsOf({ ...paid, event_id: fixtureId('evt') });

    // Assess
    expect(first).toEqual(['readPurchase', 'storeNewPurchase']);
    expect(again).toEqual(['readPurchase']);
    expect(anotherNotice).toEqual(['readPurchase']);
    expect(world.mails).toHaveLength(1);
  });

  it('lets a racing twin of a first delivery write nothing: the keys mailed are the keys stored', async () => {
    // Prepare: two deliveries of one purchase both read before either writes.
    const world = memoryPaymentPorts();
    const paid = transactionCompleted({
      transactionId: fixtureId('txn'),
      customData: customData(SUITE, 2, 'pilot@example.com'),
      lines: suiteLines(2),
    });
    let reads = 0;
    let bothRead: () => void = () => undefined;
    const barrier = new Promise<void>((resolve) => (bothRead = resolve));
    const store = {
      ...world.ports.store,
      readPurchase: async (request: Parameters<PaymentPorts['store']['readPurchase']>[0]) => {
        const state = await world.ports.store.readPurchase(request);
        if (++reads === 2) bothRead();
        if (reads <= 2) await barrier;
        return state;
      },
    };
    const ports = { ...world.ports, store };

    // Act
    const outcomes = await Promise.all([deliver(ports, paid), deliver(ports, { ...paid, event_id: fixtureId('evt') })]);

    // Assess
    expect(outcomes.sort()).toEqual(['duplicate', 'processed']);
    expect(world.mails).toHaveLength(1);
    const mailed = world.mails[0]!.licences.map((licence) => licence.licenceKey);
    expect(mailed).toEqual(world.activeIds().map((id) => world.licences.get(id)!.licenceKey));
  });

  it('gives the mail claim and the event back when the order mail fails, so the retry sends it', async () => {
    // Prepare
    const world = memoryPaymentPorts();
    const paid = transactionCompleted({
      transactionId: fixtureId('txn'),
      customData: customData(SUITE, 1, 'pilot@example.com'),
      lines: suiteLines(1),
    });
    const failingMail = {
      ...world.ports.mail,
      sendClaimedOrderConfirmation: async () => {
        throw new Error('mail service down');
      },
    };

    // Act
    const failed = await deliver({ ...world.ports, mail: failingMail }, paid).catch((error: Error) => error.message);
    const retried = await deliver(world.ports, paid);

    // Assess
    expect(failed).toBe('mail service down');
    expect(retried).toBe('processed');
    expect(world.mails).toHaveLength(1);
    expect(world.mails[0]!.licences).toHaveLength(1);
  });

  it('sends the order mail on the retry when a parallel delivery found it being sent and the send then failed', async () => {
    // Prepare: more suites than one purchase transaction holds (the long path); a twin arrives while the mail is sending
    let twin: Promise<unknown> | undefined;
    const world = memoryPaymentPorts({
      whileMailSending: async () => {
        if (twin) return;
        twin = deliver(world.ports, paid);
        await twin;
        throw new Error('mail service down');
      },
    });
    const { paid } = suitePurchase(LONG_PATH_SUITES);

    // Act
    const failed = await deliver(world.ports, paid).catch((error: Error) => error.message);
    const twinOutcome = await twin!.catch((error: Error) => error.message);
    const retried = await deliver(world.ports, paid);

    // Assess
    expect(failed).toBe('mail service down');
    expect([twinOutcome, retried]).toEqual(['processed', 'processed']);
    expect(world.mails).toHaveLength(1);
    expect(world.mails[0]!.licences).toHaveLength(LONG_PATH_SUITES);
  });

  it.each([
    ['a card update', 'subscription_payment_method_change'],
    ['a renewal', 'subscription_recurring'],
    ['a quantity change', 'subscription_update'],
    ['a one-off charge', 'subscription_charge'],
  ] as const)('issues nothing for %s (origin %s)', async (_label, origin) => {
    // Prepare
    const world = memoryPaymentPorts();
    const { subscriptionId } = suitePurchase();
    const event = transactionCompleted({
      transactionId: fixtureId('txn'),
      origin,
      subscriptionId,
      customData: customData(SUITE, 3, 'pilot@example.com'),
      lines: suiteLines(3),
    });

    // Act
    await deliver(world.ports, event);

    // Assess
    expect(world.licences.size).toBe(0);
  });

  it('issues nothing for prices the catalogue does not sell', async () => {
    // Prepare
    const world = memoryPaymentPorts();
    const event = transactionCompleted({
      transactionId: fixtureId('txn'),
      customData: customData(SUITE, 1, 'a@example.com'),
      lines: [{ priceKey: 'not-ours', quantity: 1, unitCents: 1 }],
    });

    // Act
    await deliver(world.ports, event);

    // Assess
    expect(world.licences.size).toBe(0);
    expect(world.logs).toContainEqual({ level: 'error', message: 'Paid transaction issues nothing' });
  });

  it('answers an event type it does not act on (transaction.paid, with every order) and logs it at debug only', async () => {
    // Prepare
    const world = memoryPaymentPorts();
    const paid = { ...suitePurchase(1).paid, event_type: 'transaction.paid' };

    // Act
    const outcome = await deliver(world.ports, paid);

    // Assess
    expect(outcome).toBe('processed');
    expect(world.licences.size).toBe(0);
    expect(world.logs).toEqual([
      { level: 'debug', message: 'Paddle event ignored: the shop does not act on its type' },
    ]);
  });

  it('keeps the newest subscription state whatever order its events come in', async () => {
    // Prepare
    const world = memoryPaymentPorts();
    const trainer = trainerPurchase(1);

    // Act
    await deliver(
      world.ports,
      trainer.subscription('subscription.canceled', '2026-03-01T00:00:00Z', 1, JAN, 'canceled'),
    );
    await deliver(world.ports, trainer.created);
    await deliver(
      world.ports,
      trainer.subscription('subscription.past_due', '2026-02-01T00:00:00Z', 1, JAN, 'past_due'),
    );

    // Assess
    expect(world.subscriptions.get(trainer.subscriptionId)).toMatchObject({
      status: 'canceled',
      lastEventAt: '2026-03-01T00:00:00Z',
      transactionId: trainer.transactionId,
    });
  });

  it('keeps a refund that overtakes its payment: nothing is issued', async () => {
    // Prepare
    const world = memoryPaymentPorts();
    const { transactionId, subscriptionId, paid } = suitePurchase();
    const refund = adjustmentEvent({ transactionId, subscriptionId, action: 'refund', type: 'full', items: [] });

    // Act
    await deliver(world.ports, refund);
    await deliver(world.ports, paid);

    // Assess
    expect(world.licences.size).toBe(0);
    expect(world.orders.get(transactionId)).toMatchObject({ status: 'refunded' });
  });

  it("issues nothing when a full refund comes between the payment's read and its one write", async () => {
    // Prepare: a one-suite order with its support subscription; the refund is applied right after the payment's read
    const world = memoryPaymentPorts();
    const { transactionId, subscriptionId, paid } = suitePurchase(1);
    const refund = adjustmentEvent({ transactionId, subscriptionId, action: 'refund', type: 'full', items: [] });
    let refundApplied = false;
    const racing: PaymentPorts = {
      ...world.ports,
      store: {
        ...world.ports.store,
        readPurchase: async (request) => {
          const state = await world.ports.store.readPurchase(request);
          if (!refundApplied) {
            refundApplied = true;
            await deliver(world.ports, refund);
          }
          return state;
        },
      },
    };

    // Act
    await deliver(racing, paid);

    // Assess
    expect(world.orders.get(transactionId)).toMatchObject({ status: 'refunded' });
    expect(world.licences.size).toBe(0);
    expect(world.mails).toEqual([]);
  });

  it('revokes the licences of a payment a full refund overtook while they were being written, and mails none', async () => {
    // Prepare: the refund is applied right after the payment read the order (not paid yet), on the long path
    const world = memoryPaymentPorts();
    const { transactionId, subscriptionId, paid } = suitePurchase(LONG_PATH_SUITES);
    const refund = adjustmentEvent({ transactionId, subscriptionId, action: 'refund', type: 'full', items: [] });
    let refundApplied = false;
    const racing: PaymentPorts = {
      ...world.ports,
      store: {
        ...world.ports.store,
        readPurchase: async (request) => {
          const state = await world.ports.store.readPurchase(request);
          if (!refundApplied) {
            refundApplied = true;
            await deliver(world.ports, refund);
          }
          return state;
        },
      },
    };

    // Act
    await deliver(racing, paid);

    // Assess
    expect(world.orders.get(transactionId)).toMatchObject({ status: 'refunded' });
    expect(world.licences.size).toBe(LONG_PATH_SUITES);
    expect(world.activeIds(transactionId)).toEqual([]);
    expect(world.mails).toEqual([]);
  });

  it('revokes only the refunded units of a partial refund, the highest units first', async () => {
    // Prepare
    const world = memoryPaymentPorts();
    const { transactionId, subscriptionId, paid } = suitePurchase(3);
    await deliver(world.ports, paid);
    const oneLicence = partialRefund({ transactionId, subscriptionId }, 150_000);
    const goodwill = partialRefund({ transactionId, subscriptionId }, 100);

    // Act
    await deliver(world.ports, goodwill);
    const afterGoodwill = world.activeIds(transactionId);
    await deliver(world.ports, oneLicence);

    // Assess
    expect(afterGoodwill).toEqual(unitIds(transactionId, 3).sort());
    expect(world.activeIds(transactionId)).toEqual(unitIds(transactionId, 2).sort());
    expect(world.licences.get(unitIds(transactionId, 3)[2]!)).toMatchObject({
      status: 'revoked',
      revokedReason: 'refund',
    });
    expect(world.canceled).toEqual([]);
    expect(world.orders.get(transactionId)?.status).toBe('paid');
  });

  it('applies a partial refund that arrived before the payment once the licences exist', async () => {
    // Prepare
    const world = memoryPaymentPorts();
    const { transactionId, subscriptionId, paid } = suitePurchase(3);
    const twoOfThree = partialRefund({ transactionId, subscriptionId }, 300_000);

    // Act
    await deliver(world.ports, twoOfThree);
    await deliver(world.ports, paid);

    // Assess
    expect(world.activeIds(transactionId)).toEqual([unitIds(transactionId, 1)[0]]);
  });

  it('applies a partial refund recorded while the payment is being processed', async () => {
    // Prepare: the refund lands between the payment's read and its writes
    const world = memoryPaymentPorts();
    const { transactionId, subscriptionId, paid } = suitePurchase(3);
    const oneOfThree = partialRefund({ transactionId, subscriptionId }, 150_000);
    const store = {
      ...world.ports.store,
      readPurchase: async (request: Parameters<PaymentPorts['store']['readPurchase']>[0]) => {
        const state = await world.ports.store.readPurchase(request);
        await deliver(world.ports, oneOfThree);
        return state;
      },
    };

    // Act
    await deliver({ ...world.ports, store }, paid);

    // Assess
    expect(world.activeIds(transactionId)).toEqual(unitIds(transactionId, 2).sort());
  });

  it('revokes everything and cancels the subscription for a full refund of every line', async () => {
    // Prepare
    const world = memoryPaymentPorts();
    const { transactionId, subscriptionId, paid } = suitePurchase(2);
    await deliver(world.ports, paid);
    const refund = adjustmentEvent({
      transactionId,
      subscriptionId,
      action: 'refund',
      type: 'partial',
      items: [{ itemId: lineItemId(transactionId, 0), type: 'full', amountCents: 300_000 }],
    });

    // Act
    await deliver(world.ports, refund);

    // Assess
    expect(world.activeIds(transactionId)).toEqual([]);
    expect(world.orders.get(transactionId)?.status).toBe('refunded');
    expect(world.canceled).toEqual([subscriptionId]);
  });

  it('takes everything back for an approved chargeback, and nothing while a refund awaits approval', async () => {
    // Prepare
    const world = memoryPaymentPorts();
    const { transactionId, subscriptionId, paid } = suitePurchase(2);
    await deliver(world.ports, paid);
    const pending = adjustmentEvent({
      transactionId,
      subscriptionId,
      action: 'refund',
      type: 'full',
      status: 'pending_approval',
      items: [],
      eventType: 'adjustment.created',
    });
    const chargeback = adjustmentEvent({
      transactionId,
      subscriptionId,
      action: 'chargeback',
      type: 'full',
      items: [],
    });

    // Act
    await deliver(world.ports, pending);
    const afterPending = world.activeIds(transactionId);
    await deliver(world.ports, chargeback);

    // Assess
    expect(afterPending).toHaveLength(2);
    expect([...world.licences.values()].map((licence) => licence.revokedReason)).toEqual(['chargeback', 'chargeback']);
    expect(world.canceled).toEqual([subscriptionId]);
  });
});

describe('trainer seats follow their subscription', () => {
  it('issues seats keyed to the paid period plus the grace, in Paddle order (subscription events first)', async () => {
    // Prepare
    const world = memoryPaymentPorts();
    const trainer = trainerPurchase(3);

    // Act
    for (const event of [trainer.created, trainer.activated, trainer.paid]) await deliver(world.ports, event);

    // Assess
    expect(world.activeIds()).toEqual(unitIds(trainer.transactionId, 3).sort());
    const key = verifyLicenceKey(
      world.licences.get(unitIds(trainer.transactionId, 1)[0]!)!.licenceKey,
      world.publicKeyPem,
    );
    expect(key.validUntil).toBe(new Date(Date.parse(JAN.ends_at) + SEAT_GRACE_DAYS * 86_400_000).toISOString());
    expect(() =>
      verifyLicenceKey(
        world.licences.get(unitIds(trainer.transactionId, 1)[0]!)!.licenceKey,
        world.publicKeyPem,
        new Date('2026-03-01T00:00:00Z'),
      ),
    ).toThrow('licence key expired');
  });

  it('re-issues every seat key for the new period on renewal (subscription.updated before the renewal payment)', async () => {
    // Prepare
    const world = memoryPaymentPorts();
    const trainer = trainerPurchase(2);
    for (const event of [trainer.created, trainer.activated, trainer.paid]) await deliver(world.ports, event);
    const renewal = transactionCompleted({
      transactionId: fixtureId('txn'),
      origin: 'subscription_recurring',
      subscriptionId: trainer.subscriptionId,
      customData: null,
      lines: [{ priceKey: 'ios-fms-trainer-b738-personal-monthly-tier-1', quantity: 2, unitCents: 4_999 }],
      billingPeriod: FEB,
      recurring: 'month',
    });

    // Act
    await deliver(world.ports, trainer.subscription('subscription.updated', '2026-02-01T00:00:01Z', 2, FEB));
    await deliver(world.ports, renewal);

    // Assess
    for (const id of unitIds(trainer.transactionId, 2)) {
      const seat = world.licences.get(id)!;
      expect(seat).toMatchObject({ status: 'active', keyVersion: 2, paidUntil: FEB.ends_at });
      expect(verifyLicenceKey(seat.licenceKey, world.publicKeyPem)).toMatchObject({
        keyVersion: 2,
        validUntil: '2026-03-08T00:00:00.000Z',
      });
    }
    expect(world.licences.size).toBe(2);
  });

  it('adds and revokes seats to match a new quantity, and gives back seats taken when it grows again', async () => {
    // Prepare
    const world = memoryPaymentPorts();
    const trainer = trainerPurchase(3);
    for (const event of [trainer.created, trainer.activated, trainer.paid]) await deliver(world.ports, event);

    // Act
    await deliver(world.ports, trainer.subscription('subscription.updated', '2026-01-10T00:00:00Z', 5));
    const grown = world.activeIds();
    await deliver(world.ports, trainer.subscription('subscription.updated', '2026-01-11T00:00:00Z', 2));
    const shrunk = world.activeIds();
    await deliver(world.ports, trainer.subscription('subscription.updated', '2026-01-12T00:00:00Z', 4));

    // Assess
    expect(grown).toEqual(unitIds(trainer.transactionId, 5).sort());
    expect(shrunk).toEqual(unitIds(trainer.transactionId, 2).sort());
    expect(world.activeIds()).toEqual(unitIds(trainer.transactionId, 4).sort());
    expect(world.licences.get(unitIds(trainer.transactionId, 5)[4]!)).toMatchObject({
      status: 'revoked',
      revokedReason: 'seats-reduced',
    });
  });

  it('converges to the same seats in every order the purchase and a quantity change can arrive', async () => {
    // Prepare
    const trainer = trainerPurchase(2);
    const events = [
      trainer.created,
      trainer.activated,
      trainer.paid,
      trainer.subscription('subscription.updated', '2026-01-05T00:00:00Z', 4),
    ];
    const orders = permutations(events);

    // Act
    const outcomes = [];
    for (const order of orders) {
      const world = memoryPaymentPorts();
      for (const event of order) await deliver(world.ports, event);
      outcomes.push(world.activeIds());
    }

    // Assess
    expect(orders).toHaveLength(24);
    for (const outcome of outcomes) expect(outcome).toEqual(unitIds(trainer.transactionId, 4).sort());
  });

  it('ends on the newer quantity when a sync acted on the state a newer event replaced meanwhile', async () => {
    // Prepare: three seats, then the subscription shrank to two; a sync of the older state read it just before
    const world = memoryPaymentPorts();
    const trainer = trainerPurchase(3);
    for (const event of [trainer.created, trainer.activated, trainer.paid]) await deliver(world.ports, event);
    const older = world.subscriptions.get(trainer.subscriptionId)!;
    await deliver(world.ports, trainer.subscription('subscription.updated', '2026-01-10T00:00:00Z', 2));
    let reads = 0;
    const lateReader: PaymentPorts = {
      ...world.ports,
      store: {
        ...world.ports.store,
        getSubscription: async (id) => (reads++ === 0 ? older : world.ports.store.getSubscription(id)),
      },
    };

    // Act
    await syncSeats(lateReader, trainer.subscriptionId, '2026-01-10T00:00:01Z');

    // Assess
    expect(world.activeIds()).toEqual(unitIds(trainer.transactionId, 2).sort());
    expect(world.licences.get(unitIds(trainer.transactionId, 3)[2]!)).toMatchObject({
      status: 'revoked',
      revokedReason: 'seats-reduced',
    });
  });

  it('takes back seats a quantity change was adding while a full refund was applied', async () => {
    // Prepare: three seats paid; the refund is applied just after the sync raised the order's seats to five
    const world = memoryPaymentPorts();
    const trainer = trainerPurchase(3);
    for (const event of [trainer.created, trainer.activated, trainer.paid]) await deliver(world.ports, event);
    const refund = adjustmentEvent({
      transactionId: trainer.transactionId,
      subscriptionId: trainer.subscriptionId,
      action: 'refund',
      type: 'full',
      items: [],
    });
    let refundApplied = false;
    const racing: PaymentPorts = {
      ...world.ports,
      store: {
        ...world.ports.store,
        raiseSeatUnits: async (id, units) => {
          await world.ports.store.raiseSeatUnits(id, units);
          if (!refundApplied) {
            refundApplied = true;
            await deliver(world.ports, refund);
          }
        },
      },
    };

    // Act
    await deliver(racing, trainer.subscription('subscription.updated', '2026-01-10T00:00:00Z', 5));

    // Assess
    expect(world.orders.get(trainer.transactionId)).toMatchObject({ status: 'refunded' });
    expect(world.licences.size).toBe(5);
    expect(world.activeIds(trainer.transactionId)).toEqual([]);
  });

  it('lets the reconciliation apply a completed transaction the webhook already applied, changing nothing', async () => {
    // Prepare
    const world = memoryPaymentPorts();
    const { transactionId, paid } = suitePurchase(1);
    await deliver(world.ports, paid);
    const before = [...world.licences.values()];

    // Act
    const outcome = await applyCompletedTransaction(
      world.ports,
      (parsePaddleEvent(JSON.stringify(paid)) as any).transaction,
    );

    // Assess
    expect(outcome).toBe('issued');
    expect([...world.licences.values()]).toEqual(before);
    expect(world.orders.get(transactionId)?.status).toBe('paid');
  });
});

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [items.slice()];
  return items.flatMap((item, index) =>
    permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]),
  );
}
