import {
  formatAmount,
  formatCount,
  formatDate,
  formatDateTime,
  formatMoney,
  formatPrice,
} from '../../../lambdas/contract/formats';

// Intl writes some separators as narrow no-break spaces; the assertions compare what a reader sees.
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('the shared formatter for money, dates and counts', () => {
  it.each([
    ['en', '€1,234.50'],
    ['de', '1.234,50 €'],
    ['fr', '1 234,50 €'],
  ])('writes an amount in euro the way %s readers do', (language, expected) => {
    // Act
    const written = formatMoney(123_450, 'EUR', language);

    // Assess
    expect(spaced(written)).toBe(expected);
  });

  it('keeps the order’s currency whatever the language', () => {
    // Act + Assess
    expect(spaced(formatMoney(5_000, 'USD', 'de'))).toBe('50,00 $');
    expect(formatMoney(5_000, 'GBP', 'en')).toBe('£50.00');
  });

  it.each([
    [12_000, 'en', '€ 120.00'],
    [450_000, 'en', '€ 4,500.00'],
    [450_000, 'de', '4.500,00 €'],
    [123_456_750, 'fr', '1 234 567,50 €'],
    [30, 'en', '€ 0.30'],
  ])('writes the shop price %p in %s as %p (docs/product/prices.md’s form in English)', (cents, language, expected) => {
    // Act + Assess
    expect(spaced(formatPrice(cents, 'EUR', language))).toBe(expected);
  });

  it('writes amounts without a currency and counts in the language', () => {
    // Act + Assess
    expect(formatAmount(600_000, 'en')).toBe('6,000.00');
    expect(spaced(formatAmount(600_000, 'de'))).toBe('6.000,00');
    expect(spaced(formatCount(1_250, 'de'))).toBe('1.250');
  });

  it('writes a day in UTC, so a period ending at midnight does not read as the day before', () => {
    // Act + Assess
    expect(formatDate('2026-11-28T00:00:00.000Z', 'en')).toBe('28 November 2026');
    expect(formatDate('2026-11-28', 'de')).toBe('28. November 2026');
  });

  it('writes an instant to the minute and says it is UTC', () => {
    // Act
    const written = formatDateTime('2026-11-28T18:54:13.000Z', 'en');

    // Assess
    expect(spaced(written)).toBe('28 Nov 2026, 18:54 UTC');
  });
});
