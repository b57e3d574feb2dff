import { UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { chunksOf, mapBounded } from '../../domain/concurrency';
import type { LedgerEntry } from '../../domain/ledger/entries';
import type { LicenceGrant } from '../../domain/licences/issuance';
import type { Entitlement } from '../../domain/licences/refunds';
import { documentClient } from '../dynamo';
import { keys, ownerSortKeys } from './keys';
import { withLedgerMap, type StoredLedger } from './ledger';
import {
  conditionalWrite,
  getItem,
  getItems,
  TABLE,
  transactWrite,
  transactWriteUnlessRefused,
  type TransactItem,
} from './table';

/** Why a licence was taken back: money returned, or a seat the shrunk subscription no longer pays for. */
export type RevokeReason = 'refund' | 'chargeback' | 'seats-reduced';

export interface LicenceRecord extends LicenceGrant, StoredLedger {
  readonly licenceKey: string;
  readonly status: 'active' | 'revoked';
  readonly revokedAt?: string;
  readonly revokedReason?: RevokeReason;
  /** Absent until the key is first re-issued (= 1); each transfer or seat renewal re-issues it with the next version. */
  readonly keyVersion?: number;
  readonly keyIssuedAt?: string;
  readonly transferredAt?: string;
  readonly transferredFrom?: string;
  /** Every earlier owner and until when (a move appends one). */
  readonly ownerHistory?: readonly { readonly email: string; readonly until: string }[];
  /** Support extensions linked to it (as its `SUPPORT#` items), kept on the licence so the portal reads no more. */
  /** Trainer seats: the end of a renewal period that was refunded; the same period never renews the seat again. */
  readonly refundedUntil?: string;
  /** When a reversed chargeback gave the licence back but its support subscription stayed canceled (ADR 241). */
  readonly supportRestartOfferedAt?: string;
  readonly supportSubscriptionIds?: ReadonlySet<string> | readonly string[];
  /**
   * Support subscriptions of previous owners that stopped renewing for this licence when it moved (ADR 313): they
   * still cover it until their period ends, never beyond.
   */
  readonly handedOverSubscriptionIds?: ReadonlySet<string> | readonly string[];
}

/** Conditional updates in flight at once (revocations). */
const WRITES_IN_FLIGHT = 25;
/** TransactWriteItems takes at most 100 actions; a few in flight keep 200 licences well under a second. */
const LICENCES_PER_TRANSACTION = 100;
const TRANSACTIONS_IN_FLIGHT = 4;

export function getLicence(licenceId: string): Promise<LicenceRecord | undefined> {
  return getItem<LicenceRecord>(keys.licence(licenceId));
}

export function getLicences(licenceIds: readonly string[]): Promise<LicenceRecord[]> {
  return getItems<LicenceRecord>(licenceIds.map(keys.licence));
}

/**
 * Writes licences the caller found missing (`getLicences`), each only while still absent, in transactions of up to
 * 100 (ADR 065, ADR 180): a licence a twin delivery wrote meanwhile, and whatever became of it since (a transfer,
 * a revocation, a new key), is never overwritten. A transaction refused for licences that exist wrote nothing; it
 * is repeated without them.
 */
export async function putNewLicences(licences: readonly LicenceRecord[]): Promise<void> {
  await mapBounded(chunksOf(licences, LICENCES_PER_TRANSACTION), TRANSACTIONS_IN_FLIGHT, async (chunk) => {
    for (let pending = chunk; pending.length > 0;) {
      const refused = new Set(
        await transactWriteUnlessRefused(
          pending.map((licence) => ({
            Put: { TableName: TABLE, Item: licenceItem(licence), ConditionExpression: 'attribute_not_exists(pk)' },
          })),
        ),
      );
      pending = refused.size === 0 ? [] : pending.filter((_, index) => !refused.has(index));
    }
  });
}

/** A licence as its table item: keyed by id, found by its owner (gsi1). */
export function licenceItem(licence: LicenceRecord): Record<string, unknown> {
  return {
    ...keys.licence(licence.licenceId),
    gsi1pk: keys.owner(licence.ownerEmail),
    gsi1sk: ownerSortKeys.licence(licence.issuedAt, licence.licenceId),
    type: 'licence',
    ...licence,
  };
}

export async function revokeLicences(
  licenceIds: readonly string[],
  revokedAt: string,
  reason: RevokeReason,
): Promise<void> {
  // A licence never issued has nothing to revoke; one already revoked keeps its first reason and time.
  await updateEach(licenceIds, {
    UpdateExpression: 'SET #status = :revoked, revokedAt = :at, revokedReason = :reason',
    ConditionExpression: 'attribute_exists(pk) AND #status = :active',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':revoked': 'revoked', ':active': 'active', ':at': revokedAt, ':reason': reason },
  });
}

/**
 * Takes a refunded renewal period back from seats (ADR 071): their paid period ends at the period's start again, and
 * `refundedUntil` keeps a later look at the same period from renewing them. The key is left as it is, so the key the
 * buyer holds answers expired (or past due within the grace) rather than superseded. Repeating it changes nothing.
 */
export async function takeBackSeatPeriods(
  licenceIds: readonly string[],
  period: { readonly startsAt: string; readonly endsAt: string },
): Promise<void> {
  await updateEach(licenceIds, {
    UpdateExpression: 'SET paidUntil = :start, refundedUntil = :end',
    ConditionExpression:
      'attribute_exists(pk) AND (attribute_not_exists(refundedUntil) OR refundedUntil < :end) AND paidUntil > :start',
    ExpressionAttributeValues: { ':start': period.startsAt, ':end': period.endsAt },
  });
}

