import path from 'node:path';
import type { ClientPackage } from './handler-clients';

/**
 * The shape of one Lambda function's declaration in the handler registry (`handlers.ts`): what runs it, what it may
 * touch, which clients it loads at init, what it asks of Paddle, its size and its alarms. Plain data, without
 * aws-cdk-lib, because the local stack, the fuzzer, the bench and the docs read it as well as CDK.
 */
export interface HandlerDefinition {
  /**
   * Its module, from the repository root; it exports `handler`.
   * @default `lambdas/handlers/<name>.ts`
   */
  readonly entry?: string;
  /** What the function is for, in one line: the role's description and the docs' table show it. */
  readonly purpose: string;
  /** The API routes it answers; a function that no route reaches names its `trigger` instead. */
  readonly routes?: readonly HandlerRoute[];
  readonly trigger?: HandlerTrigger;
  /**
   * What it may touch in AWS beyond writing its own logs, each kind turned into the narrowest grant by ShopFunction
   * (explicit actions on explicit resources). An empty list is a decision too: nothing.
   */
  readonly access: readonly HandlerAccess[];
  /**
   * The clients it loads when its module initialises: those EVERY accepted request of it uses (ADR 130); clients only
   * some requests use are loaded with `import()` on first use and are not listed. Checked against what its bundle
   * really imports at init (test/infra/handler-init.test.ts); the bench's floor module loads exactly these.
   */
  readonly clients: readonly ClientPackage[];
  /** What it asks of Paddle's API with the one server key, and the key permissions that takes (`paddle:api`). */
  readonly paddle?: PaddleUse;
  /**
   * Memory (CPU scales with it; 512 MB keeps cold starts short).
   * @default DEFAULT_MEMORY_MB
   */
  readonly memoryMb?: number;
  /** @default DEFAULT_TIMEOUT_SECONDS: long enough for a Paddle API round trip, short enough to fail fast */
  readonly timeoutSeconds?: number;
  /**
   * Alarms of its own beyond those every function gets (errors and throttles, at the first of each). Each says what
   * it means to the operator who reads it; the reason for its threshold is written beside it.
   * @default none
   */
  readonly alarms?: readonly HandlerAlarm[];
  /**
   * How a 5xx answer of its routes pages (`ApiServerErrors` by route, counted by apiHandler; one alarm per route, and
   * one for `$default` on the unmatched-routes handler). The thresholds and why: infra/definitions/alarms.ts.
   * @default 'at-once': money, sign-in and the console
   */
  readonly serverErrors?: ServerErrorPaging;
}

/**
 * `at-once`: the first 5xx in 5 minutes pages, whatever the traffic. `repeated`: three in 5 minutes, for routes that
 * cost no one a licence and whose callers retry.
 */
export type ServerErrorPaging = 'at-once' | 'repeated';

/** One route of the HTTP API, in API Gateway's route-key syntax. */
export interface HandlerRoute {
  readonly method: 'GET' | 'POST';
  readonly path: `/api/${string}`;
  /** The query parameters it reads (the fuzzer sends them too); a route not naming any ignores the query. */
  readonly query?: readonly string[];
  /**
   * This route's own API Gateway throttle (requests per second and burst). Each route has its own bucket, so a flood
   * of one route answers 429 on that route only and never spends the webhook's or checkout's budget.
   * @default ROUTE_THROTTLE
   */
  readonly throttle?: RouteThrottle;
}

/** A route of the HTTP API with the handler that answers it: the route table, as the local stack matches it. */
export interface ApiRoute extends HandlerRoute {
  readonly handler: string;
}

export interface RouteThrottle {
  readonly rateLimit: number;
  readonly burstLimit: number;
}

/**
 * What invokes a function that no API route reaches. Each kind has one place that wires it: the API's `$default`
 * route and its authorizer (Api), a daily schedule (ScheduledJob, one per entry), SES's bounce and complaint topic
 * (Mail), an operator command (the stack outputs the function's name).
 */
export type HandlerTrigger =
  /** The API's `$default` route: every `/api/*` path no route matches. */
  | { readonly kind: 'unmatched-routes' }
  /** The API's Lambda authorizer, in front of every route. */
  | { readonly kind: 'api-authorizer' }
  | ScheduleTrigger
  /** The stage's SES bounce and complaint events (SNS); a stage without e-mail has no such function. */
  | { readonly kind: 'mail-events' }
  /**
   * An operator command, through Lambda's Invoke with the stage's credentials: the stack outputs the function's name
   * as `<FunctionId>FunctionName` (`WebhookReplayFunctionName`).
   */
  | { readonly kind: 'operator-command' };

export interface ScheduleTrigger {
  readonly kind: 'schedule';
  /** The job's name: its construct id, kept once deployed (a new id replaces its function, queue and rule). */
  readonly job: string;
  /** When it runs, in UTC (EventBridge cron fields; unset fields are `*`). */
  readonly cron: { readonly minute: string; readonly hour: string };
  /** The event each run receives. @default {} */
  readonly input?: Readonly<Record<string, unknown>>;
}

