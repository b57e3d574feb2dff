import { formatPrice } from '@contract/formats';
import { currentLanguage } from '../i18n/i18n';

/**
 * A euro amount of the catalogue (euros, with cents as decimals) as a price in the page's language, through the one
 * formatter (`formatPrice` in lambdas/contract/formats.ts).
 */
export function formatEuro(amount: number): string {
  amountsFormatted += 1;
  return formatPrice(Math.round(amount * 100), 'EUR', currentLanguage());
}

let amountsFormatted = 0;

/** How many amounts have been formatted so far: the prerender step tells by it which pages show amounts. */
export function formattedAmountCount(): number {
  return amountsFormatted;
}
