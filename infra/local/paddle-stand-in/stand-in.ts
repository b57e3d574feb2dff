import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { Frequency, type CatalogueItem } from '../../../lambdas/domain/catalogue';
import { cataloguePriceIndex, type PricedCatalogueItem } from '../../../lambdas/domain/licences/catalogue-prices';
import { localPriceId, LOCAL_FIRST_YEAR_DISCOUNT_ID } from '../../../lambdas/adapters/paddle-ids';
import { paddleSignature } from '../../../lambdas/adapters/paddle-signature';
import { seededRandom, seededShuffle } from '../seeded-random';
import { catalogueApi } from './catalogue-api';

/**
 * The Paddle stand-in (DESIGN.md §3): the subset of the Paddle Billing API the shop calls, reached by the real
 * @paddle/paddle-node-sdk through its base-URL option, plus what Paddle does on its own — completing a payment,
 * renewing, cancelling and refunding — each followed by signed webhooks that are retried with backoff until the
 * shop answers 2xx. It sells exactly the catalogue's local price ids (derived from the catalogue, not listed).
 * It also serves the catalogue endpoints `npm run paddle:sync` calls (catalogue-api.ts), as a separate, empty account.
 * State lives in memory: a restart forgets open transactions, which is fine for a stand-in.
 */
export interface PaddleStandInOptions {
  readonly dataDir: string;
  /** Where webhooks go; known only once the shop listens, hence a function. */
  readonly webhookUrl: () => string;
  /** Delay before retry n (1-based) in ms; Paddle backs off over hours, the stand-in over seconds. */
  readonly retryDelayMs?: (attempt: number) => number;
  readonly maxAttempts?: number;
}

