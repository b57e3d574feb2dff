import { localPriceId } from '../../../../lambdas/adapters/paddle-ids';
import type { OrderRecord } from '../../../../lambdas/adapters/store/orders';
import type { SubscriptionRecord } from '../../../../lambdas/adapters/store/subscriptions';
import { ledgerEntry, ledgerMap, type LedgerEntry } from '../../../../lambdas/domain/ledger/entries';
import { applySubscriptionChange } from '../../../../lambdas/services/payments/subscription-change';
import {
  alignMarkedFirst,
  handBackRenewal,
  realignPending,
  refundUnitsNotRenewed,
  renewOnlyWhatItPaysFor,
} from '../../../../lambdas/services/payments/subscription-alignment';
import { b737SuiteLicence } from '../../../support/licence-fixtures';
import { memoryPaymentPorts } from '../../../support/memory-payment-ports';

const OWNER = 'owner@example.com';
const SUPPORT_PRICE = localPriceId('support-annual-b737');
const YEAR_AGO = '2026-03-01T00:00:00.000Z';
const PAID_UNTIL = '2027-03-01T00:00:00.000Z';

const paid = (licenceId: string, source: 'purchase' | 'extension', subscriptionId: string, until = PAID_UNTIL) =>
  ledgerEntry({
    source,
    from: YEAR_AGO,
    until,
    transactionId: source === 'purchase' ? 'txn_two' : `txn_ext_${licenceId}`,
    subscriptionId,
    payer: OWNER,
    state: 'paid',
    recordedAt: YEAR_AGO,
  });

/**
 * sub_two renews the two suites its purchase bought (quantity 2) — until an extension (sub_ext) takes over the
 * second one: by the ledgers sub_two then renews one licence.
 */
function twoSuites(status: string, { extended = true } = {}) {
  const memory = memoryPaymentPorts();
  const ledgers: Record<string, LedgerEntry[]> = {
    lic_two_1: [paid('lic_two_1', 'purchase', 'sub_two')],
    lic_two_2: [
      paid('lic_two_2', 'purchase', 'sub_two'),
      ...(extended ? [paid('lic_two_2', 'extension', 'sub_ext', '2028-03-01T00:00:00.000Z')] : []),
    ],
  };
  for (const [licenceId, entries] of Object.entries(ledgers))
    memory.licences.set(licenceId, {
      ...b737SuiteLicence({ licenceId, ownerEmail: OWNER, transactionId: 'txn_two', licenceKey: `KEY.${licenceId}` }),
      subscriptionId: 'sub_two',
      ledger: ledgerMap(entries),
      ledgerComplete: true,
    });
  memory.orders.set('txn_two', {
    transactionId: 'txn_two',
    status: 'paid',
    request: { shop: 'skydeck', slug: 'skydeck-suiteb737annual', quantity: 2, addOns: [], buyerEmail: OWNER },
    licenceIds: ['lic_two_1', 'lic_two_2'],
    subscriptionId: 'sub_two',
    totalCents: 200_000,
    createdAt: YEAR_AGO,
  } as OrderRecord);
  memory.subscriptions.set('sub_two', subscription(status));
  return memory;
}

const subscription = (status: string, lastEventAt = YEAR_AGO): SubscriptionRecord => ({
  subscriptionId: 'sub_two',
  status,
  ownerEmail: OWNER,
  customerId: 'ctm_1',
  productSlug: 'skydeck-suiteb737annual',
  transactionId: 'txn_two',
  priceIds: [SUPPORT_PRICE],
  quantity: 2,
  currentPeriodStart: status === 'paused' ? null : YEAR_AGO,
  currentPeriodEnd: status === 'paused' ? null : PAID_UNTIL,
  nextBilledAt: status === 'paused' ? null : PAID_UNTIL,
  canceledAt: null,
  pausedAt: status === 'paused' ? '2026-09-01T00:00:00.000Z' : null,
  scheduledChange: null,
  lastEventAt,
});

