import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { apiRoutes, handlerEntry, type HandlerRegistry } from '../definitions/handler-definition';
import { HANDLERS } from '../definitions/handlers';
import { securityHeaders } from '../definitions/security-headers';
import { DEFAULT_SUPPORT_URL, type WebConfig } from '../../lambdas/contract/web-config';
import { compileRoutes, toApiGatewayEvent, writeApiGatewayResult, type LambdaHandler } from './api-gateway-adapter';
import { startCognitoEmulator } from './cognito-emulator';
import { closeServer, startDynamoDbEmulator, type Emulator } from './dynamodb-emulator';
import type { OutgoingMail } from '../../lambdas/adapters/mail/mail-port';
import { Mailbox, parseShopMail, shopMail, type LocalMail } from './mailbox';
import { startPaddleStandIn } from './paddle-stand-in/stand-in';
import { InjectedMailRefusal, mailFaults, shouldRefuseMail } from './mail-faults';
import { injectStoreFaults, storeFaults } from './store-faults';
import { seededRandom } from './seeded-random';
import { availablePort } from './ports';
import { ensureTable, ensureUserPool, LOCAL_CREDENTIALS, LOCAL_NAMES, LOCAL_REGION } from './provision';
import { serveStaticSite } from './static-site';
import { acquireDataDirLock } from './single-instance';
import { localOnlyRefusal } from './local-only';
import { legalTextsDir } from '../stages/legal';
import { startHostedUi } from './hosted-ui/hosted-ui';
import { awsStandIn } from './aws-stand-in';
import { edgeAlarmsStackName, stackName } from '../definitions/stack-names';
import { EDGE_ALARMS_OUTPUTS, SHOP_OUTPUTS } from '../definitions/stack-outputs';

export const REPO_ROOT = path.resolve(__dirname, '../..');

export interface LocalStackOptions {
  /** The shop's port; 0 picks a free one. */
  readonly port: number;
  readonly host?: string;
  /** Where dynalite and cognito-local keep their data (kept across restarts). */
  readonly dataDir: string;
  /** The built SPA. */
  readonly webDir: string;
  readonly supportUrl?: string;
  /** Preferred emulator ports; when taken, free ones are used. */
  readonly dynamoDbPort?: number;
  /** dynalite keeps the table in memory, not in `dataDir`: lost at exit (a throwaway stack, such as the bench's). */
  readonly dynamoDbInMemory?: boolean;
  readonly cognitoPort?: number;
  readonly onMail?: (mail: LocalMail) => void;
  /**
   * The handler registry whose routes the stack answers, as the cloud's API does.
   * @default HANDLERS (infra/definitions/handlers.ts)
   */
  readonly handlers?: HandlerRegistry;
}

export interface LocalStack {
  readonly url: string;
  readonly dynamoDbEndpoint: string;
  readonly cognitoEndpoint: string;
  /** The Paddle stand-in's API, which the real Paddle SDK is pointed at. */
  readonly paddleApiUrl: string;
  /** The hosted-UI stand-in (Cognito's /oauth2/* for social sign-in), on another site than the shop. */
  readonly hostedUiUrl: string;
  readonly userPoolId: string;
  readonly clientId: string;
  readonly tableName: string;
  close(): Promise<void>;
}

export class PortInUseError extends Error {
  constructor(port: number) {
    super(
      `Port ${port} is already in use by another program. Start the shop on another port, e.g. PORT=${port + 1} npm start.`,
    );
    this.name = 'PortInUseError';
  }
}

