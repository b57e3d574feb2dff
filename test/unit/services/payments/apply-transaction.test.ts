import { parsePaddleEvent } from '../../../../lambdas/adapters/paddle-events';
import { applyCompletedTransaction } from '../../../../lambdas/services/payments/apply-transaction';
import { memoryPaymentPorts } from '../../../support/memory-payment-ports';
import { customData, fixtureId, transactionCompleted } from '../../../support/paddle-fixtures';

const SUITE = 'skydeck-suiteb737annual';
const suiteLines = (units: number) => [
  { priceKey: 'suite-licence-b737', quantity: units, unitCents: 150_000 },
  { priceKey: 'support-annual-b737', quantity: units, unitCents: 0 },
];

/** A completed transaction in Paddle's shape, read by the webhook's parser. */
function completed(options: Parameters<typeof transactionCompleted>[0]) {
  const event = parsePaddleEvent(JSON.stringify(transactionCompleted(options)));
  if (event.kind !== 'transaction-completed') throw new Error('a completed transaction');
  return event;
}

describe('applying a completed transaction', () => {
  it('issues one licence per unit of a purchase, with its order mail, and only once however often it comes', async () => {
    // Prepare
    const memory = memoryPaymentPorts();
    const transactionId = fixtureId('txn');
    const purchase = completed({
      transactionId,
      subscriptionId: fixtureId('sub'),
      customData: customData(SUITE, 2, 'pilot@example.com'),
      lines: suiteLines(2),
    });

    // Act
    const first = await applyCompletedTransaction(memory.ports, purchase.transaction, purchase.eventId);
    const again = await applyCompletedTransaction(memory.ports, purchase.transaction, 'evt_another_notice');

    // Assess
    expect(['issued', 'recorded']).toContain(first);
    expect(['stored', 'issued']).toContain(again);
    expect(memory.activeIds(transactionId)).toEqual([
      `lic_${transactionId.slice(4)}_1`,
      `lic_${transactionId.slice(4)}_2`,
    ]);
    expect(memory.mails.map((mail) => mail.transactionId)).toEqual([transactionId]);
  });

  it('issues nothing for a payment a full refund overtook, and ends its subscription', async () => {
    // Prepare
    const memory = memoryPaymentPorts();
    const transactionId = fixtureId('txn');
    const subscriptionId = fixtureId('sub');
    memory.orders.set(transactionId, {
      transactionId,
      status: 'refunded',
      refundedAt: '2026-01-01T00:00:00Z',
    } as never);
    const purchase = completed({
      transactionId,
      subscriptionId,
      customData: customData(SUITE, 1, 'pilot@example.com'),
      lines: suiteLines(1),
    });

    // Act
    const outcome = await applyCompletedTransaction(memory.ports, purchase.transaction, purchase.eventId);

    // Assess
    expect(outcome).toBe('nothing');
    expect(memory.activeIds(transactionId)).toEqual([]);
    expect(memory.canceled).toEqual([subscriptionId]);
  });

  it('issues nothing for a paid transaction without the shop’s custom data, and says so in the log', async () => {
    // Prepare
    const memory = memoryPaymentPorts();
    const purchase = completed({ transactionId: fixtureId('txn'), customData: null, lines: suiteLines(1) });

    // Act
    const outcome = await applyCompletedTransaction(memory.ports, purchase.transaction, purchase.eventId);

    // Assess
    expect(outcome).toBe('nothing');
    expect(memory.logs).toContainEqual({
      level: 'error',
      message: 'Paid transaction without SkyDeck custom data: nothing issued',
    });
  });

  it('keeps a renewal and the period it paid, issuing no new licence', async () => {
    // Prepare
    const memory = memoryPaymentPorts();
    const subscriptionId = fixtureId('sub');
    const renewalId = fixtureId('txn');
    const renewal = completed({
      transactionId: renewalId,
      origin: 'subscription_recurring',
      subscriptionId,
      customData: customData(SUITE, 1, 'pilot@example.com'),
      lines: [{ priceKey: 'support-annual-b737', quantity: 1, unitCents: 12_000 }],
      billingPeriod: { starts_at: '2027-01-01T00:00:00Z', ends_at: '2028-01-01T00:00:00Z' },
      recurring: 'year',
    });

    // Act
    const outcome = await applyCompletedTransaction(memory.ports, renewal.transaction, renewal.eventId);

    // Assess
    expect(outcome).toBe('renewed');
    expect(memory.activeIds()).toEqual([]);
    expect(memory.subscriptions.get(subscriptionId)?.paidThrough).toBe('2028-01-01T00:00:00.000Z');
  });

  it('issues nothing for a card update or another charge a subscription makes', async () => {
    // Prepare
    const memory = memoryPaymentPorts();
    const update = completed({
      transactionId: fixtureId('txn'),
      origin: 'subscription_payment_method_change',
      subscriptionId: fixtureId('sub'),
      customData: customData(SUITE, 1, 'pilot@example.com'),
      lines: [],
    });

    // Act
    const outcome = await applyCompletedTransaction(memory.ports, update.transaction, update.eventId);

    // Assess
    expect(outcome).toBe('nothing');
    expect(memory.activeIds()).toEqual([]);
  });
});
