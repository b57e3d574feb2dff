import { normaliseAircraftType } from '../aircraft';
import { supportExtensionSlug } from '../product-keys';
import type { SubscriptionPeriod } from '../aircraft';

/**
 * Support status of a licence (docs/product/support.md): it follows the Paddle subscriptions that carry the licence's support —
 * the one bought with it and any support extension bought for it later.
 */
export interface SupportSubscriptionState {
  readonly subscriptionId: string;
  /** Paddle's status: active, trialing, past_due, paused, canceled. */
  readonly status: string;
  readonly currentPeriodEnd: string | null;
  /** Where Paddle moved the period at a renewal not paid yet (past_due): the end of what was paid. */
  readonly currentPeriodStart?: string | null;
  readonly canceledAt: string | null;
  /** Paddle's `paused_at`, while paused. */
  readonly pausedAt?: string | null;
  /** Paddle's `scheduled_change.action` (`cancel` once a cancellation at the period's end is requested). */
  readonly scheduledChange: { readonly action: string; readonly effectiveAt: string } | null;
  /**
   * A canceled subscription whose cancellation took back nothing paid (a reversed chargeback, ADR 360): the end of
   * the last period a completed transaction paid, which its support still covers. Paddle clears the period on cancel.
   */
  readonly paidThrough?: string | null;
}

/**
 * A stored subscription as the support rules read it (a scheduled change it lacks is none). A previous owner's
 * subscription that stopped renewing for this licence when it moved (ADR 313) ends, for it, with its current period,
 * whatever it goes on paying for its owner's other licences. The subscription bought with a licence that a reversed
 * chargeback gave back (`supportRestartOfferedAt`, ADR 241) covers the period its buyer paid, though Paddle canceled
 * it (ADR 360).
 */
export function toSupportState(
  subscription: Omit<SupportSubscriptionState, 'scheduledChange' | 'paidThrough'> & {
    readonly scheduledChange?: SupportSubscriptionState['scheduledChange'] | undefined;
    /** The end of the last period a completed transaction of it paid (kept through a cancel). */
    readonly paidThrough?: string | null | undefined;
  },
  licence?: {
    readonly handedOverSubscriptionIds?: Iterable<string> | undefined;
    readonly subscriptionId?: string | null | undefined;
    readonly supportRestartOfferedAt?: string | undefined;
  },
): SupportSubscriptionState {
  const handedOver = [...(licence?.handedOverSubscriptionIds ?? [])].includes(subscription.subscriptionId);
  const restored =
    subscription.status === 'canceled' &&
    !!licence?.supportRestartOfferedAt &&
    licence.subscriptionId === subscription.subscriptionId;
  return {
    subscriptionId: subscription.subscriptionId,
    status: subscription.status,
    currentPeriodEnd: subscription.currentPeriodEnd,
    currentPeriodStart: subscription.currentPeriodStart,
    canceledAt: subscription.canceledAt,
    pausedAt: subscription.pausedAt ?? null,
    scheduledChange:
      handedOver && subscription.currentPeriodEnd
        ? { action: 'cancel', effectiveAt: subscription.currentPeriodEnd }
        : (subscription.scheduledChange ?? null),
    ...(restored && subscription.paidThrough ? { paidThrough: subscription.paidThrough } : {}),
  };
}

export type SupportStatus =
  | {
      readonly state: 'active';
      readonly activeUntil: string;
      /** False once a cancellation at the end of the period is scheduled. */
      readonly autoRenewing: boolean;
      readonly subscriptionId: string;
    }
  | { readonly state: 'lapsed'; readonly lapsedSince: string; readonly subscriptionId: string }
  /** Paddle is retrying the renewal's payment (`past_due`, ADR 243): paid until `paidUntil`, not active. */
  | { readonly state: 'payment-due'; readonly paidUntil: string; readonly subscriptionId: string }
  /** Paused by its buyer (ADR 243): nothing runs until it is resumed. */
  | { readonly state: 'paused'; readonly pausedSince: string; readonly subscriptionId: string }
  /** No support subscription is known (a one-time purchase, or its webhook has not arrived yet). */
  | { readonly state: 'none' };

const RUNNING = new Set(['active', 'trialing']);

/** Which of two statuses of one licence is shown: what gives the buyer most, then the most recent. */
const RANK: Record<SupportStatus['state'], number> = { active: 4, 'payment-due': 3, paused: 2, lapsed: 1, none: 0 };

