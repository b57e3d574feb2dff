/**
 * Quantity limits that the shop's steppers, the pricing API and checkout all apply: a quantity the stepper lets
 * through is one checkout accepts. The bound keeps every basket's total within exact integer cents.
 */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 100_000;
/** Catch-up months of a support extension: none is a valid answer; a century is more than any lapse. */
export const MIN_SECONDARY_QUANTITY = 0;
export const MAX_SECONDARY_QUANTITY = 1_200;
