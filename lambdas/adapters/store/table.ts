import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../dynamo';
import { environment } from '../environment';

/**
 * What every aggregate module shares. No transactions (dynalite has none): each write has a deterministic key and a
 * condition, so repeating it — a retried or duplicated webhook — changes nothing.
 */
export const TABLE = environment.tableName;

/**
 * Runs a conditional write; false when its condition did not hold, which for an idempotent write means an earlier
 * delivery already did the job.
 */
export async function conditionalWrite(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

export function putIfAbsent(item: Record<string, unknown>): Promise<boolean> {
  return conditionalWrite(() =>
    documentClient.send(
      new PutCommand({ TableName: TABLE, Item: item, ConditionExpression: 'attribute_not_exists(pk)' }),
    ),
  );
}

export async function getItem<T>(key: { pk: string; sk: string }, consistent = false): Promise<T | undefined> {
  const result = await documentClient.send(new GetCommand({ TableName: TABLE, Key: key, ConsistentRead: consistent }));
  return result.Item as T | undefined;
}

/** BatchGetItem in pages of 100 keys, retrying what DynamoDB leaves unprocessed. */
export async function getItems<T>(itemKeys: readonly { pk: string; sk: string }[]): Promise<T[]> {
  const found: T[] = [];
  for (let start = 0; start < itemKeys.length; start += 100) {
    let request: Record<string, { Keys: Record<string, unknown>[]; ConsistentRead: boolean }> | undefined = {
      [TABLE]: { Keys: itemKeys.slice(start, start + 100).map((key) => ({ ...key })), ConsistentRead: true },
    };
    for (let attempt = 0; request && Object.keys(request).length > 0; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1_000, 25 * 2 ** attempt)));
      const result = await documentClient.send(new BatchGetCommand({ RequestItems: request }));
      found.push(...((result.Responses?.[TABLE] ?? []) as T[]));
      request = result.UnprocessedKeys as typeof request;
    }
  }
  return found;
}
