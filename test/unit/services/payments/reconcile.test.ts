import { RECONCILIATION_METRICS, SHOP_METRICS_NAMESPACE } from '../../../../lambdas/contract/shop-metrics';
import { Transaction, type ITransactionResponse } from '@paddle/paddle-node-sdk';
import { listedTransactionOf } from '../../../../lambdas/adapters/paddle-entities';
import { localPriceId, LOCAL_FIRST_YEAR_DISCOUNT_ID } from '../../../../lambdas/adapters/paddle-ids';
import { cataloguePriceIndex } from '../../../../lambdas/domain/licences/catalogue-prices';
import {
  APPLY_RESERVE_MS,
  reconcile,
  reconciliationMetrics,
  type ReconcilePorts,
} from '../../../../lambdas/services/payments/reconcile';
import type { TransactionRecord } from '../../../../infra/local/paddle-stand-in/model';
import { transactionBody } from '../../../../infra/local/paddle-stand-in/serialisers';

const prices = cataloguePriceIndex(localPriceId);
const NOW = new Date('2026-11-23T12:00:00.000Z');

/**
 * A completed transaction exactly as the Paddle stand-in serialises it (SDK-typed, Paddle's totals); `ports` hands
 * it on as the reconciliation's adapter does: through the SDK's entity and our mapping of it.
 */
function completed(id: string, overrides: Partial<TransactionRecord> = {}): ITransactionResponse {
  return transactionBody(
    {
      id,
      status: 'completed',
      customerId: 'ctm_1',
      addressId: 'add_1',
      customData: { buyerEmail: 'buyer@example.com' },
      origin: 'api',
      subscriptionId: null,
      discountId: LOCAL_FIRST_YEAR_DISCOUNT_ID,
      items: [
        { priceId: localPriceId('suite-licence-b737'), quantity: 2 },
        { priceId: localPriceId('support-annual-b737'), quantity: 2 },
      ],
      proration: null,
      zeroValue: false,
      billingPeriod: null,
      invoiceNumber: 'LOCAL-1',
      createdAt: '2026-11-22T10:00:00.000Z',
      updatedAt: '2026-11-22T10:00:01.000Z',
      billedAt: '2026-11-22T10:00:01.000Z',
      ...overrides,
    },
    prices,
  );
}

function ports(transactions: ITransactionResponse[], recorded: string[] = [], failing: string[] = []) {
  const applied: string[] = [];
  const errors: string[] = [];
  const asked: Date[] = [];
  const fake: ReconcilePorts = {
    async *completedTransactions(since) {
      asked.push(since);
      for (const body of transactions) yield listedTransactionOf(new Transaction(body));
    },
    isRecorded: async (id) => recorded.includes(id),
    apply: async (transaction) => {
      if (failing.includes(transaction.completed.transactionId)) throw new Error('store unavailable');
      applied.push(transaction.completed.transactionId);
    },
    prices,
    firstYearDiscountIds: [LOCAL_FIRST_YEAR_DISCOUNT_ID],
    log: { info: () => undefined, error: (message) => errors.push(message) },
    now: () => NOW,
  };
  return { fake, applied, errors, asked };
}

