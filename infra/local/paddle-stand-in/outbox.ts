import type { IEvents, IEventsResponse } from '@paddle/paddle-node-sdk';
import { paddleSignature } from '../../../lambdas/adapters/paddle-signature';
import { seededRandom, seededShuffle } from '../seeded-random';
import type { Journal } from './journal';
import { localId } from './model';

/** Every event Paddle sends, by name, with the SDK's own type for its `data`: nothing else can be published. */
export type PaddleEventType = IEvents['event_type'];
export type PaddleEventData<E extends PaddleEventType> = Extract<IEvents, { event_type: E }>['data'];

/** One notification: an event sent to our one destination. A replay is a new notification of the same event. */
export interface NotificationRecord {
  readonly id: string;
  readonly eventId: string;
  readonly eventType: PaddleEventType;
  readonly entityId: string;
  readonly occurredAt: string;
  readonly data: IEventsResponse['data'];
}

export interface Delivery {
  readonly notificationId: string;
  readonly eventId: string;
  readonly eventType: string;
  readonly entityId: string;
  attempts: number;
  status: 'pending' | 'delivered' | 'failed';
  lastStatusCode: number | null;
  /** Waiting for `deliveries/release` (still `pending`). */
  held: boolean;
}

type DeliveryRecord = Omit<Delivery, 'eventId' | 'eventType' | 'entityId' | 'notificationId'> & { readonly id: string };

export interface OutboxJournal {
  notification: NotificationRecord;
  delivery: DeliveryRecord;
  outbox: { id: 'outbox'; holding: boolean; heldEntities?: string[] };
}

export interface OutboxOptions {
  readonly journal: Journal<OutboxJournal>;
  readonly webhookUrl: () => string;
  readonly webhookSecret: string;
  /** Delay before retry n (1-based) in ms. */
  readonly retryDelayMs: (attempt: number) => number;
  readonly maxAttempts: number;
  /** Deliveries in flight at once; the rest wait their turn (Paddle does not open hundreds of connections either). */
  readonly maxInFlight?: number;
}

export interface Outbox {
  publish<E extends PaddleEventType>(eventType: E, entityId: string, data: PaddleEventData<E>): Delivery;
  /** Paddle's "replay": the same event (id, time, data) as a new notification; undefined for an unknown id. */
  replay(notificationId: string): Delivery | undefined;
  /** From now on new notifications (only those about `entityId`, when given) wait until `release`. */
  hold(entityId?: string): number;
  /** Sends every held notification (only those about `entityId`, when given) at once, shuffled by the seed. */
  release(seed: number, entityId?: string): number;
  list(filter: { eventType?: string | null; entityId?: string | null }): Delivery[];
  close(): void;
}

/** A notification as Paddle's webhook body: the event's envelope, its data as published. */
export function notificationBody(notification: NotificationRecord): IEventsResponse {
  return {
    event_id: notification.eventId,
    event_type: notification.eventType,
    occurred_at: notification.occurredAt,
    notification_id: notification.id,
    data: notification.data,
  };
}

/**
 * The webhook outbox: signs each notification as Paddle does (`Paddle-Signature: ts=…;h1=…`), delivers it, retries
 * any non-2xx or network error with backoff, and can hold, release and replay notifications. Every notification and
 * every attempt is journaled, so after a restart pending notifications are sent again and held ones stay held.
 * At most `maxInFlight` deliveries are in flight at once, in the order they fell due.
 */