/**
 * The whole shop on one machine (docs/architecture.md, "The local stack"): emulators, the table and user pool from the shared definitions,
 * the real handlers behind an API Gateway v2 adapter, and the SPA with history fallback. It only starts listening
 * once everything behind it is ready, so the first answer of `GET /api/health` is a true one.
 */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const host = options.host ?? '127.0.0.1';
  const registry = options.handlers ?? HANDLERS;
  const releaseLock = acquireDataDirLock(options.dataDir, `http://localhost:${options.port}`);
  const cleanups: (() => Promise<void> | void)[] = [releaseLock];
  const closeAll = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };

  try {
    const mailbox = new Mailbox(options.onMail);
    const dynamo = await startEmulator(cleanups, () =>
      availablePort(options.dynamoDbPort).then((port) =>
        startDynamoDbEmulator({
          dir: path.join(options.dataDir, 'dynamodb'),
          port,
          inMemory: options.dynamoDbInMemory ?? false,
        }),
      ),
    );
    const cognito = await startCognitoEmulator({
      dir: path.join(options.dataDir, 'cognito'),
      port: await availablePort(options.cognitoPort),
      mailbox,
    });
    cleanups.push(() => cognito.close());
    await ensureTable(dynamo.endpoint);
    const pool = await ensureUserPool(cognito.endpoint);
    let shopUrl = '';
    // Cognito's hosted UI on another site than the shop (127.0.0.1 beside localhost), playing Google and Apple.
    const hostedUi = await startHostedUi({
      clientId: () => pool.clientId,
      callbackUrls: () =>
        [shopUrl, shopUrl.replace('//localhost:', '//127.0.0.1:')].map((site) => `${site}/api/auth/federated/callback`),
      providers: ['Google', 'SignInWithApple'],
      federatedUsers: cognito.federatedUsers,
    });
    cleanups.push(() => hostedUi.close());
    const paddle = await startPaddleStandIn({
      dataDir: options.dataDir,
      webhookUrl: () => `${shopUrl}/api/webhooks/paddle`,
    });
    cleanups.push(() => paddle.close());

    Object.assign(process.env, {
      SKYDECK_MODE: 'local',
      AWS_REGION: LOCAL_REGION,
      AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
      TABLE_NAME: LOCAL_NAMES.table,
      DYNAMODB_ENDPOINT: dynamo.endpoint,
      COGNITO_ENDPOINT: cognito.endpoint,
      USER_POOL_ID: pool.userPoolId,
      USER_POOL_CLIENT_ID: pool.clientId,
      PADDLE_API_BASE_URL: paddle.baseUrl,
      PADDLE_API_KEY: paddle.apiKey,
      PADDLE_WEBHOOK_SECRET: paddle.webhookSecret,
      LICENCE_SIGNING_KEY_FILE: path.join(options.dataDir, 'licence-signing-key.pem'),
      CHALLENGE_COOKIE_KEY: localSecret(path.join(options.dataDir, 'challenge-cookie-key')),
      COGNITO_HOSTED_UI_DOMAIN: hostedUi.baseUrl,
      SOCIAL_PROVIDERS: LOCAL_SOCIAL_PROVIDERS.join(','),
      LEGAL_TEXTS_DIR: legalTextsDir('dev'),
    });
    const handlers = await loadHandlers(registry, mailbox);
    await migrateLedgers();

    const webConfig: WebConfig = {
      mode: 'local',
      supportUrl: options.supportUrl ?? DEFAULT_SUPPORT_URL,
      paddle: { environment: 'local', clientToken: null },
      socialProviders: LOCAL_SOCIAL_PROVIDERS,
    };
    const aws = localAwsStandIn(() => shopUrl);
    const server = createServer(
      requestListener({
        registry,
        handlers,
        mailbox,
        paddle,
        aws,
        webConfig,
        site: serveStaticSite(options.webDir, securityHeaders('local')),
        status: () => ({
          tableName: LOCAL_NAMES.table,
          ...pool,
          dynamoDbEndpoint: dynamo.endpoint,
          cognitoEndpoint: cognito.endpoint,
          paddleApiBaseUrl: paddle.baseUrl,
          paddleApiKey: paddle.apiKey,
        }),
      }),
    );
    server.on('clientError', answerMalformedRequest);
    const port = await listen(server, options.port, host);
    shopUrl = `http://localhost:${port}`;
    // The handlers read these when they first send mail: links in mails point at this shop, mails go to its mailbox.
    Object.assign(process.env, { SITE_URL: shopUrl, LOCAL_MAILBOX_URL: `http://${host}:${port}/api/local/mailbox` });
    cleanups.push(() => closeServer(server));

    return {
      url: `http://localhost:${port}`,
      dynamoDbEndpoint: dynamo.endpoint,
      cognitoEndpoint: cognito.endpoint,
      paddleApiUrl: paddle.baseUrl,
      hostedUiUrl: hostedUi.baseUrl,
      userPoolId: pool.userPoolId,
      clientId: pool.clientId,
      tableName: LOCAL_NAMES.table,
      close: closeAll,
    };
  } catch (error) {
    await closeAll();
    throw error;
  }
}

/** The functions the operator commands invoke, by the names the local stack's outputs give them. */
const LOCAL_FUNCTIONS: Readonly<Record<string, string>> = {
  reconcile: 'reconcile',
  'webhook-replay': 'webhook-replay',
  'support-reminders': 'support-reminders',
};

