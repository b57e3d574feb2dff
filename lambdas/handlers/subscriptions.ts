import { logger } from '../adapters/logger';
import { nextChargeOf } from '../adapters/paddle-billing';
import { readSubscriptionSupports, subscriptionViews } from '../services/portal/licence-views';
import { ownerLicenceLinks, ownerSubscriptions } from '../adapters/portal-store';
import { getLicences } from '../adapters/store/licences';
import { getOrder } from '../adapters/store/orders';
import { subscriptionCoverage } from '../services/ledger/coverage';
import { apiHandler } from '../http/api-handler';
import { json } from '../http/responses';
import { signedInHandler } from '../http/session';

/**
 * `GET /api/subscriptions`: the caller's Paddle subscriptions (support and trainer) as the webhooks left them, each
 * naming the caller's active licences it paid and whether it renews them, by their ledgers (ADR 408): two Queries
 * side by side and beside the sign-out check — the licences' Query reads an index holding only their subscription
 * links, ~10,000 licences a call (ADR 150) — then the licences of support subscriptions whole, in one batched read.
 * Each subscription that bills again carries Paddle's preview of its next charge (ADR 491); the SDK loads on first
 * use. A subscription set to end says whether a resume would renew anything, by its licences' ledgers (two reads each).
 */
export const handler = apiHandler(
  signedInHandler(
    async (_event, caller) => {
      const { subscriptions, supportsOf } = await readSubscriptionSupports(caller.email, {
        ownerSubscriptions,
        ownerLicenceLinks,
        getLicences,
      });
      return json(200, {
        email: caller.email,
        subscriptions: await subscriptionViews(subscriptions, supportsOf, {
          nextCharge: nextChargeOf,
          coverage: (subscription) => subscriptionCoverage({ getOrder, getLicences }, subscription),
          logWarning: (message, error) => logger.warn(message, { error: error as Error }),
        }),
      });
    },
    { readsOnly: true },
  ),
);