export function openOutbox(options: OutboxOptions): Outbox {
  const { journal } = options;
  const notifications = new Map(journal.load('notification').map((record) => [record.id, record]));
  const deliveries: Delivery[] = journal.load('delivery').map((record) => {
    const notification = notifications.get(record.id)!;
    const { id, ...state } = record;
    return {
      notificationId: id,
      eventId: notification.eventId,
      eventType: notification.eventType,
      entityId: notification.entityId,
      ...state,
    };
  });
  let holding = journal.load('outbox')[0]?.holding ?? false;
  const heldEntities = new Set(journal.load('outbox')[0]?.heldEntities ?? []);
  const saveHolding = () => journal.write('outbox', { id: 'outbox', holding, heldEntities: [...heldEntities] });
  const timers = new Set<NodeJS.Timeout>();
  // Due deliveries wait here for a free slot; each is signed when it is actually sent, so waiting never stales it.
  const due: Delivery[] = [];
  const maxInFlight = options.maxInFlight ?? 16;
  let inFlight = 0;
  let closed = false;
  // Strictly increasing occurred_at, so two events of one action keep their order even within a millisecond.
  let lastOccurred = 0;
  const occurredAt = () => new Date((lastOccurred = Math.max(Date.now(), lastOccurred + 1))).toISOString();

  const save = (delivery: Delivery) => {
    const { notificationId, eventId: _e, eventType: _t, entityId: _i, ...state } = delivery;
    journal.write('delivery', { id: notificationId, ...state });
  };
  const schedule = (delivery: Delivery, delay: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      due.push(delivery);
      pump();
    }, delay);
    timers.add(timer);
  };
  const pump = () => {
    while (!closed && inFlight < maxInFlight && due.length > 0) {
      inFlight += 1;
      void attempt(due.shift()!).finally(() => {
        inFlight -= 1;
        pump();
      });
    }
  };
  const attempt = async (delivery: Delivery) => {
    if (closed) return;
    const notification = notifications.get(delivery.notificationId)!;
    const body = JSON.stringify(notificationBody(notification));
    delivery.attempts += 1;
    try {
      const response = await fetch(options.webhookUrl(), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'paddle-signature': paddleSignature(body, options.webhookSecret),
        },
        body,
      });
      await response.arrayBuffer();
      delivery.lastStatusCode = response.status;
      if (response.ok) delivery.status = 'delivered';
    } catch {
      delivery.lastStatusCode = null;
    }
    if (closed) return;
    if (delivery.status === 'pending' && delivery.attempts >= options.maxAttempts) {
      delivery.status = 'failed';
      console.error(
        `Paddle stand-in: ${notification.eventType} ${notification.eventId} not accepted after ${delivery.attempts} attempts`,
      );
    }
    save(delivery);
    if (delivery.status === 'pending') schedule(delivery, options.retryDelayMs(delivery.attempts));
  };
  const send = (notification: NotificationRecord) => {
    journal.write('notification', notification);
    notifications.set(notification.id, notification);
    const delivery: Delivery = {
      notificationId: notification.id,
      eventId: notification.eventId,
      eventType: notification.eventType,
      entityId: notification.entityId,
      attempts: 0,
      status: 'pending',
      lastStatusCode: null,
      held: holding || heldEntities.has(notification.entityId),
    };
    deliveries.push(delivery);
    save(delivery);
    if (!delivery.held) schedule(delivery, 0);
    return delivery;
  };

  for (const delivery of deliveries) if (delivery.status === 'pending' && !delivery.held) schedule(delivery, 0);

  return {
    publish: (eventType, entityId, data) =>
      send({ id: localId('ntf'), eventId: localId('evt'), eventType, entityId, occurredAt: occurredAt(), data }),
    replay: (notificationId) => {
      const notification = notifications.get(notificationId);
      return notification ? send({ ...notification, id: localId('ntf') }) : undefined;
    },
    hold: (entityId) => {
      if (entityId) heldEntities.add(entityId);
      else holding = true;
      saveHolding();
      return deliveries.filter((delivery) => delivery.held).length;
    },
    release: (seed, entityId) => {
      if (entityId) heldEntities.delete(entityId);
      else {
        holding = false;
        heldEntities.clear();
      }
      saveHolding();
      const released = seededShuffle(
        deliveries.filter((delivery) => delivery.held && (!entityId || delivery.entityId === entityId)),
        seededRandom(seed),
      );
      for (const delivery of released) {
        delivery.held = false;
        save(delivery);
        schedule(delivery, 0);
      }
      return released.length;
    },
    list: ({ eventType, entityId }) =>
      deliveries.filter(
        (delivery) => (!eventType || delivery.eventType === eventType) && (!entityId || delivery.entityId === entityId),
      ),
    close: () => {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
    },
  };
}
