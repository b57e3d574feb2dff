import { MAX_QUANTITY } from '../../../../../lambdas/contract/quantity';
import { suiteOrder, supportExtensionOrder, trainerOrder } from '../../../../../web/src/features/shop/orders';
import { TRAINER_DEFAULTS } from '../../../../../web/src/features/shop/trainer-purchase';

describe('shop orders: when Continue is enabled and where it goes', () => {
  it.each([
    ['aircraft', { ...TRAINER_DEFAULTS, aircraftType: undefined }],
    ['licence type', { ...TRAINER_DEFAULTS, licenceType: undefined }],
    ['subscription', { ...TRAINER_DEFAULTS, subscription: undefined }],
  ])('has no trainer order (Continue disabled) without a %s', (_missing, choices) => {
    // Act + Assess
    expect(trainerOrder(choices, 1)).toBeUndefined();
  });

  it('orders the defaults B738, iOS, Personal, Annual, quantity 1', () => {
    // Act
    const order = trainerOrder(TRAINER_DEFAULTS, 1);

    // Assess
    expect(order).toMatchObject({
      slug: 'ios-fms-trainer-b738-personal-annual',
      checkoutPath: '/buy/ios-fms-trainer-b738-personal-annual/1',
    });
    expect(order?.basket.total).toBe(499);
  });

  it('has no suite order without an aircraft, or for the A320 without a configuration', () => {
    // Act + Assess
    expect(suiteOrder({ addOns: [] }, 1)).toBeUndefined();
    expect(suiteOrder({ aircraftType: 'A322', addOns: [] }, 1)).toBeUndefined();
    expect(suiteOrder({ aircraftType: 'A322', configuration: 'ceoonly', addOns: [] }, 2)?.checkoutPath).toBe(
      '/buy/skydeck-suitea320ceoonlyannual/2',
    );
  });

  it('appends the add-ons comma-separated, and nothing without add-ons', () => {
    // Act + Assess
    expect(suiteOrder({ aircraftType: 'B738', addOns: ['hud'] }, 3)?.checkoutPath).toBe(
      '/buy/skydeck-suiteb737annual/3?addOns=hud',
    );
    expect(suiteOrder({ aircraftType: 'B738', addOns: [] }, 3)?.checkoutPath).toBe('/buy/skydeck-suiteb737annual/3');
  });

  it('orders one support extension with the lapsed months as the secondary quantity', () => {
    // Act
    const order = supportExtensionOrder({ aircraftType: 'B38M', term: 'Monthly', lapsedMonths: 5 });

    // Assess
    expect(order?.checkoutPath).toBe('/buy/suite-nc-support-extension-b38m-monthly/1/5');
    expect(order?.basket.total).toBe(63);
    expect(supportExtensionOrder({ term: 'Annual', lapsedMonths: 0 })).toBeUndefined();
  });

  it.each([MAX_QUANTITY + 1, Number.MAX_SAFE_INTEGER])(
    'prices nothing above the order limit, %i (the page says the limit instead, ADR 310)',
    (quantity) => {
      // Act
      let caught: unknown;
      try {
        trainerOrder(TRAINER_DEFAULTS, quantity);
      } catch (error) {
        caught = error;
      }

      // Assess
      expect(caught).toMatchObject({ code: 'QUANTITY_LIMIT', message: 'Prices are shown for up to 200 licences.' });
      expect(trainerOrder(TRAINER_DEFAULTS, MAX_QUANTITY)?.checkoutPath).toMatch(/\/200$/);
    },
  );
});
