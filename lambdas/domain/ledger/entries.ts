/**
 * The ledger of paid time: who paid for which period of which licence. Every money feature writes its entries here
 * and reads them back through `licenceStanding` (standing.ts); nothing else says how long a licence is paid for.
 *
 * A suite licence is perpetual: its entries are periods of support (the first year bought with it, renewals,
 * extensions, catch-up months, goodwill). A trainer seat's entries are the periods its subscription paid for the seat.
 */
export type LedgerSource = 'purchase' | 'renewal' | 'extension' | 'catch-up' | 'goodwill';

/**
 * `pending`: quoted at checkout, not paid (covers nothing); `paid`: covers its period; `refunded` and `charged-back`:
 * the money went back, so it covers nothing (a reversed chargeback makes it `paid` again).
 */
export type LedgerState = 'pending' | 'paid' | 'refunded' | 'charged-back';

/** Whether the money for the entry went back (refunded or charged back): it covers nothing. */
export function isTakenBack(entry: Pick<LedgerEntry, 'state'>): boolean {
  return entry.state === 'refunded' || entry.state === 'charged-back';
}

export interface LedgerEntry {
  /** Deterministic (see `ledgerEntryId`): a repeated or racing delivery writes the same entry, never a second one. */
  readonly entryId: string;
  readonly source: LedgerSource;
  /** The period paid for, [from, until). */
  readonly from: string;
  readonly until: string;
  /** The Paddle transaction that paid it; null for goodwill and for renewals recorded before transactions were. */
  readonly transactionId: string | null;
  /** The Paddle subscription that paid it (and may renew it); null for goodwill. */
  readonly subscriptionId: string | null;
  /** Who paid (the checkout's or the subscription's e-mail); null for goodwill, which nobody paid. */
  readonly payer: string | null;
  readonly state: LedgerState;
  /** When the entry was written, or last changed state. */
  readonly recordedAt: string;
  /** Goodwill only: the operator who granted it, and why. */
  readonly grantedBy?: string;
  readonly reason?: string;
}

/** What identifies an entry: the same facts give the same id, whichever event or migration writes it first. */
export type LedgerEntryKey =
  | { readonly source: 'purchase'; readonly transactionId: string; readonly returnedAt?: string }
  | { readonly source: 'extension' | 'catch-up'; readonly transactionId: string }
  | { readonly source: 'renewal'; readonly subscriptionId: string; readonly from: string }
  | { readonly source: 'goodwill'; readonly grantId: string };

/**
 * `purchase:<txn>`, `extension:<txn>`, `catch-up:<txn>`; a reduced seat given back by a raise, its own purchase
 * entry by when it came back (`purchase:<txn>:<returnedAt>`, ADR 423); a renewal by its subscription and period start
 * (`renewal:<sub>:<from>`), so a renewal known only by the end it paid (older records) and its transaction name the
 * same entry; `goodwill:<grant>`.
 */
export function ledgerEntryId(key: LedgerEntryKey): string {
  switch (key.source) {
    case 'renewal':
      return `renewal:${key.subscriptionId}:${instant(key.from)}`;
    case 'goodwill':
      return `goodwill:${key.grantId}`;
    case 'purchase':
      return key.returnedAt
        ? `purchase:${key.transactionId}:${instant(key.returnedAt)}`
        : `purchase:${key.transactionId}`;
    default:
      return `${key.source}:${key.transactionId}`;
  }
}

/** One ISO form for instants, so periods compare and ids agree however Paddle or a record spelled them. */
export function instant(iso: string): string {
  return new Date(iso).toISOString();
}

/** An entry as the ledger stores it: instants in one form, the id derived from the facts. */
export function ledgerEntry(
  facts: Omit<LedgerEntry, 'entryId'> & { readonly grantId?: string; readonly returnedAt?: string },
): LedgerEntry {
  const { grantId, returnedAt, ...entry } = facts;
  const key: LedgerEntryKey =
    entry.source === 'renewal'
      ? { source: 'renewal', subscriptionId: entry.subscriptionId ?? '', from: entry.from }
      : entry.source === 'goodwill'
        ? { source: 'goodwill', grantId: grantId ?? entry.transactionId ?? '' }
        : entry.source === 'purchase'
          ? { source: 'purchase', transactionId: entry.transactionId ?? '', returnedAt }
          : { source: entry.source, transactionId: entry.transactionId ?? '' };
  return { ...entry, entryId: ledgerEntryId(key), from: instant(entry.from), until: instant(entry.until) };
}

/** The entries in the order they were paid for: by start, then by id (so equal starts keep one order). */
export function byPeriod(entries: Iterable<LedgerEntry>): LedgerEntry[] {
  return [...entries].sort((a, b) => a.from.localeCompare(b.from) || a.entryId.localeCompare(b.entryId));
}

/** A ledger as the table keeps it on its licence (a map by entry id) → its entries, oldest first. */
export function ledgerEntries(ledger: Readonly<Record<string, LedgerEntry>> | undefined): LedgerEntry[] {
  return byPeriod(Object.values(ledger ?? {}));
}

/**
 * The entries `payer` paid, by id: they follow the buyer when an operator corrects a mistyped checkout address
 * (ADR 403), while entries someone else paid (a previous owner, a gift of support) keep their payer.
 */
export function entriesPaidBy(ledger: Readonly<Record<string, LedgerEntry>> | undefined, payer: string): string[] {
  return Object.values(ledger ?? {})
    .filter((entry) => entry.payer === payer)
    .map((entry) => entry.entryId);
}

/** Entries by id, as the table keeps them. */
export function ledgerMap(entries: Iterable<LedgerEntry>): Record<string, LedgerEntry> {
  return Object.fromEntries([...entries].map((entry) => [entry.entryId, entry]));
}
