import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { DEFAULT_MEMORY_MB, type HandlerDefinition } from '../../infra/definitions/handler-definition';
import { HANDLERS } from '../../infra/definitions/handlers';
import type { StageConfig } from '../../infra/stages/stages';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../lambdas/contract/csrf';
import { MAIL_OUTBOX_OLDEST_AGE_METRIC } from '../../lambdas/contract/shop-metrics';
import { devStage, fullStage } from '../infra/synth';
import type { PortalRow } from './portal';
import { median, round } from './stats';
import { storeCallCounter } from './store-calls';
import type { OrderWork } from './webhook';

/**
 * Public list prices of eu-west-1 (Europe (Ireland)), USD, on-demand, without free tiers. Each names the usage type
 * of AWS's price list it stands for. They could not be re-read from the machine that wrote this (no network): check
 * them on the pages in SOURCES before quoting a figure, and change `readOn` with them.
 */
export const PRICES = {
  region: 'eu-west-1',
  readOn: '2026-11-28',
  /** EU-WriteRequestUnits, after DynamoDB's on-demand price cut of November 2024. */
  dynamoWriteUnitsPerMillion: 0.7068,
  /** EU-ReadRequestUnits. */
  dynamoReadUnitsPerMillion: 0.1415,
  /** EU-Lambda-GB-Second (x86; every function here is x86). */
  lambdaGbSecond: 0.0000166667,
  /** EU-Request. */
  lambdaRequestsPerMillion: 0.2,
  /** EU-ApiGatewayHttpRequest, the first 300 million a month. */
  httpApiRequestsPerMillion: 1.11,
  /** CloudFront HTTPS requests in Europe: every API request reaches the API through the distribution. */
  cloudFrontHttpsRequestsPerMillion: 1.2,
  /** WAF requests of the web ACL on the distribution. */
  wafRequestsPerMillion: 0.6,
  sesPerThousandMails: 0.1,
  /** KMS asymmetric requests other than RSA 2048 (the licence key is ECC_NIST_P256): one Sign per licence issued. */
  kmsAsymmetricPerTenThousand: 0.15,
  kmsKeyMonth: 1,
  secretMonth: 0.4,
  alarmMonth: 0.1,
  dashboardMonth: 3,
  customMetricMonth: 0.3,
  webAclMonth: 5,
  webAclRuleMonth: 1,
} as const;

const SOURCES = [
  'DynamoDB on-demand: aws.amazon.com/dynamodb/pricing/on-demand (Europe (Ireland)); units as docs.aws.amazon.com/whitepapers/latest/how-aws-pricing-works/dynamodb.html defines them: a strongly consistent read ≤ 4 KB 1 RRU, a write ≤ 1 KB 1 WRU, transactional twice',
  'Lambda: aws.amazon.com/lambda/pricing (x86, Europe (Ireland))',
  'HTTP API: aws.amazon.com/api-gateway/pricing (HTTP APIs, Europe (Ireland))',
  'CloudFront: aws.amazon.com/cloudfront/pricing (HTTPS requests, Europe); WAF: aws.amazon.com/waf/pricing',
  'SES, Secrets Manager, KMS, CloudWatch: aws.amazon.com/ses/pricing, /secrets-manager/pricing, /kms/pricing, /cloudwatch/pricing',
];

/** What one request of a handler costs the shop: Lambda time and store units, measured by the bench. */
export interface HandlerWork {
  readonly handler: string;
  readonly requests: number;
  readonly handlerMs: number;
  readonly readUnits: number;
  readonly writeUnits: number;
}

/**
 * The checkout's `POST /api/checkout` for a guest's one-suite basket, in this process against the local stack
 * (its Paddle calls go to the stand-in): store calls' units and handler time, median of `runs`.
 */
