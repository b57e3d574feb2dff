/**
 * `npm run bench`: starts the local stack and measures the API, the Lambda bundles and the web pages, each beside
 * a baseline measured in the same run. Prints one table and writes it to test/bench/results.md (a part run alone
 * rewrites its own section there); the "order" part also rewrites the cost section of docs/benchmarks.md.
 * Timings are medians over repeated runs; compare ratios, not absolute figures.
 *
 * BENCH_QUICK=1 shortens every measurement (for trying the harness, not for figures); BENCH_ONLY=api,order,portal,
 * admin,lambda,web,build picks parts (`build` times each phase of `npm test`, then `npm test` beside its baseline:
 * about a quarter of an hour).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_ROUTES } from '../../infra/definitions/handlers';
import { HANDLER_BUNDLE_BUDGET_BYTES } from '../../infra/definitions/lambda-bundling';
import { CHROMIUM_PATH } from '../support/chromium';
import { REPO_ROOT, startStackProcess } from '../support/local-stack-process';
import { measureApi, startBareServer, type ApiTarget } from './api';
import { buildLines } from './build';
import { processCpuSeconds } from './tree-cpu';
import { measureLambdas, type FirstRequest } from './lambda';
import { measurePortal } from './portal';
import {
  checkoutWork,
  costLines,
  COST_STAGES,
  outboxRunWork,
  portalVisitWork,
  withCostSection,
  type TemplateJson,
} from './cost';
import { synthesize } from '../infra/synth';
import { measureAdmin } from './admin';
import { median, round } from './stats';
import { OPERATORS_GROUP_NAME } from '../../lambdas/contract/admin';
import {
  SIGN_IN_PATHS,
  frameworkFloorBytes,
  measureWeb,
  signedInAppShellPaths,
  signedInCookie,
  type WebRow,
} from './web';
import {
  largestOrderMs,
  MIX_DESCRIPTION,
  suiteCompletedDelivery,
  webhookOrderWork,
  webhookTarget,
  type OrderWork,
} from './webhook';
import { localStatus, signedInHeaders } from '../support/portal-seed';
import { MAX_QUANTITY } from '../../lambdas/contract/quantity';
import { PORTAL_PAGE_SIZE } from '../../lambdas/contract/portal-pages';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../lambdas/contract/csrf';
import { paddleSignature } from '../../lambdas/adapters/paddle-signature';
import { PRERENDERED_PATHS } from '../../lambdas/contract/prerendered-pages';
import { languageOfPath, localisedPath, pathWithoutLanguage } from '../../lambdas/contract/languages';
import { LANDING_JS, LANDING_PATHS, scriptsBeforeInteractive } from '../../web/page-scripts';

const QUICK = process.env.BENCH_QUICK === '1';
const WEB_PATHS = ['/', '/buy-fms-trainer/B738', '/buy-skydeck-suite/A320'];
/** The prerendered pages beyond the three of every layout above, measured once each (the goal is every page's). */
const OTHER_PRERENDERED_PATHS = PRERENDERED_PATHS.filter((page) => !WEB_PATHS.includes(page));
/** The languages sampled beside English (left to right with long words, and right to left), on the same pages. */
const SAMPLED_LANGUAGES = ['de', 'he'] as const;

const hasRoute = (method: string, routePath: string) =>
  API_ROUTES.some((route) => route.method === method && route.path === routePath);

async function apiTargets(stack: {
  url: string;
  dataDir: string;
}): Promise<{ targets: ApiTarget[]; missing: string[]; unseeded: () => number }> {
  const baseUrl = stack.url;
  let unseeded = () => 0;
  const targets: ApiTarget[] = [
    { name: 'GET /api/pricing/{slug}', path: '/api/pricing/ios-fms-trainer-b738-personal-annual?quantity=12' },
  ];
  const missing: string[] = [];
  if (hasRoute('GET', '/api/products')) {
    targets.push({
      name: 'GET /api/products (signed in)',
      path: '/api/products',
      headers: await signedInHeaders(baseUrl),
    });
  } else missing.push('GET /api/products (route not built yet)');
  if (hasRoute('POST', '/api/webhooks/paddle')) {
    // The webhook's orders store their checkouts through the shop's adapters, in this process.
    Object.assign(process.env, await localHandlerEnv(baseUrl, stack.dataDir));
    const webhook = await webhookTarget(baseUrl);
    targets.push(webhook);
    unseeded = webhook.unseeded;
  } else missing.push('POST /api/webhooks/paddle (route not built yet)');
  return { targets, missing, unseeded };
}

