import { buildSync } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import type { HandlerRegistry } from '../../infra/definitions/handler-definition';
import { API_ROUTES, HANDLERS } from '../../infra/definitions/handlers';
import { clientsLoadedAtInit } from '../../infra/definitions/handler-clients';
import { bundleHandlers, firstUseFilesOf, LAMBDA_BUNDLING } from '../../infra/definitions/lambda-bundling';

const REGISTRY: HandlerRegistry = HANDLERS;
import { compileRoutes, toApiGatewayEvent } from '../../infra/local/api-gateway-adapter';
import { median, round } from './stats';

/** What a floor module does with each client: import it as the handlers do, and build AWS clients once. */
const FLOOR_USE: Readonly<Record<string, { import: string; use: string }>> = {
  '@aws-sdk/client-dynamodb': {
    import: 'DynamoDBClient',
    use: "const dynamo = new DynamoDBClient({ region: 'eu-west-1' });",
  },
  '@aws-sdk/lib-dynamodb': {
    import: 'DynamoDBDocumentClient',
    use: 'export const documents = DynamoDBDocumentClient.from(dynamo);',
  },
  '@aws-sdk/client-cognito-identity-provider': {
    import: 'CognitoIdentityProviderClient',
    use: "export const cognito = new CognitoIdentityProviderClient({ region: 'eu-west-1' });",
  },
  '@paddle/paddle-node-sdk': { import: 'Paddle', use: 'export const paddle = Paddle;' },
  'aws-jwt-verify': { import: 'CognitoJwtVerifier', use: 'export const verifier = CognitoJwtVerifier;' },
};

/** A representative first request per handler (what its cold start is followed by). */
export interface FirstRequest {
  readonly method: string;
  readonly path: string;
  readonly headers?: Record<string, string>;
  readonly body?: string;
}

export interface LambdaRow {
  handler: string;
  bytes: number;
  /** Files beside the bundle that it loads on first use (FIRST_USE_FILES), which its init does not parse. */
  firstUse: readonly { file: string; bytes: number }[];
  /** The clients its floor loads (its registry entry's `clients`). */
  clients: readonly string[];
  /** The clients the bundle loads at init, read from the build's metafile: the same list, or the floor is wrong. */
  clientsAtInit: readonly string[];
  initMs: number;
  floorInitMs: number;
  /** The empty module, measured in the same rounds as this handler. */
  emptyInitMs: number;
  /** Module init + the first request, against the local stack; undefined for handlers without a first request. */
  coldFirstRequestMs: number | undefined;
  firstStatus: number | undefined;
}

/**
 * Bundles every handler with the one shared build (as CDK deploys them) and measures, each in fresh `node`
 * processes, reduced to the median: module initialisation (`require()`), the same for the handler's floor module
 * and for an empty module, and the cold first request (init + the handler answering one request against the local
 * stack, with the handler environment the local stack uses).
 */
