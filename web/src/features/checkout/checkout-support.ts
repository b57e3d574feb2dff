import { frequencyLabel } from '@contract/billing-interval';
import { CSRF_HEADERS } from '@contract/csrf';
import { Frequency } from '@domain/catalogue';

/** Euros in the browser's locale with exactly two decimals (SPEC.md §9); the currency code itself is not shown. */
export function formatEuros(amount: number): string {
  return `€ ${new Intl.NumberFormat(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)}`;
}

export const PERIOD_LABEL: Readonly<Record<Frequency, string>> = Object.fromEntries(
  Object.values(Frequency).map((frequency) => [frequency, frequencyLabel(frequency)]),
) as Record<Frequency, string>;

/** The header and origin rules every state-changing request follows (DESIGN.md §6). */
export const STATE_CHANGING_HEADERS = { 'content-type': 'application/json', ...CSRF_HEADERS } as const;

/**
 * Where a buyer goes back to when the payment is cancelled or fails: the basket they came from, remembered per
 * transaction for this tab only.
 */
const basketKey = (transactionId: string) => `skydeck.basket.${transactionId}`;

export function rememberBasket(transactionId: string, basketPath: string): void {
  try {
    sessionStorage.setItem(basketKey(transactionId), basketPath);
  } catch {
    // Storage may be disabled; the buyer then returns to the home page instead.
  }
}

export function basketPathWithOutcome(transactionId: string, outcome: 'cancelled' | 'failed'): string {
  let path: string | null = null;
  try {
    path = sessionStorage.getItem(basketKey(transactionId));
  } catch {
    path = null;
  }
  const url = new URL(path ?? '/', window.location.origin);
  if (path) url.searchParams.set('payment', outcome);
  return `${url.pathname}${url.search}`;
}

export const PAYMENT_OUTCOME_MESSAGE: Readonly<Record<string, string>> = {
  cancelled: 'The payment was cancelled. Your basket is as you left it.',
  failed: 'The payment did not go through. Nothing was charged; please try again.',
};
