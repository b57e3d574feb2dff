import {
  MODEL_API_KEY,
  MODEL_CLIENT,
  MODEL_COGNITO,
  MODEL_PADDLE,
  MODEL_SITE,
  MODEL_USER_POOL,
  MODEL_WEBHOOK_SECRET,
} from './environment';
import { createHash, generateKeyPairSync, randomUUID, sign, type KeyObject } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { handlerEntry, type ApiRoute } from '../../../infra/definitions/handler-definition';
import { API_ROUTES, HANDLERS } from '../../../infra/definitions/handlers';
import { compileRoutes } from '../../../infra/local/api-gateway-adapter';
import { adjustmentsApiRoute, adjustmentsListRoute } from '../../../infra/local/paddle-stand-in/adjustments-api';
import { paddleApiRoutes } from '../../../infra/local/paddle-stand-in/api-routes';
import { Billing, type BillingJournal } from '../../../infra/local/paddle-stand-in/billing';
import { catalogueApi } from '../../../infra/local/paddle-stand-in/catalogue-api';
import { controlRoutes } from '../../../infra/local/paddle-stand-in/control-routes';
import { PaddleError } from '../../../infra/local/paddle-stand-in/errors';
import type { Journal } from '../../../infra/local/paddle-stand-in/journal';
import { localId } from '../../../infra/local/paddle-stand-in/model';
import { seededRandom, seededShuffle } from '../../../infra/local/seeded-random';
import { fakeClockAt } from '../fake-clock';
import type {
  Delivery,
  NotificationRecord,
  Outbox,
  OutboxJournal,
  PaddleEventData,
  PaddleEventType,
} from '../../../infra/local/paddle-stand-in/outbox';
import type { StandInRoute } from '../../../infra/local/paddle-stand-in/routes';
import { IDEMPOTENCY_KEY_HEADER, OPERATORS_GROUP_NAME } from '../../../lambdas/contract/admin';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../../lambdas/contract/csrf';
import { documentClient, dynamoClient } from '../../../lambdas/adapters/dynamo';
import { deliverLocalMailInProcess } from '../../../lambdas/adapters/mail/local-mailbox';
import type { OutgoingMail } from '../../../lambdas/adapters/mail/mail-port';
import { localPriceId } from '../../../lambdas/adapters/paddle-ids';
import { paddleSignature } from '../../../lambdas/adapters/paddle-signature';
import { cataloguePriceIndex } from '../../../lambdas/domain/licences/catalogue-prices';
import { memoryTable, type MemoryTable } from '../memory-table/memory-table';

/**
 * The whole shop in this process, fast enough for thousands of generated steps (ADR 415): the real handlers (each
 * request an API Gateway v2 event, as the local stack makes them), their services and store adapters over the
 * in-memory table, the real Paddle SDK answered by the Paddle stand-in's own routes and billing (its `Billing`,
 * serialisers and control routes, the same modules `npm start` runs), its webhooks signed and delivered to the real
 * webhook handler in Paddle's order, id tokens signed with a key whose JWKS this process serves, mails caught as
 * the local mailbox catches them, and a simulated clock (jest's fake `Date`) so years of renewals pass in a step.
 */
export interface ShopAnswer {
  readonly status: number;
  readonly body: any;
}

export interface CaughtMail extends OutgoingMail {
  readonly at: string;
}

export interface RequestOptions {
  /** Signed in as this address (an id token in `Authorization`), or as an operator. */
  readonly as?: string | { readonly operator: string };
  readonly body?: unknown;
  readonly query?: Record<string, string>;
}

export interface DeliveryOutcome {
  readonly eventType: PaddleEventType;
  readonly entityId: string;
  readonly status: number;
  readonly body: unknown;
}

/** `LEDGER_MODEL_TRACE=1` prints every request that changes something, and every delivery, as the model plays. */
const TRACE = process.env.LEDGER_MODEL_TRACE === '1';

/** Attempts of one notification, the first included, before the model calls the shop's refusal a failure. */
const DELIVERY_ATTEMPTS = 3;

export class InProcessShop {
  readonly table: MemoryTable = memoryTable();
  readonly mails: CaughtMail[] = [];
  /** Deliveries the shop answered with anything but 2xx, every attempt. */
  readonly refusedDeliveries: DeliveryOutcome[] = [];
  /** How often each route answered each status (and error code), over the shop's life: what the runs reached. */
  readonly answers = new Map<string, number>();
  /** Requests the shop answered with a 5xx. */
  readonly serverErrors: {
    readonly method: string;
    readonly path: string;
    readonly status: number;
    readonly body: unknown;
  }[] = [];
  billing!: Billing;
  private outbox!: CapturingOutbox;
  private paddleApi!: ReturnType<typeof compileRoutes<StandInRoute>>;
  private paddleControls!: ReturnType<typeof compileRoutes<StandInRoute>>;
  private readonly routes = compileRoutes<ApiRoute>(API_ROUTES);
  private readonly handlers = new Map<string, (event: APIGatewayProxyEventV2) => Promise<unknown>>();
  private readonly signingKey: KeyObject;
  private readonly jwk: object;
  private readonly tokens = new Map<string, { token: string; expires: number }>();
  private readonly originalFetch = globalThis.fetch;
  private shuffle: (() => number) | undefined;

