import type { Frequency } from '../domain/catalogue';
import type { PricedBasket } from '../domain/pricing';
import type { BuyerRefundView } from './buyer-orders';

/**
 * `GET /api/orders/{transactionId}` — what the payment and confirmation pages show about one order. Whoever holds
 * the transaction id (it rides in the `/pay?_ptxn=` link) sees this and nothing more: no licence key, and the
 * buyer's e-mail only masked (the page shows the full one it remembers from the checkout in the same tab).
 */
export interface OrderSummaryView {
  /** What people read (ADR 315); `transactionId` is what support looks up. */
  readonly orderNumber: string;
  readonly transactionId: string;
  readonly status: 'pending' | 'paid' | 'refunded';
  readonly productTitle: string;
  readonly lines: readonly OrderLineView[];
  /** The first-year support discount, cents (0 when none). */
  readonly discountCents: number;
  /** The net price: what is charged, after the discount, excluding VAT (the VAT is Paddle's to add at payment). */
  readonly totalCents: number;
  /** Once paid: what Paddle charged, VAT included; null before payment or when Paddle has not said. */
  readonly charged: ChargedView | null;
  /** Each refund or chargeback Paddle approved, oldest first (ADR 485); empty for an order nothing came back from. */
  readonly refunds: readonly BuyerRefundView[];
  /** What stays paid once the refunds are taken off (in `charged`'s currency); null when nothing came back. */
  readonly netPaidCents: number | null;
  readonly maskedEmail: string;
  /** The checkout this order came from: where the buyer goes back to change the basket or the e-mail. */
  readonly basketPath: string;
  /** Paid orders: how many licences were issued. */
  readonly licenceCount: number;
  /**
   * Support extensions: the licence and, once Paddle has reported the subscription, the day support now runs to;
   * `runsUntil` is said before payment too: the day support will run to once this extension is paid (ADR 312).
   */
  readonly supportExtension: {
    readonly licenceId: string;
    readonly activeUntil: string | null;
    readonly runsUntil: string | null;
  } | null;
}

/** An amount Paddle charged: net (after discounts), the VAT on it and the gross the buyer paid. */
export interface ChargedView {
  readonly netCents: number;
  readonly taxCents: number;
  readonly grossCents: number;
  readonly currency: string;
}

export function chargedViewOf(charged: {
  readonly subtotalCents: number;
  readonly discountCents: number;
  readonly taxCents: number;
  readonly grandTotalCents: number;
  readonly currency: string;
}): ChargedView {
  return {
    netCents: charged.subtotalCents - charged.discountCents,
    taxCents: charged.taxCents,
    grossCents: charged.grandTotalCents,
    currency: charged.currency,
  };
}

export interface OrderLineView {
  readonly title: string;
  readonly quantity: number;
  readonly unitCents: number;
  readonly lineCents: number;
  readonly frequency: Frequency;
}

export const TRANSACTION_ID_PATTERN = /^txn_[A-Za-z0-9]{1,64}$/;

/** A priced basket's lines in cents, as the checkout page and the order summary both show them. */
export function orderLinesOf(basket: PricedBasket): OrderLineView[] {
  return basket.items.map((item) => {
    const unitCents = Math.round(item.amount * 100);
    return {
      title: item.title,
      quantity: item.quantity,
      unitCents,
      lineCents: unitCents * item.quantity,
      frequency: item.frequency,
    };
  });
}
