import type { SubscriptionPeriod } from '../aircraft';
import type { SupportStatus } from './support-status';

/**
 * What a support extension bought now covers (ADR 312): it starts where the licence's support ends, never over a
 * period already paid for.
 * - Support that still runs and will not renew (cancelled to end with its period, or paid by a previous owner's
 *   subscription that stopped renewing for it): the extension runs from that end for one term.
 * - Lapsed, or never recorded: from now for one term (the catch-up months pay for the lapse).
 * - Support that renews automatically: its renewal already covers the next period, so nothing is sold.
 * - Support whose renewing subscription is paused: resumed, it renews again (ADR 416), so nothing is sold either.
 */
export type SupportExtensionPlan =
  | {
      readonly kind: 'extend';
      readonly startsAt: string;
      readonly endsAt: string;
      /** True when it continues support that still runs (it starts later than now). */
      readonly continues: boolean;
    }
  | { readonly kind: 'covered'; readonly renewsAt: string }
  | { readonly kind: 'paused'; readonly pausedSince: string };

export function supportExtensionPlan(
  support: SupportStatus,
  term: SubscriptionPeriod,
  now: Date,
): SupportExtensionPlan {
  if (support.state === 'active' && support.autoRenewing) return { kind: 'covered', renewsAt: support.activeUntil };
  // Paddle is still retrying the renewal (ADR 243): once paid it covers the period, so selling it again pays twice.
  if (support.state === 'payment-due') return { kind: 'covered', renewsAt: support.paidUntil };
  // One renewing source per licence: a paused subscription is still one, charging again once resumed.
  if (support.state === 'paused') return { kind: 'paused', pausedSince: support.pausedSince };
  const continues = support.state === 'active' && Date.parse(support.activeUntil) > now.getTime();
  const startsAt = continues ? new Date(support.activeUntil) : now;
  return { kind: 'extend', startsAt: startsAt.toISOString(), endsAt: addTerm(startsAt, term).toISOString(), continues };
}

/** One term later, as Paddle counts billing periods: the same day of the next month or year, in UTC. */
export function addTerm(from: Date, term: SubscriptionPeriod): Date {
  const end = new Date(from);
  if (term === 'Monthly') end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}
