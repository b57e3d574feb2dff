import { normaliseEmail } from '../../domain/email';
import { isCheckedOut } from '../../domain/orders';
import { findProduct } from '../../domain/catalogue';
import { addedSeatGrants, unitId, unitIds, unitOf } from '../../domain/licences/issuance';
import { renewsRefundedSeat } from '../../domain/licences/renewal-refunds';
import { paidSeatPeriodEnd } from '../../domain/licences/seat-period';
import { withPurchaseEntry } from '../../domain/ledger/events';
import { isTakenBack, ledgerEntries, ledgerEntry } from '../../domain/ledger/entries';
import { renewingSubscription } from '../../domain/ledger/standing';
import { issueMissing, reissueSeats } from './licence-keys';
import type { OrderRecord } from '../../adapters/store/orders';
import type { LicenceRecord } from '../../adapters/store/licences';
import type { SubscriptionRecord } from '../../adapters/store/subscriptions';
import type { PurchaseRead } from '../ledger/renewals';
import type { PaymentPorts } from './ports';
import { applyTakebacks } from './takebacks';

const RUNNING = new Set(['active', 'trialing', 'past_due']);
/**
 * A paused subscription's quantity may drop too (a seat charge refunded while paused, ADR 411): its seats beyond the
 * quantity go then; nothing is issued or signed for it until it runs again.
 */
const SYNCED = new Set([...RUNNING, 'paused']);

/** Passes after which seats still changing under a sync fail the event, for Paddle to deliver it again. */
const SYNC_PASSES = 5;

/**
 * Brings a trainer subscription's seats in line with its newest known state (docs/product/licences.md, "Trainer seats"), whatever order the
 * events came in: seats 1..quantity are issued (a seat taken away when the subscription shrank comes back), seats
 * beyond the quantity are revoked, and every seat's key covers the period paid (a completed transaction's, ADR 240). Seats refunded or charged back stay
 * revoked, and a refunded renewal's period stays taken back (ADR 071). Does nothing until both the purchase and the
 * subscription are known; whichever arrives last calls it.
 *
 * Two events of one subscription may be applied at once, and a full refund beside them. A pass that changed seats
 * reads the subscription and the order again: a newer state stored meanwhile means the pass may have acted on the
 * older one, so it runs again on the newer; a refund recorded meanwhile may not have seen the seats written, so it
 * is taken back again (the refund marks the order before it reads the seats, this pass writes them before it reads
 * the order: one of the two sees the other).
 */
export async function syncSeats(
  ports: PaymentPorts,
  subscriptionId: string,
  at: string,
  paidUntilHint: string | null = null,
  justStored?: SubscriptionRecord,
  purchaseRead?: PurchaseRead,
): Promise<void> {
  const { store } = ports;
  let subscription = justStored ?? (await store.getSubscription(subscriptionId));
  // Only a trainer's subscription has seats; its product is known from its first event that carried the buyer's data.
  if (subscription?.productSlug && findProduct(subscription.productSlug)?.family !== 'fms-trainer') return;
  const origin = subscription && SYNCED.has(subscription.status) ? subscription.transactionId : null;
  // The delivery may have read the purchase and its seats already (`purchaseRead`): its first pass reads them no more.
  let read = origin && purchaseRead?.order.transactionId === origin ? purchaseRead : undefined;
  let order: OrderRecord | undefined = read?.order;
  if (origin && !read) {
    // Else the order is read with the seats the subscription pays for, in one call (ADR 536).
    const asked = unitIds(origin, Math.max(subscription?.quantity ?? 0, 0));
    const found = await store.readOrderWithLicences(origin, asked);
    order = found.order;
    if (isCheckedOut(found.order)) read = { order: found.order, asked, licences: found.licences };
  }
  for (let pass = 0; pass < SYNC_PASSES; pass += 1) {
    const actedOn = subscription;
    if (!actedOn?.transactionId || !(await syncSeatsOnce(ports, actedOn, order, at, paidUntilHint, read))) return;
    read = undefined;
    ({ subscription, order } = await store.readSubscription(subscriptionId, { transactionId: actedOn.transactionId }));
    if (order?.status === 'refunded') return applyTakebacks(ports, actedOn.transactionId, at);
    if (subscription?.lastEventAt === actedOn.lastEventAt) return;
  }
  throw new Error(`The seats of subscription ${subscriptionId} kept changing for ${SYNC_PASSES} passes`);
}

