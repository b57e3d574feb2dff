import { findProduct, Frequency } from '../catalogue';
import { unitOf } from '../licences/issuance';
import { addTerm } from '../licences/support-extension';
import type { SubscriptionPeriod } from '../aircraft';
import { byPeriod, instant, ledgerEntry, type LedgerEntry, type LedgerState } from './entries';

/**
 * The ledger of a licence recorded before the ledger was kept, rebuilt from what the shop kept then: its purchase,
 * the renewals of its subscriptions, its support extensions (`SUPPORT#` links) and what their subscriptions say they
 * paid (`paidThrough`, a seat's `paidUntil`). Pure, so the one-off migration and its test run the same rule; the
 * entry ids are the live writers' (entries.ts), so an entry a webhook already wrote is the same entry, never a second.
 */
export interface LegacyLicence {
  readonly licenceId: string;
  readonly kind: 'suite' | 'trainer-seat';
  readonly status: 'active' | 'revoked';
  readonly revokedReason?: string | undefined;
  readonly revokedAt?: string | undefined;
  readonly ownerEmail: string;
  readonly issuedAt: string;
  readonly transactionId: string;
  readonly subscriptionId: string | null;
  readonly productSlug: string;
  readonly handedOverSubscriptionIds?: Iterable<string> | undefined;
  readonly transferredAt?: string | undefined;
  readonly ownerHistory?: readonly { readonly email: string; readonly until: string }[] | undefined;
  /** Seats: the end of the paid period, and of a renewal period refunded since (ADR 071). */
  readonly paidUntil?: string | null | undefined;
  readonly refundedUntil?: string | undefined;
}

export interface LegacySubscription {
  readonly subscriptionId: string;
  readonly status: string;
  readonly ownerEmail?: string | undefined;
  readonly productSlug?: string | null | undefined;
  readonly currentPeriodEnd?: string | null | undefined;
  readonly paidThrough?: string | undefined;
}

export interface LegacyRenewal {
  readonly transactionId: string;
  readonly subscriptionId: string;
  readonly period: { readonly startsAt: string; readonly endsAt: string };
  readonly paidAt: string;
  readonly origin?: string | undefined;
  readonly buyerEmail?: string | null | undefined;
  /** Units it paid for (a trainer renewal's seats). */
  readonly quantity: number;
  /** What its approved refunds or chargebacks took: the whole period, or nothing. */
  readonly takenBack: 'refunded' | 'charged-back' | null;
}

export interface LegacyExtension {
  readonly subscriptionId: string | null;
  readonly transactionId: string;
  readonly catchUpMonths: number;
  readonly paidAt: string;
  readonly payer: string | null;
  readonly slug: string | null;
  readonly refunded: boolean;
}

export interface LegacyRecords {
  /** The purchase's buyer and when it was paid. */
  readonly purchase?: { readonly buyerEmail?: string | undefined; readonly paidAt?: string | undefined } | undefined;
  readonly subscriptions: ReadonlyMap<string, LegacySubscription>;
  /** Renewals of the licence's subscriptions (any order). */
  readonly renewals: readonly LegacyRenewal[];
  readonly extensions: readonly LegacyExtension[];
}

export function migratedEntries(licence: LegacyLicence, records: LegacyRecords, now: Date): LedgerEntry[] {
  const recordedAt = now.toISOString();
  const renewalsOf = (subscriptionId: string | null) =>
    records.renewals
      .filter(
        (renewal) =>
          renewal.subscriptionId === subscriptionId &&
          (renewal.origin ?? 'subscription_recurring') === 'subscription_recurring',
      )
      .sort((a, b) => Date.parse(a.period.startsAt) - Date.parse(b.period.startsAt));
  const firstOwner = licence.ownerHistory?.[0]?.email ?? licence.ownerEmail;
  const purchaseFrom = records.purchase?.paidAt ?? licence.issuedAt;
  const purchaseRenewals = renewalsOf(licence.subscriptionId);
  const purchaseUntil =
    purchaseRenewals[0]?.period.startsAt ??
    (licence.kind === 'trainer-seat' && licence.paidUntil
      ? licence.paidUntil
      : addTerm(new Date(purchaseFrom), termOf(licence.productSlug)).toISOString());
  const entries: LedgerEntry[] = [
    ledgerEntry({
      source: 'purchase',
      from: purchaseFrom,
      until: purchaseUntil,
      transactionId: licence.transactionId,
      subscriptionId: licence.subscriptionId,
      payer: records.purchase?.buyerEmail ?? firstOwner,
      state: takenState(licence),
      recordedAt,
    }),
  ];
  const handedOver = new Set(licence.handedOverSubscriptionIds ?? []);
  const renewalEntries = (subscriptionId: string | null, payer: string | null) =>
    renewalsOf(subscriptionId)
      .filter((renewal) => coversAtRenewal(licence, renewal, handedOver))
      .map((renewal) =>
        ledgerEntry({
          source: 'renewal',
          from: renewal.period.startsAt,
          until: renewal.period.endsAt,
          transactionId: renewal.transactionId,
          subscriptionId: renewal.subscriptionId,
          payer: renewal.buyerEmail ?? payer,
          state: renewalState(licence, renewal),
          recordedAt,
        }),
      );
  entries.push(...renewalEntries(licence.subscriptionId, records.purchase?.buyerEmail ?? firstOwner));

  for (const extension of [...records.extensions].sort((a, b) => Date.parse(a.paidAt) - Date.parse(b.paidAt))) {
    const before = paidEnd(entries);
    const startsAt = before && Date.parse(before) > Date.parse(extension.paidAt) ? before : instant(extension.paidAt);
    const term = termOf(extension.slug ?? '');
    const subscription = extension.subscriptionId ? records.subscriptions.get(extension.subscriptionId) : undefined;
    const state: LedgerState = extension.refunded ? 'refunded' : 'paid';
    const payer = extension.payer ?? subscription?.ownerEmail ?? null;
    if (extension.catchUpMonths > 0 && before) {
      const until = new Date(before);
      until.setUTCMonth(until.getUTCMonth() + extension.catchUpMonths);
      entries.push(
        ledgerEntry({
          source: 'catch-up',
          from: before,
          until: until.toISOString(),
          transactionId: extension.transactionId,
          subscriptionId: extension.subscriptionId,
          payer,
          state,
          recordedAt,
        }),
      );
    }
    const extensionRenewals = renewalsOf(extension.subscriptionId);
    entries.push(
      ledgerEntry({
        source: 'extension',
        from: startsAt,
        until: extensionRenewals[0]?.period.startsAt ?? addTerm(new Date(startsAt), term).toISOString(),
        transactionId: extension.transactionId,
        subscriptionId: extension.subscriptionId,
        payer,
        state,
        recordedAt,
      }),
      ...renewalEntries(extension.subscriptionId, payer),
    );
  }
  entries.push(...paidBeyondRecords(licence, records, entries, handedOver, recordedAt));
  return byPeriod(entries);
}

