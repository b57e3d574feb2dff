import { findProduct } from '../../domain/catalogue';
import { isCheckedOut } from '../../domain/orders';
import { ledgerEntries, type LedgerEntry } from '../../domain/ledger/entries';
import { unitId, unitIds, unitOf } from '../../domain/licences/issuance';
import { isApprovedTakeback, reversesChargeback, standingAdjustments } from '../../domain/licences/refunds';
import type { AdjustmentChange } from '../../domain/licences/payment-events';
import {
  isMidPeriodCharge,
  renewalTakeback,
  seatsAddedByCharge,
  seatsLosingPeriod,
  type RenewalCharge,
  type RenewalTakeback,
} from '../../domain/licences/renewal-refunds';
import { licencesOfPurchase } from '../ledger/renewals';
import {
  paidAgainElsewhere,
  renewalOf,
  restoreEntries,
  revokeSeatsLeftUnpaid,
  takeBackEntries,
} from '../ledger/takebacks';
import type { PaymentPorts } from './ports';
import { refundRenewalUnits, renewEveryLicenceItCovers, renewOnlyWhatItPaysFor } from './subscription-alignment';
import { renewingSubscriptionOf } from '../ledger/standing';
import type { SubscriptionRecord } from '../../adapters/store/subscriptions';
import type { LicenceRecord } from '../../adapters/store/licences';

/**
 * Takes back what a refunded or charged-back renewal paid for (ADR 071): the refunded seats' paid period goes back
 * to the renewal's start, and a whole period refunded ends the subscription at once, so a support subscription shows
 * support lapsed and a trainer's seats stop. Re-reading every adjustment of the renewal makes it idempotent and
 * order-independent: the renewal's own `transaction.completed` calls it too.
 */
