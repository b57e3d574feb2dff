import { EventName, type ProrationBillingMode, type SubscriptionEffectiveFrom } from '@paddle/paddle-node-sdk';
import { BillingAdjustments } from './billing-adjustments';
import { MAX_LOCAL_QUANTITY } from './billing-records';
import { PaddleError } from './errors';
import type { LineItem, SubscriptionRecord, TransactionRecord } from './model';

/**
 * What happens to a subscription after its purchase: renewals, cancels (now, at the period's end, or long ago),
 * falling past due, card updates, a moved billing date and quantity changes, each announced as Paddle does.
 */
export class BillingSubscriptions extends BillingAdjustments {
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

  /** `PATCH /subscriptions/{id}` with `custom_data`: its renewals carry the new data (`subscription.updated`). */
  replaceCustomData(subscriptionId: string, customData: SubscriptionRecord['customData']): SubscriptionRecord {
    const subscription = this.subscription(subscriptionId);
    Object.assign(subscription, { customData, updatedAt: new Date().toISOString() });
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
    const subscription = this.changeableSubscription(subscriptionId);
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
   * A subscription Paddle takes an update of: not ended, and not past due — Paddle refuses every change of a past-due
   * subscription until its renewal is collected (`subscription_update_when_past_due`).
   */
  private changeableSubscription(subscriptionId: string): SubscriptionRecord {
    const subscription = this.activeSubscription(subscriptionId);
    if (subscription.status === 'past_due')
      throw new PaddleError(
        400,
        'subscription_update_when_past_due',
        "cannot update subscription, as the subscription status is 'past_due'",
        undefined,
        'subscriptions',
      );
    return subscription;
  }

  /**
   * `PATCH /subscriptions/{id}` with new quantities: `subscription.updated`, then what the proration mode bills —
   * for more units now, a transaction (origin `subscription_update`) for the added units over the rest of the
   * period; for fewer units now, a transaction of the same origin with negative quantities, credited to the
   * customer's balance; nothing for the next-period modes or `do_not_bill`. A paused subscription's items change
   * only with `do_not_bill`, as Paddle allows (`subscription_incorrect_proration_on_paused_subscription` otherwise).
   */
  changeQuantities(subscriptionId: string, items: readonly LineItem[], mode: ProrationBillingMode): SubscriptionRecord {
    const paused = this.subscription(subscriptionId).status === 'paused';
    if (paused && mode !== 'do_not_bill')
      throw new PaddleError(
        400,
        'subscription_incorrect_proration_on_paused_subscription',
        '`proration_billing_mode` must be set to `do_not_bill` when updating a paused subscription',
        undefined,
        'subscriptions',
      );
    const subscription = paused ? this.subscription(subscriptionId) : this.changeableSubscription(subscriptionId);
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
    // Since March 2024 Paddle bills fewer units on a transaction too: negative quantities, their prorated value
    // credited to the customer's balance (`credit_to_balance`), nothing charged.
    const removed = delta(-1);
    if (removed.length > 0)
      this.chargeSubscription(subscription, {
        origin: 'subscription_update',
        items: removed.map((item) => ({ priceId: item.priceId, quantity: -item.quantity })),
        proration,
        billingPeriod: proration,
      });
    return subscription;
  }
}
