import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../dynamo';
import { conditionalWrite, TABLE } from './table';

/**
 * The code a person without a password confirms their account's deletion with (ADR 487): one item per user,
 * `ACCOUNTCODE#<sub>` / `DELETE`, holding a hash of the code, never the code. A new code replaces the last one;
 * `expiresAt` lets DynamoDB remove it, `validUntil` is what the check reads (dynalite has no TTL).
 */
export interface StoredAccountCode {
  readonly codeHash: string;
  /** Milliseconds since the epoch. */
  readonly validUntil: number;
  /** Tries taken so far, the right one included (counted before the comparison). */
  readonly failedAttempts: number;
}

const key = (sub: string) => ({ pk: `ACCOUNTCODE#${sub}`, sk: 'DELETE' });

export async function putAccountCode(sub: string, codeHash: string, validUntil: number): Promise<void> {
  await documentClient.send(
    new PutCommand({
      TableName: TABLE,
      Item: { ...key(sub), codeHash, validUntil, failedAttempts: 0, expiresAt: Math.ceil(validUntil / 1000) + 3600 },
    }),
  );
}

export async function readAccountCode(sub: string): Promise<StoredAccountCode | undefined> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: TABLE, Key: key(sub), ConsistentRead: true }));
  return Item ? (Item as unknown as StoredAccountCode) : undefined;
}

/** Takes one try of the code unless `tries` were taken (ADR 487): false then, or when there is no code. */
export function takeAccountCodeTry(sub: string, tries: number): Promise<boolean> {
  return conditionalWrite(() =>
    documentClient.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: key(sub),
        UpdateExpression: 'ADD failedAttempts :one',
        ConditionExpression: 'attribute_exists(pk) AND failedAttempts < :tries',
        ExpressionAttributeValues: { ':one': 1, ':tries': tries },
      }),
    ),
  );
}

export async function removeAccountCode(sub: string): Promise<void> {
  await documentClient.send(new DeleteCommand({ TableName: TABLE, Key: key(sub) }));
}
