import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditEntry } from '../../contract/admin';
import { documentClient } from '../dynamo';
import { adjustmentFinderKeys, adminIndexKeys, keys, orderFinderKeys } from './keys';
import type { LicenceRecord } from './licences';
import type { OrderRecord } from './orders';
import { queryAll, queryPage, type TableQuery } from './pages';
import {
  conditionalWrite,
  getItem,
  getItems,
  TABLE,
  transactWriteUnlessRefused,
  type TableKey,
  type TransactItem,
} from './table';

/**
 * The admin API's reads and writes (docs/product/console.md). Every read is a GetItem or a Query on a key or on gsi1 — never a
 * Scan. Audit entries live in partitions of their own (`AUDIT#<target>`), written only inside the transaction of the
 * change they record and only if absent, so no role needs Update or Delete on them (ADR 301).
 */
export const auditKeys = {
  /** One entry of a target's timeline; `target` is `licence:<id>`, `order:<id>` or `buyer:<email>`. */
  entry: (target: string, at: string, auditId: string) => ({ pk: `AUDIT#${target}`, sk: `${at}#${auditId}` }),
  /** The day index of all entries, for the audit list by time (gsi1). */
  day: (at: string) => `AUDIT#${at.slice(0, 10)}`,
  /** One key for every operator: the record names whose it is, and another operator's use of it is refused (ADR 461). */
  idempotency: (key: string) => ({ pk: `IDEMPOTENCY#${key}`, sk: 'IDEMPOTENCY' }),
};

export interface OwnerItems {
  readonly orders: OrderRecord[];
  readonly licences: LicenceRecord[];
  readonly subscriptions: Record<string, unknown>[];
  readonly transfers: Record<string, unknown>[];
}

const PAGE_LIMIT = 500;

/** Everything one address owns: one Query of gsi1 (`OWNER#<email>`), its kinds told apart by sort key. */
export async function ownerItems(email: string): Promise<OwnerItems> {
  const items = await queryAll(
    {
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :owner',
      ExpressionAttributeValues: { ':owner': keys.owner(email) },
      Limit: PAGE_LIMIT,
    },
    { maxItems: 5_000 },
  );
  const kind = (prefix: string) => items.filter((item) => String(item.gsi1sk).startsWith(prefix));
  return {
    orders: kind('ORDER#') as unknown as OrderRecord[],
    licences: kind('LICENCE#') as unknown as LicenceRecord[],
    subscriptions: kind('SUBSCRIPTION#'),
    transfers: kind('TRANSFER#'),
  };
}

/** A Query of one index partition, as the console's reads ask for it: never a Scan. */
export interface IndexQuery {
  readonly index: 'gsi1' | 'gsi2';
  readonly partition: string;
  readonly beginsWith?: string;
  /** Both inclusive, on the sort key. */
  readonly between?: readonly [string, string];
  readonly limit?: number;
  readonly startKey?: Record<string, string>;
  readonly newestFirst?: boolean;
  /** Items of the page kept only when each named attribute equals its value (read, then filtered). */
  readonly filter?: Readonly<Record<string, string>>;
}

export interface IndexPage {
  readonly items: Record<string, unknown>[];
  /** Where the next page starts, or null when this was the last. */
  readonly lastKey: Record<string, string> | null;
}

const SORT_KEY = { gsi1: 'gsi1sk', gsi2: 'gsi2sk' } as const;
const PARTITION_KEY = { gsi1: 'gsi1pk', gsi2: 'gsi2pk' } as const;

/** One page of an index partition (DynamoDB's 1 MB at most when no limit is given). */
export async function queryIndex(query: IndexQuery): Promise<IndexPage> {
  const page = await queryPage(indexQuery(query), query.startKey);
  return { items: page.items, lastKey: (page.lastKey as Record<string, string> | undefined) ?? null };
}

/** Every item of an index partition (or of its sort-key range), page after page. */
export function queryIndexAll(query: Omit<IndexQuery, 'startKey' | 'limit'>): Promise<Record<string, unknown>[]> {
  return queryAll(indexQuery(query));
}

