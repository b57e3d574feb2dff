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

/** What the input shows after a keystroke: empty stays empty while typing; an invalid value resets at once. */
export function quantityInputText(text: string, minimum = 1): string {
  return text.trim() === '' ? '' : String(parseQuantity(text, minimum));
}
