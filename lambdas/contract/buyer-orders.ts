/**
 * `GET /api/orders` — the signed-in buyer's orders and renewals, newest first, in pages (ADR 290), and the invoice
 * link of each. Amounts are what Paddle charged, in the currency's minor units.
 */
export const ORDERS_PAGE_SIZE = 25;

/** `?order=txn_…`: the one order the order mail links to. */
export const ORDER_PARAM = 'order';

export type BuyerOrderStatus = 'paid' | 'refunded' | 'partly-refunded';

export interface BuyerOrderView {
  readonly transactionId: string;
  /** `order`: bought at checkout; `renewal`: a subscription's own charge. */
  readonly kind: 'order' | 'renewal';
  readonly date: string;
  readonly products: readonly { readonly title: string; readonly quantity: number }[];
  /** Null for an order paid before the shop kept Paddle's totals: only the grand total is known then. */
  readonly subtotalCents: number | null;
  /** The first-year support discount, and any other Paddle applied. */
  readonly discountCents: number | null;
  readonly taxCents: number | null;
  readonly totalCents: number;
  readonly currency: string;
  readonly status: BuyerOrderStatus;
  /** Each refund or chargeback that gave money back, oldest first. */
  readonly refunds: readonly BuyerRefundView[];
  /** What the buyer paid and kept paying: the total less every refund whose amount is known. */
  readonly netPaidCents: number;
}

export interface BuyerRefundView {
  readonly adjustmentId: string;
  readonly kind: 'refund' | 'chargeback';
  /** Tax included; null for one recorded before the shop kept Paddle's adjustment totals. */
  readonly amountCents: number | null;
  readonly date: string;
  /** Paddle makes a credit note for refunds (never for chargebacks): the invoice link with `creditNote=<id>`. */
  readonly creditNote: boolean;
}

/** The query parameter of the invoice link that asks for a refund's credit note instead. */
export const CREDIT_NOTE_PARAM = 'creditNote';
export const ADJUSTMENT_ID_PATTERN = /^adj_[A-Za-z0-9]{1,64}$/;

export interface BuyerOrdersPage {
  readonly orders: readonly BuyerOrderView[];
  readonly nextCursor: string | null;
}

/** Where an order list page ends: the last item's date, transaction and kind (the owner index's order). */
export interface OrderPosition {
  readonly date: string;
  readonly transactionId: string;
  readonly kind: 'ORDER' | 'RENEWAL';
}

const POSITION = /^(\d{4}-\d{2}-\d{2}T[0-9:.]{5,18}(?:Z|[+-]\d{2}:\d{2}))#(txn_[A-Za-z0-9]{1,64})#(ORDER|RENEWAL)$/;
const CURSOR = /^[A-Za-z0-9_-]{1,300}$/;

export function encodeOrderCursor(position: OrderPosition): string {
  return btoa(`${position.date}#${position.transactionId}#${position.kind}`)
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The position a cursor names, or undefined when this API did not write it (the caller answers 400). */
export function decodeOrderCursor(cursor: string): OrderPosition | undefined {
  if (!CURSOR.test(cursor)) return undefined;
  let text: string;
  try {
    text = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return undefined;
  }
  const match = POSITION.exec(text);
  return match ? { date: match[1]!, transactionId: match[2]!, kind: match[3] as OrderPosition['kind'] } : undefined;
}
