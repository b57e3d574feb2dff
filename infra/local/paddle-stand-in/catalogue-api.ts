import { randomBytes } from 'node:crypto';

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

type Json = Record<string, unknown>;

/** A 400 the way Paddle words a failed validation: one `errors` entry per field. */
class RequestError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

interface Resource {
  readonly idPrefix: string;
  readonly name: string;
  readonly entities: Map<string, Json>;
  /** Fields PATCH may set; POST may set these plus `createOnly`. */
  readonly updatable: readonly string[];
  readonly createOnly: readonly string[];
  readonly required: readonly string[];
  /** List filters beyond `id` and `status` (query name → entity field). */
  readonly filters: Readonly<Record<string, string>>;
  readonly defaults: () => Json;
  readonly validate: (entity: Json) => void;
}

/** Paddle's page size when `per_page` is not given, and the largest it accepts. */
const DEFAULT_PER_PAGE = 50;
const MAX_PER_PAGE = 200;
/** Paddle refuses quantity limits above this. */
const MAX_PRICE_QUANTITY = 999_999_999;

export function catalogueApi(baseUrl: () => string): CatalogueApi {
  const products = new Map<string, Json>();
  const prices = new Map<string, Json>();
  const discounts = new Map<string, Json>();

  const resources: Record<string, Resource> = {
    products: {
      idPrefix: 'pro',
      name: 'product',
      entities: products,
      updatable: ['name', 'description', 'type', 'tax_category', 'image_url', 'custom_data', 'status'],
      createOnly: [],
      required: ['name', 'tax_category'],
      filters: { tax_category: 'tax_category', type: 'type' },
      defaults: () => ({ description: null, type: 'standard', image_url: null, custom_data: null, import_meta: null }),
      validate: (product) => {
        nonEmptyString(product, 'name');
        oneOf(product, 'tax_category', TAX_CATEGORIES);
        oneOf(product, 'type', ['standard', 'custom']);
        customData(product);
      },
    },
    prices: {
      idPrefix: 'pri',
      name: 'price',
      entities: prices,
      updatable: [
        'description',
        'name',
        'type',
        'billing_cycle',
        'trial_period',
        'tax_mode',
        'unit_price',
        'unit_price_overrides',
        'quantity',
        'status',
        'custom_data',
      ],
      createOnly: ['product_id'],
      required: ['description', 'product_id', 'unit_price'],
      filters: { product_id: 'product_id', type: 'type' },
      defaults: () => ({
        name: null,
        type: 'standard',
        billing_cycle: null,
        trial_period: null,
        tax_mode: 'account_setting',
        unit_price_overrides: [],
        quantity: { minimum: 1, maximum: 100 },
        custom_data: null,
        import_meta: null,
      }),
      validate: (price) => {
        nonEmptyString(price, 'description');
        if (!products.has(String(price.product_id)))
          throw new RequestError('product_id', `product ${String(price.product_id)} not found`);
        money(price.unit_price, 'unit_price');
        if (price.billing_cycle !== null) period(price.billing_cycle, 'billing_cycle');
        if (price.trial_period !== null) period(price.trial_period, 'trial_period');
        oneOf(price, 'tax_mode', ['account_setting', 'external', 'internal']);
        oneOf(price, 'type', ['standard', 'custom']);
        quantityRange(price.quantity);
        customData(price);
      },
    },
    discounts: {
      idPrefix: 'dsc',
      name: 'discount',
      entities: discounts,
      updatable: [
        'status',
        'description',
        'enabled_for_checkout',
        'code',
        'mode',
        'type',
        'amount',
        'currency_code',
        'recur',
        'maximum_recurring_intervals',
        'usage_limit',
        'restrict_to',
        'expires_at',
        'custom_data',
        'discount_group_id',
      ],
      createOnly: [],
      required: ['amount', 'description', 'type'],
      filters: { code: 'code', mode: 'mode' },
      defaults: () => ({
        enabled_for_checkout: false,
        code: null,
        mode: 'standard',
        currency_code: null,
        recur: false,
        maximum_recurring_intervals: null,
        usage_limit: null,
        restrict_to: null,
        expires_at: null,
        custom_data: null,
        times_used: 0,
        discount_group_id: null,
        import_meta: null,
      }),
      validate: (discount) => {
        nonEmptyString(discount, 'description');
        oneOf(discount, 'type', ['flat', 'flat_per_seat', 'percentage']);
        oneOf(discount, 'mode', ['standard', 'custom']);
        if (typeof discount.amount !== 'string' || !/^\d+(\.\d+)?$/.test(discount.amount)) {
          throw new RequestError('amount', 'amount must be a positive number as a string');
        }
        if (discount.type !== 'percentage' && !isCurrency(discount.currency_code)) {
          throw new RequestError('currency_code', 'currency_code is required for flat and flat_per_seat discounts');
        }
        if (typeof discount.enabled_for_checkout !== 'boolean')
          throw new RequestError('enabled_for_checkout', 'must be a boolean');
        if (typeof discount.recur !== 'boolean') throw new RequestError('recur', 'must be a boolean');
        if (discount.restrict_to !== null) {
          if (!Array.isArray(discount.restrict_to))
            throw new RequestError('restrict_to', 'restrict_to must be a list of product or price ids');
          const unknown = discount.restrict_to.filter((id) => !products.has(String(id)) && !prices.has(String(id)));
          if (unknown.length > 0)
            throw new RequestError('restrict_to', `unknown products or prices: ${unknown.join(', ')}`);
        }
        customData(discount);
      },
    },
  };

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
          return { status: 404, body: paddleError('entity_not_found', `${resource.name} ${id} not found`) };
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

const TAX_CATEGORIES = [
  'digital-goods',
  'ebooks',
  'implementation-services',
  'professional-services',
  'saas',
  'software-programming-services',
  'standard',
  'training-services',
  'website-hosting',
];

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

function jsonObject(value: unknown): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new RequestError('(body)', 'the body must be a JSON object');
  return value as Json;
}

