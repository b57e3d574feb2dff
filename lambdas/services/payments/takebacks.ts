import { findProduct, Frequency } from '../../domain/catalogue';
import { unitIds, unitOf } from '../../domain/licences/issuance';
import type { AdjustmentChange } from '../../domain/licences/payment-events';
import { isApprovedTakeback, takeback } from '../../domain/licences/refunds';
import type { PaymentPorts } from './ports';

/**
 * Records an adjustment and takes back what it refunds (DESIGN.md §7). A full refund or an approved chargeback
 * revokes every licence of the purchase and ends its subscription; a partial refund revokes the refunded units
 * only. A refund that overtakes its payment is kept on the order: a full one stops the payment from issuing
 * anything, a partial one is applied once the licences exist.
 */
export async function applyAdjustment(
  ports: PaymentPorts,
  adjustment: AdjustmentChange,
  occurredAt: string,
): Promise<void> {
  await ports.store.putAdjustmentIfNewer({ ...adjustment, occurredAt });
  // Every delivery marks the order, even one older than what is stored: an earlier one may have failed before it.
  await ports.store.markOrderAdjusted(adjustment.transactionId);
  if (!isApprovedTakeback(adjustment)) return;
  await applyTakebacks(ports, adjustment.transactionId, occurredAt);
}

/** Applies every approved refund and chargeback recorded for the transaction; repeating it changes nothing. */
export async function applyTakebacks(ports: PaymentPorts, transactionId: string, at: string): Promise<void> {
  const { store } = ports;
  const [order, adjustments] = await Promise.all([store.getOrder(transactionId), store.listAdjustments(transactionId)]);
  const decided = takeback(adjustments, order?.lines ?? []);
  const charge = adjustments.some((adjustment) => adjustment.action === 'chargeback' && isApprovedTakeback(adjustment));
  const reason = charge ? 'chargeback' : 'refund';
  if (decided.scope === 'nothing') return;

  const issued = order?.status === 'paid' || order?.status === 'refunded' ? (order.licenceIds ?? []) : [];
  const allIssued = [...issued, ...unitIds(transactionId, order?.seatUnits ?? 0, issued.length + 1)];
  if (decided.scope === 'units') {
    if (issued.length === 0) return;
    const refundedUnits = unitsOfLicenceLines(order?.request.slug, decided.units, ports);
    if (refundedUnits < issued.length) {
      // The highest units go first: the same ones whatever order the refunds arrive in.
      const sorted = [...issued].sort((a, b) => unitOf(a) - unitOf(b));
      await store.revokeLicences(sorted.slice(sorted.length - refundedUnits), at, reason);
      return;
    }
  }
  // Everything: the licences, the seats added since, and the subscription that would bill for them again.
  await store.markOrderRefunded(transactionId, at);
  await store.revokeLicences(allIssued, at, reason);
  const subscriptionId =
    order?.subscriptionId ?? adjustments.find((adjustment) => adjustment.subscriptionId)?.subscriptionId ?? null;
  if (subscriptionId) {
    const subscription = await store.getSubscription(subscriptionId);
    if (subscription?.status !== 'canceled') await ports.paddle.cancelSubscriptionNow(subscriptionId);
  }
}

/**
 * How many licences the refunded units take back: units of a suite's licence price, or of a trainer's seat prices.
 * Support, add-on and catch-up lines carry no licence of their own.
 */
function unitsOfLicenceLines(
  slug: string | undefined,
  units: ReadonlyMap<string, number>,
  ports: PaymentPorts,
): number {
  const product = slug ? findProduct(slug) : undefined;
  if (!product) return 0;
  let total = 0;
  for (const [priceId, count] of units) {
    const item = ports.priceIndex.get(priceId)?.item;
    if (!item || !product.items.some((candidate) => candidate.priceKey === item.priceKey)) continue;
    const licenceItem = product.items.find((candidate) => candidate.frequency === Frequency.OneTime);
    if (product.family === 'fms-trainer' || (product.family === 'suite' && item.priceKey === licenceItem?.priceKey))
      total += count;
  }
  return total;
}
