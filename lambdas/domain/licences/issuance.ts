import { normaliseEmail } from '../email';
import type { AircraftType, A320Configuration, SubscriptionPeriod } from '../aircraft';
import { findProduct, Frequency, type CatalogueEntry } from '../catalogue';
import type { CheckoutCustomData } from './custom-data';
import { parseLicenceId } from './licence-id';
import type { PricedCatalogueItem } from './catalogue-prices';
import type { LedgerEntry } from '../ledger/entries';

export interface PaidTransaction {
  readonly transactionId: string;
  /** `web` for a checkout, `subscription_recurring` for a renewal, and so on (Paddle's `origin`). */
  readonly origin: string;
  readonly subscriptionId: string | null;
  readonly customData: CheckoutCustomData;
  readonly items: readonly { priceId: string; quantity: number }[];
  readonly paidAt: string;
}

export type LicenceKind = 'suite' | 'trainer-seat';

/**
 * Only a purchase issues licences: a checkout (`web`) or a transaction the shop created (`api`). Renewals
 * (`subscription_recurring`), card updates (`subscription_payment_method_change`), quantity changes
 * (`subscription_update`) and one-off charges (`subscription_charge`) belong to a subscription that already has its
 * licences.
 */
export function isPurchase(origin: string): boolean {
  return origin === 'web' || origin === 'api';
}

/** One licence (a perpetual suite licence, or a trainer seat bound to its subscription). */
export interface LicenceGrant {
  readonly licenceId: string;
  readonly kind: LicenceKind;
  readonly productSlug: string;
  readonly productTitle: string;
  readonly aircraftType: AircraftType | null;
  readonly configuration: A320Configuration | null;
  readonly addOns: readonly string[];
  readonly ownerEmail: string;
  readonly transactionId: string;
  /** Suites: the support subscription; trainer seats: the trainer subscription. Null for one-time purchases. */
  readonly subscriptionId: string | null;
  /** Trainer seats only: how the seat is billed. */
  readonly period: SubscriptionPeriod | null;
  readonly issuedAt: string;
  /** Trainer seats only: the end of the period paid for; the key verifies until then plus the grace (ADR 064). */
  readonly paidUntil?: string | null;
  /** Its ledger (domain/ledger), written with the licence: the purchase's entry. */
  readonly ledger?: Readonly<Record<string, LedgerEntry>>;
}

export interface SupportExtensionGrant {
  readonly licenceId: string;
  readonly subscriptionId: string | null;
  readonly catchUpMonths: number;
}

export type IssuanceDecision =
  | {
      readonly outcome: 'issue';
      readonly licences: readonly LicenceGrant[];
      readonly supportExtension: SupportExtensionGrant | null;
    }
  /** Nothing is issued; `reason` says why, for the log. */
  | { readonly outcome: 'nothing'; readonly reason: string };

/**
 * Which licences a paid transaction produces (docs/product/licences.md). Ids are derived from the transaction id and unit
 * number, so processing the same transaction again produces the same licences — the store's conditional puts then
 * make the repeat a no-op.
 */
export function decideIssuance(
  transaction: PaidTransaction,
  priceIndex: ReadonlyMap<string, PricedCatalogueItem>,
): IssuanceDecision {
  const unknown = transaction.items.filter((line) => !priceIndex.has(line.priceId)).map((line) => line.priceId);
  if (unknown.length > 0)
    return { outcome: 'nothing', reason: `price ids not in the catalogue: ${unknown.join(', ')}` };
  if (!isPurchase(transaction.origin)) {
    return { outcome: 'nothing', reason: `origin ${transaction.origin}: not a purchase, nothing new is issued` };
  }
  const product = findProduct(transaction.customData.slug);
  if (product === undefined) return { outcome: 'nothing', reason: `unknown product [${transaction.customData.slug}]` };

  const quantityOf = (priceKey: string) =>
    transaction.items
      .filter((line) => priceIndex.get(line.priceId)!.item.priceKey === priceKey)
      .reduce((total, line) => total + line.quantity, 0);
  const ownerEmail = normaliseEmail(transaction.customData.buyerEmail);

  switch (product.family) {
    case 'suite':
      return issueSuites(transaction, product, quantityOf, ownerEmail);
    case 'fms-trainer':
      return issueTrainerSeats(transaction, product, quantityOf, ownerEmail);
    case 'suite-nc-support-extension': {
      const licenceId = transaction.customData.licenceId;
      if (!licenceId) return { outcome: 'nothing', reason: 'a support extension without the licence it extends' };
      const catchUp = product.items.find((item) => item.isSecondary);
      return {
        outcome: 'issue',
        licences: [],
        supportExtension: {
          licenceId,
          subscriptionId: transaction.subscriptionId,
          catchUpMonths: catchUp ? quantityOf(catchUp.priceKey) : 0,
        },
      };
    }
    case 'add-on':
      return { outcome: 'nothing', reason: `an add-on [${product.slug}] is sold only with its suite` };
  }
}