export async function checkoutWork(env: Record<string, string>, runs: number): Promise<HandlerWork> {
  Object.assign(process.env, env);
  const counter = await storeCallCounter();
  const { handler } = (await import('../../lambdas/handlers/checkout')) as {
    handler: (event: APIGatewayProxyEventV2) => Promise<{ statusCode?: number; body?: string }>;
  };
  const samples: { ms: number; reads: number; writes: number }[] = [];
  for (let run = 0; run < runs; run += 1) {
    const body = JSON.stringify({
      slug: 'skydeck-suiteb737annual',
      quantity: 1,
      email: `bench-checkout-${Date.now().toString(36)}-${run}@skydeck.example`,
    });
    const event = {
      rawPath: '/api/checkout',
      body,
      isBase64Encoded: false,
      headers: {
        host: 'localhost',
        origin: 'http://localhost',
        [CSRF_HEADER]: CSRF_HEADER_VALUE,
        'content-type': 'application/json',
      },
      requestContext: { http: { method: 'POST', path: '/api/checkout', sourceIp: '127.0.0.1' }, requestId: 'bench' },
    } as unknown as APIGatewayProxyEventV2;
    Object.assign(counter, { calls: 0, reads: 0, writes: 0 });
    const started = performance.now();
    const answer = await handler(event);
    const ms = performance.now() - started;
    if (answer.statusCode !== 201) throw new Error(`The checkout answered ${answer.statusCode}: ${answer.body}`);
    samples.push({ ms, reads: counter.reads, writes: counter.writes });
  }
  return {
    handler: 'checkout',
    requests: 1,
    handlerMs: round(median(samples.map((sample) => sample.ms)), 1),
    readUnits: Math.max(...samples.map((sample) => sample.reads)),
    writeUnits: Math.max(...samples.map((sample) => sample.writes)),
  };
}

/** A buyer's first look at the portal after the order: their licences, products and subscriptions (one licence). */
export function portalVisitWork(rows: readonly PortalRow[]): HandlerWork[] {
  const handlerOf: Record<string, string> = {
    'GET /api/licenses': 'licenses',
    'GET /api/products': 'products',
    'GET /api/subscriptions': 'subscriptions',
  };
  return rows
    .filter((row) => row.licences === 1)
    .map((row) => ({
      handler: handlerOf[row.route]!,
      requests: 1,
      handlerMs: row.p50Ms,
      readUnits: row.readUnits,
      writeUnits: 0,
    }));
}

const memoryGb = (handler: string) =>
  ((HANDLERS as Record<string, { memoryMb?: number }>)[handler]?.memoryMb ?? DEFAULT_MEMORY_MB) / 1024;

const dollars = (value: number) => (value === 0 ? '$0' : `$${value < 0.1 ? value.toFixed(4) : value.toFixed(2)}`);

interface CostRow {
  readonly part: string;
  readonly handler: string;
  readonly requests: number;
  readonly gbSeconds: number;
  readonly readUnits: number;
  readonly writeUnits: number;
  readonly mails: number;
  readonly signatures: number;
}

/** What every API request pays besides its Lambda time: CloudFront, the web ACL, the HTTP API and Lambda's request. */
const PER_API_REQUEST_PER_MILLION =
  PRICES.cloudFrontHttpsRequestsPerMillion +
  PRICES.wafRequestsPerMillion +
  PRICES.httpApiRequestsPerMillion +
  PRICES.lambdaRequestsPerMillion;

function variableCost(row: CostRow): number {
  return (
    (row.requests * PER_API_REQUEST_PER_MILLION) / 1e6 +
    row.gbSeconds * PRICES.lambdaGbSecond +
    (row.readUnits * PRICES.dynamoReadUnitsPerMillion) / 1e6 +
    (row.writeUnits * PRICES.dynamoWriteUnitsPerMillion) / 1e6 +
    (row.mails * PRICES.sesPerThousandMails) / 1e3 +
    (row.signatures * PRICES.kmsAsymmetricPerTenThousand) / 1e4
  );
}

/** A synthesized CloudFormation template, as `Template.toJSON()` or `cdk.out` give it. */
export interface TemplateJson {
  readonly Resources?: Record<string, { readonly Type: string; readonly Properties?: Record<string, unknown> }>;
}

/**
 * The two ends of what a stage can be, each synthesized with its three stacks: `dev` as committed, and a stage with
 * everything on (the on-call tests' stage). Every deployed stage costs between the two.
 */
