import { subscriptionView, supportedLicences } from '../adapters/licence-views';
import { ownerItems } from '../adapters/portal-store';
import { apiHandler } from '../http/api-handler';
import { json } from '../http/responses';
import { signedInHandler } from '../http/session';

/** `GET /api/subscriptions`: the caller's Paddle subscriptions (support and trainer) as the webhooks left them. */
export const handler = apiHandler(
  signedInHandler(async (_event, caller) => {
    const { subscriptions, orders } = await ownerItems(caller.email);
    const licencesOf = supportedLicences(orders);
    return json(200, { email: caller.email, subscriptions: subscriptions.map((subscription) => subscriptionView(subscription, licencesOf(subscription))) });
  }),
);
