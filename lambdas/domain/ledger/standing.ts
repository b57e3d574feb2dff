import type { SupportStatus } from '../licences/support-status';
import { SEAT_GRACE_DAYS } from '../licences/seat-period';
import { byPeriod, isTakenBack, type LedgerEntry } from './entries';

/**
 * What a licence has, until when, paid by whom, and what renews it: the one answer every reader of paid time gets
 * (the portal's lists, key status, checkout and its quote, transfers, refunds, the console and the mails). It is
 * derived from the licence's ledger alone, plus the state of the one subscription that renews it.
 */
export interface LicenceStanding {
  /** The ledger, oldest period first. */
  readonly entries: readonly LedgerEntry[];
  /** Paid and goodwill time merged into spans, oldest first. */
  readonly coverage: readonly Span[];
  /** Suites: their support; seats: the seat's paid period and its subscription's state. */
  readonly support: SupportStatus;
  /** The end of the paid time that reaches now, else of the last paid time; null when nothing was ever paid. */
  readonly paidUntil: string | null;
  /** Who paid the time that covers now (else the last paid time); null for goodwill or nothing. */
  readonly paidBy: string | null;
  /** How the payer stands to the owner; null when nobody paid. */
  readonly payer: 'owner' | 'previous-owner' | 'someone-else' | null;
  /** The one subscription that renews the licence, and whether it will; null when none may. */
  readonly renewal: Renewal | null;
  /** Suites whose support lapsed: whole months since the paid time ended (what an extension must catch up). */
  readonly catchUpMonths: number;
  /** Whether the licence may be used now (a seat: paid, or within its grace, and its subscription not stopped). */
  readonly usable: boolean;
  /** Seats: how the current key stands on paid time (`current`, `past_due` within the grace, `expired`). */
  readonly seat: SeatState | null;
}

export interface Span {
  readonly from: string;
  readonly until: string;
}

export interface Renewal {
  readonly subscriptionId: string;
  /** Paddle's status of it, when known. */
  readonly status: string | null;
  /** Running and not set to end: its next charge pays the licence's next period. */
  readonly renews: boolean;
}

export type SeatState = 'current' | 'past_due' | 'expired';

/** What the standing needs of a subscription that names the licence in its ledger. */
export interface SubscriptionFacts {
  readonly subscriptionId: string;
  /** Paddle's status: active, trialing, past_due, paused, canceled. */
  readonly status: string;
  readonly currentPeriodEnd?: string | null;
  readonly canceledAt?: string | null;
  readonly pausedAt?: string | null;
  readonly scheduledChange?: { readonly action: string; readonly effectiveAt: string } | null;
}

export interface StandingInput {
  readonly kind: 'suite' | 'trainer-seat';
  readonly status: 'active' | 'revoked';
  /** When it was revoked (a refund, chargeback, fewer seats, an operator). */
  readonly revokedAt?: string | undefined;
  readonly ownerEmail: string;
  readonly entries: readonly LedgerEntry[];
  /** Subscriptions that stopped renewing this licence when it moved (ADR 313): they keep what they paid, no more. */
  readonly handedOverSubscriptionIds?: Iterable<string> | undefined;
  /** Everyone who owned the licence before its owner. */
  readonly previousOwners?: readonly string[] | undefined;
}

/** Sources that bind a subscription to the licence: the one paid last renews it. */
const RENEWING_SOURCES = new Set(['purchase', 'renewal', 'extension']);
const RUNNING = new Set(['active', 'trialing']);
const DAY_MS = 24 * 3600 * 1000;
/** Periods this close are one span: Paddle's periods meet to the millisecond, records may differ by a moment. */
const JOIN_MS = 60_000;

/**
 * The standing of a licence at `now`. `subscription` answers the state of a subscription the ledger names (the
 * renewing one is all it asks for); an unknown one counts as not renewing.
 */
export function licenceStanding(
  licence: StandingInput,
  subscription: (subscriptionId: string) => SubscriptionFacts | undefined,
  now: Date,
): LicenceStanding {
  const entries = byPeriod(licence.entries);
  const paid = entries.filter((entry) => entry.state === 'paid');
  const coverage = spans(paid);
  const at = now.getTime();
  const current = coverage.find((span) => Date.parse(span.from) <= at && at < Date.parse(span.until));
  const last = coverage.at(-1);
  const paidUntil = (current ?? last)?.until ?? null;
  const payerEntry = payerOf(paid, current ?? last, at);
  const renewal = renewingSource(entries, licence.handedOverSubscriptionIds, subscription);
  const facts = renewal ? subscription(renewal.subscriptionId) : undefined;
  const base = {
    entries,
    coverage,
    paidUntil,
    paidBy: payerEntry?.payer ?? null,
    payer: payerRelation(payerEntry?.payer ?? null, licence),
    renewal,
  };
  if (licence.status === 'revoked') return { ...base, ...revoked(licence, entries), usable: false, seat: null };
  const support = supportOf(licence.kind, { current, last, renewal, facts, payerEntry }, now);
  if (licence.kind === 'trainer-seat') {
    // A seat whose only paid time was taken back has its grace from when that time began (ADR 242).
    const takenBackFrom = entries.find(isTakenBack)?.from;
    const seat = seatState(support, paidUntil ?? takenBackFrom ?? null, facts, now);
    return { ...base, support, catchUpMonths: 0, usable: seat !== 'expired', seat };
  }
  return { ...base, support, catchUpMonths: catchUpMonthsSince(support, now), usable: true, seat: null };
}

