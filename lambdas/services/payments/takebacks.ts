import { isTakenBack } from '../../domain/ledger/entries';
import { mapBounded } from '../../domain/concurrency';
import { unitIds, unitOf } from '../../domain/licences/issuance';
import { licenceKeyPayload } from '../../domain/licences/licence-key';
import type { AdjustmentChange } from '../../domain/licences/payment-events';
import {
  isApprovedTakeback,
  keptEntitlement,
  refundedUnitsOf,
  reversesChargeback,
  sameEntitlement,
  standingAdjustments,
  takeback,
  type RefundedUnits,
} from '../../domain/licences/refunds';
import type { CheckedOutOrder, OrderRecord } from '../../adapters/store/orders';
import { findProduct } from '../../domain/catalogue';
import { isCheckedOut } from '../../domain/orders';
import type { LicenceRecord, RevokeReason } from '../../adapters/store/licences';
import { SIGNATURES_IN_FLIGHT } from './licence-keys';
import { licencesOfPurchase } from '../ledger/renewals';
import { ledgerOfLicence, renewingSubscriptionOf } from '../ledger/standing';
import {
  paidAgainElsewhere,
  paidByPurchase,
  paidByTransaction,
  restoreEntries,
  revokeSeatsLeftUnpaid,
  takeBackEntries,
} from '../ledger/takebacks';
import { applyRenewalTakebacks } from './renewal-takebacks';
import { handBackRenewal, renewOnlyWhatItPaysFor } from './subscription-alignment';
import type { PaymentPorts } from './ports';

/**
 * Records an adjustment and takes back what it refunds (docs/product/refunds.md). A full refund or an approved chargeback
 * revokes every licence of the purchase and ends its subscription; a partial refund takes back the refunded units
 * only: licences, add-ons, a support extension's support. A refund that overtakes its payment is kept on the order:
 * a full one stops the payment from issuing anything, a partial one is applied once the licences exist.
 */
export async function applyAdjustment(
  ports: PaymentPorts,
  adjustment: AdjustmentChange,
  occurredAt: string,
): Promise<void> {
  await ports.store.putAdjustmentIfNewer({ ...adjustment, occurredAt });
  // Every delivery marks the order, even one older than what is stored: an earlier one may have failed before it.
  await ports.store.markOrderAdjusted(adjustment.transactionId);
  if (!isApprovedTakeback(adjustment) && !reversesChargeback(adjustment)) return;
  await applyTakebacks(ports, adjustment.transactionId, occurredAt);
}

/**
 * Applies every approved refund and chargeback recorded for the transaction; repeating it changes nothing. A
 * renewal's (ADR 071) takes back its period; a refund that overtakes its renewal ends the subscription now (a full
 * one) and takes the period back once the renewal arrives.
 */
export async function applyTakebacks(ports: PaymentPorts, transactionId: string, at: string): Promise<void> {
  const { store } = ports;
  const { order: loaded, adjustments, renewal } = await store.readTransaction(transactionId);
  if (renewal) return applyRenewalTakebacks(ports, renewal, adjustments, at);
  let order = loaded;
  const decided = takeback(adjustments, order?.lines ?? []);
  const charge = standingAdjustments(adjustments).some(
    (adjustment) => adjustment.action === 'chargeback' && isApprovedTakeback(adjustment),
  );
  const reason = charge ? 'chargeback' : 'refund';
  const taken = charge ? 'charged-back' : 'refunded';
  if (decided.scope !== 'everything' && order?.status === 'refunded' && adjustments.some(reversesChargeback)) {
    await giveBackChargedBack(ports, order, at);
    order = { ...order, status: 'paid' };
  }
  if (decided.scope === 'nothing') return;

  if (decided.scope === 'units' && order?.status !== 'refunded') {
    if (!isCheckedOut(order) || order.status !== 'paid') return;
    const refunded = refundedUnitsOf(order.request.slug, decided, order.lines ?? [], ports.priceIndex);
    const issued = order.licenceIds ?? [];
    if (issued.length === 0 || refunded.licences < issued.length) {
      await takeBackUnits(ports, order, refunded, reason, at);
      return;
    }
  }
  // Everything: the licences, the seats added since, what the ledger says it paid for them (an extension: its
  // licence's term and catch-up), and the subscription that would bill for them again.
  const refunded = await store.markOrderRefunded(transactionId, at);
  const issued = refunded.licenceIds ?? [];
  const licenceIds = [...issued, ...unitIds(transactionId, refunded.seatUnits ?? 0, issued.length + 1)];
  await store.revokeLicences(licenceIds, at, reason);
  const extended = isCheckedOut(order) ? order.request.licenceId : undefined;
  await takeBackEntries(
    ports,
    [...licenceIds, ...(extended ? [extended] : [])],
    paidByTransaction(transactionId),
    taken,
    at,
  );
  if (extended) await handBackExtendedLicence(ports, extended, order?.subscriptionId ?? null, { transactionId, at });
  const subscriptionId =
    order?.subscriptionId ?? adjustments.find((adjustment) => adjustment.subscriptionId)?.subscriptionId ?? null;
  if (subscriptionId) await cancelIfPurchase(ports, { transactionId, subscriptionId, checkedOut: isCheckedOut(order) });
  if (subscriptionId && isCheckedOut(order) && addsSeats(order.request.slug))
    await refundSeatCharges(ports, subscriptionId, reason);
  // A support extension bought for a refunded suite licence has nothing left to renew.
  if (isCheckedOut(order) && licenceIds.length > 0)
    await alignSubscriptions(ports, { ...order, subscriptionId: null }, licenceIds, at);
}

