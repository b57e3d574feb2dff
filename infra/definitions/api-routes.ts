import { PAGED_QUERY } from '../../lambdas/contract/portal-pages';

/**
 * The HTTP API's routes, in API Gateway's route-key syntax. The CDK API construct makes one Lambda function per
 * handler and one route per entry; the local stack routes requests to the same handler modules through its
 * API Gateway v2 event adapter. Add a route here and both places have it.
 *
 * `handler` names the module `lambdas/handlers/<handler>.ts`, which exports `handler`.
 */
export interface ApiRoute {
  readonly method: 'GET' | 'POST';
  readonly path: `/api/${string}`;
  readonly handler: string;
  /** The query parameters it reads (the fuzzer sends them too); a route not naming any ignores the query. */
  readonly query?: readonly string[];
}

export const API_ROUTES: readonly ApiRoute[] = [
  { method: 'GET', path: '/api/health', handler: 'health' },
  { method: 'GET', path: '/api/pricing/{slug}', handler: 'pricing' },
  { method: 'POST', path: '/api/checkout', handler: 'checkout' },
  { method: 'GET', path: '/api/orders/{transactionId}', handler: 'order-summary' },
  { method: 'POST', path: '/api/webhooks/paddle', handler: 'paddle-webhook' },
  { method: 'GET', path: '/api/licence-keys/public-key', handler: 'licence-public-key' },
  { method: 'POST', path: '/api/auth/{action}', handler: 'auth' },
  { method: 'GET', path: '/api/auth/{action+}', handler: 'auth' },
  { method: 'GET', path: '/api/products', handler: 'products', query: PAGED_QUERY },
  { method: 'GET', path: '/api/licenses', handler: 'licenses', query: PAGED_QUERY },
  { method: 'GET', path: '/api/subscriptions', handler: 'subscriptions' },
  { method: 'POST', path: '/api/subscriptions/{id}/{action}', handler: 'subscription-actions' },
  { method: 'POST', path: '/api/licenses/{id}/transfer', handler: 'licence-transfers' },
  { method: 'POST', path: '/api/licenses/{id}/transfer/{action}', handler: 'licence-transfers' },
  { method: 'GET', path: '/api/licence-keys/status', handler: 'licence-key-status' },
  { method: 'GET', path: '/api/orders', handler: 'orders', query: PAGED_QUERY },
  { method: 'GET', path: '/api/orders/{transactionId}/invoice', handler: 'order-invoice' },
  { method: 'GET', path: '/api/account/export', handler: 'account-export' },
  { method: 'POST', path: '/api/account/delete', handler: 'account-delete' },
];

export const API_HANDLERS: readonly string[] = [...new Set(API_ROUTES.map((route) => route.handler))];