/**
 * The best support any of the subscriptions gives at `now`: the running one that lasts longest, else one whose
 * renewal payment is due, else a paused one, else the most recent lapse. A subscription still running past its
 * period end (a renewal not yet reported) counts as active until that end only, so a missed webhook shows as lapsed
 * rather than as support nobody paid for. A past-due subscription is never active: Paddle has already moved its
 * period to the one not paid yet (ADR 243).
 */
export function supportStatus(subscriptions: readonly SupportSubscriptionState[], now: Date): SupportStatus {
  let best: SupportStatus = { state: 'none' };
  for (const subscription of subscriptions) {
    const candidate = statusOf(subscription, now);
    if (RANK[candidate.state] > RANK[best.state]) best = candidate;
    else if (candidate.state === 'active' && best.state === 'active' && candidate.activeUntil > best.activeUntil)
      best = candidate;
    else if (candidate.state === 'lapsed' && best.state === 'lapsed' && candidate.lapsedSince > best.lapsedSince)
      best = candidate;
  }
  return best;
}

function statusOf(subscription: SupportSubscriptionState, now: Date): SupportStatus {
  const end = subscription.currentPeriodEnd;
  const { subscriptionId } = subscription;
  if (subscription.status === 'paused') {
    // Paddle clears the period of a paused subscription; without `paused_at` the pause is as old as its record says.
    const pausedSince = subscription.pausedAt ?? subscription.currentPeriodStart ?? null;
    return pausedSince ? { state: 'paused', pausedSince, subscriptionId } : { state: 'none' };
  }
  if (subscription.status === 'canceled' && subscription.paidThrough) {
    // Paid, and not taken back: support runs to that end, then lapses there (catch-up months count from it).
    const paidThrough = subscription.paidThrough;
    return Date.parse(paidThrough) > now.getTime()
      ? { state: 'active', activeUntil: paidThrough, autoRenewing: false, subscriptionId }
      : { state: 'lapsed', lapsedSince: paidThrough, subscriptionId };
  }
  // Past due beyond the unpaid period's end is a missed cancellation: shown lapsed, as below.
  if (subscription.status === 'past_due' && end !== null && Date.parse(end) > now.getTime())
    return { state: 'payment-due', paidUntil: subscription.currentPeriodStart ?? end, subscriptionId };
  if (RUNNING.has(subscription.status) && end !== null && Date.parse(end) > now.getTime()) {
    return {
      state: 'active',
      activeUntil: end,
      autoRenewing: subscription.status !== 'canceled' && subscription.scheduledChange?.action !== 'cancel',
      subscriptionId: subscription.subscriptionId,
    };
  }
  // Paddle cancels at the period's end (canceled_at then equals it) or at once (canceled_at is the moment).
  const lapsedSince = earliest(subscription.canceledAt, end);
  if (lapsedSince === null) return { state: 'none' };
  return { state: 'lapsed', lapsedSince, subscriptionId: subscription.subscriptionId };
}

function earliest(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return Date.parse(a) <= Date.parse(b) ? a : b;
}

/**
 * Catch-up months of a support extension (10 per month, docs/product/support.md): the whole calendar months between the lapse
 * and now. A lapse of less than a month costs nothing extra; support that is still active needs none.
 */
export function catchUpMonths(status: SupportStatus, now: Date): number {
  if (status.state !== 'lapsed') return 0;
  const since = new Date(status.lapsedSince);
  let months = (now.getUTCFullYear() - since.getUTCFullYear()) * 12 + (now.getUTCMonth() - since.getUTCMonth());
  // A month counts once its day (and time) of the lapse has come round again.
  const anniversary = new Date(since);
  anniversary.setUTCMonth(since.getUTCMonth() + months);
  if (anniversary.getTime() > now.getTime()) months -= 1;
  return Math.max(months, 0);
}

/**
 * The support-extension product of a licence's aircraft type (docs/product/prices.md, "Pricing errors"): an unknown type is
 * an UnknownAircraftTypeError, 'Unknown aircraft type: …'.
 */
export function supportExtensionSlugFor(aircraftType: string | null, term: SubscriptionPeriod): string {
  return supportExtensionSlug(normaliseAircraftType(aircraftType ?? ''), term);
}