function refuseUnknownFields(body: Json, allowed: readonly string[]): void {
  const unknown = Object.keys(body).find((field) => !allowed.includes(field));
  if (unknown) throw new RequestError(unknown, `${unknown} is not a field of this request`);
}

function nonEmptyString(entity: Json, field: string): void {
  if (typeof entity[field] !== 'string' || entity[field] === '')
    throw new RequestError(field, `${field} must be a non-empty string`);
}

function oneOf(entity: Json, field: string, values: readonly string[]): void {
  if (!values.includes(entity[field] as string))
    throw new RequestError(field, `${field} must be one of ${values.join(', ')}`);
}

function isCurrency(value: unknown): boolean {
  return typeof value === 'string' && /^[A-Z]{3}$/.test(value);
}

function money(value: unknown, field: string): void {
  const { amount, currency_code: currency } = (value ?? {}) as Json;
  // Paddle amounts are strings in the lowest denomination of the currency: cents, never "12.00".
  if (typeof amount !== 'string' || !/^\d+$/.test(amount))
    throw new RequestError(`${field}.amount`, 'amount must be a string of digits');
  if (!isCurrency(currency)) throw new RequestError(`${field}.currency_code`, 'currency_code must be an ISO 4217 code');
}

function period(value: unknown, field: string): void {
  const { interval, frequency } = (value ?? {}) as Json;
  if (!['day', 'week', 'month', 'year'].includes(interval as string))
    throw new RequestError(`${field}.interval`, 'interval must be day, week, month or year');
  if (!Number.isSafeInteger(frequency) || (frequency as number) < 1)
    throw new RequestError(`${field}.frequency`, 'frequency must be a positive integer');
}

function quantityRange(value: unknown): void {
  const { minimum, maximum } = (value ?? {}) as Json;
  const valid = (n: unknown): n is number =>
    Number.isSafeInteger(n) && (n as number) >= 1 && (n as number) <= MAX_PRICE_QUANTITY;
  if (!valid(minimum) || !valid(maximum))
    throw new RequestError('quantity', `quantity limits must be between 1 and ${MAX_PRICE_QUANTITY}`);
  if (minimum > maximum)
    throw new RequestError('quantity.minimum', 'quantity.minimum must not exceed quantity.maximum');
}

function customData(entity: Json): void {
  const value = entity.custom_data;
  if (value !== null && (typeof value !== 'object' || Array.isArray(value)))
    throw new RequestError('custom_data', 'custom_data must be an object');
}

function entityId(prefix: string): string {
  return `${prefix}_01sync${randomBytes(10).toString('hex')}`;
}

function requestId(): string {
  return randomBytes(16).toString('hex');
}
