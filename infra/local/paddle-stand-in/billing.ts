import {
  EventName,
  type ICustomData,
  type ProrationBillingMode,
  type SubscriptionEffectiveFrom,
} from '@paddle/paddle-node-sdk';
import { Frequency, type CatalogueItem } from '../../../lambdas/domain/catalogue';
import type { PricedCatalogueItem } from '../../../lambdas/domain/licences/catalogue-prices';
import { LOCAL_FIRST_YEAR_DISCOUNT_ID } from '../../../lambdas/adapters/paddle-ids';
import { notFound, PaddleError } from './errors';
import type { Journal } from './journal';
import {
  localId,
  type AdjustmentLine,
  type AdjustmentRecord,
  type CustomerRecord,
  type LineItem,
  type SubscriptionRecord,
  type TransactionRecord,
} from './model';
import type { Outbox } from './outbox';
import {
  adjustmentNotification,
  billingCycle,
  lineTotals,
  subscriptionCreatedNotification,
  subscriptionNotification,
  transactionBody,
} from './serialisers';

export interface BillingJournal {
  transaction: TransactionRecord;
  subscription: SubscriptionRecord;
  customer: CustomerRecord;
  adjustment: AdjustmentRecord;
}

export interface NewTransaction {
  readonly items: readonly LineItem[];
  readonly customerId?: string | null;
  readonly addressId?: string | null;
  readonly discountId?: string | null;
  readonly customData?: ICustomData | null;
}

/** Units of one transaction line to take back: named by line item id or by price id. */
export interface RefundLine {
  readonly itemId?: string;
  readonly priceId?: string;
  readonly quantity: number;
}

/** The largest quantity a local price accepts (Paddle's per-price `quantity.maximum`). */
export const MAX_LOCAL_QUANTITY = 100_000;

/**
 * The stand-in's state and what Paddle does with it: transactions, subscriptions, customers and adjustments, kept in
 * the journal, and every change announced through the outbox with the events Paddle sends for it, in Paddle's order.
 */
export class Billing {
  private readonly transactions: Map<string, TransactionRecord>;
  private readonly subscriptions: Map<string, SubscriptionRecord>;
  private readonly customers: Map<string, CustomerRecord>;
  private readonly adjustments: Map<string, AdjustmentRecord>;

  constructor(
    readonly prices: ReadonlyMap<string, PricedCatalogueItem>,
    private readonly journal: Journal<BillingJournal>,
    private readonly outbox: Outbox,
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

  /** `POST /transactions`: `draft` until it has items, a customer and an address, then `ready`; origin `api`. */
  createTransaction(request: NewTransaction): TransactionRecord {
    const refused = request.items.filter(
      (item) =>
        !this.prices.has(item.priceId) ||
        !Number.isSafeInteger(item.quantity) ||
        item.quantity < 1 ||
        item.quantity > MAX_LOCAL_QUANTITY,
    );
    if (request.items.length === 0 || refused.length > 0) {
      throw new PaddleError(
        400,
        'bad_request',
        `Unknown prices or quantities: ${refused.map((item) => item.priceId).join(', ') || 'no items'}`,
      );
    }
    if (request.discountId && request.discountId !== LOCAL_FIRST_YEAR_DISCOUNT_ID) {
      throw new PaddleError(400, 'bad_request', `Unknown discount ${request.discountId}`, [
        { field: 'discount_id', message: 'discount not found' },
      ]);
    }
    const customer = request.customerId ? this.customer(request.customerId) : undefined;
    if (request.addressId && request.addressId !== customer?.addressId) {
      throw new PaddleError(400, 'bad_request', `Address ${request.addressId} does not belong to the customer`, [
        { field: 'address_id', message: 'address not found' },
      ]);
    }
    const now = new Date().toISOString();
    return this.save('transaction', {
      id: localId('txn'),
      status: customer && request.addressId ? 'ready' : 'draft',
      customerId: customer?.id ?? null,
      addressId: request.addressId ?? null,
      customData: request.customData ?? null,
      origin: 'api',
      subscriptionId: null,
      discountId: request.discountId ?? null,
      items: request.items.map(({ priceId, quantity }) => ({ priceId, quantity })),
      proration: null,
      zeroValue: false,
      billingPeriod: null,
      invoiceNumber: null,
      createdAt: now,
      updatedAt: now,
      billedAt: null,
    });
  }

  /** `POST /customers`: one customer per e-mail address, as Paddle refuses a second. */
  createCustomer(request: {
    email: string;
    name?: string | null;
    customData?: ICustomData | null;
    locale?: string | null;
  }): CustomerRecord {
    const email = request.email.trim().toLowerCase();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
      throw new PaddleError(400, 'bad_request', 'Invalid request.', [
        { field: 'email', message: 'must be a valid email address' },
      ]);
    }
    const existing = this.listCustomers().find((customer) => customer.email === email);
    if (existing) {
      throw new PaddleError(
        409,
        'customer_already_exists',
        `customer email conflicts with customer of id ${existing.id}`,
        undefined,
        'customers',
      );
    }
    const now = new Date().toISOString();
    return this.save('customer', {
      id: localId('ctm'),
      email,
      addressId: localId('add'),
      name: request.name ?? null,
      customData: request.customData ?? null,
      locale: request.locale ?? 'en',
      createdAt: now,
      updatedAt: now,
    });
  }

