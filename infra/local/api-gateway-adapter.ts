import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiRoute } from '../definitions/handler-definition';

/**
 * Plays API Gateway's HTTP API (payload format 2.0) locally: routes a Node request to the handler module that the
 * CDK stack would invoke on Lambda, in the same event shape, and writes its result back the way API Gateway does.
 */

export type LambdaHandler = (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyResultV2>;

export interface MatchedRoute<Route extends RouteKey = ApiRoute> {
  readonly route: Route;
  readonly pathParameters: Record<string, string>;
}

/** What a route table entry needs to be matched: API Gateway's route key, as method and path. */
export interface RouteKey {
  readonly method: string;
  readonly path: string;
}

interface CompiledRoute<Route extends RouteKey> {
  readonly route: Route;
  readonly pattern: RegExp;
  readonly names: string[];
}

/** Compiles `/api/pricing/{slug}` and `/api/x/{proxy+}` route keys into matchers (any table of route keys). */
export function compileRoutes<Route extends RouteKey = ApiRoute>(
  routes: readonly NoInfer<Route>[],
): (method: string, path: string) => MatchedRoute<Route> | undefined {
  const compiled: CompiledRoute<Route>[] = routes.map((route) => {
    const names: string[] = [];
    const source = route.path
      .split('/')
      .map((segment) => {
        const parameter = /^\{(\w+)(\+?)\}$/.exec(segment);
        if (!parameter) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(parameter[1]!);
        return parameter[2] ? '(.+)' : '([^/]+)';
      })
      .join('/');
    return { route, pattern: new RegExp(`^${source}$`), names };
  });
  return (method, path) => {
    for (const { route, pattern, names } of compiled) {
      if (route.method !== method) continue;
      const match = pattern.exec(path);
      if (!match) continue;
      const pathParameters: Record<string, string> = {};
      names.forEach((name, index) => {
        pathParameters[name] = safeDecode(match[index + 1]!);
      });
      return { route, pathParameters };
    }
    return undefined;
  };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Builds the v2 event: lower-cased headers joined by commas, cookies split out, repeated query values joined. */
export function toApiGatewayEvent(
  request: IncomingMessage,
  body: Buffer,
  matched: MatchedRoute,
): APIGatewayProxyEventV2 {
  const url = new URL(request.url ?? '/', 'http://local');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === 'cookie') continue;
    headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const cookies = (request.headers.cookie ?? '')
    .split(';')
    .map((cookie) => cookie.trim())
    .filter(Boolean);
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) query[name] = name in query ? `${query[name]},${value}` : value;
  const isText = body.length === 0 || /json|text|x-www-form-urlencoded/.test(headers['content-type'] ?? 'text');
  const now = new Date();
  const routeKey = `${matched.route.method} ${matched.route.path}`;
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    ...(cookies.length > 0 ? { cookies } : {}),
    headers,
    ...(url.searchParams.size > 0 ? { queryStringParameters: query } : {}),
    ...(Object.keys(matched.pathParameters).length > 0 ? { pathParameters: matched.pathParameters } : {}),
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: request.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    ...(body.length > 0 ? { body: isText ? body.toString('utf8') : body.toString('base64') } : {}),
    isBase64Encoded: body.length > 0 && !isText,
  };
}

/**
 * Writes a handler's result as API Gateway would: a structured result keeps its status, headers and cookies; any
 * other value is sent as a 200 JSON body (payload format 2.0's rule for unstructured results).
 */
export function writeApiGatewayResult(response: ServerResponse, result: APIGatewayProxyResultV2): void {
  if (typeof result !== 'object' || result === null || !('statusCode' in result)) {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(typeof result === 'string' ? result : JSON.stringify(result));
    return;
  }
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
  if (result.cookies && result.cookies.length > 0) headers['set-cookie'] = result.cookies;
  response.writeHead(result.statusCode ?? 200, headers);
  const body = result.body ?? '';
  response.end(result.isBase64Encoded ? Buffer.from(body, 'base64') : body);
}
