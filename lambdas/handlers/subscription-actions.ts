import { subscriptionView } from '../services/portal/licence-views';
import { alarmedFailure, logger } from '../adapters/logger';
import { BRAND } from '../domain/brand';
import { paddleClient } from '../adapters/paddle-sdk';
import { getLicences } from '../adapters/store/licences';
import { getOrder } from '../adapters/store/orders';
import { getSubscription } from '../adapters/store/subscriptions';
import { renewedPaidUntil, subscriptionCoverage } from '../services/ledger/coverage';
import { apiHandler } from '../http/api-handler';
import { assertSameOriginRequest } from '../http/csrf';
import { notFound } from '../http/errors';
import { json } from '../http/responses';
import { signedInHandler } from '../http/session';
import { mailLimits } from '../services/limits/limits-ports';
import { subscriptionMails } from '../services/mail/mail-ports';
import {
  subscriptionActions,
  subscriptionNotFound,
  type SubscriptionAction,
} from '../services/portal/subscription-actions';

/**
 * `POST /api/subscriptions/{id}/cancel`, `…/resume` and `…/portal` (lambdas/services/portal/subscription-actions.ts).
 */
const SUBSCRIPTION_ID = /^sub_[A-Za-z0-9]{1,64}$/;
const ACTIONS: readonly SubscriptionAction[] = ['cancel', 'resume', 'portal'];

const actions = subscriptionActions({
  getSubscription,
  coverage: (subscription) => subscriptionCoverage({ getOrder, getLicences }, subscription),
  paidUntil: (subscription) => renewedPaidUntil({ getOrder, getLicences }, subscription),
  paddle: paddleClient,
  cancellable: (subscription) => subscriptionView(subscription).cancellable,
  productTitle: (subscription) => subscriptionView(subscription).productTitle ?? BRAND.name,
  mailer: subscriptionMails,
  limits: mailLimits,
  now: () => new Date(),
  logError: (message, error) => logger.error(message, { error: error as Error }),
  alarm: (metric, message, error) => alarmedFailure(metric, message, { error: error as Error }),
});

const signedIn = signedInHandler(async (event, caller) => {
  const id = event.pathParameters?.id ?? '';
  const action = ACTIONS.find((name) => name === event.pathParameters?.action);
  if (!action) throw notFound(`There is no subscription action "${event.pathParameters?.action ?? ''}".`);
  if (!SUBSCRIPTION_ID.test(id)) throw subscriptionNotFound();
  return json(200, await actions[action](id, caller.email));
});

export const handler = apiHandler(async (event) => {
  assertSameOriginRequest(event);
  return signedIn(event);
});
