import { createHash } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../dynamo';
import { logger } from '../logger';
import { adminIndexKeys } from './keys';
import { TABLE } from './table';

/** A Paddle delivery the shop could not process, kept for the console's home (ADR 457) for 30 days. */
export interface WebhookFailure {
  readonly eventId: string | null;
  readonly eventType: string | null;
  /** What the event was about (`data.id`), and its transaction where it names one. */
  readonly entityId: string | null;
  readonly transactionId: string | null;
  readonly message: string;
  readonly at: string;
}

const KEPT_SECONDS = 30 * 24 * 3600;

/** One item per failed delivery; an event without a readable id is keyed by its body's hash. */
async function recordWebhookFailure(failure: WebhookFailure, rawBody: string): Promise<void> {
  const id = failure.eventId ?? `unreadable-${createHash('sha256').update(rawBody).digest('base64url').slice(0, 16)}`;
  await documentClient.send(
    new PutCommand({
      TableName: TABLE,
      Item: {
        pk: `WEBHOOK_FAILURE#${id}`,
        sk: failure.at,
        ...adminIndexKeys.webhookFailure(failure.at, id),
        type: 'webhook-failure',
        ...failure,
        eventId: id,
        expiresAt: Math.floor(Date.parse(failure.at) / 1000) + KEPT_SECONDS,
      },
    }),
  );
}

/**
 * A signed delivery the shop could not process, listed on the console's home for an operator to follow up, with
 * what its body says of itself. Best effort: the webhook's answer (and Paddle's retry) must not depend on it.
 */
export async function keepWebhookFailure(rawBody: string, error: unknown): Promise<void> {
  const body = lenientJson(rawBody);
  const data = (body?.data ?? {}) as Record<string, unknown>;
  const id = typeof data.id === 'string' ? data.id : null;
  try {
    await recordWebhookFailure(
      {
        eventId: typeof body?.event_id === 'string' ? body.event_id : null,
        eventType: typeof body?.event_type === 'string' ? body.event_type : null,
        entityId: id,
        transactionId:
          typeof data.transaction_id === 'string' ? data.transaction_id : id?.startsWith('txn_') ? id : null,
        message: error instanceof Error ? error.message : String(error),
        at: new Date().toISOString(),
      },
      rawBody,
    );
  } catch (recordError) {
    logger.warn('A failed Paddle delivery could not be kept for the console', { error: recordError as Error });
  }
}

function lenientJson(raw: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
