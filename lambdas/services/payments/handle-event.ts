import type { PaymentEvent } from '../../domain/licences/payment-events';
import { applyCompletedTransaction } from './apply-transaction';
import type { PaymentPorts } from './ports';
import { applySubscriptionChange } from './subscription-change';
import { applyAdjustment } from './takebacks';

/**
 * One Paddle event, once (DESIGN.md §6): a processed event id is answered as a duplicate; otherwise its effects are
 * stored and only then the event is marked processed, so a failure part-way is completed by Paddle's retry.
 */
export async function handlePaymentEvent(ports: PaymentPorts, event: PaymentEvent): Promise<'processed' | 'duplicate'> {
  if (await ports.store.hasProcessedEvent(event.eventId)) return 'duplicate';
  switch (event.kind) {
    case 'transaction-completed':
      await applyCompletedTransaction(ports, event.transaction);
      break;
    case 'subscription-changed':
      await applySubscriptionChange(ports, event.subscription, event.occurredAt);
      break;
    case 'adjustment-changed':
      await applyAdjustment(ports, event.adjustment, event.occurredAt);
      break;
    case 'ignored':
      ports.log.info('Paddle event not handled', { eventId: event.eventId, eventType: event.eventType });
  }
  await ports.store.markEventProcessed(event.eventId, event.eventType);
  return 'processed';
}
