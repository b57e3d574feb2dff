import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditEntry } from '../../contract/admin';
import { documentClient } from '../dynamo';
import { keys } from './keys';
import type { LicenceRecord } from './licences';
import type { OrderRecord } from './orders';
import { getItem, TABLE, transactWriteUnlessRefused } from './table';

/**
 * The admin API's reads and writes (DESIGN.md §10). Every read is a GetItem or a Query on a key or on gsi1 — never a
 * Scan. Audit entries live in partitions of their own (`AUDIT#<target>`), written only inside the transaction of the
 * change they record and only if absent, so no role needs Update or Delete on them (ADR 301).
 */
export const auditKeys = {
  /** One entry of a target's timeline; `target` is `licence:<id>`, `order:<id>` or `buyer:<email>`. */
  entry: (target: string, at: string, auditId: string) => ({ pk: `AUDIT#${target}`, sk: `${at}#${auditId}` }),
  /** The day index of all entries, for the audit list by time (gsi1). */
  day: (at: string) => `AUDIT#${at.slice(0, 10)}`,
  idempotency: (actorSub: string, key: string) => ({ pk: `IDEMPOTENCY#${actorSub}#${key}`, sk: 'IDEMPOTENCY' }),
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
  const items: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({
        TableName: TABLE,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :owner',
        ExpressionAttributeValues: { ':owner': keys.owner(email) },
        Limit: PAGE_LIMIT,
        ExclusiveStartKey,
      }),
    );
    items.push(...((page.Items ?? []) as Record<string, unknown>[]));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey && items.length < 5_000);
  const kind = (prefix: string) => items.filter((item) => String(item.gsi1sk).startsWith(prefix));
  return {
    orders: kind('ORDER#') as unknown as OrderRecord[],
    licences: kind('LICENCE#') as unknown as LicenceRecord[],
    subscriptions: kind('SUBSCRIPTION#'),
    transfers: kind('TRANSFER#'),
  };
}

/** One partition read whole: an order's items (order, renewal, adjustments) or a licence's (licence, links, transfer). */
export async function partition(pk: string): Promise<Record<string, unknown>[]> {
  const result = await documentClient.send(
    new QueryCommand({
      TableName: TABLE,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk },
      ConsistentRead: true,
    }),
  );
  return (result.Items ?? []) as Record<string, unknown>[];
}

/** A target's audit timeline, oldest first. */
export async function auditTimeline(target: string): Promise<AuditEntry[]> {
  return (await partition(`AUDIT#${target}`)) as unknown as AuditEntry[];
}

/** The audit entries of one day (gsi1), oldest first. */
export async function auditOfDay(day: string): Promise<AuditEntry[]> {
  const result = await documentClient.send(
    new QueryCommand({
      TableName: TABLE,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :day',
      ExpressionAttributeValues: { ':day': `AUDIT#${day}` },
    }),
  );
  return (result.Items ?? []) as unknown as AuditEntry[];
}

export function getSubscription(subscriptionId: string): Promise<Record<string, unknown> | undefined> {
  return getItem(keys.subscription(subscriptionId));
}

/** The answer an earlier call with the same idempotency key got, if there was one. */
export async function storedAnswer(actorSub: string, key: string): Promise<unknown> {
  const item = await getItem<{ answer: string }>(auditKeys.idempotency(actorSub, key), true);
  return item ? JSON.parse(item.answer) : undefined;
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
  idempotency: { actorSub: string; key: string; answer: unknown },
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

/**
 * Appends an entry with the call's idempotency record, for a change another module's write already made (the
 * reassign runs the buyer-side transfer; ADR 303). False when the key was used meanwhile.
 */
export async function appendAudit(
  entry: AuditEntry,
  idempotency: { actorSub: string; key: string; answer: unknown },
): Promise<boolean> {
  const refused = await transactWriteUnlessRefused([...auditPuts(entry), idempotencyPut(entry.at, idempotency)]);
  return refused.length === 0;
}

function idempotencyPut(at: string, idempotency: { actorSub: string; key: string; answer: unknown }) {
  return {
    Put: {
      TableName: TABLE,
      Item: {
        ...auditKeys.idempotency(idempotency.actorSub, idempotency.key),
        type: 'idempotency',
        answer: JSON.stringify(idempotency.answer),
        expiresAt: Math.floor(Date.parse(at) / 1000) + 7 * 24 * 3600,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** An entry on each of its targets' timelines (the first also on the day index), each only if absent. */
function auditPuts(entry: AuditEntry) {
  return entry.targets.map((target, index) => ({
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
