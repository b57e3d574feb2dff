import {
  ConditionalCheckFailedException,
  TransactionCanceledException,
  TransactionConflictException,
} from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
  type TransactWriteCommandInput,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { chunksOf, mapBounded } from '../../domain/concurrency';
import { documentClient } from '../dynamo';
import { environment } from '../environment';

/**
 * What every aggregate module shares. Each write has a deterministic key and a condition, so repeating it — a
 * retried or duplicated webhook — changes nothing; a purchase's writes go in one transaction (ADR 155).
 */
export const TABLE = environment.tableName;

/**
 * Runs a conditional write; false when its condition did not hold, which for an idempotent write means an earlier
 * delivery already did the job.
 */
export async function conditionalWrite(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await retryingConflicts(write);
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** One action of a TransactWriteItems. */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** TransactWriteItems (at most 100 actions); false when a condition did not hold, so nothing was written. */
export async function transactWrite(items: NonNullable<TransactWriteCommandInput['TransactItems']>): Promise<boolean> {
  return (await transactWriteUnlessRefused(items)).length === 0;
}

/**
 * TransactWriteItems (at most 100 actions): the indexes of the actions whose condition did not hold, so nothing was
 * written, or none when all of it was.
 */
export async function transactWriteUnlessRefused(
  items: NonNullable<TransactWriteCommandInput['TransactItems']>,
): Promise<number[]> {
  try {
    await retryingConflicts(() => documentClient.send(new TransactWriteCommand({ TransactItems: items })));
    return [];
  } catch (error) {
    const reasons = error instanceof TransactionCanceledException ? (error.CancellationReasons ?? []) : [];
    const refused = reasons.flatMap((reason, index) => (reason.Code === 'ConditionalCheckFailed' ? [index] : []));
    if (refused.length > 0) return refused;
    throw error;
  }
}

/** Tries of a write that met a transaction in flight on one of its items, the first included. */
const CONFLICT_ATTEMPTS = 4;

/**
 * DynamoDB refuses a write that meets a transaction in flight on the same item: a TransactionConflictException, or a
 * transaction cancelled for TransactionConflict. Nothing was written, and unlike throttling the SDK does not try
 * again, so this does, after a short pause. A transaction that a condition also refused is not retried: it would
 * fail again. Every write to an item a purchase's transaction also writes goes through it (conditional writes,
 * transactions, an order's marks, a mail's claim and its release): Paddle delivers a purchase's events in parallel,
 * and a claim left behind loses its mail.
 */
export async function retryingConflicts<T>(send: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await send();
    } catch (error) {
      if (attempt >= CONFLICT_ATTEMPTS || !isTransactionConflict(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10 * 2 ** attempt * (1 + Math.random())));
    }
  }
}

function isTransactionConflict(error: unknown): boolean {
  if (error instanceof TransactionConflictException) return true;
  if (!(error instanceof TransactionCanceledException)) return false;
  const codes = (error.CancellationReasons ?? []).map((reason) => reason.Code);
  return codes.includes('TransactionConflict') && !codes.includes('ConditionalCheckFailed');
}

export function putIfAbsent(item: Record<string, unknown>): Promise<boolean> {
  return conditionalWrite(() =>
    documentClient.send(
      new PutCommand({ TableName: TABLE, Item: item, ConditionExpression: 'attribute_not_exists(pk)' }),
    ),
  );
}

/** UpdateItem on the shop's table, sent again when it meets a transaction in flight. */
export function updateItem(update: Omit<UpdateCommandInput, 'TableName'>) {
  return retryingConflicts(() => documentClient.send(new UpdateCommand({ TableName: TABLE, ...update })));
}

export async function getItem<T>(key: { pk: string; sk: string }, consistent = false): Promise<T | undefined> {
  const result = await documentClient.send(new GetCommand({ TableName: TABLE, Key: key, ConsistentRead: consistent }));
  return result.Item as T | undefined;
}

export interface TableKey {
  readonly pk: string;
  readonly sk: string;
}

/** One string per key, for finding a read item by the key it was asked for. */
export const itemKey = ({ pk, sk }: TableKey) => `${pk}\u0000${sk}`;

/** BatchGetItem takes at most 100 keys; a few calls in flight read 400 keys in one round trip. */
const KEYS_PER_CALL = 100;
const CALLS_IN_FLIGHT = 4;
const UNPROCESSED_RETRIES = 8;

/**
 * Reads items by key, strongly consistent, with BatchGetItem. A key named twice is asked once (DynamoDB refuses a
 * call that names a key twice). Keys DynamoDB leaves unprocessed (throttling, 16 MB answers) are asked again after
 * a short, growing pause; after eight retries the read fails rather than answer without them.
 */
export async function getItems<T>(wanted: readonly TableKey[]): Promise<T[]> {
  const distinct = [...new Map(wanted.map(({ pk, sk }) => [itemKey({ pk, sk }), { pk, sk }])).values()];
  const found = await mapBounded(chunksOf(distinct, KEYS_PER_CALL), CALLS_IN_FLIGHT, async (keys) => {
    const items: T[] = [];
    let pending: TableKey[] = keys;
    for (let attempt = 0; pending.length > 0; attempt += 1) {
      if (attempt > UNPROCESSED_RETRIES)
        throw new Error(`BatchGetItem left ${pending.length} keys unprocessed after ${UNPROCESSED_RETRIES} retries`);
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1_000, 25 * 2 ** attempt)));
      const result = await documentClient.send(
        new BatchGetCommand({ RequestItems: { [TABLE]: { Keys: pending, ConsistentRead: true } } }),
      );
      items.push(...((result.Responses?.[TABLE] ?? []) as T[]));
      pending = (result.UnprocessedKeys?.[TABLE]?.Keys ?? []) as TableKey[];
    }
    return items;
  });
  return found.flat();
}
