import type { ChargedTotals } from '../../domain/licences/payment-events';
import type { RenewalCharge } from '../../domain/licences/renewal-refunds';
import { chunksOf } from '../../domain/concurrency';
import type { LedgerEntry } from '../../domain/ledger/entries';
import { adminIndexKeys, keys, ownerSortKeys } from './keys';
import { addEntriesAction, withLedgerMap } from './ledger';
import { getItem, putIfAbsent, TABLE, transactWrite, type TransactItem } from './table';

export interface StoredRenewal extends RenewalCharge {
  readonly paidAt: string;
  /** What Paddle charged for it (the buyer's order list shows it). */
  readonly charged?: ChargedTotals | null;
  /** Whose renewal it is (the checkout's e-mail Paddle copies onto every renewal): lists it in their orders. */
  readonly buyerEmail?: string | null;
}

/**
 * Keeps a subscription's own charge (a renewal) beside its adjustments (ADR 071): a refund of it names only the
 * transaction, and the charge's period and lines say what it paid for. The first write wins; a redelivery is the
 * same charge. With a buyer it joins their orders in the owner index, under the same sort-key kind as an order, so
 * one Query lists both by date (ADR 290).
 */
export async function putRenewal(renewal: StoredRenewal): Promise<void> {
  await putIfAbsent(renewalItem(renewal));
}

function renewalItem(renewal: StoredRenewal): Record<string, unknown> {
  const owner = renewal.buyerEmail
    ? {
        gsi1pk: keys.owner(renewal.buyerEmail),
        gsi1sk: ownerSortKeys.order(renewal.paidAt, renewal.transactionId),
      }
    : {};
  return {
    ...keys.renewal(renewal.transactionId),
    ...owner,
    // The console's sales report finds it by its paid day, beside orders (ADR 455).
    ...adminIndexKeys.paid(renewal.paidAt, renewal.transactionId),
    type: 'renewal',
    ...renewal,
  };
}

/** Licence updates beside the renewal's own item in one TransactWriteItems (100 actions). */
const LICENCES_WITH_RENEWAL = 99;

/**
 * A renewal and the ledger entries it paid for its licences (ADR 401), in one transaction: the renewal's item (each
 * attribute only if absent, so a redelivery or the backfill of Paddle's totals keeps what is there) and each
 * licence's entries, added if absent. Beyond 99 licences (a classroom's seats) the rest follow in transactions of
 * 100 licences each; every write is idempotent, so a retry after a failure part-way completes it.
 */
export async function storeRenewal(
  renewal: StoredRenewal | null,
  additions: readonly { licenceId: string; entries: readonly LedgerEntry[] }[],
): Promise<void> {
  const updates = additions
    .filter((addition) => addition.entries.length > 0)
    .map((addition): TransactItem => ({ Update: addEntriesAction(addition.licenceId, addition.entries) }));
  const first = renewal ? [{ Update: renewalUpsert(renewal) } as TransactItem] : [];
  const chunks = [
    [...first, ...updates.slice(0, LICENCES_WITH_RENEWAL)],
    ...chunksOf(updates.slice(LICENCES_WITH_RENEWAL), LICENCES_WITH_RENEWAL + 1),
  ].filter((chunk) => chunk.length > 0);
  for (const chunk of chunks) {
    const licenceIds = additions.map((addition) => addition.licenceId);
    // A licence gone meanwhile (never issued, or its record removed) refuses the whole chunk: each write alone then.
    const written = await withLedgerMap(licenceIds, () => transactWrite(chunk));
    if (!written) for (const item of chunk) await withLedgerMap(licenceIds, () => transactWrite([item]));
  }
}

/** The renewal's item as an update that sets each attribute only where absent. */
function renewalUpsert(renewal: StoredRenewal): NonNullable<TransactItem['Update']> {
  const { pk, sk, ...attributes } = renewalItem(renewal) as { pk: string; sk: string } & Record<string, unknown>;
  const entries = Object.entries(attributes).filter(([, value]) => value !== undefined);
  return {
    TableName: TABLE,
    Key: { pk, sk },
    UpdateExpression: `SET ${entries.map((_, index) => `#a${index} = if_not_exists(#a${index}, :v${index})`).join(', ')}`,
    ExpressionAttributeNames: Object.fromEntries(entries.map(([name], index) => [`#a${index}`, name])),
    ExpressionAttributeValues: Object.fromEntries(entries.map(([, value], index) => [`:v${index}`, value])),
  };
}

export function getRenewal(transactionId: string): Promise<StoredRenewal | undefined> {
  return getItem(keys.renewal(transactionId), true);
}
