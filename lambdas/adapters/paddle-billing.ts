import { normaliseEmail } from '../domain/email';
import type { Subscription, Transaction } from '@paddle/paddle-node-sdk';

/**
 * The webhook's and the reconciliation's Paddle calls, through the SDK loaded on first use: most webhook deliveries
 * never call Paddle, so their cold start does not pay for the SDK (~170 ms) (ADR 160). Everything these bundles
 * reach must use this module, never `paddle-sdk.ts` statically. Named `.js`, the build ships it as a file of its own
 * beside the bundle (FIRST_USE_FILES in infra/definitions/lambda-bundling.ts), which a cold start does not parse.
 */
const sdk = () => import('./paddle-sdk.js');

/** The e-mail of a Paddle customer, lower-cased as the shop keys owners. */
export async function customerEmail(customerId: string): Promise<string> {
  const paddle = await (await sdk()).paddleClient();
  return normaliseEmail((await paddle.customers.get(customerId)).email);
}

/** Ends a subscription now; Paddle's refusal because it is already canceled means the job is done. */
export async function cancelSubscriptionNow(subscriptionId: string): Promise<void> {
  const { ApiError, paddleClient } = await sdk();
  try {
    await (await paddleClient()).subscriptions.cancel(subscriptionId, { effectiveFrom: 'immediately' });
  } catch (error) {
    if (error instanceof ApiError && /cancel/.test(error.code)) return;
    throw error;
  }
}

/** Completed transactions billed at or after `since`, every page (the SDK's collection follows `next`). */
export async function* completedTransactionsSince(since: Date): AsyncIterable<Transaction> {
  const paddle = await (await sdk()).paddleClient();
  yield* paddle.transactions.list({ status: ['completed'], 'billedAt[GTE]': since.toISOString() });
}

export async function subscriptionById(id: string): Promise<Subscription> {
  return (await (await sdk()).paddleClient()).subscriptions.get(id);
}
