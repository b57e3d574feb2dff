import { ALARMED_FAILURES, type AlarmedFailure } from '../../lambdas/contract/shop-metrics';
import {
  apiRoutes,
  handlersTriggeredBy,
  routeKey,
  type HandlerRegistry,
  type ServerErrorPaging,
} from './handler-definition';

/**
 * The shop's alarms on its own metrics that every route and every alarmed failure gets, read by the monitoring
 * construct (infra/constructs/monitoring.ts). Which paging a handler's routes get is its registry entry's
 * `serverErrors` (infra/definitions/handlers.ts); what each paging means is here.
 */

/** How a route's 5xx answers (`ApiServerErrors` by Route, counted by apiHandler) page someone. */
export interface RouteAlarm {
  readonly threshold: number;
  /** Why this threshold, as the alarm's description says it. */
  readonly why: string;
}

export const SERVER_ERROR_PAGING: Readonly<Record<ServerErrorPaging, RouteAlarm>> = {
  /**
   * Money, sign-in and the console: one 5xx in 5 minutes pages, whatever the traffic. A small shop has few requests,
   * so a rate would need a minimum of them and stay silent while every buyer fails; one failed buyer is worth a look.
   */
  'at-once': {
    threshold: 1,
    why: 'money, sign-in or the console: one failed request is a buyer or an operator who could not go on',
  },
  /**
   * The rest (health, the public key, a key's status, the data export, unknown paths): 3 in 5 minutes. One stray 5xx
   * of these costs no one a licence and is retried by its caller (the simulator checks a key again); three in five
   * minutes is a failure that repeats, at any traffic.
   */
  repeated: {
    threshold: 3,
    why: 'costs no licence and its caller retries: three in five minutes is a failure that repeats',
  },
};

/** Every route of the registry with its alarm, and the catch-all (`$default`, unknown paths) of its handler. */
export function routeAlarms(
  registry: HandlerRegistry,
): { readonly routeKey: string; readonly handler: string; readonly alarm: RouteAlarm }[] {
  const pagingOf = (handler: string) => SERVER_ERROR_PAGING[registry[handler]?.serverErrors ?? 'at-once'];
  return [
    ...apiRoutes(registry).map((route) => ({
      routeKey: routeKey(route),
      handler: route.handler,
      alarm: pagingOf(route.handler),
    })),
    ...handlersTriggeredBy(registry, 'unmatched-routes').map(([handler]) => ({
      routeKey: '$default',
      handler,
      alarm: pagingOf(handler),
    })),
  ];
}

/** Each failure the code logs and carries on from pages at the first one: someone must finish what it left. */
export const ALARMED_FAILURE_THRESHOLD = 1;
export const alarmedFailures = () => Object.entries(ALARMED_FAILURES) as [AlarmedFailure, string][];