  /**
   * The buyer pays at checkout: the transaction is paid, Paddle opens a subscription for its recurring items
   * (`subscription.created`, then `subscription.activated`), and completes the transaction last.
   */
  pay(transactionId: string): TransactionRecord {
    const transaction = this.transaction(transactionId);
    if (transaction.status === 'paid' || transaction.status === 'completed') {
      throw new PaddleError(409, 'already_paid', 'This transaction is already paid.');
    }
    const buyerEmail =
      typeof transaction.customData?.buyerEmail === 'string' ? transaction.customData.buyerEmail : 'buyer@example.com';
    const customer = transaction.customerId ? this.customer(transaction.customerId) : this.customerFor(buyerEmail);
    const now = new Date().toISOString();
    const recurring = transaction.items.filter((item) => this.cycleOf(item) !== null);
    let subscription: SubscriptionRecord | undefined;
    if (recurring.length > 0) {
      const period = { startsAt: now, endsAt: this.periodEnd(now, recurring) };
      subscription = {
        id: localId('sub'),
        status: 'active',
        customerId: customer.id,
        addressId: customer.addressId,
        transactionId: transaction.id,
        customData: transaction.customData,
        items: recurring.map(({ priceId, quantity }) => ({ priceId, quantity })),
        period,
        canceledAt: null,
        scheduledCancelAt: null,
        createdAt: now,
        updatedAt: now,
      };
      Object.assign(transaction, { subscriptionId: subscription.id, billingPeriod: period });
    }
    Object.assign(transaction, {
      status: 'paid',
      customerId: customer.id,
      addressId: customer.addressId,
      billedAt: now,
      updatedAt: now,
    });
    this.announceTransaction(EventName.TransactionPaid, transaction);
    if (subscription) {
      this.save('subscription', subscription);
      this.outbox.publish(
        EventName.SubscriptionCreated,
        subscription.id,
        subscriptionCreatedNotification(subscription, this.prices),
      );
      this.announceSubscription(EventName.SubscriptionActivated, subscription);
    }
    return this.complete(transaction);
  }

