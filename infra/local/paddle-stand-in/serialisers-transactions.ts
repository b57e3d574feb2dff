import type {
  ITotals,
  ITransactionLineItemResponse,
  ITransactionNotificationResponse,
  ITransactionResponse,
} from '@paddle/paddle-node-sdk';
import { FIRST_YEAR_DISCOUNT } from '../../../lambdas/domain/catalogue';
import { LOCAL_FIRST_YEAR_DISCOUNT_ID } from '../../../lambdas/adapters/paddle-ids';
import { lineItemId, type TransactionRecord } from './model';
import { priceBody, productBody, type Prices } from './serialisers-catalogue';

/**
 * A transaction as Paddle's body: it satisfies both the API's and the notification's interface, because Paddle sends
 * the same entity both ways.
 */
export type TransactionBody = ITransactionResponse & ITransactionNotificationResponse;

/**
 * Prices are tax-exclusive (`tax_mode: external`, as paddle:sync creates them), so Paddle adds tax on top; the
 * stand-in charges every buyer one rate, as if all lived in one country with 20 % VAT.
 */
export const LOCAL_TAX_RATE = '0.2';

export interface LineTotals {
  readonly id: string;
  readonly priceId: string;
  readonly quantity: number;
  readonly unit: ITotals;
  readonly totals: ITotals;
}

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
  // Fewer units (negative quantities, a total below zero) are credited to the customer's balance; nothing is due.
  const credited = Math.max(-Number(sum('total')), 0);
  const due = credited > 0 ? '0' : sum('total');
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
        credit_to_balance: String(credited),
        balance: settled ? '0' : due,
        grand_total: due,
        grand_total_tax: sum('tax'),
        fee: null,
        earnings: null,
        currency_code: 'EUR',
      },
      line_items: lineItems,
    },
    payments:
      settled && credited === 0
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
