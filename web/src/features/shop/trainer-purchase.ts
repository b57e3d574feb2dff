import {
  LICENCE_TYPES,
  parseAircraftType,
  PLATFORMS,
  SUBSCRIPTION_PERIODS,
  type AircraftType,
  type LicenceType,
  type Platform,
  type SubscriptionPeriod,
} from '@domain/aircraft';
import { parseQuantity } from '../../shared/ui/quantity';

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

/** Every choice made, as the configurator always has them (it starts from defaults). */
export type CompleteTrainerChoices = { [K in keyof TrainerChoices]-?: NonNullable<TrainerChoices[K]> };

/** A trainer configuration as the URL carries it: `?aircraft=B38M&platform=Windows&licence=Classroom&quantity=3`. */
export interface TrainerSelection {
  choices: CompleteTrainerChoices;
  quantity: number;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/** Reads the search params over the page's defaults; a missing or unknown value keeps the default. */
export function trainerSelection(params: URLSearchParams, defaults: CompleteTrainerChoices): TrainerSelection {
  return {
    choices: {
      aircraftType: parseAircraftType(params.get('aircraft')) ?? defaults.aircraftType,
      platform: oneOf(PLATFORMS, params.get('platform')) ?? defaults.platform,
      licenceType: oneOf(LICENCE_TYPES, params.get('licence')) ?? defaults.licenceType,
      subscription: oneOf(SUBSCRIPTION_PERIODS, params.get('subscription')) ?? defaults.subscription,
    },
    quantity: parseQuantity(params.get('quantity') ?? ''),
  };
}

/** The search params for a selection: only what differs from the page's defaults, so a plain page keeps a plain URL. */
export function trainerSearchParams(
  { choices, quantity }: TrainerSelection,
  defaults: CompleteTrainerChoices,
): URLSearchParams {
  const params = new URLSearchParams();
  if (choices.aircraftType !== defaults.aircraftType) params.set('aircraft', choices.aircraftType);
  if (choices.platform !== defaults.platform) params.set('platform', choices.platform);
  if (choices.licenceType !== defaults.licenceType) params.set('licence', choices.licenceType);
  if (choices.subscription !== defaults.subscription) params.set('subscription', choices.subscription);
  if (quantity !== 1) params.set('quantity', String(quantity));
  return params;
}

/** A link to the configurator of /buy-fms-trainer with these choices, brought into view on arrival. */
export function purchaseLink(basePath: string, choices: Partial<CompleteTrainerChoices> = {}, quantity = 1) {
  const params = trainerSearchParams({ choices: { ...TRAINER_DEFAULTS, ...choices }, quantity }, TRAINER_DEFAULTS);
  const search = params.size > 0 ? `?${params}` : '';
  return { to: `${basePath}${search}`, state: PURCHASE_STATE };
}

/** Navigation state for /buy-fms-trainer: bring the configurator into view. */
const PURCHASE_STATE = { configure: true } as const;

export function isPurchaseState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { configure?: unknown }).configure === true;
}
