import autocannon from 'autocannon';
import { createServer, type Server } from 'node:http';
import { median, round } from './stats';

/**
 * HTTP throughput and latency of our endpoints beside a bare Node server answering a constant JSON, measured in
 * alternating rounds in one run, so the ratio (ours / bare) survives a noisy machine better than either figure.
 */
export interface ApiTarget {
  readonly name: string;
  readonly path: string;
  readonly method?: string;
  readonly headers?: Record<string, string>;
  /** A fresh body per request (e.g. a newly signed webhook); when absent, no body. */
  readonly body?: () => string;
  /** Headers made per request for the body it carries (e.g. a signature), added to `headers`. */
  readonly requestHeaders?: (body: string | undefined) => Record<string, string>;
  /** Runs before each round, untimed (e.g. the orders whose deliveries the round sends). */
  readonly prepare?: () => Promise<void>;
}

export interface ApiRow {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU milliseconds the stack's process spent per request in the timed rounds (undefined without `stackCpu`). */
  cpuMsPerRequest: number | undefined;
  bare: { requestsPerSecond: number; p50: number; p99: number };
}

export async function startBareServer(): Promise<{ url: string; server: Server }> {
  const body = JSON.stringify({ status: 'ok' });
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, server };
}

export async function measureApi(options: {
  baseUrl: string;
  bareUrl: string;
  targets: readonly ApiTarget[];
  rounds: number;
  seconds: number;
  connections: number;
  /**
   * CPU seconds of the stack's process so far (all its threads: the handlers, the DynamoDB emulator), read around
   * each timed round: what a request costs the stack, which a shared machine's load moves far less than req/s.
   */
  stackCpu?: () => number | undefined;
}): Promise<ApiRow[]> {
  const rows: ApiRow[] = [];
  for (const target of options.targets) {
    const ours: autocannonResult[] = [];
    const bare: autocannonResult[] = [];
    // Untimed: the stack's first seconds under load run code V8 has not optimised yet (the webhook: 230 req/s in
    // its first 4 s, 340-420 after), and a buyer meets the steady state.
    await target.prepare?.();
    await run(`${options.baseUrl}${target.path}`, target, options);
    let cpuSeconds = 0;
    for (let round = 0; round < options.rounds; round += 1) {
      await target.prepare?.();
      const cpuBefore = options.stackCpu?.();
      ours.push(await run(`${options.baseUrl}${target.path}`, target, options));
      const cpuAfter = options.stackCpu?.();
      if (cpuBefore !== undefined && cpuAfter !== undefined) cpuSeconds += cpuAfter - cpuBefore;
      bare.push(await run(options.bareUrl, { name: 'bare', path: '/' }, options));
    }
    const requests = ours.reduce((total, r) => total + r.requests.total, 0);
    rows.push({
      name: target.name,
      requestsPerSecond: round(median(ours.map((r) => r.requests.average)), 0),
      p50: median(ours.map((r) => r.latency.p50)),
      p99: median(ours.map((r) => r.latency.p99)),
      errors: ours.reduce((total, r) => total + r.errors + r.non2xx + r.timeouts, 0),
      cpuMsPerRequest: options.stackCpu && requests > 0 ? round((cpuSeconds * 1000) / requests, 2) : undefined,
      bare: {
        requestsPerSecond: round(median(bare.map((r) => r.requests.average)), 0),
        p50: median(bare.map((r) => r.latency.p50)),
        p99: median(bare.map((r) => r.latency.p99)),
      },
    });
  }
  return rows;
}

type autocannonResult = Awaited<ReturnType<typeof autocannon>>;

function run(url: string, target: ApiTarget, options: { seconds: number; connections: number }) {
  const request = {
    method: target.method ?? 'GET',
    headers: target.headers ?? {},
    ...(target.body || target.requestHeaders
      ? {
          setupRequest: (req: { headers?: Record<string, string> }) => {
            const body = target.body?.();
            return { ...req, body, headers: { ...req.headers, ...target.requestHeaders?.(body) } };
          },
        }
      : {}),
  };
  return autocannon({ url, connections: options.connections, duration: options.seconds, requests: [request] });
}
