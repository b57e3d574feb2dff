import {
  AIRCRAFT_FAMILY,
  normaliseAircraftType,
  PLATFORM_PREFIX,
  type A320Configuration,
  type AircraftType,
  type LicenceType,
  type Platform,
  type SubscriptionPeriod,
} from './aircraft';
import { BRAND } from './brand';
import { ConfigurationRequiredError } from './errors';

export interface SuiteSelection {
  aircraftType: AircraftType;
  /** Required for A322, ignored for the others. */
  configuration?: A320Configuration | undefined;
}

/** Suites are keyed by family name and sold on an annual support term only. */
export function suiteProductKey({ aircraftType, configuration }: SuiteSelection): string {
  let suffix = '';
  if (aircraftType === 'A322') {
    if (configuration === undefined) throw new ConfigurationRequiredError(aircraftType);
    suffix = configuration;
  }
  const family = AIRCRAFT_FAMILY[aircraftType].replace(/\s/g, '');
  return `${BRAND.slug}-suite${family}${suffix}Annual`.toLowerCase();
}

export interface TrainerSelection {
  aircraftType: AircraftType;
  platform: Platform;
  licenceType: LicenceType;
  subscription: SubscriptionPeriod;
}

export function trainerProductKey({ aircraftType, platform, licenceType, subscription }: TrainerSelection): string {
  return `${PLATFORM_PREFIX[platform]}-fms-trainer-${aircraftType}-${licenceType}-${subscription}`.toLowerCase();
}

export function supportExtensionSlug(aircraftType: AircraftType, term: SubscriptionPeriod): string {
  return `suite-nc-support-extension-${AIRCRAFT_FAMILY[aircraftType]}-${term}`.toLowerCase();
}

/**
 * Takes a plain string because the aircraft type comes from stored licences and routes, where legacy names and
 * garbage both occur; garbage throws UnknownAircraftTypeError.
 */
export function supportSubscriptionName(aircraftType: string): string {
  return `${BRAND.name} ${AIRCRAFT_FAMILY[normaliseAircraftType(aircraftType)]} suite support`;
}