/** A revoked licence has nothing: its support lapsed when it was taken back (or its paid time ended, if earlier). */
function revoked(
  licence: StandingInput,
  entries: readonly LedgerEntry[],
): Pick<LicenceStanding, 'support' | 'catchUpMonths'> {
  const last = entries.at(-1);
  if (!last) return { support: { state: 'none' }, catchUpMonths: 0 };
  const revokedAt = licence.revokedAt ?? last.recordedAt;
  const paidEnd = entries
    .filter((entry) => entry.state === 'paid')
    .reduce<string | null>((end, entry) => (end === null || entry.until > end ? entry.until : end), null);
  const lapsedSince = paidEnd !== null && Date.parse(paidEnd) < Date.parse(revokedAt) ? paidEnd : revokedAt;
  const subscriptionId = [...entries].reverse().find((entry) => entry.subscriptionId)?.subscriptionId ?? '';
  return { support: { state: 'lapsed', lapsedSince, subscriptionId }, catchUpMonths: 0 };
}

/** Paid time as spans: periods that meet or overlap are one span. */
function spans(paid: readonly LedgerEntry[]): Span[] {
  const merged: { from: string; until: string }[] = [];
  for (const entry of paid) {
    const previous = merged.at(-1);
    if (previous && Date.parse(entry.from) <= Date.parse(previous.until) + JOIN_MS) {
      if (Date.parse(entry.until) > Date.parse(previous.until)) previous.until = entry.until;
    } else merged.push({ from: entry.from, until: entry.until });
  }
  return merged;
}

/** The entry whose payer answers "paid by whom": the one covering now that lasts longest, else the span's last. */
function payerOf(paid: readonly LedgerEntry[], span: Span | undefined, at: number): LedgerEntry | undefined {
  if (!span) return undefined;
  const inSpan = paid.filter(
    (entry) => Date.parse(entry.from) >= Date.parse(span.from) && Date.parse(entry.until) <= Date.parse(span.until),
  );
  const covering = inSpan.filter((entry) => Date.parse(entry.from) <= at && at < Date.parse(entry.until));
  const pool = covering.length > 0 ? covering : inSpan;
  return pool.reduce<LedgerEntry | undefined>(
    (best, entry) => (!best || Date.parse(entry.until) > Date.parse(best.until) ? entry : best),
    undefined,
  );
}

function payerRelation(payer: string | null, licence: StandingInput): LicenceStanding['payer'] {
  if (payer === null) return null;
  if (payer === licence.ownerEmail) return 'owner';
  return licence.previousOwners?.includes(payer) ? 'previous-owner' : 'someone-else';
}

/**
 * The subscription that renews the licence: the one whose paid period ends last. A previous owner's subscription
 * that stopped renewing for it when it moved renews it no more, though its paid time still counts.
 */
function renewingSource(
  entries: readonly LedgerEntry[],
  handedOver: Iterable<string> | undefined,
  subscription: (subscriptionId: string) => SubscriptionFacts | undefined,
): Renewal | null {
  const subscriptionId = renewingSubscription(entries, handedOver);
  if (!subscriptionId) return null;
  const facts = subscription(subscriptionId);
  return {
    subscriptionId,
    status: facts?.status ?? null,
    renews: !!facts && RUNNING.has(facts.status) && facts.scheduledChange?.action !== 'cancel',
  };
}

/**
 * Which subscription renews a licence: the one whose paid time ends last (a renewal pays the period after it), unless
 * it stopped renewing for the licence when the licence moved. Only paid entries count: a refunded one bought nothing.
 * A subscription whose seat charge was paid back after its last paid time renews the seat no more (ADR 428): the
 * charge that gave the seat back was its only claim on the seat's coming periods.
 */