/** The environment the local stack gives its handlers, for a handler loaded in a process of its own. */
async function localHandlerEnv(baseUrl: string, dataDir: string): Promise<Record<string, string>> {
  const status = (await localStatus(baseUrl)) as Awaited<ReturnType<typeof localStatus>> & {
    paddleApiBaseUrl: string;
    paddleApiKey: string;
  };
  const { secret } = (await (await fetch(`${baseUrl}/api/local/paddle/webhook-secret`)).json()) as { secret: string };
  return {
    SKYDECK_MODE: 'local',
    AWS_REGION: 'eu-west-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    TABLE_NAME: status.tableName,
    DYNAMODB_ENDPOINT: status.dynamoDbEndpoint,
    COGNITO_ENDPOINT: status.cognitoEndpoint,
    USER_POOL_ID: status.userPoolId,
    USER_POOL_CLIENT_ID: status.clientId,
    PADDLE_API_BASE_URL: status.paddleApiBaseUrl,
    PADDLE_API_KEY: status.paddleApiKey,
    PADDLE_WEBHOOK_SECRET: secret,
    LICENCE_SIGNING_KEY_FILE: path.join(dataDir, 'licence-signing-key.pem'),
    CHALLENGE_COOKIE_KEY: readFileSync(path.join(dataDir, 'challenge-cookie-key'), 'utf8').trim(),
    // The webhook's first request mails the order: to the stack's mailbox, as the handlers inside the stack do.
    SITE_URL: baseUrl,
    LOCAL_MAILBOX_URL: `${baseUrl}/api/local/mailbox`,
    LOG_LEVEL: 'ERROR',
  };
}

/** One representative first request per handler, made afresh for every cold start (signatures expire). */
function firstRequests(bearer: Record<string, string>, secret: string): Record<string, () => FirstRequest> {
  const sameOrigin = {
    origin: 'http://localhost',
    [CSRF_HEADER]: CSRF_HEADER_VALUE,
    'content-type': 'application/json',
  };
  const get =
    (requestPath: string, headers: Record<string, string> = {}) =>
    () => ({ method: 'GET', path: requestPath, headers });
  return {
    health: get('/api/health'),
    pricing: get('/api/pricing/ios-fms-trainer-b738-personal-annual?quantity=12'),
    'no-route': get('/api/no-such-route'),
    'licence-public-key': get('/api/licence-keys/public-key'),
    'licence-key-status': get('/api/licence-keys/status?key=SKYDECK1.e30.AAAA'),
    'order-summary': get('/api/orders/txn_benchnone'),
    auth: get('/api/auth/session'),
    products: get('/api/products', bearer),
    licenses: get('/api/licenses', bearer),
    subscriptions: get('/api/subscriptions', bearer),
    'subscription-actions': () => ({
      method: 'POST',
      path: '/api/subscriptions/sub_bench_none/cancel',
      headers: { ...bearer, ...sameOrigin },
      body: '{}',
    }),
    'licence-transfers': () => ({
      method: 'POST',
      path: '/api/licenses/lic_bench_none/transfer/cancel',
      headers: { ...bearer, ...sameOrigin },
      body: '{}',
    }),
    checkout: () => ({
      method: 'POST',
      path: '/api/checkout',
      headers: sameOrigin,
      body: JSON.stringify({ slug: 'skydeck-suiteb737annual', quantity: 1, email: 'bench-cold@skydeck.example' }),
    }),
    'paddle-webhook': () => {
      // The order's last and heaviest delivery, its checkout not stored: the purchase is applied whole all the same.
      const body = suiteCompletedDelivery('bench-cold@skydeck.example');
      return {
        method: 'POST',
        path: '/api/webhooks/paddle',
        headers: { 'content-type': 'application/json', 'paddle-signature': paddleSignature(body, secret) },
        body,
      };
    },
  };
}

const ratio = (value: number, baseline: number) => (value / baseline).toFixed(2);

function machine(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return `${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}, Node ${process.version}, ${chromiumVersion()}`;
}

