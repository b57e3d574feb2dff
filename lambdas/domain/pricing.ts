import { findProduct, FIRST_YEAR_DISCOUNT, type CatalogueEntry, type CatalogueItem, type Frequency } from './catalogue';
import { AddOnNotAvailableError, InvalidQuantityError, PricingError } from './errors';
import { defaultLogger, type DomainLogger } from './logger';

export interface PricingRequest {
  slug: string;
  quantity?: number | undefined;
  /** Lapsed months to catch up on; required by products with a secondary item, 0 leaves that item out. */
  secondaryQuantity?: number | undefined;
  /** Add-on product slugs; each must be listed in the product's `addOns`. */
  addOns?: readonly string[] | undefined;
}

export interface PricingOptions {
  /** Maps a priceKey to this stage's Paddle price id; without it the priceKey itself is used. */
  priceId?: (priceKey: string) => string;
  /** This stage's Paddle ids for the first-year discount, returned only when a discount applies. */
  discountIds?: readonly string[];
  logger?: DomainLogger;
  /** Looks products up; the shop's catalogue unless a test or a catalogue preview supplies another. */
  catalogue?: (slug: string) => CatalogueEntry | undefined;
}

export interface PricedLine {
  title: string;
  priceId: string;
  /** Euros. */
  amount: number;
  frequency: Frequency;
  quantity: number;
}

export interface PaddleItem {
  priceId: string;
  quantity: number;
}

/** The HTTP pricing contract (docs/api.md), plus the exact cent values behind the euro amounts. */
export interface PricedBasket {
  slug: string;
  title: string;
  items: PricedLine[];
  paddleItems: PaddleItem[];
  total: number;
  discount: number;
  discountIds: string[];
  totalCents: number;
  discountCents: number;
}

interface Line {
  title: string;
  item: CatalogueItem;
  quantity: number;
}

export function priceBasket(request: PricingRequest, options: PricingOptions = {}): PricedBasket {
  const { slug } = request;
  const logger = options.logger ?? defaultLogger;
  const catalogue = options.catalogue ?? findProduct;
  const entry = catalogue(slug);
  if (entry === undefined) throw new PricingError('PRODUCT_NOT_FOUND', slug);
  if (entry.items.length === 0) throw new PricingError('NO_ITEMS', slug);
  const quantity = resolveQuantity(entry, request.quantity);
  const secondaryQuantity = resolveSecondaryQuantity(request.secondaryQuantity);

  const lines = [entry, ...resolveAddOns(entry, request.addOns, catalogue)].flatMap((product) =>
    linesFor(product, quantity, secondaryQuantity),
  );

  const grossCents = sum(lines.map((line) => line.item.amountCents * line.quantity));
  // Past 2^53 cents the sum is no longer exact, and money must be.
  if (!Number.isSafeInteger(grossCents)) {
    throw new InvalidQuantityError('quantities are too large to price exactly');
  }
  const discountCents = sum(lines.map((line) => discountFor(line.item, line.quantity, logger)));
  const totalCents = grossCents - discountCents;
  const priceId = options.priceId ?? ((priceKey: string) => priceKey);
  const items = lines.map((line) => ({
    title: line.title,
    priceId: priceId(line.item.priceKey),
    amount: toEuros(line.item.amountCents),
    frequency: line.item.frequency,
    quantity: line.quantity,
  }));

  return {
    slug: entry.slug,
    title: entry.title,
    items,
    paddleItems: items.map(({ priceId, quantity }) => ({ priceId, quantity })),
    total: toEuros(totalCents),
    discount: toEuros(discountCents),
    discountIds: discountCents > 0 ? [...(options.discountIds ?? [])] : [],
    totalCents,
    discountCents,
  };
}

/**
 * What one catalogue line is charged: its amount times the quantity, less the discount it carries when the
 * basket's discount applies. Checkout's totals and reconciliation's expected charge both come from here.
 */
