/**
 * The one way the shop writes money, dates and counts for a person: pages, mails, invoices and credit notes, and the
 * operator console all format through these functions, so the same amount or day reads the same everywhere in one
 * language. Everything goes through `Intl`; nothing here knows a language's texts.
 *
 * Amounts are integer minor units (cents) with the ISO 4217 currency of the order they belong to. Dates are
 * written in UTC: Paddle's billing periods and the shop's records are UTC instants, and a period that ends at
 * midnight UTC must not read as the day before in the Americas.
 */

/** A language tag as the shop speaks it (`en`, `de`, `pt`, `nb`, `he`, `ar`…). */
export type LocaleTag = string;

/**
 * The `Intl` locale a shop language formats with. English is written the European way (`28 November 2026`,
 * `€1,234.50`): the shop sells in euro to buyers across Europe; every other language uses its own default region.
 */
export function intlLocale(language: LocaleTag): string {
  return language === 'en' ? 'en-GB' : language;
}

// Building an Intl formatter loads ICU data (tens of milliseconds on a cold Lambda): each is made once per
// locale and option set, on first use.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(language: LocaleTag, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(intlLocale(language), options);
    numberFormats.set(key, format);
  }
  return format;
}

function dateFormat(language: LocaleTag, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(intlLocale(language), { ...options, timeZone: 'UTC' });
    dateFormats.set(key, format);
  }
  return format;
}

/** `€1,234.50` in English, `1.234,50 €` in German: an amount in its currency, always with two decimals. */
export function formatMoney(cents: number, currency: string, language: LocaleTag): string {
  return numberFormat(language, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/**
 * A price on a shop page (docs/adr/472-prices-in-the-buyers-language.md): in English the form docs/product/prices.md shows, the
 * symbol, a space and the amount (`€ 1,234.50`, as in '€ {total} per month'); in every other language the
 * language's currency format (`1.234,50 €`, `١٬٢٣٤٫٥٠ €`).
 */
export function formatPrice(cents: number, currency: string, language: LocaleTag): string {
  if (language !== 'en') return formatMoney(cents, currency, language);
  const symbol = numberFormat(language, { style: 'currency', currency })
    .formatToParts(0)
    .find((part) => part.type === 'currency')!.value;
  return `${symbol} ${formatAmount(cents, language)}`;
}

/** `1,234.50` in English, `1.234,50` in German: an amount without its currency, for a column whose header names it. */
export function formatAmount(cents: number, language: LocaleTag): string {
  return numberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
}

/** `1,250` in English, `1.250` in German: a whole count (quantities, seats). */
export function formatCount(count: number, language: LocaleTag): string {
  return numberFormat(language, { maximumFractionDigits: 0 }).format(count);
}

/** `28 November 2026` in English, `28. November 2026` in German: a day, from an ISO instant or `YYYY-MM-DD`. */
export function formatDate(iso: string, language: LocaleTag): string {
  return dateFormat(language, { dateStyle: 'long' }).format(new Date(iso));
}

/** `28 Nov 2026, 18:54 UTC`: an instant to the minute, for what happened when (mails sent, refunds asked). */
export function formatDateTime(iso: string, language: LocaleTag): string {
  return `${dateFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))} UTC`;
}