export interface PaddleStandIn {
  readonly baseUrl: string;
  readonly apiKey: string;
  readonly webhookSecret: string;
  /** Answers `/api/local/paddle/...` test controls; false when the path is not one of them. */
  handleControl(request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean>;
  close(): Promise<void>;
}

type Json = Record<string, unknown>;

interface Transaction {
  id: string;
  status: 'ready' | 'completed';
  customerId: string | null;
  customData: Json | null;
  origin: 'web' | 'subscription_recurring';
  subscriptionId: string | null;
  discountId: string | null;
  items: { priceId: string; quantity: number }[];
  createdAt: string;
  updatedAt: string;
  billedAt: string | null;
}

interface Subscription {
  id: string;
  status: 'active' | 'canceled' | 'past_due';
  customerId: string;
  transactionId: string;
  customData: Json | null;
  items: { priceId: string; quantity: number }[];
  startsAt: string;
  endsAt: string;
  canceledAt: string | null;
  /** A cancellation asked for at the end of the period (`effective_from: next_billing_period`). */
  scheduledCancelAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface Delivery {
  /** One delivery of an event; a replay of the same event is a new notification with the same event id. */
  readonly notificationId: string;
  readonly eventId: string;
  readonly eventType: string;
  readonly entityId: string;
  attempts: number;
  status: 'pending' | 'delivered' | 'failed';
  lastStatusCode: number | null;
}

const LOCAL_API_KEY = 'pdl_local_apikey_stand_in';

export async function startPaddleStandIn(options: PaddleStandInOptions): Promise<PaddleStandIn> {
  const prices = cataloguePriceIndex(localPriceId);
  const webhookSecret = localWebhookSecret(options.dataDir);
  const retryDelayMs = options.retryDelayMs ?? ((attempt: number) => Math.min(250 * 2 ** (attempt - 1), 5_000));
  const maxAttempts = options.maxAttempts ?? 12;
  const transactions = new Map<string, Transaction>();
  const subscriptions = new Map<string, Subscription>();
  const customers = new Map<string, { id: string; email: string; createdAt: string }>();
  const deliveries: Delivery[] = [];
  const notifications = new Map<string, { delivery: Delivery; occurredAt: string; data: Json }>();
  const timers = new Set<NodeJS.Timeout>();
  /** While set, new deliveries wait here instead of being sent, until released together in a shuffled order. */
  let held: (() => Promise<void>)[] | undefined;
  let closed = false;
  let baseUrl = '';
  // What paddle:sync creates is an account of its own: transactions keep selling the catalogue's local price ids.
  const catalogue = catalogueApi(() => baseUrl);
  // Strictly increasing occurred_at, so two events of one action keep their order even within a millisecond.
  let lastOccurred = 0;
  const occurredAt = () => new Date((lastOccurred = Math.max(Date.now(), lastOccurred + 1))).toISOString();

  const deliver = (eventType: string, entityId: string, data: Json) =>
    notify({ eventId: localId('evt'), eventType, entityId }, occurredAt(), data);
  const notify = (event: Pick<Delivery, 'eventId' | 'eventType' | 'entityId'>, eventOccurredAt: string, data: Json) => {
    const delivery: Delivery = { notificationId: localId('ntf'), ...event, attempts: 0, status: 'pending', lastStatusCode: null };
    deliveries.push(delivery);
    notifications.set(delivery.notificationId, { delivery, occurredAt: eventOccurredAt, data });
    const { eventType } = event;
    const body = JSON.stringify({
      event_id: delivery.eventId,
      event_type: eventType,
      occurred_at: eventOccurredAt,
      notification_id: delivery.notificationId,
      data,
    });
    const attempt = async () => {
      if (closed) return;
      delivery.attempts += 1;
      try {
        const response = await fetch(options.webhookUrl(), {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'paddle-signature': paddleSignature(body, webhookSecret) },
          body,
        });
        await response.arrayBuffer();
        delivery.lastStatusCode = response.status;
        if (response.ok) {
          delivery.status = 'delivered';
          return;
        }
      } catch {
        delivery.lastStatusCode = null;
      }
      if (delivery.attempts >= maxAttempts) {
        delivery.status = 'failed';
        console.error(`Paddle stand-in: ${eventType} ${delivery.eventId} not accepted after ${delivery.attempts} attempts`);
        return;
      }
      schedule(attempt, retryDelayMs(delivery.attempts));
    };
    if (held) held.push(attempt);
    else schedule(attempt, 0);
    return delivery;
  };
  /** Paddle's "replay a notification": the same event (id, time, data) delivered once more. */
  const replay = (notificationId: string) => {
    const notification = notifications.get(notificationId);
    if (!notification) return undefined;
    const { eventId, eventType, entityId } = notification.delivery;
    return notify({ eventId, eventType, entityId }, notification.occurredAt, notification.data);
  };
  const schedule = (run: () => Promise<void>, delay: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      void run();
    }, delay);
    timers.add(timer);
  };

  const priceJson = (priceId: string) => priceEntity(priceId, prices.get(priceId)!);
  const transactionJson = (transaction: Transaction): Json => ({
    id: transaction.id,
    status: transaction.status,
    customer_id: transaction.customerId,
    address_id: null,
    business_id: null,
    custom_data: transaction.customData,
    currency_code: 'EUR',
    origin: transaction.origin,
    subscription_id: transaction.subscriptionId,
    invoice_id: null,
    invoice_number: null,
    collection_mode: 'automatic',
    discount_id: transaction.discountId,
    billing_details: null,
    billing_period: null,
    items: transaction.items.map((item) => ({ price_id: item.priceId, price: priceJson(item.priceId), quantity: item.quantity })),
    details: null,
    payments: [],
    checkout: { url: `/pay?_ptxn=${transaction.id}` },
    created_at: transaction.createdAt,
    updated_at: transaction.updatedAt,
    billed_at: transaction.billedAt,
  });
  const subscriptionJson = (subscription: Subscription): Json => ({
    id: subscription.id,
    status: subscription.status,
    customer_id: subscription.customerId,
    address_id: 'add_local',
    business_id: null,
    currency_code: 'EUR',
    created_at: subscription.createdAt,
    updated_at: subscription.updatedAt,
    started_at: subscription.createdAt,
    first_billed_at: subscription.createdAt,
    next_billed_at: subscription.status === 'canceled' || subscription.scheduledCancelAt ? null : subscription.endsAt,
    paused_at: null,
    canceled_at: subscription.canceledAt,
    collection_mode: 'automatic',
    current_billing_period: { starts_at: subscription.startsAt, ends_at: subscription.endsAt },
    billing_cycle: billingCycle(prices.get(subscription.items[0]!.priceId)!.item) ?? { interval: 'year', frequency: 1 },
    scheduled_change: subscription.scheduledCancelAt ? { action: 'cancel', effective_at: subscription.scheduledCancelAt, resume_at: null } : null,
    items: subscription.items.map((item) => ({
      status: 'active',
      quantity: item.quantity,
      recurring: true,
      created_at: subscription.createdAt,
      updated_at: subscription.updatedAt,
      price: priceJson(item.priceId),
      product: productEntity(prices.get(item.priceId)!),
    })),
    custom_data: subscription.customData,
    transaction_id: subscription.transactionId,
  });

  /** What Paddle does when a buyer pays: completes the transaction, then opens a subscription for recurring items. */
  const pay = (transaction: Transaction, email: string) => {
    const now = new Date().toISOString();
    const customer = customerFor(email, customers);
    const recurring = transaction.items.filter((item) => billingCycle(prices.get(item.priceId)!.item) !== null);
    if (recurring.length > 0) {
      const periodEnd = addCycle(new Date(), prices.get(recurring[0]!.priceId)!.item);
      const subscription: Subscription = {
        id: localId('sub'),
        status: 'active',
        customerId: customer.id,
        transactionId: transaction.id,
        customData: transaction.customData,
        items: recurring,
        startsAt: now,
        endsAt: periodEnd.toISOString(),
        canceledAt: null,
        scheduledCancelAt: null,
        createdAt: now,
        updatedAt: now,
      };
      subscriptions.set(subscription.id, subscription);
      transaction.subscriptionId = subscription.id;
    }
    Object.assign(transaction, { status: 'completed', customerId: customer.id, billedAt: now, updatedAt: now });
    deliver('transaction.completed', transaction.id, transactionJson(transaction));
    if (transaction.subscriptionId) {
      const subscription = subscriptions.get(transaction.subscriptionId)!;
      deliver('subscription.created', subscription.id, subscriptionJson(subscription));
    }
  };

  const renew = (subscription: Subscription) => {
    const now = new Date().toISOString();
    const renewal: Transaction = {
      id: localId('txn'),
      status: 'completed',
      customerId: subscription.customerId,
      customData: subscription.customData,
      origin: 'subscription_recurring',
      subscriptionId: subscription.id,
      discountId: null,
      items: subscription.items,
      createdAt: now,
      updatedAt: now,
      billedAt: now,
    };
    transactions.set(renewal.id, renewal);
    Object.assign(subscription, {
      status: 'active',
      startsAt: subscription.endsAt,
      endsAt: addCycle(new Date(subscription.endsAt), prices.get(subscription.items[0]!.priceId)!.item).toISOString(),
      updatedAt: now,
    });
    deliver('transaction.completed', renewal.id, transactionJson(renewal));
    deliver('subscription.updated', subscription.id, subscriptionJson(subscription));
    return renewal;
  };

  const cancel = (subscription: Subscription) => {
    const now = new Date().toISOString();
    Object.assign(subscription, { status: 'canceled', canceledAt: now, scheduledCancelAt: null, updatedAt: now });
    deliver('subscription.canceled', subscription.id, subscriptionJson(subscription));
  };

  /** As Paddle: the subscription stays active to the period's end, with the cancellation as its scheduled change. */
  const scheduleCancel = (subscription: Subscription) => {
    Object.assign(subscription, { scheduledCancelAt: subscription.endsAt, updatedAt: new Date().toISOString() });
    deliver('subscription.updated', subscription.id, subscriptionJson(subscription));
  };

  /** Local control: the period ended `monthsAgo` months ago and the cancellation took effect then. */
  const lapse = (subscription: Subscription, monthsAgo: number) => {
    const end = new Date();
    end.setUTCMonth(end.getUTCMonth() - monthsAgo);
    const start = new Date(end);
    start.setUTCFullYear(start.getUTCFullYear() - 1);
    Object.assign(subscription, {
      status: 'canceled',
      startsAt: start.toISOString(),
      endsAt: end.toISOString(),
      canceledAt: end.toISOString(),
      scheduledCancelAt: null,
      updatedAt: new Date().toISOString(),
    });
    deliver('subscription.canceled', subscription.id, subscriptionJson(subscription));
  };

  const api = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const method = request.method ?? 'GET';
    const send = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const fail = (status: number, code: string, detail: string) =>
      send(status, { error: { type: 'request_error', code, detail, documentation_url: 'https://developer.paddle.com/errors' } });
    if (request.headers.authorization !== `bearer ${LOCAL_API_KEY}` && request.headers.authorization !== `Bearer ${LOCAL_API_KEY}`) {
      return fail(403, 'forbidden', 'The API key is not the local stand-in key.');
    }
    const catalogueAnswer = await catalogue.handle({ method, url, body: () => readJson(request) });
    if (catalogueAnswer) return send(catalogueAnswer.status, catalogueAnswer.body);
    const segments = url.pathname.split('/').filter(Boolean);
    if (method === 'POST' && url.pathname === '/transactions') {
      const body = (await readJson(request)) as {
        items?: { price_id?: string; quantity?: number }[];
        discount_id?: string | null;
        custom_data?: Json | null;
      };
      const items = (body.items ?? []).map((item) => ({ priceId: String(item.price_id), quantity: Number(item.quantity) }));
      const unknown = items.filter((item) => !prices.has(item.priceId) || !Number.isSafeInteger(item.quantity) || item.quantity < 1);
      if (items.length === 0 || unknown.length > 0) {
        return fail(400, 'bad_request', `Unknown prices or quantities: ${unknown.map((item) => item.priceId).join(', ') || 'no items'}`);
      }
      if (body.discount_id && body.discount_id !== LOCAL_FIRST_YEAR_DISCOUNT_ID) {
        return fail(400, 'bad_request', `Unknown discount ${body.discount_id}`);
      }
      const now = new Date().toISOString();
      const transaction: Transaction = {
        id: localId('txn'),
        status: 'ready',
        customerId: null,
        customData: body.custom_data ?? null,
        origin: 'web',
        subscriptionId: null,
        discountId: body.discount_id ?? null,
        items,
        createdAt: now,
        updatedAt: now,
        billedAt: null,
      };
      transactions.set(transaction.id, transaction);
      return send(201, { data: transactionJson(transaction), meta: { request_id: localId('req') } });
    }
    if (method === 'GET' && segments[0] === 'transactions' && segments.length === 2) {
      const transaction = transactions.get(segments[1]!);
      return transaction ? send(200, { data: transactionJson(transaction) }) : fail(404, 'not_found', 'Transaction not found');
    }
    // Checkout finds or creates the buyer's customer; Paddle answers a second create for an e-mail with a 409.
    const customerJson = (customer: { id: string; email: string; createdAt: string }) => ({
      id: customer.id, name: null, email: customer.email, marketing_consent: false, status: 'active', custom_data: null, locale: 'en', created_at: customer.createdAt, updated_at: customer.createdAt,
    });
    if (method === 'GET' && url.pathname === '/customers') {
      const emails = (url.searchParams.get('email') ?? '').split(',').filter(Boolean).map((email) => email.toLowerCase());
      const found = [...customers.values()].filter((customer) => emails.length === 0 || emails.includes(customer.email));
      return send(200, { data: found.map(customerJson), meta: { request_id: localId('req'), pagination: { per_page: 50, next: '', has_more: false, estimated_total: found.length } } });
    }
    if (method === 'POST' && url.pathname === '/customers') {
      const { email } = (await readJson(request)) as { email?: string };
      if (!email) return fail(400, 'bad_request', 'email is required');
      const existing = [...customers.values()].find((customer) => customer.email === email.toLowerCase());
      if (existing) return fail(409, 'customer_already_exists', `customer email conflicts with customer of id ${existing.id}`);
      return send(201, { data: customerJson(customerFor(email, customers)), meta: { request_id: localId('req') } });
    }
    if (method === 'GET' && segments[0] === 'customers' && segments.length === 2) {
      const customer = customers.get(segments[1]!);
      if (!customer) return fail(404, 'not_found', 'Customer not found');
      return send(200, {
        data: { id: customer.id, name: null, email: customer.email, marketing_consent: false, status: 'active', custom_data: null, locale: 'en', created_at: customer.createdAt, updated_at: customer.createdAt },
      });
    }
    if (method === 'POST' && segments[0] === 'subscriptions' && segments[2] === 'cancel') {
      const subscription = subscriptions.get(segments[1]!);
      if (!subscription) return fail(404, 'not_found', 'Subscription not found');
      if (subscription.status === 'canceled') return fail(400, 'subscription_locked_canceled', 'The subscription is already canceled.');
      const body = (await readJson(request)) as { effective_from?: string | null };
      if (body.effective_from === 'next_billing_period') scheduleCancel(subscription);
      else cancel(subscription);
      return send(200, { data: subscriptionJson(subscription) });
    }
    if (method === 'POST' && segments[0] === 'customers' && segments[2] === 'portal-sessions') {
      const customer = customers.get(segments[1]!);
      if (!customer) return fail(404, 'not_found', 'Customer not found');
      const body = (await readJson(request)) as { subscription_ids?: string[] };
      const overview = `${options.webhookUrl().replace(/\/api\/webhooks\/paddle$/, '')}/subscriptions?portal=local`;
      return send(201, {
        data: {
          id: localId('cpls'),
          customer_id: customer.id,
          urls: {
            general: { overview },
            subscriptions: (body.subscription_ids ?? []).map((id) => ({ id, cancel_subscription: overview, update_subscription_payment_method: overview })),
          },
          created_at: new Date().toISOString(),
        },
      });
    }
    return fail(404, 'not_found', `The stand-in does not implement ${method} ${url.pathname}`);
  };

  const server = createServer((request, response) => {
    api(request, response).catch((error: Error) => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { type: 'api_error', code: 'internal_error', detail: error.message } }));
    });
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
  });
  baseUrl = `http://127.0.0.1:${port}`;

  const handleControl = async (request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean> => {
    const prefix = '/api/local/paddle/';
    if (!url.pathname.startsWith(prefix)) return false;
    const send = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(JSON.stringify(body));
    const notFound = (what: string) => send(404, { error: { code: 'NOT_FOUND', message: `${what} is not known to the Paddle stand-in.` } });
    const method = request.method ?? 'GET';
    const [kind, id, action] = url.pathname.slice(prefix.length).split('/');
    // A storm on demand: hold new deliveries, then release them all at once in an order shuffled by a seed.
    if (method === 'POST' && kind === 'deliveries' && id === 'hold') {
      held ??= [];
      return send(200, { held: held.length }), true;
    }
    if (method === 'POST' && kind === 'deliveries' && id === 'release') {
      const released = seededShuffle(held ?? [], seededRandom(Number(url.searchParams.get('seed') ?? 1) || 0));
      held = undefined;
      for (const attempt of released) schedule(attempt, 0);
      return send(200, { released: released.length }), true;
    }
    if (method === 'POST' && kind === 'notifications' && id && action === 'replay') {
      const delivery = replay(id);
      return delivery ? send(200, { delivery }) : notFound(`Notification ${id}`), true;
    }
    if (method === 'GET' && kind === 'deliveries') {
      const eventType = url.searchParams.get('eventType');
      const entityId = url.searchParams.get('entityId');
      return send(200, {
        deliveries: deliveries.filter((delivery) => (!eventType || delivery.eventType === eventType) && (!entityId || delivery.entityId === entityId)),
      }), true;
    }
    // Tests sign their own (and deliberately broken) webhooks with it; there is no secret worth keeping locally.
    if (method === 'GET' && kind === 'webhook-secret') return send(200, { secret: webhookSecret }), true;
    if (kind === 'transactions' && id) {
      const transaction = transactions.get(id);
      if (!transaction) return notFound(`Transaction ${id}`), true;
      if (method === 'GET' && !action) {
        const lines = transaction.items.map((item) => {
          const priced = prices.get(item.priceId)!;
          return { title: priced.item.title ?? priced.products[0]!.title, quantity: item.quantity, amountCents: priced.item.amountCents, frequency: priced.item.frequency };
        });
        return send(200, { id: transaction.id, status: transaction.status, customData: transaction.customData, lines, subscriptionId: transaction.subscriptionId }), true;
      }
      if (method === 'POST' && action === 'pay') {
        if (transaction.status === 'completed') return send(409, { error: { code: 'ALREADY_PAID', message: 'This transaction is already paid.' } }), true;
        const buyerEmail = typeof transaction.customData?.buyerEmail === 'string' ? transaction.customData.buyerEmail : 'buyer@example.com';
        pay(transaction, buyerEmail);
        return send(200, { transactionId: transaction.id, status: transaction.status, subscriptionId: transaction.subscriptionId }), true;
      }
      if (method === 'POST' && action === 'refund') {
        if (transaction.status !== 'completed') return send(409, { error: { code: 'NOT_PAID', message: 'Only a paid transaction can be refunded.' } }), true;
        const adjustment = { id: localId('adj'), action: 'refund', type: 'full', transaction_id: transaction.id, subscription_id: transaction.subscriptionId, customer_id: transaction.customerId, reason: 'local test refund', currency_code: 'EUR', created_at: new Date().toISOString() };
        deliver('adjustment.created', adjustment.id, { ...adjustment, status: 'pending_approval' });
        deliver('adjustment.updated', adjustment.id, { ...adjustment, status: 'approved' });
        return send(200, { adjustmentId: adjustment.id }), true;
      }
    }
    if (kind === 'subscriptions' && id && method === 'POST') {
      const subscription = subscriptions.get(id);
      if (!subscription) return notFound(`Subscription ${id}`), true;
      if (action === 'renew') return send(200, { transactionId: renew(subscription).id, subscription: subscriptionJson(subscription) }), true;
      if (action === 'cancel') return cancel(subscription), send(200, { subscription: subscriptionJson(subscription) }), true;
      if (action === 'lapse') {
        const monthsAgo = Number(url.searchParams.get('monthsAgo') ?? '0');
        if (!Number.isInteger(monthsAgo) || monthsAgo < 0 || monthsAgo > 1200) {
          return send(400, { error: { code: 'BAD_REQUEST', message: 'monthsAgo must be a whole number from 0 to 1200.' } }), true;
        }
        return lapse(subscription, monthsAgo), send(200, { subscription: subscriptionJson(subscription) }), true;
      }
      if (action === 'past-due') {
        Object.assign(subscription, { status: 'past_due', updatedAt: new Date().toISOString() });
        deliver('subscription.past_due', subscription.id, subscriptionJson(subscription));
        return send(200, { subscription: subscriptionJson(subscription) }), true;
      }
    }
    return send(404, { error: { code: 'NOT_FOUND', message: `There is no Paddle stand-in control ${method} ${url.pathname}.` } }), true;
  };

  return {
    baseUrl,
    apiKey: LOCAL_API_KEY,
    webhookSecret,
    handleControl,
    close: async () => {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Generated on first start and kept with the local data, as a real endpoint's secret is kept per environment. */
function localWebhookSecret(dataDir: string): string {
  const file = path.join(dataDir, 'paddle-webhook-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `pdl_ntfset_local_${randomBytes(24).toString('hex')}`, { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

function localId(prefix: string): string {
  return `${prefix}_local${randomBytes(12).toString('hex')}`;
}

function customerFor(email: string, customers: Map<string, { id: string; email: string; createdAt: string }>) {
  const existing = [...customers.values()].find((customer) => customer.email === email.toLowerCase());
  if (existing) return existing;
  const customer = { id: localId('ctm'), email: email.toLowerCase(), createdAt: new Date().toISOString() };
  customers.set(customer.id, customer);
  return customer;
}

function billingCycle(item: CatalogueItem): { interval: 'month' | 'year'; frequency: 1 } | null {
  if (item.frequency === Frequency.Monthly) return { interval: 'month', frequency: 1 };
  if (item.frequency === Frequency.Annual) return { interval: 'year', frequency: 1 };
  return null;
}

function addCycle(from: Date, item: CatalogueItem): Date {
  const next = new Date(from);
  if (item.frequency === Frequency.Monthly) next.setUTCMonth(next.getUTCMonth() + 1);
  else next.setUTCFullYear(next.getUTCFullYear() + 1);
  return next;
}

function productEntity(priced: PricedCatalogueItem): Json {
  const product = priced.products[0]!;
  return {
    id: `pro_local_${product.slug}`,
    name: product.title,
    tax_category: 'standard',
    type: 'standard',
    description: null,
    image_url: null,
    custom_data: null,
    status: 'active',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  };
}

function priceEntity(priceId: string, priced: PricedCatalogueItem): Json {
  return {
    id: priceId,
    product_id: `pro_local_${priced.products[0]!.slug}`,
    description: priced.item.title ?? priced.products[0]!.title,
    type: 'standard',
    name: priced.item.title ?? null,
    billing_cycle: billingCycle(priced.item),
    trial_period: null,
    tax_mode: 'account_setting',
    unit_price: { amount: String(priced.item.amountCents), currency_code: 'EUR' },
    unit_price_overrides: [],
    quantity: { minimum: 1, maximum: 100_000 },
    status: 'active',
    custom_data: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  };
}

function readJson(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        resolve(chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {});
      } catch (error) {
        reject(error);
      }
    });
    request.on('error', reject);
  });
}