/** The stage `local` as the operator commands see a deployed one (infra/operations/, ADR 502). */
function localAwsStandIn(shopUrl: () => string) {
  const topicArns = {
    shop: `arn:aws:sns:${LOCAL_REGION}:000000000000:${stackName('local')}-alarms`,
    'edge-alarms': `arn:aws:sns:us-east-1:000000000000:${edgeAlarmsStackName('local')}`,
  };
  return awsStandIn({
    topicArns,
    stacks: (): Record<string, Record<string, string>> => ({
      [stackName('local')]: {
        [SHOP_OUTPUTS.siteUrl]: shopUrl(),
        [SHOP_OUTPUTS.alarmTopicArn]: topicArns.shop,
        [SHOP_OUTPUTS.reconcileFunctionName]: LOCAL_FUNCTIONS.reconcile!,
        [SHOP_OUTPUTS.webhookReplayFunctionName]: LOCAL_FUNCTIONS['webhook-replay']!,
      },
      [edgeAlarmsStackName('local')]: { [EDGE_ALARMS_OUTPUTS.alarmTopicArn]: topicArns['edge-alarms'] },
    }),
    invoke: (functionName, payload) => {
      const module = Object.hasOwn(LOCAL_FUNCTIONS, functionName) ? LOCAL_FUNCTIONS[functionName] : undefined;
      if (!module) return undefined;
      return import(path.join(REPO_ROOT, 'lambdas', 'handlers', module)).then(
        ({ handler }: { handler: (event: unknown) => Promise<unknown> }) => handler(payload),
      );
    },
  });
}

/** The providers the hosted-UI stand-in plays, as the SPA's buttons and the API's configuration name them. */
const LOCAL_SOCIAL_PROVIDERS = ['google', 'apple'] as const;

/** A random secret kept in a file under the data directory (made on first start), as Secrets Manager keeps it in AWS. */
function localSecret(file: string): string {
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  return readFileSync(file, 'utf8').trim();
}

async function startEmulator(
  cleanups: (() => Promise<void> | void)[],
  start: () => Promise<Emulator>,
): Promise<Emulator> {
  const emulator = await start();
  cleanups.push(() => emulator.close());
  return emulator;
}

/**
 * The module of every handler of the registry that answers routes, imported (once the environment it reads at load
 * time is set), by handler name: what the stack's router calls.
 */
export async function importRouteHandlers(registry: HandlerRegistry): Promise<Map<string, LambdaHandler>> {
  const handlers = new Map<string, LambdaHandler>();
  for (const [name, definition] of Object.entries(registry)) {
    if ((definition.routes ?? []).length === 0) continue;
    const module = await import(handlerEntry(name, definition));
    handlers.set(name, module.handler as LambdaHandler);
  }
  return handlers;
}

/** The route handlers, with the local stack's mail and store fault injection hooked into their adapters. */
async function loadHandlers(registry: HandlerRegistry, mailbox: Mailbox): Promise<Map<string, LambdaHandler>> {
  const handlers = await importRouteHandlers(registry);
  // The same module instance the handlers use: their writes can then be made to fail on request.
  const { dynamoClient } = await import(path.join(REPO_ROOT, 'lambdas', 'adapters', 'dynamo'));
  injectStoreFaults(dynamoClient);
  const { deliverLocalMailInProcess } = await import(
    path.join(REPO_ROOT, 'lambdas', 'adapters', 'mail', 'local-mailbox')
  );
  deliverLocalMailInProcess((mail: OutgoingMail) => {
    if (shouldRefuseMail(mail)) throw new InjectedMailRefusal();
    mailbox.deliver(shopMail(mail));
  });
  return handlers;
}

/**
 * The one-off migration of licences kept before the ledger (ADR 400), before the shop answers: a data directory
 * written by an older version is read with complete ledgers. Once done it only reads its marker.
 */
