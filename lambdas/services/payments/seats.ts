import { isCheckedOut } from '../../domain/orders';
import { findProduct } from '../../domain/catalogue';
import { addedSeatGrants, unitIds, unitOf } from '../../domain/licences/issuance';
import { issueMissing, reissueSeats } from './licence-keys';
import type { PaymentPorts } from './ports';

const RUNNING = new Set(['active', 'trialing', 'past_due']);

/**
 * Brings a trainer subscription's seats in line with its newest known state (DESIGN.md §7), whatever order the
 * events came in: seats 1..quantity are issued (a seat taken away when the subscription shrank comes back), seats
 * beyond the quantity are revoked, and every seat's key covers the period paid. Seats refunded or charged back stay
 * revoked. Does nothing until both the purchase and the subscription are known; whichever arrives last calls it.
 */
export async function syncSeats(
  ports: PaymentPorts,
  subscriptionId: string,
  at: string,
  paidUntilHint: string | null = null,
): Promise<void> {
  const { store } = ports;
  const subscription = await store.getSubscription(subscriptionId);
  if (!subscription?.transactionId || !RUNNING.has(subscription.status)) return;
  const order = await store.getOrder(subscription.transactionId);
  if (!isCheckedOut(order) || order.status !== 'paid' || findProduct(order.request.slug)?.family !== 'fms-trainer')
    return;

  const purchased = order.licenceIds?.length ?? 0;
  const target = subscription.quantity ?? purchased;
  const highest = Math.max(order.seatUnits ?? purchased, purchased, target);
  const seats = new Map(
    (await store.getLicences(unitIds(order.transactionId, highest))).map((seat) => [seat.licenceId, seat]),
  );
  const paidUntil = latest(subscription.currentPeriodEnd, paidUntilHint);

  const absent = unitIds(order.transactionId, target).filter((id) => !seats.has(id));
  const surplus = [...seats.values()].filter((seat) => unitOf(seat.licenceId) > target && seat.status === 'active');
  const stale = [...seats.values()].filter(
    (seat) =>
      unitOf(seat.licenceId) <= target &&
      (seat.status === 'active'
        ? paidUntil !== null && instant(seat.paidUntil) < instant(paidUntil)
        : seat.revokedReason === 'seats-reduced'),
  );

  if (absent.length > 0) {
    await store.raiseSeatUnits(order.transactionId, target);
    const purchase = {
      transactionId: order.transactionId,
      subscriptionId,
      ownerEmail: order.request.buyerEmail.toLowerCase(),
      slug: order.request.slug,
    };
    await issueMissing(ports, addedSeatGrants(purchase, absent.map(unitOf), at, paidUntil));
  }
  if (surplus.length > 0)
    await store.revokeLicences(
      surplus.map((seat) => seat.licenceId),
      at,
      'seats-reduced',
    );
  if (stale.length > 0 && paidUntil) await reissueSeats(ports, stale, paidUntil, at);
}

function latest(a: string | null, b: string | null): string | null {
  if (!a) return b;
  if (!b) return a;
  return instant(a) > instant(b) ? a : b;
}

function instant(iso: string | null | undefined): number {
  return iso ? Date.parse(iso) : 0;
}
