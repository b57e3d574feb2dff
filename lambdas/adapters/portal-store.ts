import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from './dynamo';
import { environment } from './environment';
import { keys, type LicenceRecord, type SubscriptionRecord } from './store';

/**
 * The licence portal's reads and the licence-transfer writes (README "Licence portal"). Everything is found from
 * the caller's verified e-mail (gsi1 `OWNER#<email>`) or checked against it; no transactions, so every step of a
 * transfer is one conditional write, and repeating or racing a step changes nothing.
 */
const TABLE = environment.tableName;

/** A pending transfer: `LICENCE#<id>` / `TRANSFER`, indexed under the recipient so that they see it. */
export interface TransferRecord {
  readonly licenceId: string;
  readonly fromEmail: string;
  readonly toEmail: string;
  readonly requestedAt: string;
  /** The key version being transferred: a transfer outlives nothing but the key it was asked for. */
  readonly keyVersion: number;
  /** `accepting` once the recipient has claimed it; the owner can no longer cancel it then. */
  readonly status: 'pending' | 'accepting';
}

export interface LicenceWithLinks {
  readonly licence: LicenceRecord;
  /** Support extensions bought for this licence (their subscriptions). */
  readonly supportSubscriptionIds: readonly string[];
  readonly transfer: TransferRecord | undefined;
}

export const transferKey = (licenceId: string) => ({ pk: `LICENCE#${licenceId}`, sk: 'TRANSFER' });

export function keyVersionOf(licence: LicenceRecord): number {
  return licence.keyVersion ?? 1;
}

/** A licence with its support links and its transfer (one Query on its partition). */
export async function getLicenceWithLinks(licenceId: string): Promise<LicenceWithLinks | undefined> {
  const result = await documentClient.send(
    new QueryCommand({
      TableName: TABLE,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.licence(licenceId).pk },
      ConsistentRead: true,
    }),
  );
  const items = result.Items ?? [];
  const licence = items.find((item) => item.sk === 'LICENCE') as LicenceRecord | undefined;
  if (!licence) return undefined;
  const transfer = items.find((item) => item.sk === 'TRANSFER') as TransferRecord | undefined;
  return {
    licence,
    supportSubscriptionIds: items
      .filter((item) => typeof item.sk === 'string' && item.sk.startsWith('SUPPORT#') && typeof item.subscriptionId === 'string')
      .map((item) => item.subscriptionId as string),
    // A transfer left over from an earlier key (its last step failed part-way) is no longer pending.
    transfer: transfer && transfer.keyVersion === keyVersionOf(licence) && transfer.fromEmail === licence.ownerEmail ? transfer : undefined,
  };
}

export interface OwnerItems {
  readonly licences: LicenceRecord[];
  readonly subscriptions: SubscriptionRecord[];
  readonly incomingTransfers: TransferRecord[];
}

/**
 * Everything the portal shows that is indexed under the owner (gsi1 `OWNER#<email>`): licences, subscriptions and
 * transfers addressed to them, in one Query (orders are filtered out on the server). Pages are read one after the
 * other; at about 1 KB a licence, a page of 1 MB holds some 900 licences.
 */
export async function ownerItems(email: string): Promise<OwnerItems> {
  const items = await queryOwner(email, { filter: 'not orders' });
  return {
    licences: items.filter((item) => item.type === 'licence') as unknown as LicenceRecord[],
    subscriptions: items.filter((item) => item.type === 'subscription') as unknown as SubscriptionRecord[],
    incomingTransfers: items.filter((item) => item.type === 'transfer') as unknown as TransferRecord[],
  };
}

/** The owner's subscriptions alone (`gsi1sk` begins with `SUBSCRIPTION#`): one Query, whatever else they own. */
export async function ownerSubscriptions(email: string): Promise<SubscriptionRecord[]> {
  return (await queryOwner(email, { sortKeyPrefix: 'SUBSCRIPTION#' })) as unknown as SubscriptionRecord[];
}

/** The owner's licences alone (`gsi1sk` begins with `LICENCE#`). */
export async function ownerLicences(email: string): Promise<LicenceRecord[]> {
  return (await queryOwner(email, { sortKeyPrefix: 'LICENCE#' })) as unknown as LicenceRecord[];
}