/**
 * An alarm of a handler's own. `answers`: a count of the answers its routes gave with a status, read from the API's
 * JSON access log (so a Lambda timeout answered by API Gateway counts too), per 5 minutes and with no traffic minimum.
 */
export interface AnswerAlarm {
  readonly kind: 'answers';
  /** The alarm's construct id: keep it once deployed (a new id replaces the alarm). */
  readonly id: string;
  /** The metric counted, in the stage's namespace (`SkyDeck/<stage>`). */
  readonly metric: string;
  /** The status counted: one (`401`) or a class (`5*`). */
  readonly status: string;
  /**
   * The routes whose answers count, as route keys (`POST /api/checkout`).
   * @default every route of the handler
   */
  readonly routes?: readonly string[];
  /** Alarm when this many are counted in 5 minutes. */
  readonly threshold: number;
  /** What the notification tells the operator: what failed for buyers and where to look. */
  readonly description: string;
  /** The dashboard graph that shows the metric; metrics naming the same graph share it. */
  readonly graph: string;
}

/**
 * An alarm on a shop metric the handler publishes itself (EMF, namespace SkyDeck by Stage): a job's measure of what
 * it found, read over 5 minutes.
 */
export interface MetricAlarm {
  readonly kind: 'metric';
  /** The alarm's construct id: keep it once deployed (a new id replaces the alarm). */
  readonly id: string;
  /** The metric, in namespace SkyDeck with the dimension Stage (lambdas/contract/shop-metrics.ts names it). */
  readonly metric: string;
  readonly statistic: 'Maximum' | 'Sum';
  /** Alarm when the statistic over 5 minutes is at or above this. */
  readonly threshold: number;
  /**
   * Set back to OK every day, so it notifies again while its cause remains (and sends no OK mail).
   * @default false
   */
  readonly renotifyDaily?: boolean;
  /** What the notification tells the operator: what failed for buyers and where to look. */
  readonly description: string;
  /** The dashboard graph that shows the metric; metrics naming the same graph share it. */
  readonly graph: string;
}

export type HandlerAlarm = AnswerAlarm | MetricAlarm;

/**
 * What a handler may touch in AWS, beyond writing its own logs. ShopFunction turns each kind into the narrowest
 * grant it has (explicit actions on explicit resources); test/infra/operations.test.ts reads the actions back.
 */
export type HandlerAccess =
  /** dynamodb:DescribeTable only: the health check asks whether the table answers, and reads no item. */
  | 'table:describe'
  /** GetItem, BatchGetItem and Query on the table and its indexes: the reads the store makes. */
  | 'table:read'
  /**
   * Read plus PutItem, UpdateItem and DeleteItem: the store's writes, also inside TransactWriteItems, whose
   * Put/Update/Delete actions IAM governs by these same actions (ADR 155).
   */
  | 'table:write'
  /** ConditionCheckItem: a transaction that writes on condition of another item (a purchase's event, ADR 180). */
  | 'table:condition-check'
  /**
   * dynamodb:Scan on the table: only the daily jobs, the support reminders (every suite licence once) and the
   * reconciliation's one-pass backfill of the console index (ADR 331).
   */
  | 'table:scan'
  /** Reads the Paddle API key secret (calls to Paddle's API; what it calls is the entry's `paddle`). */
  | 'paddle:api'
  /** Reads the Paddle webhook secret (verifies Paddle-Signature). */
  | 'paddle:webhook'
  /** Gets the stage's Paddle price id map (priceKey → pri_…) as a file beside its bundle. Not an AWS permission. */
  | 'paddle:prices'
  /** Gets the stage's legal pages (infra/stages/legal/<stage>/) as a file beside its bundle. Not an AWS permission. */
  | 'legal:texts'
  /** kms:Sign with the licence signing key (issuing a licence key). */
  | 'licence:sign'
  /** kms:GetPublicKey on the licence signing key (publishing it, checking a key's signature). */
  | 'licence:verify'
  /** ses:SendEmail from the stage's SES identity (the shop's own mails); nothing on a stage without SES. */
  | 'mail:send'
  /** PutItem of suppressed-address items only (`SUPPRESSED#…` partition keys): the SES events function. */
  | 'mail:suppress'
  /** Reads the origin-verify secret CloudFront sends (the API's authorizer). */
  | 'origin:verify'
  /** Reads the key that seals the sign-in challenge cookie. */
  | 'auth:challenge-key'
  /** cognito-idp:ListUsers and AdminUserGlobalSignOut on the pool: end every session of a person's users (ADR 487). */
  | 'pool:sign-out'
  /** cognito-idp:AdminDeleteUser on the pool: delete a person's users with their account (ADR 487). */
  | 'pool:delete';

/** Every kind, for the test that no kind is declared without a function using it. */
export const HANDLER_ACCESS_KINDS: readonly HandlerAccess[] = [
  'table:describe',
  'table:read',
  'table:write',
  'table:scan',
  'table:condition-check',
  'paddle:api',
  'paddle:webhook',
  'paddle:prices',
  'legal:texts',
  'licence:sign',
  'licence:verify',
  'mail:send',
  'mail:suppress',
  'origin:verify',
  'auth:challenge-key',
  'pool:sign-out',
  'pool:delete',
];

