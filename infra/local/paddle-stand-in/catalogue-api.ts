import { randomBytes } from 'node:crypto';
import { jsonObject, oneOf, refuseUnknownFields, RequestError, type Json } from './catalogue-api-checks';
import { catalogueResources, type Resource } from './catalogue-api-resources';

/**
 * The catalogue part of the Paddle Billing API (products, prices, discounts: list, create, update) that
 * `npm run paddle:sync` drives through the SDK. Its state is an empty account of its own, apart from the local
 * price ids the stand-in sells in transactions, so a sync run against it shows what it would create in a fresh
 * Paddle account. Shapes follow the API as the SDK reads and writes it (snake_case on the wire); requests are
 * checked as strictly as Paddle checks them where a sync bug would show: unknown fields, missing required fields,
 * malformed amounts and periods, references to entities that do not exist.
 */
export interface CatalogueApiRequest {
  readonly method: string;
  readonly url: URL;
  readonly body: () => Promise<unknown>;
}

export interface CatalogueApiAnswer {
  readonly status: number;
  readonly body: unknown;
}

export interface CatalogueApi {
  /** The answer to a catalogue call, or undefined when the request is not one. */
  handle(request: CatalogueApiRequest): Promise<CatalogueApiAnswer | undefined>;
}

/** Paddle's page size when `per_page` is not given, and the largest it accepts. */
const DEFAULT_PER_PAGE = 50;
const MAX_PER_PAGE = 200;

export function catalogueApi(baseUrl: () => string): CatalogueApi {
  const resources = catalogueResources();

  const list = (resource: Resource, url: URL): CatalogueApiAnswer => {
    const params = url.searchParams;
    const perPage = params.has('per_page') ? Number(params.get('per_page')) : DEFAULT_PER_PAGE;
    if (!Number.isSafeInteger(perPage) || perPage < 1 || perPage > MAX_PER_PAGE) {
      return invalid(new RequestError('per_page', `per_page must be between 1 and ${MAX_PER_PAGE}`));
    }
    const orderBy = params.get('order_by');
    if (orderBy && orderBy !== 'id[ASC]')
      return invalid(new RequestError('order_by', 'the stand-in orders by id[ASC] only'));
    const filterFields: [string, string][] = [['id', 'id'], ['status', 'status'], ...Object.entries(resource.filters)];
    const filters = filterFields
      .filter(([query]) => params.has(query))
      .map(([query, field]) => [field, new Set(params.get(query)!.split(','))] as const);
    const matching = [...resource.entities.values()].filter((entity) =>
      filters.every(([field, wanted]) => wanted.has(String(entity[field]))),
    );
    // Ids are handed out in creation order, which is Paddle's id order; `after` is the last id of the page before.
    const after = params.get('after');
    const start = after ? matching.findIndex((entity) => entity.id === after) + 1 : 0;
    const page = matching.slice(start, start + perPage);
    const hasMore = start + perPage < matching.length;
    const next = new URLSearchParams(params);
    if (page.length > 0) next.set('after', String(page[page.length - 1]!.id));
    return {
      status: 200,
      body: {
        data: page,
        meta: {
          request_id: requestId(),
          pagination: {
            per_page: perPage,
            next: `${baseUrl()}${url.pathname}?${next.toString()}`,
            has_more: hasMore,
            estimated_total: matching.length,
          },
        },
      },
    };
  };

  const create = (resource: Resource, body: Json): CatalogueApiAnswer => {
    const allowed = [...resource.updatable, ...resource.createOnly].filter((field) => field !== 'status');
    refuseUnknownFields(body, allowed);
    const missing = resource.required.find((field) => body[field] === undefined || body[field] === null);
    if (missing) throw new RequestError(missing, `${missing} is required`);
    const now = new Date().toISOString();
    const entity: Json = {
      id: entityId(resource.idPrefix),
      ...resource.defaults(),
      ...body,
      status: 'active',
      created_at: now,
      updated_at: now,
    };
    resource.validate(entity);
    resource.entities.set(String(entity.id), entity);
    return { status: 201, body: { data: entity, meta: { request_id: requestId() } } };
  };

  const update = (resource: Resource, existing: Json, body: Json): CatalogueApiAnswer => {
    refuseUnknownFields(body, resource.updatable);
    const changed: Json = { ...existing, ...body, updated_at: new Date().toISOString() };
    oneOf(changed, 'status', ['active', 'archived']);
    resource.validate(changed);
    resource.entities.set(String(existing.id), changed);
    return { status: 200, body: { data: changed, meta: { request_id: requestId() } } };
  };

  return {
    handle: async ({ method, url, body }) => {
      const [collection, id, ...rest] = url.pathname.split('/').filter(Boolean);
      const resource =
        collection !== undefined && Object.hasOwn(resources, collection) ? resources[collection]! : undefined;
      if (!resource || rest.length > 0) return undefined;
      try {
        if (!id && method === 'GET') return list(resource, url);
        if (!id && method === 'POST') return create(resource, jsonObject(await body()));
        if (!id) return undefined;
        const existing = resource.entities.get(id);
        if (method !== 'GET' && method !== 'PATCH') return undefined;
        if (!existing) {
          return { status: 404, body: paddleError('not_found', `${resource.name} ${id} not found.`) };
        }
        if (method === 'GET') return { status: 200, body: { data: existing, meta: { request_id: requestId() } } };
        return update(resource, existing, jsonObject(await body()));
      } catch (error) {
        if (error instanceof RequestError) return invalid(error);
        throw error;
      }
    },
  };
}

function invalid(error: RequestError): CatalogueApiAnswer {
  return {
    status: 400,
    body: paddleError('bad_request', 'Invalid request.', [{ field: error.field, message: error.message }]),
  };
}

function paddleError(code: string, detail: string, errors?: { field: string; message: string }[]): Json {
  return {
    error: {
      type: 'request_error',
      code,
      detail,
      documentation_url: `https://developer.paddle.com/errors/shared/${code}`,
      ...(errors ? { errors } : {}),
    },
    meta: { request_id: requestId() },
  };
}

function entityId(prefix: string): string {
  return `${prefix}_01sync${randomBytes(10).toString('hex')}`;
}

function requestId(): string {
  return randomBytes(16).toString('hex');
}
