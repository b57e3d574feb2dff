import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mapBounded } from '../../domain/concurrency';
import { ledgerEntries, type LedgerEntry, type LedgerState } from '../../domain/ledger/entries';
import { documentClient } from '../dynamo';
import { keys } from './keys';
import { conditionalWrite, TABLE, transactWrite, type TransactItem, updateItem } from './table';

/**
 * The ledger of paid time (docs/data-model.md "Ledger"), kept on its licence item as the map `ledger` (entry id →
 * entry), so every read of a licence reads its ledger and a write of the licence and of its entries is one write.
 * Entries are only added (`if_not_exists`) or moved from one state to another under a condition on the state they
 * leave, so a repeated or racing delivery changes nothing. `ledgerComplete` marks a ledger that holds everything
 * (written with the licence since the ledger exists, or by the migration of older licences).
 */
export interface StoredLedger {
  readonly ledger?: Readonly<Record<string, LedgerEntry>>;
  readonly ledgerComplete?: boolean;
}

/** Updates in flight at once (a renewal's seats, a refund's licences). */
const WRITES_IN_FLIGHT = 25;

/** The entries of a licence item, oldest period first. */
export function entriesOf(licence: StoredLedger | undefined): LedgerEntry[] {
  return ledgerEntries(licence?.ledger);
}

/** One UpdateItem action adding entries a licence does not have yet; usable alone or in a transaction. */
export function addEntriesAction(
  licenceId: string,
  entries: readonly LedgerEntry[],
  extra: { set?: string[]; names?: Record<string, string>; values?: Record<string, unknown> } = {},
): NonNullable<TransactItem['Update']> {
  const names: Record<string, string> = { ...extra.names };
  const values: Record<string, unknown> = { ...extra.values };
  const assignments = entries.map((entry, index) => {
    names[`#e${index}`] = entry.entryId;
    values[`:e${index}`] = entry;
    return `ledger.#e${index} = if_not_exists(ledger.#e${index}, :e${index})`;
  });
  return {
    TableName: TABLE,
    Key: keys.licence(licenceId),
    UpdateExpression: `SET ${[...assignments, ...(extra.set ?? [])].join(', ')}`,
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: names,
    ...(Object.keys(values).length > 0 ? { ExpressionAttributeValues: values } : {}),
  };
}

/**
 * Adds entries to a licence (each only if absent); false when the licence does not exist. A licence kept before the
 * ledger was gets its (empty) ledger first; the migration fills in its past.
 */
export async function addLedgerEntries(licenceId: string, entries: readonly LedgerEntry[]): Promise<boolean> {
  if (entries.length === 0) return true;
  return withLedgerMap([licenceId], () => conditionalWrite(() => updateItem(addEntriesAction(licenceId, entries))));
}

/** A state change of one entry: from any of `from` to `to`, or the whole entry written when the ledger lacks it. */
export interface EntryStateChange {
  readonly entry: LedgerEntry;
  readonly from: readonly LedgerState[];
  readonly to: LedgerState;
  readonly at: string;
}

/**
 * Moves entries of a licence to a new state, each only from the states it names: a refund moves `paid` to
 * `refunded`, and a second delivery finds it moved. An entry the ledger lacks (a licence not migrated yet) is written
 * whole in its new state. Answers how many entries changed.
 */
export async function changeEntryStates(licenceId: string, changes: readonly EntryStateChange[]): Promise<number> {
  const written = await withLedgerMap([licenceId], () =>
    mapBounded(changes, WRITES_IN_FLIGHT, (change) =>
      conditionalWrite(() => updateItem(entryStateAction(licenceId, change))),
    ),
  );
  return written.filter(Boolean).length;
}

/** The UpdateItem of one entry's state change (see `changeEntryStates`). */
export function entryStateAction(licenceId: string, change: EntryStateChange): NonNullable<TransactItem['Update']> {
  const from = change.from.map((_, index) => `:from${index}`);
  return {
    TableName: TABLE,
    Key: keys.licence(licenceId),
    UpdateExpression: 'SET ledger.#entry = :entry',
    ConditionExpression: `attribute_exists(pk) AND (attribute_not_exists(ledger.#entry) OR ledger.#entry.#state IN (${from.join(', ')}))`,
    ExpressionAttributeNames: { '#entry': change.entry.entryId, '#state': 'state' },
    ExpressionAttributeValues: {
      ':entry': { ...change.entry, state: change.to, recordedAt: change.at },
      ...Object.fromEntries(change.from.map((state, index) => [`:from${index}`, state])),
    },
  };
}

/**
 * Runs a write of ledger entries; if DynamoDB refuses it because a licence has no `ledger` map yet (kept before the
 * ledger was), gives those licences an empty one and runs it again.
 */
export async function withLedgerMap<T>(licenceIds: readonly string[], write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isMissingLedgerMap(error)) throw error;
    await mapBounded(licenceIds, WRITES_IN_FLIGHT, (licenceId) =>
      conditionalWrite(() =>
        documentClient.send(
          new UpdateCommand({
            TableName: TABLE,
            Key: keys.licence(licenceId),
            UpdateExpression: 'SET ledger = if_not_exists(ledger, :empty)',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':empty': {} },
          }),
        ),
      ),
    );
    return write();
  }
}

/** DynamoDB's refusal of a path into a map the item does not have (in a transaction, one of its reasons). */
function isMissingLedgerMap(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const reasons = (error as { CancellationReasons?: { Code?: string; Message?: string }[] }).CancellationReasons ?? [];
  const messages = [error.message, ...reasons.map((reason) => reason.Message ?? '')];
  return (
    (error.name === 'ValidationException' || reasons.some((reason) => reason.Code === 'ValidationError')) &&
    messages.some((message) => /document path/i.test(message))
  );
}

/** The migration's writes (ADR 400): the rebuilt entries added where absent, and the ledger marked complete. */
export async function completeLedger(licenceId: string, entries: readonly LedgerEntry[]): Promise<boolean> {
  return withLedgerMap([licenceId], () =>
    conditionalWrite(() =>
      updateItem({
        ...addEntriesAction(licenceId, entries, { set: ['ledgerComplete = :complete'], values: { ':complete': true } }),
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(ledgerComplete)',
      }),
    ),
  );
}

/** A goodwill entry added to a licence with what goes alongside (the operator's audit entry), in one transaction. */
export function writeGoodwill(
  licenceId: string,
  entry: LedgerEntry,
  alongside: readonly TransactItem[],
): Promise<boolean> {
  return withLedgerMap([licenceId], () =>
    transactWrite([{ Update: addEntriesAction(licenceId, [entry]) }, ...alongside]),
  );
}
