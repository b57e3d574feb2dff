import { parsePaddleEvent } from '../../../../lambdas/adapters/paddle-events';
import type { UnreadableEvent } from '../../../../lambdas/adapters/store/unreadable-events';
import {
  keepUnreadableEvent,
  replayUnreadableEvent,
  type ReplayPorts,
} from '../../../../lambdas/services/payments/unreadable-events';
import { memoryPaymentPorts } from '../../../support/memory-payment-ports';
import { customData, fixtureId, transactionCompleted } from '../../../support/paddle-fixtures';

/** A paid B737 suite in Paddle's shape, as the webhook would have received it. */
function paidSuite() {
  const transactionId = fixtureId('txn');
  return transactionCompleted({
    transactionId,
    customData: customData('skydeck-suiteb737annual', 1, 'pilot@example.com'),
    lines: [{ priceKey: 'suite-licence-b737', quantity: 1, unitCents: 150_000 }],
  });
}

/** Kept events in memory, with the payment services in memory behind the replay. */
function kept(bodies: Record<string, string>, parse: (body: string) => ReturnType<typeof parsePaddleEvent>) {
  const payments = memoryPaymentPorts();
  const replayed: string[] = [];
  const ports: ReplayPorts = {
    get: async (eventId) =>
      bodies[eventId] === undefined ? undefined : ({ eventId, body: bodies[eventId] } as UnreadableEvent),
    markReplayed: async (eventId) => void replayed.push(eventId),
    parse,
    payments: payments.ports,
  };
  return { ports, replayed, payments };
}

describe('Paddle events the shop could not read', () => {
  it('keeps the body with its error and raises the alarm', async () => {
    // Prepare
    const keptBodies: [string, string][] = [];
    const lines: string[] = [];
    const write = jest.spyOn(process.stdout, 'write').mockImplementation((line) => !!lines.push(String(line)));

    // Act
    const eventId = await keepUnreadableEvent(
      { keep: async (body, error) => (keptBodies.push([body, error]), 'evt_bad') },
      '{"event_id":"evt_bad"}',
      'data.items: required',
    );
    write.mockRestore();

    // Assess
    expect(eventId).toBe('evt_bad');
    expect(keptBodies).toEqual([['{"event_id":"evt_bad"}', 'data.items: required']]);
    expect(lines.some((line) => line.includes('"PaddleEventsUnreadable"'))).toBe(true);
  });

  it('applies a kept event once today’s parser reads it, and answers a second replay as a duplicate', async () => {
    // Prepare
    const body = JSON.stringify(paidSuite());
    const { ports, replayed, payments } = kept({ evt_1: body }, parsePaddleEvent);

    // Act
    const first = await replayUnreadableEvent(ports, 'evt_1');
    const second = await replayUnreadableEvent(ports, 'evt_1');

    // Assess
    expect(first).toEqual({ eventId: 'evt_1', outcome: 'processed', eventType: 'transaction.completed' });
    expect(second).toMatchObject({ outcome: 'duplicate' });
    expect(replayed).toEqual(['evt_1', 'evt_1']);
    expect(payments.activeIds()).toHaveLength(1);
  });

  it('leaves an event it still cannot read kept, saying why', async () => {
    // Prepare
    const { ports, replayed } = kept({ evt_2: '{"not":"paddle"}' }, parsePaddleEvent);

    // Act
    const outcome = await replayUnreadableEvent(ports, 'evt_2');

    // Assess
    expect(outcome).toEqual({
      eventId: 'evt_2',
      outcome: 'unreadable',
      error: 'The webhook body is not a Paddle event.',
    });
    expect(replayed).toEqual([]);
  });

  it('says so for an id nothing was kept under', async () => {
    // Prepare
    const { ports } = kept({}, parsePaddleEvent);

    // Act + Assess
    expect(await replayUnreadableEvent(ports, 'evt_none')).toEqual({ eventId: 'evt_none', outcome: 'unknown' });
  });
});
