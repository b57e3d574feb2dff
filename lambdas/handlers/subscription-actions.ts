import { logger } from '../adapters/logger';
import { subscriptionView } from '../adapters/licence-views';
import { paddleClient } from '../adapters/paddle-sdk';
import { getSubscription, type SubscriptionRecord } from '../adapters/store';
import { apiHandler } from '../http/api-handler';
import { assertSameOriginRequest } from '../http/csrf';
import { HttpError, notFound } from '../http/errors';
import { json } from '../http/responses';
import { signedInHandler } from '../http/session';

const SUBSCRIPTION_ID = /^sub_[A-Za-z0-9]{1,64}$/;

/**
 * `POST /api/subscriptions/{id}/cancel` and `POST /api/subscriptions/{id}/portal`. Only the caller's own
 * subscriptions: another person's id reads exactly like an unknown one (404), so nothing about it leaks.
 */
const ACTIONS: Readonly<Record<string, (subscription: SubscriptionRecord) => Promise<unknown>>> = {
  // At the end of the period, as SPEC.md §1 promises ("can be cancelled at any time"); the webhook then reports it.
  cancel: async (subscription) => {
    if (!subscriptionView(subscription).cancellable) {
      throw new HttpError(409, 'ALREADY_CANCELLED', 'This subscription is already cancelled or set to end.');
    }
    await callPaddle('cancel the subscription', async (paddle) =>
      paddle.subscriptions.cancel(subscription.subscriptionId, { effectiveFrom: 'next_billing_period' }),
    );
    return { subscriptionId: subscription.subscriptionId, cancellation: 'requested', effectiveFrom: 'next_billing_period' };
  },
  // Paddle's customer portal changes the payment method; its links are per session and short-lived.
  portal: async (subscription) => {
    if (!subscription.customerId) throw new HttpError(409, 'NO_CUSTOMER', 'This subscription has no Paddle customer to manage.');
    const session = await callPaddle('open the customer portal', async (paddle) =>
      paddle.customerPortalSessions.create(subscription.customerId!, [subscription.subscriptionId]),
    );
    const links = session.urls.subscriptions.find((entry) => entry.id === subscription.subscriptionId);
    return { url: links?.updateSubscriptionPaymentMethod ?? session.urls.general.overview };
  },
};

const signedIn = signedInHandler(async (event, caller) => {
    const id = event.pathParameters?.id ?? '';
    const action = event.pathParameters?.action ?? '';
    const run = Object.hasOwn(ACTIONS, action) ? ACTIONS[action] : undefined;
    if (!run) throw notFound(`There is no subscription action "${action}".`);
    const subscription = SUBSCRIPTION_ID.test(id) ? await getSubscription(id) : undefined;
    if (!subscription || subscription.ownerEmail !== caller.email.toLowerCase()) {
      throw notFound('No such subscription among yours.', 'SUBSCRIPTION_NOT_FOUND');
    }
    return json(200, await run(subscription));
});

export const handler = apiHandler(async (event) => {
  assertSameOriginRequest(event);
  return signedIn(event);
});

async function callPaddle<T>(what: string, call: (paddle: Awaited<ReturnType<typeof paddleClient>>) => Promise<T>): Promise<T> {
  try {
    return await call(await paddleClient());
  } catch (error) {
    logger.error(`Paddle refused to ${what}`, { error: error as Error });
    throw new HttpError(502, 'PAYMENT_PROVIDER_UNAVAILABLE', `The payment provider could not ${what}. Please try again in a moment.`);
  }
}