async function queryOwner(email: string, narrow: { sortKeyPrefix: string } | { filter: 'not orders' }): Promise<Record<string, unknown>[]> {
  const byPrefix = 'sortKeyPrefix' in narrow;
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({
        TableName: TABLE,
        IndexName: 'gsi1',
        KeyConditionExpression: byPrefix ? 'gsi1pk = :owner AND begins_with(gsi1sk, :prefix)' : 'gsi1pk = :owner',
        ...(byPrefix ? {} : { FilterExpression: '#type <> :order', ExpressionAttributeNames: { '#type': 'type' } }),
        ExpressionAttributeValues: { ':owner': keys.owner(email), ...(byPrefix ? { ':prefix': narrow.sortKeyPrefix } : { ':order': 'order' }) },
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

export interface TableKey {
  readonly pk: string;
  readonly sk: string;
}

/** BatchGetItem's limit of keys per call. */
export const BATCH_GET_MAX_KEYS = 100;
const UNPROCESSED_RETRIES = 8;

export const itemKey = ({ pk, sk }: TableKey) => `${pk}\u0000${sk}`;

/**
 * Reads items by key, strongly consistent, with BatchGetItem: at most 100 keys a call, the calls in parallel, so
 * N keys cost ⌈N/100⌉ calls and one round trip. Keys DynamoDB leaves unprocessed (throttling, 16 MB answers) are
 * asked again after a short, growing pause. Answers the found items by `itemKey`.
 */
export async function getItems(wanted: readonly TableKey[]): Promise<Map<string, Record<string, unknown>>> {
  const found = new Map<string, Record<string, unknown>>();
  let pending = [...new Map(wanted.map((key) => [itemKey(key), { pk: key.pk, sk: key.sk }])).values()];
  for (let attempt = 0; pending.length > 0; attempt += 1) {
    if (attempt > UNPROCESSED_RETRIES) throw new Error(`BatchGetItem left ${pending.length} keys unprocessed after ${UNPROCESSED_RETRIES} retries`);
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 25 * 2 ** attempt)));
    const chunks = Array.from({ length: Math.ceil(pending.length / BATCH_GET_MAX_KEYS) }, (_, index) =>
      pending.slice(index * BATCH_GET_MAX_KEYS, (index + 1) * BATCH_GET_MAX_KEYS),
    );
    const answers = await Promise.all(
      chunks.map((chunk) =>
        documentClient.send(new BatchGetCommand({ RequestItems: { [TABLE]: { Keys: chunk, ConsistentRead: true } } })),
      ),
    );
    pending = [];
    for (const answer of answers) {
      for (const item of answer.Responses?.[TABLE] ?? []) found.set(itemKey(item as TableKey), item);
      pending.push(...((answer.UnprocessedKeys?.[TABLE]?.Keys ?? []) as TableKey[]));
    }
  }
  return found;
}

/**
 * Records a transfer request unless one for this key is already there. A request left over from an older key (the
 * licence moved on since) is replaced. Returns false when a transfer is already pending.
 */
export async function putTransferRequest(transfer: TransferRecord): Promise<boolean> {
  try {
    await documentClient.send(
      new PutCommand({
        TableName: TABLE,
        Item: {
          ...transferKey(transfer.licenceId),
          gsi1pk: keys.owner(transfer.toEmail),
          gsi1sk: `TRANSFER#${transfer.requestedAt}#${transfer.licenceId}`,
          type: 'transfer',
          ...transfer,
        },
        ConditionExpression: 'attribute_not_exists(pk) OR keyVersion < :version',
        ExpressionAttributeValues: { ':version': transfer.keyVersion },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** The owner withdraws a transfer the recipient has not claimed yet. False when there is none to withdraw. */
export async function deletePendingTransfer(licenceId: string, ownerEmail: string, keyVersion: number): Promise<boolean> {
  return conditional(() =>
    documentClient.send(
      new DeleteCommand({
        TableName: TABLE,
        Key: transferKey(licenceId),
        ConditionExpression: 'fromEmail = :owner AND keyVersion = :version AND #status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':owner': ownerEmail, ':version': keyVersion, ':pending': 'pending' },
      }),
    ),
  );
}

/**
 * The recipient claims the transfer; from then on the owner cannot withdraw it. Claiming again (a retried accept)
 * succeeds, so an accept that failed part-way can be completed.
 */
export async function claimTransfer(licenceId: string, recipientEmail: string, keyVersion: number): Promise<boolean> {
  return conditional(() =>
    documentClient.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: transferKey(licenceId),
        UpdateExpression: 'SET #status = :accepting',
        ConditionExpression: 'toEmail = :recipient AND keyVersion = :version AND (#status = :pending OR #status = :accepting)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':recipient': recipientEmail, ':version': keyVersion, ':pending': 'pending', ':accepting': 'accepting' },
      }),
    ),
  );
}

/**
 * Moves the licence to its new owner with the re-issued key, only if it is still the old owner's key of that
 * version: of two racing accepts, one writes and the other finds the move done.
 */
export async function moveLicence(move: {
  licence: LicenceRecord;
  toEmail: string;
  licenceKey: string;
  keyVersion: number;
  at: string;
}): Promise<boolean> {
  const { licence } = move;
  return conditional(() =>
    documentClient.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: keys.licence(licence.licenceId),
        UpdateExpression:
          'SET ownerEmail = :to, gsi1pk = :gsi1pk, gsi1sk = :gsi1sk, licenceKey = :key, keyVersion = :next, keyIssuedAt = :at, transferredAt = :at, transferredFrom = :from',
        // The first key has no keyVersion attribute.
        ConditionExpression: `ownerEmail = :from AND #status = :active AND ${move.keyVersion - 1 === 1 ? '(attribute_not_exists(keyVersion) OR keyVersion = :current)' : 'keyVersion = :current'}`,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':to': move.toEmail,
          ':gsi1pk': keys.owner(move.toEmail),
          ':gsi1sk': `LICENCE#${licence.issuedAt}#${licence.licenceId}`,
          ':key': move.licenceKey,
          ':next': move.keyVersion,
          ':at': move.at,
          ':from': licence.ownerEmail,
          ':active': 'active',
          ':current': move.keyVersion - 1,
        },
      }),
    ),
  );
}

/** Removes a transfer once its licence has moved (only the claimed one for that key). */
export async function deleteClaimedTransfer(licenceId: string, keyVersion: number): Promise<void> {
  await conditional(() =>
    documentClient.send(
      new DeleteCommand({
        TableName: TABLE,
        Key: transferKey(licenceId),
        ConditionExpression: 'keyVersion = :version AND #status = :accepting',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':version': keyVersion, ':accepting': 'accepting' },
      }),
    ),
  );
}

export async function getTransfer(licenceId: string): Promise<TransferRecord | undefined> {
  const result = await documentClient.send(new GetCommand({ TableName: TABLE, Key: transferKey(licenceId), ConsistentRead: true }));
  return result.Item as TransferRecord | undefined;
}

async function conditional(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