  /** A new billing period: `subscription.updated` with its dates, then the renewal's transaction (`subscription_recurring`). */
  renew(subscriptionId: string): TransactionRecord {
    const subscription = this.activeSubscription(subscriptionId);
    const startsAt = subscription.period!.endsAt;
    const period = { startsAt, endsAt: this.periodEnd(startsAt, subscription.items) };
    Object.assign(subscription, { status: 'active', period, updatedAt: new Date().toISOString() });
    this.announceSubscription(EventName.SubscriptionUpdated, subscription);
    return this.chargeSubscription(subscription, {
      origin: 'subscription_recurring',
      items: subscription.items,
      billingPeriod: period,
    });
  }

  /**
   * `POST /subscriptions/{id}/cancel`. Without `effective_from` Paddle cancels at the end of the billing period: the
   * subscription stays active with a scheduled change (`subscription.updated`). `immediately` ends it now: status
   * `canceled`, no billing period (`subscription.updated`, then `subscription.canceled`).
   */
  cancel(subscriptionId: string, effectiveFrom: SubscriptionEffectiveFrom = 'next_billing_period'): SubscriptionRecord {
    const subscription = this.subscription(subscriptionId);
    if (subscription.status === 'canceled') {
      throw new PaddleError(
        400,
        'subscription_locked_canceled',
        'The subscription is already canceled.',
        undefined,
        'subscriptions',
      );
    }
    const now = new Date().toISOString();
    if (effectiveFrom === 'next_billing_period') {
      Object.assign(subscription, { scheduledCancelAt: subscription.period?.endsAt ?? now, updatedAt: now });
      return this.announceSubscription(EventName.SubscriptionUpdated, subscription);
    }
    Object.assign(subscription, {
      status: 'canceled',
      canceledAt: now,
      period: null,
      scheduledCancelAt: null,
      updatedAt: now,
    });
    this.announceSubscription(EventName.SubscriptionUpdated, subscription);
    return this.announceSubscription(EventName.SubscriptionCanceled, subscription);
  }

  /**
   * `PATCH /subscriptions/{id}` with `scheduled_change: null`: the scheduled cancellation is removed and the
   * subscription renews again (`subscription.updated`); Paddle refuses it for a subscription that has ended.
   */
  removeScheduledChange(subscriptionId: string): SubscriptionRecord {
    const subscription = this.activeSubscription(subscriptionId);
    Object.assign(subscription, { scheduledCancelAt: null, updatedAt: new Date().toISOString() });
    return this.announceSubscription(EventName.SubscriptionUpdated, subscription);
  }

  /** A subscription that ended `monthsAgo` months ago (its scheduled cancellation took effect then). */
  lapse(subscriptionId: string, monthsAgo: number): SubscriptionRecord {
    const subscription = this.subscription(subscriptionId);
    const end = new Date();
    end.setUTCMonth(end.getUTCMonth() - monthsAgo);
    Object.assign(subscription, {
      status: 'canceled',
      canceledAt: end.toISOString(),
      period: null,
      scheduledCancelAt: null,
      updatedAt: new Date().toISOString(),
    });
    return this.announceSubscription(EventName.SubscriptionCanceled, subscription);
  }

  pastDue(subscriptionId: string): SubscriptionRecord {
    const subscription = this.activeSubscription(subscriptionId);
    Object.assign(subscription, { status: 'past_due', updatedAt: new Date().toISOString() });
    return this.announceSubscription(EventName.SubscriptionPastDue, subscription);
  }

  /**
   * The zero-value transaction Paddle makes when a customer updates their card on a subscription
   * (origin `subscription_payment_method_change`): the subscription's items, nothing charged.
   */
  updatePaymentMethod(subscriptionId: string): TransactionRecord {
    const subscription = this.activeSubscription(subscriptionId);
    return this.chargeSubscription(subscription, {
      origin: 'subscription_payment_method_change',
      items: subscription.items,
      zeroValue: true,
    });
  }

