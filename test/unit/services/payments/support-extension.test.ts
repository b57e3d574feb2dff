import type { OrderRecord } from '../../../../lambdas/adapters/store/orders';
import type { CompletedTransaction } from '../../../../lambdas/domain/licences/payment-events';
import type { SupportStatus } from '../../../../lambdas/domain/licences/support-status';
import { ledgerEntries, ledgerEntry, ledgerMap } from '../../../../lambdas/domain/ledger/entries';
import { extensionEntries } from '../../../../lambdas/domain/ledger/events';
import { localPriceId } from '../../../../lambdas/adapters/paddle-ids';
import { extendFromCurrentEnd } from '../../../../lambdas/services/payments/support-extension';
import { b737SuiteLicence } from '../../../support/licence-fixtures';
import { memoryPaymentPorts } from '../../../support/memory-payment-ports';

const PAID_AT = '2026-06-01T12:00:00.000Z';

/**
 * An extension of lic_old_1's support, bought by `buyer`, where the licence's ledger gives the support before it as
 * stated: paid by sub_old until its end (`active`, set to end then) or until it lapsed (`lapsed`, canceled).
 */
function extension(support: Extract<SupportStatus, { state: 'active' | 'lapsed' }>, buyer = 'owner@example.com') {
  const { ports, licences, subscriptions, orders, stopped, quantities, canceled } = memoryPaymentPorts();
  const paidUntil = support.state === 'active' ? support.activeUntil : support.lapsedSince;
  const from = new Date(paidUntil);
  from.setUTCFullYear(from.getUTCFullYear() - 1);
  licences.set('lic_old_1', {
    ...b737SuiteLicence({
      licenceId: 'lic_old_1',
      ownerEmail: 'owner@example.com',
      transactionId: 'txn_old',
      licenceKey: 'SKYDECK1.old.key',
    }),
    subscriptionId: 'sub_old',
    ledger: ledgerMap([
      ledgerEntry({
        source: 'purchase',
        from: from.toISOString(),
        until: paidUntil,
        transactionId: 'txn_old',
        subscriptionId: 'sub_old',
        payer: 'owner@example.com',
        state: 'paid',
        recordedAt: from.toISOString(),
      }),
    ]),
    ledgerComplete: true,
  });
  subscriptions.set('sub_old', {
    subscriptionId: 'sub_old',
    status: support.state === 'active' ? 'active' : 'canceled',
    ownerEmail: 'owner@example.com',
    customerId: 'ctm_1',
    productSlug: 'skydeck-suiteb737annual',
    transactionId: 'txn_old',
    priceIds: [],
    currentPeriodStart: from.toISOString(),
    currentPeriodEnd: support.state === 'active' ? paidUntil : null,
    nextBilledAt: null,
    canceledAt: support.state === 'active' ? null : paidUntil,
    scheduledChange: support.state === 'active' ? { action: 'cancel', effectiveAt: paidUntil } : null,
    lastEventAt: from.toISOString(),
  });
  const moved: [string, string][] = [];
  const mailed: { ownerEmail: string; supportUntil: string }[] = [];
  const refunds: { transactionId: string; itemId: string; amountCents: number }[] = [];
  const withSupport = {
    ...ports,
    supportExtensions: {
      moveNextBilling: async (subscriptionId: string, nextBilledAt: string) =>
        void moved.push([subscriptionId, nextBilledAt]),
      mailOwner: async (notice: { ownerEmail: string; supportUntil: string }) =>
        void mailed.push({ ownerEmail: notice.ownerEmail, supportUntil: notice.supportUntil }),
      refundLineOnce: async (refund: { transactionId: string; itemId: string; amountCents: number }) =>
        void refunds.push({
          transactionId: refund.transactionId,
          itemId: refund.itemId,
          amountCents: refund.amountCents,
        }),
    },
  };
  const transaction = {
    transactionId: 'txn_ext',
    origin: 'web',
    subscriptionId: 'sub_ext',
    customerId: 'ctm_1',
    customData: {
      shop: 'skydeck',
      slug: 'suite-nc-support-extension-b737-annual',
      quantity: 1,
      secondaryQuantity: 0,
      addOns: [],
      buyerEmail: buyer,
      licenceId: 'lic_old_1',
    },
    items: [],
    lines: [],
    paidAt: PAID_AT,
    billingPeriod: null,
    totalCents: 12_000,
  } as CompletedTransaction;
  const run = () =>
    extendFromCurrentEnd(
      withSupport,
      { licenceId: 'lic_old_1', subscriptionId: 'sub_ext', catchUpMonths: 0 },
      transaction,
    );
  return {
    run,
    moved,
    mailed,
    refunds,
    licences,
    transaction,
    withSupport,
    subscriptions,
    orders,
    paddle: { stopped, quantities, canceled },
  };
}