export async function measureLambdas(options: {
  repoRoot: string;
  outDir: string;
  runs: number;
  /** Environment for a handler in local mode (the local stack's), and a first request per handler. */
  local: { env: Record<string, string>; firstRequests: Readonly<Record<string, () => FirstRequest>> };
}) {
  mkdirSync(options.outDir, { recursive: true });
  const metafile = bundleHandlers(options.outDir);
  const emptyModule = path.join(options.outDir, 'empty.js');
  writeFileSync(emptyModule, 'module.exports = {};\n');
  const handlers = Object.keys(REGISTRY);
  buildFloors(handlers, path.join(options.outDir, 'floors'));
  const cloudEnv = {
    SKYDECK_MODE: 'cloud',
    AWS_REGION: 'eu-west-1',
    TABLE_NAME: 'bench',
    USER_POOL_ID: 'eu-west-1_Bench0000',
    USER_POOL_CLIENT_ID: 'benchclient',
  };
  const match = compileRoutes(API_ROUTES);

  const rows: LambdaRow[] = [];
  const emptySamples: number[] = [];
  for (const handler of handlers) {
    const file = path.join(options.outDir, handler, 'index.js');
    const makeRequest = options.local.firstRequests[handler];
    const makeEvent = makeRequest
      ? () => {
          const first = makeRequest();
          const matched = match(first.method, first.path.split('?')[0]!);
          // No route matches: the `$default` route's answer (no-route).
          return firstEvent(
            first,
            matched ??
              ({
                route: { method: first.method, path: '$default', handler },
                pathParameters: {},
              } as unknown as MatchedRoute),
          );
        }
      : undefined;
    const cold = makeEvent
      ? coldFirstRequest(file, makeEvent, options.runs, options.repoRoot, options.local.env)
      : undefined;
    // Side by side: each round loads the handler, its floor and the empty module, one after the other, so a
    // shared machine's load weighs on all three alike and the ratios hold where absolute times do not.
    const samples = { init: [] as number[], floor: [] as number[], empty: [] as number[] };
    for (let run = 0; run < options.runs; run++) {
      samples.init.push(initMs(file, options.repoRoot, cloudEnv));
      samples.floor.push(initMs(path.join(options.outDir, 'floors', `${handler}.js`), options.repoRoot, cloudEnv));
      samples.empty.push(initMs(emptyModule, options.repoRoot, cloudEnv));
    }
    emptySamples.push(...samples.empty);
    rows.push({
      handler,
      bytes: statSync(file).size,
      firstUse: firstUseFilesOf(metafile, handler).map((name) => ({
        file: name,
        bytes: statSync(path.join(options.outDir, handler, name)).size,
      })),
      clients: REGISTRY[handler]!.clients,
      clientsAtInit: clientsLoadedAtInit(metafile, handler),
      initMs: round(median(samples.init), 2),
      floorInitMs: round(median(samples.floor), 2),
      emptyInitMs: round(median(samples.empty), 2),
      coldFirstRequestMs: cold?.ms,
      firstStatus: cold?.status,
    });
  }
  return { rows, emptyInitMs: round(median(emptySamples), 2) };
}

function buildFloors(handlers: readonly string[], dir: string): void {
  mkdirSync(dir, { recursive: true });
  const entries: Record<string, string> = {};
  for (const handler of handlers) {
    const clients = REGISTRY[handler]!.clients;
    const source = [
      ...clients.map((client) => `import { ${FLOOR_USE[client]!.import} } from '${client}';`),
      ...clients.map((client) => FLOOR_USE[client]!.use),
      'export {};',
    ].join('\n');
    const entry = path.join(dir, `${handler}.floor.ts`);
    writeFileSync(entry, source);
    entries[handler] = entry;
  }
  buildSync({
    ...LAMBDA_BUNDLING,
    external: [...LAMBDA_BUNDLING.external],
    entryPoints: entries,
    outdir: dir,
    bundle: true,
    logLevel: 'error',
  });
}

type MatchedRoute = Parameters<typeof toApiGatewayEvent>[2];

function firstEvent(first: FirstRequest, matched: MatchedRoute) {
  const request = {
    url: first.path,
    method: first.method,
    headers: { host: 'localhost', ...first.headers },
    httpVersion: '1.1',
    socket: { remoteAddress: '127.0.0.1' },
  } as unknown as IncomingMessage;
  return toApiGatewayEvent(request, Buffer.from(first.body ?? ''), matched);
}

function initMs(file: string, cwd: string, env: Record<string, string>): number {
  const script = `const t=process.hrtime.bigint();require(${JSON.stringify(file)});process.stdout.write(String(Number(process.hrtime.bigint()-t)/1e6))`;
  return Number(execFileSync(process.execPath, ['-e', script], { cwd, env: { ...process.env, ...env } }).toString());
}

function coldFirstRequest(
  file: string,
  makeEvent: () => unknown,
  runs: number,
  cwd: string,
  env: Record<string, string>,
) {
  const script = `const t=process.hrtime.bigint();const { handler } = require(${JSON.stringify(file)});
handler(JSON.parse(process.env.BENCH_EVENT)).then((result) => process.stdout.write(JSON.stringify({ ms: Number(process.hrtime.bigint()-t)/1e6, status: result.statusCode })));`;
  const samples = Array.from({ length: runs }, () => {
    const output = execFileSync(process.execPath, ['-e', script], {
      cwd,
      env: { ...process.env, ...env, BENCH_EVENT: JSON.stringify(makeEvent()) },
    }).toString();
    return JSON.parse(output) as { ms: number; status: number };
  });
  return { ms: round(median(samples.map((sample) => sample.ms)), 1), status: samples.at(-1)!.status };
}
