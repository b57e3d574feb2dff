import type {
  IAdjustmentNotificationResponse,
  ICustomerPortalSessionResponse,
  ICustomerResponse,
  IPriceResponse,
  IProductResponse,
  ISubscriptionCreatedNotificationResponse,
  ISubscriptionItemResponse,
  ISubscriptionNotificationResponse,
  ISubscriptionResponse,
  ITimePeriod,
  ITotals,
  ITransactionLineItemResponse,
  ITransactionNotificationResponse,
  ITransactionResponse,
} from '@paddle/paddle-node-sdk';
import { FIRST_YEAR_DISCOUNT, Frequency, type CatalogueItem } from '../../../lambdas/domain/catalogue';
import type { PricedCatalogueItem } from '../../../lambdas/domain/licences/catalogue-prices';
import { LOCAL_FIRST_YEAR_DISCOUNT_ID } from '../../../lambdas/adapters/paddle-ids';
import {
  lineItemId,
  type AdjustmentRecord,
  type CustomerRecord,
  type SubscriptionRecord,
  type TransactionRecord,
} from './model';

/**
 * The stand-in's records as Paddle's bodies. Every function returns one of the SDK's own response interfaces, so
 * the type checker refuses a field Paddle never sends (or a missing one it always does); a transaction body
 * satisfies both the API's and the notification's interface, because Paddle sends the same entity both ways.
 */
export type TransactionBody = ITransactionResponse & ITransactionNotificationResponse;

/**
 * Prices are tax-exclusive (`tax_mode: external`, as paddle:sync creates them), so Paddle adds tax on top; the
 * stand-in charges every buyer one rate, as if all lived in one country with 20 % VAT.
 */
export const LOCAL_TAX_RATE = '0.2';
const CATALOGUE_DATE = '2026-01-01T00:00:00.000Z';

export function billingCycle(item: CatalogueItem): ITimePeriod | null {
  if (item.frequency === Frequency.Monthly) return { interval: 'month', frequency: 1 };
  if (item.frequency === Frequency.Annual) return { interval: 'year', frequency: 1 };
  return null;
}

export function productBody(priced: PricedCatalogueItem): IProductResponse {
  const product = priced.products[0]!;
  return {
    id: `pro_local_${product.slug}`,
    name: product.title,
    tax_category: 'standard',
    type: 'standard',
    description: null,
    image_url: null,
    custom_data: null,
    status: 'active',
    created_at: CATALOGUE_DATE,
    updated_at: CATALOGUE_DATE,
  };
}

export function priceBody(priced: PricedCatalogueItem): IPriceResponse {
  return {
    id: priced.priceId,
    product_id: `pro_local_${priced.products[0]!.slug}`,
    description: priced.item.title ?? priced.products[0]!.title,
    type: 'standard',
    name: priced.item.title ?? null,
    billing_cycle: billingCycle(priced.item),
    trial_period: null,
    tax_mode: 'external',
    unit_price: { amount: String(priced.item.amountCents), currency_code: 'EUR' },
    unit_price_overrides: [],
    quantity: { minimum: 1, maximum: 100_000 },
    status: 'active',
    custom_data: null,
    created_at: CATALOGUE_DATE,
    updated_at: CATALOGUE_DATE,
  };
}

export interface LineTotals {
  readonly id: string;
  readonly priceId: string;
  readonly quantity: number;
  readonly unit: ITotals;
  readonly totals: ITotals;
}

type Prices = ReadonlyMap<string, PricedCatalogueItem>;

/**
 * What each line costs, as Paddle computes it: the unit price (times the proration rate; zero for a card update),
 * the first-year discount per seat on the items it is restricted to, tax on top of what remains.
 */
export function lineTotals(transaction: TransactionRecord, prices: Prices): LineTotals[] {
  const rate = transaction.zeroValue ? 0 : transaction.proration ? Number(transaction.proration.rate) : 1;
  return transaction.items.map((line, index) => {
    const { item } = prices.get(line.priceId)!;
    const unitSubtotal = Math.round(item.amountCents * rate);
    const discounted = transaction.discountId === LOCAL_FIRST_YEAR_DISCOUNT_ID && item.discount === FIRST_YEAR_DISCOUNT;
    const unitDiscount = discounted ? unitSubtotal : 0;
    const unitTax = Math.round((unitSubtotal - unitDiscount) * Number(LOCAL_TAX_RATE));
    const money = (subtotal: number, discount: number, tax: number): ITotals => ({
      subtotal: String(subtotal),
      discount: String(discount),
      tax: String(tax),
      total: String(subtotal - discount + tax),
    });
    return {
      id: lineItemId(transaction.id, index),
      priceId: line.priceId,
      quantity: line.quantity,
      unit: money(unitSubtotal, unitDiscount, unitTax),
      totals: money(unitSubtotal * line.quantity, unitDiscount * line.quantity, unitTax * line.quantity),
    };
  });
}

