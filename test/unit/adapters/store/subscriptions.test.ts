import { documentClient } from '../../../../lambdas/adapters/dynamo';
import { hasProcessedEvent, markEventProcessed } from '../../../../lambdas/adapters/store/events';
import {
  getSubscription,
  recordPendingAlignment,
  rememberPendingRenewal,
  storeSubscriptionStateMarked,
  type SubscriptionRecord,
} from '../../../../lambdas/adapters/store/subscriptions';
import { memoryTable } from '../../../support/memory-table/memory-table';

const table = memoryTable();
Object.assign(documentClient, { send: (command: never) => table.send(command) });

const STATE: SubscriptionRecord = {
  subscriptionId: 'sub_marked',
  status: 'active',
  ownerEmail: 'buyer@example.com',
  customerId: 'ctm_1',
  productSlug: 'skydeck-suiteb737annual',
  transactionId: 'txn_1',
  priceIds: ['pri_1'],
  currentPeriodStart: '2026-11-01T00:00:00.000Z',
  currentPeriodEnd: '2027-11-01T00:00:00.000Z',
  nextBilledAt: '2027-11-01T00:00:00.000Z',
  canceledAt: null,
  lastEventAt: '2026-11-01T00:00:01.000Z',
};
const EVENT = { eventId: 'evt_marked', eventType: 'subscription.activated' };

beforeEach(() => table.clear());

describe("a subscription's state written with its event's marker", () => {
  it('writes both in one call, with the paid end it is given', async () => {
    // Prepare
    const before = table.calls;

    // Act
    const written = await storeSubscriptionStateMarked(STATE, '2027-11-01T00:00:00Z', EVENT);

    // Assess
    expect(written).toBe(true);
    expect(table.calls - before).toBe(1);
    expect(await getSubscription(STATE.subscriptionId)).toMatchObject({
      status: 'active',
      paidThrough: '2027-11-01T00:00:00.000Z',
    });
    expect(await hasProcessedEvent(EVENT.eventId)).toBe(true);
  });

  it.each([
    ['a renewal waits on the subscription', () => rememberPendingRenewal(STATE.subscriptionId, 'txn_renewal')],
    [
      'an alignment is pending',
      async () => {
        await storeSubscriptionStateMarked({ ...STATE, lastEventAt: '2026-10-01T00:00:00.000Z' }, undefined, {
          eventId: 'evt_older',
          eventType: 'subscription.created',
        });
        await recordPendingAlignment(STATE.subscriptionId, { at: '2026-11-01T00:00:00.000Z', reason: 'past-due' });
      },
    ],
    ['the event was processed before', () => markEventProcessed(EVENT.eventId, EVENT.eventType)],
    [
      'a newer state is stored',
      () =>
        storeSubscriptionStateMarked(
          { ...STATE, status: 'canceled', lastEventAt: '2026-11-03T00:00:00.000Z' },
          undefined,
          { eventId: 'evt_newer', eventType: 'subscription.canceled' },
        ),
    ],
  ])('writes nothing when %s', async (_case, before) => {
    // Prepare
    await before();
    const stored = JSON.stringify(table.items());

    // Act
    const written = await storeSubscriptionStateMarked(STATE, undefined, EVENT);

    // Assess
    expect(written).toBe(false);
    expect(JSON.stringify(table.items())).toBe(stored);
  });
});