export function renewingSubscription(entries: readonly LedgerEntry[], handedOver?: Iterable<string>): string | null {
  const latest = entries
    .filter((entry) => entry.state === 'paid' && entry.subscriptionId !== null && RENEWING_SOURCES.has(entry.source))
    .reduce<LedgerEntry | undefined>(
      (best, entry) =>
        !best || entry.until > best.until || (entry.until === best.until && entry.from >= best.from) ? entry : best,
      undefined,
    );
  if (!latest?.subscriptionId || [...(handedOver ?? [])].includes(latest.subscriptionId)) return null;
  const seatChargePaidBack = entries.some(
    (entry) =>
      entry.source === 'purchase' &&
      isTakenBack(entry) &&
      entry.subscriptionId === latest.subscriptionId &&
      entry.until > latest.until,
  );
  return seatChargePaidBack ? null : latest.subscriptionId;
}

interface SupportFacts {
  readonly current: Span | undefined;
  readonly last: Span | undefined;
  readonly renewal: Renewal | null;
  readonly facts: SubscriptionFacts | undefined;
  readonly payerEntry: LedgerEntry | undefined;
}

/**
 * Support (a seat: its subscription) from the paid time and the renewing subscription's state:
 * - a seat whose subscription was paused or ended stops at once (its key too, ADR 240);
 * - paid time covering now is active; it renews automatically only when its renewing subscription will;
 * - after it, a renewal Paddle is still collecting is `payment-due` (ADR 243), a paused one `paused`;
 * - otherwise it lapsed when the paid time ended.
 */
function supportOf(kind: StandingInput['kind'], known: SupportFacts, now: Date): SupportStatus {
  const { current, last, renewal, facts, payerEntry } = known;
  const subscriptionId = renewal?.subscriptionId ?? payerEntry?.subscriptionId ?? '';
  if (!last) return { state: 'none' };
  const at = now.getTime();
  const collecting = !!facts && facts.currentPeriodEnd != null && Date.parse(facts.currentPeriodEnd) > at;
  // Paused by its buyer (ADR 243): nothing it serves runs until it is resumed, paid time or not.
  if (facts?.status === 'paused') return { state: 'paused', pausedSince: facts.pausedAt ?? last.until, subscriptionId };
  if (kind === 'trainer-seat' && facts) {
    if (facts.status === 'canceled')
      return {
        state: 'lapsed',
        lapsedSince: earliest(facts.canceledAt ?? now.toISOString(), last.until),
        subscriptionId,
      };
    if (facts.status === 'past_due' && (collecting || !facts.currentPeriodEnd))
      return { state: 'payment-due', paidUntil: (current ?? last).until, subscriptionId };
  }
  if (current) return { state: 'active', activeUntil: current.until, autoRenewing: !!renewal?.renews, subscriptionId };
  // Paddle moved the period on and is collecting the renewal (or retrying it): not paid yet, not lapsed either.
  if (facts && (facts.status === 'past_due' || RUNNING.has(facts.status)) && collecting)
    return { state: 'payment-due', paidUntil: last.until, subscriptionId };
  return { state: 'lapsed', lapsedSince: last.until, subscriptionId };
}

function earliest(a: string, b: string): string {
  return Date.parse(a) < Date.parse(b) ? a : b;
}

/**
 * A seat's key against its paid time (ADR 064, ADR 240): current while paid; `past_due` while a renewal is collected
 * or within the grace after the paid time; `expired` once its subscription is paused or ended, or the grace is over.
 */
function seatState(
  support: SupportStatus,
  paidUntil: string | null,
  facts: SubscriptionFacts | undefined,
  now: Date,
): SeatState {
  if (facts?.status === 'canceled' || facts?.status === 'paused') return 'expired';
  if (support.state === 'active') return 'current';
  if (paidUntil === null) return 'expired';
  const graceEnds = Date.parse(paidUntil) + SEAT_GRACE_DAYS * DAY_MS;
  return now.getTime() < graceEnds ? 'past_due' : 'expired';
}

/**
 * Catch-up months (10 per month): the whole calendar months between the end of paid support and now. None while
 * support runs, is collected, or is paused; a lapse of less than a month costs nothing.
 */
export function catchUpMonthsSince(support: SupportStatus, now: Date): number {
  if (support.state !== 'lapsed') return 0;
  return wholeMonthsBetween(new Date(support.lapsedSince), now);
}

/** Whole calendar months from `since` to `until`: a month counts once its day and time have come round again. */
export function wholeMonthsBetween(since: Date, until: Date): number {
  let months = (until.getUTCFullYear() - since.getUTCFullYear()) * 12 + (until.getUTCMonth() - since.getUTCMonth());
  const anniversary = new Date(since);
  anniversary.setUTCMonth(since.getUTCMonth() + months);
  if (anniversary.getTime() > until.getTime()) months -= 1;
  return Math.max(months, 0);
}

/** The same instant `months` calendar months later, as `wholeMonthsBetween` counts them. */
export function monthsLater(iso: string, months: number): Date {
  const end = new Date(iso);
  end.setUTCMonth(end.getUTCMonth() + months);
  return end;
}
