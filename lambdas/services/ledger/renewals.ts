import { findProduct } from '../../domain/catalogue';
import { renewalEntry } from '../../domain/ledger/events';
import { unitIds, unitOf } from '../../domain/licences/issuance';
import { isCheckedOut } from '../../domain/orders';
import type { LicenceRecord } from '../../adapters/store/licences';
import type { CheckedOutOrder } from '../../adapters/store/orders';
import type { StoredRenewal } from '../../adapters/store/renewals';
import type { PaymentPorts } from '../payments/ports';
import { renewingSubscriptionOf } from './standing';

/**
 * What a renewal paid for (ADR 401): a period of each licence its subscription renews — the licences whose ledger
 * names it as the subscription that renews them (a licence it stopped renewing for when it moved, or one an
 * extension now renews, gets nothing), and of a trainer's seats only as many as it charged. Written with the
 * renewal's own item. A renewal paid before the shop knows its subscription's purchase waits on the subscription
 * and is written when the purchase is known, whichever arrives first.
 */
export async function recordRenewal(ports: PaymentPorts, renewal: StoredRenewal): Promise<'recorded' | 'pending'> {
  const { store } = ports;
  const licences = await licencesRenewedBy(ports, renewal);
  if (!licences) {
    await store.storeRenewal(renewal, []);
    await store.rememberPendingRenewal(renewal.subscriptionId, renewal.transactionId);
    return 'pending';
  }
  const subscription = await store.getSubscription(renewal.subscriptionId);
  const payer = renewal.buyerEmail ?? subscription?.ownerEmail ?? null;
  const entry = renewalEntry({ ...renewal, payer });
  await store.storeRenewal(
    renewal,
    licences.map((licence) => ({ licenceId: licence.licenceId, entries: [entry] })),
  );
  return 'recorded';
}

/**
 * Renewals that waited for their subscription's purchase get their entries once it is known (and paid). `pending`:
 * the waiting renewals as a write of the subscription's item just answered them, saving the read.
 */
export async function settlePendingRenewals(
  ports: PaymentPorts,
  subscriptionId: string,
  pending?: readonly string[],
): Promise<void> {
  const { store } = ports;
  for (const transactionId of pending ?? (await store.pendingRenewals(subscriptionId))) {
    const renewal = await store.getRenewal(transactionId);
    if (!renewal) continue;
    const outcome = await recordRenewal(ports, renewal);
    if (outcome === 'recorded') await store.forgetPendingRenewal(subscriptionId, transactionId);
  }
}

/**
 * The licences a renewal pays for, or undefined while the purchase that opened its subscription is not known (or
 * not paid) yet.
 */
async function licencesRenewedBy(ports: PaymentPorts, renewal: StoredRenewal): Promise<LicenceRecord[] | undefined> {
  const { store } = ports;
  const subscription = await store.getSubscription(renewal.subscriptionId);
  const order = subscription?.transactionId ? await store.getOrder(subscription.transactionId) : undefined;
  if (!isCheckedOut(order) || order.status === 'pending') return undefined;
  const licences = await store.getLicences(licencesOfPurchase(order));
  const charged = renewal.lines
    .filter((line) => ports.priceIndex.has(line.priceId))
    .reduce((total, line) => total + Math.max(line.quantity, 0), 0);
  const trainer = findProduct(order.request.slug)?.family === 'fms-trainer';
  return licences.filter(
    (licence) =>
      licence.status === 'active' &&
      renewingSubscriptionOf(licence) === renewal.subscriptionId &&
      (!trainer || unitOf(licence.licenceId) <= charged),
  );
}

/** The licences a purchase made or extends: a suite's, every seat ever issued, or the one an extension is for. */
export function licencesOfPurchase(order: CheckedOutOrder): string[] {
  if (order.request.licenceId) return [order.request.licenceId];
  const issued = order.licenceIds ?? [];
  const units = Math.max(order.seatUnits ?? 0, issued.length);
  return [...new Set([...issued, ...unitIds(order.transactionId, units)])];
}