/** The permissions a Paddle API key grants, as Paddle's dashboard names them. */
export type PaddlePermission =
  | 'customer.read'
  | 'customer.write'
  | 'transaction.read'
  | 'transaction.write'
  | 'subscription.read'
  | 'subscription.write'
  | 'customer_portal_session.write'
  | 'adjustment.read'
  | 'adjustment.write';

export interface PaddleUse {
  /** What it asks Paddle for, in the operator's words (docs/operations.md lists it). */
  readonly calls: string;
  readonly permissions: readonly PaddlePermission[];
}

export const DEFAULT_MEMORY_MB = 512;
export const DEFAULT_TIMEOUT_SECONDS = 10;

/**
 * Any route without its own: 20 requests per second and a burst of 40 per route is several times a small shop's
 * busiest minute on any one page, and low enough that a scripted flood of one route is refused at the gateway
 * before it costs Lambda concurrency the webhook and checkout need.
 */
export const ROUTE_THROTTLE: RouteThrottle = { rateLimit: 20, burstLimit: 40 };

/** A registry: every Lambda function of the shop by handler name (`handlers.ts` exports the shop's). */
export type HandlerRegistry = Readonly<Record<string, HandlerDefinition>>;

const REPO_ROOT = path.resolve(__dirname, '../..');

/** The handler module's absolute path. */
export function handlerEntry(name: string, definition: HandlerDefinition): string {
  return path.resolve(REPO_ROOT, definition.entry ?? path.join('lambdas', 'handlers', `${name}.ts`));
}

/** The route table: every route of every handler, in registry order. */
export function apiRoutes(registry: HandlerRegistry): ApiRoute[] {
  return Object.entries(registry).flatMap(([handler, definition]) =>
    (definition.routes ?? []).map((route) => ({ ...route, handler })),
  );
}

/** `POST /api/checkout`: how API Gateway, its access log and the alarms name a route. */
export function routeKey(route: Pick<HandlerRoute, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}

/** A route's throttle: its own, or ROUTE_THROTTLE. */
export function routeThrottle(route: HandlerRoute): RouteThrottle {
  return route.throttle ?? ROUTE_THROTTLE;
}

/** The handlers with the given trigger kind, with their trigger. */
export function handlersTriggeredBy<Kind extends HandlerTrigger['kind']>(
  registry: HandlerRegistry,
  kind: Kind,
): [string, HandlerDefinition & { readonly trigger: Extract<HandlerTrigger, { kind: Kind }> }][] {
  return Object.entries(registry).filter(
    (entry): entry is [string, HandlerDefinition & { readonly trigger: Extract<HandlerTrigger, { kind: Kind }> }] =>
      entry[1].trigger?.kind === kind,
  );
}

/** The one handler with a trigger kind that only one function may have (the `$default` route, the authorizer). */
export function onlyHandlerTriggeredBy(registry: HandlerRegistry, kind: 'unmatched-routes' | 'api-authorizer'): string {
  const found = handlersTriggeredBy(registry, kind);
  if (found.length !== 1)
    throw new Error(`The handler registry needs exactly one ${kind} handler, not ${found.length}.`);
  return found[0]![0];
}

/**
 * Why a registry cannot be built, one sentence per problem: a function with both routes and a trigger or neither, a
 * route key declared twice, a Paddle caller without its permissions (or permissions without `paddle:api`).
 */
export function registryProblems(registry: HandlerRegistry): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const [name, definition] of Object.entries(registry)) {
    const hasRoutes = (definition.routes?.length ?? 0) > 0;
    if (hasRoutes === (definition.trigger !== undefined))
      problems.push(`${name} needs either routes or a trigger, not ${hasRoutes ? 'both' : 'neither'}.`);
    for (const route of definition.routes ?? []) {
      const key = routeKey(route);
      if (seen.has(key)) problems.push(`${key} is declared by both ${seen.get(key)} and ${name}.`);
      seen.set(key, name);
    }
    const callsPaddle = definition.access.includes('paddle:api');
    if (callsPaddle !== (definition.paddle !== undefined && definition.paddle.permissions.length > 0))
      problems.push(
        callsPaddle
          ? `${name} calls Paddle (paddle:api) but names no Paddle permissions.`
          : `${name} names Paddle permissions but has no paddle:api access.`,
      );
    if (definition.serverErrors && !hasRoutes && definition.trigger?.kind !== 'unmatched-routes')
      problems.push(`${name} says how its 5xx answers page (serverErrors), but it answers no route.`);
    const routeKeys = new Set((definition.routes ?? []).map(routeKey));
    for (const alarm of definition.alarms ?? []) {
      if (alarm.kind !== 'answers') continue;
      if (!hasRoutes) problems.push(`${name}'s alarm ${alarm.id} counts answers, but ${name} has no route.`);
      for (const key of alarm.routes ?? [])
        if (!routeKeys.has(key)) problems.push(`${name}'s alarm ${alarm.id} names ${key}, which is not its route.`);
    }
  }
  return problems;
}
