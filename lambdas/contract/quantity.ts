/**
 * How many units one order may hold (ADR 063, replacing ADR 001's bound): the stepper on every shop page,
 * `GET /api/pricing`, `POST /api/checkout` and the Paddle prices' quantity ranges (paddle:sync) all read these, so
 * the page never offers what the API refuses. 200 is a large flight school's fleet of trainer seats; bigger deals go
 * through support as several orders. The bound also keeps the webhook's work for one order inside Paddle's
 * 5-second window (ADR 065).
 */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 200;
/** Catch-up months of a support extension: a century of lapse is more than anyone needs. */
export const MAX_SECONDARY_QUANTITY = 1_200;

/**
 * Whether a quantity is above the order limit: a page then says the limit and the way to buy more (ADR 310; the web's
 * `OrderLimit`, in the page's language), under the stepper and on a checkout whose address asks for more.
 */
export function exceedsOrderLimit(quantity: number): boolean {
  return quantity > MAX_QUANTITY;
}
