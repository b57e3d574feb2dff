import { BatchWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mapBounded } from '../../domain/concurrency';
import type { LicenceGrant, SupportExtensionGrant } from '../../domain/licences/issuance';
import type { Entitlement } from '../../domain/licences/refunds';
import { documentClient } from '../dynamo';
import { keys, ownerSortKeys } from './keys';
import { conditionalWrite, getItem, getItems, putIfAbsent, TABLE } from './table';

/** Why a licence was taken back: money returned, or a seat the shrunk subscription no longer pays for. */
export type RevokeReason = 'refund' | 'chargeback' | 'seats-reduced';

export interface LicenceRecord extends LicenceGrant {
  readonly licenceKey: string;
  readonly status: 'active' | 'revoked';
  readonly revokedAt?: string;
  readonly revokedReason?: RevokeReason;
  /** Absent until the key is first re-issued (= 1); each transfer or seat renewal re-issues it with the next version. */
  readonly keyVersion?: number;
  readonly keyIssuedAt?: string;
  readonly transferredAt?: string;
  readonly transferredFrom?: string;
  /** Support extensions linked to it (as its `SUPPORT#` items), kept on the licence so the portal reads no more. */
  readonly supportSubscriptionIds?: ReadonlySet<string> | readonly string[];
}

/** Conditional updates in flight at once (revocations). */
const WRITES_IN_FLIGHT = 25;
/** BatchWriteItem takes at most 25 items; a few batches in flight keep 200 licences well under a second. */
const BATCH_SIZE = 25;
const BATCHES_IN_FLIGHT = 4;

export function getLicence(licenceId: string): Promise<LicenceRecord | undefined> {
  return getItem<LicenceRecord>(keys.licence(licenceId));
}

export function getLicences(licenceIds: readonly string[]): Promise<LicenceRecord[]> {
  return getItems<LicenceRecord>(licenceIds.map(keys.licence));
}

/**
 * Writes licences the caller found missing (`getLicences`), with BatchWriteItem (ADR 065): a large order must be
 * stored inside Paddle's 5-second window, and a batch cannot carry conditions. Two deliveries racing between
 * their read and this write both write the same licence (same id, payload and owner; only the signature differs);
 * the caller re-applies refunds and seat changes after writing, so a revocation made in between is restored.
 */
export async function putNewLicences(licences: readonly LicenceRecord[]): Promise<void> {
  const batches = Array.from({ length: Math.ceil(licences.length / BATCH_SIZE) }, (_, index) =>
    licences.slice(index * BATCH_SIZE, (index + 1) * BATCH_SIZE),
  );
  await mapBounded(batches, BATCHES_IN_FLIGHT, async (batch) => {
    let requests: Record<string, unknown>[] = batch.map((licence) => ({
      PutRequest: {
        Item: {
          ...keys.licence(licence.licenceId),
          gsi1pk: keys.owner(licence.ownerEmail),
          gsi1sk: ownerSortKeys.licence(licence.issuedAt, licence.licenceId),
          type: 'licence',
          ...licence,
        },
      },
    }));
    for (let attempt = 0; requests.length > 0; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1_000, 25 * 2 ** attempt)));
      const result = await documentClient.send(new BatchWriteCommand({ RequestItems: { [TABLE]: requests } }));
      requests = (result.UnprocessedItems?.[TABLE] ?? []) as Record<string, unknown>[];
    }
  });
}

export async function revokeLicences(
  licenceIds: readonly string[],
  revokedAt: string,
  reason: RevokeReason,
): Promise<void> {
  await mapBounded(licenceIds, WRITES_IN_FLIGHT, (licenceId) =>
    // A licence never issued has nothing to revoke; one already revoked keeps its first reason and time.
    conditionalWrite(() =>
      documentClient.send(
        new UpdateCommand({
          TableName: TABLE,
          Key: keys.licence(licenceId),
          UpdateExpression: 'SET #status = :revoked, revokedAt = :at, revokedReason = :reason',
          ConditionExpression: 'attribute_exists(pk) AND #status = :active',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':revoked': 'revoked',
            ':active': 'active',
            ':at': revokedAt,
            ':reason': reason,
          },
        }),
      ),
    ),
  );
}

