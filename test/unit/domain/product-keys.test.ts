import {
  AIRCRAFT_TYPES,
  LICENCE_TYPES,
  PLATFORMS,
  SUBSCRIPTION_PERIODS,
  type AircraftType,
} from '../../../lambdas/domain/aircraft';
import { ADD_ONS, findProduct, listCatalogueSlugs } from '../../../lambdas/domain/catalogue';
import { ConfigurationRequiredError, UnknownAircraftTypeError } from '../../../lambdas/domain/errors';
import {
  suiteProductKey,
  supportExtensionSlug,
  supportSubscriptionName,
  trainerProductKey,
  type SuiteSelection,
} from '../../../lambdas/domain/product-keys';
import { catchError } from '../../support/catch-error';

const SUITE_SELECTIONS: readonly SuiteSelection[] = [
  { aircraftType: 'A322', configuration: 'neoandceo' },
  { aircraftType: 'A322', configuration: 'ceoonly' },
  { aircraftType: 'B738' },
  { aircraftType: 'B38M' },
];

const allSuiteKeys = () => SUITE_SELECTIONS.map(suiteProductKey);
const allTrainerKeys = () =>
  PLATFORMS.flatMap((platform) =>
    AIRCRAFT_TYPES.flatMap((aircraftType) =>
      LICENCE_TYPES.flatMap((licenceType) =>
        SUBSCRIPTION_PERIODS.map((subscription) =>
          trainerProductKey({ aircraftType, platform, licenceType, subscription }),
        ),
      ),
    ),
  );
const allSupportExtensionSlugs = () =>
  AIRCRAFT_TYPES.flatMap((aircraftType) =>
    SUBSCRIPTION_PERIODS.map((term) => supportExtensionSlug(aircraftType, term)),
  );

describe('suiteProductKey', () => {
  it.each<[SuiteSelection, string]>([
    [{ aircraftType: 'A322', configuration: 'neoandceo' }, 'skydeck-suitea320neoandceoannual'],
    [{ aircraftType: 'A322', configuration: 'ceoonly' }, 'skydeck-suitea320ceoonlyannual'],
    [{ aircraftType: 'B738' }, 'skydeck-suiteb737annual'],
    [{ aircraftType: 'B738', configuration: 'neoandceo' }, 'skydeck-suiteb737annual'],
    [{ aircraftType: 'B738', configuration: 'ceoonly' }, 'skydeck-suiteb737annual'],
    [{ aircraftType: 'B38M' }, 'skydeck-suiteb38mannual'],
    [{ aircraftType: 'B38M', configuration: 'neoandceo' }, 'skydeck-suiteb38mannual'],
  ])('builds %j as %p', (selection, expected) => {
    // Prepare: the selection comes from the table row.

    // Act
    const key = suiteProductKey(selection);

    // Assess
    expect(key).toBe(expected);
  });

  it('requires a configuration for the A322', () => {
    // Prepare
    const selection: SuiteSelection = { aircraftType: 'A322' };

    // Act
    const error = catchError(() => suiteProductKey(selection));

    // Assess
    expect(error).toBeInstanceOf(ConfigurationRequiredError);
    expect(error).toMatchObject({
      name: 'ConfigurationRequiredError',
      code: 'CONFIGURATION_REQUIRED',
      message: 'a configuration (neoandceo or ceoonly) is required for aircraft type A322',
    });
  });
});

describe('trainerProductKey', () => {
  it.each([
    ['iOS', 'A322', 'Personal', 'Monthly', 'ios-fms-trainer-a322-personal-monthly'],
    ['iOS', 'A322', 'Personal', 'Annual', 'ios-fms-trainer-a322-personal-annual'],
    ['iOS', 'A322', 'Classroom', 'Monthly', 'ios-fms-trainer-a322-classroom-monthly'],
    ['iOS', 'A322', 'Classroom', 'Annual', 'ios-fms-trainer-a322-classroom-annual'],
    ['iOS', 'B738', 'Personal', 'Monthly', 'ios-fms-trainer-b738-personal-monthly'],
    ['iOS', 'B738', 'Personal', 'Annual', 'ios-fms-trainer-b738-personal-annual'],
    ['iOS', 'B738', 'Classroom', 'Monthly', 'ios-fms-trainer-b738-classroom-monthly'],
    ['iOS', 'B738', 'Classroom', 'Annual', 'ios-fms-trainer-b738-classroom-annual'],
    ['iOS', 'B38M', 'Personal', 'Monthly', 'ios-fms-trainer-b38m-personal-monthly'],
    ['iOS', 'B38M', 'Personal', 'Annual', 'ios-fms-trainer-b38m-personal-annual'],
    ['iOS', 'B38M', 'Classroom', 'Monthly', 'ios-fms-trainer-b38m-classroom-monthly'],
    ['iOS', 'B38M', 'Classroom', 'Annual', 'ios-fms-trainer-b38m-classroom-annual'],
    ['Windows', 'A322', 'Personal', 'Monthly', 'win-fms-trainer-a322-personal-monthly'],
    ['Windows', 'A322', 'Personal', 'Annual', 'win-fms-trainer-a322-personal-annual'],
    ['Windows', 'A322', 'Classroom', 'Monthly', 'win-fms-trainer-a322-classroom-monthly'],
    ['Windows', 'A322', 'Classroom', 'Annual', 'win-fms-trainer-a322-classroom-annual'],
    ['Windows', 'B738', 'Personal', 'Monthly', 'win-fms-trainer-b738-personal-monthly'],
    ['Windows', 'B738', 'Personal', 'Annual', 'win-fms-trainer-b738-personal-annual'],
    ['Windows', 'B738', 'Classroom', 'Monthly', 'win-fms-trainer-b738-classroom-monthly'],
    ['Windows', 'B738', 'Classroom', 'Annual', 'win-fms-trainer-b738-classroom-annual'],
    ['Windows', 'B38M', 'Personal', 'Monthly', 'win-fms-trainer-b38m-personal-monthly'],
    ['Windows', 'B38M', 'Personal', 'Annual', 'win-fms-trainer-b38m-personal-annual'],
    ['Windows', 'B38M', 'Classroom', 'Monthly', 'win-fms-trainer-b38m-classroom-monthly'],
    ['Windows', 'B38M', 'Classroom', 'Annual', 'win-fms-trainer-b38m-classroom-annual'],
  ] as const)('builds %s %s %s %s as %s', (platform, aircraftType, licenceType, subscription, expected) => {
    // Prepare: the selection comes from the table row.

    // Act
    const key = trainerProductKey({ aircraftType, platform, licenceType, subscription });

    // Assess
    expect(key).toBe(expected);
  });
});

