import { verifyWebhookSignatureWithRefresh } from '../adapters/paddle';
import { PaddleEventError, parsePaddleEvent } from '../adapters/paddle-events';
import { awsPaymentPorts } from '../services/payments/aws-ports';
import { handlePaymentEvent } from '../services/payments/handle-event';
import { apiHandler } from '../http/api-handler';
import { badRequest, HttpError } from '../http/errors';
import { json } from '../http/responses';
import { logger } from '../adapters/logger';
import { recordWebhookFailure } from '../adapters/store/webhook-failures';

const SIGNATURE_MESSAGES = {
  missing: 'The Paddle-Signature header is missing.',
  malformed: 'The Paddle-Signature header is malformed.',
  stale: 'The Paddle-Signature timestamp is older than the 5-second tolerance.',
  future: 'The Paddle-Signature timestamp lies in the future beyond the 5-second tolerance.',
  mismatch: 'The Paddle-Signature does not match the body.',
} as const;

/**
 * `POST /api/webhooks/paddle` (docs/architecture.md, "Webhooks"). Authenticated by its signature over the raw body (exempt from the
 * CSRF guard). Answers 200 once the event's effects are stored — duplicates included — and lets any failure
 * become a 5xx, so that Paddle delivers the event again; every write is idempotent, so a retry completes it.
 */
export const handler = apiHandler(async (event) => {
  const rawBody = event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64').toString('utf8') : (event.body ?? '');
  // A mismatch re-reads the secret once first: it may have been rotated since it was cached.
  const problem = await verifyWebhookSignatureWithRefresh(rawBody, event.headers?.['paddle-signature']);
  if (problem) throw new HttpError(401, 'INVALID_SIGNATURE', SIGNATURE_MESSAGES[problem]);

  try {
    let paymentEvent;
    try {
      paymentEvent = parsePaddleEvent(rawBody);
    } catch (error) {
      if (error instanceof PaddleEventError) throw badRequest(error.message, 'INVALID_EVENT');
      throw error;
    }
    const outcome = await handlePaymentEvent(awsPaymentPorts, paymentEvent);
    return json(200, outcome === 'duplicate' ? { received: true, duplicate: true } : { received: true });
  } catch (error) {
    await keepFailure(rawBody, error);
    throw error;
  }
});

/**
 * A signed delivery the shop could not process is kept for the console's home (ADR 457), so an operator sees it
 * beside the alarm. Best effort: the answer (and Paddle's retry) must not depend on it.
 */
async function keepFailure(rawBody: string, error: unknown): Promise<void> {
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