/**
 * Whether the product's subscription takes seats added part-way through a period: a trainer's. Asked of the product,
 * not of the seats issued, as the seats' notice may still be on its way when the refund arrives.
 */
const addsSeats = (slug: string) => findProduct(slug)?.family === 'fms-trainer';

/**
 * The seats added to a purchase's subscription part-way through a period were paid by charges of their own
 * (`subscription_update`), while the ledger keeps their first period with the purchase (ADR 242): a whole refund or
 * chargeback of the purchase revokes them and takes that period back, so it pays back those charges too, each whole
 * and once (ADR 410). A charge Paddle already holds a refund or chargeback of is not asked again; a credit (a seat
 * reduction's negative charge) is nothing to pay back. Paddle refusing or unreachable fails the event for its retry.
 */
async function refundSeatCharges(ports: PaymentPorts, subscriptionId: string, reason: RevokeReason): Promise<void> {
  const charges = (await ports.paddle.subscriptionUpdateCharges(subscriptionId)).filter(
    (charge) => charge.grandTotalCents > 0,
  );
  for (const charge of charges)
    await ports.paddle.refundWholeOnce({
      transactionId: charge.transactionId,
      reason: `The order these seats were added to was ${reason === 'chargeback' ? 'charged back' : 'refunded in full'}: the seats go with it.`,
    });
}

/**
 * Ends the subscription a refunded purchase opened. A transaction the shop has no record of (ADR 244) cancels
 * nothing: it is another product's in the same Paddle account, or a subscription's renewal or charge not delivered
 * yet, which applies the adjustments kept for it when it arrives (a purchase's own payment ends its subscription then).
 */
async function cancelIfPurchase(
  ports: PaymentPorts,
  charge: { transactionId: string; subscriptionId: string; checkedOut: boolean },
): Promise<void> {
  const subscription = charge.checkedOut ? undefined : await ports.store.getSubscription(charge.subscriptionId);
  if (charge.checkedOut || subscription?.transactionId === charge.transactionId)
    return cancelNow(ports, charge.subscriptionId);
  ports.log.debug('Adjustment of a transaction the shop has no record of: nothing canceled', charge);
}

/**
 * A partial refund: as many licences as it refunds go, the highest active units first (a unit already taken away,
 * by a refund or because its subscription shrank, is never named again), with the entries their purchase paid;
 * the refunded add-ons leave the highest units (their keys re-issued without them); a support extension refunded in
 * full ends its support now. Then Paddle's subscriptions are brought in line with what is left.
 */
