import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../dynamo';
import { keys, UNREADABLE_EVENTS_PARTITION } from './keys';
import { queryAll } from './pages';
import { TABLE, updateItem } from './table';

/** Longer than Paddle's 3 days of retries and a fix's review: a kept event can be replayed for 90 days. */
const RETENTION_SECONDS = 90 * 24 * 3600;

/** A verified Paddle delivery whose body the shop could not read, as it is kept (ADR 501). */
export interface UnreadableEvent {
  readonly eventId: string;
  readonly eventType: string | null;
  readonly occurredAt: string | null;
  /** The raw body, byte for byte as Paddle signed it. */
  readonly body: string;
  /** Why it could not be read, the last time it was tried. */
  readonly error: string;
  readonly firstReceivedAt: string;
  readonly lastReceivedAt: string;
  /** How many deliveries of it failed to read (Paddle retries). */
  readonly deliveries: number;
  /** Set once a replay applied it (or found it applied). */
  readonly replayedAt: string | null;
}

export type UnreadableEventSummary = Omit<UnreadableEvent, 'body'>;

/**
 * What a body says about itself even when it is no Paddle event the shop can read: its `event_id`, `event_type` and
 * `occurred_at` when they are strings; a body without an id is named by its hash, so its retries meet one record.
 */
export function unreadableEventIdentity(body: string): {
  eventId: string;
  eventType: string | null;
  occurredAt: string | null;
} {
  let parsed: Record<string, unknown> = {};
  try {
    const value: unknown = JSON.parse(body);
    if (value && typeof value === 'object') parsed = value as Record<string, unknown>;
  } catch {
    // not JSON at all: only the hash names it
  }
  const text = (value: unknown) =>
    typeof value === 'string' && value.length > 0 && value.length <= 100 ? value : null;
  return {
    eventId: text(parsed.event_id) ?? `body-${createHash('sha256').update(body).digest('hex').slice(0, 24)}`,
    eventType: text(parsed.event_type),
    occurredAt: text(parsed.occurred_at),
  };
}

/**
 * Keeps the delivery (one UpdateItem: a retry of the same event refreshes its error and counts the delivery). The
 * body is stored gzipped: a large order's event stays far below DynamoDB's 400 KB item limit.
 */
export async function keepUnreadableEvent(body: string, error: string, at = new Date()): Promise<string> {
  const { eventId, eventType, occurredAt } = unreadableEventIdentity(body);
  const now = at.toISOString();
  await updateItem({
    Key: keys.unreadableEvent(eventId),
    UpdateExpression:
      'SET #type = :type, eventId = :eventId, eventType = :eventType, occurredAt = :occurredAt, body = :body, ' +
      '#error = :error, lastReceivedAt = :now, firstReceivedAt = if_not_exists(firstReceivedAt, :now), ' +
      'expiresAt = :expiresAt ADD deliveries :one',
    ExpressionAttributeNames: { '#type': 'type', '#error': 'error' },
    ExpressionAttributeValues: {
      ':type': 'unreadable-event',
      ':eventId': eventId,
      ':eventType': eventType,
      ':occurredAt': occurredAt,
      ':body': gzipSync(body),
      ':error': error.slice(0, 2000),
      ':now': now,
      ':expiresAt': Math.floor(at.getTime() / 1000) + RETENTION_SECONDS,
      ':one': 1,
    },
  });
  return eventId;
}

type StoredEvent = Omit<UnreadableEvent, 'body' | 'replayedAt'> & { body: Uint8Array; replayedAt?: string };

function summaryOf({
  body: _body,
  pk: _pk,
  sk: _sk,
  type: _type,
  expiresAt: _expires,
  ...rest
}: StoredEvent & Record<string, unknown>) {
  return { ...rest, replayedAt: rest.replayedAt ?? null } as UnreadableEventSummary;
}

export async function unreadableEvent(eventId: string): Promise<UnreadableEvent | undefined> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: TABLE, Key: keys.unreadableEvent(eventId), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  const stored = Item as StoredEvent & Record<string, unknown>;
  return { ...summaryOf(stored), body: gunzipSync(stored.body).toString('utf8') };
}

/** Every kept event, oldest delivery first (one partition, read a page at a time). */
export async function unreadableEvents(): Promise<UnreadableEventSummary[]> {
  const items = await queryAll<StoredEvent & Record<string, unknown>>({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': UNREADABLE_EVENTS_PARTITION },
  });
  return items.map(summaryOf).sort((a, b) => a.firstReceivedAt.localeCompare(b.firstReceivedAt));
}

/** Records that a replay applied the event (or found it applied); the record stays until its TTL, for the trail. */
export async function markUnreadableEventReplayed(eventId: string, at = new Date()): Promise<void> {
  await updateItem({
    Key: keys.unreadableEvent(eventId),
    UpdateExpression: 'SET replayedAt = :at',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':at': at.toISOString() },
  });
}
