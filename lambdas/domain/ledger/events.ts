import { addTerm } from '../licences/support-extension';
import type { LicenceGrant } from '../licences/issuance';
import type { Period } from '../licences/payment-events';
import { ledgerEntry, ledgerMap, type LedgerEntry, type LedgerState } from './entries';

/**
 * The entries each money event writes, with the event's own write: what a purchase, a renewal, an extension and a
 * goodwill grant put in the ledger, and which entries a refund or chargeback takes back.
 */

/**
 * What a purchased licence was paid for: a suite, its first year of support (the transaction's billing period,
 * else a year from the payment); a seat, its first paid period (from the payment, or its addition, to `paidUntil`).
 */
export function purchaseEntry(
  grant: Pick<LicenceGrant, 'kind' | 'transactionId' | 'subscriptionId' | 'ownerEmail' | 'issuedAt' | 'paidUntil'>,
  paid: { readonly paidAt: string; readonly billingPeriod?: Period | null; readonly recordedAt?: string },
): LedgerEntry {
  const from = paid.billingPeriod?.startsAt ?? paid.paidAt;
  const until =
    grant.kind === 'trainer-seat'
      ? (grant.paidUntil ?? paid.billingPeriod?.endsAt ?? from)
      : (paid.billingPeriod?.endsAt ?? addTerm(new Date(from), 'Annual').toISOString());
  return ledgerEntry({
    source: 'purchase',
    from: Date.parse(grant.issuedAt) > Date.parse(from) ? grant.issuedAt : from,
    until,
    transactionId: grant.transactionId,
    subscriptionId: grant.subscriptionId,
    payer: grant.ownerEmail,
    state: 'paid',
    recordedAt: paid.recordedAt ?? paid.paidAt,
  });
}

/** A grant with its purchase entry: the licence is written with its ledger, in the same write. */
export function withPurchaseEntry<Grant extends Parameters<typeof purchaseEntry>[0]>(
  grant: Grant,
  paid: Parameters<typeof purchaseEntry>[1],
): Grant & { readonly ledger: Readonly<Record<string, LedgerEntry>> } {
  return { ...grant, ledger: ledgerMap([purchaseEntry(grant, paid)]) };
}

/** A renewal's period, paid by its subscription's owner, for one licence it renews. */
export function renewalEntry(renewal: {
  readonly transactionId: string | null;
  readonly subscriptionId: string;
  readonly period: Period;
  readonly payer: string | null;
  readonly paidAt: string;
}): LedgerEntry {
  return ledgerEntry({
    source: 'renewal',
    from: renewal.period.startsAt,
    until: renewal.period.endsAt,
    transactionId: renewal.transactionId,
    subscriptionId: renewal.subscriptionId,
    payer: renewal.payer,
    state: 'paid',
    recordedAt: renewal.paidAt,
  });
}

/**
 * A support extension's entries: its term from where it starts, and the catch-up months it paid for the lapse
 * before it (from where paid support ended). `state` is `pending` for the quote a checkout records, `paid` once paid.
 */
export function extensionEntries(extension: {
  readonly transactionId: string;
  readonly subscriptionId: string | null;
  readonly payer: string;
  readonly startsAt: string;
  readonly endsAt: string;
  readonly catchUp: { readonly from: string; readonly until: string } | null;
  readonly state: LedgerState;
  readonly at: string;
}): LedgerEntry[] {
  const common = {
    transactionId: extension.transactionId,
    subscriptionId: extension.subscriptionId,
    payer: extension.payer,
    state: extension.state,
    recordedAt: extension.at,
  };
  return [
    ...(extension.catchUp
      ? [ledgerEntry({ ...common, source: 'catch-up', from: extension.catchUp.from, until: extension.catchUp.until })]
      : []),
    ledgerEntry({ ...common, source: 'extension', from: extension.startsAt, until: extension.endsAt }),
  ];
}

/** Time an operator gives without payment (a replacement licence's, or support's). */
export function goodwillEntry(grant: {
  readonly grantId: string;
  readonly from: string;
  readonly until: string;
  readonly grantedBy: string;
  readonly reason: string;
  readonly at: string;
}): LedgerEntry {
  return ledgerEntry({
    source: 'goodwill',
    grantId: grant.grantId,
    from: grant.from,
    until: grant.until,
    transactionId: null,
    subscriptionId: null,
    payer: null,
    state: 'paid',
    recordedAt: grant.at,
    grantedBy: grant.grantedBy,
    reason: grant.reason,
  });
}

/**
 * The catch-up entry an extension's payment bought nothing with (ADR 412): its checkout quoted catch-up months for a
 * lapse, but by the payment another paid entry (a second checkout for the same licence, paid first) covers them, so
 * its term is stacked after that one's and its catch-up line is refunded. Answers the checkout's pending catch-up
 * entry, refunded as of `at`; null when the payment bought its months or its checkout quoted none.
 */
export function unboughtCatchUp(
  own: readonly LedgerEntry[],
  bought: { readonly from: string; readonly until: string } | null,
  at: string,
): LedgerEntry | null {
  if (bought) return null;
  const quoted = own.find((entry) => entry.source === 'catch-up' && entry.state === 'pending');
  return quoted ? { ...quoted, state: 'refunded', recordedAt: at } : null;
}
