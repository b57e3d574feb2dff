import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { cataloguePriceIndex } from '../../../lambdas/domain/licences/catalogue-prices';
import { localPriceId } from '../../../lambdas/adapters/paddle-ids';
import { apiFaultRoutes, ApiFaults } from './api-faults';
import { paddleApiRoutes } from './api-routes';
import { adjustmentsApiRoute, adjustmentsListRoute } from './adjustments-api';
import { Billing, type BillingJournal } from './billing';
import { catalogueApi } from './catalogue-api';
import { CONTROL_PREFIX, controlRoutes } from './control-routes';
import { PaddleError, paddleErrorBody } from './errors';
import {
  CREDIT_NOTE_FILE_PREFIX,
  creditNotePdf,
  creditNoteRoute,
  invoicePdf,
  invoiceRoute,
  INVOICE_FILE_PREFIX,
} from './invoice-pdf';
import { openJournal } from './journal';
import { isLoopbackHost } from '../local-only';
import { openOutbox, type OutboxJournal } from './outbox';
import { MalformedBody, routeTable, type RouteAnswer } from './routes';

/**
 * The Paddle stand-in (docs/architecture.md, "The local stack"): the part of the Paddle Billing API the shop and paddle:sync call, reached by
 * the real @paddle/paddle-node-sdk through its base-URL option, plus what Paddle does on its own — completing a
 * payment, renewing, cancelling, refunding, chargebacks, card updates, quantity changes — each announced by signed
 * webhooks in Paddle's order, retried until the shop answers 2xx. It sells exactly the catalogue's local price ids.
 * Its state and its outbox live in `<data dir>/paddle-stand-in/` and survive a restart, even a SIGKILL.
 *
 * Modules: billing.ts (state and behaviour, one concern a `billing-*.ts` file), outbox.ts (deliveries),
 * serialisers.ts (SDK-typed bodies, one entity a `serialisers-*.ts` file), api-routes.ts and control-routes.ts (the
 * two route tables), catalogue-api.ts (paddle:sync's separate account, with `catalogue-api-*.ts`). None is over 300
 * lines (test/unit/lint/code-shape.test.ts).
 */
export interface PaddleStandInOptions {
  readonly dataDir: string;
  /** Where webhooks go; known only once the shop listens, hence a function. */
  readonly webhookUrl: () => string;
  /** Delay before retry n (1-based) in ms; Paddle backs off over hours, the stand-in over seconds. */
  readonly retryDelayMs?: (attempt: number) => number;
  readonly maxAttempts?: number;
}

