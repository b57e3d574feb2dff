import type { SubscriptionRecord } from '../../lambdas/adapters/store/subscriptions';
import { localHandlerEnvironment, localStatus } from '../support/portal-seed';
import { b737SuiteLicence } from '../support/licence-fixtures';
import { stackUrl } from '../support/stack-url';
import { transactionConflicts } from '../support/transaction-conflicts';

/**
 * The payment writes' conditions in the real table (the local stack's dynalite). Paddle delivers out of order and
 * in parallel: a subscription keeps its newest event's state, and what only `subscription.created` says — the
 * purchase that opened it — survives every event that does not say it; an order refunded before its payment was
 * recorded stays refunded but learns the licences to take back; a purchase's event is marked processed only while
 * its order mail is claimed; a late write of new licences never overwrites one that exists; a write that meets a
 * transaction in flight (refused as DynamoDB refuses it) is sent again: an order's marks, a mail's claim, and the
 * deletes that give a claim and an event marker back.
 */
let subscriptions: typeof import('../../lambdas/adapters/store/subscriptions');
let orders: typeof import('../../lambdas/adapters/store/orders');
let purchases: typeof import('../../lambdas/adapters/store/purchases');
let events: typeof import('../../lambdas/adapters/store/events');
let mailRecords: typeof import('../../lambdas/adapters/mail/sent-mail-records');
let licences: typeof import('../../lambdas/adapters/store/licences');
let conflicts: ReturnType<typeof transactionConflicts>;

beforeAll(async () => {
  Object.assign(process.env, localHandlerEnvironment(await localStatus(stackUrl())));
  subscriptions = await import('../../lambdas/adapters/store/subscriptions');
  orders = await import('../../lambdas/adapters/store/orders');
  purchases = await import('../../lambdas/adapters/store/purchases');
  events = await import('../../lambdas/adapters/store/events');
  mailRecords = await import('../../lambdas/adapters/mail/sent-mail-records');
  licences = await import('../../lambdas/adapters/store/licences');
  conflicts = transactionConflicts((await import('../../lambdas/adapters/dynamo')).dynamoClient);
}, 30_000);

afterEach(() => conflicts.reset());

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
  await subscriptions.putSubscriptionIfNewer(created);

  // Act: subscription.updated, later, without the purchase or custom data
  const written = await subscriptions.putSubscriptionIfNewer({
    ...created,
    status: 'past_due',
    transactionId: null,
    productSlug: null,
    lastEventAt: '2026-11-02T10:00:00.000Z',
  });

  // Assess
  expect(written).toBe(true);
  expect(await subscriptions.getSubscription(created.subscriptionId)).toMatchObject({
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
  await subscriptions.putSubscriptionIfNewer(updated);

  // Act: subscription.created arrives late
  const written = await subscriptions.putSubscriptionIfNewer({
    ...updated,
    status: 'active',
    transactionId: 'txn_late',
    lastEventAt: '2026-11-01T00:00:00.000Z',
  });
  await subscriptions.setSubscriptionOrigin(updated.subscriptionId, 'txn_late');

  // Assess
  expect(written).toBe(false);
  expect(await subscriptions.getSubscription(updated.subscriptionId)).toMatchObject({
    status: 'canceled',
    transactionId: 'txn_late',
    lastEventAt: '2026-11-03T00:00:00.000Z',
  });
});

