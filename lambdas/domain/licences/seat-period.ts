/**
 * A trainer seat's key verifies for the period its subscription has paid, plus a grace (ADR 064): Paddle retries a
 * failed renewal payment for days, and a classroom should not go dark on the morning a card expires.
 */
export const SEAT_GRACE_DAYS = 7;

export function seatValidUntil(paidUntil: string): string {
  return new Date(Date.parse(paidUntil) + SEAT_GRACE_DAYS * 24 * 3600 * 1000).toISOString();
}

/**
 * The end of the period a trainer subscription's seats have PAID for (ADR 240): the latest of a completed
 * transaction's billing period (`paidHint`, from the purchase or a renewal) and the seats' own paid periods. Paddle
 * moves `current_billing_period` at a renewal before the renewal is paid (`subscription.updated`, and
 * `subscription.past_due` when the charge fails), so the subscription's period is a promise, not a payment: it is
 * used only when nothing paid is known at all (seats stored before their periods were), and then only while the
 * subscription is active.
 */
export function paidSeatPeriodEnd(
  paidHint: string | null,
  seatsPaidUntil: readonly (string | null | undefined)[],
  subscription: { readonly status: string; readonly currentPeriodEnd: string | null },
): string | null {
  const paid = [paidHint, ...seatsPaidUntil].filter((end): end is string => typeof end === 'string' && end !== '');
  if (paid.length > 0) return paid.reduce((latest, end) => (Date.parse(end) > Date.parse(latest) ? end : latest));
  return subscription.status === 'active' || subscription.status === 'trialing' ? subscription.currentPeriodEnd : null;
}