/** Paddle's `subscription.updated` of sub_two in the given status, as the adapter reads it. */
const updated = (status: string) => ({
  subscriptionId: 'sub_two',
  status,
  customerId: 'ctm_1',
  transactionId: null,
  customData: null,
  items: [{ priceId: SUPPORT_PRICE, quantity: 2 }],
  currentPeriod: { startsAt: PAID_UNTIL, endsAt: '2028-03-01T00:00:00.000Z' },
  nextBilledAt: '2028-03-01T00:00:00.000Z',
  canceledAt: null,
  pausedAt: null,
  scheduledChange: null,
});

describe('bringing a subscription in line with the licences it renews (ADR 407)', () => {
  it('lowers a paused subscription to the licences it still renews, billing nothing: its resume charges those', async () => {
    // Prepare
    const { ports, quantities, canceled, subscriptions } = twoSuites('paused');

    // Act
    await renewOnlyWhatItPaysFor(ports, ['sub_two'], { licenceId: 'lic_two_2' });

    // Assess
    expect(quantities).toEqual([['sub_two', 1]]);
    expect(canceled).toEqual([]);
    expect(subscriptions.get('sub_two')?.alignmentPendingSince).toBeUndefined();
  });

  it('holds the quantity Paddle took at once, before Paddle\u2019s event tells it (ADR 422)', async () => {
    // Prepare
    const { ports, subscriptions } = twoSuites('active');

    // Act
    await renewOnlyWhatItPaysFor(ports, ['sub_two'], { licenceId: 'lic_two_2' });

    // Assess
    expect(subscriptions.get('sub_two')?.quantity).toBe(1);
  });

  it('marks a past-due one, which Paddle takes no change of, and lowers it at its next event once collected', async () => {
    // Prepare
    const { ports, quantities, subscriptions } = twoSuites('past_due');
    await renewOnlyWhatItPaysFor(ports, ['sub_two'], { licenceId: 'lic_two_2' });
    const whileCollecting = { quantities: [...quantities], mark: subscriptions.get('sub_two')?.alignmentPendingReason };

    // Act: Paddle collected the renewal
    await applySubscriptionChange(ports, updated('active'), '2027-03-02T00:00:00.000Z');

    // Assess
    expect(whileCollecting).toEqual({ quantities: [], mark: 'past-due' });
    expect(quantities).toEqual([['sub_two', 1]]);
    expect(subscriptions.get('sub_two')?.alignmentPendingSince).toBeUndefined();
  });

  it('leaves a past-due one marked while its next event still finds it past due', async () => {
    // Prepare
    const { ports, quantities, subscriptions } = twoSuites('past_due');
    await renewOnlyWhatItPaysFor(ports, ['sub_two'], { licenceId: 'lic_two_2' });

    // Act
    await applySubscriptionChange(ports, updated('past_due'), '2027-03-02T00:00:00.000Z');

    // Assess
    expect(quantities).toEqual([]);
    expect(subscriptions.get('sub_two')?.alignmentPendingReason).toBe('past-due');
  });

  it('keeps a change Paddle refused marked and throws, and the reconciliation\u2019s pass makes it', async () => {
    // Prepare: Paddle fails once
    const { ports, quantities, subscriptions } = twoSuites('active');
    let failures = 1;
    const flaky = {
      ...ports,
      paddle: {
        ...ports.paddle,
        setQuantity: async (id: string, quantity: number) => {
          if (failures-- > 0) throw new Error('Paddle is unavailable');
          await ports.paddle.setQuantity(id, quantity);
        },
      },
    };
    const refused = await renewOnlyWhatItPaysFor(flaky, ['sub_two'], {}).catch((error: Error) => error.message);
    const mark = subscriptions.get('sub_two')?.alignmentPendingReason;

    // Act
    const report = await realignPending(flaky, { hasTime: () => true });

    // Assess
    expect([refused, mark]).toEqual(['Paddle is unavailable', 'paddle-refused']);
    expect(report).toEqual({ examined: 1, aligned: ['sub_two'], waiting: [], failed: [] });
    expect(quantities).toEqual([['sub_two', 1]]);
    expect(subscriptions.get('sub_two')?.alignmentPendingSince).toBeUndefined();
    expect(await ports.store.pendingAlignments()).toEqual([]);
  });

  it('counts a subscription Paddle refuses again as failed, still marked, and leaves a past-due one waiting', async () => {
    // Prepare
    const { ports, subscriptions } = twoSuites('active');
    const down = { ...ports, paddle: { ...ports.paddle, setQuantity: () => Promise.reject(new Error('down')) } };
    await renewOnlyWhatItPaysFor(down, ['sub_two'], {}).catch(() => undefined);
    subscriptions.set('sub_late', {
      ...subscription('past_due'),
      subscriptionId: 'sub_late',
      alignmentPendingSince: '2027-01-01T00:00:00.000Z',
      alignmentPendingAt: '2027-01-01T00:00:00.000Z',
      alignmentPendingReason: 'past-due',
    });

    // Act
    const report = await realignPending(down, { hasTime: () => true });

    // Assess
    expect(report).toEqual({ examined: 2, aligned: [], waiting: ['sub_late'], failed: ['sub_two'] });
    expect(subscriptions.get('sub_two')?.alignmentPendingReason).toBe('paddle-refused');
  });

  it('marks a hand-over before Paddle is asked, and clears the mark once Paddle is in line', async () => {
    // Prepare: the second licence moved away (handed over), so sub_two renews one
    const { ports, quantities, licences, subscriptions } = twoSuites('active', { extended: false });
    licences.set('lic_two_2', { ...licences.get('lic_two_2')!, handedOverSubscriptionIds: ['sub_two'] });
    const marks: (string | undefined)[] = [];
    const watched = {
      ...ports,
      paddle: {
        ...ports.paddle,
        setQuantity: async (id: string, quantity: number) => {
          marks.push(subscriptions.get(id)?.alignmentPendingReason);
          await ports.paddle.setQuantity(id, quantity);
        },
      },
    };

    // Act
    await alignMarkedFirst(watched, 'sub_two', { licenceId: 'lic_two_2', reason: 'hand-over' });

    // Assess
    expect(marks).toEqual(['hand-over']);
    expect(quantities).toEqual([['sub_two', 1]]);
    expect(subscriptions.get('sub_two')?.alignmentPendingSince).toBeUndefined();
  });

  it('stops a subscription left with no licence at its period\u2019s end, or at once while paused', async () => {
    // Prepare: both licences renewed elsewhere
    const running = twoSuites('active');
    const paused = twoSuites('paused');
    for (const { licences } of [running, paused])
      licences.set('lic_two_1', {
        ...licences.get('lic_two_1')!,
        handedOverSubscriptionIds: ['sub_two'],
      });

    // Act
    await renewOnlyWhatItPaysFor(running.ports, ['sub_two'], {});
    await renewOnlyWhatItPaysFor(paused.ports, ['sub_two'], {});

    // Assess
    expect([running.stopped, running.canceled, running.quantities]).toEqual([['sub_two'], [], []]);
    expect([paused.stopped, paused.canceled, paused.quantities]).toEqual([[], ['sub_two'], []]);
  });

  it('ends a trainer\u2019s subscription with no seat left in use at once (ADR 434)', async () => {
    // Prepare: the same purchase as a trainer's, both of its seats gone (refunded, reduced)
    const trainer = twoSuites('active', { extended: false });
    const order = trainer.orders.get('txn_two')!;
    trainer.orders.set('txn_two', {
      ...order,
      request: { ...order.request!, slug: 'win-fms-trainer-b738-personal-monthly' },
    } as OrderRecord);
    for (const licenceId of ['lic_two_1', 'lic_two_2'])
      trainer.licences.set(licenceId, { ...trainer.licences.get(licenceId)!, status: 'revoked' });

    // Act
    await renewOnlyWhatItPaysFor(trainer.ports, ['sub_two'], {});

    // Assess
    expect([trainer.stopped, trainer.canceled, trainer.quantities]).toEqual([[], ['sub_two'], []]);
  });
});