describe('a renewal\u2019s paid end (ADR 362)', () => {
  const renewalEnd = '2028-11-01T00:00:00Z';
  const states = () => {
    const created = subscriptionState();
    return {
      created,
      canceled: { ...created, status: 'canceled', currentPeriodEnd: null, lastEventAt: '2027-12-01T00:00:00.000Z' },
    };
  };

  test('recorded before any subscription event is no state alone, and the events keep it', async () => {
    // Prepare
    const { created, canceled } = states();
    const id = created.subscriptionId;

    // Act
    const recorded = await subscriptions.recordPaidThrough(id, renewalEnd);
    const alone = await subscriptions.getSubscription(id);
    const createdWritten = await subscriptions.putSubscriptionIfNewer(created);
    const purchaseEnd = await subscriptions.recordPaidThrough(id, created.currentPeriodEnd!);
    const canceledWritten = await subscriptions.putSubscriptionIfNewer(canceled);

    // Assess
    expect(alone).toBeUndefined();
    expect([recorded, createdWritten, purchaseEnd, canceledWritten]).toEqual([true, true, false, true]);
    expect(await subscriptions.getSubscription(id)).toMatchObject({
      status: 'canceled',
      ownerEmail: created.ownerEmail,
      paidThrough: '2028-11-01T00:00:00.000Z',
    });
  });

  test('recorded after the subscription\u2019s events moves forward and stays through a later event', async () => {
    // Prepare
    const { created, canceled } = states();
    const id = created.subscriptionId;
    await subscriptions.putSubscriptionIfNewer(created);
    await subscriptions.recordPaidThrough(id, created.currentPeriodEnd!);

    // Act
    const recorded = await subscriptions.recordPaidThrough(id, renewalEnd);
    const canceledWritten = await subscriptions.putSubscriptionIfNewer(canceled);

    // Assess
    expect([recorded, canceledWritten]).toEqual([true, true]);
    expect(await subscriptions.getSubscription(id)).toMatchObject({
      status: 'canceled',
      paidThrough: '2028-11-01T00:00:00.000Z',
    });
  });
});

function paidOrder(transactionId: string, licenceIds: string[]) {
  return {
    transactionId,
    request: {
      shop: 'skydeck' as const,
      slug: 'win-fms-trainer-b738-personal-annual',
      quantity: licenceIds.length,
      addOns: [],
      buyerEmail: 'store-test@skydeck.example',
    },
    paidAt: '2026-11-01T09:59:00.000Z',
    licenceIds,
    lines: [],
    subscriptionId: null,
    customerId: null,
    totalCents: 300_000,
  };
}

test('a payment recorded after its full refund leaves the order refunded and names the licences to take back', async () => {
  // Prepare
  const transactionId = `txn_store_${Date.now()}_a`;
  await orders.markOrderRefunded(transactionId, '2026-11-01T10:00:00.000Z');
  const licenceIds = [`${transactionId}-1`, `${transactionId}-2`];

  // Act
  const answer = await orders.markOrderPaid(paidOrder(transactionId, licenceIds));

  // Assess
  expect(answer).toEqual({ takebacksDue: true, refunded: true });
  expect(await orders.getOrder(transactionId)).toMatchObject({ status: 'refunded', licenceIds });
});

test('a full refund answers the licences and the seat units raised before it, as of its own write', async () => {
  // Prepare: two seats paid, then a quantity change raised the seats to five
  const transactionId = `txn_store_${Date.now()}_b`;
  const licenceIds = [`${transactionId}-1`, `${transactionId}-2`];
  await orders.markOrderPaid(paidOrder(transactionId, licenceIds));
  await orders.raiseSeatUnits(transactionId, 5);

  // Act
  const refunded = await orders.markOrderRefunded(transactionId, '2026-11-02T10:00:00.000Z');

  // Assess
  expect(refunded).toEqual({ licenceIds, seatUnits: 5 });
});

test("a purchase's event is marked processed while its order mail is claimed, and not once the claim is given back", async () => {
  // Prepare: one purchase whose mail is claimed, one whose claim was given back after a failed send
  const run = Date.now();
  const claimed = { eventId: `evt_store_${run}_claimed`, eventType: 'transaction.completed', mailKey: `m-${run}-1` };
  const released = { eventId: `evt_store_${run}_released`, eventType: 'transaction.completed', mailKey: `m-${run}-2` };
  await mailRecords.sentMailRecords.claim(claimed.mailKey, 'order-paid');
  await mailRecords.sentMailRecords.claim(released.mailKey, 'order-paid');
  await mailRecords.sentMailRecords.release(released.mailKey);

  // Act
  const marked = await purchases.markPurchaseEventProcessed(claimed);
  const refused = await purchases.markPurchaseEventProcessed(released);

  // Assess
  expect([marked, refused]).toEqual([true, false]);
  expect(await events.hasProcessedEvent(claimed.eventId)).toBe(true);
  expect(await events.hasProcessedEvent(released.eventId)).toBe(false);
});