/** The browser moves the browser tests' and Lighthouse's figures as much as the machine does. */
function chromiumVersion(): string {
  try {
    const printed = execFileSync(CHROMIUM_PATH, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return /Chromium [\d.]+/.exec(printed)?.[0] ?? 'Chromium (version unknown)';
  } catch {
    return 'no Chromium';
  }
}

/**
 * `BENCH_ONLY=api,order` measures only those parts and rewrites only their sections of the results (withSections):
 * each engineer reruns only theirs.
 */
const PARTS = ['api', 'order', 'portal', 'admin', 'lambda', 'web', 'build'] as const;
type Part = (typeof PARTS)[number];
const ONLY = new Set((process.env.BENCH_ONLY ?? PARTS.join(',')).split(',').map((part) => part.trim()));
const unknownParts = [...ONLY].filter((part) => !PARTS.includes(part as Part));
const wants = (part: Part) => ONLY.has(part);

/** The webhook's goal on the realistic mix (docs/architecture.md, "Budgets"). */
const WEBHOOK_DELIVERIES_GOAL = 300;

async function apiLines(
  stack: { url: string; dataDir: string; child: { pid?: number } },
  bareUrl: string,
): Promise<string[]> {
  const { targets, missing, unseeded } = await apiTargets(stack);
  const rounds = QUICK ? 1 : 5;
  const seconds = QUICK ? 1 : 4;
  const { pid } = stack.child;
  const stackCpu = () => (pid === undefined ? undefined : processCpuSeconds(pid));
  const api = await measureApi({ baseUrl: stack.url, bareUrl, targets, rounds, seconds, connections: 10, stackCpu });
  const cpu = (row: (typeof api)[number]) => (row.cpuMsPerRequest === undefined ? '–' : String(row.cpuMsPerRequest));
  const webhook = api.find((row) => row.name.startsWith('POST /api/webhooks/paddle'));
  return [
    `**API** — autocannon, 10 connections, one untimed round per endpoint (warm-up), then ${rounds} alternating rounds of ${seconds} s; medians. Baseline: a bare Node \`http\` server answering a constant JSON, measured in the same rounds. The webhook row is real orders (${MIX_DESCRIPTION}); its req/s are deliveries/s. Stack CPU ms = user + system time of the local stack's process (every thread: the handlers, the DynamoDB emulator with its table in memory (ADR 537), the garbage collector) over the timed rounds, per request: what a request costs, which the machine's other load moves far less than req/s.`,
    '',
    '| endpoint | req/s | p50 ms | p99 ms | errors | stack CPU ms per request | bare req/s | bare p50 ms | ratio req/s (ours/bare) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...api.map(
      (row) =>
        `| ${row.name} | ${row.requestsPerSecond} | ${row.p50} | ${row.p99} | ${row.errors} | ${cpu(row)} | ${row.bare.requestsPerSecond} | ${row.bare.p50} | ${(row.requestsPerSecond / row.bare.requestsPerSecond).toPrecision(2)} |`,
    ),
    ...missing.map((name) => `| ${name} | – | – | – | – | – | – | – | – |`),
    ...(webhook
      ? [
          '',
          `Webhook goal: ≥ ${WEBHOOK_DELIVERIES_GOAL} deliveries/s on the realistic mix — ${webhook.requestsPerSecond} deliveries/s, ${(webhook.requestsPerSecond / webhook.bare.requestsPerSecond).toPrecision(2)} of the bare server's ${webhook.bare.requestsPerSecond} req/s in the same rounds, ${cpu(webhook)} ms of the stack's CPU per delivery: ${webhook.requestsPerSecond >= WEBHOOK_DELIVERIES_GOAL ? 'met' : `NOT met at this load (1-minute load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores; compare the ratio with an idle run's)`}${unseeded() > 0 ? ` (${unseeded()} orders ran out of the prepared pool and went without their checkout)` : ''}.`,
        ]
      : []),
  ];
}

/** The classroom order the money issue asks about: more than checkout accepts in one order, so Paddle-made only. */
const CLASSROOM_SEATS = 1_000;

/** Orders of each kind measured in process: the counts are the same for each, the times' median is published. */
const WORK_ORDERS = QUICK ? 2 : 9;
/** A one-suite order's store calls over all its deliveries (test/unit/handlers/paddle-webhook.test.ts holds it). */
const ONE_SUITE_CALLS_GOAL = 10;

/** A stage's three stacks as synthesized (without bundling the functions, which changes no resource). */
function stageTemplates(stage: Parameters<typeof synthesize>[0]): TemplateJson[] {
  const synthesized = synthesize(stage);
  return [synthesized.template, synthesized.edgeTemplate, synthesized.edgeAlarmsTemplate].map(
    (template) => template.toJSON() as TemplateJson,
  );
}

async function orderLines(stack: { url: string; dataDir: string }): Promise<string[]> {
  // Synthesized first: a synth holds this process for seconds, long enough for the stack to close idle connections.
  const stages = COST_STAGES.map(({ label, stage }) => ({ label, templates: stageTemplates(stage()) }));
  const env = await localHandlerEnv(stack.url, stack.dataDir);
  const work = await webhookOrderWork(
    { ...env, LOCAL_MAILBOX_URL: `${stack.url}/api/local/mailbox`, SITE_URL: stack.url },
    WORK_ORDERS,
  );
  const timeoutMs = QUICK ? 5_000 : 60_000;
  const orderTime = async (quantity: number) => {
    const ms = await largestOrderMs(stack.url, quantity, timeoutMs);
    return ms === undefined ? `not processed within ${timeoutMs / 1000} s` : `${ms} ms`;
  };
  const suite = work[0]!;
  const cost = costLines({
    measuredOn: new Date().toISOString().slice(0, 10),
    load: os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' / '),
    suite,
    checkout: await checkoutWork(env, WORK_ORDERS),
    portal: portalVisitWork(
      await measurePortal({
        status: await localStatus(stack.url),
        sizes: [1],
        requests: WORK_ORDERS,
        signIn: (email) => signedInHeaders(stack.url, email),
      }),
    ),
    outboxRun: await outboxRunWork(env, WORK_ORDERS),
    stages,
  });
  // The docs' section is the bench's to rewrite, as results.md is.
  if (!QUICK) {
    const docs = path.join(REPO_ROOT, 'docs', 'benchmarks.md');
    writeFileSync(docs, withCostSection(readFileSync(docs, 'utf8'), cost));
  }
  return [
    `**Webhook work per real order** — every delivery of one order, built by the Paddle stand-in's own billing and serialisers (\`test/support/paddle-orders.ts\`) in Paddle's order, delivered to the webhook handler in the bench process against the local table, the checkout's pending order stored first; store calls counted by a middleware on its DynamoDB client (exact, load-independent; the largest of ${WORK_ORDERS} orders), handler time the median of those orders (load-dependent). Goal: a one-suite order ≤ ${ONE_SUITE_CALLS_GOAL} store calls across its deliveries — ${suite.calls}: ${suite.calls <= ONE_SUITE_CALLS_GOAL ? 'met' : 'NOT met'}.`,
    '',
    '| order | deliveries (store calls each) | store calls | every delivery again | handler ms |',
    '|---|---|---:|---:|---:|',
    ...work.map(
      (row: OrderWork) =>
        `| ${row.order} | ${row.deliveries.map((delivery) => `${delivery.eventType} ${delivery.calls}`).join(', ')} | ${row.calls} | ${row.repeatCalls} | ${row.handlerMs} |`,
    ),
    '',
    cost[0]!.replace(/^## (.*)$/, '**$1** (also in docs/benchmarks.md)'),
    ...cost.slice(1),
    '',
    `**Largest orders** — every delivery of one order of B737 suites to the local stack, in Paddle's order, from the first delivery to the webhook's 200 to the last (every licence signed and stored, the mail sent); goal ≤ 2 s. Largest accepted order (MAX_QUANTITY, ${MAX_QUANTITY.toLocaleString('en')} suite licences): ${await orderTime(MAX_QUANTITY)}; ${CLASSROOM_SEATS.toLocaleString('en')} licences (beyond checkout's limit; as Paddle could send it): ${await orderTime(CLASSROOM_SEATS)}.`,
  ];
}

async function portalLines(stack: { url: string }): Promise<string[]> {
  const status = await localStatus(stack.url);
  const portal = await measurePortal({
    status,
    sizes: QUICK ? [1, 10] : [1, 10, 100, 1000],
    requests: QUICK ? 3 : 21,
    signIn: (email) => signedInHeaders(stack.url, email),
  });
  const onePortal = (route: string) => portal.find((row) => row.route === route && row.licences === 1)!;
  return [
    `**Portal reads** — each handler in the bench process against the local table; store calls per request (the session guard's included) counted by a middleware on the handler's DynamoDB client; p50 of ${QUICK ? 3 : 21} rounds over every owner and route, after one untimed request each. Licences and products are asked for their first page (${PORTAL_PAGE_SIZE} licences; "Show more" reads each further page at the same cost, ADR 115). Baseline: the same route for an owner of 1 licence. Goal: calls ≤ ⌈N/100⌉ + 3, p50 at 1,000 within 5× of p50 at 1.`,
    '',
    '| route | licences owned | licences in the answer | store calls | budget ⌈N/100⌉+3 | p50 ms | ratio p50 to 1 licence |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...portal.map(
      (row) =>
        `| ${row.route} | ${row.licences} | ${row.shown ?? '–'} | ${row.calls} | ${Math.ceil(row.licences / 100) + 3} | ${row.p50Ms} | ${ratio(row.p50Ms, onePortal(row.route).p50Ms)} |`,
    ),
  ];
}

