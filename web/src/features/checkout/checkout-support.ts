import { MAX_QUANTITY, MAX_SECONDARY_QUANTITY } from '@contract/quantity';
import { formatCount } from '@contract/formats';
import { readRefusal } from '@contract/renewal-refusals';
import { ApiError } from '../../shared/api';
import { translateMessage } from '../../shared/i18n/api-messages';
import { currentLanguage, sharedText } from '../../shared/i18n/i18n';
import { t } from './texts';
import type en from './locales/en';

type CheckoutText = keyof typeof en;

/**
 * What the checkout, payment and confirmation pages share: the buyer's basket and e-mail remembered for this tab
 * (so a cancelled or declined payment comes back to them), and sentences for errors.
 */

/**
 * docs/product/prices.md, "Quantities": a quantity that is not a whole number of at least the minimum resets; above the maximum it is capped
 * (catch-up months). Licences have no maximum here: the page says the order limit instead (ADR 310).
 */
export function urlQuantity(text: string | undefined, minimum: number, maximum = Number.MAX_SAFE_INTEGER): number {
  if (text === undefined || !/^\d+$/.test(text)) return minimum;
  const value = Number(text);
  return value < minimum ? minimum : Math.min(value, maximum);
}

export const quantityBounds = { quantity: [1], secondaryQuantity: [0, MAX_SECONDARY_QUANTITY] } as const;

interface Remembered {
  readonly basketPath: string;
  readonly email: string;
}

const basketKey = (transactionId: string) => `skydeck.basket.${transactionId}`;
const EMAIL_KEY = 'skydeck.checkout.email';

function storage(): Storage | undefined {
  try {
    return sessionStorage;
  } catch {
    // Storage may be disabled: the buyer then returns to the home page and types the e-mail again.
    return undefined;
  }
}

export function rememberCheckout(transactionId: string, remembered: Remembered): void {
  storage()?.setItem(basketKey(transactionId), JSON.stringify(remembered));
  storage()?.setItem(EMAIL_KEY, remembered.email);
}

export function rememberedCheckout(transactionId: string): Remembered | undefined {
  try {
    return JSON.parse(storage()?.getItem(basketKey(transactionId)) ?? 'null') ?? undefined;
  } catch {
    return undefined;
  }
}

/** Kept before the checkout starts, so a failed start or a cancelled payment finds it again. */
export function rememberEmail(email: string): void {
  storage()?.setItem(EMAIL_KEY, email);
}

/** The e-mail a guest typed last in this tab: a cancelled or declined payment keeps it. */
export function rememberedEmail(): string {
  return storage()?.getItem(EMAIL_KEY) ?? '';
}

export type PaymentOutcome = 'cancelled' | 'failed';

/**
 * Back to the basket after a declined or cancelled payment, with the outcome for its notice. A payment link opened
 * in a new tab has no remembered basket: the order's own checkout (`fallback`) explains what happened there.
 */
export function basketPathWithOutcome(transactionId: string, outcome: PaymentOutcome, fallback?: string): string {
  const path = rememberedCheckout(transactionId)?.basketPath ?? fallback;
  const url = new URL(path ?? '/', window.location.origin);
  if (path) url.searchParams.set('payment', outcome);
  return `${url.pathname}${url.search}`;
}

export const PAYMENT_OUTCOME_MESSAGE = {
  cancelled: 'The payment was cancelled. Your basket is as you left it.',
  failed: 'The payment did not go through. Nothing was charged; please try again.',
} as const satisfies Readonly<Record<PaymentOutcome, CheckoutText>>;

const FIELD_SENTENCE: Readonly<Record<string, () => string>> = {
  email: () => t('Please enter a valid e-mail address, for example name@example.com.'),
  quantity: () =>
    t('The quantity must be a whole number from 1 to {{max}}.', { max: formatCount(MAX_QUANTITY, currentLanguage()) }),
  addOns: () => t('One of the chosen add-ons is not available for this product.'),
  termsVersion: () => t('Our terms changed while this page was open. Please reload the page and read them again.'),
};

/**
 * Refusals a page open for a while may meet (the licence's support started renewing, or its renewal was paused,
 * since the page read it), in the page's language: the API's sentence with its date (until when support renews, or
 * since when it is paused) as the page's language writes it (ADR 409), or without a date where the API's sentence
 * is not one of its templates.
 */
const CODE_SENTENCE: Readonly<Record<string, () => string>> = {
  SUPPORT_ALREADY_RENEWS: () =>
    t(
      'Support for this licence already renews automatically; an extension would pay for the same period twice. Cancel the renewal first if you want to extend it with another term.',
    ),
  SUPPORT_PAUSED: () =>
    t(
      "The support subscription of this licence is paused; resumed, it renews the licence's support, so an extension would pay for the same period twice. Resume it, or cancel it first if you want to extend it with another term.",
    ),
};

/**
 * An API error as a sentence for people. The API names each refused field in `error.fields` (`email: must be …`,
 * written for developers); a buyer reads what to do instead. A network failure never shows the browser's
 * `Failed to fetch`.
 */
export function humanError(error: unknown): string {
  if (!(error instanceof ApiError) || error.code === 'NETWORK_ERROR') {
    return t('The shop could not be reached. Please check your connection and try again.');
  }
  if (error.status >= 500) return t('Something went wrong on our side. Please try again in a moment.');
  const known = CODE_SENTENCE[error.code];
  if (known) return readRefusal(error.message) ? translateMessage(sharedText, error.message) : known();
  const [path, refusal] = Object.entries(error.fields)[0] ?? [];
  if (path === undefined || refusal === undefined) return sentence(error.message);
  const name = path.split('.')[0] ?? path;
  if (name === 'secondaryQuantity' && /lapsed/.test(refusal))
    return sentence(refusal.replace(/^this licence/, 'This licence'));
  if (name === 'secondaryQuantity')
    return t('The catch-up months must be a whole number from 0 to {{max}}.', {
      max: formatCount(MAX_SECONDARY_QUANTITY, currentLanguage()),
    });
  if (name === 'licenceId')
    return t('This licence cannot be extended with this product. Please start again from your licences.');
  return FIELD_SENTENCE[name]?.() ?? sentence(refusal);
}

function sentence(text: string): string {
  const trimmed = text.trim();
  const capitalised = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?)]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}
