/**
 * The quantity rules of docs/product/prices.md: a whole number of at least the minimum (1 for licences). Anything else — text, a
 * decimal, a value below the minimum, a number too large to count exactly — resets to the minimum; empty input
 * counts as the minimum. A number above the order limit stays what was typed: the page says the limit (ADR 310)
 * rather than change it silently.
 */
export function parseQuantity(text: string, minimum = 1): number {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return minimum;
  const value = Number(trimmed);
  if (!Number.isSafeInteger(value) || value < minimum) return minimum;
  return value;
}

/**
 * What the input shows after a keystroke: only the digits typed (a letter or a minus sign is dropped, so "a5" and
 * "-5" read 5, never the minimum with the digit after it); no digits leave it empty while typing.
 */
export function quantityInputText(text: string, minimum = 1): string {
  const digits = text.replace(/\D/g, '');
  return digits === '' ? '' : String(parseQuantity(digits, minimum));
}
