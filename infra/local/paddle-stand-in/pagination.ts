import { PaddleError, requestId } from './errors';

/** Paddle's paginated list answer: one page of `data` and a link to the next (`after=<last id>`). */
export interface Page<T> {
  readonly data: readonly T[];
  readonly meta: {
    readonly request_id: string;
    readonly pagination: { readonly per_page: number; readonly next: string; readonly has_more: boolean; readonly estimated_total: number };
  };
}

/** A page of entities already filtered and in id order, as Paddle pages lists (`per_page`, `after`). */
export function page<T extends { readonly id: string }>(
  matching: readonly T[],
  url: URL,
  baseUrl: string,
  limits: { readonly defaultPerPage: number; readonly maxPerPage: number },
): Page<T> {
  const params = url.searchParams;
  const perPage = params.has('per_page') ? Number(params.get('per_page')) : limits.defaultPerPage;
  if (!Number.isSafeInteger(perPage) || perPage < 1 || perPage > limits.maxPerPage) {
    throw new PaddleError(400, 'bad_request', 'Invalid request.', [{ field: 'per_page', message: `per_page must be between 1 and ${limits.maxPerPage}` }]);
  }
  const orderBy = params.get('order_by');
  if (orderBy && orderBy !== 'id[ASC]') {
    throw new PaddleError(400, 'bad_request', 'Invalid request.', [{ field: 'order_by', message: 'the stand-in orders by id[ASC] only' }]);
  }
  const after = params.get('after');
  const rest = after ? matching.filter((entity) => entity.id > after) : matching;
  const data = rest.slice(0, perPage);
  const next = new URLSearchParams(params);
  if (data.length > 0) next.set('after', data[data.length - 1]!.id);
  return {
    data,
    meta: {
      request_id: requestId(),
      pagination: { per_page: perPage, next: `${baseUrl}${url.pathname}?${next.toString()}`, has_more: rest.length > perPage, estimated_total: matching.length },
    },
  };
}

/** Paddle's comparison filters on a date field: `billed_at`, `billed_at[GT]`, `[GTE]`, `[LT]`, `[LTE]`. */
export function dateFilter(params: URLSearchParams, field: string): (value: string | null) => boolean {
  const checks: ((time: number) => boolean)[] = [];
  const operators: Record<string, (a: number, b: number) => boolean> = {
    '': (a, b) => a === b,
    '[GT]': (a, b) => a > b,
    '[GTE]': (a, b) => a >= b,
    '[LT]': (a, b) => a < b,
    '[LTE]': (a, b) => a <= b,
  };
  for (const [suffix, compare] of Object.entries(operators)) {
    const raw = params.get(`${field}${suffix}`);
    if (raw === null) continue;
    const bound = Date.parse(raw);
    if (Number.isNaN(bound)) {
      throw new PaddleError(400, 'bad_request', 'Invalid request.', [{ field: `${field}${suffix}`, message: 'must be an RFC 3339 date-time' }]);
    }
    checks.push((time) => compare(time, bound));
  }
  return (value) => checks.length === 0 || (value !== null && checks.every((check) => check(Date.parse(value))));
}

/** A comma-separated list filter (`status=completed,paid`); matches everything when absent. */
export function listFilter(params: URLSearchParams, name: string): (value: string | null) => boolean {
  const wanted = params.get(name);
  if (wanted === null) return () => true;
  const values = new Set(wanted.split(','));
  return (value) => value !== null && values.has(value);
}