describe('reconciliation', () => {
  it('applies the purchases the shop has not recorded, and nothing else', async () => {
    // Prepare
    const { fake, applied, asked } = ports(
      [
        completed('txn_recorded'),
        completed('txn_missed'),
        completed('txn_renewal', { origin: 'subscription_recurring', discountId: null }),
        completed('txn_web', { origin: 'web' }),
      ],
      ['txn_recorded'],
    );

    // Act
    const report = await reconcile(fake, 3);

    // Assess
    expect(asked).toEqual([new Date('2026-11-20T12:00:00.000Z')]);
    expect(applied).toEqual(['txn_missed', 'txn_web']);
    expect(report).toMatchObject({ examined: 4, applied: ['txn_missed', 'txn_web'], mismatches: [], failures: [] });
  });

  it('counts and logs as an error a transaction whose totals differ from the catalogue', async () => {
    // Prepare
    const overcharged = completed('txn_overcharged');
    overcharged.details!.totals!.subtotal = String(Number(overcharged.details!.totals!.subtotal) + 100);
    const foreign = completed('txn_foreign');
    foreign.items[0]!.price = { ...foreign.items[0]!.price!, id: 'pri_not_ours' };
    const { fake, errors } = ports(
      [completed('txn_fine'), overcharged, foreign],
      ['txn_fine', 'txn_overcharged', 'txn_foreign'],
    );

    // Act
    const report = await reconcile(fake);

    // Assess
    expect(report.mismatches).toEqual(['txn_overcharged', 'txn_foreign']);
    expect(errors).toEqual([
      'Paddle charged something other than the catalogue price',
      'Paddle charged something other than the catalogue price',
    ]);
  });

  it('does not compare prorations and card updates, which Paddle bills at a share of the price', async () => {
    // Prepare
    const { fake } = ports([
      completed('txn_card', { origin: 'subscription_payment_method_change', zeroValue: true, discountId: null }),
      completed('txn_more_seats', {
        origin: 'subscription_update',
        discountId: null,
        proration: { rate: '0.5', startsAt: '2026-11-22T10:00:00.000Z', endsAt: '2026-12-22T10:00:00.000Z' },
      }),
    ]);

    // Act
    const report = await reconcile(fake);

    // Assess
    expect(report).toMatchObject({ examined: 2, applied: [], mismatches: [] });
  });

  it('counts a purchase it could not apply and goes on with the others', async () => {
    // Prepare
    const { fake, applied } = ports([completed('txn_a'), completed('txn_b')], [], ['txn_a']);

    // Act
    const report = await reconcile(fake);

    // Assess
    expect(report).toMatchObject({ applied: ['txn_b'], failures: ['txn_a'] });
    expect(applied).toEqual(['txn_b']);
  });

  it('aligns again the subscriptions Paddle refused, counting one it refuses again as a failure (ADR 407)', async () => {
    // Prepare
    const { fake } = ports([completed('txn_a')], ['txn_a']);
    const realigning: ReconcilePorts = {
      ...fake,
      realign: async () => ({ examined: 3, aligned: ['sub_a'], waiting: ['sub_late'], failed: ['sub_down'] }),
    };

    // Act
    const report = await reconcile(realigning);

    // Assess
    expect(report).toMatchObject({
      failures: ['sub_down'],
      realignment: { aligned: ['sub_a'], waiting: ['sub_late'], failed: ['sub_down'] },
    });
  });

  it('stops before a purchase it may not have the time to finish, and counts it as a failure', async () => {
    // Prepare: time for two purchases, then less than one needs
    const { fake, applied, errors } = ports([
      completed('txn_a'),
      completed('txn_b'),
      completed('txn_c'),
      completed('txn_d'),
    ]);
    let timeLeftMs = APPLY_RESERVE_MS + 20_000;
    const clocked: ReconcilePorts = {
      ...fake,
      apply: async (transaction) => {
        await fake.apply(transaction);
        timeLeftMs -= 15_000;
      },
      timeLeftMs: () => timeLeftMs,
    };

    // Act
    const report = await reconcile(clocked);

    // Assess: the third is left for the next run, and the failures alarm sees it
    expect(applied).toEqual(['txn_a', 'txn_b']);
    expect(report.failures).toEqual(['txn_c']);
    expect(report.examined).toBe(3);
    expect(errors).toEqual(['Reconciliation out of time: the rest is left for the next run']);
  });

  it('reports its figures as CloudWatch EMF under the names the alarms read', () => {
    // Act
    const metrics = reconciliationMetrics(
      { since: NOW.toISOString(), examined: 5, applied: ['a', 'b'], mismatches: ['c'], failures: [] },
      'prod',
      NOW,
    );

    // Assess: every metric the alarms read is declared in the EMF block and carries its figure
    const [declared] = metrics._aws.CloudWatchMetrics;
    expect(declared!.Namespace).toBe(SHOP_METRICS_NAMESPACE);
    expect(declared!.Metrics.map((metric) => metric.Name)).toEqual([...RECONCILIATION_METRICS]);
    expect(metrics).toMatchObject({
      Stage: 'prod',
      ReconciliationMismatches: 1,
      ReconciliationApplied: 2,
      ReconciliationFailures: 0,
    });
  });
});