/** One pass of `syncSeats` over the state read: whether it changed any seat. */
async function syncSeatsOnce(
  ports: PaymentPorts,
  subscription: SubscriptionRecord,
  order: OrderRecord | undefined,
  at: string,
  paidUntilHint: string | null,
  read: PurchaseRead | undefined,
): Promise<boolean> {
  const { store } = ports;
  if (!SYNCED.has(subscription.status)) return false;
  const running = RUNNING.has(subscription.status);
  if (!isCheckedOut(order) || order.status !== 'paid' || findProduct(order.request.slug)?.family !== 'fms-trainer')
    return false;

  const purchased = order.licenceIds?.length ?? 0;
  // A quantity Paddle would not lower yet (past due, ADR 407) is no raise: the units it still counts beyond the seats
  // left pay for seats taken back for money, and it is lowered once collected. Nothing is issued for them.
  const awaitingLower = subscription.alignmentPendingReason === 'past-due';
  const target = subscription.quantity ?? purchased;
  const highest = Math.max(order.seatUnits ?? purchased, purchased, target);
  const seats = new Map(
    (await seatsOf(ports, unitIds(order.transactionId, highest), read)).map((seat) => [seat.licenceId, seat]),
  );
  // Set to end with no seat left in use, its count is one Paddle could not lower to none (ADR 427): no seat comes
  // back for it. With seats in use, a count above them is a raise Paddle charged for, and gives seats back.
  const leftoverCount =
    subscription.scheduledChange?.action === 'cancel' && ![...seats.values()].some((seat) => seat.status === 'active');
  // The subscription pays for `target` seats: the lowest units not taken back for money (a refunded or charged-back
  // seat stays revoked, so a quantity raised after it gets a unit of its own rather than paying for that one).
  const slots = seatSlots(target, seats);
  // What was paid, never the period Paddle moved to before the renewal's payment completed (ADR 240): a renewal
  // paid while the subscription was paused (its payment notice before the resume's) is known by the paid end it
  // recorded (ADR 360), so the resume's sync signs the seats for it.
  const seatsPaidUntil = [...seats.values()].map((seat) => seat.paidUntil);
  const recorded = subscription.paidThrough;
  const paidLater = recorded && seatsPaidUntil.every((end) => instant(end) < instant(recorded)) ? recorded : null;
  const paidUntil = paidSeatPeriodEnd(paidUntilHint ?? paidLater, seatsPaidUntil, subscription);

  const absent = slots.map((unit) => unitId(order.transactionId, unit)).filter((id) => !seats.has(id));
  const surplus = [...seats.values()].filter(
    (seat) => !slots.includes(unitOf(seat.licenceId)) && seat.status === 'active',
  );
  const stale = [...seats.values()].filter(
    (seat) =>
      slots.includes(unitOf(seat.licenceId)) &&
      (seat.status === 'active'
        ? paidUntil !== null &&
          instant(seat.paidUntil) < instant(paidUntil) &&
          renewsRefundedSeat(seat.refundedUntil, paidUntil)
        : // A seat that went while the lower quantity waits (ADR 426) is not given back by the count Paddle keeps.
          !awaitingLower && !leftoverCount && seat.revokedReason === 'seats-reduced'),
  );

  if (running && !awaitingLower && absent.length > 0) {
    await store.raiseSeatUnits(order.transactionId, Math.max(...slots));
    const purchase = {
      transactionId: order.transactionId,
      subscriptionId: subscription.subscriptionId,
      ownerEmail: normaliseEmail(order.request.buyerEmail),
      slug: order.request.slug,
    };
    const added = addedSeatGrants(purchase, absent.map(unitOf), at, paidUntil);
    await issueMissing(
      ports,
      added.map((grant) => withPurchaseEntry(grant, { paidAt: at })),
    );
  }
  if (surplus.length > 0)
    await store.revokeLicences(
      surplus.map((seat) => seat.licenceId),
      at,
      'seats-reduced',
    );
  if (running && stale.length > 0 && paidUntil) {
    const purchase = { transactionId: order.transactionId, payer: normaliseEmail(order.request.buyerEmail) };
    await payReturnedSeats(ports, purchase, subscription.subscriptionId, stale, paidUntil, at);
    await reissueSeats(ports, stale, paidUntil, at);
  }
  return (running ? (awaitingLower ? 0 : absent.length) + stale.length : 0) + surplus.length > 0;
}

