import { formatEuro } from '../../../../../web/src/shared/ui/format-euro';

describe('formatEuro (the browser locale, exactly two decimals)', () => {
  it.each([
    [499, 'en-GB', '€ 499.00'],
    [49.99, 'en-US', '€ 49.99'],
    [4500, 'en-GB', '€ 4,500.00'],
    [4500, 'de-DE', '€ 4.500,00'],
    [1234567.5, 'fr-FR', '€ 1\u202f234\u202f567,50'],
    [0, 'en-GB', '€ 0.00'],
    [0.1 + 0.2, 'en-GB', '€ 0.30'],
  ])('formats %p in %s as %p', (amount, locale, expected) => {
    // Act + Assess
    expect(formatEuro(amount, locale)).toBe(expected);
  });
});
