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
  /**
   * This route's own API Gateway throttle (requests per second and burst). Each route has its own bucket, so a flood
   * of one route answers 429 on that route only and never spends the webhook's or checkout's budget.
   * @default ROUTE_THROTTLE
   */
  readonly throttle?: RouteThrottle;
}

export interface RouteThrottle {
  readonly rateLimit: number;
  readonly burstLimit: number;
}

/**
 * Any route without its own: 20 requests per second and a burst of 40 per route is several times a small shop's
 * busiest minute on any one page, and low enough that a scripted flood of one route is refused at the gateway
 * before it costs Lambda concurrency the webhook and checkout need.
 */
export const ROUTE_THROTTLE: RouteThrottle = { rateLimit: 20, burstLimit: 40 };

export const API_ROUTES: readonly ApiRoute[] = [
  { method: 'GET', path: '/api/health', handler: 'health' },
  { method: 'GET', path: '/api/pricing/{slug}', handler: 'pricing' },
  // Checkout calls Paddle per request: 10/s is far beyond real buyers and keeps a flood from hitting Paddle's rate limit.
  { method: 'POST', path: '/api/checkout', handler: 'checkout', throttle: { rateLimit: 10, burstLimit: 20 } },
  { method: 'GET', path: '/api/orders/{transactionId}', handler: 'order-summary' },
  // Paddle's retries after an outage arrive together: the webhook gets the largest budget and shares it with no route.
  {
    method: 'POST',
    path: '/api/webhooks/paddle',
    handler: 'paddle-webhook',
    throttle: { rateLimit: 50, burstLimit: 100 },
  },
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
  { method: 'GET', path: '/api/admin/search', handler: 'admin-search', query: ['q', 'cursor'] },
  { method: 'GET', path: '/api/admin/home', handler: 'admin-views' },
  { method: 'GET', path: '/api/admin/orders/{transactionId}', handler: 'admin-views' },
  { method: 'GET', path: '/api/admin/buyers/{email}', handler: 'admin-views' },
  { method: 'GET', path: '/api/admin/licences/{licenceId}', handler: 'admin-views' },
  { method: 'POST', path: '/api/admin/licences/{licenceId}/{action}', handler: 'admin-licence-actions' },
  { method: 'GET', path: '/api/admin/audit', handler: 'admin-audit', query: ['from', 'to', 'actor', 'target'] },
  { method: 'POST', path: '/api/admin/orders/{transactionId}/{action}', handler: 'admin-order-actions' },
  { method: 'POST', path: '/api/admin/buyers/{email}/{action}', handler: 'admin-order-actions' },
  { method: 'GET', path: '/api/admin/reports/sales', handler: 'admin-sales-report', query: ['from', 'to', 'format'] },
  { method: 'GET', path: '/api/admin/reports/refunds', handler: 'admin-sales-report', query: ['from', 'to'] },
];

/** A route's throttle: its own, or ROUTE_THROTTLE. */
export function routeThrottle(route: ApiRoute): RouteThrottle {
  return route.throttle ?? ROUTE_THROTTLE;
}

export const API_HANDLERS: readonly string[] = [...new Set(API_ROUTES.map((route) => route.handler))];