/** The console's budget (docs/architecture.md, "Budgets"): each read with 10,000 orders within 3× its time with 10, ≤ 3 round trips. */
const ADMIN_RATIO_BUDGET = 3;
const ADMIN_ROUNDS_BUDGET = 3;

async function adminLines(stack: { url: string }): Promise<string[]> {
  const small = 10;
  const large = QUICK ? 1_000 : 10_000;
  const requests = QUICK ? 3 : 21;
  const rows = await measureAdmin({
    status: await localStatus(stack.url),
    small,
    large,
    requests,
    operatorHeaders: await signedInHeaders(stack.url, `bench-operator-${Date.now()}@skydeck.example`, [
      OPERATORS_GROUP_NAME,
    ]),
  });
  const held = rows.every(
    (row) =>
      row.largeP50Ms <= ADMIN_RATIO_BUDGET * row.smallP50Ms && row.rounds <= ADMIN_ROUNDS_BUDGET && row.scans === 0,
  );
  return [
    `**Operator console** — each admin handler in the bench process against the local table, with ${small} paid orders written straight into it, then with ${large.toLocaleString('en')} (the same order, buyer and licence are asked for at both sizes; ${ADMIN_SEED_NOTE}); p50 of ${requests} rounds over every read after one untimed request each. Round trips = the longest chain of store calls each started after the one before it ended (the operator guard's sign-out check included), from a middleware on the handler's DynamoDB client. Budget (docs/architecture.md, "Budgets"): p50 at ${large.toLocaleString('en')} ≤ ${ADMIN_RATIO_BUDGET}× p50 at ${small}, ≤ ${ADMIN_ROUNDS_BUDGET} round trips, no Scan.`,
    '',
    `| read | p50 ms, ${small} orders | p50 ms, ${large.toLocaleString('en')} orders | ratio | round trips | scans | within budget |`,
    '|---|---:|---:|---:|---:|---:|:---:|',
    ...rows.map(
      (row) =>
        `| ${row.read} | ${row.smallP50Ms} | ${row.largeP50Ms} | ${ratio(row.largeP50Ms, row.smallP50Ms)} | ${row.rounds} | ${row.scans} | ${row.largeP50Ms <= ADMIN_RATIO_BUDGET * row.smallP50Ms && row.rounds <= ADMIN_ROUNDS_BUDGET && row.scans === 0 ? 'yes' : 'no'} |`,
    ),
    '',
    `Budget line: ${held ? 'every console read is within its budget' : 'NOT every console read is within its budget (see "no" above)'}.`,
  ];
}