export interface PaddleStandIn {
  readonly baseUrl: string;
  readonly apiKey: string;
  readonly webhookSecret: string;
  /** Answers `/api/local/paddle/...` test controls; false when the path is not one of them. */
  handleControl(request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean>;
  close(): Promise<void>;
}

const LOCAL_API_KEY = 'pdl_local_apikey_stand_in';

export async function startPaddleStandIn(options: PaddleStandInOptions): Promise<PaddleStandIn> {
  const webhookSecret = localWebhookSecret(options.dataDir);
  const journal = openJournal<BillingJournal & OutboxJournal>(path.join(options.dataDir, 'paddle-stand-in'));
  const outbox = openOutbox({
    journal,
    webhookUrl: options.webhookUrl,
    webhookSecret,
    retryDelayMs: options.retryDelayMs ?? ((attempt: number) => Math.min(250 * 2 ** (attempt - 1), 5_000)),
    maxAttempts: options.maxAttempts ?? 12,
  });
  const billing = new Billing(cataloguePriceIndex(localPriceId), journal, outbox);
  let baseUrl = '';
  const api = routeTable([
    ...paddleApiRoutes({
      billing,
      // What paddle:sync creates is an account of its own: transactions keep selling the catalogue's local price ids.
      catalogue: catalogueApi(() => baseUrl),
      baseUrl: () => baseUrl,
      portalUrl: () => `${options.webhookUrl().replace(/\/api\/webhooks\/paddle$/, '')}/subscriptions?portal=local`,
    }),
    invoiceRoute(billing, () => baseUrl),
    creditNoteRoute(billing, () => baseUrl),
    adjustmentsApiRoute(billing),
    adjustmentsListRoute(billing, () => baseUrl),
  ]);
  const faults = new ApiFaults();
  const controls = routeTable([...controlRoutes({ billing, outbox, webhookSecret }), ...apiFaultRoutes(faults)]);

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const document = url.pathname.startsWith(INVOICE_FILE_PREFIX)
      ? invoicePdf
      : url.pathname.startsWith(CREDIT_NOTE_FILE_PREFIX)
        ? creditNotePdf
        : undefined;
    if (request.method === 'GET' && document) {
      void document(billing, url.pathname).then((pdf) =>
        pdf
          ? response.writeHead(200, { 'content-type': 'application/pdf' }).end(pdf)
          : response.writeHead(404, { 'content-type': 'text/plain' }).end('No such document.'),
      );
      return;
    }
    const answer = async (): Promise<RouteAnswer> => {
      // Its API key is no secret: a web page must not reach it by DNS rebinding either (ADR 251).
      if (!isLoopbackHost(request.headers.host)) {
        throw new PaddleError(403, 'forbidden', 'The stand-in answers only requests addressed to a loopback host.');
      }
      const authorization = request.headers.authorization ?? '';
      if (authorization.replace(/^bearer /i, '') !== LOCAL_API_KEY) {
        throw new PaddleError(403, 'forbidden', 'The API key is not the local stand-in key.');
      }
      faults.check(request.method ?? 'GET', url.pathname);
      const answered = await api(request, url, url.pathname);
      if (!answered)
        throw new PaddleError(404, 'not_found', `The stand-in does not implement ${request.method} ${url.pathname}`);
      return answered;
    };
    void answer()
      .catch(asPaddleError)
      .then(({ status, body }) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body)),
      );
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
  });
  baseUrl = `http://127.0.0.1:${port}`;

  return {
    baseUrl,
    apiKey: LOCAL_API_KEY,
    webhookSecret,
    handleControl: async (request, response, url) => {
      if (!url.pathname.startsWith(`${CONTROL_PREFIX}/`)) return false;
      const { status, body } = await controls(request, url, url.pathname)
        .then((answered) => answered ?? notAControl(request, url))
        .catch(asControlError);
      response
        .writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
        .end(JSON.stringify(body));
      return true;
    },
    close: async () => {
      outbox.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function asPaddleError(error: unknown): RouteAnswer {
  if (error instanceof PaddleError) return { status: error.status, body: error.body() };
  if (error instanceof MalformedBody)
    return {
      status: 400,
      body: paddleErrorBody('request_error', 'bad_request', 'Invalid request: the body is not JSON.'),
    };
  console.error(error);
  return {
    status: 500,
    body: paddleErrorBody('api_error', 'internal_error', String((error as Error)?.message ?? error)),
  };
}

/** Control answers use the shop's error shape: `{error: {code, message}}`. */
function asControlError(error: unknown): RouteAnswer {
  if (error instanceof PaddleError) {
    const code = error.status === 404 ? 'NOT_FOUND' : error.code.toUpperCase();
    return {
      status: error.status,
      body: { error: { code, message: error.detail.replace(/^./, (first) => first.toUpperCase()) } },
    };
  }
  if (error instanceof MalformedBody)
    return { status: 400, body: { error: { code: 'BAD_REQUEST', message: 'The body is not JSON.' } } };
  console.error(error);
  return { status: 500, body: { error: { code: 'INTERNAL', message: 'The Paddle stand-in failed.' } } };
}

function notAControl(request: IncomingMessage, url: URL): RouteAnswer {
  return {
    status: 404,
    body: {
      error: { code: 'NOT_FOUND', message: `There is no Paddle stand-in control ${request.method} ${url.pathname}.` },
    },
  };
}

/** Generated on first start and kept with the local data, as a real endpoint's secret is kept per environment. */
function localWebhookSecret(dataDir: string): string {
  const file = path.join(dataDir, 'paddle-webhook-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `pdl_ntfset_local_${randomBytes(24).toString('hex')}`, { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}
