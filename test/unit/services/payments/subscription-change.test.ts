import { parsePaddleEvent } from '../../../../lambdas/adapters/paddle-events';
import { applySubscriptionChange } from '../../../../lambdas/services/payments/subscription-change';
import { memoryPaymentPorts } from '../../../support/memory-payment-ports';
import { customData, fixtureId, subscriptionEvent } from '../../../support/paddle-fixtures';

const TRAINER = 'ios-fms-trainer-b738-personal-monthly';
const SEAT_PRICE = 'ios-fms-trainer-b738-personal-monthly-tier-1';
const JAN = { starts_at: '2026-01-01T00:00:00Z', ends_at: '2026-02-01T00:00:00Z' };

/** A subscription notice in Paddle's shape, read by the webhook's parser, and applied. */
async function apply(ports: ReturnType<typeof memoryPaymentPorts>['ports'], fixture: object) {
  const event = parsePaddleEvent(JSON.stringify(fixture));
  if (event.kind !== 'subscription-changed') throw new Error('a subscription notice');
  await applySubscriptionChange(ports, event.subscription, event.occurredAt);
}

const notice = (
  subscriptionId: string,
  status: 'active' | 'past_due' | 'canceled',
  occurredAt: string,
  options: { data?: ReturnType<typeof customData> | null; priceKey?: string; quantity?: number } = {},
) =>
  subscriptionEvent('subscription.updated', {
    subscriptionId,
    status,
    customData: options.data === undefined ? customData(TRAINER, 3, 'School@Example.com') : options.data,
    items: [{ priceKey: options.priceKey ?? SEAT_PRICE, quantity: options.quantity ?? 3 }],
    period: JAN,
    occurredAt,
  });

describe('a change of a subscription', () => {
  it('keeps the newest state, whatever order Paddle delivers its notices in', async () => {
    // Prepare
    const { ports, subscriptions } = memoryPaymentPorts();
    const id = fixtureId('sub');

    // Act: the cancellation arrives before the older notice
    await apply(ports, notice(id, 'canceled', '2026-01-20T00:00:00Z'));
    await apply(ports, notice(id, 'past_due', '2026-01-10T00:00:00Z'));

    // Assess
    expect(subscriptions.get(id)).toMatchObject({
      status: 'canceled',
      ownerEmail: 'school@example.com',
      lastEventAt: '2026-01-20T00:00:00Z',
    });
  });

  it('records what each renewal charges and its seats, from the catalogue', async () => {
    // Prepare
    const { ports, subscriptions } = memoryPaymentPorts();
    const id = fixtureId('sub');

    // Act
    await apply(ports, notice(id, 'active', '2026-01-01T00:00:01Z', { quantity: 12 }));

    // Assess: twelve personal seats at the first tier's 49.99
    expect(subscriptions.get(id)).toMatchObject({
      quantity: 12,
      recurringAmountCents: 59_988,
      billingInterval: 'month',
    });
  });

  it('stores nothing for another product’s subscription in the same Paddle account', async () => {
    // Prepare
    const { ports, subscriptions, logs } = memoryPaymentPorts();
    const id = fixtureId('sub');

    // Act
    await apply(ports, notice(id, 'active', '2026-01-01T00:00:01Z', { data: null, priceKey: 'someone-elses-price' }));

    // Assess
    expect(subscriptions.has(id)).toBe(false);
    expect(logs).toContainEqual({ level: 'debug', message: 'Subscription the shop did not sell: ignored' });
  });
});
