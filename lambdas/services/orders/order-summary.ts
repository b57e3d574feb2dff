import { orderNumberOf } from '../../contract/order-number';
import { checkoutPath } from '../../contract/routes';
import { chargedViewOf, orderLinesOf, type OrderSummaryView } from '../../contract/order-summary';
import { priceBasket } from '../../domain/pricing';
import type { LicenceStanding } from '../../domain/ledger/standing';
import { supportExtensionPlan } from '../../domain/licences/support-extension';
import { findProduct, Frequency } from '../../domain/catalogue';
import type { AdjustmentRecord, OrderRecord } from '../../adapters/store/orders';
import { isCheckedOut } from '../../domain/orders';
import { netPaid, orderStatusOf, refundsOf } from './buyer-orders';

export interface OrderSummaryPorts {
  getOrder(transactionId: string): Promise<OrderRecord | undefined>;
  /** The order's refunds, chargebacks and credits as Paddle approved them (read only for an adjusted order). */
  adjustmentsOf(transactionId: string): Promise<AdjustmentRecord[]>;
  /** What the licence's ledger says it has at `now` (undefined: no such licence yet). */
  standingOf(licenceId: string, now: Date): Promise<LicenceStanding | undefined>;
}

/** `j***@example.com`: enough for the buyer to recognise the address, too little to harvest it. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

/** The order's lines as the catalogue prices them; the total is the one recorded at checkout (the charged one). */
export async function orderSummary(
  transactionId: string,
  ports: OrderSummaryPorts,
  now = new Date(),
): Promise<OrderSummaryView | undefined> {
  const order = await ports.getOrder(transactionId);
  if (!isCheckedOut(order)) return undefined;
  const { request } = order;
  const basket = priceBasket({
    slug: request.slug,
    quantity: request.quantity,
    secondaryQuantity: request.secondaryQuantity,
    addOns: request.addOns,
  });
  const extendedId = request.licenceId ?? null;
  let supportExtension: OrderSummaryView['supportExtension'] = null;
  if (extendedId) {
    const standing = await ports.standingOf(extendedId, now);
    const support = standing?.support ?? { state: 'none' };
    const activeUntil = order.status === 'paid' && support.state === 'active' ? support.activeUntil : null;
    const recurring = findProduct(request.slug)?.items.find((item) => !item.isSecondary);
    const plan = supportExtensionPlan(support, recurring?.frequency === Frequency.Monthly ? 'Monthly' : 'Annual', now);
    // Paid: the term the ledger records for this payment; before it, where the extension would run if paid now.
    const bought = standing?.entries.find(
      (entry) => entry.transactionId === order.transactionId && entry.source === 'extension' && entry.state === 'paid',
    );
    supportExtension = {
      licenceId: extendedId,
      activeUntil,
      runsUntil: order.status === 'paid' ? (bought?.until ?? activeUntil) : plan.kind === 'extend' ? plan.endsAt : null,
    };
  }
  // Read only when the order has been adjusted: most confirmations never take the second read.
  const adjustments =
    order.status !== 'pending' && (order.hasAdjustments || order.status === 'refunded')
      ? await ports.adjustmentsOf(order.transactionId)
      : [];
  const refunds = refundsOf(adjustments);
  const paidCents = order.charged?.grandTotalCents ?? order.totalCents;
  return {
    orderNumber: orderNumberOf(order.transactionId),
    transactionId: order.transactionId,
    status: order.status,
    productTitle: basket.title,
    lines: orderLinesOf(basket),
    discountCents: basket.discountCents,
    totalCents: order.totalCents,
    charged: order.status !== 'pending' && order.charged ? chargedViewOf(order.charged) : null,
    refunds,
    netPaidCents:
      refunds.length > 0 || order.status === 'refunded'
        ? netPaid(paidCents, orderStatusOf(order.status === 'refunded', adjustments), refunds)
        : null,
    maskedEmail: maskEmail(request.buyerEmail),
    basketPath: checkoutPath({
      slug: request.slug,
      quantity: request.quantity,
      ...(request.secondaryQuantity !== undefined ? { secondaryQuantity: request.secondaryQuantity } : {}),
      addOns: request.addOns,
      ...(request.licenceId ? { licenceId: request.licenceId } : {}),
    }),
    licenceCount: order.licenceIds?.length ?? 0,
    supportExtension,
  };
}