/** What a taken-back licence's purchase entry says: the money went back by refund or by chargeback. */
function takenState(licence: LegacyLicence): LedgerState {
  if (licence.status !== 'revoked') return 'paid';
  if (licence.revokedReason === 'chargeback') return 'charged-back';
  return licence.revokedReason === 'refund' ? 'refunded' : 'paid';
}

function renewalState(licence: LegacyLicence, renewal: LegacyRenewal): LedgerState {
  if (renewal.takenBack) return renewal.takenBack;
  // A seat keeps the end of a renewal period refunded from it (ADR 071): only that seat lost the period.
  return licence.refundedUntil && instant(licence.refundedUntil) === instant(renewal.period.endsAt)
    ? 'refunded'
    : 'paid';
}

/**
 * Whether a renewal paid for this licence: not after the licence was taken back, not after a move handed its
 * subscription over (the previous owner's renewal pays for what they kept), and for a seat only if its unit was
 * among the units it charged.
 */
function coversAtRenewal(licence: LegacyLicence, renewal: LegacyRenewal, handedOver: ReadonlySet<string>): boolean {
  const paidAt = Date.parse(renewal.paidAt);
  if (licence.revokedAt && Date.parse(licence.revokedAt) <= paidAt) return false;
  if (handedOver.has(renewal.subscriptionId) && licence.transferredAt && Date.parse(licence.transferredAt) <= paidAt)
    return false;
  if (licence.kind !== 'trainer-seat') return true;
  return unitOf(licence.licenceId) <= renewal.quantity;
}

/**
 * Time a subscription paid that no renewal record names (renewals paid before they were recorded): its
 * `paidThrough`, a seat's `paidUntil`, or the period of a subscription still running, beyond the entries so far.
 */
function paidBeyondRecords(
  licence: LegacyLicence,
  records: LegacyRecords,
  entries: readonly LedgerEntry[],
  handedOver: ReadonlySet<string>,
  recordedAt: string,
): LedgerEntry[] {
  const source = [...entries].reverse().find((entry) => entry.state === 'paid' && entry.subscriptionId !== null);
  const subscriptionId = source?.subscriptionId;
  if (!subscriptionId || handedOver.has(subscriptionId) || licence.status === 'revoked') return [];
  const subscription = records.subscriptions.get(subscriptionId);
  const running = subscription && ['active', 'trialing'].includes(subscription.status);
  const paidThrough =
    licence.kind === 'trainer-seat'
      ? (licence.paidUntil ?? null)
      : (subscription?.paidThrough ?? (running ? (subscription?.currentPeriodEnd ?? null) : null));
  const end = paidEnd(entries);
  if (!paidThrough || !end || Date.parse(paidThrough) <= Date.parse(end) + 60_000) return [];
  return [
    ledgerEntry({
      source: 'renewal',
      from: end,
      until: paidThrough,
      transactionId: null,
      subscriptionId,
      payer: subscription?.ownerEmail ?? source.payer,
      state: 'paid',
      recordedAt,
    }),
  ];
}

function paidEnd(entries: readonly LedgerEntry[]): string | null {
  return entries
    .filter((entry) => entry.state === 'paid')
    .reduce<string | null>((end, entry) => (end === null || entry.until > end ? entry.until : end), null);
}

/** The term a product bills: monthly products monthly, everything else a year. */
function termOf(slug: string): SubscriptionPeriod {
  const product = findProduct(slug);
  return product?.items.some((item) => item.frequency === Frequency.Monthly) ? 'Monthly' : 'Annual';
}
