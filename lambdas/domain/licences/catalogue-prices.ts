import { findProduct, listCatalogueSlugs, type CatalogueEntry, type CatalogueItem } from '../catalogue';

export interface PricedCatalogueItem {
  readonly priceId: string;
  readonly item: CatalogueItem;
  /** Every catalogue product that sells this price (the A320 suites share their licence price). */
  readonly products: readonly CatalogueEntry[];
}

/**
 * The reverse of the catalogue's price mapping: a stage's Paddle price id → the catalogue item it charges for.
 * Built from the catalogue itself, so the Paddle stand-in and the webhook know exactly the prices the shop sells
 * and no second list can drift from it.
 */
export function cataloguePriceIndex(priceId: (priceKey: string) => string): ReadonlyMap<string, PricedCatalogueItem> {
  const index = new Map<string, { priceId: string; item: CatalogueItem; products: CatalogueEntry[] }>();
  for (const slug of listCatalogueSlugs()) {
    const product = findProduct(slug)!;
    for (const item of product.items) {
      const id = priceId(item.priceKey);
      const known = index.get(id);
      if (known) known.products.push(product);
      else index.set(id, { priceId: id, item, products: [product] });
    }
  }
  return index;
}
