import type { IPriceResponse, IProductResponse, ITimePeriod } from '@paddle/paddle-node-sdk';
import { Frequency, type CatalogueItem } from '../../../lambdas/domain/catalogue';
import type { PricedCatalogueItem } from '../../../lambdas/domain/licences/catalogue-prices';

/** The catalogue the stand-in sells, by Paddle price id: what every body's prices and products come from. */
export type Prices = ReadonlyMap<string, PricedCatalogueItem>;

const CATALOGUE_DATE = '2026-01-01T00:00:00.000Z';

export function billingCycle(item: CatalogueItem): ITimePeriod | null {
  if (item.frequency === Frequency.Monthly) return { interval: 'month', frequency: 1 };
  if (item.frequency === Frequency.Annual) return { interval: 'year', frequency: 1 };
  return null;
}

export function productBody(priced: PricedCatalogueItem): IProductResponse {
  const product = priced.products[0]!;
  return {
    id: `pro_local_${product.slug}`,
    name: product.title,
    tax_category: 'standard',
    type: 'standard',
    description: null,
    image_url: null,
    custom_data: null,
    status: 'active',
    created_at: CATALOGUE_DATE,
    updated_at: CATALOGUE_DATE,
  };
}

export function priceBody(priced: PricedCatalogueItem): IPriceResponse {
  return {
    id: priced.priceId,
    product_id: `pro_local_${priced.products[0]!.slug}`,
    description: priced.item.title ?? priced.products[0]!.title,
    type: 'standard',
    name: priced.item.title ?? null,
    billing_cycle: billingCycle(priced.item),
    trial_period: null,
    tax_mode: 'external',
    unit_price: { amount: String(priced.item.amountCents), currency_code: 'EUR' },
    unit_price_overrides: [],
    quantity: { minimum: 1, maximum: 100_000 },
    status: 'active',
    custom_data: null,
    created_at: CATALOGUE_DATE,
    updated_at: CATALOGUE_DATE,
  };
}
