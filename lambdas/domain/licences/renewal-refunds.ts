import { takeback } from './refunds';
import type { AdjustmentChange, PaidLine, Period } from './payment-events';

/** A renewal (`subscription_recurring`) as the shop keeps it (ADR 071). */
export interface RenewalCharge {
  readonly transactionId: string;
  readonly subscriptionId: string;
  /** The period it paid for; seats whose period is refunded go back to its start. */
  readonly period: Period;
  readonly lines: readonly PaidLine[];
  /**
   * Paddle's `origin`: `subscription_recurring` (a renewal; absent on records kept before charges were), or a charge
   * made part-way through a period (`subscription_update`: seats added; `subscription_charge`: a one-off), ADR 242.
   */
  readonly origin?: string;
}

/** A charge made part-way through a period: refunding it takes back only what it added (ADR 242). */
export function isMidPeriodCharge(charge: Pick<RenewalCharge, 'origin'>): boolean {
  return charge.origin === 'subscription_update' || charge.origin === 'subscription_charge';
}

/**
 * The seat units whose period a refunded mid-period charge takes back (ADR 242): the seats it added, a whole refund
 * all of them, a partial one as many as it refunds. Which seats it added: those whose first period began when it was
 * charged (`began`: each unit's latest purchase entry's start, and the charge's), nearest first, the highest first
 * among equals; without that, the highest `added` of the `seatUnits` the subscription has now (ADR 433). Seats bought
 * before the charge keep their period, and the subscription runs on. A unit already taken back for money
 * (`passOver`: a refund or chargeback of the purchase revoked it, and paid back a seat) is never named again
 * (ADR 411): the charge's refund takes the next seat still paid for.
 */
export function seatsAddedByCharge(
  decided: RenewalTakeback,
  added: number,
  seatUnits: number,
  passOver: ReadonlySet<number> = new Set(),
  began?: { readonly charged: number; readonly units: ReadonlyMap<number, number> },
): number[] {
  if (decided.scope === 'nothing' || added <= 0) return [];
  const count = decided.scope === 'period' ? added : Math.min(decided.count, added);
  const distance = (unit: number) => {
    const start = began?.units.get(unit);
    return start === undefined ? Number.POSITIVE_INFINITY : Math.abs(start - began!.charged);
  };
  const candidates: number[] = [];
  for (let unit = seatUnits; unit >= 1; unit -= 1) if (!passOver.has(unit)) candidates.push(unit);
  // A stable sort: among seats as near to the charge (or with no start known), the highest stays first.
  return candidates
    .sort((a, b) => (distance(a) === distance(b) ? 0 : distance(a) - distance(b)))
    .slice(0, count)
    .sort((a, b) => a - b);
}

/**
 * What the approved refunds and chargebacks of a renewal take back (ADR 071):
 * - `period`: the whole period (a full refund, any chargeback, or every unit refunded): every seat's paid period
 *   goes back to the period's start, and the subscription is canceled at once;
 * - `seats`: the highest `count` of the renewal's `quantity` units lose the period, as ADR 062 revokes a purchase's
 *   highest units; the subscription runs on;
 * - `nothing`: credits, pending refunds, and goodwill amounts smaller than one unit.
 */
export type RenewalTakeback =
  | { readonly scope: 'nothing' }
  | { readonly scope: 'period' }
  | { readonly scope: 'seats'; readonly count: number; readonly quantity: number };

export function renewalTakeback(adjustments: readonly AdjustmentChange[], lines: readonly PaidLine[]): RenewalTakeback {
  const decided = takeback(adjustments, lines);
  if (decided.scope !== 'units') return decided.scope === 'everything' ? { scope: 'period' } : decided;
  const quantity = lines.reduce((total, line) => total + line.quantity, 0);
  const count = [...decided.units.values()].reduce((total, units) => total + units, 0);
  return count >= quantity ? { scope: 'period' } : { scope: 'seats', count, quantity };
}

/** The seat units (1-based) whose refunded period is taken back: all of them, or the highest refunded ones. */
export function seatsLosingPeriod(decided: RenewalTakeback, seatUnits: number): number[] {
  if (decided.scope === 'nothing') return [];
  const from = decided.scope === 'period' ? 1 : Math.max(decided.quantity - decided.count + 1, 1);
  const to = decided.scope === 'period' ? seatUnits : Math.min(decided.quantity, seatUnits);
  return Array.from({ length: Math.max(to - from + 1, 0) }, (_, index) => from + index);
}

/**
 * A seat whose period was refunded is not brought back by a later look at the same period (a redelivered renewal,
 * the reconciliation): only a period ending after the refunded one renews it.
 */
export function renewsRefundedSeat(refundedUntil: string | null | undefined, paidUntil: string): boolean {
  return !refundedUntil || Date.parse(paidUntil) > Date.parse(refundedUntil);
}