export async function applyRenewalTakebacks(
  ports: PaymentPorts,
  renewal: RenewalCharge,
  adjustments: readonly (AdjustmentChange & { readonly occurredAt?: string })[],
  at: string,
): Promise<void> {
  const decided = renewalTakeback(adjustments, renewal.lines);
  const reversed = adjustments.some(reversesChargeback);
  const taken = standingAdjustments(adjustments).some(
    (adjustment) => adjustment.action === 'chargeback' && isApprovedTakeback(adjustment),
  )
    ? 'charged-back'
    : 'refunded';
  if (decided.scope === 'nothing' && !reversed) return;
  const { store } = ports;
  const subscription = await store.getSubscription(renewal.subscriptionId);
  const sold = renewal.lines.some((line) => ports.priceIndex.has(line.priceId));
  if (!subscription && !sold) {
    // Another product in the same Paddle account (ADR 244): nothing of the shop's to take, nothing to cancel.
    ports.log.debug('Adjustment of a subscription the shop did not sell: nothing taken', {
      transactionId: renewal.transactionId,
      subscriptionId: renewal.subscriptionId,
    });
    return;
  }
  const order = subscription?.transactionId ? await store.getOrder(subscription.transactionId) : undefined;
  if (reversed && order?.request) {
    // A reversed chargeback (ADR 241): every seat the charge's period was taken from gets it back, then what still
    // stands (a refund) is taken again below. Paddle cannot un-cancel, so a canceled support is offered a restart.
    // The chargeback took the period and asked Paddle to cancel: offered before its cancel arrives too (ADR 361),
    // and before the period is given back, so a retry after a failure still finds it taken.
    const tookPeriod = subscription?.paidThrough === new Date(renewal.period.startsAt).toISOString();
    if ((subscription?.status === 'canceled' || tookPeriod) && findProduct(order.request.slug)?.family === 'suite')
      await store.offerSupportRestart(order.licenceIds ?? [], new Date().toISOString());
    const seatUnits = Math.max(order.seatUnits ?? 0, order.licenceIds?.length ?? 0, subscription?.quantity ?? 0);
    await store.restoreSeatPeriods(unitIds(order.transactionId, seatUnits), renewal.period);
    await store.restorePaidThrough(renewal.subscriptionId, renewal.period);
    if (isCheckedOut(order)) {
      const licenceIds = licencesOfPurchase(order);
      const paidElsewhere = await periodPaidElsewhere(ports, licenceIds, renewal);
      const restored = licenceIds.filter((licenceId) => !paidElsewhere.includes(licenceId));
      await restoreEntries(ports, restored, renewalOf(renewal.subscriptionId, renewal.period), at);
      // The chargeback's money is the shop's again, and the buyer paid for that time once already (ADR 436).
      if (paidElsewhere.length > 0)
        await refundRenewalUnits(ports, renewal, paidElsewhere.length, {
          context: {
            transactionId: renewal.transactionId,
            subscriptionId: renewal.subscriptionId,
            units: paidElsewhere.length,
          },
          refunding: 'Reversed renewal paid for time another payment covers: refunding it',
          forOperator: 'Reversed renewal paid for time another payment covers: an operator refunds it',
          reason: 'The chargeback was reversed, but this period was paid again meanwhile: refunded once',
        });
    }
    // A seat charge's chargeback took the added seats' entries, kept with the purchase (ADR 242): its reversal gives
    // back exactly those, while the purchase's own money stands (a purchase charged back keeps its entries taken).
    if (isMidPeriodCharge(renewal) && isCheckedOut(order) && order.status === 'paid') {
      const seats = unitIds(order.transactionId, seatUnits);
      await restoreEntries(ports, seats, paidByCharge(order.transactionId, renewal), at);
      if (decided.scope === 'nothing' && subscription)
        await giveBackSeatsPaidAgain(ports, seats, subscription, chargedBackSince(adjustments), at);
    } else if (isMidPeriodCharge(renewal) && renewal.origin === 'subscription_update' && order?.status === 'refunded')
      // The purchase went whole since (refunded or charged back): its seats are gone, so the charge's money won back
      // is paid back, as the purchase's own takeback pays back its seat charges (ADR 410).
      await ports.paddle.refundWholeOnce({
        transactionId: renewal.transactionId,
        reason: 'The order these seats were added to was taken back whole: the seats went with it.',
      });
  }
  if (decided.scope === 'nothing') return;
  if (isMidPeriodCharge(renewal)) {
    const slug = order?.request?.slug;
    // A one-off charge added no seat and no period: refunding it takes nothing (ADR 242).
    if (renewal.origin === 'subscription_charge') return;
    if (!order || !slug || findProduct(slug)?.family !== 'fms-trainer') return;
    const added = renewal.lines
      .filter((line) => isSeatPrice(ports, slug, line.priceId))
      .reduce((total, line) => total + line.quantity, 0);
    const seatUnits = Math.max(order.seatUnits ?? 0, order.licenceIds?.length ?? 0, subscription?.quantity ?? 0);
    // Seats a refund or chargeback of the purchase took before this charge's was decided paid back a seat already:
    // the charge's refund takes the next seat still paid for (ADR 411). Later ones leave its choice as it was.
    const decidedAt = Math.min(
      ...adjustments.flatMap((adjustment) =>
        isApprovedTakeback(adjustment) && adjustment.occurredAt ? [Date.parse(adjustment.occurredAt)] : [],
      ),
    );
    // A seat given back by a raise keeps the raise's entry apart from its purchase's (ADR 423): a purchase refund that
    // took the seat left that entry paid, and this refund takes it there.
    const known = await store.getLicences(unitIds(order.transactionId, seatUnits));
    const paidByThisCharge = paidByCharge(order.transactionId, renewal);
    const takenForMoney = new Set(
      known
        .filter(
          (seat) =>
            seat.status === 'revoked' &&
            TAKEN_FOR_MONEY.has(seat.revokedReason) &&
            (!seat.revokedAt || Date.parse(seat.revokedAt) <= decidedAt) &&
            !ledgerEntries(seat.ledger).some(
              (entry, _index, ledger) => paidByThisCharge(entry, ledger) && entry.state === 'paid',
            ),
        )
        .map((seat) => unitOf(seat.licenceId)),
    );
    const charged = Date.parse(renewal.period.startsAt);
    const began = { charged, units: purchasePeriodsBegan(order.transactionId, known, charged) };
    const seats = seatsAddedByCharge(decided, added, seatUnits, takenForMoney, began).map((unit) =>
      unitId(order.transactionId, unit),
    );
    // A seat whose entry from the charge ended at a reduction before a later raise gave it back keeps the period
    // that raise paid (ADR 423): only a seat the charge paid to the period's end loses it.
    const periodEnd = Date.parse(renewal.period.endsAt);
    const losingPeriod = known
      .filter((seat) => seats.includes(seat.licenceId))
      .filter((seat) =>
        ledgerEntries(seat.ledger).some(
          (entry, _index, ledger) => paidByThisCharge(entry, ledger) && Date.parse(entry.until) >= periodEnd,
        ),
      )
      .map((seat) => seat.licenceId);
    await store.takeBackSeatPeriods(losingPeriod, renewal.period);
    // What the charge paid: the seat's first period, which the ledger keeps with the purchase (ADR 242) — the added
    // seat's from the charge on, or the period of the seat taken in its place (ADR 411); a later renewal's stays.
    await takeBackEntries(ports, seats, paidByThisCharge, taken, at);
    // An ended subscription's quantity changes no more, and a past-due one's not until Paddle has collected (ADR 407):
    // a seat left with no paid time goes now, as the lower quantity would take it, so no view lists it meanwhile and
    // the collected renewal pays it nothing (ADR 426).
    if (subscription?.status === 'canceled' || subscription?.status === 'past_due')
      await revokeSeatsLeftUnpaid(ports, seats, at);
    // Paddle renews only the seats still paid for (ADR 411), as a console's seat refund lowers it (ADR 402): the
    // quantity drops to them, billed nothing, so the next renewal does not charge the seats paid back.
    await renewOnlyWhatItPaysFor(ports, [renewal.subscriptionId], { transactionId: renewal.transactionId, at });
    return;
  }
  if (order?.request && findProduct(order.request.slug)?.family === 'fms-trainer') {
    const seatUnits = Math.max(order.seatUnits ?? 0, order.licenceIds?.length ?? 0);
    const seats = await seatsRefunded(ports, order.transactionId, seatUnits, decided, renewal);
    await store.takeBackSeatPeriods(seats, renewal.period);
    await takeBackEntries(ports, seats, renewalOf(renewal.subscriptionId, renewal.period), taken, at);
  } else if (
    !order?.request &&
    subscription?.productSlug &&
    findProduct(subscription.productSlug)?.family === 'fms-trainer'
  ) {
    // The purchase is not linked yet: failing lets Paddle's retry find the seats once it is.
    throw new Error(`Renewal ${renewal.transactionId} refunded before its subscription's purchase is known`);
  }
  if (decided.scope === 'period') {
    // The period is not paid any more: a reversed chargeback's support never runs into it (ADR 360).
    await store.takeBackPaidThrough(renewal.subscriptionId, renewal.period);
    if (isCheckedOut(order))
      await takeBackEntries(
        ports,
        licencesOfPurchase(order),
        renewalOf(renewal.subscriptionId, renewal.period),
        taken,
        at,
      );
    if (subscription?.status !== 'canceled') await ports.paddle.cancelSubscriptionNow(renewal.subscriptionId);
  }
}