/**
 * A seat taken away when the quantity dropped comes back with a raise (ADR 423): what it had paid ends at the
 * reduction (Paddle credited the rest, ADR 402), and the raise's charge pays it from now on, an entry of its own kept
 * with the purchase (ADR 242). Written before the seat is reissued, so a retry of a failed pass writes it again.
 */
async function payReturnedSeats(
  ports: PaymentPorts,
  purchase: { readonly transactionId: string; readonly payer: string },
  subscriptionId: string,
  stale: readonly LicenceRecord[],
  paidUntil: string,
  at: string,
): Promise<void> {
  const returned = stale.filter((seat) => seat.status === 'revoked' && seat.revokedReason === 'seats-reduced');
  for (const seat of returned) {
    const reducedAt = seat.revokedAt;
    if (!reducedAt || instant(paidUntil) <= instant(at)) continue;
    const cut = ledgerEntries(seat.ledger).filter(
      (entry) =>
        entry.state === 'paid' &&
        (entry.source === 'purchase' || entry.source === 'renewal') &&
        instant(entry.from) < instant(reducedAt) &&
        instant(entry.until) > instant(reducedAt),
    );
    await ports.store.addLedgerEntries(seat.licenceId, [
      ledgerEntry({
        source: 'purchase',
        from: at,
        until: paidUntil,
        transactionId: purchase.transactionId,
        subscriptionId,
        payer: purchase.payer,
        state: 'paid',
        recordedAt: at,
        returnedAt: at,
      }),
    ]);
    if (cut.length > 0)
      await ports.store.changeEntryStates(
        seat.licenceId,
        cut.map((entry) => ({
          entry: { ...entry, until: new Date(reducedAt).toISOString() },
          from: ['paid'],
          to: 'paid',
          at,
        })),
      );
  }
}

/** The seats asked for: from what the delivery read when it asked for all of them, else from the store. */
async function seatsOf(
  ports: PaymentPorts,
  licenceIds: readonly string[],
  read: PurchaseRead | undefined,
): Promise<readonly LicenceRecord[]> {
  const asked = new Set(read?.asked);
  if (!read || !licenceIds.every((licenceId) => asked.has(licenceId))) return ports.store.getLicences(licenceIds);
  const wanted = new Set(licenceIds);
  return read.licences.filter((seat) => wanted.has(seat.licenceId));
}

/** Why a seat revoked for money stays revoked whatever the quantity (ADR 062, ADR 242). */
const TAKEN_FOR_MONEY = new Set<string | undefined>(['refund', 'chargeback']);

/**
 * The unit numbers of `target` seats: from 1 up, passing over the units taken back for money, and those whose paid
 * time was paid back with no subscription renewing them any more (a refunded seat charge, ADR 411, 428, 433), whether
 * they went with the quantity already or are still in use: a quantity raised again gets a seat of its own, paid by
 * its own charge, and a lower one takes the seat paid back rather than the highest.
 */
function seatSlots(target: number, seats: ReadonlyMap<string, LicenceRecord>): number[] {
  const paidBack = (seat: LicenceRecord) => {
    const entries = ledgerEntries(seat.ledger);
    return entries.some(isTakenBack) && renewingSubscription(entries, seat.handedOverSubscriptionIds) === null;
  };
  const taken = new Set(
    [...seats.values()]
      .filter((seat) =>
        seat.status === 'revoked'
          ? TAKEN_FOR_MONEY.has(seat.revokedReason) || (seat.revokedReason === 'seats-reduced' && paidBack(seat))
          : paidBack(seat),
      )
      .map((seat) => unitOf(seat.licenceId)),
  );
  const slots: number[] = [];
  for (let unit = 1; slots.length < target; unit += 1) if (!taken.has(unit)) slots.push(unit);
  return slots;
}

function instant(iso: string | null | undefined): number {
  return iso ? Date.parse(iso) : 0;
}