/** The purchase that opened sub_old, paid at `createdAt`: what tells whose licences it renews. */
const purchase = (createdAt: string) =>
  ({
    transactionId: 'txn_old',
    status: 'paid',
    request: {
      shop: 'skydeck',
      slug: 'skydeck-suiteb737annual',
      quantity: 1,
      addOns: [],
      buyerEmail: 'owner@example.com',
    },
    licenceIds: ['lic_old_1'],
    subscriptionId: 'sub_old',
    totalCents: 100_000,
    createdAt,
  }) as OrderRecord;

describe('a paid support extension', () => {
  it('runs one term from where running support ends, and moves its first renewal there', async () => {
    // Prepare: support runs until 1 August without renewing
    const { run, moved } = extension({
      state: 'active',
      activeUntil: '2026-08-01T00:00:00.000Z',
      autoRenewing: false,
      subscriptionId: 'sub_old',
    });

    // Act
    const endsAt = await run();

    // Assess
    expect(endsAt).toBe('2027-08-01T00:00:00.000Z');
    expect(moved).toEqual([['sub_ext', '2027-08-01T00:00:00.000Z']]);
  });

  it('runs from the end of paid support when it was paid after the renewal was paused (ADR 416), which it ends', async () => {
    // Prepare: support paid until 1 August; its renewal paused after the extension's checkout
    const { run, moved, subscriptions, orders, paddle } = extension({
      state: 'active',
      activeUntil: '2026-08-01T00:00:00.000Z',
      autoRenewing: false,
      subscriptionId: 'sub_old',
    });
    subscriptions.set('sub_old', {
      ...subscriptions.get('sub_old')!,
      status: 'paused',
      pausedAt: '2026-05-01T00:00:00.000Z',
      scheduledChange: null,
    });
    orders.set('txn_old', purchase('2025-08-01T00:00:00.000Z'));

    // Act
    const endsAt = await run();

    // Assess: never over the time already paid; resumed, the paused one would renew the licence again
    expect(endsAt).toBe('2027-08-01T00:00:00.000Z');
    expect(moved).toEqual([['sub_ext', '2027-08-01T00:00:00.000Z']]);
    expect(paddle).toEqual({ stopped: [], quantities: [], canceled: ['sub_old'] });
  });

  it('stops the subscription that renewed the licence until it was paid: one renewing source, nothing paid twice', async () => {
    // Prepare: the extension was checked out while support was set to end; then that subscription was resumed
    const { run, moved, subscriptions, orders, paddle } = extension({
      state: 'active',
      activeUntil: '2026-08-01T00:00:00.000Z',
      autoRenewing: false,
      subscriptionId: 'sub_old',
    });
    subscriptions.set('sub_old', { ...subscriptions.get('sub_old')!, scheduledChange: null, quantity: 1 });
    orders.set('txn_old', purchase('2025-08-01T00:00:00.000Z'));

    // Act
    const endsAt = await run();
    await run();

    // Assess: its term follows the year the resumed subscription paid, which stops at that year's end
    expect(endsAt).toBe('2027-08-01T00:00:00.000Z');
    expect(moved.at(-1)).toEqual(['sub_ext', '2027-08-01T00:00:00.000Z']);
    expect([new Set(paddle.stopped), paddle.quantities, paddle.canceled]).toEqual([new Set(['sub_old']), [], []]);
  });

  it('ends at once a renewal Paddle is still collecting for the licence the extension now renews', async () => {
    // Prepare: the year ended; Paddle retries the renewal while the extension's payment arrives
    const { run, subscriptions, orders, paddle } = extension({
      state: 'active',
      activeUntil: '2026-05-01T00:00:00.000Z',
      autoRenewing: false,
      subscriptionId: 'sub_old',
    });
    subscriptions.set('sub_old', {
      ...subscriptions.get('sub_old')!,
      status: 'past_due',
      scheduledChange: null,
      currentPeriodStart: '2026-05-01T00:00:00.000Z',
      currentPeriodEnd: '2027-05-01T00:00:00.000Z',
    });
    orders.set('txn_old', purchase('2025-05-01T00:00:00.000Z'));

    // Act
    await run();

    // Assess
    expect(paddle).toEqual({ stopped: [], quantities: [], canceled: ['sub_old'] });
  });

  it('runs from the payment after a lapse, and moves nothing: Paddle opened it then', async () => {
    // Prepare
    const { run, moved } = extension({
      state: 'lapsed',
      lapsedSince: '2026-01-01T00:00:00.000Z',
      subscriptionId: 'sub_old',
    });

    // Act
    const endsAt = await run();

    // Assess
    expect(endsAt).toBe('2027-06-01T12:00:00.000Z');
    expect(moved).toEqual([]);
  });

  it('tells the owner the new end when someone else paid for it, and only then', async () => {
    // Prepare
    const lapsed: Extract<SupportStatus, { state: 'lapsed' }> = {
      state: 'lapsed',
      lapsedSince: '2026-01-01T00:00:00.000Z',
      subscriptionId: 'sub_old',
    };
    const byFriend = extension(lapsed, 'friend@example.com');
    const byOwner = extension(lapsed, 'Owner@Example.com');

    // Act
    await byFriend.run();
    await byOwner.run();

    // Assess
    expect(byFriend.mailed).toEqual([{ ownerEmail: 'owner@example.com', supportUntil: '2027-06-01T12:00:00.000Z' }]);
    expect(byOwner.mailed).toEqual([]);
  });

  it('refunds the catch-up line once when another payment already covered its months (ADR 412)', async () => {
    // Prepare: checked out while support had lapsed on 1 April; another extension paid since runs until 1 August
    const second = extension({
      state: 'active',
      activeUntil: '2026-08-01T00:00:00.000Z',
      autoRenewing: false,
      subscriptionId: 'sub_old',
    });
    const licence = second.licences.get('lic_old_1')!;
    const quoted = extensionEntries({
      transactionId: 'txn_ext',
      subscriptionId: 'sub_ext',
      payer: 'owner@example.com',
      startsAt: '2026-06-01T00:00:00.000Z',
      endsAt: '2027-06-01T00:00:00.000Z',
      catchUp: { from: '2026-04-01T00:00:00.000Z', until: '2026-06-01T00:00:00.000Z' },
      state: 'pending',
      at: '2026-05-31T00:00:00.000Z',
    });
    second.licences.set('lic_old_1', { ...licence, ledger: { ...licence.ledger, ...ledgerMap(quoted) } });
    const lines = [
      { priceId: localPriceId('support-annual-b737'), quantity: 1, lineItemId: 'txnitm_term', unitTotalCents: 14_400 },
      {
        priceId: localPriceId('support-catch-up-month-b737'),
        quantity: 2,
        lineItemId: 'txnitm_catch_up',
        unitTotalCents: 1_200,
      },
    ];
    const paid = { ...second.transaction, lines };
    const pay = () =>
      extendFromCurrentEnd(
        second.withSupport,
        { licenceId: 'lic_old_1', subscriptionId: 'sub_ext', catchUpMonths: 2 },
        paid,
      );

    // Act
    const endsAt = await pay();
    await pay();

    // Assess: its term follows the time already paid; its catch-up line goes back, asked of Paddle on each delivery
    expect(endsAt).toBe('2027-08-01T00:00:00.000Z');
    const own = ledgerEntries(second.licences.get('lic_old_1')!.ledger).filter(
      (entry) => entry.transactionId === 'txn_ext',
    );
    expect(own.map((entry) => [entry.source, entry.state])).toEqual([
      ['catch-up', 'refunded'],
      ['extension', 'paid'],
    ]);
    expect(second.refunds).toEqual([
      { transactionId: 'txn_ext', itemId: 'txnitm_catch_up', amountCents: 2_400 },
      { transactionId: 'txn_ext', itemId: 'txnitm_catch_up', amountCents: 2_400 },
    ]);
  });

  it('refunds nothing when the payment bought its catch-up months', async () => {
    // Prepare: lapsed on 1 January; paid with the five months since
    const { withSupport, transaction, refunds, licences } = extension({
      state: 'lapsed',
      lapsedSince: '2026-01-01T00:00:00.000Z',
      subscriptionId: 'sub_old',
    });

    // Act
    await extendFromCurrentEnd(
      withSupport,
      { licenceId: 'lic_old_1', subscriptionId: 'sub_ext', catchUpMonths: 5 },
      transaction,
    );

    // Assess
    expect(refunds).toEqual([]);
    expect(ledgerEntries(licences.get('lic_old_1')!.ledger).map((entry) => [entry.source, entry.state])).toEqual([
      ['purchase', 'paid'],
      ['catch-up', 'paid'],
      ['extension', 'paid'],
    ]);
  });

  it('moves to the same date when the payment is delivered again', async () => {
    // Prepare
    const { run, moved } = extension({
      state: 'active',
      activeUntil: '2026-08-01T00:00:00.000Z',
      autoRenewing: false,
      subscriptionId: 'sub_old',
    });

    // Act
    await run();
    await run();

    // Assess
    expect(new Set(moved.map(([, date]) => date))).toEqual(new Set(['2027-08-01T00:00:00.000Z']));
  });
});
