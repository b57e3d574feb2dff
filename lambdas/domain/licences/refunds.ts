import { findProduct, Frequency, listCatalogueSlugs, type CatalogueEntry } from '../catalogue';
import type { PricedCatalogueItem } from './catalogue-prices';
import { unitOf, type LicenceGrant } from './issuance';
import type { AdjustmentChange, PaidLine } from './payment-events';

/**
 * What an adjustment takes back (docs/product/refunds.md). Only approved refunds and chargebacks take anything: credits
 * lower what is owed, pending refunds may still be rejected.
 */
export type Takeback =
  | { readonly scope: 'nothing' }
  | { readonly scope: 'everything' }
  | { readonly scope: 'units'; readonly units: ReadonlyMap<string, number> };

export function isApprovedTakeback(adjustment: Pick<AdjustmentChange, 'action' | 'status'>): boolean {
  return adjustment.status === 'approved' && (adjustment.action === 'refund' || adjustment.action === 'chargeback');
}

/**
 * Whether the adjustment undoes a chargeback (ADR 241): Paddle won the dispute, records an approved
 * `chargeback_reverse` and marks the chargeback `reversed`; either one alone says so.
 */
export function reversesChargeback(adjustment: Pick<AdjustmentChange, 'action' | 'status'>): boolean {
  return (
    (adjustment.action === 'chargeback_reverse' && adjustment.status === 'approved') ||
    (adjustment.action === 'chargeback' && adjustment.status === 'reversed')
  );
}

/**
 * The adjustments that still take something (ADR 241): each approved `chargeback_reverse` cancels one approved
 * chargeback, unless Paddle already marked a chargeback `reversed` for it. Warnings (`chargeback_warning`), credits
 * and their reversals take nothing. Which adjustments arrived first does not matter.
 */
export function standingAdjustments<A extends Pick<AdjustmentChange, 'action' | 'status'>>(
  adjustments: readonly A[],
): A[] {
  const reverses = adjustments
    .filter((adjustment) => adjustment.action === 'chargeback_reverse')
    .filter(reversesChargeback);
  const markedReversed = adjustments.filter(
    (adjustment) => adjustment.action === 'chargeback' && adjustment.status === 'reversed',
  );
  let unmatched = Math.max(reverses.length - markedReversed.length, 0);
  return adjustments.filter((adjustment) => {
    if (unmatched === 0 || adjustment.action !== 'chargeback' || !isApprovedTakeback(adjustment)) return true;
    unmatched -= 1;
    return false;
  });
}

/**
 * Everything, for a full refund or any chargeback (a disputed payment is money the shop no longer has); otherwise the
 * refunded units of each price: a `full` item is its whole line, a `partial` item as many whole units as its amount
 * pays back (a goodwill refund of 1.00 on a 1,500.00 licence takes nothing). Several adjustments add up, never
 * beyond the line's quantity.
 */
export function takeback(adjustments: readonly AdjustmentChange[], lines: readonly PaidLine[]): Takeback {
  const approved = standingAdjustments(adjustments).filter(isApprovedTakeback);
  if (approved.some((adjustment) => adjustment.type === 'full' || adjustment.action === 'chargeback'))
    return { scope: 'everything' };
  const perLine = new Map<string, number>();
  for (const item of approved.flatMap((adjustment) => adjustment.items)) {
    const line = lines.find((candidate) => candidate.lineItemId === item.itemId);
    if (!line) continue;
    const units =
      item.type === 'full'
        ? line.quantity
        : item.type === 'partial' && item.amountCents !== null && line.unitTotalCents > 0
          ? Math.floor(item.amountCents / line.unitTotalCents)
          : 0;
    perLine.set(line.lineItemId, Math.min(line.quantity, (perLine.get(line.lineItemId) ?? 0) + units));
  }
  const units = new Map<string, number>();
  for (const line of lines) {
    const refunded = perLine.get(line.lineItemId) ?? 0;
    if (refunded > 0) units.set(line.priceId, (units.get(line.priceId) ?? 0) + refunded);
  }
  return units.size === 0 ? { scope: 'nothing' } : { scope: 'units', units };
}

/** Refunded units of a purchase, by what each line sold (ADR 070). */
export interface RefundedUnits {
  /** The licence line (a suite's licence price, a trainer's seat prices): that many licences are revoked. */
  readonly licences: number;
  /** Add-on products sold with the suite (`hud`), by slug: that many licences lose the add-on. */
  readonly addOns: ReadonlyMap<string, number>;
  /** The suite's own one-time extras (the A320 neo add-on), by price key: that many licences lose the extra. */
  readonly suiteParts: ReadonlyMap<string, number>;
  /** A support extension whose every support unit was refunded: the support it paid for ends now. */
  readonly endsSupport: boolean;
}