/**
 * The seats a refund of a renewal's period takes it from: the highest units it charged (`seatsLosingPeriod`). A
 * renewal that charged more units than it wrote seats' periods of (billed before a past-due subscription could be
 * lowered, ADR 426) has its units paid for nothing refunded first: only the rest of the refund takes periods, from the
 * highest seats it renewed.
 */
async function seatsRefunded(
  ports: PaymentPorts,
  purchaseId: string,
  seatUnits: number,
  decided: RenewalTakeback,
  renewal: RenewalCharge,
): Promise<string[]> {
  const highest = seatsLosingPeriod(decided, seatUnits).map((unit) => unitId(purchaseId, unit));
  if (decided.scope !== 'seats') return highest;
  const paidByRenewal = renewalOf(renewal.subscriptionId, renewal.period);
  const renewed = (await ports.store.getLicences(unitIds(purchaseId, seatUnits)))
    .filter((seat) => ledgerEntries(seat.ledger).some(paidByRenewal))
    .map((seat) => seat.licenceId)
    .sort((a, b) => unitOf(a) - unitOf(b));
  const paidForNothing = decided.quantity - renewed.length;
  if (renewed.length === 0 || paidForNothing <= 0) return highest;
  const taken = Math.max(decided.count - paidForNothing, 0);
  return taken === 0 ? [] : renewed.slice(-taken);
}

/** The licences whose period the charged-back renewal paid another payment has paid since (ADR 436). */
async function periodPaidElsewhere(
  ports: PaymentPorts,
  licenceIds: readonly string[],
  renewal: RenewalCharge,
): Promise<string[]> {
  const ofRenewal = renewalOf(renewal.subscriptionId, renewal.period);
  return (await ports.store.getLicences(licenceIds))
    .filter((licence) => paidAgainElsewhere(licence, ofRenewal))
    .map((licence) => licence.licenceId);
}