export function transactionBody(transaction: TransactionRecord, prices: Prices): TransactionBody {
  const lines = lineTotals(transaction, prices);
  const sum = (field: keyof ITotals) => String(lines.reduce((total, line) => total + Number(line.totals[field]), 0));
  const settled = transaction.status === 'paid' || transaction.status === 'completed';
  const proration = transaction.proration
    ? {
        rate: transaction.proration.rate,
        billing_period: { starts_at: transaction.proration.startsAt, ends_at: transaction.proration.endsAt },
      }
    : null;
  const lineItems: ITransactionLineItemResponse[] = lines.map((line) => ({
    id: line.id,
    price_id: line.priceId,
    quantity: line.quantity,
    proration,
    tax_rate: LOCAL_TAX_RATE,
    unit_totals: line.unit,
    totals: line.totals,
    product: productBody(prices.get(line.priceId)!),
  }));
  return {
    id: transaction.id,
    status: transaction.status,
    customer_id: transaction.customerId,
    address_id: transaction.addressId,
    business_id: null,
    custom_data: transaction.customData,
    currency_code: 'EUR',
    origin: transaction.origin,
    subscription_id: transaction.subscriptionId,
    invoice_id: transaction.invoiceNumber ? `inv_${transaction.id.replace(/^txn_/, '')}` : null,
    invoice_number: transaction.invoiceNumber,
    collection_mode: 'automatic',
    discount_id: transaction.discountId,
    billing_details: null,
    billing_period: transaction.billingPeriod
      ? { starts_at: transaction.billingPeriod.startsAt, ends_at: transaction.billingPeriod.endsAt }
      : null,
    items: transaction.items.map((line) => ({
      price: priceBody(prices.get(line.priceId)!),
      quantity: line.quantity,
      proration,
    })),
    details: {
      tax_rates_used: [
        {
          tax_rate: LOCAL_TAX_RATE,
          totals: { subtotal: sum('subtotal'), discount: sum('discount'), tax: sum('tax'), total: sum('total') },
        },
      ],
      totals: {
        subtotal: sum('subtotal'),
        discount: sum('discount'),
        tax: sum('tax'),
        total: sum('total'),
        credit: '0',
        credit_to_balance: '0',
        balance: settled ? '0' : sum('total'),
        grand_total: sum('total'),
        grand_total_tax: sum('tax'),
        fee: null,
        earnings: null,
        currency_code: 'EUR',
      },
      line_items: lineItems,
    },
    payments: settled
      ? [
          {
            payment_attempt_id: `${transaction.id}-payment`,
            stored_payment_method_id: `${transaction.customerId}-card`,
            payment_method_id: null,
            amount: sum('total'),
            status: 'captured',
            error_code: null,
            method_details: null,
            created_at: transaction.billedAt ?? transaction.updatedAt,
            captured_at: transaction.billedAt ?? transaction.updatedAt,
          },
        ]
      : [],
    checkout: { url: `/pay?_ptxn=${transaction.id}` },
    created_at: transaction.createdAt,
    updated_at: transaction.updatedAt,
    billed_at: transaction.billedAt,
  };
}

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

export function adjustmentNotification(adjustment: AdjustmentRecord): IAdjustmentNotificationResponse {
  const sum = (field: 'amountCents' | 'taxCents') => adjustment.items.reduce((total, item) => total + item[field], 0);
  return {
    id: adjustment.id,
    action: adjustment.action,
    type: adjustment.type,
    transaction_id: adjustment.transactionId,
    subscription_id: adjustment.subscriptionId,
    customer_id: adjustment.customerId,
    reason: adjustment.reason,
    credit_applied_to_balance: false,
    currency_code: 'EUR',
    status: adjustment.status,
    items: adjustment.items.map((item, index) => ({
      id: `adjitm_${adjustment.id.replace(/^adj_/, '')}_${index}`,
      item_id: item.itemId,
      type: item.type,
      amount: String(item.amountCents + item.taxCents),
      proration: null,
      totals: {
        subtotal: String(item.amountCents),
        tax: String(item.taxCents),
        total: String(item.amountCents + item.taxCents),
        fee: '0',
        earnings: String(item.amountCents),
        currency_code: 'EUR',
      },
    })),
    totals: {
      subtotal: String(sum('amountCents')),
      tax: String(sum('taxCents')),
      total: String(sum('amountCents') + sum('taxCents')),
      fee: '0',
      earnings: String(sum('amountCents')),
      currency_code: 'EUR',
      retained_fee: '0',
    },
    payout_totals: null,
    created_at: adjustment.createdAt,
    updated_at: adjustment.updatedAt,
  };
}

export function customerBody(customer: CustomerRecord): ICustomerResponse {
  return {
    id: customer.id,
    name: customer.name,
    email: customer.email,
    marketing_consent: false,
    status: 'active',
    custom_data: customer.customData,
    locale: customer.locale,
    created_at: customer.createdAt,
    updated_at: customer.updatedAt,
    import_meta: null,
  };
}

export function portalSessionBody(
  customerId: string,
  subscriptionIds: readonly string[],
  url: string,
  id: string,
): ICustomerPortalSessionResponse {
  return {
    id,
    customer_id: customerId,
    urls: {
      general: { overview: url },
      subscriptions: subscriptionIds.map((subscriptionId) => ({
        id: subscriptionId,
        cancel_subscription: url,
        update_subscription_payment_method: url,
      })),
    },
    created_at: new Date().toISOString(),
  };
}