export const COST_STAGES: readonly { readonly label: string; readonly stage: () => StageConfig }[] = [
  { label: '`dev` as committed (no mail, no domain)', stage: () => devStage() },
  {
    label: 'everything on (SES, custom domain, Cognito domain, four social providers)',
    stage: () => ({
      ...fullStage(),
      email: { identity: 'skydeck.example', fromAddress: 'no-reply@skydeck.example' },
      alarmEmails: ['ops@skydeck.example'],
    }),
  },
];

/** What a stage pays every month whatever it sells, counted in its synthesized templates. */
function fixedItems(templates: readonly TemplateJson[]): (readonly [string, number, number])[] {
  const resources = templates.flatMap((template) => Object.values(template.Resources ?? {}));
  const count = (type: string) => resources.filter((resource) => resource.Type === type).length;
  const webAclRules = resources
    .filter((resource) => resource.Type === 'AWS::WAFv2::WebACL')
    .reduce((sum, resource) => sum + ((resource.Properties?.Rules as unknown[] | undefined)?.length ?? 0), 0);
  const everyRunMetrics = resources.filter(
    (resource) =>
      resource.Type === 'AWS::CloudWatch::Alarm' && resource.Properties?.MetricName === MAIL_OUTBOX_OLDEST_AGE_METRIC,
  ).length;
  return [
    ['CloudWatch alarms', count('AWS::CloudWatch::Alarm'), PRICES.alarmMonth],
    ['CloudWatch dashboards', count('AWS::CloudWatch::Dashboard'), PRICES.dashboardMonth],
    ['metrics of log metric filters', count('AWS::Logs::MetricFilter'), PRICES.customMetricMonth],
    [
      `metrics a job publishes on every run (\`${MAIL_OUTBOX_OLDEST_AGE_METRIC}\`)`,
      everyRunMetrics,
      PRICES.customMetricMonth,
    ],
    ['Secrets Manager secrets', count('AWS::SecretsManager::Secret'), PRICES.secretMonth],
    ['KMS keys (licence signing, the management trail)', count('AWS::KMS::Key'), PRICES.kmsKeyMonth],
    ['CloudTrail trails (the first copy of management events is free)', count('AWS::CloudTrail::Trail'), 0],
    ['WAF web ACLs', count('AWS::WAFv2::WebACL'), PRICES.webAclMonth],
    ['WAF rules', webAclRules, PRICES.webAclRuleMonth],
  ];
}

const fixedMonthly = (templates: readonly TemplateJson[]) =>
  fixedItems(templates).reduce((sum, [, quantity, price]) => sum + quantity * price, 0);

/**
 * The fixed table of the cost section: each stage shape's count and monthly cost from its templates. A test
 * (test/infra/on-call.test.ts) computes it from the templates it synthesizes and finds it in docs/benchmarks.md.
 */
export function fixedCostLines(stages: readonly { label: string; templates: readonly TemplateJson[] }[]): string[] {
  const items = stages.map((stage) => fixedItems(stage.templates));
  return [
    `| fixed, per stage and month | price | ${stages.map((stage) => `${stage.label}: count | per month`).join(' | ')} |`,
    `|---|---:|${stages.map(() => '---:|---:|').join('')}`,
    ...items[0]!.map(
      ([what, , price], row) =>
        `| ${what} | ${dollars(price)} | ${items.map((stage) => `${stage[row]![1]} | ${dollars(stage[row]![1] * price)}`).join(' | ')} |`,
    ),
    `| **fixed per stage** | |${stages.map((stage) => ` | **${dollars(fixedMonthly(stage.templates))}** |`).join('')}`,
  ];
}

/** Runs of each scheduled job a month (30 days), from its cron in the registry. */
function runsPerMonth(cron: { minute: string; hour: string }): number {
  const perField = (field: string, range: number) => {
    const step = /^(?:\*|\d+)\/(\d+)$/.exec(field);
    if (step) return Math.ceil(range / Number(step[1]));
    return field === '*' ? range : field.split(',').length;
  };
  return perField(cron.minute, 60) * perField(cron.hour, 24) * 30;
}

/** The scheduled jobs of the registry with their runs a month, most frequent first. */
function scheduledRuns(): { handler: string; runs: number }[] {
  return Object.entries(HANDLERS as Record<string, HandlerDefinition>)
    .flatMap(([handler, definition]) =>
      definition.trigger?.kind === 'schedule' ? [{ handler, runs: runsPerMonth(definition.trigger.cron) }] : [],
    )
    .sort((a, b) => b.runs - a.runs);
}

