import type { Paddle } from '@paddle/paddle-node-sdk';
import type { PaddleIdMap } from '../stages/paddle-id-map';
import { CURRENCY, paddleCatalogue, TAX_MODE, type PaddleCatalogue, type PaddlePriceSpec } from './paddle-catalogue';

/** The part of the SDK client the sync uses. */
export type PaddleCatalogueClient = Pick<Paddle, 'products' | 'prices' | 'discounts'>;

/** What a run did, for the operator's terminal. */
export interface SyncReport {
  readonly ids: PaddleIdMap;
  readonly created: string[];
  readonly updated: string[];
  /** Prices whose tax mode had drifted from the catalogue's (`price <key>: <found> → external`), now repaired. */
  readonly taxModeDrifts: string[];
}

/**
 * Makes a Paddle account hold the catalogue's products, prices and first-year discount, and returns their ids.
 * Idempotent: what was created before is found again by its `customData` key (`skydeckProductKey`,
 * `skydeckPriceKey`, `skydeckDiscountKey`) and updated only where it differs, so a second run changes nothing.
 * Paddle never deletes catalogue entities; a price the catalogue dropped is left as it is.
 */
export async function syncPaddleCatalogue(
  paddle: PaddleCatalogueClient,
  catalogue: PaddleCatalogue = paddleCatalogue(),
): Promise<SyncReport> {
  const { prices, discount } = catalogue;
  const created: string[] = [];
  const updated: string[] = [];
  const taxModeDrifts: string[] = [];

  const products = await byCustomKey(paddle.products.list({ status: ['active'] }), 'skydeckProductKey');
  const productIds = new Map<string, string>();
  for (const spec of uniqueProducts(prices)) {
    const existing = products.get(spec.productKey);
    if (!existing) {
      const product = await paddle.products.create({
        name: spec.productName,
        taxCategory: 'standard',
        customData: { skydeckProductKey: spec.productKey },
      });
      created.push(`product ${spec.productKey}`);
      productIds.set(spec.productKey, product.id);
    } else {
      if (existing.name !== spec.productName) {
        await paddle.products.update(existing.id, { name: spec.productName });
        updated.push(`product ${spec.productKey}`);
      }
      productIds.set(spec.productKey, existing.id);
    }
  }

  const existingPrices = await byCustomKey(paddle.prices.list({ status: ['active'] }), 'skydeckPriceKey');
  const priceIds: Record<string, string> = {};
  for (const spec of prices) {
    const wanted = {
      description: spec.description,
      unitPrice: { amount: String(spec.amountCents), currencyCode: CURRENCY },
      billingCycle: spec.billingCycle,
      quantity: spec.quantity,
      taxMode: TAX_MODE,
    } as const;
    const existing = existingPrices.get(spec.priceKey);
    if (!existing) {
      const price = await paddle.prices.create({
        ...wanted,
        productId: productIds.get(spec.productKey)!,
        customData: { skydeckPriceKey: spec.priceKey },
      });
      created.push(`price ${spec.priceKey}`);
      priceIds[spec.priceKey] = price.id;
    } else {
      if (existing.taxMode !== TAX_MODE)
        taxModeDrifts.push(`price ${spec.priceKey}: ${existing.taxMode} → ${TAX_MODE}`);
      if (priceDiffers(existing, spec)) {
        await paddle.prices.update(existing.id, wanted);
        updated.push(`price ${spec.priceKey}`);
      }
      priceIds[spec.priceKey] = existing.id;
    }
  }

  const discounts = await byCustomKey(paddle.discounts.list({ status: ['active'] }), 'skydeckDiscountKey');
  const wantedDiscount = {
    description: discount.description,
    type: 'flat_per_seat',
    amount: String(discount.amountCents),
    currencyCode: CURRENCY,
    // Only the first year is free: the discount must not recur on renewals.
    recur: false,
    // Applied by the server to the suites it prices, never typed in by a buyer.
    enabledForCheckout: false,
    restrictTo: discount.priceKeys.map((priceKey) => priceIds[priceKey]!),
  } as const;
  const existingDiscount = discounts.get(discount.discountKey);
  let discountId: string;
  if (!existingDiscount) {
    const createdDiscount = await paddle.discounts.create({
      ...wantedDiscount,
      restrictTo: [...wantedDiscount.restrictTo],
      customData: { skydeckDiscountKey: discount.discountKey },
    });
    created.push(`discount ${discount.discountKey}`);
    discountId = createdDiscount.id;
  } else {
    if (discountDiffers(existingDiscount, wantedDiscount)) {
      await paddle.discounts.update(existingDiscount.id, {
        ...wantedDiscount,
        restrictTo: [...wantedDiscount.restrictTo],
      });
      updated.push(`discount ${discount.discountKey}`);
    }
    discountId = existingDiscount.id;
  }

  return { ids: { priceIds, firstYearDiscountId: discountId }, created, updated, taxModeDrifts };
}

interface Keyed {
  readonly id: string;
  readonly customData?: Record<string, unknown> | null;
}

/** Walks every page of a Paddle list and indexes what carries our key. */
async function byCustomKey<T extends Keyed>(collection: AsyncIterable<T>, key: string): Promise<Map<string, T>> {
  const found = new Map<string, T>();
  for await (const entity of collection) {
    const value = entity.customData?.[key];
    if (typeof value === 'string') found.set(value, entity);
  }
  return found;
}

function uniqueProducts(prices: readonly PaddlePriceSpec[]): PaddlePriceSpec[] {
  const seen = new Map<string, PaddlePriceSpec>();
  for (const price of prices) if (!seen.has(price.productKey)) seen.set(price.productKey, price);
  return [...seen.values()];
}

interface ExistingPrice extends Keyed {
  readonly description: string;
  readonly unitPrice: { readonly amount: string; readonly currencyCode: string };
  readonly billingCycle: { readonly interval: string; readonly frequency: number } | null;
  readonly quantity: { readonly minimum: number; readonly maximum: number };
  readonly taxMode: string;
}

function priceDiffers(existing: ExistingPrice, spec: PaddlePriceSpec): boolean {
  return (
    existing.description !== spec.description ||
    existing.unitPrice.amount !== String(spec.amountCents) ||
    existing.unitPrice.currencyCode !== CURRENCY ||
    existing.billingCycle?.interval !== spec.billingCycle?.interval ||
    existing.billingCycle?.frequency !== spec.billingCycle?.frequency ||
    existing.quantity.minimum !== spec.quantity.minimum ||
    existing.quantity.maximum !== spec.quantity.maximum ||
    existing.taxMode !== TAX_MODE
  );
}

interface DiscountTerms {
  readonly description: string;
  readonly type: string;
  readonly amount: string;
  readonly currencyCode: string | null;
  readonly recur: boolean;
  readonly enabledForCheckout: boolean;
  readonly restrictTo: readonly string[] | null;
}

function discountDiffers(existing: DiscountTerms, wanted: DiscountTerms): boolean {
  // Paddle keeps restrict_to in the order it was given; the set is what matters.
  const sameRestriction =
    [...(existing.restrictTo ?? [])].sort().join(',') === [...(wanted.restrictTo ?? [])].sort().join(',');
  return (
    existing.description !== wanted.description ||
    existing.type !== wanted.type ||
    existing.amount !== wanted.amount ||
    existing.currencyCode !== wanted.currencyCode ||
    existing.recur !== wanted.recur ||
    existing.enabledForCheckout !== wanted.enabledForCheckout ||
    !sameRestriction
  );
}
