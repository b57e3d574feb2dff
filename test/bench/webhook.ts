import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { paddleSignature } from '../../lambdas/adapters/paddle-signature';
import type { CheckedOutOrder } from '../../lambdas/adapters/store/orders';
import { mapBounded } from '../../lambdas/domain/concurrency';
import {
  ONE_B737_SUITE,
  ONE_TRAINER_SEAT,
  PaddleOrders,
  type Basket,
  type OrderKind,
  type PaddleDelivery,
  type PaddleOrder,
} from '../support/paddle-orders';
import type { ApiTarget } from './api';
import { median, round } from './stats';
import { storeCallCounter } from './store-calls';

/**
 * The webhook's load as the shop meets it: real orders of its best sellers, built by the Paddle stand-in's own
 * billing (test/support/paddle-orders.ts), each delivered whole in Paddle's order. One cycle of the mix is a B737
 * suite, a personal trainer seat, an A320 suite (each one seat: a guest's usual order) and a renewal of a
 * subscription an earlier order opened.
 */
type MixEntry = Basket | 'renewal';
const MIX: readonly MixEntry[] = [
  ONE_B737_SUITE,
  ONE_TRAINER_SEAT,
  { slug: 'skydeck-suitea320neoandceoannual', quantity: 1 },
  'renewal',
];
export const MIX_DESCRIPTION =
  'one cycle = a B737 suite, a personal trainer seat, an A320 suite (one seat each, with the checkout’s pending order stored first) and a renewal of a subscription an earlier round opened; every delivery of each order, in Paddle’s order, 10 in flight';

export async function webhookSecret(baseUrl: string): Promise<string> {
  return ((await (await fetch(`${baseUrl}/api/local/paddle/webhook-secret`)).json()) as { secret: string }).secret;
}

async function deliver(baseUrl: string, secret: string, body: string, signal?: AbortSignal): Promise<void> {
  const answer = await fetch(`${baseUrl}/api/webhooks/paddle`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'paddle-signature': paddleSignature(body, secret) },
    body,
    signal,
  });
  if (!answer.ok) throw new Error(`The webhook refused a bench delivery: ${answer.status} ${await answer.text()}`);
}

/** The checkout's pending orders, stored through the shop's own adapter (the handlers' environment must be set). */
async function storePendingOrders(orders: readonly PaddleOrder[]): Promise<void> {
  const { putPendingOrder } = (await import('../../lambdas/adapters/store/orders')) as {
    putPendingOrder: (order: CheckedOutOrder) => Promise<void>;
  };
  await mapBounded(
    orders.flatMap((order) => (order.pendingOrder ? [order.pendingOrder] : [])),
    8,
    putPendingOrder,
  );
}

/** Deliveries a round may send at most: far above what 4 s reach on two cores; beyond it, orders without a checkout. */
const POOL_DELIVERIES = 3_000;

/**
 * `POST /api/webhooks/paddle` with the mix above, each delivery signed when it is sent. Before each round (untimed)
 * the next orders are made and their checkouts stored; renewals renew subscriptions whose orders an earlier round
 * delivered whole, each once a round, as Paddle renews each subscription once a period.
 */
export async function webhookTarget(baseUrl: string): Promise<ApiTarget & { readonly unseeded: () => number }> {
  const secret = await webhookSecret(baseUrl);
  const orders = new PaddleOrders();
  const run = Date.now().toString(36);
  let made = 0;
  let unseeded = 0;
  let pool: { order: PaddleOrder; sent: number }[] = [];
  let queue: { delivery: PaddleDelivery; of: { sent: number } }[] = [];
  let renewable: string[] = [];

  const nextOrder = (): PaddleOrder => {
    const entry = MIX[made % MIX.length]!;
    made += 1;
    const subscription = entry === 'renewal' ? renewable.shift() : undefined;
    if (subscription) return orders.renewal(subscription);
    const basket = entry === 'renewal' ? ONE_B737_SUITE : entry;
    return orders.purchase(basket, `bench-${run}-${made % 500}@skydeck.example`);
  };
  const enqueue = (order: PaddleOrder) => {
    const entry = { order, sent: 0 };
    pool.push(entry);
    queue.push(...order.deliveries.map((delivery) => ({ delivery, of: entry })));
  };

  return {
    name: 'POST /api/webhooks/paddle (real orders: suites, trainer seats, renewals)',
    path: '/api/webhooks/paddle',
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    async prepare() {
      // Subscriptions of orders delivered whole may renew; what the last round left unsent is dropped.
      renewable = pool
        .filter(({ order, sent }) => order.subscriptionId && sent === order.deliveries.length)
        .map(({ order }) => order.subscriptionId!);
      pool = [];
      queue = [];
      while (queue.length < POOL_DELIVERIES) enqueue(nextOrder());
      await storePendingOrders(pool.map(({ order }) => order));
    },
    body: () => {
      if (queue.length === 0) {
        unseeded += 1;
        enqueue(nextOrder());
      }
      const next = queue.shift()!;
      next.of.sent += 1;
      return next.delivery.body;
    },
    requestHeaders: (body) => ({ 'paddle-signature': paddleSignature(body ?? '', secret) }),
    unseeded: () => unseeded,
  };
}

