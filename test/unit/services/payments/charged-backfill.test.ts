import { Transaction, type ITransactionResponse } from '@paddle/paddle-node-sdk';
import { listedTransactionOf } from '../../../../lambdas/adapters/paddle-entities';
import { localPriceId } from '../../../../lambdas/adapters/paddle-ids';
import type { BackfillCursor } from '../../../../lambdas/adapters/store/charged-backfill';
import type { OrderRecord } from '../../../../lambdas/adapters/store/orders';
import type { StoredRenewal } from '../../../../lambdas/adapters/store/renewals';
import { cataloguePriceIndex } from '../../../../lambdas/domain/licences/catalogue-prices';
import type { ChargedTotals } from '../../../../lambdas/domain/licences/payment-events';
import {
  backfillChargedTotals,
  type ChargedBackfillPorts,
} from '../../../../lambdas/services/payments/charged-backfill';
import { reconcile } from '../../../../lambdas/services/payments/reconcile';
import type { TransactionRecord } from '../../../../infra/local/paddle-stand-in/model';
import { customData } from '../../../support/paddle-fixtures';
import { transactionBody } from '../../../../infra/local/paddle-stand-in/serialisers';

/**
 * The backfill of Paddle's totals (ADR 363): Paddle's completed transactions, as the stand-in serialises them and
 * the SDK hands them over, walked in runs from a kept cursor over a store in memory with the table's conditions.
 */
const prices = cataloguePriceIndex(localPriceId);
const NOW = new Date('2026-11-27T03:00:00.000Z');

function paddleTransaction(id: string, overrides: Partial<TransactionRecord> = {}): ITransactionResponse {
  return transactionBody(
    {
      id,
      status: 'completed',
      customerId: 'ctm_1',
      addressId: 'add_1',
      customData: { buyerEmail: 'school@example.com' },
      origin: 'web',
      subscriptionId: 'sub_1',
      discountId: null,
      items: [{ priceId: localPriceId('suite-licence-b737'), quantity: 1 }],
      proration: null,
      zeroValue: false,
      billingPeriod: null,
      invoiceNumber: 'LOCAL-1',
      createdAt: '2025-11-22T10:00:00.000Z',
      updatedAt: '2025-11-22T10:00:01.000Z',
      billedAt: '2025-11-22T10:00:01.000Z',
      ...overrides,
    },
    prices,
  );
}

const renewal = (id: string, overrides: Partial<TransactionRecord> = {}) =>
  paddleTransaction(id, {
    origin: 'subscription_recurring',
    customData: null,
    items: [{ priceId: localPriceId('support-annual-b737'), quantity: 1 }],
    billingPeriod: { startsAt: '2025-11-22T10:00:00.000Z', endsAt: '2026-11-22T10:00:00.000Z' },
    ...overrides,
  });

const legacyOrder = (transactionId: string, status: OrderRecord['status'] = 'paid'): OrderRecord => ({
  transactionId,
  status,
  totalCents: 178_500,
  createdAt: '2025-11-22T10:00:00.000Z',
});

function world(
  transactions: ITransactionResponse[],
  records: { orders?: OrderRecord[]; renewals?: StoredRenewal[]; failOn?: string } = {},
) {
  const orders = new Map((records.orders ?? []).map((order) => [order.transactionId, order]));
  const renewals = new Map((records.renewals ?? []).map((kept) => [kept.transactionId, kept]));
  let cursor: BackfillCursor = { after: null, finishedAt: null };
  const asked: (string | null)[] = [];
  const ports: ChargedBackfillPorts = {
    async *completedTransactionsAfter(after) {
      asked.push(after);
      for (const body of transactions)
        if (after === null || body.id > after) yield listedTransactionOf(new Transaction(body));
    },
    readCursor: async () => cursor,
    saveCursor: async (next, previous) => {
      if (cursor.after !== previous) return false;
      cursor = next;
      return true;
    },
    getOrder: async (id) => orders.get(id),
    getRenewal: async (id) => renewals.get(id),
    subscriptionOwner: async (id) => (id === 'sub_1' ? 'owner@example.com' : null),
    fillCharged: async (kind, id, charged) => {
      if (id === records.failOn) throw new Error('throttled');
      const map = kind === 'order' ? orders : renewals;
      const known = map.get(id) as (OrderRecord & StoredRenewal) | undefined;
      if (!known || known.charged) return false;
      if (kind === 'order' && known.status !== 'paid' && known.status !== 'refunded') return false;
      map.set(id, { ...known, charged });
      return true;
    },
    listRenewal: async (listed) => {
      renewals.set(listed.transactionId, { ...listed, ...renewals.get(listed.transactionId) });
    },
    prices,
    now: () => NOW,
  };
  return { ports, orders, renewals, asked, cursor: () => cursor };
}

const charged = (body: ITransactionResponse): ChargedTotals =>
  listedTransactionOf(new Transaction(body)).completed.charged!;

