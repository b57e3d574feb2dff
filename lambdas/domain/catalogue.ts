import {
  AIRCRAFT_FAMILY,
  AIRCRAFT_TYPES,
  LICENCE_TYPES,
  PLATFORM_PREFIX,
  PLATFORMS,
  SUBSCRIPTION_PERIODS,
  type A320Configuration,
  type AircraftType,
  type AircraftTypeOrNone,
  type Platform,
  type SubscriptionPeriod,
} from './aircraft';
import { BRAND } from './brand';
import { defaultLogger, type DomainLogger } from './logger';
import {
  suiteProductKey,
  supportExtensionSlug,
  supportSubscriptionName,
  trainerProductKey,
  type SuiteSelection,
} from './product-keys';

export const Frequency = { OneTime: 1, Monthly: 2, Annual: 3 } as const;
export type Frequency = (typeof Frequency)[keyof typeof Frequency];

export const FIRST_YEAR_DISCOUNT = 'first year no support subscription';
export type DiscountKind = typeof FIRST_YEAR_DISCOUNT;

export type ProductFamily = 'suite' | 'fms-trainer' | 'suite-nc-support-extension' | 'add-on';

/**
 * `priceKey` names a price independently of Paddle: the Paddle price ids differ per stage and are mapped from
 * it outside the domain. One priceKey always means one amount and frequency.
 */
export interface CatalogueItem {
  readonly title?: string;
  readonly priceKey: string;
  readonly amountCents: number;
  readonly frequency: Frequency;
  readonly discount?: DiscountKind;
  readonly image?: string;
  /** Present on volume tiers only: the tier applies from this quantity on. */
  readonly minimumQuantity?: number;
  /** Priced with the request's secondaryQuantity (lapsed months) instead of its quantity. */
  readonly isSecondary?: boolean;
}

export interface CatalogueEntry {
  readonly slug: string;
  readonly title: string;
  readonly family: ProductFamily;
  readonly aircraftType?: AircraftType;
  readonly configuration?: A320Configuration;
  readonly items: readonly CatalogueItem[];
  /** Slugs of the add-on products that may be bought with this product. */
  readonly addOns?: readonly string[];
  readonly defaultAddOns?: readonly string[];
}

export const ADD_ONS = [{ name: 'Head-up Display', slug: 'hud' }] as const;
const [HUD] = ADD_ONS;

const SUITE_LICENCE_CENTS = 150_000;
const A320_NEO_ADD_ON_CENTS = 30_000;
const HUD_CENTS = 100_000;
const SUPPORT_CENTS: Readonly<Record<SubscriptionPeriod, number>> = { Monthly: 1_300, Annual: 12_000 };
const CATCH_UP_MONTH_CENTS = 1_000;
const CLASSROOM_TRAINER_CENTS: Readonly<Record<SubscriptionPeriod, number>> = { Monthly: 29_900, Annual: 299_500 };
const PERSONAL_TRAINER_TIERS: readonly { minimumQuantity: number; cents: Record<SubscriptionPeriod, number> }[] = [
  { minimumQuantity: 1, cents: { Monthly: 4_999, Annual: 49_900 } },
  { minimumQuantity: 10, cents: { Monthly: 4_500, Annual: 45_000 } },
  { minimumQuantity: 50, cents: { Monthly: 4_000, Annual: 40_000 } },
];
const PERIOD_FREQUENCY: Readonly<Record<SubscriptionPeriod, Frequency>> = {
  Monthly: Frequency.Monthly,
  Annual: Frequency.Annual,
};

export type ProductImageRequest =
  | { family: 'fms-trainer'; aircraftType: AircraftTypeOrNone; platform: Platform }
  | { family: Exclude<ProductFamily, 'fms-trainer'>; aircraftType: AircraftTypeOrNone };

/** Trainer images differ per type and platform; suite and support images per family only. */
export function productImage(request: ProductImageRequest, logger: DomainLogger = defaultLogger): string | undefined {
  const { family, aircraftType } = request;
  if (aircraftType !== 'none') {
    const familyName = AIRCRAFT_FAMILY[aircraftType].toLowerCase();
    switch (request.family) {
      case 'suite':
        return `${BRAND.slug}-suite-${familyName}.svg`;
      case 'suite-nc-support-extension':
        return `suite-nc-support-extension-${familyName}.svg`;
      case 'fms-trainer':
        return `fms-trainer-${aircraftType.toLowerCase()}-${PLATFORM_PREFIX[request.platform]}.svg`;
      case 'add-on':
        break;
    }
  }
  logger.error('No image found for', aircraftType, family);
  return undefined;
}

// Support is priced per family so that a Paddle subscription alone tells which suite it supports; the suite's
// included support and a later extension are the same price.
function supportItem(aircraftType: AircraftType, period: SubscriptionPeriod): CatalogueItem {
  return {
    title: `Bronze support, ${period.toLowerCase()}`,
    priceKey: `support-${period.toLowerCase()}-${AIRCRAFT_FAMILY[aircraftType].toLowerCase()}`,
    amountCents: SUPPORT_CENTS[period],
    frequency: PERIOD_FREQUENCY[period],
  };
}