describe('a refunded extension handing the renewal back (ADR 424)', () => {
  /** sub_two was lowered to one unit when the extension was paid; the extension's entries have been taken back since. */
  function loweredThenExtensionRefunded(change: Partial<SubscriptionRecord> = {}) {
    const memory = twoSuites('active', { extended: false });
    memory.subscriptions.set('sub_two', { ...subscription('active'), quantity: 1, ...change });
    return memory;
  }

  it('gives a renewing subscription back the licence the extension had taken over, billing nothing', async () => {
    // Prepare
    const { ports, quantities, licences } = loweredThenExtensionRefunded();

    // Act
    await handBackRenewal(ports, licences.get('lic_two_2')!, 'sub_ext', {});

    // Assess
    expect(quantities).toEqual([['sub_two', 2]]);
  });

  it.each<[string, Partial<SubscriptionRecord>]>([
    ['set to end (Resume gives it back)', { scheduledChange: { action: 'cancel', effectiveAt: PAID_UNTIL } }],
    ['paused', { status: 'paused' }],
    ['already renewing both', { quantity: 2 }],
  ])('leaves a subscription %s as it is', async (_label, change) => {
    // Prepare
    const { ports, quantities, licences } = loweredThenExtensionRefunded(change);

    // Act
    await handBackRenewal(ports, licences.get('lic_two_2')!, 'sub_ext', {});

    // Assess
    expect(quantities).toEqual([]);
  });
});

