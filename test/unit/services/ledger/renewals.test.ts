import { unitIds } from '../../../../lambdas/domain/licences/issuance';
import { deliver, memoryPaymentPorts } from '../../../support/memory-payment-ports';
import { customData, fixtureId, subscriptionEvent, transactionCompleted } from '../../../support/paddle-fixtures';

const SUITE = 'skydeck-suiteb737annual';
const YEAR = { starts_at: '2026-01-01T00:00:00Z', ends_at: '2027-01-01T00:00:00Z' };
const NEXT_YEAR = { starts_at: '2027-01-01T00:00:00Z', ends_at: '2028-01-01T00:00:00Z' };

/** Two suite licences bought with one support subscription, and that subscription's renewal a year later. */
function suites() {
  const transactionId = fixtureId('txn');
  const subscriptionId = fixtureId('sub');
  const data = customData(SUITE, 2, 'buyer@example.com');
  const support = { priceKey: 'support-annual-b737', quantity: 2 };
  const purchase = transactionCompleted({
    transactionId,
    subscriptionId,
    customData: data,
    lines: [
      { priceKey: 'suite-licence-b737', quantity: 2, unitCents: 150_000 },
      { ...support, unitCents: 0 },
    ],
    billingPeriod: YEAR,
    occurredAt: '2026-01-01T00:00:02Z',
  });
  const created = subscriptionEvent('subscription.created', {
    subscriptionId,
    transactionId,
    status: 'active',
    customData: data,
    items: [support],
    period: YEAR,
    occurredAt: '2026-01-01T00:00:01Z',
    interval: 'year',
  });
  const renewal = transactionCompleted({
    transactionId: fixtureId('txn'),
    origin: 'subscription_recurring',
    subscriptionId,
    customData: data,
    lines: [{ ...support, quantity: 1, unitCents: 14_400 }],
    billingPeriod: NEXT_YEAR,
    occurredAt: '2027-01-01T00:00:03Z',
    recurring: 'year',
  });
  return { purchase, created, renewal, subscriptionId, ids: unitIds(transactionId, 2) };
}

const renewalEntryOf = (world: ReturnType<typeof memoryPaymentPorts>, licenceId: string, subscriptionId: string) =>
  world.licences.get(licenceId)?.ledger?.[`renewal:${subscriptionId}:2027-01-01T00:00:00.000Z`];

describe('what a renewal writes in the ledger', () => {
  it('pays the next period of every licence its subscription renews, from its payer', async () => {
    // Prepare
    const world = memoryPaymentPorts();
    const bought = suites();
    for (const event of [bought.created, bought.purchase]) await deliver(world.ports, event);

    // Act
    await deliver(world.ports, bought.renewal);

    // Assess
    for (const id of bought.ids)
      expect(renewalEntryOf(world, id, bought.subscriptionId)).toMatchObject({
        source: 'renewal',
        from: '2027-01-01T00:00:00.000Z',
        until: '2028-01-01T00:00:00.000Z',
        payer: 'buyer@example.com',
        state: 'paid',
      });
  });

  it('pays nothing for a licence the subscription stopped renewing when it moved', async () => {
    // Prepare: the second licence moved to a new owner, and the buyer's subscription was handed over for it
    const world = memoryPaymentPorts();
    const bought = suites();
    for (const event of [bought.created, bought.purchase]) await deliver(world.ports, event);
    const moved = world.licences.get(bought.ids[1]!)!;
    world.licences.set(moved.licenceId, {
      ...moved,
      ownerEmail: 'new@example.com',
      handedOverSubscriptionIds: [bought.subscriptionId],
    });

    // Act
    await deliver(world.ports, bought.renewal);

    // Assess
    expect(renewalEntryOf(world, bought.ids[0]!, bought.subscriptionId)).toMatchObject({ state: 'paid' });
    expect(renewalEntryOf(world, bought.ids[1]!, bought.subscriptionId)).toBeUndefined();
  });

  it('waits for the purchase when the renewal is paid first, then writes its period', async () => {
    // Prepare
    const world = memoryPaymentPorts();
    const bought = suites();

    // Act
    await deliver(world.ports, bought.renewal);
    const before = bought.ids.map((id) => world.licences.get(id));
    for (const event of [bought.purchase, bought.created]) await deliver(world.ports, event);

    // Assess
    expect(before).toEqual([undefined, undefined]);
    for (const id of bought.ids)
      expect(renewalEntryOf(world, id, bought.subscriptionId)).toMatchObject({ state: 'paid' });
  });
});
