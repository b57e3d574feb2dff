import { ALARMED_FAILURES, type AlarmedFailure } from '../../lambdas/contract/shop-metrics';
import { API_ROUTES, type ApiRoute } from './api-routes';

/**
 * The shop's alarms on its own metrics, declared per route and per alarmed failure, in one table the monitoring
 * construct reads (infra/constructs/monitoring.ts). A handler registry can fold these in per handler.
 */

/** How a route's 5xx answers (`ApiServerErrors` by Route, counted by apiHandler) page someone. */
export interface RouteAlarm {
  readonly threshold: number;
  /** Why this threshold, as the alarm's description says it. */
  readonly why: string;
}

/**
 * Money, sign-in and the console: one 5xx in 5 minutes pages, whatever the traffic. A small shop has few requests,
 * so a rate would need a minimum of them and stay silent while every buyer fails; one failed buyer is worth a look.
 */
const AT_ONCE: RouteAlarm = {
  threshold: 1,
  why: 'money, sign-in or the console: one failed request is a buyer or an operator who could not go on',
};

/**
 * The rest (health, the public key, a key's status, the data export): 3 in 5 minutes. One stray 5xx of these costs
 * no one a licence and is retried by its caller (the simulator checks a key again); three in five minutes is a
 * failure that repeats, at any traffic.
 */
const REPEATED: RouteAlarm = {
  threshold: 3,
  why: 'costs no licence and its caller retries: three in five minutes is a failure that repeats',
};

/** Handlers whose routes are neither money nor sign-in nor the console. */
const LESSER_HANDLERS: ReadonlySet<string> = new Set([
  'health',
  'licence-public-key',
  'licence-key-status',
  'account-export',
]);

export const routeKey = (route: Pick<ApiRoute, 'method' | 'path'>) => `${route.method} ${route.path}`;

/** Every route of the route table with its alarm, and the catch-all (`$default`, unknown paths). */
export function routeAlarms(): { readonly routeKey: string; readonly handler: string; readonly alarm: RouteAlarm }[] {
  return [
    ...API_ROUTES.map((route) => ({
      routeKey: routeKey(route),
      handler: route.handler,
      alarm: LESSER_HANDLERS.has(route.handler) ? REPEATED : AT_ONCE,
    })),
    { routeKey: '$default', handler: 'no-route', alarm: REPEATED },
  ];
}

/** Each failure the code logs and carries on from pages at the first one: someone must finish what it left. */
export const ALARMED_FAILURE_THRESHOLD = 1;
export const alarmedFailures = () => Object.entries(ALARMED_FAILURES) as [AlarmedFailure, string][];