async function takeBackUnits(
  ports: PaymentPorts,
  order: CheckedOutOrder,
  refunded: RefundedUnits,
  reason: RevokeReason,
  at: string,
): Promise<void> {
  const issued = [...(order.licenceIds ?? [])].sort((a, b) => unitOf(a) - unitOf(b));
  const taken = reason === 'chargeback' ? 'charged-back' : 'refunded';
  if (refunded.licences > 0) {
    const units = await ports.store.getLicences(licencesOfPurchase(order));
    const forMoney = units.filter(
      (licence) => licence.status === 'revoked' && TAKEN_FOR_MONEY.has(licence.revokedReason),
    );
    const reduced = reducedSeatsOfPurchase(order, units);
    // The highest units in use whose purchase entry is still paid: a seat whose first period a refunded seat charge
    // paid back already (ADR 433) is named only once none of those is left (ADR 437).
    const stillPaid = (licence: LicenceRecord) =>
      ledgerOfLicence(licence).some((entry) => paidByPurchase(order.transactionId)(entry) && entry.state === 'paid');
    const highestActive = units
      .filter((licence) => licence.status === 'active')
      .sort((a, b) => Number(stillPaid(b)) - Number(stillPaid(a)) || unitOf(b.licenceId) - unitOf(a.licenceId))
      .slice(0, Math.max(refunded.licences - forMoney.length - reduced.paidBack.length, 0))
      .map((licence) => licence.licenceId);
    // More units refunded than seats left in use: the rest pays back seats the buyer reduced, their entries whole
    // (Paddle credited the reduction, ADR 402), highest first, so the ledger keeps only what Paddle still holds.
    const alsoReduced = reduced.stillPaid
      .slice(0, Math.max(refunded.licences - forMoney.length - reduced.paidBack.length - highestActive.length, 0))
      .map((licence) => licence.licenceId);
    await ports.store.revokeLicences(highestActive, at, reason);
    const revoked = [...forMoney.map((licence) => licence.licenceId), ...highestActive];
    await takeBackEntries(ports, [...revoked, ...alsoReduced], paidByPurchase(order.transactionId), taken, at);
    await alignSubscriptions(ports, order, revoked, at);
  }
  if (refunded.addOns.size > 0 || refunded.suiteParts.size > 0)
    await reissueWithoutRefundedAddOns(ports, { slug: order.request.slug, licenceIds: issued }, refunded, at);
  if (refunded.endsSupport && order.subscriptionId) {
    await cancelNow(ports, order.subscriptionId);
    // The support it paid for ends with it; the catch-up months it paid for the lapse before stay paid.
    if (order.request.licenceId) {
      await takeBackEntries(
        ports,
        [order.request.licenceId],
        (entry) => entry.transactionId === order.transactionId && entry.source === 'extension',
        taken,
        at,
      );
      await handBackExtendedLicence(ports, order.request.licenceId, order.subscriptionId, {
        transactionId: order.transactionId,
        at,
      });
    }
  }
}

/** The extended licence, its extension's entries taken back, is renewed again by what renewed it before (ADR 424). */
async function handBackExtendedLicence(
  ports: PaymentPorts,
  licenceId: string,
  extensionSubscriptionId: string | null,
  context: Record<string, unknown>,
): Promise<void> {
  const [licence] = await ports.store.getLicences([licenceId]);
  if (licence?.status === 'active') await handBackRenewal(ports, licence, extensionSubscriptionId, context);
}

/**
 * The purchase's own seats the buyer reduced (`seats-reduced`, units the purchase bought, not seats added by a charge
 * of their own): those a refund of the purchase paid back already, and those still paid, highest first.
 */
function reducedSeatsOfPurchase(
  order: CheckedOutOrder,
  units: readonly LicenceRecord[],
): { paidBack: LicenceRecord[]; stillPaid: LicenceRecord[] } {
  const bought = order.licenceIds?.length ?? 0;
  const ofPurchase = paidByPurchase(order.transactionId);
  const reduced = units
    .filter(
      (licence) =>
        licence.status === 'revoked' &&
        licence.revokedReason === 'seats-reduced' &&
        unitOf(licence.licenceId) <= bought,
    )
    .sort((a, b) => unitOf(b.licenceId) - unitOf(a.licenceId));
  const purchaseEntries = (licence: LicenceRecord) => ledgerOfLicence(licence).filter(ofPurchase);
  return {
    paidBack: reduced.filter((licence) => purchaseEntries(licence).some(isTakenBack)),
    stillPaid: reduced.filter((licence) => purchaseEntries(licence).some((entry) => entry.state === 'paid')),
  };
}

/** Why a licence was revoked when money went back for it. */
const TAKEN_FOR_MONEY = new Set<string | undefined>(['refund', 'chargeback']);

/**
 * Brings Paddle in line with licences taken back (ADR 402): each subscription that renewed them renews only the
 * licences it still pays for (`renewOnlyWhatItPaysFor`). What Paddle refuses fails the event: the takeback stands,
 * and Paddle's retry of the event asks again.
 */
async function alignSubscriptions(
  ports: PaymentPorts,
  order: CheckedOutOrder,
  revoked: readonly string[],
  at: string,
): Promise<void> {
  const revokedLicences = await ports.store.getLicences(revoked);
  const renewing = [order.subscriptionId, ...revokedLicences.map(renewingSubscriptionOf)].filter(
    (id): id is string => !!id,
  );
  await renewOnlyWhatItPaysFor(ports, renewing, { transactionId: order.transactionId, at });
}

/**
 * Re-keys every licence of the purchase that still carries a refunded add-on, revoked ones included, so the licences
 * end alike whichever of a unit's licence and add-on refunds came first. A key changed meanwhile by anything but
 * the same refund (a transfer) fails the event, and Paddle's retry reads it again.
 */
