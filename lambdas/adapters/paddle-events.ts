import * as z from 'zod';
import { checkoutCustomDataSchema, type CheckoutCustomData } from '../contract/checkout-custom-data';
import type {
  AdjustmentChange,
  CompletedTransaction,
  PaymentEvent,
  SubscriptionChange,
} from '../domain/licences/payment-events';

/**
 * Paddle's notification bodies → the shop's payment events. The schemas follow the SDK's notification types
 * (`ITransactionNotificationResponse`, `ISubscriptionNotificationResponse`, `IAdjustmentNotificationResponse`) and
 * read only what the shop acts on; anything else Paddle adds passes by unread.
 */
export class PaddleEventError extends Error {
  override readonly name = 'PaddleEventError';
}

const envelopeSchema = z.object({
  event_id: z.string().min(1).max(100),
  event_type: z.string().min(1).max(100),
  occurred_at: z.iso.datetime({ offset: true }),
  data: z.record(z.string(), z.unknown()),
});

const cents = z
  .string()
  .regex(/^-?\d{1,15}$/)
  .transform(Number);

const period = z
  .object({ starts_at: z.string(), ends_at: z.string() })
  .nullish()
  .transform((value) => (value ? { startsAt: value.starts_at, endsAt: value.ends_at } : null));

/** `items[].price` is an object in every notification; a bare `price_id` is accepted as the API's create body has it. */
const itemsSchema = z.array(
  z
    .object({
      price: z.object({ id: z.string() }).nullish(),
      price_id: z.string().nullish(),
      quantity: z.number().int().min(0),
    })
    .transform((item) => ({ priceId: item.price?.id ?? item.price_id ?? '', quantity: item.quantity })),
);

const transactionSchema = z.object({
  id: z.string().min(1),
  origin: z.string(),
  subscription_id: z.string().nullish(),
  customer_id: z.string().nullish(),
  custom_data: z.unknown(),
  items: itemsSchema,
  billing_period: period,
  billed_at: z.string().nullish(),
  details: z
    .object({
      totals: z.object({ grand_total: cents.optional(), total: cents }).nullish(),
      line_items: z
        .array(
          z.object({
            id: z.string(),
            price_id: z.string(),
            quantity: z.number().int().min(0),
            unit_totals: z.object({ total: cents }).nullish(),
          }),
        )
        .default([]),
    })
    .nullish(),
});

const subscriptionSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  customer_id: z.string().nullish(),
  transaction_id: z.string().nullish(),
  custom_data: z.unknown(),
  items: itemsSchema.default([]),
  current_billing_period: period,
  next_billed_at: z.string().nullish(),
  canceled_at: z.string().nullish(),
  scheduled_change: z.object({ action: z.string(), effective_at: z.string() }).nullish(),
});

const adjustmentSchema = z.object({
  id: z.string().min(1),
  action: z.string(),
  // Paddle always says; a body without it refunded the whole transaction, as refunds did before `type` existed.
  type: z.enum(['full', 'partial']).default('full'),
  status: z.string(),
  transaction_id: z.string().min(1),
  subscription_id: z.string().nullish(),
  items: z
    .array(
      z.object({
        item_id: z.string(),
        type: z.string(),
        amount: cents.nullish(),
        totals: z.object({ total: cents }).nullish(),
      }),
    )
    .default([]),
});

const SUBSCRIPTION_EVENTS = new Set([
  'subscription.created',
  'subscription.activated',
  'subscription.updated',
  'subscription.canceled',
  'subscription.past_due',
  'subscription.paused',
  'subscription.resumed',
  'subscription.trialing',
]);

/** Parses a verified webhook body; throws PaddleEventError for a body that is not a Paddle event. */
export function parsePaddleEvent(rawBody: string): PaymentEvent {
  const envelope = envelopeSchema.safeParse(safeJson(rawBody));
  if (!envelope.success) throw new PaddleEventError('The webhook body is not a Paddle event.');
  const { event_id: eventId, event_type: eventType, occurred_at: occurredAt, data } = envelope.data;
  const meta = { eventId, eventType, occurredAt };
  if (eventType === 'transaction.completed')
    return { ...meta, kind: 'transaction-completed', transaction: completedTransactionOf(data, occurredAt) };
  if (SUBSCRIPTION_EVENTS.has(eventType))
    return { ...meta, kind: 'subscription-changed', subscription: subscriptionChangeOf(data) };
  if (eventType === 'adjustment.created' || eventType === 'adjustment.updated') {
    return { ...meta, kind: 'adjustment-changed', adjustment: adjustmentChangeOf(data) };
  }
  return { ...meta, kind: 'ignored' };
}

/**
 * A completed transaction, from a notification's `data` or from the API's answer (`GET /transactions`, the same
 * snake_case entity), for the reconciliation.
 */
export function completedTransactionOf(data: unknown, occurredAt: string): CompletedTransaction {
  const transaction = parse(transactionSchema, data, 'transaction');
  return {
    transactionId: transaction.id,
    origin: transaction.origin,
    subscriptionId: transaction.subscription_id ?? null,
    customerId: transaction.customer_id ?? null,
    customData: checkoutCustomData(transaction.custom_data),
    items: transaction.items,
    lines: (transaction.details?.line_items ?? []).map((line) => ({
      lineItemId: line.id,
      priceId: line.price_id,
      quantity: line.quantity,
      unitTotalCents: line.unit_totals?.total ?? 0,
    })),
    paidAt: transaction.billed_at ?? occurredAt,
    billingPeriod: transaction.billing_period,
    totalCents: transaction.details?.totals?.grand_total ?? transaction.details?.totals?.total ?? null,
  };
}

/** A subscription's state, from a notification's `data` or from the API's answer. */
export function subscriptionChangeOf(data: unknown): SubscriptionChange {
  const subscription = parse(subscriptionSchema, data, 'subscription');
  return {
    subscriptionId: subscription.id,
    status: subscription.status,
    customerId: subscription.customer_id ?? null,
    transactionId: subscription.transaction_id ?? null,
    customData: checkoutCustomData(subscription.custom_data),
    items: subscription.items,
    currentPeriod: subscription.current_billing_period,
    nextBilledAt: subscription.next_billed_at ?? null,
    canceledAt: subscription.canceled_at ?? null,
    scheduledChange: subscription.scheduled_change
      ? { action: subscription.scheduled_change.action, effectiveAt: subscription.scheduled_change.effective_at }
      : null,
  };
}

function adjustmentChangeOf(data: unknown): AdjustmentChange {
  const adjustment = parse(adjustmentSchema, data, 'adjustment');
  return {
    adjustmentId: adjustment.id,
    action: adjustment.action,
    type: adjustment.type,
    status: adjustment.status,
    transactionId: adjustment.transaction_id,
    subscriptionId: adjustment.subscription_id ?? null,
    items: adjustment.items.map((item) => ({
      itemId: item.item_id,
      type: item.type,
      // `totals.total` includes tax whichever `tax_mode` the refund was made with; `amount` only with `internal`.
      amountCents: item.totals?.total ?? item.amount ?? null,
    })),
  };
}

function parse<Schema extends z.ZodType>(schema: Schema, data: unknown, entity: string): z.output<Schema> {
  const result = schema.safeParse(data);
  if (!result.success) throw new PaddleEventError(`The ${entity} is not what Paddle sends.`);
  return result.data;
}

function checkoutCustomData(value: unknown): CheckoutCustomData | null {
  const result = checkoutCustomDataSchema.safeParse(value);
  return result.success ? result.data : null;
}

function safeJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}
