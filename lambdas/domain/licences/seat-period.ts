/**
 * A trainer seat's key verifies for the period its subscription has paid, plus a grace (ADR 064): Paddle retries a
 * failed renewal payment for days, and a classroom should not go dark on the morning a card expires.
 */
export const SEAT_GRACE_DAYS = 7;

export function seatValidUntil(paidUntil: string): string {
  return new Date(Date.parse(paidUntil) + SEAT_GRACE_DAYS * 24 * 3600 * 1000).toISOString();
}