  constructor(private readonly startsAt: Date) {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    this.signingKey = privateKey;
    this.jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'model', alg: 'RS256', use: 'sig' };
    const send = (command: never) => this.table.send(command);
    Object.assign(documentClient, { send });
    Object.assign(dynamoClient, { send });
    deliverLocalMailInProcess((mail) => {
      this.mails.push({ ...mail, at: new Date().toISOString() });
    });
    globalThis.fetch = (input, init) => this.fetch(input, init);
    fakeClockAt(startsAt);
    this.reset();
  }

  /** A fresh shop: empty table, a new Paddle account, no mail, the clock back at the start. */
  reset(): void {
    jest.setSystemTime(this.startsAt);
    this.table.clear();
    this.mails.length = 0;
    this.refusedDeliveries.length = 0;
    this.serverErrors.length = 0;
    this.tokens.clear();
    this.shuffle = undefined;
    this.outbox = new CapturingOutbox();
    this.billing = new Billing(cataloguePriceIndex(localPriceId), memoryJournal(), this.outbox);
    this.paddleApi = compileRoutes<StandInRoute>([
      ...paddleApiRoutes({
        billing: this.billing,
        catalogue: catalogueApi(() => MODEL_PADDLE),
        baseUrl: () => MODEL_PADDLE,
        portalUrl: () => `${MODEL_SITE}/subscriptions?portal=local`,
      }),
      adjustmentsApiRoute(this.billing),
      adjustmentsListRoute(this.billing, () => MODEL_PADDLE),
    ]);
    this.paddleControls = compileRoutes<StandInRoute>(
      controlRoutes({ billing: this.billing, outbox: this.outbox, webhookSecret: MODEL_WEBHOOK_SECRET }),
    );
  }

  close(): void {
    globalThis.fetch = this.originalFetch;
    jest.useRealTimers();
  }

  now(): Date {
    return new Date();
  }

  /** Moves the clock on; it never goes back. */
  advanceTo(at: Date | number): void {
    const target = typeof at === 'number' ? at : at.getTime();
    if (target > Date.now()) jest.setSystemTime(target);
  }

  advance(ms: number): void {
    jest.setSystemTime(Date.now() + ms);
  }

  /** One request to the shop's API, through its route table and handler, as API Gateway would send it. */
  async request(method: 'GET' | 'POST', path: string, options: RequestOptions = {}): Promise<ShopAnswer> {
    const matched = this.routes(method, path);
    if (!matched) throw new Error(`The shop has no route ${method} ${path}`);
    const headers: Record<string, string> = {
      host: new URL(MODEL_SITE).host,
      origin: MODEL_SITE,
      [CSRF_HEADER]: CSRF_HEADER_VALUE,
      'user-agent': 'ledger-model',
    };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.as !== undefined) headers.authorization = `Bearer ${this.idToken(options.as)}`;
    if (method === 'POST' && path.startsWith('/api/admin/')) headers[IDEMPOTENCY_KEY_HEADER] = randomUUID();
    const query = new URLSearchParams(options.query ?? {});
    const result = await this.invoke(matched.route.handler, {
      ...this.event(method, path, `${matched.route.method} ${matched.route.path}`, headers, query),
      ...(Object.keys(matched.pathParameters).length > 0 ? { pathParameters: matched.pathParameters } : {}),
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    if (result.status >= 500) this.serverErrors.push({ method, path, status: result.status, body: result.body });
    const answered = `${method} ${matched.route.path} ${result.status}${result.status >= 400 ? ` ${String(result.body?.error?.code)}` : ''}`;
    this.answers.set(answered, (this.answers.get(answered) ?? 0) + 1);
    if (TRACE && !(method === 'GET' && result.status === 200))
      console.log(`${new Date().toISOString()} ${method} ${path} → ${result.status} ${JSON.stringify(result.body)}`);
    return result;
  }

  /** A Paddle stand-in control (`/api/local/paddle/<path>`): what a buyer or Paddle does on its own. */
  async paddle(path: string, body?: unknown): Promise<ShopAnswer> {
    const url = new URL(`${MODEL_SITE}/api/local/paddle/${path}`);
    const matched = this.paddleControls('POST', url.pathname);
    if (!matched) throw new Error(`The stand-in has no control POST ${path}`);
    try {
      const answer = await matched.route.handle({
        params: matched.pathParameters,
        url,
        query: url.searchParams,
        body: async () => body ?? {},
      });
      return { status: answer.status, body: answer.body };
    } catch (error) {
      if (error instanceof PaddleError) return { status: error.status, body: error.body() };
      throw error;
    }
  }

  /**
   * Delivers every notification Paddle has queued, oldest first, to the webhook handler, signed. A refused one is
   * sent again after the others, as Paddle retries; one refused every time is recorded in `refusedDeliveries`.
   */
  async deliver(): Promise<DeliveryOutcome[]> {
    const outcomes: DeliveryOutcome[] = [];
    const retries: { notification: NotificationRecord; attempts: number }[] = [];
    if (this.shuffle) this.outbox.shuffle(this.shuffle);
    for (;;) {
      const next = this.outbox.take();
      const retry = next ? undefined : retries.shift();
      const notification = next ?? retry?.notification;
      if (!notification) return outcomes;
      const attempts = (retry?.attempts ?? 0) + 1;
      const outcome = await this.deliverOne(notification);
      outcomes.push(outcome);
      if (outcome.status >= 200 && outcome.status < 300) continue;
      this.refusedDeliveries.push(outcome);
      if (attempts < DELIVERY_ATTEMPTS) retries.push({ notification, attempts });
    }
  }

  /**
   * From now on (until called with undefined) the notifications waiting at each `deliver` arrive in an order shuffled
   * by the seed, as Paddle's deliveries may: the shop must reach the same state in any order.
   */
  shuffleDeliveries(seed: number | undefined): void {
    this.shuffle = seed === undefined ? undefined : seededRandom(seed);
  }

  /** Paddle delivers an event it sent before once more (its at-least-once delivery). */
  async redeliver(pick: number): Promise<void> {
    const sent = this.outbox.sent;
    if (sent.length === 0) return;
    await this.deliverOne(sent[pick % sent.length]!);
  }

  get notifications(): readonly NotificationRecord[] {
    return this.outbox.sent;
  }

  private async deliverOne(notification: NotificationRecord): Promise<DeliveryOutcome> {
    const rawBody = JSON.stringify({
      event_id: notification.eventId,
      event_type: notification.eventType,
      occurred_at: notification.occurredAt,
      notification_id: notification.id,
      data: notification.data,
    });
    const path = '/api/webhooks/paddle';
    const answer = await this.invoke('paddle-webhook', {
      ...this.event(
        'POST',
        path,
        `POST ${path}`,
        { 'content-type': 'application/json', 'paddle-signature': paddleSignature(rawBody, MODEL_WEBHOOK_SECRET) },
        new URLSearchParams(),
      ),
      body: rawBody,
    });
    if (TRACE)
      console.log(`${notification.occurredAt} ${notification.eventType} ${notification.entityId} → ${answer.status}`);
    return { eventType: notification.eventType, entityId: notification.entityId, ...answer };
  }

  private event(
    method: string,
    path: string,
    routeKey: string,
    headers: Record<string, string>,
    query: URLSearchParams,
  ): APIGatewayProxyEventV2 {
    const now = new Date();
    return {
      version: '2.0',
      routeKey,
      rawPath: path,
      rawQueryString: query.toString(),
      headers,
      ...(query.size > 0 ? { queryStringParameters: Object.fromEntries(query) } : {}),
      requestContext: {
        accountId: 'model',
        apiId: 'model',
        domainName: new URL(MODEL_SITE).host,
        domainPrefix: 'shop',
        http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'ledger-model' },
        requestId: randomUUID(),
        routeKey,
        stage: '$default',
        time: now.toUTCString(),
        timeEpoch: now.getTime(),
      },
      isBase64Encoded: false,
    };
  }

  private async invoke(handlerName: string, event: APIGatewayProxyEventV2): Promise<ShopAnswer> {
    let handler = this.handlers.get(handlerName);
    if (!handler) {
      const definition = HANDLERS[handlerName as keyof typeof HANDLERS];
      handler = ((await import(handlerEntry(handlerName, definition))) as { handler: typeof handler }).handler!;
      this.handlers.set(handlerName, handler);
    }
    const result = (await handler(event)) as APIGatewayProxyStructuredResultV2;
    const text = result.body ?? '';
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON (an invoice redirect, a PDF): the text is the answer.
    }
    return { status: result.statusCode ?? 200, body };
  }

  /** An id token as Cognito signs one for a verified address; kept until the simulated clock nears its expiry. */
  private idToken(as: NonNullable<RequestOptions['as']>): string {
    const email = typeof as === 'string' ? as : as.operator;
    const groups = typeof as === 'string' ? [] : [OPERATORS_GROUP_NAME];
    const cacheKey = `${email}\u0000${groups.join(',')}`;
    const nowSeconds = Math.floor(Date.now() / 1000);
    const cached = this.tokens.get(cacheKey);
    if (cached && cached.expires - 300 > nowSeconds) return cached.token;
    const sub = `sub-${createHash('sha256').update(email).digest('hex').slice(0, 16)}`;
    const payload = {
      sub,
      email,
      email_verified: true,
      iss: `${MODEL_COGNITO}/${MODEL_USER_POOL}`,
      aud: MODEL_CLIENT,
      token_use: 'id',
      auth_time: nowSeconds,
      iat: nowSeconds,
      exp: nowSeconds + 3600,
      jti: randomUUID(),
      origin_jti: `family-${sub}-${nowSeconds}`,
      ...(groups.length > 0 ? { 'cognito:groups': groups } : {}),
    };
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${encode({ alg: 'RS256', kid: 'model', typ: 'JWT' })}.${encode(payload)}`;
    const token = `${unsigned}.${sign('RSA-SHA256', Buffer.from(unsigned), this.signingKey).toString('base64url')}`;
    this.tokens.set(cacheKey, { token, expires: payload.exp });
    return token;
  }

  private async fetch(input: Parameters<typeof fetch>[0], init?: RequestInit): Promise<Response> {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    if (url.href === `${MODEL_COGNITO}/${MODEL_USER_POOL}/.well-known/jwks.json`)
      return Response.json({ keys: [this.jwk] });
    if (url.origin !== MODEL_PADDLE) throw new Error(`The in-process shop reaches nothing else: ${url.href}`);
    const headers = new Headers(init?.headers);
    const method = (init?.method ?? 'GET').toUpperCase();
    const rawBody = typeof init?.body === 'string' ? init.body : '';
    try {
      if (headers.get('authorization')?.replace(/^bearer /i, '') !== MODEL_API_KEY)
        throw new PaddleError(403, 'forbidden', 'The API key is not the local stand-in key.');
      const matched = this.paddleApi(method, url.pathname);
      if (!matched)
        throw new PaddleError(404, 'not_found', `The stand-in does not implement ${method} ${url.pathname}`);
      const answer = await matched.route.handle({
        params: matched.pathParameters,
        url,
        query: url.searchParams,
        body: async () => (rawBody ? JSON.parse(rawBody) : {}),
      });
      return Response.json(answer.body, { status: answer.status });
    } catch (error) {
      if (error instanceof PaddleError) return Response.json(error.body(), { status: error.status });
      throw error;
    }
  }
}

/** The stand-in's journal, kept in memory: a fresh account per run, nothing on disk. */
function memoryJournal(): Journal<BillingJournal & OutboxJournal> {
  return { load: () => [], write: () => undefined };
}

/**
 * The stand-in's outbox as the model delivers it: every notification in the order Paddle published it, each with
 * a strictly later `occurred_at`, handed to `InProcessShop.deliver` instead of sent over HTTP.
 */
class CapturingOutbox implements Outbox {
  readonly sent: NotificationRecord[] = [];
  private readonly queue: NotificationRecord[] = [];
  private lastOccurred = 0;

  take(): NotificationRecord | undefined {
    return this.queue.shift();
  }

  shuffle(random: () => number): void {
    this.queue.splice(0, this.queue.length, ...seededShuffle(this.queue, random));
  }

  publish<E extends PaddleEventType>(eventType: E, entityId: string, data: PaddleEventData<E>): Delivery {
    this.lastOccurred = Math.max(Date.now(), this.lastOccurred + 1);
    const notification: NotificationRecord = {
      id: localId('ntf'),
      eventId: localId('evt'),
      eventType,
      entityId,
      occurredAt: new Date(this.lastOccurred).toISOString(),
      data: JSON.parse(JSON.stringify(data)),
    };
    this.sent.push(notification);
    this.queue.push(notification);
    return delivery(notification);
  }

  replay(notificationId: string): Delivery | undefined {
    const notification = this.sent.find((candidate) => candidate.id === notificationId);
    if (!notification) return undefined;
    const again = { ...notification, id: localId('ntf') };
    this.queue.push(again);
    return delivery(again);
  }

  hold(): number {
    return 0;
  }

  release(): number {
    return 0;
  }

  list(): Delivery[] {
    return this.sent.map(delivery);
  }

  close(): void {}
}

function delivery(notification: NotificationRecord): Delivery {
  return {
    notificationId: notification.id,
    eventId: notification.eventId,
    eventType: notification.eventType,
    entityId: notification.entityId,
    attempts: 0,
    status: 'pending',
    lastStatusCode: null,
    held: false,
  };
}
