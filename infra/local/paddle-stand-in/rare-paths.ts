import { EventName, type AdjustmentAction } from '@paddle/paddle-node-sdk';
import type { Billing } from './billing';
import { PaddleError } from './errors';
import { localId, type AdjustmentRecord, type SubscriptionRecord, type TransactionRecord } from './model';
import type { Outbox } from './outbox';
import type { RouteAnswer, StandInRoute } from './routes';
import { adjustmentNotification, lineTotals, subscriptionNotification, transactionBody } from './serialisers';

/**
 * Paddle's rarer paths, as its notifications show them: a renewal whose payment fails and is recovered
 * (dunning), a pause and its resumption, and the dispute adjustments besides a chargeback (a warning, its reversal
 * when Paddle wins, a credit). Each announces what Paddle announces, in Paddle's order.
 */
class RarePaths {
  constructor(
    private readonly billing: Billing,
    private readonly outbox: Outbox,
  ) {}

  /**
   * A renewal whose charge fails: Paddle moves the period on and marks the subscription `past_due`
   * (`subscription.updated`, `subscription.past_due`), and its renewal transaction is `past_due` too.
   */
  failRenewal(subscriptionId: string): TransactionRecord {
    const subscription = this.billing.activeSubscription(subscriptionId);
    const startsAt = subscription.period!.endsAt;
    const period = { startsAt, endsAt: this.billing.periodEnd(startsAt, subscription.items) };
    const now = new Date().toISOString();
    Object.assign(subscription, { status: 'past_due', period, updatedAt: now });
    this.announce(EventName.SubscriptionUpdated, subscription);
    this.announce(EventName.SubscriptionPastDue, subscription);
    const transaction: TransactionRecord = {
      id: localId('txn'),
      status: 'past_due',
      customerId: subscription.customerId,
      addressId: subscription.addressId,
      customData: subscription.customData,
      origin: 'subscription_recurring',
      subscriptionId: subscription.id,
      discountId: null,
      items: subscription.items,
      proration: null,
      zeroValue: false,
      billingPeriod: period,
      invoiceNumber: null,
      createdAt: now,
      updatedAt: now,
      billedAt: now,
    };
    this.billing.save('transaction', transaction);
    this.outbox.publish(
      EventName.TransactionPastDue,
      transaction.id,
      transactionBody(transaction, this.billing.prices),
    );
    return transaction;
  }

  /** A retry that succeeds: the transaction is paid, the subscription active again, then the transaction completed. */
  recoverRenewal(transactionId: string): TransactionRecord {
    const transaction = this.billing.transaction(transactionId);
    if (transaction.status !== 'past_due')
      throw new PaddleError(409, 'not_past_due', 'Only a past-due renewal can be recovered.');
    const subscription = this.billing.subscription(transaction.subscriptionId!);
    const now = new Date().toISOString();
    Object.assign(transaction, { status: 'paid', updatedAt: now, billedAt: now });
    this.billing.save('transaction', transaction);
    this.outbox.publish(EventName.TransactionPaid, transaction.id, transactionBody(transaction, this.billing.prices));
    Object.assign(subscription, { status: 'active', updatedAt: now });
    this.announce(EventName.SubscriptionUpdated, subscription);
    return this.billing.complete(transaction);
  }

  /** `POST /subscriptions/{id}/pause` effective now: `paused`, `paused_at` set, no current period. */
  pause(subscriptionId: string): SubscriptionRecord {
    const subscription = this.billing.activeSubscription(subscriptionId);
    const now = new Date().toISOString();
    Object.assign(subscription, { status: 'paused', pausedAt: now, period: null, updatedAt: now });
    this.announce(EventName.SubscriptionUpdated, subscription);
    return this.announce(EventName.SubscriptionPaused, subscription);
  }

  /** `POST /subscriptions/{id}/resume` now: a new period from now, billed at once (`subscription_recurring`). */
  resume(subscriptionId: string): { subscription: SubscriptionRecord; transaction: TransactionRecord } {
    const subscription = this.billing.subscription(subscriptionId);
    if (subscription.status !== 'paused')
      throw new PaddleError(400, 'subscription_is_not_paused', 'The subscription is not paused.');
    const now = new Date().toISOString();
    const period = { startsAt: now, endsAt: this.billing.periodEnd(now, subscription.items) };
    Object.assign(subscription, { status: 'active', pausedAt: null, period, updatedAt: now });
    this.announce(EventName.SubscriptionUpdated, subscription);
    this.announce(EventName.SubscriptionResumed, subscription);
    const transaction = this.billing.chargeSubscription(subscription, {
      origin: 'subscription_recurring',
      items: subscription.items,
      billingPeriod: period,
    });
    return { subscription, transaction };
  }

  /** Paddle's warning that a chargeback may come (`adjustment.created`, approved): it takes nothing. */
  chargebackWarning(transactionId: string): AdjustmentRecord {
    return this.created(this.wholeTransaction(transactionId, 'chargeback_warning', 'chargeback warning'));
  }

