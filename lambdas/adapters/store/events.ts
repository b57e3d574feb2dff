import { adminIndexKeys, keys } from './keys';
import { getItem, putIfAbsent } from './table';

/** Processed webhook events are kept 90 days (DynamoDB's TTL removes them; Paddle retries for 3 days). */
const EVENT_RETENTION_SECONDS = 90 * 24 * 3600;

export async function hasProcessedEvent(eventId: string): Promise<boolean> {
  return (await getItem(keys.event(eventId), true)) !== undefined;
}

/**
 * Written only after the event's effects are stored, so a failure part-way leaves it to be retried. `targetId` (the
 * transaction or subscription the event changed) lists the marker on that order's console page (ADR 332). False when
 * an earlier delivery of the event had written it.
 */
export function markEventProcessed(
  eventId: string,
  eventType: string,
  targetId?: string | null,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<boolean> {
  return putIfAbsent(processedEventItem(eventId, eventType, targetId, nowSeconds));
}

/** The marker of a processed event, as `markEventProcessed` writes it and a purchase's transaction does (ADR 155). */
export function processedEventItem(
  eventId: string,
  eventType: string,
  targetId?: string | null,
  nowSeconds = Math.floor(Date.now() / 1000),
) {
  const processedAt = new Date(nowSeconds * 1000).toISOString();
  return {
    ...keys.event(eventId),
    ...(targetId ? adminIndexKeys.events(targetId, processedAt, eventId) : {}),
    type: 'event',
    eventId,
    eventType,
    processedAt,
    expiresAt: nowSeconds + EVENT_RETENTION_SECONDS,
  };
}
