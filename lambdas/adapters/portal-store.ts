import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from './dynamo';
import { environment } from './environment';
import { keys } from './store/keys';
import { listByOwner, type LicenceRecord } from './store/licences';
import { getSubscription, type SubscriptionRecord } from './store/subscriptions';
import type { TransferRecord } from './store/transfers';

/**
 * The licence portal's reads (README "Licence portal"); transfer writes are in `store/transfers.ts`. Everything is found from
 * the caller's verified e-mail (gsi1 `OWNER#<email>`) or checked against it; no transactions, so every step of a
 * transfer is one conditional write, and repeating or racing a step changes nothing.
 */
const TABLE = environment.tableName;

export interface LicenceWithLinks {
  readonly licence: LicenceRecord;
  /** Support extensions bought for this licence (their subscriptions). */
  readonly supportSubscriptionIds: readonly string[];
  readonly transfer: TransferRecord | undefined;
}

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

export async function ownerItems(email: string): Promise<OwnerItems> {
  const items = await listByOwner(email);
  return {
    licences: items.filter((item) => item.type === 'licence') as unknown as LicenceRecord[],
    subscriptions: items.filter((item) => item.type === 'subscription') as unknown as SubscriptionRecord[],
    incomingTransfers: items.filter((item) => item.type === 'transfer') as unknown as TransferRecord[],
  };
}

export async function getSubscriptions(ids: Iterable<string>): Promise<Map<string, SubscriptionRecord>> {
  const unique = [...new Set(ids)];
  const found = await Promise.all(unique.map((id) => getSubscription(id)));
  return new Map(found.flatMap((subscription) => (subscription ? [[subscription.subscriptionId, subscription] as const] : [])));
}
