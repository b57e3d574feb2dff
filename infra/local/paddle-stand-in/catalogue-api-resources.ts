import {
  customData,
  isCurrency,
  money,
  nonEmptyString,
  oneOf,
  period,
  quantityRange,
  RequestError,
  type Json,
} from './catalogue-api-checks';

export interface Resource {
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

/**
 * The collections of the catalogue API by their path segment (`products`, `prices`, `discounts`), each empty at the
 * start: what POST and PATCH may set, what a list filters by, and how an entity is checked after every write.
 */
export function catalogueResources(): Record<string, Resource> {
  const products = new Map<string, Json>();
  const prices = new Map<string, Json>();
  const discounts = new Map<string, Json>();

  return {
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
