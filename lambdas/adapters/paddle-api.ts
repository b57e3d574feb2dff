import { ApiError } from '@paddle/paddle-node-sdk';
import { paddleClient } from './paddle-sdk';

/**
 * Checkout's Paddle call besides the transaction (the webhook's are in `paddle-billing.ts`): the Paddle
 * customer for an e-mail, created when there is none (ADR 066): receipts, dunning mails and the customer
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
