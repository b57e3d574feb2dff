/**
 * The SPA's one way to call the shop's API. POSTs carry the CSRF header the API requires (DESIGN.md §6); cookies
 * ride along by themselves (same origin). Every answer that is not 2xx becomes an `ApiError` carrying the
 * contract's `{error:{code,message}}`, so callers show `message` and branch on `code`.
 */
import { CSRF_HEADERS } from '@contract/csrf';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
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

async function send<T>(method: 'GET' | 'POST', path: string, body?: unknown, retried = false): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: method === 'POST' ? { ...CSRF_HEADERS, 'content-type': 'application/json' } : {},
      ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', 'Network error');
  }
  const payload = (await response.json().catch(() => undefined)) as
    { error?: { code?: string; message?: string } } | undefined;
  if (response.ok) return payload as T;
  const code = payload?.error?.code ?? `HTTP_${response.status}`;
  if (RENEWABLE.has(code) && !retried && !path.startsWith('/api/auth/')) {
    const refreshed = await fetch('/api/auth/session', { credentials: 'same-origin' })
      .then((r): Promise<{ signedIn?: boolean }> => (r.ok ? r.json() : Promise.resolve({})))
      .then(
        (session) => session.signedIn === true,
        () => false,
      );
    if (refreshed) return send<T>(method, path, body, true);
  }
  throw new ApiError(response.status, code, payload?.error?.message ?? `The request failed (${response.status}).`);
}

export const apiGet = <T>(path: string) => send<T>('GET', path);
export const apiPost = <T>(path: string, body?: unknown) => send<T>('POST', path, body);
