import { alarmedFailure } from '../../adapters/logger';
import type { UnreadableEvent } from '../../adapters/store/unreadable-events';
import type { PaymentEvent } from '../../domain/licences/payment-events';
import { handlePaymentEvent } from './handle-event';
import type { PaymentPorts } from './ports';

/**
 * Signed Paddle events the shop could not read (ADR 501). A verified body that fails parsing is Paddle's payload
 * drifting from the shop's schemas, never a caller's mistake: it is kept whole with its error, counted in the
 * PaddleEventsUnreadable alarm at once, and answered with a 5xx so Paddle retries it — a fixed and redeployed parser
 * then reads the retry, and `npm run webhooks -- replay <eventId>` applies a kept one after Paddle stopped trying.
 */
export interface UnreadableEventPorts {
  keep(body: string, error: string): Promise<string>;
}

export interface ReplayPorts {
  get(eventId: string): Promise<UnreadableEvent | undefined>;
  markReplayed(eventId: string): Promise<void>;
  /** The webhook's own parser (throws what it throws for a body it cannot read). */
  parse(body: string): PaymentEvent;
  readonly payments: PaymentPorts;
}

/** Keeps an unreadable delivery and raises `PaddleEventsUnreadable`; returns the id it is kept under. */
export async function keepUnreadableEvent(ports: UnreadableEventPorts, body: string, error: string): Promise<string> {
  const eventId = await ports.keep(body, error);
  alarmedFailure('PaddleEventsUnreadable', 'Paddle event could not be read: kept for replay, Paddle retries it', {
    eventId,
    error,
  });
  return eventId;
}

export type ReplayOutcome =
  | { readonly eventId: string; readonly outcome: 'processed' | 'duplicate'; readonly eventType: string }
  | { readonly eventId: string; readonly outcome: 'unknown' }
  | { readonly eventId: string; readonly outcome: 'unreadable'; readonly error: string };

/**
 * Reads a kept event again with today's parser and applies it the webhook's way (every write idempotent, the event
 * id deduplicated): `processed` applied it now, `duplicate` found it applied already (a Paddle retry after the
 * fix came first). Either way it is marked replayed. Still unreadable: it stays kept, and the outcome says why.
 */
export async function replayUnreadableEvent(ports: ReplayPorts, eventId: string): Promise<ReplayOutcome> {
  const kept = await ports.get(eventId);
  if (!kept) return { eventId, outcome: 'unknown' };
  let event: PaymentEvent;
  try {
    event = ports.parse(kept.body);
  } catch (error) {
    return { eventId, outcome: 'unreadable', error: (error as Error).message };
  }
  const outcome = await handlePaymentEvent(ports.payments, event);
  await ports.markReplayed(eventId);
  return { eventId, outcome, eventType: event.eventType };
}