test('writes new licences only where none exists: a late twin leaves a transferred licence with its new owner', async () => {
  // Prepare: a purchase of three; its first licence was written by a twin delivery and transferred since
  const transactionId = `txn_store_${Date.now()}_c`;
  const grant = (unit: number, ownerEmail: string) =>
    b737SuiteLicence({
      licenceId: `${transactionId}-${unit}`,
      ownerEmail,
      transactionId,
      licenceKey: `key-${unit}-${ownerEmail}`,
    });
  await licences.putNewLicences([grant(1, 'recipient@skydeck.example')]);

  // Act: the late twin writes the whole purchase as it found it missing
  await licences.putNewLicences([1, 2, 3].map((unit) => grant(unit, 'buyer@skydeck.example')));

  // Assess
  const stored = await licences.getLicences([1, 2, 3].map((unit) => `${transactionId}-${unit}`));
  expect(Object.fromEntries(stored.map((licence) => [licence.licenceId, licence.ownerEmail]))).toEqual({
    [`${transactionId}-1`]: 'recipient@skydeck.example',
    [`${transactionId}-2`]: 'buyer@skydeck.example',
    [`${transactionId}-3`]: 'buyer@skydeck.example',
  });
});

test("gives a failed send's claims back even when their deletes meet a transaction in flight", async () => {
  // Prepare: an order mail claimed and its event marked processed, as a delivery leaves them before a send fails
  const run = Date.now();
  const purchase = { eventId: `evt_store_${run}_conflict`, eventType: 'transaction.completed', mailKey: `m-${run}-c` };
  await mailRecords.sentMailRecords.claim(purchase.mailKey, 'order-paid');
  await purchases.markPurchaseEventProcessed(purchase);
  conflicts.refuse('DeleteItemCommand', 2);

  // Act
  await mailRecords.sentMailRecords.release(purchase.mailKey);
  await purchases.forgetPurchaseEvent(purchase.eventId);

  // Assess: both deletes sent again and done, so Paddle's retry finds the mail unsent and the event new
  expect(conflicts.sent).toBe(4);
  expect(await events.hasProcessedEvent(purchase.eventId)).toBe(false);
  expect(await mailRecords.sentMailRecords.claim(purchase.mailKey, 'order-paid')).toBe(true);
});

test("sends an order's paid, adjusted and refunded marks and a mail claim again when they meet a transaction in flight", async () => {
  // Prepare: each write's first send is refused, as DynamoDB refuses a write to an item a purchase is writing
  const run = Date.now();
  const transactionId = `txn_store_${run}_busy`;
  const licenceIds = [`${transactionId}-1`];
  const sends: Record<string, number> = {};
  const refusedOnce = async (command: string, name: string, write: () => Promise<unknown>) => {
    conflicts.refuse(command, 1);
    const answer = await write();
    sends[name] = conflicts.sent;
    return answer;
  };

  // Act
  const paid = await refusedOnce('UpdateItemCommand', 'paid', () =>
    orders.markOrderPaid(paidOrder(transactionId, licenceIds)),
  );
  await refusedOnce('UpdateItemCommand', 'adjusted', () => orders.markOrderAdjusted(transactionId));
  const refunded = await refusedOnce('UpdateItemCommand', 'refunded', () =>
    orders.markOrderRefunded(transactionId, '2026-11-02T10:00:00.000Z'),
  );
  const claimed = await refusedOnce('PutItemCommand', 'claim', () =>
    mailRecords.sentMailRecords.claim(`m-${run}-busy`, 'order-paid'),
  );

  // Assess: every write sent twice and done, instead of failing the delivery for Paddle to retry
  expect(sends).toEqual({ paid: 2, adjusted: 2, refunded: 2, claim: 2 });
  expect(paid).toEqual({ takebacksDue: false, refunded: false });
  expect(refunded).toEqual({ licenceIds, seatUnits: undefined });
  expect(claimed).toBe(true);
  expect(await orders.getOrder(transactionId)).toMatchObject({ status: 'refunded', hasAdjustments: true, licenceIds });
});
