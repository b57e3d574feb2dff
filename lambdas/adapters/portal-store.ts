import type { PagePosition } from '../contract/portal-pages';
import { keys, ownerSortKeys } from './store/keys';
import type { LicenceRecord } from './store/licences';
import { queryAll, queryPage } from './store/pages';
import type { SubscriptionRecord } from './store/subscriptions';
import type { TransferRecord } from './store/transfers';

export type { TransferRecord };

/**
 * The licence portal's reads (README "Licence portal"); the transfer writes are in `store/transfers.ts`. Everything
 * is found from the caller's verified e-mail (gsi1 `OWNER#<email>`) or checked against it.
 */

export interface LicenceWithLinks {
  readonly licence: LicenceRecord;
  /** Support extensions bought for this licence (their subscriptions). */
  readonly supportSubscriptionIds: readonly string[];
  /**
   * Its transfer item as stored. An offer made before the licence moved, or under an earlier key, may still be there:
   * whether it stands is the domain's rule (`openTransfer`), applied by the service that reads it.
   */
  readonly transfer: TransferRecord | undefined;
}

export const transferKey = keys.transfer;

/** A licence with its support links and its transfer (one Query on its partition). */
export async function getLicenceWithLinks(licenceId: string): Promise<LicenceWithLinks | undefined> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.licence(licenceId).pk },
    ConsistentRead: true,
  });
  const licence = items.find((item) => item.sk === 'LICENCE') as LicenceRecord | undefined;
  if (!licence) return undefined;
  return {
    licence,
    supportSubscriptionIds: items
      .filter(
        (item) =>
          typeof item.sk === 'string' && item.sk.startsWith('SUPPORT#') && typeof item.subscriptionId === 'string',
      )
      .map((item) => item.subscriptionId as string),
    transfer: items.find((item) => item.sk === 'TRANSFER') as TransferRecord | undefined,
  };
}

/**
 * One page of the owner's licences in the owner index's order (purchase time, then id), after `after`: one Query
 * of `size + 1` items, the extra one only telling whether another page follows (so a last page is never empty).
 */
export async function ownerLicencePage(
  email: string,
  after: PagePosition | undefined,
  size: number,
): Promise<{ licences: LicenceRecord[]; next: PagePosition | undefined }> {
  const owner = keys.owner(email);
  const page = await queryPage<LicenceRecord>(
    {
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :owner AND begins_with(gsi1sk, :prefix)',
      ExpressionAttributeValues: { ':owner': owner, ':prefix': 'LICENCE#' },
      Limit: size + 1,
    },
    after && {
      ...keys.licence(after.licenceId),
      gsi1pk: owner,
      gsi1sk: ownerSortKeys.licence(after.issuedAt, after.licenceId),
    },
  );
  const licences = page.items.slice(0, size);
  const last = licences.at(-1);
  return {
    licences,
    next: page.items.length > size && last ? { issuedAt: last.issuedAt, licenceId: last.licenceId } : undefined,
  };
}

/** Transfers other owners offered to this e-mail (`gsi1sk` begins with `TRANSFER#`): a few, read whole. */
export async function ownerIncomingTransfers(email: string): Promise<TransferRecord[]> {
  return (await queryOwner(email, 'TRANSFER#')) as unknown as TransferRecord[];
}

/** The owner's subscriptions alone (`gsi1sk` begins with `SUBSCRIPTION#`): one Query, whatever else they own. */
export async function ownerSubscriptions(email: string): Promise<SubscriptionRecord[]> {
  return (await queryOwner(email, 'SUBSCRIPTION#')) as unknown as SubscriptionRecord[];
}

/** What names a licence's subscriptions: all `/api/subscriptions` reads of each licence. */
export type LicenceLinks = Pick<LicenceRecord, 'licenceId' | 'status' | 'subscriptionId' | 'supportSubscriptionIds'>;

const LINKS_INDEX = 'gsi1links';
/** Asked of either index: without it, every item would also carry the four key attributes, more than the links. */
const LINKS_PROJECTION = {
  projection: 'licenceId, #status, subscriptionId, supportSubscriptionIds',
  names: { '#status': 'status' },
};

/**
 * The owner's licences alone (`gsi1sk` begins with `LICENCE#`), reduced to their subscription links, from the index
 * that holds only those (ADR 150): ~100 bytes a licence, so one call reads ~10,000 of them. Until that index is
 * readable — being built after a deploy, or absent from a local table made before it — the same Query of `gsi1`
 * with a projection answers the same items, at ~900 licences a call.
 */
export async function ownerLicenceLinks(email: string): Promise<LicenceLinks[]> {
  try {
    return (await queryOwner(email, 'LICENCE#', {
      index: LINKS_INDEX,
      ...LINKS_PROJECTION,
    })) as unknown as LicenceLinks[];
  } catch (error) {
    if (!isUnreadableIndex(error)) throw error;
    return (await queryOwner(email, 'LICENCE#', LINKS_PROJECTION)) as unknown as LicenceLinks[];
  }
}

/** DynamoDB's answer to a Query of an index that does not exist, or is still being filled. */
function isUnreadableIndex(error: unknown): boolean {
  return error instanceof Error && error.name === 'ValidationException' && /index|backfilling/i.test(error.message);
}

async function queryOwner(
  email: string,
  sortKeyPrefix: string,
  options: { index?: string; projection?: string; names?: Record<string, string> } = {},
): Promise<Record<string, unknown>[]> {
  return queryAll({
    IndexName: options.index ?? 'gsi1',
    KeyConditionExpression: 'gsi1pk = :owner AND begins_with(gsi1sk, :prefix)',
    ExpressionAttributeValues: { ':owner': keys.owner(email), ':prefix': sortKeyPrefix },
    ...(options.projection && { ProjectionExpression: options.projection }),
    ...(options.names && { ExpressionAttributeNames: options.names }),
  });
}
