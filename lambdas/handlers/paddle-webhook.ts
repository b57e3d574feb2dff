import * as z from 'zod';
import { findProduct, Frequency } from '../domain/catalogue';
import { billingIntervalOf } from '../contract/billing-interval';
import { checkoutCustomDataSchema as customDataSchema } from '../contract/checkout-custom-data';
import { decideIssuance } from '../domain/licences/issuance';
import { licenceSigner } from '../adapters/licence-signer';
import { logger } from '../adapters/logger';
import { checkPaddleSignature, priceIndex, webhookSecret } from '../adapters/paddle';
import { sendOrderConfirmation } from '../services/mail/mail';
import {
  getLicence,
  getOrder,
  getSubscription,
  hasProcessedEvent,
  linkSupportExtension,
  markEventProcessed,
  markOrderPaid,
  markOrderRefunded,
  putLicence,
  putSubscriptionIfNewer,
  revokeLicence,
} from '../adapters/store';
import { apiHandler } from '../http/api-handler';
import { signLicenceKey } from '../services/licences/sign-key';
import { badRequest, HttpError } from '../http/errors';
import { json } from '../http/responses';

const SIGNATURE_MESSAGES = {
  missing: 'The Paddle-Signature header is missing.',
  malformed: 'The Paddle-Signature header is malformed.',
  stale: 'The Paddle-Signature timestamp is older than the 5-second tolerance.',
  future: 'The Paddle-Signature timestamp lies in the future beyond the 5-second tolerance.',
  mismatch: 'The Paddle-Signature does not match the body.',
} as const;

const envelopeSchema = z.object({
  event_id: z.string().min(1).max(100),
  event_type: z.string().min(1).max(100),
  occurred_at: z.iso.datetime({ offset: true }),
  data: z.record(z.string(), z.unknown()),
});

const itemsSchema = z.array(
  z
    .object({ price_id: z.string().optional(), price: z.object({ id: z.string() }).nullish(), quantity: z.number().int() })
    .transform((item) => ({ priceId: item.price?.id ?? item.price_id ?? '', quantity: item.quantity })),
);

const transactionSchema = z.object({
  id: z.string(),
  origin: z.string().default('web'),
  subscription_id: z.string().nullish(),
  custom_data: z.unknown(),
  items: itemsSchema,
  billed_at: z.string().nullish(),
});

const subscriptionSchema = z.object({
  id: z.string(),
  status: z.string(),
  customer_id: z.string().nullish(),
  transaction_id: z.string().nullish(),
  custom_data: z.unknown(),
  items: itemsSchema.default([]),
  current_billing_period: z.object({ starts_at: z.string(), ends_at: z.string() }).nullish(),
  next_billed_at: z.string().nullish(),
  canceled_at: z.string().nullish(),
  scheduled_change: z.object({ action: z.string(), effective_at: z.string() }).nullish(),
});

const adjustmentSchema = z.object({
  id: z.string(),
  action: z.string(),
  status: z.string(),
  transaction_id: z.string(),
});

type Envelope = z.infer<typeof envelopeSchema>;

/**
 * `POST /api/webhooks/paddle` (DESIGN.md §5, §6). Authenticated by its signature over the raw body (exempt from the
 * CSRF guard). Answers 200 once the event's effects are stored — duplicates included — and lets any failure
 * become a 5xx, so that Paddle delivers the event again; every write is idempotent, so a retry completes it.
 */
export const handler = apiHandler(async (event) => {
  const rawBody = event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64').toString('utf8') : (event.body ?? '');
  const problem = checkPaddleSignature(rawBody, event.headers?.['paddle-signature'], await webhookSecret());
  if (problem) throw new HttpError(401, 'INVALID_SIGNATURE', SIGNATURE_MESSAGES[problem]);

  const envelope = envelopeSchema.safeParse(safeJson(rawBody));
  if (!envelope.success) throw badRequest('The webhook body is not a Paddle event.', 'INVALID_EVENT');
  const { event_id: eventId, event_type: eventType } = envelope.data;

  if (await hasProcessedEvent(eventId)) return json(200, { received: true, duplicate: true });
  await applyEvent(envelope.data);
  await markEventProcessed(eventId, eventType);
  return json(200, { received: true });
});

/** One event's effects, idempotent; reconciliation applies what webhooks missed through it too. */
export async function applyEvent(envelope: Envelope): Promise<void> {
  switch (envelope.event_type) {
    case 'transaction.completed':
      return transactionCompleted(envelope);
    case 'subscription.created':
    case 'subscription.updated':
    case 'subscription.activated':
    case 'subscription.canceled':
    case 'subscription.past_due':
    case 'subscription.paused':
    case 'subscription.resumed':
      return subscriptionChanged(envelope);
    case 'adjustment.created':
    case 'adjustment.updated':
      return adjustmentChanged(envelope);
    default:
      logger.info('Paddle event not handled', { eventId: envelope.event_id, eventType: envelope.event_type });
  }
}

