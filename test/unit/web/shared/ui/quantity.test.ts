import fc from 'fast-check';
import { parseQuantity, quantityInputText } from '../../../../../web/src/shared/ui/quantity';

describe('parseQuantity', () => {
  it.each([
    ['1', 1],
    ['7', 7],
    [' 12 ', 12],
    ['0012', 12],
    ['100000', 100000],
  ])('reads %p as %p', (text, expected) => {
    // Act + Assess
    expect(parseQuantity(text)).toBe(expected);
  });

  it.each(['', '   ', 'abc', '0', '-3', '1.5', '1e3', '2x', '99999999999999999999'])('resets %p to 1', (text) => {
    // Act + Assess
    expect(parseQuantity(text)).toBe(1);
  });

  it('resets to the given minimum, which may be 0 for catch-up months', () => {
    // Act + Assess
    expect(parseQuantity('0', 0)).toBe(0);
    expect(parseQuantity('', 0)).toBe(0);
    expect(parseQuantity('x', 0)).toBe(0);
    expect(parseQuantity('4', 0)).toBe(4);
  });

  it('always yields a whole number of at least 1 for any input', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        // Act
        const quantity = parseQuantity(text);

        // Assess
        expect(Number.isSafeInteger(quantity) && quantity >= 1).toBe(true);
      }),
    );
  });
});

describe('quantityInputText', () => {
  it('keeps an empty input empty while someone types, and resets a zero at once', () => {
    // Act + Assess
    expect(quantityInputText('')).toBe('');
    expect(quantityInputText('5')).toBe('5');
    expect(quantityInputText('0')).toBe('1');
  });

  it.each([
    ['abc', ''],
    ['a5', '5'],
    ['-5', '5'],
    ['5x', '5'],
    ['1.5', '15'],
  ])('keeps only the digits of %p as typed: %p', (typed, shown) => {
    // Act + Assess
    expect(quantityInputText(typed)).toBe(shown);
  });
});