  /**
   * `PATCH /subscriptions/{id}` with `next_billed_at` (Paddle's "change billing date"): the current billing period
   * ends then and the next renewal bills then (`subscription.updated`). Paddle refuses a date in the past.
   */
  moveBillingDate(subscriptionId: string, nextBilledAt: string): SubscriptionRecord {
    const subscription = this.activeSubscription(subscriptionId);
    const next = Date.parse(nextBilledAt);
    if (Number.isNaN(next) || next <= Date.now()) {
      throw new PaddleError(400, 'bad_request', 'Invalid request.', [
        { field: 'next_billed_at', message: 'must be an RFC 3339 date-time in the future' },
      ]);
    }
    Object.assign(subscription, {
      period: { startsAt: subscription.period!.startsAt, endsAt: new Date(next).toISOString() },
      updatedAt: new Date().toISOString(),
    });
    return this.announceSubscription(EventName.SubscriptionUpdated, subscription);
  }

  /**
   * `PATCH /subscriptions/{id}` with new quantities: `subscription.updated`, then what the proration mode bills —
   * for more units now, a transaction (origin `subscription_update`) for the added units over the rest of the
   * period; for fewer units now, a credit adjustment for the removed ones; nothing for the next-period modes.
   */
  changeQuantities(subscriptionId: string, items: readonly LineItem[], mode: ProrationBillingMode): SubscriptionRecord {
    const subscription = this.activeSubscription(subscriptionId);
    const unknown = items.filter((item) => !subscription.items.some((line) => line.priceId === item.priceId));
    if (unknown.length > 0 || items.length !== subscription.items.length) {
      throw new PaddleError(
        400,
        'bad_request',
        "The stand-in changes the quantities of a subscription's items only; name each item once.",
        [
          {
            field: 'items',
            message: `unknown or missing items: ${unknown.map((item) => item.priceId).join(', ') || 'some items are missing'}`,
          },
        ],
      );
    }
    if (
      items.some(
        (item) => !Number.isSafeInteger(item.quantity) || item.quantity < 1 || item.quantity > MAX_LOCAL_QUANTITY,
      )
    ) {
      throw new PaddleError(400, 'bad_request', 'Invalid request.', [
        { field: 'items[].quantity', message: `must be between 1 and ${MAX_LOCAL_QUANTITY}` },
      ]);
    }
    const now = new Date();
    const before = subscription.items;
    const period = subscription.period!;
    Object.assign(subscription, {
      items: items.map(({ priceId, quantity }) => ({ priceId, quantity })),
      updatedAt: now.toISOString(),
    });
    this.announceSubscription(EventName.SubscriptionUpdated, subscription);
    if (mode !== 'prorated_immediately' && mode !== 'full_immediately') return subscription;

    const elapsed = now.getTime() - Date.parse(period.startsAt);
    const length = Date.parse(period.endsAt) - Date.parse(period.startsAt);
    const rate = mode === 'full_immediately' ? '1' : Math.max(0, Math.min(1, 1 - elapsed / length)).toFixed(5);
    const proration = { rate, startsAt: now.toISOString(), endsAt: period.endsAt };
    const delta = (sign: 1 | -1) =>
      items
        .map((item) => ({
          priceId: item.priceId,
          quantity: sign * (item.quantity - before.find((line) => line.priceId === item.priceId)!.quantity),
        }))
        .filter((item) => item.quantity > 0);
    const added = delta(1);
    if (added.length > 0)
      this.chargeSubscription(subscription, {
        origin: 'subscription_update',
        items: added,
        proration,
        billingPeriod: proration,
      });
    const removed = delta(-1);
    if (removed.length > 0) this.creditRemovedUnits(subscription, removed, Number(rate));
    return subscription;
  }

  /**
   * A refund of some units of some lines (or, without lines, of everything not refunded yet): `adjustment.created`
   * (pending approval), then `adjustment.updated` once Paddle approves it.
   */
  refund(transactionId: string, lines?: readonly RefundLine[]): AdjustmentRecord {
    const adjustment = this.adjust(transactionId, 'refund', lines, 'pending_approval');
    this.outbox.publish(EventName.AdjustmentCreated, adjustment.id, adjustmentNotification(adjustment));
    Object.assign(adjustment, { status: 'approved', updatedAt: new Date().toISOString() });
    this.save('adjustment', adjustment);
    this.outbox.publish(EventName.AdjustmentUpdated, adjustment.id, adjustmentNotification(adjustment));
    return adjustment;
  }