/**
 * An empty run of the mail outbox job (`mail-outbox`, every 5 minutes), in this process against the local stack: its
 * store units and handler time, median of `runs`. What every stage pays for the outbox whether it sells or not.
 */
export async function outboxRunWork(env: Record<string, string>, runs: number): Promise<HandlerWork> {
  Object.assign(process.env, env);
  const counter = await storeCallCounter();
  const { handler } = (await import('../../lambdas/handlers/mail-outbox')) as { handler: () => Promise<unknown> };
  const samples: { ms: number; reads: number }[] = [];
  // Each run writes its metric to stdout, as Lambda's log wants it; here it would only bury the bench's table.
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = () => true;
  try {
    for (let run = 0; run < runs; run += 1) {
      Object.assign(counter, { calls: 0, reads: 0, writes: 0 });
      const started = performance.now();
      await handler();
      samples.push({ ms: performance.now() - started, reads: counter.reads });
    }
  } finally {
    process.stdout.write = write;
  }
  return {
    handler: 'mail-outbox',
    requests: 1,
    handlerMs: round(median(samples.map((sample) => sample.ms)), 1),
    readUnits: Math.max(...samples.map((sample) => sample.reads)),
    writeUnits: 0,
  };
}

/**
 * Cost per 1,000 guest orders of one B737 suite: the checkout, every webhook delivery of the order, the buyer's first
 * portal visit and the order's mails, from the work this run measured and the prices above; and each stage's fixed
 * monthly cost, from its synthesized templates and the scheduled runs of its jobs.
 */
