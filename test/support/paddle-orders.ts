import type { IEventsResponse } from '@paddle/paddle-node-sdk';
import { Billing, type BillingJournal } from '../../infra/local/paddle-stand-in/billing';
import type { Journal } from '../../infra/local/paddle-stand-in/journal';
import { localId } from '../../infra/local/paddle-stand-in/model';
import {
  notificationBody,
  type Delivery,
  type NotificationRecord,
  type Outbox,
  type OutboxJournal,
  type PaddleEventData,
  type PaddleEventType,
} from '../../infra/local/paddle-stand-in/outbox';
import { LOCAL_FIRST_YEAR_DISCOUNT_ID, localPriceId } from '../../lambdas/adapters/paddle-ids';
import type { CheckedOutOrder } from '../../lambdas/adapters/store/orders';
import type { CheckoutCustomData } from '../../lambdas/contract/checkout-custom-data';
import { cataloguePriceIndex } from '../../lambdas/domain/licences/catalogue-prices';
import { priceBasket } from '../../lambdas/domain/pricing';

/**
 * Real orders as Paddle delivers them: the Paddle stand-in's own billing (`Billing`, its serialisers and its order of
 * events, the modules `npm start` runs) in memory, so a bench or a test gets the exact bodies the local stack's
 * webhooks carry without an HTTP round trip. A purchase is priced as the checkout prices it (`priceBasket` with the
 * local price ids and first-year discount) and carries the checkout's custom data; paying it plays Paddle's
 * `transaction.paid`, `subscription.created`, `subscription.activated`, `transaction.completed`; a renewal plays
 * `subscription.updated`, `transaction.paid`, `transaction.completed`.
 */
export interface PaddleOrder {
  readonly kind: OrderKind;
  readonly transactionId: string;
  readonly subscriptionId: string | null;
  /** What the checkout stored before the buyer paid (none for a renewal, which Paddle bills by itself). */
  readonly pendingOrder: CheckedOutOrder | undefined;
  /** The webhook bodies, in the order Paddle sends them. */
  readonly deliveries: readonly PaddleDelivery[];
}

export interface PaddleDelivery {
  readonly eventType: PaddleEventType;
  readonly eventId: string;
  /** The raw body, as signed and sent. */
  readonly body: string;
}

export type OrderKind = 'suite' | 'trainer' | 'renewal';

export interface Basket {
  readonly slug: string;
  readonly quantity: number;
  readonly addOns?: readonly string[];
}

/** The shop's best sellers: a B737 suite (with its annual support, first year free) and a personal trainer seat. */
export const ONE_B737_SUITE: Basket = { slug: 'skydeck-suiteb737annual', quantity: 1 };
export const ONE_TRAINER_SEAT: Basket = { slug: 'win-fms-trainer-b738-personal-annual', quantity: 1 };

export class PaddleOrders {
  private readonly outbox = new RecordingOutbox();
  private readonly billing = new Billing(cataloguePriceIndex(localPriceId), memoryJournal(), this.outbox);

  /** A guest's checkout of `basket`, paid: every delivery of its purchase. */
  purchase(basket: Basket, buyerEmail: string): PaddleOrder {
    const priced = priceBasket(
      { slug: basket.slug, quantity: basket.quantity, addOns: [...(basket.addOns ?? [])] },
      { priceId: localPriceId, discountIds: [LOCAL_FIRST_YEAR_DISCOUNT_ID] },
    );
    const customData: CheckoutCustomData = {
      shop: 'skydeck',
      slug: priced.slug,
      quantity: basket.quantity,
      addOns: [...(basket.addOns ?? [])],
      buyerEmail,
      language: 'en',
    };
    // The checkout finds or creates the buyer's customer first, and the transaction is made for it.
    const customerId =
      this.billing.listCustomers().find((customer) => customer.email === buyerEmail.toLowerCase())?.id ??
      this.billing.createCustomer({ email: buyerEmail }).id;
    const created = this.billing.createTransaction({
      items: priced.paddleItems,
      customerId,
      discountId: priced.discountIds[0] ?? null,
      customData: { ...customData },
    });
    const pendingOrder: CheckedOutOrder = {
      transactionId: created.id,
      status: 'pending',
      request: customData,
      totalCents: priced.totalCents,
      createdAt: created.createdAt,
      customerId,
    };
    const paid = this.outbox.recording(() => this.billing.pay(created.id));
    return {
      kind: paid.result.subscriptionId && priced.slug.includes('fms-trainer') ? 'trainer' : 'suite',
      transactionId: created.id,
      subscriptionId: paid.result.subscriptionId,
      pendingOrder,
      deliveries: paid.deliveries,
    };
  }

  /** Paddle renews the subscription of an earlier order: every delivery of the renewal. */
  renewal(subscriptionId: string): PaddleOrder {
    const renewed = this.outbox.recording(() => this.billing.renew(subscriptionId));
    return {
      kind: 'renewal',
      transactionId: renewed.result.id,
      subscriptionId,
      pendingOrder: undefined,
      deliveries: renewed.deliveries,
    };
  }
}

/** The stand-in's journal, kept in memory: nothing on disk. */
function memoryJournal(): Journal<BillingJournal & OutboxJournal> {
  return { load: () => [], write: () => undefined };
}

/**
 * The stand-in's outbox, recording what an action publishes instead of sending it, with a strictly later
 * `occurred_at` for each notification as the real outbox gives them.
 */
class RecordingOutbox implements Outbox {
  private published: NotificationRecord[] = [];
  private lastOccurred = 0;

  recording<T>(act: () => T): { result: T; deliveries: PaddleDelivery[] } {
    this.published = [];
    const result = act();
    const deliveries = this.published.map((notification) => ({
      eventType: notification.eventType,
      eventId: notification.eventId,
      body: JSON.stringify(notificationBody(notification) satisfies IEventsResponse),
    }));
    return { result, deliveries };
  }

  publish<E extends PaddleEventType>(eventType: E, entityId: string, data: PaddleEventData<E>): Delivery {
    this.lastOccurred = Math.max(Date.now(), this.lastOccurred + 1);
    const notification: NotificationRecord = {
      id: localId('ntf'),
      eventId: localId('evt'),
      eventType,
      entityId,
      occurredAt: new Date(this.lastOccurred).toISOString(),
      data,
    };
    this.published.push(notification);
    return {
      notificationId: notification.id,
      eventId: notification.eventId,
      eventType,
      entityId,
      attempts: 0,
      status: 'pending',
      lastStatusCode: null,
      held: false,
    };
  }

  replay(): undefined {
    return undefined;
  }

  hold(): number {
    return 0;
  }

  release(): number {
    return 0;
  }

  list(): Delivery[] {
    return [];
  }

  close(): void {}
}