  /** A credit of the whole transaction (`adjustment.created`, approved). */
  credit(transactionId: string): AdjustmentRecord {
    return this.created(this.wholeTransaction(transactionId, 'credit', 'local test credit'));
  }

  /**
   * Paddle won the dispute: an approved `chargeback_reverse` for what the chargeback took (`adjustment.created`), and
   * the chargeback itself becomes `reversed` (`adjustment.updated`).
   */
  chargebackReverse(transactionId: string): AdjustmentRecord {
    const chargeback = [...this.billing.adjustments.values()]
      .reverse()
      .find(
        (adjustment) =>
          adjustment.transactionId === transactionId &&
          adjustment.action === 'chargeback' &&
          adjustment.status === 'approved',
      );
    if (!chargeback) throw new PaddleError(409, 'no_chargeback', 'The transaction has no chargeback to reverse.');
    const now = new Date().toISOString();
    const reverse = this.created({
      ...chargeback,
      id: localId('adj'),
      action: 'chargeback_reverse',
      reason: 'chargeback reversed',
      status: 'approved',
      createdAt: now,
      updatedAt: now,
    });
    Object.assign(chargeback, { status: 'reversed', updatedAt: now });
    this.billing.save('adjustment', chargeback);
    this.outbox.publish(EventName.AdjustmentUpdated, chargeback.id, adjustmentNotification(chargeback));
    return reverse;
  }

  private wholeTransaction(transactionId: string, action: AdjustmentAction, reason: string): AdjustmentRecord {
    const transaction = this.billing.transaction(transactionId);
    if (transaction.status !== 'completed')
      throw new PaddleError(409, 'not_paid', 'Only a completed transaction can be adjusted.');
    const now = new Date().toISOString();
    return {
      id: localId('adj'),
      action,
      type: 'full',
      transactionId,
      subscriptionId: transaction.subscriptionId,
      customerId: transaction.customerId!,
      reason,
      status: 'approved',
      items: lineTotals(transaction, this.billing.prices).map((line) => ({
        itemId: line.id,
        type: 'full',
        quantity: line.quantity,
        amountCents: Number(line.totals.subtotal) - Number(line.totals.discount),
        taxCents: Number(line.totals.tax),
      })),
      createdAt: now,
      updatedAt: now,
    };
  }

  private created(adjustment: AdjustmentRecord): AdjustmentRecord {
    this.billing.save('adjustment', adjustment);
    this.outbox.publish(EventName.AdjustmentCreated, adjustment.id, adjustmentNotification(adjustment));
    return adjustment;
  }

  private announce(
    event:
      | EventName.SubscriptionUpdated
      | EventName.SubscriptionPastDue
      | EventName.SubscriptionPaused
      | EventName.SubscriptionResumed,
    subscription: SubscriptionRecord,
  ): SubscriptionRecord {
    this.billing.save('subscription', subscription);
    this.outbox.publish(event, subscription.id, subscriptionNotification(subscription, this.billing.prices));
    return subscription;
  }
}

const ok = (body: unknown): RouteAnswer => ({ status: 200, body });

/** The local controls of these paths, under the same prefix as the other controls (control-routes.ts). */
export function rarePathRoutes(billing: Billing, outbox: Outbox): StandInRoute[] {
  const paths = new RarePaths(billing, outbox);
  const subscription = (record: SubscriptionRecord) => subscriptionNotification(record, billing.prices);
  const adjusted = (adjustment: AdjustmentRecord) =>
    ok({ adjustmentId: adjustment.id, adjustment: adjustmentNotification(adjustment) });
  return [
    {
      method: 'POST',
      path: '/subscriptions/{id}/fail-renewal',
      handle: ({ params }) => {
        const transaction = paths.failRenewal(params.id!);
        return ok({ transactionId: transaction.id, subscription: subscription(billing.subscription(params.id!)) });
      },
    },
    {
      method: 'POST',
      path: '/transactions/{id}/recover',
      handle: ({ params }) => ok({ transactionId: paths.recoverRenewal(params.id!).id }),
    },
    {
      method: 'POST',
      path: '/subscriptions/{id}/pause',
      handle: ({ params }) => ok({ subscription: subscription(paths.pause(params.id!)) }),
    },
    {
      method: 'POST',
      path: '/subscriptions/{id}/resume',
      handle: ({ params }) => {
        const resumed = paths.resume(params.id!);
        return ok({ transactionId: resumed.transaction.id, subscription: subscription(resumed.subscription) });
      },
    },
    {
      method: 'POST',
      path: '/transactions/{id}/chargeback-warning',
      handle: ({ params }) => adjusted(paths.chargebackWarning(params.id!)),
    },
    {
      method: 'POST',
      path: '/transactions/{id}/chargeback-reverse',
      handle: ({ params }) => adjusted(paths.chargebackReverse(params.id!)),
    },
    {
      method: 'POST',
      path: '/transactions/{id}/credit',
      handle: ({ params }) => adjusted(paths.credit(params.id!)),
    },
  ];
}
