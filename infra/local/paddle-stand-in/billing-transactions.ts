import { EventName, type ICustomData } from '@paddle/paddle-node-sdk';
import { LOCAL_FIRST_YEAR_DISCOUNT_ID } from '../../../lambdas/adapters/paddle-ids';
import { BillingRecords, MAX_LOCAL_QUANTITY } from './billing-records';
import { PaddleError } from './errors';
import { localId, type CustomerRecord, type LineItem, type SubscriptionRecord, type TransactionRecord } from './model';
import { subscriptionCreatedNotification } from './serialisers';

export interface NewTransaction {
  readonly items: readonly LineItem[];
  readonly customerId?: string | null;
  readonly addressId?: string | null;
  readonly discountId?: string | null;
  readonly customData?: ICustomData | null;
}

/**
 * Transactions and customers as Paddle makes them: a checkout's transaction, its customer, its payment (which opens
 * the subscription of its recurring items), and the charges Paddle bills on a subscription by itself.
 */
export class BillingTransactions extends BillingRecords {
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

  /**
   * `PATCH /customers/{id}` with `email`: Paddle's receipts go to the new address from then on. Another customer
   * already holding the address is refused, as Paddle refuses it.
   */
  updateCustomerEmail(customerId: string, email: string): CustomerRecord {
    const customer = this.customer(customerId);
    const address = email.trim().toLowerCase();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) {
      throw new PaddleError(400, 'bad_request', 'Invalid request.', [
        { field: 'email', message: 'must be a valid email address' },
      ]);
    }
    const holder = this.listCustomers().find((other) => other.email === address && other.id !== customerId);
    if (holder)
      throw new PaddleError(
        409,
        'customer_already_exists',
        `customer email conflicts with customer of id ${holder.id}`,
        undefined,
        'customers',
      );
    return this.save('customer', { ...customer, email: address, updatedAt: new Date().toISOString() });
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
   * (`subscription.created`, then `subscription.activated`), and completes the transaction last. `monthsAgo` plays a
   * payment made that long ago whose notices arrive now (tests of a history: a period that has ended since).
   */
  pay(transactionId: string, monthsAgo = 0): TransactionRecord {
    const transaction = this.transaction(transactionId);
    if (transaction.status === 'paid' || transaction.status === 'completed') {
      throw new PaddleError(409, 'already_paid', 'This transaction is already paid.');
    }
    const buyerEmail =
      typeof transaction.customData?.buyerEmail === 'string' ? transaction.customData.buyerEmail : 'buyer@example.com';
    const customer = transaction.customerId ? this.customer(transaction.customerId) : this.customerFor(buyerEmail);
    const paidAt = new Date();
    paidAt.setUTCMonth(paidAt.getUTCMonth() - monthsAgo);
    const now = paidAt.toISOString();
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

  /** A transaction Paddle bills on a subscription by itself: paid with the saved card, then completed. */
  chargeSubscription(
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

  complete(transaction: TransactionRecord): TransactionRecord {
    Object.assign(transaction, {
      status: 'completed',
      invoiceNumber: `LOCAL-${transaction.id.slice(-8)}`,
      updatedAt: new Date().toISOString(),
    });
    return this.announceTransaction(EventName.TransactionCompleted, transaction);
  }

  /** The customer a checkout finds or creates for the buyer's e-mail. */
  private customerFor(email: string): CustomerRecord {
    return (
      this.listCustomers().find((customer) => customer.email === email.toLowerCase()) ?? this.createCustomer({ email })
    );
  }
}
