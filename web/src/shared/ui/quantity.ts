/**
 * SPEC.md §5 quantity rules: a whole number of at least the minimum (1 for licences). Anything else — text, a
 * decimal, a value below the minimum, a number too large to count exactly — resets to the minimum; empty input
 * counts as the minimum.
 */
export function parseQuantity(text: string, minimum = 1, maximum = Number.MAX_SAFE_INTEGER): number {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return minimum;
  const value = Number(trimmed);
  if (!Number.isSafeInteger(value) || value < minimum) return minimum;
  // Above the order limit (ADR 063) the largest order that can be bought is what the buyer meant.
  return Math.min(value, maximum);
}

/** What the input shows after a keystroke: empty stays empty while typing; an invalid value resets at once. */
export function quantityInputText(text: string, minimum = 1, maximum = Number.MAX_SAFE_INTEGER): string {
  return text.trim() === '' ? '' : String(parseQuantity(text, minimum, maximum));
}
