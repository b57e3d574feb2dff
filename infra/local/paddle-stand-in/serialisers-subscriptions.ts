import type {
  INextTransactionResponse,
  ISubscriptionCreatedNotificationResponse,
  ISubscriptionItemResponse,
  ISubscriptionNotificationResponse,
  ISubscriptionResponse,
  ITotals,
  ITransactionDetailsPreviewResponse,
} from '@paddle/paddle-node-sdk';
import type { SubscriptionRecord } from './model';
import { billingCycle, priceBody, productBody, type Prices } from './serialisers-catalogue';
import { LOCAL_TAX_RATE } from './serialisers-transactions';

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

/** `include` names what `GET /subscriptions/{id}` adds: `next_transaction`, `recurring_transaction_details`. */
export function subscriptionBody(
  subscription: SubscriptionRecord,
  prices: Prices,
  portalUrl: string,
  include: ReadonlySet<string> = new Set(),
): ISubscriptionResponse {
  return {
    ...subscriptionNotification(subscription, prices),
    items: subscriptionItems(subscription, prices),
    management_urls: {
      update_payment_method: subscription.status === 'canceled' ? null : portalUrl,
      cancel: portalUrl,
    },
    ...(include.has('next_transaction') ? { next_transaction: nextTransaction(subscription, prices) } : {}),
    ...(include.has('recurring_transaction_details')
      ? {
          recurring_transaction_details:
            subscription.status === 'canceled' ? null : renewalDetails(subscription, prices),
        }
      : {}),
  };
}

/**
 * Paddle's preview of the next transaction: none when nothing will be billed (canceled, or cancelling at the
 * period's end), else the renewal of every item at its price with tax on top, for the period after this one.
 */
function nextTransaction(subscription: SubscriptionRecord, prices: Prices): INextTransactionResponse | null {
  const startsAt = nextBilledAt(subscription);
  if (startsAt === null) return null;
  const cycle = billingCycle(prices.get(subscription.items[0]!.priceId)!.item) ?? { interval: 'year', frequency: 1 };
  const endsAt = new Date(startsAt);
  if (cycle.interval === 'month') endsAt.setUTCMonth(endsAt.getUTCMonth() + cycle.frequency);
  else endsAt.setUTCFullYear(endsAt.getUTCFullYear() + cycle.frequency);
  return {
    billing_period: { starts_at: startsAt, ends_at: endsAt.toISOString() },
    details: renewalDetails(subscription, prices),
    adjustments: [],
  };
}

/** A renewal's totals as Paddle computes them: tax-exclusive prices, the stand-in's one VAT rate on top. */
function renewalDetails(subscription: SubscriptionRecord, prices: Prices): ITransactionDetailsPreviewResponse {
  const money = (subtotal: number, tax: number): ITotals => ({
    subtotal: String(subtotal),
    discount: '0',
    tax: String(tax),
    total: String(subtotal + tax),
  });
  const lines = subscription.items.map((line) => {
    const priced = prices.get(line.priceId)!;
    const unitSubtotal = priced.item.amountCents;
    const unitTax = Math.round(unitSubtotal * Number(LOCAL_TAX_RATE));
    return {
      price_id: line.priceId,
      quantity: line.quantity,
      tax_rate: LOCAL_TAX_RATE,
      unit_totals: money(unitSubtotal, unitTax),
      totals: money(unitSubtotal * line.quantity, unitTax * line.quantity),
      product: productBody(priced),
    };
  });
  const subtotal = lines.reduce((sum, line) => sum + Number(line.totals.subtotal), 0);
  const tax = lines.reduce((sum, line) => sum + Number(line.totals.tax), 0);
  const total = String(subtotal + tax);
  return {
    tax_rates_used: [{ tax_rate: LOCAL_TAX_RATE, totals: money(subtotal, tax) }],
    totals: {
      subtotal: String(subtotal),
      discount: '0',
      tax: String(tax),
      total,
      credit: '0',
      credit_to_balance: '0',
      balance: total,
      grand_total: total,
      grand_total_tax: String(tax),
      fee: null,
      earnings: null,
      currency_code: 'EUR',
    },
    line_items: lines,
  };
}
