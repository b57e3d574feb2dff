import { subscriptionView } from '../adapters/licence-views';
import { ownerSubscriptions } from '../adapters/portal-store';
import { apiHandler } from '../http/api-handler';
import { json } from '../http/responses';
import { signedInHandler } from '../http/session';

/**
 * `GET /api/subscriptions`: the caller's Paddle subscriptions (support and trainer) as the webhooks left them; one
 * Query of the owner's subscriptions, however many licences they hold.
 */
export const handler = apiHandler(
  signedInHandler(async (_event, caller) => {
    const subscriptions = await ownerSubscriptions(caller.email);
    return json(200, { email: caller.email, subscriptions: subscriptions.map(subscriptionView) });
  }),
);