  /** A chargeback: the bank took the whole payment back; Paddle records it approved (`adjustment.created`). */
  chargeback(transactionId: string): AdjustmentRecord {
    const adjustment = this.adjust(transactionId, 'chargeback', undefined, 'approved');
    this.outbox.publish(EventName.AdjustmentCreated, adjustment.id, adjustmentNotification(adjustment));
    return adjustment;
  }

  private adjust(
    transactionId: string,
    action: 'refund' | 'chargeback',
    lines: readonly RefundLine[] | undefined,
    status: AdjustmentRecord['status'],
  ): AdjustmentRecord {
    const transaction = this.transaction(transactionId);
    if (transaction.status !== 'completed')
      throw new PaddleError(409, 'not_paid', 'Only a completed transaction can be refunded.');
    const totals = lineTotals(transaction, this.prices);
    const earlier = [...this.adjustments.values()].filter(
      (adjustment) =>
        adjustment.transactionId === transactionId &&
        adjustment.status !== 'rejected' &&
        adjustment.action !== 'credit',
    );
    const remaining = new Map(
      totals.map((line) => [
        line.id,
        line.quantity -
          earlier
            .flatMap((adjustment) => adjustment.items)
            .filter((item) => item.itemId === line.id)
            .reduce((sum, item) => sum + item.quantity, 0),
      ]),
    );
    const wanted: readonly RefundLine[] =
      lines ??
      totals
        .map((line) => ({ itemId: line.id, quantity: remaining.get(line.id)! }))
        .filter((line) => line.quantity > 0);
    const items: AdjustmentLine[] = wanted.map((request) => {
      const line = totals.find(
        (candidate) => candidate.id === request.itemId || (!request.itemId && candidate.priceId === request.priceId),
      );
      if (!line)
        throw new PaddleError(400, 'bad_request', `The transaction has no line ${request.itemId ?? request.priceId}.`);
      if (
        !Number.isSafeInteger(request.quantity) ||
        request.quantity < 1 ||
        request.quantity > remaining.get(line.id)!
      ) {
        throw new PaddleError(
          400,
          'bad_request',
          `Line ${line.id} has ${remaining.get(line.id)} units left to refund, not ${request.quantity}.`,
        );
      }
      const unitNet = Number(line.unit.subtotal) - Number(line.unit.discount);
      return {
        itemId: line.id,
        type: request.quantity === line.quantity ? 'full' : 'partial',
        quantity: request.quantity,
        amountCents: unitNet * request.quantity,
        taxCents: Number(line.unit.tax) * request.quantity,
      };
    });
    if (items.length === 0)
      throw new PaddleError(409, 'nothing_to_refund', 'Everything on this transaction has been refunded already.');
    const whole = earlier.length === 0 && items.every((item) => item.type === 'full') && items.length === totals.length;
    const now = new Date().toISOString();
    return this.save('adjustment', {
      id: localId('adj'),
      action,
      type: whole ? 'full' : 'partial',
      transactionId,
      subscriptionId: transaction.subscriptionId,
      customerId: transaction.customerId!,
      reason: action === 'chargeback' ? 'chargeback' : 'local test refund',
      status,
      items,
      createdAt: now,
      updatedAt: now,
    });
  }

