/**
 * The SPA's one way to call the shop's API: `callApi(API.<intent>, …)` with the endpoint table of the contract, so
 * no page spells a path. POSTs carry the CSRF header the API requires (docs/architecture.md); cookies ride along by
 * themselves (same origin). Every answer that is not 2xx becomes an `ApiError` carrying the contract's
 * `{error:{code,message,fields?}}`, so callers show `message`, put a field's own sentence beside that field, and
 * branch on `code`.
 */
import type { AnswerOf, BodyOf } from '@contract/api-endpoints';
import {
  SESSION_API,
  apiPath,
  type ApiPathTemplate,
  type ApiQuery,
  type Endpoint,
  type PathParams,
} from '@contract/endpoints';
import { CSRF_HEADERS } from '@contract/csrf';
import type { FieldErrors } from '@contract/field-errors';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Input the API refused, by the field's name (`email`, `quantity`…): each with its own sentence. */
    readonly fields: FieldErrors = {},
  ) {
    super(message);
  }
}

/**
 * Whether trying again may mend a failure, decided by status and code, never by its words: the network did not
 * answer (status 0) or the server failed (5xx). A refusal (4xx) stays a refusal however often it is asked.
 */
export function isRetryable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

/**
 * An expired id token (or one the browser already dropped at its Max-Age) may be renewed from the refresh cookie,
 * which only `/api/auth/*` receives: one refresh through `/api/auth/session` is worth a retry.
 */
const RENEWABLE = new Set(['SESSION_EXPIRED', 'NOT_SIGNED_IN']);
const AUTH_PATHS = SESSION_API.session.path.slice(0, SESSION_API.session.path.lastIndexOf('/') + 1);

type Headers = Readonly<Record<string, string>>;

async function send<T>(
  method: 'GET' | 'POST',
  path: string,
  body: unknown,
  extraHeaders: Headers,
  retried = false,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers:
        method === 'POST' ? { ...CSRF_HEADERS, 'content-type': 'application/json', ...extraHeaders } : extraHeaders,
      ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', 'Network error');
  }
  const payload = (await response.json().catch(() => undefined)) as
    { error?: { code?: string; message?: string; fields?: FieldErrors } } | undefined;
  if (response.ok) return payload as T;
  const code = payload?.error?.code ?? `HTTP_${response.status}`;
  if (RENEWABLE.has(code) && !retried && !path.startsWith(AUTH_PATHS)) {
    const refreshed = await fetch(SESSION_API.session.path, { credentials: 'same-origin' })
      .then((r): Promise<{ signedIn?: boolean }> => (r.ok ? r.json() : Promise.resolve({})))
      .then(
        (session) => session.signedIn === true,
        () => false,
      );
    if (refreshed) return send<T>(method, path, body, extraHeaders, true);
  }
  const message = payload?.error?.message ?? `The request failed (${response.status}).`;
  throw new ApiError(response.status, code, message, payload?.error?.fields ?? {});
}

type HasNoParams<Path extends string> = keyof PathParams<Path> extends never ? true : false;

/** What one call names besides its endpoint: the path's `{params}`, a GET's query, a POST's body, extra headers. */
export type CallOptions<E extends Endpoint> = (HasNoParams<E['path']> extends true
  ? { readonly params?: undefined }
  : { readonly params: PathParams<E['path']> }) &
  ([BodyOf<E>] extends [undefined] ? { readonly query?: ApiQuery } : { readonly body: BodyOf<E> }) & {
    readonly headers?: Headers;
  };

type OptionalWhenEmpty<E extends Endpoint> =
  HasNoParams<E['path']> extends true
    ? [BodyOf<E>] extends [undefined]
      ? [options?: CallOptions<E>]
      : [options: CallOptions<E>]
    : [options: CallOptions<E>];

/** Calls one endpoint of the contract's table and answers what its type says it answers. */
export function callApi<E extends Endpoint>(endpoint: E, ...[options]: OptionalWhenEmpty<E>): Promise<AnswerOf<E>> {
  const { params, query, body, headers } = (options ?? {}) as {
    params?: Readonly<Record<string, string>>;
    query?: ApiQuery;
    body?: unknown;
    headers?: Headers;
  };
  const path = apiPath(endpoint as Endpoint<ApiPathTemplate>, params ?? {}, query);
  return send<AnswerOf<E>>(endpoint.method, path, body, headers ?? {});
}

/** The address of an endpoint the browser follows as a link (a redirect to an invoice, a file download). */
export function apiHref<Path extends ApiPathTemplate>(
  endpoint: Endpoint<Path, unknown, unknown>,
  ...[params, query]: keyof PathParams<Path> extends never
    ? [params?: PathParams<Path>, query?: ApiQuery]
    : [params: PathParams<Path>, query?: ApiQuery]
): string {
  return apiPath(endpoint, params ?? ({} as PathParams<Path>), query);
}