describe('a renewal billed before a past-due subscription could be lowered (ADR 426)', () => {
  const renewal = {
    transactionId: 'txn_renewal',
    lines: [{ priceId: SUPPORT_PRICE, quantity: 2, lineItemId: 'txnitm_renewal', unitTotalCents: 14_400 }],
    period: { startsAt: PAID_UNTIL, endsAt: '2028-03-01T00:00:00.000Z' },
  };
  const COLLECTED = '2027-03-09T00:00:00.000Z';

  function refunding() {
    const { ports } = memoryPaymentPorts();
    const refunds: unknown[] = [];
    const errors: string[] = [];
    return {
      refunds,
      errors,
      ports: {
        priceIndex: ports.priceIndex,
        log: { ...ports.log, error: (message: string) => errors.push(message) },
        supportExtensions: { refundLineOnce: async (refund: unknown) => void refunds.push(refund) },
      },
    };
  }

  it('refunds the units its ledger renews nothing for, once collected, from its priced line', async () => {
    // Prepare: still marked past due, Paddle counting two units; the ledger renews one licence
    const { ports, refunds } = refunding();
    const marked = { ...subscription('active'), alignmentPendingAt: YEAR_AGO, alignmentPendingReason: 'past-due' };

    // Act
    await refundUnitsNotRenewed(ports, renewal, marked, 1);

    // Assess
    expect(refunds).toEqual([
      {
        transactionId: 'txn_renewal',
        itemId: 'txnitm_renewal',
        amountCents: 14_400,
        reason: 'Billed before the subscription could be lowered: these units renew nothing',
      },
    ]);
  });

  it('refunds them too when Paddle took the lower quantity first, after the renewal was billed', async () => {
    // Prepare: aligned at the collection's subscription event already, the mark gone
    const { ports, refunds } = refunding();
    const lowered = { ...subscription('active'), quantity: 1, quantityLoweredAt: COLLECTED };

    // Act
    await refundUnitsNotRenewed(ports, renewal, lowered, 1);

    // Assess
    expect(refunds).toHaveLength(1);
  });

  it.each<[string, Partial<SubscriptionRecord>, number]>([
    ['renewing every unit it charged', { alignmentPendingAt: YEAR_AGO }, 2],
    ['unmarked, never lowered (a raise whose seat is not issued yet)', {}, 1],
    ['billed after the quantity was lowered', { quantity: 1, quantityLoweredAt: YEAR_AGO }, 1],
  ])('asks nothing of a renewal %s', async (_label, change, renewed) => {
    // Prepare
    const { ports, refunds } = refunding();

    // Act
    await refundUnitsNotRenewed(ports, renewal, { ...subscription('active'), ...change }, renewed);

    // Assess
    expect(refunds).toEqual([]);
  });

  it('leaves a renewal that renews nothing to an operator, logged', async () => {
    // Prepare
    const { ports, refunds, errors } = refunding();
    const marked = { ...subscription('active'), alignmentPendingAt: YEAR_AGO };

    // Act
    await refundUnitsNotRenewed(ports, renewal, marked, 0);

    // Assess
    expect([refunds, errors]).toEqual([
      [],
      ['Renewal charged units its ledger does not renew: an operator refunds them'],
    ]);
  });
});
