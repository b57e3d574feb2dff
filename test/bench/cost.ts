import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_MEMORY_MB } from '../../infra/definitions/handler-definition';
import { HANDLERS } from '../../infra/definitions/handlers';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../lambdas/contract/csrf';
import type { PortalRow } from './portal';
import { median, round } from './stats';
import { storeCallCounter } from './store-calls';
import type { OrderWork } from './webhook';

/**
 * Public list prices, USD, read on 2026-11-28 with the sources below. The pages the search reached state US East
 * (N. Virginia) figures for DynamoDB, Lambda and API Gateway; Lambda's and SES's are the same in eu-west-1, while
 * AWS lists Europe (Ireland) DynamoDB request units and HTTP API requests about a tenth higher: read the variable
 * figures as a floor until the eu-west-1 table is checked on the AWS pricing pages.
 */
export const PRICES = {
  readOn: '2026-11-28',
  dynamoWriteUnitsPerMillion: 0.625,
  dynamoReadUnitsPerMillion: 0.125,
  lambdaGbSecond: 0.0000166667,
  lambdaRequestsPerMillion: 0.2,
  httpApiRequestsPerMillion: 1.0,
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
  'DynamoDB on-demand request units: airbyte.com/data-engineering-resources/dynamodb-pricing (US East; units as docs.aws.amazon.com/whitepapers/latest/how-aws-pricing-works/dynamodb.html defines them: a strongly consistent read ≤ 4 KB 1 RRU, a write ≤ 1 KB 1 WRU, transactional twice)',
  'Lambda requests and GB-s (x86): cloudchipr.com/blog/aws-lambda-pricing, aws.amazon.com/lambda/pricing',
  'HTTP API requests: docs.aws.amazon.com/whitepapers/latest/best-practices-api-gateway-private-apis-integration/cost-optimization.html (us-east-1, first 300 M a month)',
  'SES, Secrets Manager, KMS, CloudWatch alarms and dashboards, WAF: the figures of docs/operations.md, "Cost notes", and AWS’s pricing pages',
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

const dollars = (value: number) => `$${value < 0.1 ? value.toFixed(4) : value.toFixed(2)}`;

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

function variableCost(row: CostRow): number {
  return (
    (row.requests * (PRICES.lambdaRequestsPerMillion + PRICES.httpApiRequestsPerMillion)) / 1e6 +
    row.gbSeconds * PRICES.lambdaGbSecond +
    (row.readUnits * PRICES.dynamoReadUnitsPerMillion) / 1e6 +
    (row.writeUnits * PRICES.dynamoWriteUnitsPerMillion) / 1e6 +
    (row.mails * PRICES.sesPerThousandMails) / 1e3 +
    (row.signatures * PRICES.kmsAsymmetricPerTenThousand) / 1e4
  );
}

/** What each stage pays every month whatever it sells, counted in the synthesized templates (`cdk.out`). */
function fixedPerStage(cdkOut: string): { lines: string[]; monthly: number } {
  if (!existsSync(cdkOut))
    return { lines: ['No synthesized templates (`cdk.out`): run `npm run synth` first.'], monthly: 0 };
  const count: Record<string, number> = {};
  let webAclRules = 0;
  for (const file of readdirSync(cdkOut).filter((name) => name.endsWith('.template.json'))) {
    const template = JSON.parse(readFileSync(path.join(cdkOut, file), 'utf8')) as {
      Resources?: Record<string, { Type: string; Properties?: { Rules?: unknown[] } }>;
    };
    for (const resource of Object.values(template.Resources ?? {})) {
      count[resource.Type] = (count[resource.Type] ?? 0) + 1;
      if (resource.Type === 'AWS::WAFv2::WebACL') webAclRules += resource.Properties?.Rules?.length ?? 0;
    }
  }
  const items = [
    ['CloudWatch alarms', count['AWS::CloudWatch::Alarm'] ?? 0, PRICES.alarmMonth],
    ['CloudWatch dashboards', count['AWS::CloudWatch::Dashboard'] ?? 0, PRICES.dashboardMonth],
    ['metrics of log metric filters', count['AWS::Logs::MetricFilter'] ?? 0, PRICES.customMetricMonth],
    ['Secrets Manager secrets', count['AWS::SecretsManager::Secret'] ?? 0, PRICES.secretMonth],
    ['KMS keys', count['AWS::KMS::Key'] ?? 0, PRICES.kmsKeyMonth],
    ['WAF web ACLs', count['AWS::WAFv2::WebACL'] ?? 0, PRICES.webAclMonth],
    ['WAF rules', webAclRules, PRICES.webAclRuleMonth],
  ] as const;
  const monthly = items.reduce((sum, [, quantity, price]) => sum + quantity * price, 0);
  return {
    lines: [
      '| fixed, per stage and month (`dev` as synthesized) | count | price | per month |',
      '|---|---:|---:|---:|',
      ...items.map(
        ([what, quantity, price]) => `| ${what} | ${quantity} | ${dollars(price)} | ${dollars(quantity * price)} |`,
      ),
      `| **fixed per stage** | | | **${dollars(monthly)}** |`,
    ],
    monthly,
  };
}

/**
 * Cost per 1,000 guest orders of one B737 suite: the checkout, every webhook delivery of the order, the buyer's first
 * portal visit and the order's mails, from the work this run measured and the prices above; and each stage's fixed
 * monthly cost.
 */
export function costLines(options: {
  measuredOn: string;
  load: string;
  suite: OrderWork;
  checkout: HandlerWork;
  portal: readonly HandlerWork[];
  cdkOut: string;
}): string[] {
  const { suite, checkout, portal } = options;
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
      part: `webhook (${suite.deliveries.length} deliveries)`,
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
  const fixed = fixedPerStage(options.cdkOut);
  return [
    '## Cost per 1,000 orders',
    '',
    `Written by \`npm run bench\` (its "order" part) on ${options.measuredOn}, load average ${options.load}; do not edit by hand. One order = a guest's order of one B737 suite (the best seller): the checkout, every webhook delivery of the order in Paddle's order, the buyer's first portal visit (licences, products, subscriptions) and its mails. Lambda time is each handler's own time measured in the bench process against the local emulators (median; the machine's load moves it), billed at the function's memory from \`infra/definitions/handlers.ts\`; store units are estimated per request from the calls counted (\`test/bench/store-calls.ts\`); one KMS signature per licence issued. Free tiers are left out.`,
    '',
    '| per 1,000 orders | Lambda memory MB | requests (API + Lambda) | Lambda GB-s | read units | write units | mails | cost |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (row) =>
        `| ${row.part} | ${memoryGb(row.handler) * 1024} | ${thousand(row.requests)} | ${thousand(row.gbSeconds)} | ${thousand(row.readUnits)} | ${thousand(row.writeUnits)} | ${thousand(row.mails)} | ${dollars(variableCost(row) * 1000)} |`,
    ),
    `| **variable, per 1,000 orders** | | | | | | | **${dollars(variable * 1000)}** |`,
    '',
    ...fixed.lines,
    '',
    `A stage selling 1,000 such orders a month pays about ${dollars(variable * 1000 + fixed.monthly)} (fixed ${dollars(fixed.monthly)} + variable ${dollars(variable * 1000)}); CloudFront, S3, log ingestion ($0.50–0.57 per GB) and data transfer come on top and scale with visits more than with orders.`,
    '',
    `Prices (USD, read ${PRICES.readOn}): DynamoDB on-demand $${PRICES.dynamoWriteUnitsPerMillion} per million write units and $${PRICES.dynamoReadUnitsPerMillion} per million read units; Lambda $${PRICES.lambdaRequestsPerMillion} per million requests and $${PRICES.lambdaGbSecond} per GB-s (x86); HTTP API $${PRICES.httpApiRequestsPerMillion.toFixed(2)} per million requests; SES $${PRICES.sesPerThousandMails} per 1,000 mails; KMS $${PRICES.kmsAsymmetricPerTenThousand} per 10,000 asymmetric requests and $${PRICES.kmsKeyMonth} per key-month; Secrets Manager $${PRICES.secretMonth} per secret-month; CloudWatch $${PRICES.alarmMonth} per alarm, $${PRICES.dashboardMonth} per dashboard, $${PRICES.customMetricMonth} per metric a month; WAF $${PRICES.webAclMonth} per web ACL and $${PRICES.webAclRuleMonth} per rule a month. The DynamoDB, Lambda and HTTP API figures are the US East (N. Virginia) list prices the sources state; Europe (Ireland) lists DynamoDB request units and HTTP API requests about a tenth higher, Lambda and SES the same. Sources: ${SOURCES.join('; ')}.`,
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
