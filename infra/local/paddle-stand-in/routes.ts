import type { IncomingMessage } from 'node:http';
import { compileRoutes } from '../api-gateway-adapter';

/** One entry of a stand-in route table: an API Gateway style route key and what answers it. */
export interface StandInRoute {
  readonly method: 'GET' | 'POST' | 'PATCH';
  /** `/transactions/{id}`: parameters in braces, matched like the API adapter's routes. */
  readonly path: string;
  readonly handle: (request: RouteRequest) => RouteAnswer | Promise<RouteAnswer>;
}

export interface RouteRequest {
  readonly params: Readonly<Record<string, string>>;
  readonly url: URL;
  readonly query: URLSearchParams;
  /** The JSON body (`{}` when empty); a body that is not JSON is refused by the table's error mapping. */
  body(): Promise<unknown>;
}

export interface RouteAnswer {
  readonly status: number;
  readonly body: unknown;
}

/** Thrown by `body()` when the request is not JSON. */
export class MalformedBody extends Error {}

/** Matches a request against a table; undefined when no route has its method and path. */
export function routeTable(routes: readonly StandInRoute[]) {
  const match = compileRoutes<StandInRoute>(routes);
  return async (request: IncomingMessage, url: URL, path: string): Promise<RouteAnswer | undefined> => {
    const matched = match(request.method ?? 'GET', path);
    if (!matched) return undefined;
    return matched.route.handle({
      params: matched.pathParameters,
      url,
      query: url.searchParams,
      body: () => readJson(request),
    });
  };
}

function readJson(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        resolve(chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {});
      } catch {
        reject(new MalformedBody('The body is not JSON.'));
      }
    });
    request.on('error', reject);
  });
}
