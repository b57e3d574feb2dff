import type {
  IAdjustmentNotificationResponse,
  IEventsResponse,
  ISubscriptionCreatedNotificationResponse,
  ISubscriptionNotificationResponse,
  ITransactionNotificationResponse,
  TransactionOrigin,
} from '@paddle/paddle-node-sdk';
import { localPriceId } from '../../lambdas/adapters/paddle-ids';
import type { CheckoutCustomData } from '../../lambdas/contract/checkout-custom-data';

/**
 * Paddle notifications in Paddle's own shapes: adapted from the notification mocks of `@paddle/paddle-node-sdk`
 * (src/__tests__/mocks/notifications) with SkyDeck's ids, prices and custom data, and typed with the SDK's
 * notification interfaces, so the type checker refuses a shape Paddle never sends.
 */
export interface Line {
  readonly priceKey: string;
  readonly quantity: number;
  /** What one unit cost, tax included, in cents (`unit_totals.total`). */
  readonly unitCents: number;
}

let counter = 0;
export const fixtureId = (prefix: string) =>
  `${prefix}_fx${Date.now().toString(36)}${(counter++).toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
export const lineItemId = (transactionId: string, index: number) =>
  `txnitm_${transactionId.replace(/^txn_/, '')}${index}`;

export function customData(
  slug: string,
  quantity: number,
  buyerEmail: string,
  extra: Partial<CheckoutCustomData> = {},
): CheckoutCustomData {
  return { shop: 'skydeck', slug, quantity, addOns: [], buyerEmail, ...extra };
}

function price(priceKey: string, unitCents: number, recurring: 'month' | 'year' | null) {
  return {
    id: localPriceId(priceKey),
    status: 'active' as const,
    quantity: { maximum: 200, minimum: 1 },
    tax_mode: 'external' as const,
    product_id: `pro_local_${priceKey}`,
    unit_price: { amount: String(unitCents), currency_code: 'EUR' as const },
    description: priceKey,
    name: priceKey,
    trial_period: null,
    billing_cycle: recurring ? { interval: recurring, frequency: 1 } : null,
    unit_price_overrides: [],
    type: 'standard' as const,
    custom_data: null,
  };
}

export function transactionCompleted(options: {
  transactionId: string;
  origin?: TransactionOrigin;
  subscriptionId?: string | null;
  customData: CheckoutCustomData | null;
  lines: readonly Line[];
  billingPeriod?: { starts_at: string; ends_at: string } | null;
  occurredAt?: string;
  recurring?: 'month' | 'year' | null;
}): IEventsResponse<ITransactionNotificationResponse> {
  const occurredAt = options.occurredAt ?? new Date().toISOString();
  const total = options.lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
  return {
    event_id: fixtureId('evt'),
    event_type: 'transaction.completed',
    occurred_at: occurredAt,
    notification_id: fixtureId('ntf'),
    data: {
      id: options.transactionId,
      items: options.lines.map((line) => ({
        price: price(line.priceKey, line.unitCents, options.recurring ?? null),
        quantity: line.quantity,
      })),
      origin: options.origin ?? 'web',
      status: 'completed',
      details: {
        totals: {
          fee: '0',
          tax: '0',
          total: String(total),
          credit: '0',
          credit_to_balance: '0',
          balance: '0',
          discount: '0',
          earnings: String(total),
          subtotal: String(total),
          grand_total: String(total),
          grand_total_tax: '0',
          currency_code: 'EUR',
        },
        line_items: options.lines.map((line, index) => ({
          id: lineItemId(options.transactionId, index),
          totals: {
            tax: '0',
            total: String(line.unitCents * line.quantity),
            discount: '0',
            subtotal: String(line.unitCents * line.quantity),
          },
          product: null,
          price_id: localPriceId(line.priceKey),
          quantity: line.quantity,
          tax_rate: '0',
          unit_totals: { tax: '0', total: String(line.unitCents), discount: '0', subtotal: String(line.unitCents) },
        })),
        tax_rates_used: [],
      },
      payments: [],
      billed_at: occurredAt,
      address_id: 'add_fixture',
      created_at: occurredAt,
      invoice_id: null,
      updated_at: occurredAt,
      business_id: null,
      custom_data: options.customData ? { ...options.customData } : null,
      customer_id: 'ctm_fixture',
      discount_id: null,
      currency_code: 'EUR',
      billing_period: options.billingPeriod ?? null,
      invoice_number: null,
      billing_details: null,
      collection_mode: 'automatic',
      subscription_id: options.subscriptionId ?? null,
    },
  };
}

export function subscriptionEvent(
  eventType:
    | 'subscription.created'
    | 'subscription.activated'
    | 'subscription.updated'
    | 'subscription.canceled'
    | 'subscription.past_due'
    | 'subscription.paused'
    | 'subscription.resumed',
  options: {
    subscriptionId: string;
    status: ISubscriptionNotificationResponse['status'];
    transactionId?: string;
    customData: CheckoutCustomData | null;
    items: readonly { priceKey: string; quantity: number; unitCents?: number }[];
    period: { starts_at: string; ends_at: string } | null;
    occurredAt: string;
    interval?: 'month' | 'year';
    /** Paddle's `paused_at` of a paused subscription. */
    pausedAt?: string | null;
  },
): IEventsResponse<ISubscriptionNotificationResponse | ISubscriptionCreatedNotificationResponse> {
  const interval = options.interval ?? 'month';
  const data: ISubscriptionNotificationResponse = {
    id: options.subscriptionId,
    items: options.items.map((item) => ({
      price: price(item.priceKey, item.unitCents ?? 4999, interval),
      product: null,
      status: 'active',
      quantity: item.quantity,
      recurring: true,
      created_at: options.occurredAt,
      updated_at: options.occurredAt,
      trial_dates: null,
      next_billed_at: options.period?.ends_at ?? null,
      previously_billed_at: options.period?.starts_at ?? null,
    })),
    status: options.status,
    paused_at: options.pausedAt ?? null,
    address_id: 'add_fixture',
    created_at: options.occurredAt,
    started_at: options.occurredAt,
    updated_at: options.occurredAt,
    business_id: null,
    canceled_at: options.status === 'canceled' ? options.occurredAt : null,
    discount: null,
    custom_data: options.customData ? { ...options.customData } : null,
    customer_id: 'ctm_fixture',
    billing_cycle: { interval, frequency: 1 },
    currency_code: 'EUR',
    next_billed_at: options.status === 'canceled' ? null : (options.period?.ends_at ?? null),
    billing_details: null,
    collection_mode: 'automatic',
    first_billed_at: options.occurredAt,
    scheduled_change: null,
    current_billing_period: options.status === 'canceled' ? null : options.period,
  };
  return {
    event_id: fixtureId('evt'),
    event_type: eventType,
    occurred_at: options.occurredAt,
    notification_id: fixtureId('ntf'),
    data: eventType === 'subscription.created' ? { ...data, transaction_id: options.transactionId ?? '' } : data,
  };
}

export function adjustmentEvent(options: {
  transactionId: string;
  subscriptionId?: string | null;
  action: IAdjustmentNotificationResponse['action'];
  type: IAdjustmentNotificationResponse['type'];
  status?: IAdjustmentNotificationResponse['status'];
  items: readonly { itemId: string; type: 'full' | 'partial'; amountCents: number }[];
  adjustmentId?: string;
  occurredAt?: string;
  eventType?: 'adjustment.created' | 'adjustment.updated';
}): IEventsResponse<IAdjustmentNotificationResponse> {
  const occurredAt = options.occurredAt ?? new Date().toISOString();
  const total = options.items.reduce((sum, item) => sum + item.amountCents, 0);
  const money = {
    subtotal: String(total),
    tax: '0',
    total: String(total),
    fee: '0',
    earnings: String(total),
    currency_code: 'EUR' as const,
  };
  return {
    event_id: fixtureId('evt'),
    event_type: options.eventType ?? 'adjustment.updated',
    occurred_at: occurredAt,
    notification_id: fixtureId('ntf'),
    data: {
      id: options.adjustmentId ?? fixtureId('adj'),
      items: options.items.map((item) => ({
        id: fixtureId('adjitm'),
        type: item.type,
        amount: String(item.amountCents),
        totals: {
          ...money,
          subtotal: String(item.amountCents),
          total: String(item.amountCents),
          earnings: String(item.amountCents),
        },
        item_id: item.itemId,
        proration: null,
      })),
      action: options.action,
      type: options.type,
      reason: 'error',
      status: options.status ?? 'approved',
      totals: { ...money, retained_fee: '0' },
      created_at: occurredAt,
      updated_at: occurredAt,
      customer_id: 'ctm_fixture',
      currency_code: 'EUR',
      payout_totals: null,
      transaction_id: options.transactionId,
      subscription_id: options.subscriptionId ?? null,
      credit_applied_to_balance: false,
    },
  };
}