function indexQuery(query: Omit<IndexQuery, 'startKey'>): TableQuery {
  const sortKey = SORT_KEY[query.index];
  const condition = query.beginsWith
    ? ' AND begins_with(#sk, :start)'
    : query.between
      ? ' AND #sk BETWEEN :from AND :to'
      : '';
  const filters = Object.entries(query.filter ?? {});
  return {
    IndexName: query.index,
    KeyConditionExpression: `#pk = :pk${condition}`,
    ...(filters.length > 0
      ? { FilterExpression: filters.map((_, index) => `#f${index} = :f${index}`).join(' AND ') }
      : {}),
    ExpressionAttributeNames: {
      '#pk': PARTITION_KEY[query.index],
      ...(condition ? { '#sk': sortKey } : {}),
      ...Object.fromEntries(filters.map(([name], index) => [`#f${index}`, name])),
    },
    ExpressionAttributeValues: {
      ...Object.fromEntries(filters.map(([, value], index) => [`:f${index}`, value])),
      ':pk': query.partition,
      ...(query.beginsWith ? { ':start': query.beginsWith } : {}),
      ...(query.between && !query.beginsWith ? { ':from': query.between[0], ':to': query.between[1] } : {}),
    },
    Limit: query.limit,
    ScanIndexForward: !query.newestFirst,
  };
}

/** Items by key, in one BatchGetItem round trip for up to 400 keys. */
export function itemsByKey(wanted: readonly TableKey[]): Promise<Record<string, unknown>[]> {
  return getItems<Record<string, unknown>>(wanted);
}

/** One partition read whole: an order's items (order, renewal, adjustments) or a licence's (licence, links, transfer). */
export function partition(pk: string): Promise<Record<string, unknown>[]> {
  return queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': pk },
    ConsistentRead: true,
  });
}

/** A target's audit timeline, oldest first. */
export async function auditTimeline(target: string): Promise<AuditEntry[]> {
  return (await partition(`AUDIT#${target}`)) as unknown as AuditEntry[];
}

/** The audit entries of one day (gsi1), oldest first. */
export function auditOfDay(day: string): Promise<AuditEntry[]> {
  return queryAll<AuditEntry>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :day',
    ExpressionAttributeValues: { ':day': `AUDIT#${day}` },
  });
}

export function getSubscription(subscriptionId: string): Promise<Record<string, unknown> | undefined> {
  return getItem(keys.subscription(subscriptionId));
}

/** A key held by one running call: its completion is written only where `claimId` still holds it (ADR 451). */
export interface IdempotencyClaim {
  readonly actorSub: string;
  readonly key: string;
  /** Names the route, the target and the body (lambdas/http/admin-input.ts). */
  readonly fingerprint: string;
  readonly claimId: string;
  readonly claimedAt: string;
}

/** A key someone holds or answered: its operator (`actorSub`) and fingerprint, which a reuse must both match. */
export type KeyState =
  | { readonly state: 'claimed' }
  | { readonly state: 'in-progress'; readonly actorSub: string; readonly fingerprint: string }
  | { readonly state: 'done'; readonly actorSub: string; readonly fingerprint: string; readonly answer: unknown };

/**
 * Claims an idempotency key for one call (ADR 451, ADR 461): a conditional put that holds unless another call holds
 * the key (a claim older than `staleBefore` lapsed) or already answered it; then the key's state instead, with the
 * operator and the fingerprint it is bound to.
 */
export async function claimIdempotencyKey(claim: IdempotencyClaim, staleBefore: string): Promise<KeyState> {
  const key = auditKeys.idempotency(claim.key);
  const claimed = await conditionalWrite(() =>
    documentClient.send(
      new PutCommand({
        TableName: TABLE,
        Item: {
          ...key,
          type: 'idempotency',
          state: 'in-progress',
          actorSub: claim.actorSub,
          claimId: claim.claimId,
          fingerprint: claim.fingerprint,
          claimedAt: claim.claimedAt,
          expiresAt: Math.floor(Date.parse(claim.claimedAt) / 1000) + IDEMPOTENCY_SECONDS,
        },
        ConditionExpression: 'attribute_not_exists(pk) OR (#state = :inProgress AND claimedAt < :stale)',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':inProgress': 'in-progress', ':stale': staleBefore },
      }),
    ),
  );
  if (claimed) return { state: 'claimed' };
  const item = await getItem<{ state?: string; actorSub?: string; fingerprint?: string; answer?: string }>(key, true);
  // Gone between the two reads: its claim was given back, and the caller's next try claims it.
  if (!item) return { state: 'in-progress', actorSub: claim.actorSub, fingerprint: claim.fingerprint };
  const held = { actorSub: item.actorSub ?? '', fingerprint: item.fingerprint ?? '' };
  return item.state === 'in-progress'
    ? { state: 'in-progress', ...held }
    : { state: 'done', ...held, answer: JSON.parse(item.answer ?? 'null') };
}

