import type { BuyerOrderStatus, BuyerOrderView, BuyerRefundView, OrderPosition } from '../../contract/buyer-orders';
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

/** The refunds of an order as the buyer reads them: amount (tax included), day, and whether Paddle has a credit note. */
export function refundsOf(adjustments: readonly AdjustmentRecord[]): BuyerRefundView[] {
  return adjustments
    .filter(givesMoneyBack)
    .sort((a, b) => a.occurredAt.localeCompare(b.occurredAt))
    .map((adjustment) => ({
      adjustmentId: adjustment.adjustmentId,
      kind: adjustment.action === 'chargeback' ? 'chargeback' : 'refund',
      amountCents: refundedCents(adjustment),
      date: adjustment.occurredAt,
      creditNote: adjustment.action === 'refund',
    }));
}

function refundedCents(adjustment: AdjustmentRecord): number | null {
  if (adjustment.totals) return adjustment.totals.totalCents;
  const amounts = adjustment.items.map((item) => item.amountCents);
  return amounts.length > 0 && amounts.every((amount): amount is number => amount !== null)
    ? amounts.reduce((sum, amount) => sum + amount, 0)
    : null;
}

/** The total less what came back; a whole refund or a chargeback gave everything back. */
export function netPaid(totalCents: number, status: BuyerOrderStatus, refunds: readonly BuyerRefundView[]): number {
  if (status === 'refunded') return 0;
  const back = refunds.reduce((sum, refund) => sum + (refund.amountCents ?? 0), 0);
  return Math.max(0, totalCents - back);
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
  const refunds = refundsOf(adjustments);
  if (item.type === 'renewal') {
    const totalCents =
      charged?.grandTotalCents ?? item.lines.reduce((sum, line) => sum + line.unitTotalCents * line.quantity, 0);
    const status = orderStatusOf(false, adjustments);
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
      totalCents,
      status,
      refunds,
      netPaidCents: netPaid(totalCents, status, refunds),
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
  const totalCents = charged?.grandTotalCents ?? item.totalCents;
  const status = orderStatusOf(item.status === 'refunded', adjustments);
  return {
    ...common,
    kind: 'order',
    date: item.paidAt ?? item.createdAt,
    products,
    totalCents,
    status,
    refunds,
    netPaidCents: netPaid(totalCents, status, refunds),
  };
}

const ORDER_NOT_FOUND = 'You have no order with this number.';

/** Whose an order or renewal is: the checkout's e-mail, or the one Paddle copied onto the renewal. */
function ownerOfItem(item: OwnerOrderItem): string | undefined {
  return item.type === 'order' ? item.request?.buyerEmail : (item.buyerEmail ?? undefined);
}

/**
 * One of the buyer's orders or renewals, as the orders page shows it: the order mail links to it, wherever it is in
 * the list. Someone else's, or one the shop does not know, is not found.
 */
export async function buyerOrder(
  email: string,
  transactionId: string,
  ports: {
    orderWithAdjustments(
      transactionId: string,
    ): Promise<{ item: OwnerOrderItem; adjustments: AdjustmentRecord[] } | undefined>;
    readonly priceIndex: ReadonlyMap<string, PricedCatalogueItem>;
  },
): Promise<BuyerOrderView> {
  const found = await ports.orderWithAdjustments(transactionId);
  const owner = found ? ownerOfItem(found.item) : undefined;
  if (!found || !owner || normaliseEmail(owner) !== normaliseEmail(email))
    throw new NotFoundError('ORDER_NOT_FOUND', ORDER_NOT_FOUND);
  return viewOf(found.item, found.adjustments, ports.priceIndex);
}
const CREDIT_NOTE_NOT_FOUND = 'This order has no refund with a credit note of that number.';

export interface InvoicePorts {
  ownerOf(transactionId: string): Promise<string | undefined>;
  invoicePdfUrl(transactionId: string): Promise<string>;
  adjustmentsOf(transactionId: string): Promise<AdjustmentRecord[]>;
  creditNotePdfUrl(adjustmentId: string): Promise<string>;
}

/**
 * The invoice of one of the buyer's orders or renewals, or the credit note of one of its refunds: Paddle's link to
 * its PDF. Someone else's transaction, or one the shop does not know, is not found (404), whoever asks, so order
 * numbers cannot be probed; a credit note is given only for an approved refund of that very order.
 */
export async function invoiceUrl(
  email: string,
  transactionId: string,
  ports: InvoicePorts,
  creditNoteOf?: string,
): Promise<string> {
  const owner = await ports.ownerOf(transactionId);
  if (!owner || normaliseEmail(owner) !== normaliseEmail(email))
    throw new NotFoundError('ORDER_NOT_FOUND', ORDER_NOT_FOUND);
  if (creditNoteOf === undefined) return ports.invoicePdfUrl(transactionId);
  const refund = refundsOf(await ports.adjustmentsOf(transactionId)).find(
    (candidate) => candidate.adjustmentId === creditNoteOf && candidate.creditNote,
  );
  if (!refund) throw new NotFoundError('CREDIT_NOTE_NOT_FOUND', CREDIT_NOTE_NOT_FOUND);
  return ports.creditNotePdfUrl(refund.adjustmentId);
}
