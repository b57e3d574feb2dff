import { unreadableEvents } from '../adapters/store/unreadable-events';
import { replayPorts } from '../services/payments/unreadable-event-ports';
import { replayUnreadableEvent, type ReplayOutcome } from '../services/payments/unreadable-events';
import type { UnreadableEventSummary } from '../adapters/store/unreadable-events';
import type { WebhookReplayEvent } from '../contract/webhook-replay';

/**
 * Lists and re-applies the signed Paddle events the webhook kept because it could not read them (ADR 501). Invoked
 * by `npm run webhooks` through Lambda's Invoke (the stack's `WebhookReplayFunctionName` output), or by the local
 * stack's stand-in of that API.
 */
export async function handler(
  event: WebhookReplayEvent,
): Promise<{ events: UnreadableEventSummary[] } | ReplayOutcome> {
  if (event?.action === 'list') return { events: await unreadableEvents() };
  if (event?.action === 'replay' && typeof event.eventId === 'string' && event.eventId !== '')
    return replayUnreadableEvent(replayPorts, event.eventId);
  throw new TypeError('Expected {"action":"list"} or {"action":"replay","eventId":"…"}.');
}
