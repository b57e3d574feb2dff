import { paddleSignature } from '../../lambdas/adapters/paddle-signature';
import { API } from '../../lambdas/contract/api-endpoints';
import { apiPath } from '../../lambdas/contract/endpoints';
import { stackUrl } from './stack-url';

/** Helpers for checkout and webhook tests against the local stack: its API and its Paddle stand-in. */
export const SAME_ORIGIN_HEADERS = () => ({
  'content-type': 'application/json',
  'x-requested-with': 'skydeck',
  origin: stackUrl(),
});

export async function postCheckout(body: unknown, headers: Record<string, string> = SAME_ORIGIN_HEADERS()) {
  const response = await fetch(`${stackUrl()}/api/checkout`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as any };
}

export async function standIn(path: string, method: 'GET' | 'POST' = 'GET', body?: unknown) {
  const response = await fetch(`${stackUrl()}/api/local/paddle/${path}`, {
    method,
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as any };
}

export async function webhookSecret(): Promise<string> {
  return (await standIn('webhook-secret')).body.secret as string;
}

export async function postWebhook(rawBody: string, signature: string | undefined) {
  const response = await fetch(`${stackUrl()}/api/webhooks/paddle`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature ? { 'paddle-signature': signature } : {}) },
    body: rawBody,
  });
  return { status: response.status, body: (await response.json()) as any };
}

export async function signedWebhook(event: object, secret: string) {
  const rawBody = JSON.stringify(event);
  return postWebhook(rawBody, paddleSignature(rawBody, secret));
}

/** `GET /api/orders/{transactionId}`: the order as its payment and confirmation pages show it (404 when unknown). */
export async function orderSummary(transactionId: string) {
  const response = await fetch(`${stackUrl()}${apiPath(API.orderSummary, { transactionId })}`);
  return { status: response.status, body: (await response.json()) as any };
}

/**
 * How often a test asks the stand-in whether a delivery settled: a purchase's deliveries settle some 100–200 ms
 * after it is paid, and a test waits for them a few hundred times a run.
 */
export const DELIVERY_POLL_MS = 25;

/** Polls until every delivery of the entity has settled (delivered or given up). */
export async function settledDeliveries(entityId: string, timeoutMs = 20_000): Promise<any[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { deliveries } = (await standIn(`deliveries?entityId=${encodeURIComponent(entityId)}`)).body;
    if (deliveries.length > 0 && deliveries.every((delivery: any) => delivery.status !== 'pending')) return deliveries;
    if (Date.now() > deadline)
      throw new Error(`Deliveries for ${entityId} did not settle: ${JSON.stringify(deliveries)}`);
    await new Promise((resolve) => setTimeout(resolve, DELIVERY_POLL_MS));
  }
}

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}
