import type { PaymentEvent } from '../../domain/licences/payment-events';
import { applyCompletedTransaction, readsEventMarker } from './apply-transaction';
import { orderPaidMailKey } from '../mail/mail-service';
import type { PaymentPorts } from './ports';
import { applySubscriptionChange, storeChangeWithMarker } from './subscription-change';
import { applyAdjustment } from './takebacks';

/**
 * One Paddle event, once (docs/architecture.md, "Webhooks"): a processed event id is answered as a duplicate; otherwise its effects are
 * stored and only then the event is marked processed, so a failure part-way is completed by Paddle's retry. A
 * purchase checks its event id in the read that also finds its order and licences (ADR 102), a renewal in the read
 * of its subscription.
 */
export async function handlePaymentEvent(ports: PaymentPorts, event: PaymentEvent): Promise<'processed' | 'duplicate'> {
  if (event.kind === 'ignored') {
    // Nothing to store, so nothing to repeat: no marker, no store call (`transaction.paid` comes with every order, so
    // it is written only at debug level).
    ports.log.debug('Paddle event ignored: the shop does not act on its type', {
      eventId: event.eventId,
      eventType: event.eventType,
    });
    return 'processed';
  }
  // A purchase or a renewal reads its marker in the read it makes first.
  const readsItsMarker = event.kind === 'transaction-completed' && readsEventMarker(event.transaction);
  // A subscription event's effects are idempotent writes of its state (`occurred_at` decides, ADR 520): applying a
  // repeat again changes nothing, so its first delivery is spared the marker's read and its marker says the rest.
  const checkedFirst = !readsItsMarker && event.kind !== 'subscription-changed';
  if (checkedFirst && (await ports.store.hasProcessedEvent(event.eventId))) return 'duplicate';
  switch (event.kind) {
    case 'transaction-completed': {
      const outcome = await applyCompletedTransaction(ports, event.transaction, event.eventId);
      // `stored`: another delivery stored all of it; neither this event nor its retry has anything to do.
      if (outcome === 'duplicate' || outcome === 'stored') return 'duplicate';
      // Its marker was written with the purchase, in one transaction (ADR 155).
      if (outcome === 'recorded') return 'processed';
      if (outcome === 'issued') {
        await markPurchaseProcessed(ports, event);
        return 'processed';
      }
      break;
    }
    case 'subscription-changed':
      // A change nothing follows but its state is stored with its marker, in one write (ADR 538).
      if (await storeChangeWithMarker(ports, event.subscription, event.occurredAt, event)) return 'processed';
      await applySubscriptionChange(ports, event.subscription, event.occurredAt);
      break;
    case 'adjustment-changed':
      await applyAdjustment(ports, event.adjustment, event.occurredAt);
      break;
  }
  const first = await ports.store.markEventProcessed(event.eventId, event.eventType, changedId(event));
  return first || checkedFirst ? 'processed' : 'duplicate';
}

/** The order or subscription an event changed, whose console page lists it (ADR 332). */
function changedId(event: PaymentEvent): string | null {
  if (event.kind === 'transaction-completed') return event.transaction.transactionId;
  if (event.kind === 'adjustment-changed') return event.adjustment.transactionId;
  if (event.kind === 'subscription-changed') return event.subscription.subscriptionId;
  return null;
}

/**
 * A purchase's marker, written only while its order mail is claimed (ADR 180): when a parallel delivery's send
 * failed and gave the claim back, this event fails too, and Paddle's retry sends the mail.
 */
async function markPurchaseProcessed(
  ports: PaymentPorts,
  event: Extract<PaymentEvent, { kind: 'transaction-completed' }>,
): Promise<void> {
  const { transactionId } = event.transaction;
  const marked = await ports.store.markPurchaseEventProcessed({
    eventId: event.eventId,
    eventType: event.eventType,
    mailKey: orderPaidMailKey(transactionId),
    transactionId,
  });
  if (!marked) throw new Error(`The order mail of ${transactionId} failed in a parallel delivery; a retry sends it`);
}