/**
 * A seat charge's chargeback reversed (ADR 430): the seats its lowered quantity took (`seats-reduced` since it was
 * charged back) whose entries are paid again and reach past now come back with the keys they had, and Paddle renews
 * them again, billed nothing (`renewEveryLicenceItCovers`). A subscription not running, or set to end, gives none
 * back: Paddle would not take the raise (past due) or the seat would come back unrenewed.
 */
async function giveBackSeatsPaidAgain(
  ports: PaymentPorts,
  seatIds: readonly string[],
  subscription: SubscriptionRecord,
  chargedBackAt: number,
  at: string,
): Promise<void> {
  if (subscription.status !== 'active' || subscription.scheduledChange?.action === 'cancel') return;
  const taken = (await ports.store.getLicences(seatIds)).filter(
    (seat) =>
      seat.status === 'revoked' &&
      seat.revokedReason === 'seats-reduced' &&
      !!seat.revokedAt &&
      Date.parse(seat.revokedAt) >= chargedBackAt &&
      renewingSubscriptionOf(seat) === subscription.subscriptionId &&
      ledgerEntries(seat.ledger).some((entry) => entry.state === 'paid' && Date.parse(entry.until) > Date.parse(at)),
  );
  if (taken.length > 0)
    await ports.store.reinstateLicences(
      taken.map((seat) => seat.licenceId),
      'seats-reduced',
    );
  // Asked whether or not a seat came back now: a retry after Paddle refused finds them active already.
  await renewEveryLicenceItCovers(ports, subscription, { subscriptionId: subscription.subscriptionId, at });
}

/** When the charge was charged back: its earliest chargeback (any time, if Paddle's notice had none). */
function chargedBackSince(adjustments: readonly (AdjustmentChange & { readonly occurredAt?: string })[]): number {
  const times = adjustments
    .filter((adjustment) => adjustment.action === 'chargeback' && adjustment.status !== 'rejected')
    .map((adjustment) => (adjustment.occurredAt ? Date.parse(adjustment.occurredAt) : 0));
  return times.length > 0 ? Math.min(...times) : 0;
}

/** Each seat's purchase entry that began nearest the charge: its start (when the charge that added or gave it back ran). */
function purchasePeriodsBegan(
  purchaseId: string,
  seats: readonly LicenceRecord[],
  charged: number,
): Map<number, number> {
  const began = new Map<number, number>();
  for (const seat of seats) {
    const starts = ledgerEntries(seat.ledger)
      .filter((entry) => entry.source === 'purchase' && entry.transactionId === purchaseId)
      .map((entry) => Date.parse(entry.from))
      .sort((a, b) => Math.abs(a - charged) - Math.abs(b - charged));
    if (starts.length > 0) began.set(unitOf(seat.licenceId), starts[0]!);
  }
  return began;
}

/** Why a seat revoked when money went back for it: its unit is not named again (ADR 402). */
const TAKEN_FOR_MONEY = new Set<string | undefined>(['refund', 'chargeback']);

/** Whether the price is one of the seat prices of the trainer product sold. */
function isSeatPrice(ports: PaymentPorts, slug: string, priceId: string): boolean {
  const priced = ports.priceIndex.get(priceId);
  return (
    priced !== undefined && (findProduct(slug)?.items.some((item) => item.priceKey === priced.item.priceKey) ?? false)
  );
}

/**
 * The entry a seat charge paid on a seat: among its purchase entries running into the charge's period (ADR 242, 423),
 * the one that began nearest the charge (ADR 433). A seat added with the charge may be stamped a moment before the
 * period starts, but runs to its end; an entry that ended before it (a first period cut at a reduction just before the
 * raise) was paid by the purchase, and one a later raise began was paid by that raise.
 */
function paidByCharge(purchaseId: string, charge: RenewalCharge) {
  const charged = Date.parse(charge.period.startsAt);
  const runsInto = (entry: LedgerEntry) =>
    entry.source === 'purchase' && entry.transactionId === purchaseId && Date.parse(entry.until) > charged;
  const distance = (entry: LedgerEntry) => Math.abs(Date.parse(entry.from) - charged);
  return (entry: LedgerEntry, ledger: readonly LedgerEntry[] = [entry]) =>
    runsInto(entry) && ledger.filter(runsInto).every((other) => distance(entry) <= distance(other));
}