  private creditRemovedUnits(subscription: SubscriptionRecord, removed: readonly LineItem[], rate: number): void {
    const lastCharge = this.listTransactions()
      .filter(
        (transaction) =>
          transaction.subscriptionId === subscription.id &&
          transaction.status === 'completed' &&
          !transaction.zeroValue,
      )
      .at(-1)!;
    const totals = lineTotals(lastCharge, this.prices);
    const items: AdjustmentLine[] = removed.flatMap((item) => {
      const line = totals.find((candidate) => candidate.priceId === item.priceId);
      if (!line) return [];
      const unitNet = Number(line.unit.subtotal) - Number(line.unit.discount);
      return [
        {
          itemId: line.id,
          type: 'proration',
          quantity: 0,
          amountCents: Math.round(unitNet * item.quantity * rate),
          taxCents: Math.round(Number(line.unit.tax) * item.quantity * rate),
        },
      ];
    });
    if (items.length === 0) return;
    const now = new Date().toISOString();
    const credit = this.save('adjustment', {
      id: localId('adj'),
      action: 'credit',
      type: 'partial',
      transactionId: lastCharge.id,
      subscriptionId: subscription.id,
      customerId: subscription.customerId,
      reason: 'quantity reduced',
      status: 'approved',
      items,
      createdAt: now,
      updatedAt: now,
    });
    this.outbox.publish(EventName.AdjustmentCreated, credit.id, adjustmentNotification(credit));
  }

  /** A transaction Paddle bills on a subscription by itself: paid with the saved card, then completed. */
  private chargeSubscription(
    subscription: SubscriptionRecord,
    charge: Pick<TransactionRecord, 'origin' | 'items'> &
      Partial<Pick<TransactionRecord, 'proration' | 'zeroValue' | 'billingPeriod'>>,
  ): TransactionRecord {
    const now = new Date().toISOString();
    const transaction: TransactionRecord = {
      id: localId('txn'),
      status: 'paid',
      customerId: subscription.customerId,
      addressId: subscription.addressId,
      customData: subscription.customData,
      origin: charge.origin,
      subscriptionId: subscription.id,
      discountId: null,
      items: charge.items,
      proration: charge.proration ?? null,
      zeroValue: charge.zeroValue ?? false,
      billingPeriod: charge.billingPeriod ?? null,
      invoiceNumber: null,
      createdAt: now,
      updatedAt: now,
      billedAt: now,
    };
    this.announceTransaction(EventName.TransactionPaid, transaction);
    return this.complete(transaction);
  }

  private complete(transaction: TransactionRecord): TransactionRecord {
    Object.assign(transaction, {
      status: 'completed',
      invoiceNumber: `LOCAL-${transaction.id.slice(-8)}`,
      updatedAt: new Date().toISOString(),
    });
    return this.announceTransaction(EventName.TransactionCompleted, transaction);
  }

  private announceTransaction(
    event: EventName.TransactionPaid | EventName.TransactionCompleted,
    transaction: TransactionRecord,
  ) {
    this.save('transaction', transaction);
    this.outbox.publish(event, transaction.id, transactionBody(transaction, this.prices));
    return transaction;
  }

  private announceSubscription(
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

  private activeSubscription(id: string): SubscriptionRecord {
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

  /** The customer a checkout finds or creates for the buyer's e-mail. */
  private customerFor(email: string): CustomerRecord {
    return (
      this.listCustomers().find((customer) => customer.email === email.toLowerCase()) ?? this.createCustomer({ email })
    );
  }

  private cycleOf(item: LineItem): CatalogueItem['frequency'] | null {
    const { item: catalogueItem } = this.prices.get(item.priceId)!;
    return billingCycle(catalogueItem) ? catalogueItem.frequency : null;
  }

  private periodEnd(from: string, items: readonly LineItem[]): string {
    const next = new Date(from);
    if (this.cycleOf(items[0]!) === Frequency.Monthly) next.setUTCMonth(next.getUTCMonth() + 1);
    else next.setUTCFullYear(next.getUTCFullYear() + 1);
    return next.toISOString();
  }

  private save<K extends keyof BillingJournal>(kind: K, record: BillingJournal[K]): BillingJournal[K] {
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