const ADMIN_SEED_NOTE =
  '2,000 buyers, one licence, mail claim, event marker and finder entries per order, an audit entry on every tenth, paid over the last year';

/** One module's init varies by up to a third from one fresh process to the next: the ratios need many rounds. */
const LAMBDA_ROUNDS = QUICK ? 3 : 21;

async function lambdaLines(stack: { url: string; dataDir: string }): Promise<string[]> {
  const env = await localHandlerEnv(stack.url, stack.dataDir);
  const lambdas = await measureLambdas({
    repoRoot: REPO_ROOT,
    outDir: path.join(REPO_ROOT, '.local', 'bench-bundles'),
    runs: LAMBDA_ROUNDS,
    local: { env, firstRequests: firstRequests(await signedInHeaders(stack.url), env.PADDLE_WEBHOOK_SECRET!) },
  });
  const goal = (row: (typeof lambdas.rows)[number]) =>
    row.clients.length > 0 ? row.initMs <= 1.25 * row.floorInitMs : row.initMs <= 15 * row.emptyInitMs;
  return [
    `**Lambda** — every handler from the one shared esbuild build (as deployed: minified, AWS SDK external). Init = median \`require()\` time in a fresh \`node\` process (${LAMBDA_ROUNDS} rounds); each round loads the handler, its floor and the empty module side by side, and the ratios are of those same rounds. Baselines: the empty module (${lambdas.emptyInitMs} ms, median of all rounds) for handlers whose requests use no client (goal ≤ 15×), else a floor module that loads exactly the clients every accepted request of the handler uses (goal ≤ 1.25×; each entry's \`clients\` in \`infra/definitions/handlers.ts\`, checked against each bundle's static imports). Clients only some requests use load on first use and are not in the floor. Cold first request = init + one representative request against the local stack.`,
    '',
    `| handler | bundle KB (budget ${HANDLER_BUNDLE_BUDGET_BYTES / 1024}) | clients at init (floor) | init ms | floor init ms | ratio to floor | empty ms (same rounds) | ratio to empty module | goal met | cold first request ms (status) |`,
    '|---|---:|---|---:|---:|---:|---:|---:|:---:|---:|',
    ...lambdas.rows.map(
      (row) =>
        `| ${row.handler} | ${(row.bytes / 1024).toFixed(1)}${row.firstUse.map((beside) => ` (+ ${beside.file} ${kb(beside.bytes)} on first use)`).join('')} | ${row.clientsAtInit.length > 0 ? row.clientsAtInit.join(', ') : 'none'}${row.clientsAtInit.join() === [...row.clients].sort().join() ? '' : ` (floor differs: ${row.clients.join(', ') || 'none'})`} | ${row.initMs} | ${row.clients.length > 0 ? row.floorInitMs : '–'} | ${row.clients.length > 0 ? ratio(row.initMs, row.floorInitMs) : '–'} | ${row.emptyInitMs} | ${ratio(row.initMs, row.emptyInitMs)} | ${goal(row) ? 'yes' : 'no'} | ${row.coldFirstRequestMs === undefined ? '– (not an API route)' : `${row.coldFirstRequestMs} (${row.firstStatus})`} |`,
    ),
  ];
}