/** Gives a claim back after its call failed, so a retry runs again; an answered key, or another's claim, stays. */
export async function releaseIdempotencyKey(claim: IdempotencyClaim): Promise<void> {
  await conditionalWrite(() =>
    documentClient.send(
      new DeleteCommand({
        TableName: TABLE,
        Key: auditKeys.idempotency(claim.key),
        ConditionExpression: 'claimId = :claimId AND #state = :inProgress',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':claimId': claim.claimId, ':inProgress': 'in-progress' },
      }),
    ),
  );
}

export interface LicenceStatusChange {
  readonly licenceId: string;
  readonly from: 'active' | 'revoked';
  readonly to: 'active' | 'revoked';
  readonly at: string;
}

/**
 * Changes a licence's status, appends its audit entry and keeps the call's answer under its idempotency key, all in
 * one TransactWriteItems: either all three are stored or none. False when the licence changed meanwhile, or the key
 * was used (the caller then reads the stored answer).
 */
export async function changeLicenceStatus(
  change: LicenceStatusChange,
  entry: AuditEntry,
  idempotency: IdempotencyRecord,
): Promise<boolean> {
  const revoking = change.to === 'revoked';
  const refused = await transactWriteUnlessRefused([
    {
      Update: {
        TableName: TABLE,
        Key: keys.licence(change.licenceId),
        ConditionExpression: 'attribute_exists(pk) AND #status = :from',
        UpdateExpression: revoking
          ? 'SET #status = :to, revokedAt = :at, revokedReason = :reason'
          : 'SET #status = :to, reinstatedAt = :at REMOVE revokedAt, revokedReason',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':from': change.from,
          ':to': change.to,
          ':at': change.at,
          ...(revoking ? { ':reason': 'operator' } : {}),
        },
      },
    },
    ...auditPuts(entry),
    idempotencyPut(change.at, idempotency),
  ]);
  return refused.length === 0;
}

/** The idempotency record of one admin call: the claim its call holds, and the answer a retry gets. */
export interface IdempotencyRecord {
  readonly claim: IdempotencyClaim;
  readonly answer: unknown;
}

/**
 * An audit entry's writes (and the call's idempotency record), for the transaction of the change it records: a move
 * of a licence joins them to its own update (ADR 334), so the change and its entry are stored together or not at all.
 */
export function auditItems(entry: AuditEntry, idempotency?: IdempotencyRecord): TransactItem[] {
  return [...auditPuts(entry), ...(idempotency ? [idempotencyPut(entry.at, idempotency)] : [])];
}

/**
 * A re-send's record before its mails go (ADR 335): a "mailed" row per recipient on the order, the audit entry and
 * the call's answer under its idempotency key, in one transaction. False when the key was taken meanwhile: a twin
 * call records and sends, this one sends nothing.
 */
export async function recordResend(
  entry: AuditEntry,
  mails: readonly { transactionId: string; kind: string; to: string; at: string }[],
  idempotency: IdempotencyRecord,
): Promise<boolean> {
  const refused = await transactWriteUnlessRefused([
    ...mails.map((mail) => ({
      Put: {
        TableName: TABLE,
        Item: { ...orderFinderKeys.mailed(mail.transactionId, mail.at, mail.to), type: 'mailed', ...mail },
      },
    })),
    ...auditItems(entry, idempotency),
  ]);
  return refused.length === 0;
}

/**
 * An audit entry with the call's answer where the change itself is not the table's to make in the same transaction
 * (a payment applied through the webhook's own path): written after that change, false when the claim was lost.
 */
export async function recordAudit(entry: AuditEntry, idempotency: IdempotencyRecord): Promise<boolean> {
  return (await transactWriteUnlessRefused(auditItems(entry, idempotency))).length === 0;
}

/**
 * Lifts an address's suppression (ADR 458): its removal, only while it is the one the operator saw, with the audit
 * entry and the call's answer in one transaction.
 */
