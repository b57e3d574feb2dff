import type {
  ISubscriptionCreatedNotificationResponse,
  ISubscriptionItemResponse,
  ISubscriptionNotificationResponse,
  ISubscriptionResponse,
} from '@paddle/paddle-node-sdk';
import type { SubscriptionRecord } from './model';
import { billingCycle, priceBody, productBody, type Prices } from './serialisers-catalogue';

function subscriptionItems(subscription: SubscriptionRecord, prices: Prices): ISubscriptionItemResponse[] {
  return subscription.items.map((line) => ({
    status: subscription.status === 'canceled' ? 'inactive' : 'active',
    quantity: line.quantity,
    recurring: true,
    created_at: subscription.createdAt,
    updated_at: subscription.updatedAt,
    previously_billed_at: subscription.period?.startsAt ?? null,
    next_billed_at: nextBilledAt(subscription),
    trial_dates: null,
    price: priceBody(prices.get(line.priceId)!),
    product: productBody(prices.get(line.priceId)!),
  }));
}

function nextBilledAt(subscription: SubscriptionRecord): string | null {
  return subscription.status === 'canceled' || subscription.scheduledCancelAt
    ? null
    : (subscription.period?.endsAt ?? null);
}

/** The subscription as every `subscription.*` notification carries it: without `transaction_id`. */
export function subscriptionNotification(
  subscription: SubscriptionRecord,
  prices: Prices,
): ISubscriptionNotificationResponse {
  return {
    id: subscription.id,
    status: subscription.status,
    customer_id: subscription.customerId,
    address_id: subscription.addressId,
    business_id: null,
    currency_code: 'EUR',
    created_at: subscription.createdAt,
    updated_at: subscription.updatedAt,
    started_at: subscription.createdAt,
    first_billed_at: subscription.createdAt,
    next_billed_at: nextBilledAt(subscription),
    paused_at: subscription.pausedAt ?? null,
    canceled_at: subscription.canceledAt,
    discount: null,
    collection_mode: 'automatic',
    billing_details: null,
    current_billing_period: subscription.period
      ? { starts_at: subscription.period.startsAt, ends_at: subscription.period.endsAt }
      : null,
    billing_cycle: billingCycle(prices.get(subscription.items[0]!.priceId)!.item) ?? { interval: 'year', frequency: 1 },
    scheduled_change: subscription.scheduledCancelAt
      ? { action: 'cancel', effective_at: subscription.scheduledCancelAt, resume_at: null }
      : null,
    items: subscriptionItems(subscription, prices),
    custom_data: subscription.customData,
    import_meta: null,
  };
}

/** `subscription.created` alone names the transaction that created the subscription. */
export function subscriptionCreatedNotification(
  subscription: SubscriptionRecord,
  prices: Prices,
): ISubscriptionCreatedNotificationResponse {
  return { ...subscriptionNotification(subscription, prices), transaction_id: subscription.transactionId };
}

export function subscriptionBody(
  subscription: SubscriptionRecord,
  prices: Prices,
  portalUrl: string,
): ISubscriptionResponse {
  return {
    ...subscriptionNotification(subscription, prices),
    items: subscriptionItems(subscription, prices),
    management_urls: {
      update_payment_method: subscription.status === 'canceled' ? null : portalUrl,
      cancel: portalUrl,
    },
  };
}
