import { subscriptionView, supportedLicences } from '../adapters/licence-views';
import { ownerLicences, ownerSubscriptions } from '../adapters/portal-store';
import { apiHandler } from '../http/api-handler';
import { json } from '../http/responses';
import { signedInHandler } from '../http/session';

/**
 * `GET /api/subscriptions`: the caller's Paddle subscriptions (support and trainer) as the webhooks left them, each
 * naming the caller's licences it supports: two Queries side by side, however many licences they hold.
 */
export const handler = apiHandler(
  signedInHandler(
    async (_event, caller) => {
      const [subscriptions, licences] = await Promise.all([
        ownerSubscriptions(caller.email),
        ownerLicences(caller.email),
      ]);
      const licencesOf = supportedLicences(licences);
      return json(200, {
        email: caller.email,
        subscriptions: subscriptions.map((subscription) => subscriptionView(subscription, licencesOf(subscription))),
      });
    },
    { readsOnly: true },
  ),
);