const WEB_DIST = path.join(REPO_ROOT, 'web', 'dist');
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function webLines(stack: { url: string }): Promise<string[]> {
  const appShellPaths = await signedInAppShellPaths(stack.url);
  const cookie = await signedInCookie(stack.url);
  const inSampledLanguages = (paths: readonly string[]) =>
    SAMPLED_LANGUAGES.flatMap((language) => paths.map((page) => localisedPath(page, language)));
  const web = [
    ...(await measureWeb({ baseUrl: stack.url, paths: WEB_PATHS, runs: QUICK ? 1 : 3 })),
    ...(await measureWeb({ baseUrl: stack.url, paths: appShellPaths, runs: QUICK ? 1 : 3, cookie })),
    ...(await measureWeb({ baseUrl: stack.url, paths: SIGN_IN_PATHS, runs: QUICK ? 1 : 3 })),
    ...(await measureWeb({
      baseUrl: stack.url,
      paths: inSampledLanguages([...WEB_PATHS, ...SIGN_IN_PATHS]),
      runs: QUICK ? 1 : 3,
    })),
    // The signed-in app-shell pages in the sampled languages too: the same buyer, basket and unpaid order.
    ...(await measureWeb({
      baseUrl: stack.url,
      paths: inSampledLanguages(appShellPaths),
      runs: QUICK ? 1 : 3,
      cookie,
    })),
    // Every other prerendered page, in English and the sampled languages, once each: the goal is every page's.
    ...(await measureWeb({
      baseUrl: stack.url,
      paths: [...OTHER_PRERENDERED_PATHS, ...inSampledLanguages(OTHER_PRERENDERED_PATHS)],
      runs: 1,
    })),
  ];
  const floorBytes = await frameworkFloorBytes(path.join(REPO_ROOT, '.local', 'bench-floor'));
  return [
    `**Web** — Lighthouse 12, default mobile configuration (simulated throttling), Debian Chromium; median of ${QUICK ? 1 : 3} runs per page, the prerendered pages after the app-shell ones once each; the pages are prerendered HTML, hydrated once they have painted (ADR 135); the LCP element and the requests that held the first paint are from the last run. Goal (docs/architecture.md, "Budgets"), in every language: performance 100, LCP ≤ 1.2 s, CLS ≤ 0.01 on the prerendered pages; performance ≥ 98, LCP ≤ 1.5 s, CLS ≤ 0.01 on the app-shell pages (checkout, payment, licences, orders, sign-in), which paint their stable part from a shell document of their own and render the rest in the browser (ADR 350); the goal column says which rows meet theirs. Landing JS (≤ ${(LANDING_JS.budgetBytes / 1024).toFixed(0)} KB on \`${LANDING_JS.path}\`) = the gzip bodies of the scripts fetched before the page is interactive (\`html[data-interactive]\`), measured in Chromium, with the figure \`web/page-scripts.ts\` reads from the build beside it for prerendered pages (the budget test's); Lighthouse's transferred bytes also count every script loaded later and the HTTP headers of each request. Baseline: the framework floor, the smallest hydrated app on the same React and react-router (one route), ${(floorBytes / 1024).toFixed(1)} KB gzip.`,
    '',
    '| page | goal | performance | accessibility | best practices | FCP ms | LCP ms | LCP element | render-blocking requests | TBT ms | CLS | JS before interactive KB gzip (requests) | same from the build KB | JS before interactive / floor | Lighthouse JS transferred KB |',
    '|---|:---:|---:|---:|---:|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|',
    ...web.map(
      (row) =>
        `| ${row.path} | ${meetsWebGoal(row) ? 'met' : 'NOT met'} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.fcpMs} | ${row.lcpMs} | ${row.lcpElement} | ${row.renderBlocking} | ${row.tbtMs} | ${row.cls} | ${kb(row.jsBeforeInteractive.gzipBytes)} (${row.jsBeforeInteractive.requests}) | ${PRERENDERED_PATHS.includes(pathWithoutLanguage(row.path)) ? kb(scriptsBeforeInteractive(WEB_DIST, row.path).gzipBytes) : '–'} | ${(row.jsBeforeInteractive.gzipBytes / floorBytes).toFixed(2)} | ${kb(row.jsGzipBytes)} |`,
    ),
    '',
    ...languageLines(web),
    '',
    landingLine(),
  ];
}

