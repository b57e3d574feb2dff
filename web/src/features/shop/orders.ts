import type { A320Configuration, AircraftType, SubscriptionPeriod } from '@domain/aircraft';
import { priceBasket, type PricedBasket } from '@domain/pricing';
import { checkoutPath } from '@contract/routes';
import { suiteProductKey, supportExtensionSlug, trainerProductKey } from '@domain/product-keys';
import { DomainError } from '@domain/errors';
import { exceedsOrderLimit, MAX_QUANTITY } from '@contract/quantity';
import type { TrainerChoices } from './trainer-purchase';

/**
 * What each buying page continues with: the checkout path and the basket priced by the one pricing domain. The
 * checkout path carries exactly what GET /api/pricing needs to price the same basket (slug, quantity, catch-up
 * months, add-ons), which is why both come from here.
 */
export interface Order {
  slug: string;
  checkoutPath: string;
  basket: PricedBasket;
}

/** Above the order limit there is nothing to continue with: the stepper says the limit and how to buy more (ADR 310). */
function withinOrderLimit(quantity: number): void {
  if (exceedsOrderLimit(quantity))
    throw new DomainError('QUANTITY_LIMIT', `Prices are shown for up to ${MAX_QUANTITY} licences.`);
}

/** Undefined (Continue disabled) until aircraft, licence type and subscription are chosen. */
export function trainerOrder(choices: TrainerChoices, quantity: number): Order | undefined {
  const { aircraftType, platform, licenceType, subscription } = choices;
  if (aircraftType === undefined || licenceType === undefined || subscription === undefined) return undefined;
  withinOrderLimit(quantity);
  const slug = trainerProductKey({ aircraftType, platform, licenceType, subscription });
  return { slug, checkoutPath: checkoutPath({ slug, quantity }), basket: priceBasket({ slug, quantity }) };
}

export interface SuiteChoices {
  aircraftType?: AircraftType | undefined;
  configuration?: A320Configuration | undefined;
  addOns: readonly string[];
}

/** Undefined until the aircraft and, for the A320 family, the configuration are chosen (the term is fixed). */
export function suiteOrder({ aircraftType, configuration, addOns }: SuiteChoices, quantity: number): Order | undefined {
  if (aircraftType === undefined || (aircraftType === 'A322' && configuration === undefined)) return undefined;
  withinOrderLimit(quantity);
  const slug = suiteProductKey({ aircraftType, configuration });
  return {
    slug,
    checkoutPath: checkoutPath({ slug, quantity, addOns }),
    basket: priceBasket({ slug, quantity, addOns }),
  };
}

export interface SupportExtensionChoices {
  aircraftType?: AircraftType | undefined;
  term: SubscriptionPeriod;
  lapsedMonths: number;
}

/** One support subscription per licence, so the quantity is always 1; the lapsed months are the secondary quantity. */
export function supportExtensionOrder({
  aircraftType,
  term,
  lapsedMonths,
}: SupportExtensionChoices): Order | undefined {
  if (aircraftType === undefined) return undefined;
  const slug = supportExtensionSlug(aircraftType, term);
  return {
    slug,
    checkoutPath: checkoutPath({ slug, quantity: 1, secondaryQuantity: lapsedMonths }),
    basket: priceBasket({ slug, quantity: 1, secondaryQuantity: lapsedMonths }),
  };
}

/** What support renews at per year (120.00, docs/product/support.md), read from the catalogue rather than restated here. */
export function annualSupportPrice(aircraftType: AircraftType = 'A322'): number {
  return priceBasket({ slug: supportExtensionSlug(aircraftType, 'Annual'), quantity: 1, secondaryQuantity: 0 }).total;
}