async function migrateLedgers(): Promise<void> {
  const [{ migrateLedgers: migrate }, { ledgerMigrationPorts }] = await Promise.all([
    import(path.join(REPO_ROOT, 'lambdas', 'services', 'ledger', 'migrate')),
    import(path.join(REPO_ROOT, 'lambdas', 'services', 'ledger', 'migrate-ports')),
  ]);
  await migrate(ledgerMigrationPorts);
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(port) : error),
    );
    server.listen(port, host, () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

/**
 * Requests Node's HTTP parser refuses (headers or URL over 16 KB, malformed request lines) still get the
 * contract's JSON error rather than Node's bare default. In the cloud, CloudFront and API Gateway refuse them first.
 */
function answerMalformedRequest(error: NodeJS.ErrnoException, socket: import('node:stream').Duplex): void {
  // Node's parser reports the error again for every further chunk of the same request. The first report answered it
  // and drains the rest below; closing here would reset the connection while the client is still sending.
  if (socket.writableEnded) return;
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const body = JSON.stringify({
    error: tooLarge
      ? { code: 'REQUEST_TOO_LARGE', message: 'The request line or headers are larger than 16 KB.' }
      : { code: 'BAD_REQUEST', message: 'The request is not valid HTTP.' },
  });
  // Read and drop the rest of what the client sends, so closing does not reset the connection before it reads
  // this answer; give up after a few seconds.
  socket.on('data', () => {});
  socket.resume();
  setTimeout(() => socket.destroy(), 5_000).unref();
  socket.end(
    `HTTP/1.1 ${tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request'}\r\n` +
      `content-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}

/** API Gateway's payload limit is 10 MB; nothing we accept comes near 1 MB. */
const MAX_BODY_BYTES = 1024 * 1024;

interface ListenerParts {
  registry: HandlerRegistry;
  handlers: Map<string, LambdaHandler>;
  mailbox: Mailbox;
  paddle: { handleControl(request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean> };
  aws: { handle(request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean> };
  webConfig: WebConfig;
  site: (request: IncomingMessage, response: ServerResponse) => void;
  status: () => object;
}

function requestListener(parts: ListenerParts) {
  const matchRoute = compileRoutes(apiRoutes(parts.registry));
  const sendJson = (response: ServerResponse, status: number, body: unknown) =>
    response
      .writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
      .end(JSON.stringify(body));
  const sendError = (response: ServerResponse, status: number, code: string, message: string) =>
    sendJson(response, status, { error: { code, message } });

  return async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://local');
    const method = request.method ?? 'GET';
    try {
      if (url.pathname === '/config.json') return sendJson(response, 200, parts.webConfig);
      if (!url.pathname.startsWith('/api/')) return parts.site(request, response);

      // Local-only helpers: they do not exist in the cloud, where these paths are answered 404. One guard for all of
      // them, before any is matched: a loopback peer, a loopback Host and no cross-site Origin (local-only.ts).
      if (url.pathname === '/api/local' || url.pathname.startsWith('/api/local/')) {
        const refusal = localOnlyRefusal(request.headers, request.socket.remoteAddress);
        if (refusal) return sendError(response, refusal.status, refusal.code, refusal.message);
      }
      if (method === 'GET' && url.pathname === '/api/local/mailbox') {
        return sendJson(response, 200, { mails: parts.mailbox.list(url.searchParams.get('to') ?? undefined) });
      }
      if (method === 'POST' && url.pathname === '/api/local/mailbox') {
        const mail = parseShopMail(safeJson((await readBody(request))?.toString('utf8')));
        if (!mail) return sendError(response, 400, 'INVALID_MAIL', 'A mail needs to, subject, text, html and kind.');
        // A handler in another process (a test's, the bench's) meets the same refusal as the stack's own.
        if (shouldRefuseMail(mail)) return sendError(response, 503, 'MAIL_REFUSED', new InjectedMailRefusal().message);
        parts.mailbox.deliver(mail);
        return sendJson(response, 201, { delivered: true });
      }
      if (method === 'POST' && url.pathname === '/api/local/jobs/support-reminders') {
        // The daily job, on demand; `?now=` plays it on another day.
        const { runSupportReminders } = await import('../../lambdas/services/mail/support-reminders');
        const { supportReminderPorts } = await import('../../lambdas/services/mail/mail-ports');
        const now = new Date(url.searchParams.get('now') ?? Date.now());
        if (Number.isNaN(now.getTime())) return sendError(response, 400, 'INVALID_DATE', 'now must be an ISO date.');
        return sendJson(response, 200, await runSupportReminders(supportReminderPorts, now));
      }
      if (method === 'POST' && url.pathname === '/api/local/jobs/mail-outbox') {
        // The 5-minute job, on demand; `?now=` plays it later, when every backoff has run out.
        const { runMailOutbox } = await import('../../lambdas/services/mail/mail-outbox');
        const { mailOutboxPorts } = await import('../../lambdas/services/mail/mail-ports');
        const now = new Date(url.searchParams.get('now') ?? Date.now());
        if (Number.isNaN(now.getTime())) return sendError(response, 400, 'INVALID_DATE', 'now must be an ISO date.');
        return sendJson(response, 200, await runMailOutbox(mailOutboxPorts(), now));
      }
      if (method === 'POST' && url.pathname === '/api/local/mail/refuse') {
        Object.assign(mailFaults(), { refusing: true, match: url.searchParams.get('match') ?? undefined });
        return sendJson(response, 200, describeMailFaults());
      }
      if (method === 'POST' && url.pathname === '/api/local/mail/accept') {
        Object.assign(mailFaults(), { refusing: false, match: undefined });
        return sendJson(response, 200, describeMailFaults());
      }
      if (method === 'GET' && url.pathname === '/api/local/status') return sendJson(response, 200, parts.status());
      if (await parts.paddle.handleControl(request, response, url)) return;
      if (await parts.aws.handle(request, response, url)) return;
      if (method === 'POST' && url.pathname === '/api/local/store/fail-next') {
        storeFaults().failNextWrites = Math.max(0, Number(url.searchParams.get('count') ?? 1) || 0);
        storeFaults().match = url.searchParams.get('match') ?? undefined;
        return sendJson(response, 200, describeStoreFaults());
      }
      if (method === 'POST' && url.pathname === '/api/local/store/fail-rate') {
        const rate = Number(url.searchParams.get('rate') ?? 0);
        storeFaults().failRate = Number.isFinite(rate) ? Math.min(1, Math.max(0, rate)) : 0;
        storeFaults().random = seededRandom(Number(url.searchParams.get('seed') ?? 1) || 0);
        storeFaults().match = url.searchParams.get('match') ?? undefined;
        return sendJson(response, 200, describeStoreFaults());
      }

      const aged =
        method === 'POST' ? /^\/api\/local\/ledger\/(lic_[A-Za-z0-9_]{1,100})\/age$/.exec(url.pathname) : null;
      if (aged) {
        const months = Number(url.searchParams.get('months') ?? 0);
        if (!Number.isInteger(months) || months < 1 || months > 1200)
          return sendError(response, 400, 'BAD_REQUEST', 'months must be a whole number from 1 to 1200.');
        const { ageLedger } = await import('./ledger-clock');
        const entries = await ageLedger(aged[1]!, months);
        if (!entries) return sendError(response, 404, 'LICENCE_NOT_FOUND', 'There is no such licence.');
        return sendJson(response, 200, { licenceId: aged[1], entries });
      }

      // Plays the daily EventBridge rule: `npm run reconcile` asks the running stack to run the same handler.
      if (method === 'POST' && url.pathname === '/api/local/reconcile') {
        const days = Number(url.searchParams.get('days') ?? 3);
        if (!Number.isFinite(days) || days <= 0 || days > 30)
          return sendError(response, 400, 'BAD_REQUEST', 'days must be more than 0 and at most 30.');
        const { handler } = (await import(
          path.join(REPO_ROOT, 'lambdas', 'handlers', 'reconcile')
        )) as typeof import('../../lambdas/handlers/reconcile');
        return sendJson(response, 200, await handler({ days }));
      }

      const matched = matchRoute(method, url.pathname);
      if (!matched)
        return sendError(response, 404, 'NOT_FOUND', `There is no API route for ${method} ${url.pathname}.`);
      const body = await readBody(request);
      if (body === undefined)
        return sendError(response, 413, 'PAYLOAD_TOO_LARGE', 'The request body is larger than 1 MB.');
      const handler = parts.handlers.get(matched.route.handler)!;
      writeApiGatewayResult(response, await handler(toApiGatewayEvent(request, body, matched)));
    } catch (error) {
      // A handler that throws is a bug (handlers answer their own errors); API Gateway would answer 500 too.
      console.error(error);
      if (!response.headersSent) sendError(response, 500, 'INTERNAL', 'Internal Server Error');
      else response.end();
    }
  };
}

function safeJson(text: string | undefined): unknown {
  try {
    return JSON.parse(text ?? '');
  } catch {
    return undefined;
  }
}

function describeMailFaults() {
  const { refusing, match, refused } = mailFaults();
  return { refusing, match, refused };
}

function describeStoreFaults() {
  const { failNextWrites, failRate, match, injectedFailures } = storeFaults();
  return { failNextWrites, failRate, match, injectedFailures };
}

function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    request.on('end', () => resolve(size > MAX_BODY_BYTES ? undefined : Buffer.concat(chunks)));
    request.on('error', reject);
  });
}
