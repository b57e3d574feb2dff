/**
 * Euro amounts in the browser's locale with exactly two decimals, written '€ {amount}' as docs/product/prices.md's
 * price line has it (the symbol stays in front whatever the locale does with currencies).
 */
export function formatEuro(amount: number, locale: string | readonly string[] | undefined = browserLocales()): string {
  amountsFormatted += 1;
  return `€ ${formatter(locale).format(amount)}`;
}

let amountsFormatted = 0;

/** How many amounts have been formatted so far: the prerender step tells by it which pages show amounts. */
export function formattedAmountCount(): number {
  return amountsFormatted;
}

/** The locale prerendered pages are written in (public pages are HTML before any script runs: docs/architecture.md, "Budgets"). */
export const PRERENDER_LOCALE = 'en';

let pinnedLocale: string | undefined;

/**
 * Formats in `locale` instead of the browser's until unpinned: the prerender step pins it, and so does a
 * prerendered page while it hydrates (its first render must write what the HTML says); then the page re-renders in
 * the browser's locale.
 */
export function pinLocale(locale: string | undefined): void {
  pinnedLocale = locale;
}

function browserLocales(): string | readonly string[] | undefined {
  if (pinnedLocale !== undefined) return pinnedLocale;
  return typeof navigator === 'undefined' ? undefined : navigator.languages;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string | readonly string[] | undefined): Intl.NumberFormat {
  const key = JSON.stringify(locale ?? null);
  let cached = formatters.get(key);
  if (cached === undefined) {
    cached = new Intl.NumberFormat(locale as string | string[] | undefined, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, cached);
  }
  return cached;
}