/**
 * A paid order of `quantity` B737 suites, every delivery of it in Paddle's order, one after the other: how long the
 * webhook takes from the first delivery to its answer to the last (every licence signed and stored, the mail sent),
 * or undefined when the order is not done within `timeoutMs`.
 */
export async function largestOrderMs(
  baseUrl: string,
  quantity: number,
  timeoutMs: number,
): Promise<number | undefined> {
  const secret = await webhookSecret(baseUrl);
  const order = new PaddleOrders().purchase(
    { ...ONE_B737_SUITE, quantity },
    `bench-largest-${Date.now().toString(36)}@skydeck.example`,
  );
  await storePendingOrders([order]);
  const signal = AbortSignal.timeout(timeoutMs);
  const started = performance.now();
  try {
    for (const delivery of order.deliveries) await deliver(baseUrl, secret, delivery.body, signal);
    return Math.round(performance.now() - started);
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') return undefined;
    throw error;
  }
}

/** The heaviest delivery of a one-suite order (its `transaction.completed`), for a cold start's first request. */
export function suiteCompletedDelivery(buyerEmail: string): string {
  return new PaddleOrders()
    .purchase(ONE_B737_SUITE, buyerEmail)
    .deliveries.find((delivery) => delivery.eventType === 'transaction.completed')!.body;
}

export interface OrderWork {
  readonly order: string;
  readonly kind: OrderKind;
  /** Store calls of each delivery, in Paddle's order, with its event type. */
  readonly deliveries: readonly { readonly eventType: string; readonly calls: number }[];
  /** All deliveries of the order. */
  readonly calls: number;
  /** Every delivery of the order once more (Paddle's retries): what the idempotent path costs. */
  readonly repeatCalls: number;
  /** The handler's own time for the whole order, median of the orders measured, ms. */
  readonly handlerMs: number;
}

/**
 * Store calls and handler time per real order, counted on the webhook handler loaded in this process with the local
 * stack's environment (`env`): exact, and independent of the machine's load (the time is not). `orders` of each
 * kind; the counts are the same for each, the time is their median.
 */
export async function webhookOrderWork(env: Record<string, string>, orders: number): Promise<OrderWork[]> {
  Object.assign(process.env, env);
  const counter = await storeCallCounter();
  const { handler } = (await import('../../lambdas/handlers/paddle-webhook')) as {
    handler: (event: APIGatewayProxyEventV2) => Promise<{ statusCode?: number }>;
  };
  const deliverInProcess = async (delivery: PaddleDelivery) => {
    const event = {
      rawPath: '/api/webhooks/paddle',
      body: delivery.body,
      isBase64Encoded: false,
      headers: {
        'content-type': 'application/json',
        'paddle-signature': paddleSignature(delivery.body, env.PADDLE_WEBHOOK_SECRET!),
      },
      requestContext: { http: { method: 'POST', path: '/api/webhooks/paddle' }, requestId: 'bench' },
    } as unknown as APIGatewayProxyEventV2;
    counter.calls = 0;
    const started = performance.now();
    const answer = await handler(event);
    const ms = performance.now() - started;
    if (answer.statusCode !== 200)
      throw new Error(`The webhook answered ${answer.statusCode} to the bench's ${delivery.eventType}`);
    return { eventType: delivery.eventType, calls: counter.calls, ms };
  };
  const paddle = new PaddleOrders();
  const run = `work${Date.now().toString(36)}`;
  const measure = async (label: string, make: (index: number) => PaddleOrder): Promise<OrderWork> => {
    const samples = [];
    for (let index = 0; index < orders; index += 1) {
      const order = make(index);
      await storePendingOrders([order]);
      const answers = [];
      for (const delivery of order.deliveries) answers.push(await deliverInProcess(delivery));
      let repeatCalls = 0;
      for (const delivery of order.deliveries) repeatCalls += (await deliverInProcess(delivery)).calls;
      samples.push({ kind: order.kind, answers, repeatCalls });
    }
    const last = samples.at(-1)!;
    return {
      order: label,
      kind: last.kind,
      deliveries: last.answers.map(({ eventType, calls }) => ({ eventType, calls })),
      calls: Math.max(...samples.map((sample) => sample.answers.reduce((sum, answer) => sum + answer.calls, 0))),
      repeatCalls: Math.max(...samples.map((sample) => sample.repeatCalls)),
      handlerMs: round(median(samples.map((sample) => sample.answers.reduce((sum, answer) => sum + answer.ms, 0))), 1),
    };
  };
  const suites: PaddleOrder[] = [];
  const trainers: PaddleOrder[] = [];
  const kept = (list: PaddleOrder[], order: PaddleOrder) => (list.push(order), order);
  return [
    await measure('one B737 suite (a guest’s order)', (index) =>
      kept(suites, paddle.purchase(ONE_B737_SUITE, `${run}-suite-${index}@skydeck.example`)),
    ),
    await measure('one personal trainer seat', (index) =>
      kept(trainers, paddle.purchase(ONE_TRAINER_SEAT, `${run}-trainer-${index}@skydeck.example`)),
    ),
    await measure('renewal of a suite’s support', (index) => paddle.renewal(suites[index]!.subscriptionId!)),
    await measure('renewal of a trainer seat', (index) => paddle.renewal(trainers[index]!.subscriptionId!)),
  ];
}
