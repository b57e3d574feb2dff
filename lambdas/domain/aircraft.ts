import { UnknownAircraftTypeError } from './errors';

export const AIRCRAFT_TYPES = ['A322', 'B738', 'B38M'] as const;
export type AircraftType = (typeof AIRCRAFT_TYPES)[number];

/** An unset selection (the UI before a choice is made); no product exists for it. */
export const NO_AIRCRAFT_TYPE = 'none';
export type AircraftTypeOrNone = AircraftType | typeof NO_AIRCRAFT_TYPE;

/** Suites and support extensions are sold per family, trainers per type. */
export type AircraftFamily = 'A320' | 'B737' | 'B38M';
export const AIRCRAFT_FAMILY: Readonly<Record<AircraftType, AircraftFamily>> = {
  A322: 'A320',
  B738: 'B737',
  B38M: 'B38M',
};

// Old links and bookmarks still carry the family names.
const LEGACY_AIRCRAFT_TYPES: ReadonlyMap<string, AircraftType> = new Map([
  ['A320', 'A322'],
  ['B737', 'B738'],
]);

/** Every spelling `parseAircraftType` accepts, upper case: the site's routing answers 404 for any other. */
export const AIRCRAFT_TYPE_SPELLINGS: readonly string[] = [...AIRCRAFT_TYPES, ...LEGACY_AIRCRAFT_TYPES.keys()];

export function isAircraftType(value: unknown): value is AircraftType {
  return (AIRCRAFT_TYPES as readonly unknown[]).includes(value);
}

/** For route parameters and form values, where "not recognised" simply means "nothing selected yet". */
export function parseAircraftType(input: string | null | undefined): AircraftType | undefined {
  if (typeof input !== 'string') return undefined;
  const upper = input.trim().toUpperCase();
  return isAircraftType(upper) ? upper : LEGACY_AIRCRAFT_TYPES.get(upper);
}

export function normaliseAircraftType(input: string): AircraftType {
  const aircraftType = parseAircraftType(input);
  if (aircraftType === undefined) throw new UnknownAircraftTypeError(input);
  return aircraftType;
}

export const PLATFORMS = ['iOS', 'Windows'] as const;
export type Platform = (typeof PLATFORMS)[number];
export const PLATFORM_PREFIX: Readonly<Record<Platform, 'ios' | 'win'>> = { iOS: 'ios', Windows: 'win' };

export const LICENCE_TYPES = ['Personal', 'Classroom'] as const;
export type LicenceType = (typeof LICENCE_TYPES)[number];

export const SUBSCRIPTION_PERIODS = ['Monthly', 'Annual'] as const;
export type SubscriptionPeriod = (typeof SUBSCRIPTION_PERIODS)[number];

/** Only the A320 suite is sold in two configurations; the neo one carries the neo add-on. */
export const A320_CONFIGURATIONS = ['neoandceo', 'ceoonly'] as const;
export type A320Configuration = (typeof A320_CONFIGURATIONS)[number];
export const A320_CONFIGURATION_LABEL: Readonly<Record<A320Configuration, string>> = {
  neoandceo: 'neo and ceo',
  ceoonly: 'ceo only',
};

/**
 * An aircraft as the buyer chose it: suites are sold per family (the 737 suite reads "B737"), trainers per type
 * (the B738 trainer reads "B738").
 */
export function aircraftLabel(kind: 'suite' | 'trainer-seat', aircraftType: string | null): string | null {
  if (aircraftType === null) return null;
  return kind === 'suite' && isAircraftType(aircraftType) ? AIRCRAFT_FAMILY[aircraftType] : aircraftType;
}
