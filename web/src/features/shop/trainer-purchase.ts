import type { AircraftType, LicenceType, Platform, SubscriptionPeriod } from '@domain/aircraft';

/** Kept free of the catalogue so that pages linking to the configurator stay small. */
export interface TrainerChoices {
  aircraftType?: AircraftType | undefined;
  platform: Platform;
  licenceType?: LicenceType | undefined;
  subscription?: SubscriptionPeriod | undefined;
}

export const TRAINER_DEFAULTS = {
  aircraftType: 'B738',
  platform: 'iOS',
  licenceType: 'Personal',
  subscription: 'Annual',
} as const satisfies TrainerChoices;

/** Navigation state for /buy-fms-trainer: bring the configurator into view with these choices. */
export interface PurchaseState {
  configure: true;
  choices: TrainerChoices;
  quantity: number;
}

export function isPurchaseState(state: unknown): state is PurchaseState {
  return typeof state === 'object' && state !== null && (state as Partial<PurchaseState>).configure === true;
}

export function purchaseState(choices: Partial<TrainerChoices> = {}, quantity = 1): PurchaseState {
  return { configure: true, choices: { ...TRAINER_DEFAULTS, ...choices }, quantity };
}
