import type { SubscriptionRecord } from '../../lambdas/adapters/store/subscriptions';
import { localHandlerEnvironment, localStatus } from '../support/portal-seed';
import { stackUrl } from '../support/stack-url';

/**
 * The subscription's item in the real table (the local stack's dynalite): Paddle delivers out of order and in
 * parallel, so the newest event's state wins, and what only `subscription.created` says — the purchase that opened
 * it — survives every event that does not say it, whichever lands first.
 */
let store: typeof import('../../lambdas/adapters/store/subscriptions');

beforeAll(async () => {
  Object.assign(process.env, localHandlerEnvironment(await localStatus(stackUrl())));
  store = await import('../../lambdas/adapters/store/subscriptions');
}, 30_000);

let sequence = 0;
function subscriptionState(overrides: Partial<SubscriptionRecord> = {}): SubscriptionRecord {
  sequence += 1;
  return {
    subscriptionId: `sub_store_${Date.now()}_${sequence}`,
    status: 'active',
    ownerEmail: 'store-test@skydeck.example',
    customerId: 'ctm_store',
    productSlug: 'win-fms-trainer-b738-personal-annual',
    transactionId: 'txn_opened',
    priceIds: ['pri_one'],
    quantity: 2,
    currentPeriodStart: '2026-11-01T00:00:00.000Z',
    currentPeriodEnd: '2027-11-01T00:00:00.000Z',
    nextBilledAt: '2027-11-01T00:00:00.000Z',
    canceledAt: null,
    scheduledChange: null,
    recurringAmountCents: 5_000,
    billingInterval: 'year',
    lastEventAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

test('a newer event that does not name the purchase keeps the purchase and product an older one stored', async () => {
  // Prepare: subscription.created, naming its purchase
  const created = subscriptionState();
  await store.putSubscriptionIfNewer(created);

  // Act: subscription.updated, later, without the purchase or custom data
  const written = await store.putSubscriptionIfNewer({
    ...created,
    status: 'past_due',
    transactionId: null,
    productSlug: null,
    lastEventAt: '2026-11-02T10:00:00.000Z',
  });

  // Assess
  expect(written).toBe(true);
  expect(await store.getSubscription(created.subscriptionId)).toMatchObject({
    status: 'past_due',
    transactionId: 'txn_opened',
    productSlug: 'win-fms-trainer-b738-personal-annual',
    lastEventAt: '2026-11-02T10:00:00.000Z',
  });
});

test('an older event changes nothing, and its purchase is added with setSubscriptionOrigin', async () => {
  // Prepare: the newer state arrives first and knows no purchase
  const updated = subscriptionState({
    status: 'canceled',
    transactionId: null,
    lastEventAt: '2026-11-03T00:00:00.000Z',
  });
  await store.putSubscriptionIfNewer(updated);

  // Act: subscription.created arrives late
  const written = await store.putSubscriptionIfNewer({
    ...updated,
    status: 'active',
    transactionId: 'txn_late',
    lastEventAt: '2026-11-01T00:00:00.000Z',
  });
  await store.setSubscriptionOrigin(updated.subscriptionId, 'txn_late');

  // Assess
  expect(written).toBe(false);
  expect(await store.getSubscription(updated.subscriptionId)).toMatchObject({
    status: 'canceled',
    transactionId: 'txn_late',
    lastEventAt: '2026-11-03T00:00:00.000Z',
  });
});