/**
 * Gives a seat back its key for the period now paid: a renewal (period moved on), or a seat revoked when the
 * subscription shrank that it pays for again. Written only over the key version it replaces, so two deliveries
 * racing write one key. Seats taken back by a refund or chargeback stay revoked.
 */
export function reissueSeat(seat: NextKey & { paidUntil: string }): Promise<boolean> {
  return writeNextKey(seat, {
    set: 'paidUntil = :paidUntil, #status = :active REMOVE revokedAt, revokedReason',
    condition: '(#status = :active OR revokedReason = :reduced)',
    names: { '#status': 'status' },
    values: { ':paidUntil': seat.paidUntil, ':active': 'active', ':reduced': 'seats-reduced' },
  });
}

/**
 * Gives a licence the key of what it keeps once an add-on line was refunded (ADR 070): product, configuration and
 * add-ons change, owner, status and period stay. Written only over the key version it replaces, so two deliveries
 * racing write one key, and a transfer or renewal in between makes the caller read again; false then.
 */
export function reissueEntitlement(change: NextKey & { entitlement: Entitlement }): Promise<boolean> {
  const { entitlement } = change;
  return writeNextKey(change, {
    set: 'productSlug = :slug, productTitle = :title, configuration = :configuration, addOns = :addOns',
    condition: 'attribute_exists(pk)',
    values: {
      ':slug': entitlement.productSlug,
      ':title': entitlement.productTitle,
      ':configuration': entitlement.configuration,
      ':addOns': [...entitlement.addOns],
    },
  });
}

interface NextKey {
  licenceId: string;
  licenceKey: string;
  keyVersion: number;
  at: string;
}

/** Writes a licence's next key, and what changes with it, only over the key version it replaces. */
function writeNextKey(
  next: NextKey,
  change: { set: string; condition: string; names?: Record<string, string>; values: Record<string, unknown> },
): Promise<boolean> {
  const previous = next.keyVersion - 1;
  return conditionalWrite(() =>
    documentClient.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: keys.licence(next.licenceId),
        UpdateExpression: `SET licenceKey = :key, keyVersion = :version, keyIssuedAt = :at, ${change.set}`,
        ConditionExpression: `${change.condition} AND ${replacesKeyVersion(previous)}`,
        ...(change.names ? { ExpressionAttributeNames: change.names } : {}),
        ExpressionAttributeValues: {
          ':key': next.licenceKey,
          ':version': next.keyVersion,
          ':previous': previous,
          ':at': next.at,
          ...change.values,
        },
      }),
    ),
  );
}

/** The condition that a licence still carries key version `previous` (`:previous`); the first key has no attribute. */
function replacesKeyVersion(previous: number): string {
  return previous === 1 ? '(attribute_not_exists(keyVersion) OR keyVersion = :previous)' : 'keyVersion = :previous';
}

/**
 * A paid support extension's entries on its licence (ADR 401), in one update: each entry written in its paid state
 * unless it is paid already (a pending quote from the checkout becomes paid; a redelivery changes nothing), and its
 * subscription added to the licence's `supportSubscriptionIds`, which `/api/subscriptions` reads from the links
 * index. False when the licence does not exist (not issued yet: its purchase's webhook is on its way).
 */
export function payLedgerEntries(
  licenceId: string,
  entries: readonly LedgerEntry[],
  subscriptionId: string | null,
): Promise<boolean> {
  const names: Record<string, string> = { '#state': 'state' };
  const values: Record<string, unknown> = { ':pending': 'pending' };
  const sets: string[] = [];
  const conditions: string[] = [];
  entries.forEach((entry, index) => {
    names[`#e${index}`] = entry.entryId;
    values[`:e${index}`] = entry;
    sets.push(`ledger.#e${index} = :e${index}`);
    conditions.push(`(attribute_not_exists(ledger.#e${index}) OR ledger.#e${index}.#state = :pending)`);
  });
  if (subscriptionId) values[':ids'] = new Set([subscriptionId]);
  return withLedgerMap([licenceId], () =>
    conditionalWrite(() =>
      documentClient.send(
        new UpdateCommand({
          TableName: TABLE,
          Key: keys.licence(licenceId),
          UpdateExpression: `SET ${sets.join(', ')}${subscriptionId ? ' ADD supportSubscriptionIds :ids' : ''}`,
          ConditionExpression: ['attribute_exists(pk)', ...conditions].join(' AND '),
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        }),
      ),
    ),
  );
}

/** Records that these subscriptions of a previous owner no longer renew for the licence (ADR 313); repeats add nothing. */
export async function markSupportHandedOver(licenceId: string, subscriptionIds: readonly string[]): Promise<void> {
  if (subscriptionIds.length === 0) return;
  await conditionalWrite(() =>
    documentClient.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: keys.licence(licenceId),
        UpdateExpression: 'ADD handedOverSubscriptionIds :ids',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':ids': new Set(subscriptionIds) },
      }),
    ),
  );
}

/** One conditional update per licence, a bounded number in flight; a licence the condition refuses stays as it is. */
export async function updateEach(
  licenceIds: readonly string[],
  update: Omit<UpdateCommandInput, 'TableName' | 'Key'>,
): Promise<void> {
  await mapBounded(licenceIds, WRITES_IN_FLIGHT, (licenceId) =>
    conditionalWrite(() =>
      documentClient.send(new UpdateCommand({ TableName: TABLE, Key: keys.licence(licenceId), ...update })),
    ),
  );
}

/** One licence written if absent, with what goes alongside (an operator's audit entry), in one transaction. */
export function issueLicenceWith(licence: LicenceRecord, alongside: readonly TransactItem[]): Promise<boolean> {
  return transactWrite([
    { Put: { TableName: TABLE, Item: licenceItem(licence), ConditionExpression: 'attribute_not_exists(pk)' } },
    ...alongside,
  ]);
}
