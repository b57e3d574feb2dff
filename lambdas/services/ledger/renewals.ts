import { findProduct } from '../../domain/catalogue';
import { renewalEntry } from '../../domain/ledger/events';
import { unitIds, unitOf } from '../../domain/licences/issuance';
import { isCheckedOut } from '../../domain/orders';
import type { LicenceRecord } from '../../adapters/store/licences';
import type { CheckedOutOrder } from '../../adapters/store/orders';
import type { StoredRenewal } from '../../adapters/store/renewals';
import type { SubscriptionRecord } from '../../adapters/store/subscriptions';
import type { PaymentPorts } from '../payments/ports';
import { renewingSubscriptionOf } from './standing';

/**
 * What recording a renewal read of its subscription's purchase: the order and the licences asked for (those found),
 * so the seats' sync that follows in the same delivery reads none of them again.
 */
export interface PurchaseRead {
  readonly order: CheckedOutOrder;
  readonly asked: readonly string[];
  readonly licences: readonly LicenceRecord[];
}

/**
 * What a renewal paid for (ADR 401): a period of each licence its subscription renews — the licences whose ledger
 * names it as the subscription that renews them (a licence it stopped renewing for when it moved, or one an
 * extension now renews, gets nothing), and of a trainer's seats only as many as it charged. Written with the
 * renewal's own item, and with `paidThrough` the end its subscription is paid through, in one transaction. A renewal
 * paid before the shop knows its subscription's purchase waits on the subscription and is written when the purchase
 * is known, whichever arrives first (its paid end is then the caller's to record).
 *
 * `known`: the subscription as this delivery read it, so it is not read again. `takebacksDue`: whether an adjustment
 * of the renewal may have been recorded before it (ADR 536): false only when its write held that none had, with
 * `known.checkAdjustments`. `renewed`: how many licences it wrote a period of.
 */
export async function recordRenewal(
  ports: PaymentPorts,
  renewal: StoredRenewal,
  known?: {
    readonly subscription: SubscriptionRecord | undefined;
    readonly paidThrough?: string;
    readonly checkAdjustments?: boolean;
  },
): Promise<{ outcome: 'recorded' | 'pending'; read?: PurchaseRead; takebacksDue: boolean; renewed?: number }> {
  const { store } = ports;
  const subscription = known ? known.subscription : await store.getSubscription(renewal.subscriptionId);
  const read = await purchaseOf(ports, subscription);
  if (!read) {
    await store.storeRenewal(renewal, []);
    await store.rememberPendingRenewal(renewal.subscriptionId, renewal.transactionId);
    return { outcome: 'pending', takebacksDue: true };
  }
  const payer = renewal.buyerEmail ?? subscription?.ownerEmail ?? null;
  const entry = renewalEntry({ ...renewal, payer });
  const renewed = licencesRenewedBy(ports, renewal, read);
  const { takebacksDue } = await store.storeRenewal(
    renewal,
    renewed.map((licence) => ({ licenceId: licence.licenceId, entries: [entry] })),
    known?.paidThrough,
    { checkAdjustments: known?.checkAdjustments ?? false },
  );
  return { outcome: 'recorded', read, takebacksDue, renewed: renewed.length };
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
    const { outcome } = await recordRenewal(ports, renewal);
    if (outcome === 'recorded') await store.forgetPendingRenewal(subscriptionId, transactionId);
  }
}

/**
 * The purchase that opened the subscription and its licences, or undefined while it is not known (or not paid). The
 * order is read with the licences its subscription's quantity names (a suite's licences and a trainer's seats are its
 * purchase's first units, ADR 536); only licences the order names beyond them are read after it.
 */
async function purchaseOf(
  ports: PaymentPorts,
  subscription: SubscriptionRecord | undefined,
): Promise<PurchaseRead | undefined> {
  const { store } = ports;
  if (!subscription?.transactionId) return undefined;
  const expected = unitIds(subscription.transactionId, Math.max(subscription.quantity ?? 0, 0));
  const { order, licences: found } = await store.readOrderWithLicences(subscription.transactionId, expected);
  if (!isCheckedOut(order) || order.status === 'pending') return undefined;
  const asked = licencesOfPurchase(order);
  const wanted = new Set(asked);
  const read = new Set(expected);
  const unread = asked.filter((licenceId) => !read.has(licenceId));
  const licences = [
    ...found.filter((licence) => wanted.has(licence.licenceId)),
    ...(unread.length > 0 ? await store.getLicences(unread) : []),
  ];
  return { order, asked, licences };
}

/** The licences a renewal pays for, of those its subscription's purchase made. */
function licencesRenewedBy(ports: PaymentPorts, renewal: StoredRenewal, read: PurchaseRead): LicenceRecord[] {
  const charged = renewal.lines
    .filter((line) => ports.priceIndex.has(line.priceId))
    .reduce((total, line) => total + Math.max(line.quantity, 0), 0);
  const trainer = findProduct(read.order.request.slug)?.family === 'fms-trainer';
  const renewed = read.licences.filter(
    (licence) => licence.status === 'active' && renewingSubscriptionOf(licence) === renewal.subscriptionId,
  );
  // Seats: the lowest active units, as many as it charged for (a refunded unit passed over, as the seats' sync does).
  return trainer ? renewed.sort((a, b) => unitOf(a.licenceId) - unitOf(b.licenceId)).slice(0, charged) : renewed;
}

/** The licences a purchase made or extends: a suite's, every seat ever issued, or the one an extension is for. */
export function licencesOfPurchase(order: CheckedOutOrder): string[] {
  if (order.request.licenceId) return [order.request.licenceId];
  const issued = order.licenceIds ?? [];
  const units = Math.max(order.seatUnits ?? 0, issued.length);
  return [...new Set([...issued, ...unitIds(order.transactionId, units)])];
}
