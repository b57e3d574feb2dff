import { formatCount, formatDate, formatMoney } from '@contract/formats';
import { useLanguage } from './i18n/i18n';

/**
 * Money, days and counts in the page's language, through the shop's one formatter (`@contract/formats`), so a page
 * writes an amount exactly as the order mail and the invoice do.
 */
export function useFormats() {
  const language = useLanguage();
  return {
    language,
    money: (cents: number, currency = 'EUR') => formatMoney(cents, currency, language),
    date: (iso: string) => formatDate(iso, language),
    count: (count: number) => formatCount(count, language),
  };
}
