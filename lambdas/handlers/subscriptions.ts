import { subscriptionView, supportedLicences } from '../adapters/licence-views';
import { ownerLicenceLinks, ownerSubscriptions } from '../adapters/portal-store';
import { apiHandler } from '../http/api-handler';
import { json } from '../http/responses';
import { signedInHandler } from '../http/session';

/**
 * `GET /api/subscriptions`: the caller's Paddle subscriptions (support and trainer) as the webhooks left them, each
 * naming the caller's licences it supports: two Queries side by side and beside the sign-out check; the licences'
 * Query answers only their subscription links, ~900 licences a call (ADR 115).
 */
export const handler = apiHandler(
  signedInHandler(
    async (_event, caller) => {
      const [subscriptions, licences] = await Promise.all([
        ownerSubscriptions(caller.email),
        ownerLicenceLinks(caller.email),
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