async function transactionCompleted(envelope: Envelope): Promise<void> {
  const transaction = parseData(transactionSchema, envelope);
  const customData = customDataSchema.safeParse(transaction.custom_data);
  if (!customData.success) {
    logger.error('Paid transaction without SkyDeck custom data: nothing issued', { transactionId: transaction.id });
    return;
  }
  const paidAt = transaction.billed_at ?? envelope.occurred_at;
  const decision = decideIssuance(
    {
      transactionId: transaction.id,
      origin: transaction.origin,
      subscriptionId: transaction.subscription_id ?? null,
      customData: customData.data,
      items: transaction.items,
      paidAt,
    },
    priceIndex,
  );
  if (decision.outcome === 'nothing') {
    const log = transaction.origin === 'subscription_recurring' ? logger.info : logger.error;
    log.call(logger, 'Paid transaction issues nothing', { transactionId: transaction.id, reason: decision.reason });
    return;
  }
  const order = await getOrder(transaction.id);
  if (order?.status === 'refunded') {
    logger.warn('Payment arrived after its refund: nothing issued', { transactionId: transaction.id });
    return;
  }
  for (const licence of decision.licences) {
    await putLicence({ ...licence, licenceKey: await signLicenceKey(licenceSigner, licence), status: 'active' });
  }
  if (decision.supportExtension) {
    await linkSupportExtension({ ...decision.supportExtension, transactionId: transaction.id, at: paidAt });
  }
  await markOrderPaid({
    transactionId: transaction.id,
    status: 'paid',
    request: customData.data,
    totalCents: order?.totalCents ?? 0,
    createdAt: order?.createdAt ?? paidAt,
    paidAt,
    licenceIds: decision.licences.map((licence) => licence.licenceId),
  });
  // The keys as stored: a redelivery signs afresh, but only the first write of each licence counts.
  const stored = await Promise.all(decision.licences.map((licence) => getLicence(licence.licenceId)));
  await sendOrderConfirmation({
    transactionId: transaction.id,
    buyerEmail: customData.data.buyerEmail.toLowerCase(),
    productTitle: findProduct(customData.data.slug)?.title ?? customData.data.slug,
    totalCents: order?.totalCents ?? 0,
    licences: stored.flatMap((licence) => (licence ? [licence] : [])),
    extendedLicenceId: decision.supportExtension?.licenceId ?? null,
  });
}

async function subscriptionChanged(envelope: Envelope): Promise<void> {
  const subscription = parseData(subscriptionSchema, envelope);
  const customData = customDataSchema.safeParse(subscription.custom_data);
  const ownerEmail = customData.success
    ? customData.data.buyerEmail.toLowerCase()
    : await ownerOf(subscription.id, subscription.customer_id ?? null);
  const written = await putSubscriptionIfNewer({
    subscriptionId: subscription.id,
    status: subscription.status,
    ownerEmail,
    customerId: subscription.customer_id ?? null,
    productSlug: customData.success ? customData.data.slug : null,
    transactionId: subscription.transaction_id ?? null,
    priceIds: subscription.items.map((item) => item.priceId),
    currentPeriodStart: subscription.current_billing_period?.starts_at ?? null,
    currentPeriodEnd: subscription.current_billing_period?.ends_at ?? null,
    nextBilledAt: subscription.next_billed_at ?? null,
    canceledAt: subscription.canceled_at ?? null,
    scheduledChange: subscription.scheduled_change
      ? { action: subscription.scheduled_change.action, effectiveAt: subscription.scheduled_change.effective_at }
      : null,
    ...recurringCharge(subscription.items),
    lastEventAt: envelope.occurred_at,
  });
  if (!written) logger.info('Older subscription event ignored', { eventId: envelope.event_id, subscriptionId: subscription.id });
}

/** What a renewal charges, from the catalogue (prices the shop does not sell count for nothing). */
function recurringCharge(items: readonly { priceId: string; quantity: number }[]) {
  const priced = items.map((line) => ({ line, item: priceIndex.get(line.priceId)?.item }));
  const interval = priced.find(({ item }) => item?.frequency === Frequency.Monthly || item?.frequency === Frequency.Annual)?.item;
  return {
    recurringAmountCents: priced.reduce((total, { line, item }) => total + (item ? item.amountCents * line.quantity : 0), 0),
    billingInterval: interval ? billingIntervalOf(interval.frequency) : null,
  };
}

/** Without our custom data the owner is whoever owned it before, or else Paddle's customer record. */
async function ownerOf(subscriptionId: string, customerId: string | null): Promise<string> {
  const known = await getSubscription(subscriptionId);
  if (known) return known.ownerEmail;
  if (!customerId) throw new Error(`Subscription ${subscriptionId} names neither a buyer nor a customer`);
  // The SDK loads on this first use only: most events carry our custom data and never call Paddle.
  const { paddleClient } = await import('../adapters/paddle-sdk');
  return (await (await paddleClient()).customers.get(customerId)).email.toLowerCase();
}

async function adjustmentChanged(envelope: Envelope): Promise<void> {
  const adjustment = parseData(adjustmentSchema, envelope);
  // Only an approved refund takes licences back; credits and chargebacks go through support.
  if (adjustment.action !== 'refund' || adjustment.status !== 'approved') return;
  const order = await getOrder(adjustment.transaction_id);
  const revokedAt = envelope.occurred_at;
  await markOrderRefunded(adjustment.transaction_id, revokedAt);
  for (const licenceId of order?.licenceIds ?? []) await revokeLicence(licenceId, revokedAt);
}

function parseData<Schema extends z.ZodType>(schema: Schema, envelope: Envelope): z.output<Schema> {
  const result = schema.safeParse(envelope.data);
  if (!result.success) throw badRequest(`The ${envelope.event_type} event's data is not what Paddle sends.`, 'INVALID_EVENT');
  return result.data;
}

function safeJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}
