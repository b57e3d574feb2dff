import type { ChargedTotals } from '../../domain/licences/payment-events';
import type { RenewalCharge } from '../../domain/licences/renewal-refunds';
import { chunksOf } from '../../domain/concurrency';
import type { LedgerEntry } from '../../domain/ledger/entries';
import { adminIndexKeys, keys, ownerSortKeys } from './keys';
import { addEntriesAction, withLedgerMap } from './ledger';
import { paidThroughUpdate } from './subscriptions';
import { getItem, putIfAbsent, TABLE, transactWrite, transactWriteUnlessRefused, type TransactItem } from './table';

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

/** Actions of one TransactWriteItems. */
const ACTIONS_PER_TRANSACTION = 100;

/**
 * A renewal and the ledger entries it paid for its licences (ADR 401), in one transaction: the renewal's item (each
 * attribute only if absent, so a redelivery or the backfill of Paddle's totals keeps what is there), each licence's
 * entries, added if absent, and with `paidThrough` the end its subscription is paid through, moved forward as
 * `recordPaidThrough` moves it (an end recorded at or past it already is left, and the rest written without it).
 * Beyond the first transaction's 100 actions (a classroom's seats) the rest follow in transactions of 100 licences
 * each; every write is idempotent, so a retry after a failure part-way completes it.
 *
 * `checkAdjustments` adds a condition to a renewal written in one transaction: that no adjustment had marked its
 * transaction yet (ADR 536; an adjustment marks it after it is stored and before it applies itself, as a purchase's
 * do, ADR 102). Answers `takebacksDue`: false only when that condition held, so every adjustment comes after this
 * write, finds the renewal and applies itself; true otherwise (the caller applies what was recorded before).
 */
export async function storeRenewal(
  renewal: StoredRenewal | null,
  additions: readonly { licenceId: string; entries: readonly LedgerEntry[] }[],
  paidThrough?: string,
  options: { checkAdjustments?: boolean } = {},
): Promise<{ takebacksDue: boolean }> {
  const updates = additions
    .filter((addition) => addition.entries.length > 0)
    .map((addition): TransactItem => ({ Update: addEntriesAction(addition.licenceId, addition.entries) }));
  const paidEnd: TransactItem | undefined =
    renewal && paidThrough !== undefined
      ? { Update: paidThroughUpdate(renewal.subscriptionId, paidThrough) }
      : undefined;
  const withPaidEnd = [
    ...(renewal ? [{ Update: renewalUpsert(renewal) } as TransactItem] : []),
    ...(paidEnd ? [paidEnd] : []),
  ];
  // Only a renewal written whole in one transaction can say no adjustment came before all of it.
  const unadjusted: TransactItem | undefined =
    renewal && options.checkAdjustments && withPaidEnd.length + updates.length < ACTIONS_PER_TRANSACTION
      ? {
          ConditionCheck: {
            TableName: TABLE,
            Key: keys.order(renewal.transactionId),
            ConditionExpression: 'attribute_not_exists(hasAdjustments)',
          },
        }
      : undefined;
  let takebacksDue = unadjusted === undefined;
  const first = [...withPaidEnd, ...(unadjusted ? [unadjusted] : [])];
  const firstLicences = ACTIONS_PER_TRANSACTION - first.length;
  const chunks = [
    [...first, ...updates.slice(0, firstLicences)],
    ...chunksOf(updates.slice(firstLicences), ACTIONS_PER_TRANSACTION),
  ].filter((chunk) => chunk.length > 0);
  const licenceIds = additions.map((addition) => addition.licenceId);
  for (const chunk of chunks) {
    const refused = await withLedgerMap(licenceIds, () => transactWriteUnlessRefused(chunk));
    if (refused.length === 0) continue;
    // Refused for the paid end alone: it is recorded at or past this one already, and the rest goes without it.
    // Refused for the adjustment check: an adjustment came first, the renewal is written without it, and the
    // caller applies the adjustments.
    const dropped = refused.map((index) => chunk[index]).filter((item) => item === paidEnd || item === unadjusted);
    if (unadjusted && dropped.includes(unadjusted)) takebacksDue = true;
    const rest = chunk.filter((item) => !dropped.includes(item));
    if (dropped.length === refused.length && (await withLedgerMap(licenceIds, () => transactWrite(rest)))) continue;
    // A licence gone meanwhile (never issued, or its record removed) refuses the whole chunk: each write alone then,
    // and the caller applies the adjustments, whenever they came.
    takebacksDue = true;
    for (const item of rest) if (item !== unadjusted) await withLedgerMap(licenceIds, () => transactWrite([item]));
  }
  return { takebacksDue };
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
