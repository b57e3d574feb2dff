import type { ISubscriptionResponse, ITransactionResponse } from '@paddle/paddle-node-sdk';
import { readSecret } from './secrets';

/**
 * Paddle's transactions, subscriptions and customers as raw JSON, for the webhook and reconciliation paths: a
 * notification's `data` and the API's answer are the same snake_case entity, so what reconciliation reads can go
 * down the webhook's own path. (The SDK turns answers into camelCase classes, which that path does not read.) The
 * webhook's two calls (a customer's e-mail, an immediate cancel) are here too rather than in the SDK: they are all
 * it needs of Paddle's API, and without the SDK (~107 KB, ~170 ms to load) its bundle and cold start stay small
 * (ADR 130). Same base URL rule as the SDK client: `PADDLE_API_BASE_URL` (the local stand-in) or Paddle's
 * sandbox/production API.
 */
const PADDLE_API = { production: 'https://api.paddle.com', sandbox: 'https://sandbox-api.paddle.com' } as const;

function baseUrl(env: NodeJS.ProcessEnv = process.env): string {
  return (
    env.PADDLE_API_BASE_URL ?? (env.PADDLE_ENVIRONMENT === 'production' ? PADDLE_API.production : PADDLE_API.sandbox)
  );
}

/** Paddle's refusal of a request, with its error code (`subscription_locked_canceled`, …). */
export class PaddleApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    detail: string,
  ) {
    super(`Paddle answered ${status} ${code}: ${detail}`.trim());
    this.name = 'PaddleApiError';
  }
}

async function call<T>(url: string, init: { method?: 'GET' | 'POST'; body?: unknown } = {}): Promise<T> {
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${await readSecret('PADDLE_API_KEY')}`,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const body = (await response.json()) as T & { error?: { code: string; detail: string } };
  if (!response.ok || body.error)
    throw new PaddleApiError(response.status, body.error?.code ?? '', body.error?.detail ?? '');
  return body;
}

const get = <T>(url: string) => call<T>(url);

/** Completed transactions billed at or after `since`, every page (Paddle pages transactions by 30). */
export async function* completedTransactionsSince(since: Date): AsyncIterable<ITransactionResponse> {
  const query = new URLSearchParams({ status: 'completed', 'billed_at[GTE]': since.toISOString(), per_page: '30' });
  let next: string | undefined = `${baseUrl()}/transactions?${query.toString()}`;
  while (next) {
    const page: { data: ITransactionResponse[]; meta: { pagination: { next: string; has_more: boolean } } } =
      await get(next);
    yield* page.data;
    next = page.meta.pagination.has_more ? page.meta.pagination.next : undefined;
  }
}

export async function subscriptionById(id: string): Promise<ISubscriptionResponse> {
  return (await get<{ data: ISubscriptionResponse }>(`${baseUrl()}/subscriptions/${encodeURIComponent(id)}`)).data;
}

/** The e-mail of a Paddle customer, lower-cased as the shop keys owners. */
export async function customerEmail(customerId: string): Promise<string> {
  const { data } = await get<{ data: { email: string } }>(`${baseUrl()}/customers/${encodeURIComponent(customerId)}`);
  return data.email.toLowerCase();
}

/** Ends a subscription now; Paddle's refusal because it is already canceled means the job is done. */
export async function cancelSubscriptionNow(subscriptionId: string): Promise<void> {
  try {
    await call(`${baseUrl()}/subscriptions/${encodeURIComponent(subscriptionId)}/cancel`, {
      method: 'POST',
      body: { effective_from: 'immediately' },
    });
  } catch (error) {
    if (error instanceof PaddleApiError && /cancel/.test(error.code)) return;
    throw error;
  }
}
