import type { ISubscriptionResponse, ITransactionResponse } from '@paddle/paddle-node-sdk';
import { readSecret } from './secrets';

/**
 * Paddle's transactions and subscriptions as raw JSON, for reconciliation: a notification's `data` and the API's
 * answer are the same snake_case entity, so what reconciliation reads can go down the webhook's own path. (The SDK
 * turns answers into camelCase classes, which that path does not read.) Same base URL rule as the SDK client:
 * `PADDLE_API_BASE_URL` (the local stand-in) or Paddle's sandbox/production API.
 */
const PADDLE_API = { production: 'https://api.paddle.com', sandbox: 'https://sandbox-api.paddle.com' } as const;

function baseUrl(env: NodeJS.ProcessEnv = process.env): string {
  return (
    env.PADDLE_API_BASE_URL ?? (env.PADDLE_ENVIRONMENT === 'production' ? PADDLE_API.production : PADDLE_API.sandbox)
  );
}

async function get<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${await readSecret('PADDLE_API_KEY')}` } });
  const body = (await response.json()) as T & { error?: { code: string; detail: string } };
  if (!response.ok || body.error)
    throw new Error(`Paddle answered ${response.status} ${body.error?.code ?? ''}: ${body.error?.detail ?? ''}`.trim());
  return body;
}

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
