import { verifyWebhookSignatureWithRefresh } from '../adapters/paddle';
import { PaddleEventError, parsePaddleEvent } from '../adapters/paddle-events';
import { awsPaymentPorts } from '../services/payments/aws-ports';
import { handlePaymentEvent } from '../services/payments/handle-event';
import { unreadableEventPorts } from '../services/payments/unreadable-event-ports';
import { keepUnreadableEvent } from '../services/payments/unreadable-events';
import { apiHandler } from '../http/api-handler';
import { HttpError } from '../http/errors';
import { json } from '../http/responses';
import { keepWebhookFailure } from '../adapters/store/webhook-failures';

const SIGNATURE_MESSAGES = {
  missing: 'The Paddle-Signature header is missing.',
  malformed: 'The Paddle-Signature header is malformed.',
  stale: 'The Paddle-Signature timestamp is older than the 5-second tolerance.',
  future: 'The Paddle-Signature timestamp lies in the future beyond the 5-second tolerance.',
  mismatch: 'The Paddle-Signature does not match the body.',
} as const;

/**
 * `POST /api/webhooks/paddle` (docs/architecture.md, "Webhooks"). Authenticated by its signature over the raw body
 * (exempt from the CSRF guard). Answers 200 once the event's effects are stored — duplicates included — and lets any
 * failure become a 5xx, so that Paddle delivers the event again; every write is idempotent, so a retry completes it.
 * A signed body the shop cannot read is kept for replay and answered 500 too (ADR 501): it is Paddle's, so only the
 * shop can be wrong.
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
      if (!(error instanceof PaddleEventError)) throw error;
      const eventId = await keepUnreadableEvent(unreadableEventPorts, rawBody, error.message);
      throw new HttpError(
        500,
        'EVENT_NOT_READ',
        `The shop could not read this event (${error.message}); it is kept as ${eventId} for replay.`,
      );
    }
    const outcome = await handlePaymentEvent(awsPaymentPorts, paymentEvent);
    return json(200, outcome === 'duplicate' ? { received: true, duplicate: true } : { received: true });
  } catch (error) {
    await keepWebhookFailure(rawBody, error);
    throw error;
  }
});