/**
 * Gives a seat back its key for the period now paid: a renewal (period moved on), or a seat revoked when the
 * subscription shrank that it pays for again. Written only over the key version it replaces, so two deliveries
 * racing write one key. Seats taken back by a refund or chargeback stay revoked.
 */
export async function reissueSeat(seat: {
  licenceId: string;
  licenceKey: string;
  keyVersion: number;
  paidUntil: string;
  at: string;
}): Promise<boolean> {
  const previous = seat.keyVersion - 1;
  return conditionalWrite(() =>
    documentClient.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: keys.licence(seat.licenceId),
        UpdateExpression:
          'SET licenceKey = :key, keyVersion = :version, keyIssuedAt = :at, paidUntil = :paidUntil, #status = :active REMOVE revokedAt, revokedReason',
        ConditionExpression: `(#status = :active OR revokedReason = :reduced) AND ${replacesKeyVersion(previous)}`,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':key': seat.licenceKey,
          ':version': seat.keyVersion,
          ':previous': previous,
          ':at': seat.at,
          ':paidUntil': seat.paidUntil,
          ':active': 'active',
          ':reduced': 'seats-reduced',
        },
      }),
    ),
  );
}

/**
 * Gives a licence the key of what it keeps once an add-on line was refunded (ADR 070): product, configuration and
 * add-ons change, owner, status and period stay. Written only over the key version it replaces, so two deliveries
 * racing write one key, and a transfer or renewal in between makes the caller read again; false then.
 */
export async function reissueEntitlement(change: {
  licenceId: string;
  licenceKey: string;
  keyVersion: number;
  at: string;
  entitlement: Entitlement;
}): Promise<boolean> {
  const previous = change.keyVersion - 1;
  return conditionalWrite(() =>
    documentClient.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: keys.licence(change.licenceId),
        UpdateExpression:
          'SET licenceKey = :key, keyVersion = :version, keyIssuedAt = :at, productSlug = :slug, productTitle = :title, configuration = :configuration, addOns = :addOns',
        ConditionExpression: `attribute_exists(pk) AND ${replacesKeyVersion(previous)}`,
        ExpressionAttributeValues: {
          ':key': change.licenceKey,
          ':version': change.keyVersion,
          ':previous': previous,
          ':at': change.at,
          ':slug': change.entitlement.productSlug,
          ':title': change.entitlement.productTitle,
          ':configuration': change.entitlement.configuration,
          ':addOns': [...change.entitlement.addOns],
        },
      }),
    ),
  );
}

/** The condition that a licence still carries key version `previous` (`:previous`); the first key has no attribute. */
function replacesKeyVersion(previous: number): string {
  return previous === 1 ? '(attribute_not_exists(keyVersion) OR keyVersion = :previous)' : 'keyVersion = :previous';
}

export async function linkSupportExtension(
  extension: SupportExtensionGrant & { transactionId: string; at: string },
): Promise<void> {
  await putIfAbsent({
    ...keys.licenceSupport(extension.licenceId, extension.subscriptionId ?? extension.transactionId),
    type: 'licence-support',
    ...extension,
  });
  // Added to the licence's set too (a retried delivery adds nothing new); a licence not issued yet has none to add to.
  if (extension.subscriptionId) {
    const subscriptionId = extension.subscriptionId;
    await conditionalWrite(() =>
      documentClient.send(
        new UpdateCommand({
          TableName: TABLE,
          Key: keys.licence(extension.licenceId),
          UpdateExpression: 'ADD supportSubscriptionIds :ids',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':ids': new Set([subscriptionId]) },
        }),
      ),
    );
  }
}