describe('supportExtensionSlug', () => {
  it.each([
    ['A322', 'Annual', 'suite-nc-support-extension-a320-annual'],
    ['A322', 'Monthly', 'suite-nc-support-extension-a320-monthly'],
    ['B738', 'Annual', 'suite-nc-support-extension-b737-annual'],
    ['B738', 'Monthly', 'suite-nc-support-extension-b737-monthly'],
    ['B38M', 'Annual', 'suite-nc-support-extension-b38m-annual'],
    ['B38M', 'Monthly', 'suite-nc-support-extension-b38m-monthly'],
  ] as const)('builds %s %s as %s', (aircraftType, term, expected) => {
    // Prepare: the selection comes from the table row.

    // Act
    const slug = supportExtensionSlug(aircraftType, term);

    // Assess
    expect(slug).toBe(expected);
  });
});

describe('supportSubscriptionName', () => {
  it.each([
    ['A322', 'SkyDeck A320 suite support'],
    ['a320', 'SkyDeck A320 suite support'],
    ['B738', 'SkyDeck B737 suite support'],
    ['B737', 'SkyDeck B737 suite support'],
    [' b38m ', 'SkyDeck B38M suite support'],
  ])('names the support subscription for %p', (aircraftType, expected) => {
    // Prepare: the aircraft type comes from the table row.

    // Act
    const name = supportSubscriptionName(aircraftType);

    // Assess
    expect(name).toBe(expected);
  });

  it.each(['none', 'C172', ''])('rejects %p with "Unknown aircraft type: ..."', (aircraftType) => {
    // Prepare: the aircraft type comes from the table row.

    // Act
    const error = catchError(() => supportSubscriptionName(aircraftType));

    // Assess
    expect(error).toBeInstanceOf(UnknownAircraftTypeError);
    expect(error).toMatchObject({
      name: 'UnknownAircraftTypeError',
      message: `Unknown aircraft type: ${aircraftType}`,
    });
  });
});

describe('product keys against the catalogue', () => {
  it('finds every key the builders make in the catalogue, with the matching aircraft type', () => {
    // Prepare
    const suites = SUITE_SELECTIONS.map((selection) => [suiteProductKey(selection), selection.aircraftType] as const);
    const trainers = allTrainerKeys().map((key) => [key, key.split('-')[3]?.toUpperCase()] as const);
    const extensions = AIRCRAFT_TYPES.flatMap((aircraftType: AircraftType) =>
      SUBSCRIPTION_PERIODS.map((term) => [supportExtensionSlug(aircraftType, term), aircraftType] as const),
    );

    // Act
    const found = [...suites, ...trainers, ...extensions].map(([key]) => findProduct(key)?.aircraftType);

    // Assess
    expect(found).toEqual([...suites, ...trainers, ...extensions].map(([, aircraftType]) => aircraftType));
  });

  it('reaches every catalogue slug from a builder or the add-on list, each exactly once', () => {
    // Prepare
    const built = [
      ...allSuiteKeys(),
      ...allTrainerKeys(),
      ...allSupportExtensionSlugs(),
      ...ADD_ONS.map((a) => a.slug),
    ];

    // Act
    const catalogue = listCatalogueSlugs();

    // Assess
    expect(new Set(built).size).toBe(built.length);
    expect([...catalogue].sort()).toEqual([...built].sort());
    expect(catalogue).toHaveLength(4 + 24 + 6 + 1);
  });
});