export function costLines(options: {
  measuredOn: string;
  load: string;
  suite: OrderWork;
  checkout: HandlerWork;
  portal: readonly HandlerWork[];
  outboxRun: HandlerWork;
  stages: readonly { label: string; templates: readonly TemplateJson[] }[];
}): string[] {
  const { suite, checkout, portal, outboxRun, stages } = options;
  const rows: CostRow[] = [
    {
      part: 'checkout (`POST /api/checkout`)',
      handler: 'checkout',
      requests: 1,
      gbSeconds: (checkout.handlerMs / 1000) * memoryGb('checkout'),
      readUnits: checkout.readUnits,
      writeUnits: checkout.writeUnits,
      mails: 0,
      signatures: 0,
    },
    {
      part: `webhook (${suite.deliveries.length} deliveries, the order mail sent inside the last)`,
      handler: 'paddle-webhook',
      requests: suite.deliveries.length,
      gbSeconds: (suite.handlerMs / 1000) * memoryGb('paddle-webhook'),
      readUnits: suite.readUnits,
      writeUnits: suite.writeUnits,
      mails: suite.mails,
      signatures: 1,
    },
    ...portal.map((work) => ({
      part: `portal visit (\`${work.handler}\`)`,
      handler: work.handler,
      requests: work.requests,
      gbSeconds: (work.handlerMs / 1000) * memoryGb(work.handler),
      readUnits: work.readUnits,
      writeUnits: work.writeUnits,
      mails: 0,
      signatures: 0,
    })),
  ];
  const thousand = (value: number) => round(value * 1000, 2);
  const variable = rows.reduce((sum, row) => sum + variableCost(row), 0);
  const [outbox, ...daily] = scheduledRuns();
  const outboxMonthly =
    outbox!.runs *
    ((outboxRun.handlerMs / 1000) * memoryGb('mail-outbox') * PRICES.lambdaGbSecond +
      PRICES.lambdaRequestsPerMillion / 1e6 +
      (outboxRun.readUnits * PRICES.dynamoReadUnitsPerMillion) / 1e6);
  const fixed = stages.map((stage) => fixedMonthly(stage.templates) + outboxMonthly);
  return [
    '## Cost per 1,000 orders',
    '',
    `Written by \`npm run bench\` (its "order" part) on ${options.measuredOn}, load average ${options.load}; do not edit by hand. One order = a guest's order of one B737 suite (the best seller): the checkout, every webhook delivery of the order in Paddle's order, the buyer's first portal visit (licences, products, subscriptions) and its mails. Lambda time is each handler's own time measured in the bench process against the local emulators (median; the machine's load moves it), billed at the function's memory from \`infra/definitions/handlers.ts\`; the order mail is sent inside the webhook's last delivery, so its Lambda time and store calls (suppression check, mail log) are the webhook's; a mail SES refuses is sent later by the outbox job (ADR 504), not counted here. Store units are estimated per request from the calls counted (\`test/bench/store-calls.ts\`); one KMS signature per licence issued; every API request pays CloudFront, the web ACL, the HTTP API and Lambda's request ($${PER_API_REQUEST_PER_MILLION.toFixed(2)} per million). Free tiers are left out (Cognito's 10,000 monthly active users cover the buyers who sign in to the portal).`,
    '',
    '| per 1,000 orders | Lambda memory MB | API requests | Lambda GB-s | read units | write units | mails | cost |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (row) =>
        `| ${row.part} | ${memoryGb(row.handler) * 1024} | ${thousand(row.requests)} | ${thousand(row.gbSeconds)} | ${thousand(row.readUnits)} | ${thousand(row.writeUnits)} | ${thousand(row.mails)} | ${dollars(variableCost(row) * 1000)} |`,
    ),
    `| **variable, per 1,000 orders** | | | | | | | **${dollars(variable * 1000)}** |`,
    '',
    ...fixedCostLines(stages),
    '',
    `Scheduled runs, on every stage: the mail outbox ${outbox!.runs.toLocaleString('en')} times a month (an empty run measured at ${outboxRun.handlerMs} ms and ${outboxRun.readUnits} read units): ${dollars(outboxMonthly)} a month; ${daily.map((job) => `\`${job.handler}\` ${job.runs}`).join(', ')} runs a month, whose time grows with the shop's licences (cents at this size, not counted).`,
    '',
    `A stage selling 1,000 such orders a month pays about ${stages.map((stage, at) => `${dollars(variable * 1000 + fixed[at]!)} (${stage.label}: fixed ${dollars(fixed[at]!)} + variable ${dollars(variable * 1000)})`).join(' to ')}. CloudFront's and the API's data transfer, S3, log ingestion ($0.57 per GB) and the page views around an order come on top and scale with visits more than with orders.`,
    '',
    `Prices (USD, ${PRICES.region}, list prices as of ${PRICES.readOn}): DynamoDB on-demand $${PRICES.dynamoWriteUnitsPerMillion} per million write units and $${PRICES.dynamoReadUnitsPerMillion} per million read units; Lambda $${PRICES.lambdaRequestsPerMillion} per million requests and $${PRICES.lambdaGbSecond} per GB-s (x86); HTTP API $${PRICES.httpApiRequestsPerMillion} per million requests; CloudFront $${PRICES.cloudFrontHttpsRequestsPerMillion} per million HTTPS requests; WAF $${PRICES.wafRequestsPerMillion} per million requests, $${PRICES.webAclMonth} per web ACL and $${PRICES.webAclRuleMonth} per rule a month; SES $${PRICES.sesPerThousandMails} per 1,000 mails; KMS $${PRICES.kmsAsymmetricPerTenThousand} per 10,000 asymmetric requests and $${PRICES.kmsKeyMonth} per key-month; Secrets Manager $${PRICES.secretMonth} per secret-month; CloudWatch $${PRICES.alarmMonth} per alarm, $${PRICES.dashboardMonth} per dashboard, $${PRICES.customMetricMonth} per metric a month. Not re-read online when this section was written: check them on ${SOURCES.join('; ')}.`,
  ];
}

/** The section of docs/benchmarks.md the bench rewrites. */
const COST_SECTION = /<!-- bench:cost -->[\s\S]*<!-- \/bench:cost -->/;

export function withCostSection(document: string, lines: readonly string[]): string {
  const section = `<!-- bench:cost -->\n${lines.join('\n')}\n<!-- /bench:cost -->`;
  return COST_SECTION.test(document)
    ? document.replace(COST_SECTION, section)
    : `${document.trimEnd()}\n\n${section}\n`;
}
