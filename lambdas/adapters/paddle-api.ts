import { ApiError } from '@paddle/paddle-node-sdk';
import { paddleClient } from './paddle-sdk';

/** The Paddle API calls the payment services make (the SDK is in `paddle-sdk.ts`). */
export async function customerEmail(customerId: string): Promise<string> {
  return (await (await paddleClient()).customers.get(customerId)).email.toLowerCase();
}

/** Ends a subscription now; Paddle's refusal because it is already canceled means the job is done. */
export async function cancelSubscriptionNow(subscriptionId: string): Promise<void> {
  try {
    await (await paddleClient()).subscriptions.cancel(subscriptionId, { effectiveFrom: 'immediately' });
  } catch (error) {
    if (error instanceof ApiError && /cancel/.test(error.code)) return;
    throw error;
  }
}

/**
 * The Paddle customer for an e-mail, created when there is none (ADR 066): receipts, dunning mails and the customer
 * portal then reach the address the licences are bound to. Two checkouts racing to create the same customer both
 * end with the one Paddle kept: its 409 `customer_already_exists` names it.
 */
export async function findOrCreateCustomer(email: string): Promise<string> {
  const paddle = await paddleClient();
  const [found] = await paddle.customers.list({ email: [email], status: ['active'] }).next();
  if (found) return found.id;
  try {
    return (await paddle.customers.create({ email })).id;
  } catch (error) {
    const existing =
      error instanceof ApiError && error.code === 'customer_already_exists'
        ? /ctm_[a-z0-9]+/.exec(error.detail)?.[0]
        : undefined;
    if (existing) return existing;
    throw error;
  }
}