/** A page's goal (docs/architecture.md, "Budgets"): a prerendered page's, or an app-shell page's. */
function meetsWebGoal(row: WebRow): boolean {
  const prerendered = PRERENDERED_PATHS.includes(pathWithoutLanguage(row.path.split('?')[0]!));
  return prerendered
    ? row.performance === 100 && row.lcpMs <= 1200 && row.cls <= 0.01
    : row.performance >= 98 && row.lcpMs <= 1500 && row.cls <= 0.01;
}

/** The landing page's JS before interactive in every language, from the build, beside English (the budget test's figures). */
function landingLine(): string {
  const [english, ...others] = LANDING_PATHS.map((landingPath) => ({
    landingPath,
    bytes: scriptsBeforeInteractive(WEB_DIST, landingPath).gzipBytes,
  }));
  const over = [english!, ...others].filter(({ bytes }) => bytes > LANDING_JS.budgetBytes);
  return `**Landing JS in every language** (from the build; budget ${kb(LANDING_JS.budgetBytes)} KB each; English loads no texts, the others only their own): English \`${english!.landingPath}\` ${kb(english!.bytes)} KB; ${others.map(({ landingPath, bytes }) => `\`${landingPath}\` ${kb(bytes)} (+${kb(bytes - english!.bytes)})`).join(', ')}. ${over.length === 0 ? 'Every language within the budget.' : `Over the budget: ${over.map(({ landingPath }) => landingPath).join(', ')}.`}`;
}

/**
 * The sampled languages beside English on the same prerendered pages, measured in the same run: the medians of
 * performance, LCP and JS before interactive, and each language's ratio to English.
 */
function languageLines(web: readonly WebRow[]): string[] {
  const rowsOf = (language: string) =>
    web.filter((row) => WEB_PATHS.includes(pathWithoutLanguage(row.path)) && languageOfPath(row.path) === language);
  const medians = (rows: readonly WebRow[]) => ({
    performance: median(rows.map((row) => row.performance)),
    lcpMs: median(rows.map((row) => row.lcpMs)),
    js: median(rows.map((row) => row.jsBeforeInteractive.gzipBytes)),
  });
  const base = medians(rowsOf('en'));
  return [
    `**Languages** — the three prerendered pages above in each sampled language, beside English in the same run (medians; ratio to English): English performance ${base.performance}, LCP ${round(base.lcpMs, 0)} ms, JS before interactive ${kb(base.js)} KB.`,
    ...SAMPLED_LANGUAGES.map((language) => {
      const figures = medians(rowsOf(language));
      return `- ${language}: performance ${figures.performance} (${(figures.performance / base.performance).toFixed(2)}), LCP ${round(figures.lcpMs, 0)} ms (${(figures.lcpMs / base.lcpMs).toFixed(2)}), JS before interactive ${kb(figures.js)} KB (${(figures.js / base.js).toFixed(2)})`;
    }),
  ];
}

async function main(): Promise<void> {
  if (unknownParts.length > 0)
    throw new Error(`BENCH_ONLY names no part ${unknownParts.join(', ')} (parts: ${PARTS.join(', ')})`);
  const sections = new Map<Part, string[]>();
  const loadBefore = os.loadavg();
  // Before the bench's own stack starts: the jest runs start theirs, and nothing else should run beside them.
  if (wants('build')) sections.set('build', await buildLines(REPO_ROOT, QUICK));
  // dynalite keeps the bench's table in memory: the stack's data is thrown away after the run, and LevelDB's reads and
  // writes were about a fifth of the stack's CPU per webhook delivery (ADR 537).
  const stack = await startStackProcess({ env: { LOG_LEVEL: 'ERROR', LOCAL_DYNAMODB_IN_MEMORY: '1' } });
  const bare = await startBareServer();
  try {
    if (wants('api')) sections.set('api', await apiLines(stack, bare.url));
    if (wants('order')) sections.set('order', await orderLines(stack));
    if (wants('portal')) sections.set('portal', await portalLines(stack));
    if (wants('admin')) sections.set('admin', await adminLines(stack));
    if (wants('lambda')) sections.set('lambda', await lambdaLines(stack));
    if (wants('web')) sections.set('web', await webLines(stack));
  } finally {
    bare.server.close();
    await stack.stop();
  }
  const loadAfter = os.loadavg();
  const everyPart = ONLY.size === PARTS.length;
  const command = everyPart ? '`npm run bench`' : `\`BENCH_ONLY=${[...sections.keys()].join(',')} npm run bench\``;
  const header = `Measured ${new Date().toISOString().slice(0, 10)} with ${command} on ${machine()}; load average ${loadBefore.map((value) => value.toFixed(1)).join(' / ')} (1 / 5 / 15 min) when it started, ${loadAfter.map((value) => value.toFixed(1)).join(' / ')} when it ended.`;
  console.log([header, ...[...sections.values()].map((lines) => lines.join('\n'))].join('\n\n'));
  if (QUICK) return;
  const results = path.join(REPO_ROOT, 'test', 'bench', 'results.md');
  writeFileSync(
    results,
    everyPart
      ? `# Benchmark results\n\n${header}\n\n${PARTS.map((part) => section(part, sections.get(part)!)).join('\n\n')}\n`
      : withSections(readFileSync(results, 'utf8'), header, sections),
  );
}

