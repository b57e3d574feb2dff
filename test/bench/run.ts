/**
 * `npm run bench`: starts the local stack and measures the API, the Lambda bundles and the web pages, each beside
 * a baseline measured in the same run. Prints one table, writes it to test/bench/results.md and into README.md
 * between the bench markers. Timings are medians over repeated runs; compare ratios, not absolute figures.
 *
 * BENCH_QUICK=1 shortens every measurement (for trying the harness, not for figures).
 */
import {
  AdminConfirmSignUpCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_ROUTES } from '../../infra/definitions/api-routes';
import { HANDLER_BUNDLE_BUDGET_BYTES } from '../../infra/definitions/lambda-bundling';
import { REPO_ROOT, startStackProcess } from '../support/local-stack-process';
import { measureApi, startBareServer, type ApiTarget } from './api';
import { measureLambdas } from './lambda';
import { CHECKOUT_AND_PORTAL_PATHS, frameworkFloorBytes, measureWeb, signedInCookie } from './web';
import { webhookTarget } from './webhook';

const QUICK = process.env.BENCH_QUICK === '1';
const WEB_PATHS = ['/', '/buy-fms-trainer/B738', '/buy-skydeck-suite/A320'];

const hasRoute = (method: string, routePath: string) => API_ROUTES.some((route) => route.method === method && route.path === routePath);

interface LocalStatus {
  userPoolId: string;
  clientId: string;
  cognitoEndpoint: string;
}

/** A signed-in caller for `GET /api/products`: a confirmed user of the local pool and its id token. */
async function signedInHeaders(baseUrl: string): Promise<Record<string, string>> {
  const status = (await (await fetch(`${baseUrl}/api/local/status`)).json()) as LocalStatus;
  const cognito = new CognitoIdentityProviderClient({
    endpoint: status.cognitoEndpoint,
    region: 'eu-west-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const email = `bench-${Date.now()}@skydeck.example`;
  const password = 'bench-password-123';
  await cognito.send(new SignUpCommand({ ClientId: status.clientId, Username: email, Password: password, UserAttributes: [{ Name: 'email', Value: email }] }));
  await cognito.send(new AdminConfirmSignUpCommand({ UserPoolId: status.userPoolId, Username: email }));
  const auth = await cognito.send(
    new InitiateAuthCommand({ ClientId: status.clientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } }),
  );
  cognito.destroy();
  return { authorization: `Bearer ${auth.AuthenticationResult?.IdToken}` };
}

async function apiTargets(baseUrl: string): Promise<{ targets: ApiTarget[]; missing: string[] }> {
  const targets: ApiTarget[] = [{ name: 'GET /api/pricing/{slug}', path: '/api/pricing/ios-fms-trainer-b738-personal-annual?quantity=12' }];
  const missing: string[] = [];
  if (hasRoute('GET', '/api/products')) {
    targets.push({ name: 'GET /api/products (signed in)', path: '/api/products', headers: await signedInHeaders(baseUrl) });
  } else missing.push('GET /api/products (route not built yet)');
  if (hasRoute('POST', '/api/webhooks/paddle')) targets.push(await webhookTarget(baseUrl));
  else missing.push('POST /api/webhooks/paddle (route not built yet)');
  return { targets, missing };
}

function machine(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return `${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}, Node ${process.version}`;
}

async function main(): Promise<void> {
  const stack = await startStackProcess({ env: { POWERTOOLS_LOG_LEVEL: 'ERROR' } });
  const bare = await startBareServer();
  const lines: string[] = [];
  try {
    const { targets, missing } = await apiTargets(stack.url);
    const rounds = QUICK ? 1 : 5;
    const seconds = QUICK ? 1 : 4;
    const api = await measureApi({ baseUrl: stack.url, bareUrl: bare.url, targets, rounds, seconds, connections: 10 });
    const lambdas = await measureLambdas({ repoRoot: REPO_ROOT, outDir: path.join(REPO_ROOT, '.local', 'bench-bundles'), runs: QUICK ? 3 : 15 });
    const web = [
      ...(await measureWeb({ baseUrl: stack.url, paths: WEB_PATHS, runs: QUICK ? 1 : 3 })),
      ...(await measureWeb({ baseUrl: stack.url, paths: CHECKOUT_AND_PORTAL_PATHS, runs: QUICK ? 1 : 3, cookie: await signedInCookie(stack.url) })),
    ];
    const floorBytes = await frameworkFloorBytes(path.join(REPO_ROOT, '.local', 'bench-floor'));

    lines.push(
      `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench\` on ${machine()}.`,
      '',
      `**API** — autocannon, 10 connections, ${rounds} alternating rounds of ${seconds} s; medians. Baseline: a bare Node \`http\` server answering a constant JSON, measured in the same rounds.`,
      '',
      '| endpoint | req/s | p50 ms | p99 ms | errors | bare req/s | bare p50 ms | ratio req/s (ours/bare) |',
      '|---|---:|---:|---:|---:|---:|---:|---:|',
      ...api.map(
        (row) =>
          `| ${row.name} | ${row.requestsPerSecond} | ${row.p50} | ${row.p99} | ${row.errors} | ${row.bare.requestsPerSecond} | ${row.bare.p50} | ${(row.requestsPerSecond / row.bare.requestsPerSecond).toPrecision(2)} |`,
      ),
      ...missing.map((name) => `| ${name} | – | – | – | – | – | – | – |`),
      '',
      `**Lambda** — each handler bundled as deployed (esbuild, minified, AWS SDK external); module initialisation = median time of \`require()\` in a fresh \`node\` process. Empty module: ${lambdas.emptyInitMs} ms.`,
      '',
      `| handler | bundle KB (budget ${HANDLER_BUNDLE_BUDGET_BYTES / 1024}) | init ms | ratio to empty module |`,
      '|---|---:|---:|---:|',
      ...lambdas.rows.map((row) => `| ${row.handler} | ${(row.bytes / 1024).toFixed(1)} | ${row.initMs} | ${(row.initMs / lambdas.emptyInitMs).toFixed(1)} |`),
      '',
      `**Web** — Lighthouse 12, default mobile configuration (simulated throttling), Debian Chromium; median of ${QUICK ? 1 : 3} runs per page; the pages are prerendered HTML, hydrated. JS = transferred gzip bytes of the page's scripts. Baseline: the framework floor, the smallest hydrated app on the same React and react-router (one route), ${(floorBytes / 1024).toFixed(1)} KB gzip.`,
      '',
      '| page | performance | accessibility | best practices | LCP ms | TBT ms | CLS | JS KB gzip | JS / floor |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...web.map(
        (row) =>
          `| ${row.path} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.lcpMs} | ${row.tbtMs} | ${row.cls} | ${(row.jsGzipBytes / 1024).toFixed(1)} | ${(row.jsGzipBytes / floorBytes).toFixed(2)} |`,
      ),
    );
  } finally {
    bare.server.close();
    await stack.stop();
  }

  const table = lines.join('\n');
  console.log(table);
  if (QUICK) return;
  writeFileSync(path.join(REPO_ROOT, 'test', 'bench', 'results.md'), `# Benchmark results\n\n${table}\n`);
  const readmePath = path.join(REPO_ROOT, 'README.md');
  const readme = readFileSync(readmePath, 'utf8');
  const section = /<!-- bench:start -->[\s\S]*<!-- bench:end -->/;
  if (section.test(readme)) writeFileSync(readmePath, readme.replace(section, `<!-- bench:start -->\n${table}\n<!-- bench:end -->`));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