/**
 * Sorts the refunded units of each price by what the purchase's product sells with it. A suite's support line is
 * free in the first year (its discount) and serves every licence of the purchase, so refunding it takes nothing;
 * neither does a support extension's catch-up line, a fee for months already past.
 */
export function refundedUnitsOf(
  slug: string,
  takeback: Extract<Takeback, { scope: 'units' }>,
  lines: readonly PaidLine[],
  priceIndex: ReadonlyMap<string, PricedCatalogueItem>,
): RefundedUnits {
  const product = findProduct(slug);
  const refunded = { licences: 0, addOns: new Map<string, number>(), suiteParts: new Map<string, number>() };
  const support = { bought: 0, refunded: 0 };
  if (!product) return { ...refunded, endsSupport: false };
  const licenceItem =
    product.family === 'suite' ? product.items.find((item) => item.frequency === Frequency.OneTime) : undefined;
  const seen = new Set<string>();
  for (const line of lines) {
    const priced = priceIndex.get(line.priceId);
    // `units` counts each price once, however many lines carry it.
    const count = seen.has(line.priceId) ? 0 : (takeback.units.get(line.priceId) ?? 0);
    seen.add(line.priceId);
    if (!priced) continue;
    const { item } = priced;
    const addOn = priced.products.find((candidate) => product.addOns?.includes(candidate.slug));
    if (addOn) add(refunded.addOns, addOn.slug, count);
    else if (!product.items.some((candidate) => candidate.priceKey === item.priceKey)) continue;
    else if (product.family === 'fms-trainer' || item.priceKey === licenceItem?.priceKey) refunded.licences += count;
    else if (product.family === 'suite' && item.frequency === Frequency.OneTime)
      add(refunded.suiteParts, item.priceKey, count);
    else if (product.family === 'suite-nc-support-extension' && item.frequency !== Frequency.OneTime) {
      support.bought += line.quantity;
      support.refunded += count;
    }
  }
  return { ...refunded, endsSupport: support.bought > 0 && support.refunded >= support.bought };
}

/** What a licence shows and its key carries, apart from its owner and period. */
export type Entitlement = Pick<LicenceGrant, 'productSlug' | 'productTitle' | 'configuration' | 'addOns'>;

/**
 * What a licence of the purchase keeps once its add-on lines were refunded: an add-on refunded for R of the
 * purchase's N units leaves units N−R+1..N, the highest first, so the same licences lose it whatever order the
 * refunds arrive in, and a unit whose licence and add-on are both refunded is the same unit. A refunded suite part
 * (the A320 neo add-on) turns the licence into the suite sold without it (ceo only).
 */
export function keptEntitlement(
  licence: Entitlement & Pick<LicenceGrant, 'licenceId'>,
  purchase: { readonly slug: string; readonly units: number },
  refunded: Pick<RefundedUnits, 'addOns' | 'suiteParts'>,
): Entitlement {
  const unit = unitOf(licence.licenceId);
  const loses = (count: number) => unit > purchase.units - count;
  const addOns = licence.addOns.filter((slug) => !loses(refunded.addOns.get(slug) ?? 0));
  const lostParts = [...refunded.suiteParts].filter(([, count]) => loses(count)).map(([priceKey]) => priceKey);
  const reduced = lostParts.length > 0 ? suiteWithout(purchase.slug, lostParts) : undefined;
  if (!reduced) return { ...pickEntitlement(licence), addOns };
  return {
    productSlug: reduced.slug,
    productTitle: reduced.title,
    configuration: reduced.configuration ?? null,
    addOns: addOns.filter((slug) => reduced.addOns?.includes(slug)),
  };
}

export function sameEntitlement(a: Entitlement, b: Entitlement): boolean {
  return (
    a.productSlug === b.productSlug &&
    a.configuration === b.configuration &&
    a.addOns.length === b.addOns.length &&
    a.addOns.every((slug) => b.addOns.includes(slug))
  );
}

function pickEntitlement({ productSlug, productTitle, configuration, addOns }: Entitlement): Entitlement {
  return { productSlug, productTitle, configuration, addOns };
}

/** The suite of the same aircraft whose prices are this one's without the given parts, if the catalogue sells it. */
function suiteWithout(slug: string, priceKeys: readonly string[]): CatalogueEntry | undefined {
  const product = findProduct(slug);
  if (product?.family !== 'suite') return undefined;
  const wanted = product.items.map((item) => item.priceKey).filter((priceKey) => !priceKeys.includes(priceKey));
  return listCatalogueSlugs()
    .map((candidate) => findProduct(candidate)!)
    .find(
      (candidate) =>
        candidate.family === 'suite' &&
        candidate.aircraftType === product.aircraftType &&
        candidate.items.length === wanted.length &&
        candidate.items.every((item) => wanted.includes(item.priceKey)),
    );
}

function add(map: Map<string, number>, key: string, count: number): void {
  map.set(key, (map.get(key) ?? 0) + count);
}
