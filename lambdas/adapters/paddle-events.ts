// zod/mini: these schemas are what the webhook and reconciliation bundles parse with; classic zod would be most of
// their size (ADR 160).
import * as z from 'zod/mini';
import { parseCheckoutCustomData } from '../contract/checkout-custom-data';
import type {
  AdjustmentChange,
  ChargedTotals,
  CompletedTransaction,
  PaymentEvent,
  SubscriptionChange,
} from '../domain/licences/payment-events';

/**
 * Paddle's notification bodies → the shop's payment events. The schemas follow the SDK's notification types
 * (`ITransactionNotificationResponse`, `ISubscriptionNotificationResponse`, `IAdjustmentNotificationResponse`) and
 * read only what the shop acts on; anything else Paddle adds passes by unread. The SDK's entities, which the
 * reconciliation reads, have their own mapping to the same events: `paddle-entities.ts`.
 */
export class PaddleEventError extends Error {
  override readonly name = 'PaddleEventError';
}

const envelopeSchema = z.object({
  event_id: z.string().check(z.minLength(1), z.maxLength(100)),
  event_type: z.string().check(z.minLength(1), z.maxLength(100)),
  occurred_at: z.iso.datetime({ offset: true }),
  data: z.record(z.string(), z.unknown()),
});

const cents = z.pipe(z.string().check(z.regex(/^-?\d{1,15}$/)), z.transform(Number));
const count = z.int().check(z.minimum(0));
/**
 * A transaction's quantities may be negative: since March 2024 Paddle bills fewer units of a subscription on a
 * transaction with negative quantities, their value credited to the customer's balance (`credit_to_balance`).
 */
const signedCount = z.int().check(z.minimum(-1_000_000), z.maximum(1_000_000));

const period = z.pipe(
  z.nullish(z.object({ starts_at: z.string(), ends_at: z.string() })),
  z.transform((value) => (value ? { startsAt: value.starts_at, endsAt: value.ends_at } : null)),
);

/** `items[].price` is an object in every notification; a bare `price_id` is accepted as the API's create body has it. */
const itemsOf = (quantity: typeof count | typeof signedCount) =>
  z.array(
    z.pipe(
      z.object({
        price: z.nullish(z.object({ id: z.string() })),
        price_id: z.nullish(z.string()),
        quantity,
      }),
      z.transform((item) => ({ priceId: item.price?.id ?? item.price_id ?? '', quantity: item.quantity })),
    ),
  );
const itemsSchema = itemsOf(count);

const transactionSchema = z.object({
  id: z.string().check(z.minLength(1)),
  origin: z.string(),
  subscription_id: z.nullish(z.string()),
  customer_id: z.nullish(z.string()),
  custom_data: z.unknown(),
  items: itemsOf(signedCount),
  billing_period: period,
  billed_at: z.nullish(z.string()),
  details: z.nullish(
    z.object({
      totals: z.nullish(
        z.object({
          grand_total: z.optional(cents),
          total: cents,
          subtotal: z.optional(cents),
          discount: z.optional(cents),
          tax: z.optional(cents),
          currency_code: z.optional(z.string()),
        }),
      ),
      line_items: z._default(
        z.array(
          z.object({
            id: z.string(),
            price_id: z.string(),
            quantity: signedCount,
            unit_totals: z.nullish(z.object({ total: cents })),
          }),
        ),
        [],
      ),
    }),
  ),
});

const subscriptionSchema = z.object({
  id: z.string().check(z.minLength(1)),
  status: z.string(),
  customer_id: z.nullish(z.string()),
  transaction_id: z.nullish(z.string()),
  custom_data: z.unknown(),
  items: z._default(itemsSchema, []),
  current_billing_period: period,
  next_billed_at: z.nullish(z.string()),
  canceled_at: z.nullish(z.string()),
  paused_at: z.nullish(z.string()),
  scheduled_change: z.nullish(z.object({ action: z.string(), effective_at: z.string() })),
});

const adjustmentSchema = z.object({
  id: z.string().check(z.minLength(1)),
  action: z.string(),
  // Paddle always says; a body without it refunded the whole transaction, as refunds did before `type` existed.
  type: z._default(z.enum(['full', 'partial']), 'full'),
  status: z.string(),
  transaction_id: z.string().check(z.minLength(1)),
  subscription_id: z.nullish(z.string()),
  items: z._default(
    z.array(
      z.object({
        item_id: z.string(),
        type: z.string(),
        amount: z.nullish(cents),
        totals: z.nullish(z.object({ total: cents })),
      }),
    ),
    [],
  ),
  totals: z.nullish(z.object({ total: cents, tax: z.optional(cents), currency_code: z.string() })),
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

function completedTransactionOf(data: unknown, occurredAt: string): CompletedTransaction {
  const transaction = parse(transactionSchema, data, 'transaction');
  return {
    transactionId: transaction.id,
    origin: transaction.origin,
    subscriptionId: transaction.subscription_id ?? null,
    customerId: transaction.customer_id ?? null,
    customData: parseCheckoutCustomData(transaction.custom_data),
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
    charged: chargedTotalsOf(transaction.details?.totals),
  };
}

function chargedTotalsOf(
  totals:
    | {
        grand_total?: number;
        total: number;
        subtotal?: number;
        discount?: number;
        tax?: number;
        currency_code?: string;
      }
    | null
    | undefined,
): ChargedTotals | null {
  if (!totals || totals.subtotal === undefined || totals.tax === undefined || !totals.currency_code) return null;
  return {
    subtotalCents: totals.subtotal,
    discountCents: totals.discount ?? 0,
    taxCents: totals.tax,
    grandTotalCents: totals.grand_total ?? totals.total,
    currency: totals.currency_code,
  };
}

function subscriptionChangeOf(data: unknown): SubscriptionChange {
  const subscription = parse(subscriptionSchema, data, 'subscription');
  return {
    subscriptionId: subscription.id,
    status: subscription.status,
    customerId: subscription.customer_id ?? null,
    transactionId: subscription.transaction_id ?? null,
    customData: parseCheckoutCustomData(subscription.custom_data),
    items: subscription.items,
    currentPeriod: subscription.current_billing_period,
    nextBilledAt: subscription.next_billed_at ?? null,
    canceledAt: subscription.canceled_at ?? null,
    pausedAt: subscription.paused_at ?? null,
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
    totals: adjustment.totals
      ? {
          totalCents: adjustment.totals.total,
          taxCents: adjustment.totals.tax ?? 0,
          currency: adjustment.totals.currency_code,
        }
      : null,
  };
}

function parse<Schema extends z.ZodMiniType>(schema: Schema, data: unknown, entity: string): z.output<Schema> {
  const result = schema.safeParse(data);
  if (!result.success) throw new PaddleEventError(`The ${entity} is not what Paddle sends.`);
  return result.data;
}

function safeJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}
