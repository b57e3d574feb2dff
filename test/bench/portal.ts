import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { localHandlerEnvironment, seedOwner, type LocalStatus } from '../support/portal-seed';
import { median, round } from './stats';
import { storeCallCounter } from './store-calls';

export interface PortalRow {
  readonly route: string;
  readonly licences: number;
  /** Store calls of one request, the session guard's included. */
  readonly calls: number;
  /** Read units DynamoDB on-demand bills for them (estimated per request, store-calls.ts). */
  readonly readUnits: number;
  readonly p50Ms: number;
  /** Licences in the answer (the first page of the paged routes); undefined for routes that list none. */
  readonly shown: number | undefined;
}

const ROUTES = [
  { route: 'GET /api/licenses', handler: 'licenses', path: '/api/licenses' },
  { route: 'GET /api/products', handler: 'products', path: '/api/products' },
  { route: 'GET /api/subscriptions', handler: 'subscriptions', path: '/api/subscriptions' },
] as const;

/**
 * The portal's reads for owners of 1, 10, 100 and 1,000 licences: each handler is loaded in this process with the
 * local stack's environment, a middleware on its DynamoDB client counts the store calls of each request, and the
 * handlers answer `requests` rounds over every owner and route (median latency, the handler's own time against the
 * local table). The paged routes are asked for their first page, as the portal's pages first show it.
 */
export async function measurePortal(options: {
  status: LocalStatus;
  sizes: readonly number[];
  requests: number;
  signIn: (email: string) => Promise<Record<string, string>>;
}): Promise<PortalRow[]> {
  Object.assign(process.env, localHandlerEnvironment(options.status));
  const counter = await storeCallCounter();
  const handlers = new Map<
    string,
    (event: APIGatewayProxyEventV2) => Promise<{ statusCode?: number; body?: string }>
  >();
  for (const { handler } of ROUTES)
    handlers.set(handler, ((await import(`../../lambdas/handlers/${handler}`)) as { handler: never }).handler);

  const cases: { size: number; route: string; handler: string; event: APIGatewayProxyEventV2 }[] = [];
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
      cases.push({ size, route, handler, event });
    }
  }
  const ask = async ({ size, route, handler, event }: (typeof cases)[number]) => {
    Object.assign(counter, { calls: 0, reads: 0, writes: 0 });
    const started = performance.now();
    const answer = await handlers.get(handler)!(event);
    const ms = performance.now() - started;
    if (answer.statusCode !== 200)
      throw new Error(`${route} answered ${answer.statusCode} for the bench owner of ${size}`);
    return {
      ms,
      calls: counter.calls,
      reads: counter.reads,
      shown: licencesIn(JSON.parse(answer.body ?? '{}') as Listing),
    };
  };
  // One untimed request each first (token keys, connections), then round after round over every case, so that the
  // load of this shared machine falls on the baseline and on the large owners alike.
  for (const each of cases) await ask(each);
  const answers = cases.map(() => [] as Awaited<ReturnType<typeof ask>>[]);
  for (let round = 0; round < options.requests; round += 1)
    for (const [index, each] of cases.entries()) answers[index]!.push(await ask(each));
  return cases.map(({ size, route }, index) => ({
    route,
    licences: size,
    calls: Math.max(...answers[index]!.map((answer) => answer.calls)),
    readUnits: Math.max(...answers[index]!.map((answer) => answer.reads)),
    p50Ms: round(median(answers[index]!.map((answer) => answer.ms)), 1),
    shown: answers[index]![0]!.shown,
  }));
}

interface Listing {
  readonly licences?: readonly unknown[];
  readonly products?: readonly { readonly licences: readonly unknown[] }[];
}

function licencesIn(answer: Listing): number | undefined {
  if (answer.licences) return answer.licences.length;
  return answer.products?.reduce((sum, product) => sum + product.licences.length, 0);
}
