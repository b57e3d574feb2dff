import { checkoutPath } from '../../../lambdas/contract/routes';

describe('the checkout path every buying page continues to', () => {
  it.each([
    [
      'a plain product',
      { slug: 'ios-fms-trainer-b738-personal-annual', quantity: 3 },
      '/buy/ios-fms-trainer-b738-personal-annual/3',
    ],
    [
      'add-ons',
      { slug: 'skydeck-suiteb737annual', quantity: 1, addOns: ['hud'] },
      '/buy/skydeck-suiteb737annual/1?addOns=hud',
    ],
    [
      'catch-up months, even none',
      { slug: 'suite-nc-support-extension-a320-annual', quantity: 1, secondaryQuantity: 0 },
      '/buy/suite-nc-support-extension-a320-annual/1/0',
    ],
    [
      'the licence a portal extension is for',
      { slug: 'suite-nc-support-extension-b38m-annual', quantity: 1, secondaryQuantity: 3, licenceId: 'lic_01_1' },
      '/buy/suite-nc-support-extension-b38m-annual/1/3?licenceId=lic_01_1',
    ],
  ])('names %s', (_label, choice, expected) => {
    // Act
    const path = checkoutPath(choice);

    // Assess
    expect(path).toBe(expected);
  });
});
