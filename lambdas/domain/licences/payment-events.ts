import type { CheckoutCustomData } from './custom-data';

/**
 * Paddle's notifications as the shop understands them, parsed by `lambdas/adapters/paddle-events.ts`. Amounts are
 * integer cents in the transaction's currency.
 */
export interface PaidItem {
  readonly priceId: string;
  readonly quantity: number;
}

/** One of Paddle's `details.line_items`: what an adjustment's `item_id` points at. */
export interface PaidLine extends PaidItem {
  readonly lineItemId: string;
  /** What one unit cost after discount, tax included (`unit_totals.total`). */
  readonly unitTotalCents: number;
}

export interface Period {
  readonly startsAt: string;
  readonly endsAt: string;
}

export interface CompletedTransaction {
  readonly transactionId: string;
  /** Paddle's `origin`: `web`/`api` for a purchase, `subscription_*` for what a subscription does later. */
  readonly origin: string;
  readonly subscriptionId: string | null;
  readonly customerId: string | null;
  /** Null when the transaction carries no SkyDeck custom data (made outside the shop). */
  readonly customData: CheckoutCustomData | null;
  readonly items: readonly PaidItem[];
  readonly lines: readonly PaidLine[];
  readonly paidAt: string;
  /** Subscription transactions: the period this payment covers. */
  readonly billingPeriod: Period | null;
  readonly totalCents: number | null;
  /** What Paddle charged, tax shown apart (`details.totals`); absent when the body did not say. */
  readonly charged?: ChargedTotals | null;
}

/** A transaction's totals as Paddle charged them, in the currency's minor units. */
export interface ChargedTotals {
  readonly subtotalCents: number;
  readonly discountCents: number;
  readonly taxCents: number;
  readonly grandTotalCents: number;
  readonly currency: string;
}

/**
 * A completed transaction as Paddle's API lists it, for reconciliation: what the webhook path applies, and what
 * Paddle charged for it.
 */
export interface ListedTransaction {
  readonly completed: CompletedTransaction;
  readonly discountId: string | null;
  /** `details.totals`: subtotal less discount, before tax (prices are tax-exclusive); null without totals. */
  readonly netCents: number | null;
}

export interface SubscriptionChange {
  readonly subscriptionId: string;
  readonly status: string;
  readonly customerId: string | null;
  /** Only `subscription.created` names the transaction that opened it. */
  readonly transactionId: string | null;
  readonly customData: CheckoutCustomData | null;
  readonly items: readonly PaidItem[];
  readonly currentPeriod: Period | null;
  readonly nextBilledAt: string | null;
  readonly canceledAt: string | null;
  /** Paddle's `paused_at`: set while the subscription is paused. */
  readonly pausedAt?: string | null;
  readonly scheduledChange: { readonly action: string; readonly effectiveAt: string } | null;
}

export type AdjustmentAction = 'refund' | 'chargeback' | 'credit' | (string & {});

export interface AdjustmentItem {
  /** The transaction's line item (`details.line_items[].id`) it adjusts. */
  readonly itemId: string;
  /** `full` (the whole line), `partial` (an amount), `tax` or `proration`. */
  readonly type: string;
  /** What the item gives back, tax included, like the line's `unit_totals.total` it is divided by. */
  readonly amountCents: number | null;
}

export interface AdjustmentChange {
  readonly adjustmentId: string;
  readonly action: AdjustmentAction;
  /** `full`: the transaction's grand total; `partial`: the items listed. */
  readonly type: 'full' | 'partial';
  readonly status: string;
  readonly transactionId: string;
  readonly subscriptionId: string | null;
  readonly items: readonly AdjustmentItem[];
  /**
   * What the adjustment gives back as Paddle totals it (tax included, and the tax in it), in the currency's minor
   * units; absent on adjustments recorded before the shop kept them.
   */
  readonly totals?: AdjustmentTotals | null;
}

export interface AdjustmentTotals {
  readonly totalCents: number;
  readonly taxCents: number;
  readonly currency: string;
}

interface EventMeta {
  readonly eventId: string;
  readonly eventType: string;
  /** Paddle's `occurred_at`: newer state wins. */
  readonly occurredAt: string;
}

export type PaymentEvent = EventMeta &
  (
    | { readonly kind: 'transaction-completed'; readonly transaction: CompletedTransaction }
    | { readonly kind: 'subscription-changed'; readonly subscription: SubscriptionChange }
    | { readonly kind: 'adjustment-changed'; readonly adjustment: AdjustmentChange }
    | { readonly kind: 'ignored' }
  );
