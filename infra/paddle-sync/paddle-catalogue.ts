import type { TaxMode } from '@paddle/paddle-node-sdk';
import {
  findProduct,
  FIRST_YEAR_DISCOUNT,
  Frequency,
  listCatalogueSlugs,
  type CatalogueItem,
} from '../../lambdas/domain/catalogue';
import { MAX_QUANTITY } from '../../lambdas/contract/quantity';

/** Prices are in euro, excluding VAT (docs/product/prices.md). */
export const CURRENCY = 'EUR';
/**
 * Excluding VAT, stated on every price rather than left to the account's setting (`account_setting`, which an
 * account owner can flip for every price at once): Paddle adds tax on top of `external` prices.
 */
export const TAX_MODE = 'external' satisfies TaxMode;

/** One Paddle price the catalogue needs, keyed by its `priceKey`. */
export interface PaddlePriceSpec {
  readonly priceKey: string;
  /** The Paddle product it belongs to: tiers of one trainer share a product, everything else has its own. */
  readonly productKey: string;
  readonly productName: string;
  readonly description: string;
  readonly amountCents: number;
  readonly billingCycle: { readonly interval: 'month' | 'year'; readonly frequency: 1 } | null;
  readonly quantity: { readonly minimum: number; readonly maximum: number };
}

/** The "first year no support subscription" discount: 120.00 off per licence on the included year of support. */
export interface PaddleDiscountSpec {
  readonly discountKey: 'first-year-support';
  readonly description: string;
  /** Per seat: the support item's quantity is the licence quantity. */
  readonly amountCents: number;
  /** The price keys it may apply to: the support items that carry the discount in the catalogue. */
  readonly priceKeys: readonly string[];
}

const TIER_SUFFIX = /-tier-\d+$/;

/** What the catalogue asks of a Paddle account: every price once, grouped into products, and the discount. */
export interface PaddleCatalogue {
  readonly prices: readonly PaddlePriceSpec[];
  readonly discount: PaddleDiscountSpec;
}

export function paddleCatalogue(): PaddleCatalogue {
  const prices = new Map<string, PaddlePriceSpec>();
  const discounted = new Map<string, number>();
  for (const slug of listCatalogueSlugs()) {
    const entry = findProduct(slug)!;
    const tiers = entry.items
      .map((item) => item.minimumQuantity)
      .filter((minimum): minimum is number => minimum !== undefined);
    for (const item of entry.items) {
      if (item.discount === FIRST_YEAR_DISCOUNT) discounted.set(item.priceKey, item.amountCents);
      if (prices.has(item.priceKey)) continue;
      const tiered = TIER_SUFFIX.test(item.priceKey);
      prices.set(item.priceKey, {
        priceKey: item.priceKey,
        productKey: item.priceKey.replace(TIER_SUFFIX, ''),
        productName: tiered ? entry.title : (item.title ?? entry.title),
        description: tiered ? `${entry.title}, from ${item.minimumQuantity} licences` : (item.title ?? entry.title),
        amountCents: item.amountCents,
        billingCycle: billingCycle(item),
        quantity: quantityRange(item, tiers),
      });
    }
  }
  const discountAmounts = new Set(discounted.values());
  if (discountAmounts.size !== 1) throw new Error('The first-year discount must be one amount for every suite');
  return {
    prices: [...prices.values()],
    discount: {
      discountKey: 'first-year-support',
      description: 'First year of support included with the licence',
      amountCents: [...discountAmounts][0]!,
      priceKeys: [...discounted.keys()],
    },
  };
}

function billingCycle(item: CatalogueItem): PaddlePriceSpec['billingCycle'] {
  if (item.frequency === Frequency.Monthly) return { interval: 'month', frequency: 1 };
  if (item.frequency === Frequency.Annual) return { interval: 'year', frequency: 1 };
  return null;
}

/** A tier's price accepts the quantities the shop prices with it; every other price the API's whole range. */
function quantityRange(item: CatalogueItem, tiers: readonly number[]): PaddlePriceSpec['quantity'] {
  if (item.minimumQuantity === undefined) return { minimum: 1, maximum: MAX_QUANTITY };
  const next = tiers.filter((minimum) => minimum > item.minimumQuantity!).sort((a, b) => a - b)[0];
  return { minimum: item.minimumQuantity, maximum: next === undefined ? MAX_QUANTITY : next - 1 };
}
