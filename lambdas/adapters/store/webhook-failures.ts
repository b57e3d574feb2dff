import { createHash } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../dynamo';
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
export async function recordWebhookFailure(failure: WebhookFailure, rawBody: string): Promise<void> {
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