function suiteEntry({ aircraftType, configuration }: SuiteSelection): CatalogueEntry {
  const family = AIRCRAFT_FAMILY[aircraftType];
  const isNeo = aircraftType === 'A322' && configuration === 'neoandceo';
  const items: CatalogueItem[] = [
    {
      title: `${BRAND.name} ${family} suite licence`,
      priceKey: `suite-licence-${family.toLowerCase()}`,
      amountCents: SUITE_LICENCE_CENTS,
      frequency: Frequency.OneTime,
      image: productImage({ family: 'suite', aircraftType }),
    },
    { ...supportItem(aircraftType, 'Annual'), discount: FIRST_YEAR_DISCOUNT },
  ];
  if (isNeo) {
    items.push({
      title: 'A320 neo add-on',
      priceKey: 'a320-neo-addon',
      amountCents: A320_NEO_ADD_ON_CENTS,
      frequency: Frequency.OneTime,
    });
  }
  const variant = aircraftType === 'A322' ? (isNeo ? ' (neo and ceo)' : ' (ceo only)') : '';
  return {
    slug: suiteProductKey({ aircraftType, configuration }),
    title: `${BRAND.name} ${family} suite${variant}`,
    family: 'suite',
    aircraftType,
    ...(aircraftType === 'A322' ? { configuration } : {}),
    items,
    ...(aircraftType === 'B738' ? { addOns: [HUD.slug] } : {}),
  };
}

function supportExtensionEntries(): CatalogueEntry[] {
  return AIRCRAFT_TYPES.flatMap((aircraftType) =>
    SUBSCRIPTION_PERIODS.map((period) => ({
      slug: supportExtensionSlug(aircraftType, period),
      title: `${supportSubscriptionName(aircraftType)} extension, ${period.toLowerCase()}`,
      family: 'suite-nc-support-extension' as const,
      aircraftType,
      items: [
        {
          ...supportItem(aircraftType, period),
          image: productImage({ family: 'suite-nc-support-extension', aircraftType }),
        },
        {
          title: 'Support catch-up, per lapsed month',
          priceKey: `support-catch-up-month-${AIRCRAFT_FAMILY[aircraftType].toLowerCase()}`,
          amountCents: CATCH_UP_MONTH_CENTS,
          frequency: Frequency.OneTime,
          isSecondary: true,
        },
      ],
    })),
  );
}

function trainerEntries(): CatalogueEntry[] {
  return PLATFORMS.flatMap((platform) =>
    AIRCRAFT_TYPES.flatMap((aircraftType) =>
      LICENCE_TYPES.flatMap((licenceType) =>
        SUBSCRIPTION_PERIODS.map((subscription): CatalogueEntry => {
          const slug = trainerProductKey({ aircraftType, platform, licenceType, subscription });
          const common = {
            frequency: PERIOD_FREQUENCY[subscription],
            image: productImage({ family: 'fms-trainer', aircraftType, platform }),
          };
          const items: CatalogueItem[] =
            licenceType === 'Personal'
              ? PERSONAL_TRAINER_TIERS.map(({ minimumQuantity, cents }) => ({
                  ...common,
                  priceKey: `${slug}-tier-${minimumQuantity}`,
                  amountCents: cents[subscription],
                  minimumQuantity,
                }))
              : [{ ...common, priceKey: slug, amountCents: CLASSROOM_TRAINER_CENTS[subscription] }];
          return {
            slug,
            title: `${platform} FMS Trainer ${aircraftType} ${licenceType.toLowerCase()} licence, ${subscription.toLowerCase()}`,
            family: 'fms-trainer',
            aircraftType,
            items,
          };
        }),
      ),
    ),
  );
}

const HUD_ENTRY: CatalogueEntry = {
  slug: HUD.slug,
  title: HUD.name,
  family: 'add-on',
  aircraftType: 'B738',
  items: [{ title: HUD.name, priceKey: HUD.slug, amountCents: HUD_CENTS, frequency: Frequency.OneTime }],
};

const SUITE_SELECTIONS: readonly SuiteSelection[] = [
  { aircraftType: 'A322', configuration: 'neoandceo' },
  { aircraftType: 'A322', configuration: 'ceoonly' },
  { aircraftType: 'B738' },
  { aircraftType: 'B38M' },
];

// A Map rather than an object literal so that slugs such as "constructor" are simply not found.
const CATALOGUE: ReadonlyMap<string, CatalogueEntry> = new Map(
  [...SUITE_SELECTIONS.map(suiteEntry), HUD_ENTRY, ...supportExtensionEntries(), ...trainerEntries()].map((entry) => [
    entry.slug,
    entry,
  ]),
);

export function listCatalogueSlugs(): string[] {
  return [...CATALOGUE.keys()];
}

export function findProduct(slug: string): CatalogueEntry | undefined {
  return CATALOGUE.get(slug);
}

export function addOnsFor(slug: string): CatalogueEntry[] {
  return (findProduct(slug)?.addOns ?? []).flatMap((addOn) => findProduct(addOn) ?? []);
}

/** A new aircraft or configuration resets the chosen add-ons to these, keeping only valid ones. */
export function defaultAddOnsFor(slug: string): string[] {
  const entry = findProduct(slug);
  return (entry?.defaultAddOns ?? []).filter((addOn) => entry?.addOns?.includes(addOn));
}

/** Unknown names map to '' (docs/product/prices.md) so that a stale add-on name drops out of a selection instead of failing it. */
export function addOnSlug(name: string, logger: DomainLogger = defaultLogger): string {
  const addOn = ADD_ONS.find((candidate) => candidate.name === name);
  if (addOn === undefined) {
    logger.error('Unknown add-on', name);
    return '';
  }
  return addOn.slug;
}
