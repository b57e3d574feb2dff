import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { localHandlerEnvironment, seedOwner, type LocalStatus } from '../support/portal-seed';
import { median, round } from './stats';
import { storeCallCounter } from './store-calls';

export interface PortalRow {
  readonly route: string;
  readonly licences: number;
  /** Store calls of one request, the session guard's included. */
  readonly calls: number;
  readonly p50Ms: number;
}

const ROUTES = [
  { route: 'GET /api/licenses', handler: 'licenses', path: '/api/licenses' },
  { route: 'GET /api/products', handler: 'products', path: '/api/products' },
  { route: 'GET /api/subscriptions', handler: 'subscriptions', path: '/api/subscriptions' },
] as const;

/**
 * The portal's reads for owners of 1, 10, 100 and 1,000 licences: each handler is loaded in this process with the
 * local stack's environment, a middleware on its DynamoDB client counts the store calls of each request, and the
 * handler answers `requests` times in a row (median latency, the handler's own time against the local table).
 */
export async function measurePortal(options: {
  status: LocalStatus;
  sizes: readonly number[];
  requests: number;
  signIn: (email: string) => Promise<Record<string, string>>;
}): Promise<PortalRow[]> {
  Object.assign(process.env, localHandlerEnvironment(options.status));
  const counter = await storeCallCounter();
  const handlers = new Map<string, (event: APIGatewayProxyEventV2) => Promise<{ statusCode?: number }>>();
  for (const { handler } of ROUTES)
    handlers.set(handler, ((await import(`../../lambdas/handlers/${handler}`)) as { handler: never }).handler);

  const rows: PortalRow[] = [];
  for (const size of options.sizes) {
    const email = `bench-portal-${size}-${Date.now()}@skydeck.example`;
    await seedOwner(options.status, email, size);
    const headers = await options.signIn(email);
    for (const { route, handler, path } of ROUTES) {
      const event = {
        rawPath: path,
        headers,
        requestContext: { http: { method: 'GET', path }, requestId: 'bench' },
      } as unknown as APIGatewayProxyEventV2;
      const times: number[] = [];
      const counts: number[] = [];
      for (let request = 0; request < options.requests; request += 1) {
        counter.calls = 0;
        const started = performance.now();
        const answer = await handlers.get(handler)!(event);
        times.push(performance.now() - started);
        counts.push(counter.calls);
        if (answer.statusCode !== 200)
          throw new Error(`${route} answered ${answer.statusCode} for the bench owner of ${size}`);
      }
      rows.push({ route, licences: size, calls: Math.max(...counts), p50Ms: round(median(times), 1) });
    }
  }
  return rows;
}