export async function liftSuppression(
  suppression: { readonly email: string; readonly suppressedAt: string },
  entry: AuditEntry,
  idempotency: IdempotencyRecord,
): Promise<boolean> {
  const refused = await transactWriteUnlessRefused([
    {
      Delete: {
        TableName: TABLE,
        Key: keys.suppressedAddress(suppression.email),
        ConditionExpression: 'suppressedAt = :at',
        ExpressionAttributeValues: { ':at': suppression.suppressedAt },
      },
    },
    ...auditItems(entry, idempotency),
  ]);
  return refused.length === 0;
}

/** The order's refund lock: one refund of an order is asked of Paddle at a time (ADR 454). */
const refundLockKey = (transactionId: string) => ({ pk: keys.order(transactionId).pk, sk: 'REFUND_LOCK' });

/** Takes the order's refund lock unless another request holds it; a lock older than `staleBefore` has lapsed. */
export function lockRefunds(transactionId: string, lockId: string, at: string, staleBefore: string): Promise<boolean> {
  return conditionalWrite(() =>
    documentClient.send(
      new PutCommand({
        TableName: TABLE,
        Item: { ...refundLockKey(transactionId), type: 'refund-lock', lockId, lockedAt: at },
        ConditionExpression: 'attribute_not_exists(pk) OR lockedAt < :stale',
        ExpressionAttributeValues: { ':stale': staleBefore },
      }),
    ),
  );
}

/** Gives the lock back after a request that failed; a lock another request took meanwhile stays. */
export async function unlockRefunds(transactionId: string, lockId: string): Promise<void> {
  await conditionalWrite(() =>
    documentClient.send(
      new DeleteCommand({
        TableName: TABLE,
        Key: refundLockKey(transactionId),
        ConditionExpression: 'lockId = :lockId',
        ExpressionAttributeValues: { ':lockId': lockId },
      }),
    ),
  );
}

/**
 * A refund asked of Paddle (ADR 305, 454): the request on the order (`REFUND#<adjustment id>`), the audit entry and
 * the call's answer in one transaction, which gives the order's refund lock back too. The change itself is Paddle's:
 * its webhook takes the licences back. False when the call's claim or the lock was lost meanwhile.
 */
export async function recordRefundRequest(
  entry: AuditEntry,
  request: { readonly sk: string; readonly adjustmentId: string },
  lock: { transactionId: string; lockId: string },
  idempotency: IdempotencyRecord,
): Promise<boolean> {
  const refused = await transactWriteUnlessRefused([
    {
      Put: {
        TableName: TABLE,
        Item: {
          pk: keys.order(lock.transactionId).pk,
          ...adminIndexKeys.adjustment(entry.at, request.adjustmentId),
          ...adjustmentFinderKeys(request.adjustmentId, lock.transactionId),
          ...request,
          transactionId: lock.transactionId,
          type: 'refund-request',
        },
      },
    },
    {
      Delete: {
        TableName: TABLE,
        Key: refundLockKey(lock.transactionId),
        ConditionExpression: 'lockId = :lockId',
        ExpressionAttributeValues: { ':lockId': lock.lockId },
      },
    },
    ...auditItems(entry, idempotency),
  ]);
  return refused.length === 0;
}

/** How long a retry with the same key gets the first answer. */
const IDEMPOTENCY_SECONDS = 7 * 24 * 3600;

/** The claim becomes the answer, in the change's own transaction, only while this call still holds it. */
function idempotencyPut(at: string, { claim, answer }: IdempotencyRecord): TransactItem {
  return {
    Update: {
      TableName: TABLE,
      Key: auditKeys.idempotency(claim.key),
      UpdateExpression: 'SET #state = :done, answer = :answer, answeredAt = :at',
      ConditionExpression: 'claimId = :claimId AND #state = :inProgress',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: {
        ':done': 'done',
        ':answer': JSON.stringify(answer),
        ':at': at,
        ':claimId': claim.claimId,
        ':inProgress': 'in-progress',
      },
    },
  };
}

/** An entry on each of its targets' timelines (the first also on the day index), each only if absent. */
function auditPuts(entry: AuditEntry) {
  // A target named twice would be two writes of one item, which DynamoDB refuses in one transaction.
  return [...new Set(entry.targets)].map((target, index) => ({
    Put: {
      TableName: TABLE,
      Item: {
        ...auditKeys.entry(target, entry.at, entry.auditId),
        ...(index === 0 ? { gsi1pk: auditKeys.day(entry.at), gsi1sk: `${entry.at}#${entry.auditId}` } : {}),
        type: 'audit',
        ...entry,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  }));
}
