import {
  A320_CONFIGURATIONS,
  AIRCRAFT_FAMILY,
  parseAircraftType,
  type A320Configuration,
  type AircraftType,
} from '@domain/aircraft';
import { addOnsFor, defaultAddOnsFor } from '@domain/catalogue';
import { suiteProductKey } from '@domain/product-keys';
import { parseQuantity } from '../../shared/ui/quantity';
import type { SuiteChoices } from './orders';

/** A suite configuration as the URL carries it: `?aircraft=A320&configuration=neoandceo&addOns=hud&quantity=2`. */
export interface SuiteSelection {
  choices: SuiteChoices;
  quantity: number;
}

/** The product a selection names, or undefined while the A320 configuration is still open. */
export function suiteSlug(aircraftType: AircraftType | undefined, configuration: A320Configuration | undefined) {
  if (aircraftType === undefined || (aircraftType === 'A322' && configuration === undefined)) return undefined;
  return suiteProductKey({ aircraftType, configuration });
}

/** A new aircraft or configuration resets the add-ons to that product's (valid) defaults (docs/product/pages.md). */
export function withProduct(
  aircraftType: AircraftType | undefined,
  configuration: A320Configuration | undefined,
): SuiteChoices {
  const slug = suiteSlug(aircraftType, configuration);
  return { aircraftType, configuration, addOns: slug ? defaultAddOnsFor(slug) : [] };
}

/**
 * Reads the search params over the route's aircraft. Add-ons absent means the product's defaults; listed ones
 * count only where the product offers them.
 */
export function suiteSelection(params: URLSearchParams, routeAircraftType: AircraftType | undefined): SuiteSelection {
  const aircraftType = parseAircraftType(params.get('aircraft')) ?? routeAircraftType;
  const configuration = A320_CONFIGURATIONS.find((candidate) => candidate === params.get('configuration'));
  const product = withProduct(aircraftType, aircraftType === 'A322' ? configuration : undefined);
  const slug = suiteSlug(product.aircraftType, product.configuration);
  const offered = slug ? addOnsFor(slug).map((addOn) => addOn.slug) : [];
  const listed = params.get('addOns');
  const addOns = listed === null ? product.addOns : listed.split(',').filter((addOn) => offered.includes(addOn));
  return { choices: { ...product, addOns }, quantity: parseQuantity(params.get('quantity') ?? '') };
}

/** Only what differs from the page's defaults, so a plain page keeps a plain URL. */
export function suiteSearchParams(
  { choices, quantity }: SuiteSelection,
  routeAircraftType: AircraftType | undefined,
): URLSearchParams {
  const params = new URLSearchParams();
  const { aircraftType, configuration, addOns } = choices;
  if (aircraftType !== undefined && aircraftType !== routeAircraftType)
    params.set('aircraft', AIRCRAFT_FAMILY[aircraftType]);
  if (aircraftType === 'A322' && configuration !== undefined) params.set('configuration', configuration);
  const slug = suiteSlug(aircraftType, configuration);
  const defaults = slug ? defaultAddOnsFor(slug) : [];
  if (addOns.join(',') !== defaults.join(',')) params.set('addOns', addOns.join(','));
  if (quantity !== 1) params.set('quantity', String(quantity));
  return params;
}
