/**
 * Upper bounds for what a person could mean (ADR 001). The spec shows no maximum in the UI; the API still refuses
 * absurd numbers so totals stay far inside safe integer cents. Pricing, checkout and the Paddle catalogue sync read
 * them from here.
 */
export const MAX_QUANTITY = 100_000;
/** Catch-up months of a support extension: a century of lapse is more than anyone needs. */
export const MAX_SECONDARY_QUANTITY = 1_200;