describe('the backfill of Paddle\u2019s totals (ADR 363)', () => {
  it('adds the totals an order or renewal lacks and lists renewals by their buyer, once', async () => {
    // Prepare
    const bodies = [
      paddleTransaction('txn_01_legacy'),
      paddleTransaction('txn_02_kept'),
      paddleTransaction('txn_03_pending'),
      renewal('txn_04_unrecorded'),
      renewal('txn_05_unlisted', {
        customData: { ...customData('skydeck-suiteb737annual', 1, 'renewer@example.com') },
      }),
      renewal('txn_06_other_product'),
    ];
    const other = bodies[5]!;
    other.items[0]!.price = { ...other.items[0]!.price!, id: 'pri_not_ours' };
    other.details!.line_items[0]!.price_id = 'pri_not_ours';
    const keptTotals = { ...charged(bodies[1]!), taxCents: 1 };
    const { ports, orders, renewals, cursor } = world(bodies, {
      orders: [
        legacyOrder('txn_01_legacy'),
        { ...legacyOrder('txn_02_kept'), charged: keptTotals },
        legacyOrder('txn_03_pending', 'pending'),
      ],
      renewals: [
        {
          transactionId: 'txn_05_unlisted',
          subscriptionId: 'sub_1',
          period: { startsAt: '2025-11-22T10:00:00.000Z', endsAt: '2026-11-22T10:00:00.000Z' },
          lines: [],
          paidAt: '2025-11-22T10:00:01.000Z',
        },
      ],
    });

    // Act
    const first = await backfillChargedTotals(ports);
    const second = await backfillChargedTotals(ports);

    // Assess
    expect(first).toEqual({
      examined: 6,
      filled: ['txn_01_legacy', 'txn_05_unlisted'],
      listed: ['txn_04_unrecorded', 'txn_05_unlisted'],
      failed: null,
      finished: true,
    });
    expect(second).toEqual({ examined: 0, filled: [], listed: [], failed: null, finished: true });
    expect(cursor()).toEqual({ after: 'txn_06_other_product', finishedAt: NOW.toISOString() });
    expect(orders.get('txn_01_legacy')!.charged).toEqual(charged(bodies[0]!));
    expect(orders.get('txn_01_legacy')!.charged).toMatchObject({ subtotalCents: 150_000, currency: 'EUR' });
    expect(orders.get('txn_02_kept')!.charged).toEqual(keptTotals);
    expect(orders.get('txn_03_pending')!.charged).toBeUndefined();
    expect(renewals.get('txn_04_unrecorded')).toMatchObject({
      buyerEmail: 'owner@example.com',
      subscriptionId: 'sub_1',
      charged: charged(bodies[3]!),
    });
    expect(renewals.get('txn_05_unlisted')).toMatchObject({ buyerEmail: 'renewer@example.com', lines: [] });
    expect(renewals.has('txn_06_other_product')).toBe(false);
  });

  it('goes through a bounded stretch per run and goes on where the last run stopped', async () => {
    // Prepare
    const ids = ['txn_1', 'txn_2', 'txn_3', 'txn_4', 'txn_5'];
    const { ports, orders, asked } = world(
      ids.map((id) => paddleTransaction(id)),
      { orders: ids.map((id) => legacyOrder(id)) },
    );

    // Act
    const runs = [];
    for (let run = 0; run < 4; run += 1) runs.push(await backfillChargedTotals(ports, { limit: 2 }));

    // Assess
    expect(runs.map((run) => [run.filled, run.finished])).toEqual([
      [['txn_1', 'txn_2'], false],
      [['txn_3', 'txn_4'], false],
      [['txn_5'], true],
      [[], true],
    ]);
    expect(asked).toEqual([null, 'txn_2', 'txn_4']);
    expect(ids.every((id) => orders.get(id)!.charged)).toBe(true);
  });

  it('stops at a write that fails, and the next run starts with it', async () => {
    // Prepare
    const ids = ['txn_1', 'txn_2', 'txn_3'];
    const store = { orders: ids.map((id) => legacyOrder(id)), failOn: 'txn_2' };
    const { ports, orders, asked } = world(
      ids.map((id) => paddleTransaction(id)),
      store,
    );

    // Act
    const failed = await backfillChargedTotals(ports);
    store.failOn = 'none';
    const retried = await backfillChargedTotals(ports);

    // Assess
    expect(failed).toMatchObject({ filled: ['txn_1'], failed: 'txn_2', finished: false });
    expect(retried).toMatchObject({ filled: ['txn_2', 'txn_3'], failed: null, finished: true });
    expect(asked).toEqual([null, 'txn_1']);
    expect(ids.every((id) => orders.get(id)!.charged)).toBe(true);
  });

  it('runs after the reconciliation\u2019s window, which counts its failure', async () => {
    // Prepare
    const { ports } = world([paddleTransaction('txn_1')], { orders: [legacyOrder('txn_1')], failOn: 'txn_1' });
    const errors: string[] = [];

    // Act
    const report = await reconcile({
      async *completedTransactions() {},
      isRecorded: async () => true,
      apply: async () => undefined,
      prices,
      firstYearDiscountIds: [],
      log: { info: () => undefined, error: (message) => errors.push(message) },
      now: () => NOW,
      backfill: (hasTime) => backfillChargedTotals(ports, { hasTime }),
    });

    // Assess
    expect(report).toMatchObject({ failures: ['txn_1'], backfill: { examined: 1, failed: 'txn_1' } });
    expect(errors).toEqual(['Paddle totals could not be backfilled']);
  });
});