function issueSuites(
  transaction: PaidTransaction,
  product: CatalogueEntry,
  quantityOf: (priceKey: string) => number,
  ownerEmail: string,
): IssuanceDecision {
  const licenceItem = product.items.find((item) => item.frequency === Frequency.OneTime)!;
  const units = quantityOf(licenceItem.priceKey);
  if (units === 0) return { outcome: 'nothing', reason: `no licence item of [${product.slug}] was paid` };
  // An add-on counts only when its price was actually paid for every unit.
  const addOns = transaction.customData.addOns.filter((slug) => {
    const addOn = findProduct(slug);
    return product.addOns?.includes(slug) && addOn?.items.every((item) => quantityOf(item.priceKey) >= units);
  });
  return {
    outcome: 'issue',
    licences: grants(transaction, product, ownerEmail, units, {
      kind: 'suite',
      configuration: product.configuration ?? null,
      addOns,
      period: null,
    }),
    supportExtension: null,
  };
}

function issueTrainerSeats(
  transaction: PaidTransaction,
  product: CatalogueEntry,
  quantityOf: (priceKey: string) => number,
  ownerEmail: string,
): IssuanceDecision {
  const seats = product.items.reduce((total, item) => total + quantityOf(item.priceKey), 0);
  if (seats === 0) return { outcome: 'nothing', reason: `no seat of [${product.slug}] was paid` };
  const period: SubscriptionPeriod = product.items[0]!.frequency === Frequency.Monthly ? 'Monthly' : 'Annual';
  return {
    outcome: 'issue',
    licences: grants(transaction, product, ownerEmail, seats, {
      kind: 'trainer-seat',
      configuration: null,
      addOns: [],
      period,
    }),
    supportExtension: null,
  };
}

/** One grant per unit, alike but for their ids; `kind` and what differs by kind come from the caller. */
function grants(
  transaction: PaidTransaction,
  product: CatalogueEntry,
  ownerEmail: string,
  units: number,
  byKind: Pick<LicenceGrant, 'kind' | 'configuration' | 'addOns' | 'period'>,
): LicenceGrant[] {
  return unitIds(transaction.transactionId, units).map((licenceId) => ({
    licenceId,
    ...byKind,
    productSlug: product.slug,
    productTitle: product.title,
    aircraftType: product.aircraftType ?? null,
    ownerEmail,
    transactionId: transaction.transactionId,
    subscriptionId: transaction.subscriptionId,
    issuedAt: transaction.paidAt,
  }));
}

/**
 * Seats a trainer subscription gains after its purchase (a higher quantity): the same product and owner, numbered
 * on from the purchase's seats, issued when the change arrives.
 */
export function addedSeatGrants(
  purchase: { transactionId: string; subscriptionId: string; ownerEmail: string; slug: string },
  units: readonly number[],
  issuedAt: string,
  paidUntil: string | null,
): LicenceGrant[] {
  const product = findProduct(purchase.slug);
  if (product?.family !== 'fms-trainer') return [];
  const period: SubscriptionPeriod = product.items[0]!.frequency === Frequency.Monthly ? 'Monthly' : 'Annual';
  return units.map((unit) => ({
    licenceId: unitId(purchase.transactionId, unit),
    kind: 'trainer-seat' as const,
    configuration: null,
    addOns: [],
    period,
    productSlug: product.slug,
    productTitle: product.title,
    aircraftType: product.aircraftType ?? null,
    ownerEmail: purchase.ownerEmail,
    transactionId: purchase.transactionId,
    subscriptionId: purchase.subscriptionId,
    issuedAt,
    paidUntil,
  }));
}

/** `lic_<transaction id without prefix>_<unit>`: stable across retries, unique across transactions. */
export function unitIds(transactionId: string, units: number, firstUnit = 1): string[] {
  return Array.from({ length: Math.max(0, units - firstUnit + 1) }, (_, index) =>
    unitId(transactionId, firstUnit + index),
  );
}

export function unitId(transactionId: string, unit: number): string {
  return `lic_${transactionId.replace(/^txn_/, '')}_${unit}`;
}

/** The unit number a licence id ends with (1-based); NaN for a string that is not a licence id of a unit. */
export function unitOf(licenceId: string): number {
  return parseLicenceId(licenceId)?.unit ?? Number.NaN;
}
