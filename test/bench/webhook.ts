import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { localPriceId } from '../../lambdas/adapters/paddle-ids';
import { paddleSignature } from '../../lambdas/adapters/paddle-signature';
import type { ApiTarget } from './api';
import { storeCallCounter } from './store-calls';

/**
 * A `transaction.completed` of a purchase of `quantity` B737 suites, in Paddle's shape; `sign` makes its
 * `Paddle-Signature` (at the time of the call: signatures expire after 5 s).
 */
export function suitePurchaseDelivery(delivery: {
  eventId: string;
  transactionId: string;
  quantity?: number;
  buyerEmail: string;
}): string {
  const quantity = delivery.quantity ?? 1;
  return JSON.stringify({
    event_id: delivery.eventId,
    event_type: 'transaction.completed',
    occurred_at: new Date().toISOString(),
    notification_id: `ntf_${delivery.eventId}`,
    data: {
      id: delivery.transactionId,
      origin: 'web',
      subscription_id: null,
      custom_data: {
        shop: 'skydeck',
        slug: 'skydeck-suiteb737annual',
        quantity,
        addOns: [],
        buyerEmail: delivery.buyerEmail,
      },
      items: [{ price_id: localPriceId('suite-licence-b737'), quantity }],
      billed_at: new Date().toISOString(),
    },
  });
}

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

/**
 * `POST /api/webhooks/paddle` with valid signed deliveries, each with a fresh event id and a signature made when
 * the request is sent. They alternate: a payment of a new transaction (one B737 suite licence is signed and
 * stored, the order, its mail and the event recorded) and another event for one transaction paid before the run
 * (the idempotent path of a second payment notice: everything is found stored).
 */
export async function webhookTarget(baseUrl: string): Promise<ApiTarget> {
  const secret = await webhookSecret(baseUrl);
  const run = `${Date.now().toString(36)}`;
  const buyerEmail = 'bench@skydeck.example';
  let sent = 0;
  const paidBefore = `txn_bench${run}paid`;
  await deliver(
    baseUrl,
    secret,
    suitePurchaseDelivery({ eventId: `evt_bench${run}_0`, transactionId: paidBefore, buyerEmail }),
  );

  return {
    name: 'POST /api/webhooks/paddle (signed; ½ new purchases, ½ repeats)',
    path: '/api/webhooks/paddle',
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: () => {
      sent += 1;
      const transactionId = sent % 2 === 0 ? paidBefore : `txn_bench${run}_${sent}`;
      return suitePurchaseDelivery({ eventId: `evt_bench${run}_${sent}`, transactionId, buyerEmail });
    },
    requestHeaders: (body) => ({ 'paddle-signature': paddleSignature(body ?? '', secret) }),
  };
}

/**
 * A paid order of `quantity` suites: how long the webhook takes to answer its `transaction.completed` (every
 * licence signed and stored, the mail sent), or undefined when it has not answered within `timeoutMs`.
 */
export async function largestOrderMs(
  baseUrl: string,
  quantity: number,
  timeoutMs: number,
): Promise<number | undefined> {
  const secret = await webhookSecret(baseUrl);
  const run = `${quantity}x${Date.now().toString(36)}`;
  const body = suitePurchaseDelivery({
    eventId: `evt_benchlargest${run}`,
    transactionId: `txn_benchlargest${run}`,
    quantity,
    buyerEmail: 'bench-largest@skydeck.example',
  });
  const started = performance.now();
  try {
    await deliver(baseUrl, secret, body, AbortSignal.timeout(timeoutMs));
    return Math.round(performance.now() - started);
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') return undefined;
    throw error;
  }
}

export interface WebhookStoreCalls {
  /** A purchase of one suite never seen before. */
  readonly newPurchase: number;
  /** The same event delivered again (Paddle's retry). */
  readonly sameEventAgain: number;
  /** Another event for the same, already stored purchase (the bench's "repeat"). */
  readonly newEventPaidOrder: number;
}

/**
 * Store calls per delivery, counted on the webhook handler loaded in this process with the local stack's
 * environment (`env`): exact, and independent of the machine's load.
 */
export async function webhookStoreCalls(env: Record<string, string>): Promise<WebhookStoreCalls> {
  Object.assign(process.env, env);
  const counter = await storeCallCounter();
  const { handler } = (await import('../../lambdas/handlers/paddle-webhook')) as {
    handler: (event: APIGatewayProxyEventV2) => Promise<{ statusCode?: number }>;
  };
  const run = `calls${Date.now().toString(36)}`;
  const callsOf = async (eventId: string, transactionId: string) => {
    const body = suitePurchaseDelivery({ eventId, transactionId, buyerEmail: 'bench-calls@skydeck.example' });
    const event = {
      rawPath: '/api/webhooks/paddle',
      body,
      isBase64Encoded: false,
      headers: {
        'content-type': 'application/json',
        'paddle-signature': paddleSignature(body, env.PADDLE_WEBHOOK_SECRET!),
      },
      requestContext: { http: { method: 'POST', path: '/api/webhooks/paddle' }, requestId: 'bench' },
    } as unknown as APIGatewayProxyEventV2;
    counter.calls = 0;
    const answer = await handler(event);
    if (answer.statusCode !== 200) throw new Error(`The webhook answered ${answer.statusCode} to the bench`);
    return counter.calls;
  };
  return {
    newPurchase: await callsOf(`evt_${run}_1`, `txn_${run}`),
    sameEventAgain: await callsOf(`evt_${run}_1`, `txn_${run}`),
    newEventPaidOrder: await callsOf(`evt_${run}_2`, `txn_${run}`),
  };
}
