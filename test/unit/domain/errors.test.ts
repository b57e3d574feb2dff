import {
  AddOnNotAvailableError,
  ConfigurationRequiredError,
  DomainError,
  InvalidQuantityError,
  PricingError,
  UnknownAircraftTypeError,
} from '../../../lambdas/domain/errors';

describe('domain errors', () => {
  it.each([
    [new PricingError('PRODUCT_NOT_FOUND', 'x'), 'PricingError', 'PRODUCT_NOT_FOUND', 'product [x] not found'],
    [new PricingError('NO_ITEMS', 'x'), 'PricingError', 'NO_ITEMS', 'product has no items, cannot continue'],
    [
      new PricingError('QUANTITY_REQUIRED', 'x'),
      'PricingError',
      'QUANTITY_REQUIRED',
      "product item has more than 1 item, but no quantity given, don't know which product item to use",
    ],
    [
      new PricingError('SECONDARY_QUANTITY_REQUIRED', 'x'),
      'PricingError',
      'SECONDARY_QUANTITY_REQUIRED',
      'secondary quantity is required for item marked as secondary',
    ],
    [
      new AddOnNotAvailableError('hud', 'x'),
      'AddOnNotAvailableError',
      'ADD_ON_NOT_AVAILABLE',
      'add-on [hud] is not available for product [x]',
    ],
    [
      new UnknownAircraftTypeError('C172'),
      'UnknownAircraftTypeError',
      'UNKNOWN_AIRCRAFT_TYPE',
      'Unknown aircraft type: C172',
    ],
    [new InvalidQuantityError('bad'), 'InvalidQuantityError', 'INVALID_QUANTITY', 'bad'],
    [
      new ConfigurationRequiredError('A322'),
      'ConfigurationRequiredError',
      'CONFIGURATION_REQUIRED',
      'a configuration (neoandceo or ceoonly) is required for aircraft type A322',
    ],
  ])('%s has its own name, code and message', (error, name, code, message) => {
    // Prepare: the error is built by the table row.

    // Act
    const described = { name: error.name, code: error.code, message: error.message };

    // Assess
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toBeInstanceOf(Error);
    expect(described).toEqual({ name, code, message });
    expect(String(error)).toBe(`${name}: ${message}`);
  });

  it('keeps the details a caller needs to explain the error', () => {
    // Prepare
    const notFound = new PricingError('PRODUCT_NOT_FOUND', 'nope');
    const addOn = new AddOnNotAvailableError('hud', 'skydeck-suiteb38mannual');

    // Act
    const details = { slug: notFound.slug, addOn: addOn.addOn, addOnSlug: addOn.slug };

    // Assess
    expect(details).toEqual({ slug: 'nope', addOn: 'hud', addOnSlug: 'skydeck-suiteb38mannual' });
  });

  it('names the base class DomainError', () => {
    // Prepare
    const error = new DomainError('SOME_CODE', 'some message');

    // Act
    const { name, code, message } = error;

    // Assess
    expect({ name, code, message }).toEqual({ name: 'DomainError', code: 'SOME_CODE', message: 'some message' });
  });
});