export function lineNetCents(
  item: CatalogueItem,
  quantity: number,
  options: { readonly discountApplied: boolean; readonly logger?: DomainLogger },
): number {
  const grossCents = item.amountCents * quantity;
  if (!options.discountApplied) return grossCents;
  return grossCents - discountFor(item, quantity, options.logger ?? defaultLogger);
}

/** An unknown kind counts 0: charge the list price and log, rather than guess at a discount. */
function discountFor(item: CatalogueItem, quantity: number, logger: DomainLogger): number {
  if (item.discount === undefined) return 0;
  // The first year of support comes with the licence, so the support line is discounted in full.
  if (item.discount === FIRST_YEAR_DISCOUNT) return item.amountCents * quantity;
  logger.error('Unknown discount', item.discount);
  return 0;
}

// Typed as unknown because JavaScript callers and decoded JSON can hand over anything.
function resolveQuantity(entry: CatalogueEntry, quantity: unknown): number {
  if (typeof quantity !== 'number') {
    if (entry.items.length > 1) throw new PricingError('QUANTITY_REQUIRED', entry.slug);
    if (quantity === undefined) return 1;
  }
  if (!isWholeNumber(quantity, 1)) {
    throw new InvalidQuantityError(`quantity must be a whole number of at least 1, got ${String(quantity)}`);
  }
  return quantity;
}

function resolveSecondaryQuantity(secondaryQuantity: unknown): number | undefined {
  if (secondaryQuantity === undefined || isWholeNumber(secondaryQuantity, 0)) return secondaryQuantity;
  throw new InvalidQuantityError(
    `secondary quantity must be a whole number of at least 0, got ${String(secondaryQuantity)}`,
  );
}

function resolveAddOns(
  entry: CatalogueEntry,
  addOns: readonly string[] = [],
  catalogue: (slug: string) => CatalogueEntry | undefined,
): CatalogueEntry[] {
  // A repeated add-on is still one add-on per licence.
  return [...new Set(addOns)].map((addOn) => {
    const product = entry.addOns?.includes(addOn) ? catalogue(addOn) : undefined;
    if (product === undefined) throw new AddOnNotAvailableError(addOn, entry.slug);
    return product;
  });
}

function linesFor(entry: CatalogueEntry, quantity: number, secondaryQuantity: number | undefined): Line[] {
  const tier = tierFor(entry, quantity);
  return entry.items.flatMap((item): Line[] => {
    const title = item.title ?? entry.title;
    if (item.isSecondary) {
      if (secondaryQuantity === undefined) throw new PricingError('SECONDARY_QUANTITY_REQUIRED', entry.slug);
      return secondaryQuantity > 0 ? [{ title, item, quantity: secondaryQuantity }] : [];
    }
    if (item.minimumQuantity !== undefined && item !== tier) return [];
    return [{ title, item, quantity }];
  });
}

/** The volume tier with the highest minimumQuantity that the quantity reaches; undefined when not tiered. */
function tierFor(entry: CatalogueEntry, quantity: number): CatalogueItem | undefined {
  const tiers = entry.items
    .flatMap((item) => (item.minimumQuantity === undefined ? [] : [{ item, minimumQuantity: item.minimumQuantity }]))
    .sort((a, b) => b.minimumQuantity - a.minimumQuantity);
  const lowest = tiers.at(-1);
  if (lowest === undefined) return undefined;
  const reached = tiers.find((tier) => tier.minimumQuantity <= quantity);
  if (reached === undefined) {
    throw new InvalidQuantityError(
      `quantity ${quantity} is below the minimum ${lowest.minimumQuantity} for product [${entry.slug}]`,
    );
  }
  return reached.item;
}

function isWholeNumber(value: unknown, minimum: number): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= minimum;
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/** Cents are integers, so dividing by 100 yields the nearest double to the exact two-decimal amount. */
function toEuros(cents: number): number {
  return cents / 100;
}
