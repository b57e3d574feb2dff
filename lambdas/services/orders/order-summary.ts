import { orderNumberOf } from '../../contract/order-number';
import { checkoutPath } from '../../contract/routes';
import { chargedViewOf, orderLinesOf, type OrderSummaryView } from '../../contract/order-summary';
import { priceBasket } from '../../domain/pricing';
import type { LicenceStanding } from '../../domain/ledger/standing';
import { supportExtensionPlan } from '../../domain/licences/support-extension';
import { findProduct, Frequency } from '../../domain/catalogue';
import type { OrderRecord } from '../../adapters/store/orders';
import { isCheckedOut } from '../../domain/orders';

export interface OrderSummaryPorts {
  getOrder(transactionId: string): Promise<OrderRecord | undefined>;
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
  return {
    orderNumber: orderNumberOf(order.transactionId),
    transactionId: order.transactionId,
    status: order.status,
    productTitle: basket.title,
    lines: orderLinesOf(basket),
    discountCents: basket.discountCents,
    totalCents: order.totalCents,
    charged: order.status !== 'pending' && order.charged ? chargedViewOf(order.charged) : null,
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
