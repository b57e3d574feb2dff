/**
 * How many units one order may hold (ADR 063): the stepper on every shop page, `GET /api/pricing`,
 * `POST /api/checkout` and the Paddle prices' quantity ranges all read these, so the page never offers what the
 * API refuses. 200 is a large flight school's fleet of trainer seats; bigger deals go through support and arrive
 * as several orders. The bound also keeps the webhook's work for one order inside Paddle's 5-second window.
 */
export const MIN_ORDER_QUANTITY = 1;
export const MAX_ORDER_QUANTITY = 200;
/** Catch-up months of a support extension: 100 years, far beyond any real lapse. */
export const MAX_CATCH_UP_MONTHS = 1_200;
