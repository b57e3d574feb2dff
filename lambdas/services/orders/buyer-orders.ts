import type { BuyerOrderStatus, BuyerOrderView, OrderPosition } from '../../contract/buyer-orders';
import type { AdjustmentRecord } from '../../adapters/store/orders';
import type { OwnerOrderItem } from '../../adapters/store/buyer-orders';
import type { PricedCatalogueItem } from '../../domain/licences/catalogue-prices';
import { priceBasket } from '../../domain/pricing';
import { mapBounded } from '../../domain/concurrency';
import { normaliseEmail } from '../../domain/email';
import { NotFoundError } from '../../domain/errors';

export interface BuyerOrderPorts {
  ownerOrderPage(
    email: string,
    after: OrderPosition | undefined,
    size: number,
  ): Promise<{ items: OwnerOrderItem[]; next: OrderPosition | undefined }>;
  adjustmentsOf(transactionId: string): Promise<AdjustmentRecord[]>;
  readonly priceIndex: ReadonlyMap<string, PricedCatalogueItem>;
}

/** Adjustments that gave money back: refunds and chargebacks Paddle approved (credits and pending ones do not). */
const givesMoneyBack = (adjustment: AdjustmentRecord) =>
  adjustment.status === 'approved' && (adjustment.action === 'refund' || adjustment.action === 'chargeback');

export function orderStatusOf(refundedWhole: boolean, adjustments: readonly AdjustmentRecord[]): BuyerOrderStatus {
  const back = adjustments.filter(givesMoneyBack);
  if (refundedWhole || back.some((adjustment) => adjustment.type === 'full' || adjustment.action === 'chargeback'))
    return 'refunded';
  return back.length > 0 ? 'partly-refunded' : 'paid';
}

/** One page of the buyer's orders and renewals as the orders page shows them (ADR 290). */
export async function buyerOrderPage(
  email: string,
  after: OrderPosition | undefined,
  size: number,
  ports: BuyerOrderPorts,
): Promise<{ orders: BuyerOrderView[]; next: OrderPosition | undefined }> {
  const { items, next } = await ports.ownerOrderPage(email, after, size);
  const orders = await mapBounded(items, 4, async (item) => {
    const adjusted = item.type === 'renewal' || item.hasAdjustments === true;
    const adjustments = adjusted ? await ports.adjustmentsOf(item.transactionId) : [];
    return viewOf(item, adjustments, ports.priceIndex);
  });
  return { orders, next };
}

function viewOf(
  item: OwnerOrderItem,
  adjustments: readonly AdjustmentRecord[],
  priceIndex: BuyerOrderPorts['priceIndex'],
): BuyerOrderView {
  const charged = item.charged ?? null;
  const common = {
    transactionId: item.transactionId,
    subtotalCents: charged?.subtotalCents ?? null,
    discountCents: charged?.discountCents ?? null,
    taxCents: charged?.taxCents ?? null,
    currency: charged?.currency ?? 'EUR',
  };
  if (item.type === 'renewal') {
    return {
      ...common,
      kind: 'renewal',
      date: item.paidAt,
      products: item.lines.map((line) => {
        const priced = priceIndex.get(line.priceId);
        return {
          title: priced?.item.title ?? priced?.products[0]?.title ?? 'SkyDeck subscription',
          quantity: line.quantity,
        };
      }),
      totalCents:
        charged?.grandTotalCents ?? item.lines.reduce((sum, line) => sum + line.unitTotalCents * line.quantity, 0),
      status: orderStatusOf(false, adjustments),
    };
  }
  const products = item.request
    ? priceBasket({
        slug: item.request.slug,
        quantity: item.request.quantity,
        secondaryQuantity: item.request.secondaryQuantity,
        addOns: item.request.addOns,
      }).items.map((line) => ({ title: line.title, quantity: line.quantity }))
    : [];
  return {
    ...common,
    kind: 'order',
    date: item.paidAt ?? item.createdAt,
    products,
    totalCents: charged?.grandTotalCents ?? item.totalCents,
    status: orderStatusOf(item.status === 'refunded', adjustments),
  };
}

const ORDER_NOT_FOUND = 'You have no order with this number.';

/**
 * The invoice of one of the buyer's orders or renewals: Paddle's link to its PDF. Someone else's transaction, or
 * one the shop does not know, is not found (404), whoever asks, so order numbers cannot be probed.
 */
export async function invoiceUrl(
  email: string,
  transactionId: string,
  ports: {
    ownerOf(transactionId: string): Promise<string | undefined>;
    invoicePdfUrl(transactionId: string): Promise<string>;
  },
): Promise<string> {
  const owner = await ports.ownerOf(transactionId);
  if (!owner || normaliseEmail(owner) !== normaliseEmail(email))
    throw new NotFoundError('ORDER_NOT_FOUND', ORDER_NOT_FOUND);
  return ports.invoicePdfUrl(transactionId);
}
