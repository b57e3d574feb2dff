import { localPriceId } from '../../lambdas/adapters/paddle-ids';
import { paddleSignature } from '../../lambdas/adapters/paddle-signature';
import type { ApiTarget } from './api';

/**
 * `POST /api/webhooks/paddle` with valid signed deliveries, each with a fresh event id and a signature made when
 * the request is sent. They alternate: a payment of a new transaction (one B737 suite licence is signed and
 * stored, the order and the event recorded) and another event for one transaction paid before the run (every
 * conditional write finds its item: the idempotent path of a duplicate payment notice).
 */
export async function webhookTarget(baseUrl: string): Promise<ApiTarget> {
  const { secret } = (await (await fetch(`${baseUrl}/api/local/paddle/webhook-secret`)).json()) as { secret: string };
  const run = `${Date.now().toString(36)}`;
  let sent = 0;
  const completed = (transactionId: string) =>
    JSON.stringify({
      event_id: `evt_bench${run}_${sent}`,
      event_type: 'transaction.completed',
      occurred_at: new Date().toISOString(),
      notification_id: `ntf_bench${run}_${sent}`,
      data: {
        id: transactionId,
        origin: 'web',
        subscription_id: null,
        custom_data: {
          shop: 'skydeck',
          slug: 'skydeck-suiteb737annual',
          quantity: 1,
          addOns: [],
          buyerEmail: 'bench@skydeck.example',
        },
        items: [{ price_id: localPriceId('suite-licence-b737'), quantity: 1 }],
        billed_at: new Date().toISOString(),
      },
    });
  const paidBefore = `txn_bench${run}paid`;
  const first = completed(paidBefore);
  const answer = await fetch(`${baseUrl}/api/webhooks/paddle`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'paddle-signature': paddleSignature(first, secret) },
    body: first,
  });
  if (!answer.ok)
    throw new Error(`The webhook refused the bench's first delivery: ${answer.status} ${await answer.text()}`);

  return {
    name: 'POST /api/webhooks/paddle (signed; ½ new purchases, ½ repeats)',
    path: '/api/webhooks/paddle',
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: () => {
      sent += 1;
      return completed(sent % 2 === 0 ? paidBefore : `txn_bench${run}_${sent}`);
    },
    requestHeaders: (body) => ({ 'paddle-signature': paddleSignature(body ?? '', secret) }),
  };
}

/**
 * The largest order checkout accepts (MAX_QUANTITY suites), paid: how long the webhook takes to answer its
 * `transaction.completed` (every licence signed and stored), or undefined when it has not answered within
 * `timeoutMs`.
 */
export async function largestOrderMs(
  baseUrl: string,
  quantity: number,
  timeoutMs: number,
): Promise<number | undefined> {
  const { secret } = (await (await fetch(`${baseUrl}/api/local/paddle/webhook-secret`)).json()) as { secret: string };
  const run = Date.now().toString(36);
  const body = JSON.stringify({
    event_id: `evt_benchlargest${run}`,
    event_type: 'transaction.completed',
    occurred_at: new Date().toISOString(),
    notification_id: `ntf_benchlargest${run}`,
    data: {
      id: `txn_benchlargest${run}`,
      origin: 'web',
      subscription_id: null,
      custom_data: {
        shop: 'skydeck',
        slug: 'skydeck-suiteb737annual',
        quantity,
        addOns: [],
        buyerEmail: 'bench-largest@skydeck.example',
      },
      items: [{ price_id: localPriceId('suite-licence-b737'), quantity }],
      billed_at: new Date().toISOString(),
    },
  });
  const started = performance.now();
  try {
    const answer = await fetch(`${baseUrl}/api/webhooks/paddle`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'paddle-signature': paddleSignature(body, secret) },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!answer.ok) throw new Error(`The webhook refused the largest order: ${answer.status} ${await answer.text()}`);
    return Math.round(performance.now() - started);
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') return undefined;
    throw error;
  }
}
