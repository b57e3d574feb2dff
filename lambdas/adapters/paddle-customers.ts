import { ConflictError, UpstreamError } from '../domain/errors';

/** Loaded on first use (ADR 160): most operator actions never call Paddle, so their cold start does not pay for it. */
const sdk = () => import('./paddle-sdk.js');

/**
 * An address correction at Paddle (ADR 403): the customer's e-mail, where Paddle sends its receipts, and the buyer's
 * address in a subscription's custom data, which Paddle copies onto every renewal. Paddle unreachable is a 502 the
 * operator can retry: nothing of the correction is recorded before these succeed. Paddle keeps one customer per
 * address: an address another customer holds is a 409 no retry changes.
 */
export async function updateCustomerEmail(customerId: string, email: string): Promise<void> {
  const { ApiError, paddleClient } = await sdk();
  const paddle = await paddleClient();
  await paddle.customers.update(customerId, { email }).catch((error: unknown) => {
    if (error instanceof ApiError && error.code === 'customer_already_exists')
      throw new ConflictError(
        'PADDLE_CUSTOMER_EXISTS',
        `Paddle has another customer with ${email} (${/ctm_[a-z0-9]+/.exec(error.detail)?.[0] ?? 'from an earlier order'}) and keeps one customer per address, so this order cannot move to it. Nothing was corrected; reassign the order’s licences to ${email} instead.`,
      );
    return unavailable();
  });
}

export async function updateSubscriptionBuyer(subscriptionId: string, email: string): Promise<void> {
  const paddle = await (await sdk()).paddleClient();
  const subscription = await paddle.subscriptions.get(subscriptionId).catch(unavailable);
  const customData = { ...(subscription.customData ?? {}), buyerEmail: email };
  await paddle.subscriptions.update(subscriptionId, { customData }).catch(unavailable);
}

function unavailable(): never {
  throw new UpstreamError(
    'PADDLE_UNAVAILABLE',
    'Paddle could not be reached; the address was not corrected. Try again.',
  );
}
