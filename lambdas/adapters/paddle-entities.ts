import type { Subscription, Transaction } from '@paddle/paddle-node-sdk';
import { parseCheckoutCustomData } from '../contract/checkout-custom-data';
import type { ListedTransaction, Period, SubscriptionChange } from '../domain/licences/payment-events';

/**
 * The SDK's entities (camelCase classes, what `paddle.transactions.list` and `paddle.subscriptions.get` answer) →
 * the same payment events a notification's snake_case `data` maps to in `paddle-events.ts`, so the reconciliation
 * applies what it finds down the webhook's own path. The SDK has typed the answer already; only the custom data,
 * which Paddle hands back as it was given, is parsed.
 */
export function listedTransactionOf(transaction: Transaction): ListedTransaction {
  const totals = transaction.details?.totals ?? null;
  return {
    completed: {
      transactionId: transaction.id,
      origin: transaction.origin,
      subscriptionId: transaction.subscriptionId,
      customerId: transaction.customerId,
      customData: parseCheckoutCustomData(transaction.customData),
      items: transaction.items.map((item) => ({ priceId: item.price?.id ?? '', quantity: item.quantity })),
      lines: (transaction.details?.lineItems ?? []).map((line) => ({
        lineItemId: line.id,
        priceId: line.priceId,
        quantity: line.quantity,
        unitTotalCents: line.unitTotals ? Number(line.unitTotals.total) : 0,
      })),
      // A completed transaction is billed; its last update is the closest stand-in for one that says otherwise.
      paidAt: transaction.billedAt ?? transaction.updatedAt,
      billingPeriod: periodOf(transaction.billingPeriod),
      totalCents: totals ? Number(totals.grandTotal) : null,
      charged: totals
        ? {
            subtotalCents: Number(totals.subtotal),
            discountCents: Number(totals.discount),
            taxCents: Number(totals.tax),
            grandTotalCents: Number(totals.grandTotal),
            currency: totals.currencyCode,
          }
        : null,
    },
    discountId: transaction.discountId,
    netCents: totals ? Number(totals.subtotal) - Number(totals.discount) : null,
  };
}

/** A subscription's state; the API's entity never names the transaction that opened it (only `subscription.created` does). */
export function subscriptionChangeOfEntity(subscription: Subscription): SubscriptionChange {
  return {
    subscriptionId: subscription.id,
    status: subscription.status,
    customerId: subscription.customerId,
    transactionId: null,
    customData: parseCheckoutCustomData(subscription.customData),
    items: subscription.items.map((item) => ({ priceId: item.price.id, quantity: item.quantity })),
    currentPeriod: periodOf(subscription.currentBillingPeriod),
    nextBilledAt: subscription.nextBilledAt,
    canceledAt: subscription.canceledAt,
    pausedAt: subscription.pausedAt,
    scheduledChange: subscription.scheduledChange
      ? { action: subscription.scheduledChange.action, effectiveAt: subscription.scheduledChange.effectiveAt }
      : null,
  };
}

function periodOf(period: { readonly startsAt: string; readonly endsAt: string } | null): Period | null {
  return period ? { startsAt: period.startsAt, endsAt: period.endsAt } : null;
}
