import { PaddleError, requestId } from './errors';

/** Paddle's paginated list answer: one page of `data` and a link to the next (`after=<last id>`). */
export interface Page<T> {
  readonly data: readonly T[];
  readonly meta: {
    readonly request_id: string;
    readonly pagination: {
      readonly per_page: number;
      readonly next: string;
      readonly has_more: boolean;
      readonly estimated_total: number;
    };
  };
}

/**
 * A page of entities already filtered and in id order, as Paddle pages lists (`per_page`, `after`); `order_by`
 * `id[DESC]` pages newest first, `after` then naming the last (oldest) id of the page before.
 */
export function page<T extends { readonly id: string }>(
  matching: readonly T[],
  url: URL,
  baseUrl: string,
  limits: { readonly defaultPerPage: number; readonly maxPerPage: number },
): Page<T> {
  const params = url.searchParams;
  const perPage = params.has('per_page') ? Number(params.get('per_page')) : limits.defaultPerPage;
  if (!Number.isSafeInteger(perPage) || perPage < 1 || perPage > limits.maxPerPage) {
    throw new PaddleError(400, 'bad_request', 'Invalid request.', [
      { field: 'per_page', message: `per_page must be between 1 and ${limits.maxPerPage}` },
    ]);
  }
  const orderBy = params.get('order_by');
  if (orderBy && orderBy !== 'id[ASC]' && orderBy !== 'id[DESC]') {
    throw new PaddleError(400, 'bad_request', 'Invalid request.', [
      { field: 'order_by', message: 'the stand-in orders by id[ASC] or id[DESC] only' },
    ]);
  }
  const descending = orderBy === 'id[DESC]';
  const ordered = descending ? [...matching].reverse() : matching;
  const after = params.get('after');
  const rest = after ? ordered.filter((entity) => (descending ? entity.id < after : entity.id > after)) : ordered;
  const data = rest.slice(0, perPage);
  const next = new URLSearchParams(params);
  if (data.length > 0) next.set('after', data[data.length - 1]!.id);
  return {
    data,
    meta: {
      request_id: requestId(),
      pagination: {
        per_page: perPage,
        next: `${baseUrl}${url.pathname}?${next.toString()}`,
        has_more: rest.length > perPage,
        estimated_total: matching.length,
      },
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
      throw new PaddleError(400, 'bad_request', 'Invalid request.', [
        { field: `${field}${suffix}`, message: 'must be an RFC 3339 date-time' },
      ]);
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

/**
 * Every list and date filter of a Paddle list request, over a record's fields (query parameter → field); list
 * values compare case-insensitively where Paddle does (e-mail addresses).
 */
export function recordFilter<R>(
  params: URLSearchParams,
  fields: {
    lists?: Readonly<Record<string, keyof R>>;
    dates?: Readonly<Record<string, keyof R>>;
    caseless?: readonly string[];
  },
): (record: R) => boolean {
  const checks = [
    ...Object.entries(fields.lists ?? {}).map(([name, field]) => {
      const caseless = fields.caseless?.includes(name);
      const matches = listFilter(caseless ? lowerCased(params, name) : params, name);
      return (record: R) => matches(fieldValue(record, field, caseless));
    }),
    ...Object.entries(fields.dates ?? {}).map(([name, field]) => {
      const matches = dateFilter(params, name);
      return (record: R) => matches(fieldValue(record, field, false));
    }),
  ];
  return (record) => checks.every((check) => check(record));
}

function lowerCased(params: URLSearchParams, name: string): URLSearchParams {
  const value = params.get(name);
  return new URLSearchParams(value === null ? {} : { [name]: value.toLowerCase() });
}

function fieldValue<R>(record: R, field: keyof R, caseless: boolean | undefined): string | null {
  const value = record[field];
  if (value === null || value === undefined) return null;
  return caseless ? String(value).toLowerCase() : String(value);
}