/** A part's figures in the results, between markers that a later run of that part alone finds again. */
const section = (part: Part, lines: readonly string[]) =>
  `<!-- bench:${part} -->\n${lines.join('\n')}\n<!-- /bench:${part} -->`;

/**
 * A run of some parts (`BENCH_ONLY=api,order`) rewrites only their sections of the results, each with the line that
 * says when, how and under what load it was measured; the other parts keep the figures of their own run. A section
 * the results lack yet goes before the next part's, in the order of PARTS.
 */
function withSections(previous: string, measuredLine: string, sections: ReadonlyMap<Part, readonly string[]>): string {
  let text = previous.trimEnd();
  for (const part of PARTS) {
    const lines = sections.get(part);
    if (!lines) continue;
    const written = section(part, [measuredLine, '', ...lines]);
    const existing = new RegExp(`<!-- bench:${part} -->[\\s\\S]*?<!-- /bench:${part} -->`);
    if (existing.test(text)) {
      text = text.replace(existing, () => written);
      continue;
    }
    const later = PARTS.slice(PARTS.indexOf(part) + 1)
      .map((next) => text.indexOf(`<!-- bench:${next} -->`))
      .filter((at) => at >= 0);
    const at = later.length > 0 ? Math.min(...later) : -1;
    text = at === -1 ? `${text}\n\n${written}` : `${text.slice(0, at)}${written}\n\n${text.slice(at)}`;
  }
  return `${text}\n`;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
