import { EventName } from '@paddle/paddle-node-sdk';
import { Frequency, type CatalogueItem } from '../../../lambdas/domain/catalogue';
import type { PricedCatalogueItem } from '../../../lambdas/domain/licences/catalogue-prices';
import { notFound, PaddleError } from './errors';
import type { Journal } from './journal';
import type { AdjustmentRecord, CustomerRecord, LineItem, SubscriptionRecord, TransactionRecord } from './model';
import type { Outbox } from './outbox';
import { billingCycle, subscriptionNotification, transactionBody } from './serialisers';

export interface BillingJournal {
  transaction: TransactionRecord;
  subscription: SubscriptionRecord;
  customer: CustomerRecord;
  adjustment: AdjustmentRecord;
}

/** The largest quantity a local price accepts (Paddle's per-price `quantity.maximum`). */
export const MAX_LOCAL_QUANTITY = 100_000;

/**
 * The stand-in's billing state: transactions, subscriptions, customers and adjustments, kept in the journal, and how
 * a change is announced through the outbox. What Paddle does with them is added one concern a file, each class
 * extending the one before: billing-transactions.ts (checkout and charges), billing-adjustments.ts (refunds,
 * chargebacks, credits), billing-subscriptions.ts (renewals, cancels, changes); `Billing` (billing.ts) is the whole.
 */
export class BillingRecords {
  private readonly transactions: Map<string, TransactionRecord>;
  private readonly subscriptions: Map<string, SubscriptionRecord>;
  private readonly customers: Map<string, CustomerRecord>;
  /** Read by rare-paths.ts (chargeback reversals) too. */
  readonly adjustments: Map<string, AdjustmentRecord>;

  constructor(
    readonly prices: ReadonlyMap<string, PricedCatalogueItem>,
    private readonly journal: Journal<BillingJournal>,
    protected readonly outbox: Outbox,
  ) {
    const byId = <T extends { id: string }>(records: T[]) => new Map(records.map((record) => [record.id, record]));
    this.transactions = byId(journal.load('transaction'));
    this.subscriptions = byId(journal.load('subscription'));
    this.customers = byId(journal.load('customer'));
    this.adjustments = byId(journal.load('adjustment'));
  }

  transaction(id: string): TransactionRecord {
    const transaction = this.transactions.get(id);
    if (!transaction) throw notFound('transaction', id);
    return transaction;
  }

  subscription(id: string): SubscriptionRecord {
    const subscription = this.subscriptions.get(id);
    if (!subscription) throw notFound('subscription', id);
    return subscription;
  }

  customer(id: string): CustomerRecord {
    const customer = this.customers.get(id);
    if (!customer) throw notFound('customer', id);
    return customer;
  }

  /** In id order, which is creation order. */
  listTransactions(): TransactionRecord[] {
    return [...this.transactions.values()];
  }

  listCustomers(): CustomerRecord[] {
    return [...this.customers.values()];
  }

  /** In id order, which is creation order. */
  listAdjustments(): AdjustmentRecord[] {
    return [...this.adjustments.values()];
  }

  protected announceTransaction(
    event: EventName.TransactionPaid | EventName.TransactionCompleted,
    transaction: TransactionRecord,
  ) {
    this.save('transaction', transaction);
    this.outbox.publish(event, transaction.id, transactionBody(transaction, this.prices));
    return transaction;
  }

  protected announceSubscription(
    event:
      | EventName.SubscriptionUpdated
      | EventName.SubscriptionActivated
      | EventName.SubscriptionCanceled
      | EventName.SubscriptionPastDue,
    subscription: SubscriptionRecord,
  ) {
    this.save('subscription', subscription);
    this.outbox.publish(event, subscription.id, subscriptionNotification(subscription, this.prices));
    return subscription;
  }

  activeSubscription(id: string): SubscriptionRecord {
    const subscription = this.subscription(id);
    if (subscription.status === 'canceled' || !subscription.period) {
      throw new PaddleError(
        400,
        'subscription_locked_canceled',
        'The subscription is canceled.',
        undefined,
        'subscriptions',
      );
    }
    return subscription;
  }

  protected cycleOf(item: LineItem): CatalogueItem['frequency'] | null {
    const { item: catalogueItem } = this.prices.get(item.priceId)!;
    return billingCycle(catalogueItem) ? catalogueItem.frequency : null;
  }

  periodEnd(from: string, items: readonly LineItem[]): string {
    const next = new Date(from);
    if (this.cycleOf(items[0]!) === Frequency.Monthly) next.setUTCMonth(next.getUTCMonth() + 1);
    else next.setUTCFullYear(next.getUTCFullYear() + 1);
    return next.toISOString();
  }

  save<K extends keyof BillingJournal>(kind: K, record: BillingJournal[K]): BillingJournal[K] {
    const maps = {
      transaction: this.transactions,
      subscription: this.subscriptions,
      customer: this.customers,
      adjustment: this.adjustments,
    };
    (maps[kind] as Map<string, BillingJournal[K]>).set(record.id, record);
    this.journal.write(kind, record);
    return record;
  }
}