async function reissueWithoutRefundedAddOns(
  ports: PaymentPorts,
  purchase: { slug: string; licenceIds: readonly string[] },
  refunded: RefundedUnits,
  at: string,
): Promise<void> {
  const unkept = async (licenceIds: readonly string[]) =>
    (await ports.store.getLicences(licenceIds)).flatMap((licence) => {
      const kept = keptEntitlement(licence, { slug: purchase.slug, units: purchase.licenceIds.length }, refunded);
      return sameEntitlement(licence, kept) ? [] : [{ licence, kept }];
    });
  const changes = await unkept(purchase.licenceIds);
  const written = await mapBounded(changes, SIGNATURES_IN_FLIGHT, async ({ licence, kept }) => {
    const keyVersion = (licence.keyVersion ?? 1) + 1;
    const licenceKey = await ports.signLicenceKey(
      licenceKeyPayload({ ...licence, ...kept }, { ownerEmail: licence.ownerEmail, issuedAt: at, keyVersion }),
    );
    return ports.store.reissueEntitlement({
      licenceId: licence.licenceId,
      licenceKey,
      keyVersion,
      at,
      entitlement: kept,
    });
  });
  // A write refused because a racing delivery of the same refund wrote first is done; anything else is retried.
  const refused = changes.filter((_, index) => !written[index]).map(({ licence }) => licence.licenceId);
  const lost = refused.length > 0 ? await unkept(refused) : [];
  if (lost.length > 0) {
    const ids = lost.map(({ licence }) => licence.licenceId).join(', ');
    throw new Error(`Licence keys changed while their add-ons were taken back: ${ids}`);
  }
}

/**
 * A reversed chargeback (ADR 241) gives back what the chargeback took: the order is paid again and the licences it
 * revoked are active with the keys they had. Paddle cannot un-cancel the subscription the chargeback ended, so the
 * licences whose support it carried are offered a restart instead. The caller then takes back again what the
 * refunds that still stand take.
 */
async function giveBackChargedBack(ports: PaymentPorts, order: OrderRecord, at: string): Promise<void> {
  const { store } = ports;
  const issued = order.licenceIds ?? [];
  const ids = [...issued, ...unitIds(order.transactionId, order.seatUnits ?? 0, issued.length + 1)];
  // Offered whether or not Paddle's cancel has arrived (ADR 361): the chargeback asked for it, and the portal shows
  // the offer only once the support stops renewing.
  if (order.subscriptionId && isCheckedOut(order) && findProduct(order.request.slug)?.family === 'suite')
    await store.offerSupportRestart(issued, at);
  await store.reinstateLicences(ids);
  const extended = isCheckedOut(order) ? order.request.licenceId : undefined;
  const [extendedLicence] = extended ? await store.getLicences([extended]) : [];
  // An extension whose term another payment bought again meanwhile is refunded rather than restored (ADR 436).
  const paidAgain = !!extendedLicence && paidAgainElsewhere(extendedLicence, paidByTransaction(order.transactionId));
  const restored = [...ids, ...(extended && !paidAgain ? [extended] : [])];
  await restoreEntries(ports, restored, paidByTransaction(order.transactionId), at);
  if (paidAgain)
    await ports.paddle.refundWholeOnce({
      transactionId: order.transactionId,
      reason: 'The chargeback was reversed, but this support was paid again meanwhile: refunded once',
    });
  // The charges that added seats were paid back when the chargeback took them (ADR 410): their seats' first period
  // stays taken back, as each charge's own refund takes it (ADR 242).
  if (order.subscriptionId && isCheckedOut(order) && addsSeats(order.request.slug)) {
    for (const charge of await ports.paddle.subscriptionUpdateCharges(order.subscriptionId))
      if (await store.getRenewal(charge.transactionId)) await applyTakebacks(ports, charge.transactionId, at);
    // An added seat left with no paid time is not given back: what paid for it went back to the buyer.
    await revokeSeatsLeftUnpaid(ports, ids.slice(issued.length), at);
  }
  await store.reinstateOrder(order.transactionId);
  ports.log.info('Chargeback reversed: licences given back', { transactionId: order.transactionId });
}

/** Ends a subscription at once; one already canceled counts as done. */
export async function cancelNow(ports: PaymentPorts, subscriptionId: string): Promise<void> {
  const subscription = await ports.store.getSubscription(subscriptionId);
  if (subscription?.status !== 'canceled') await ports.paddle.cancelSubscriptionNow(subscriptionId);
}
