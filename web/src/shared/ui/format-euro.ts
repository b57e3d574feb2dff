/**
 * SPEC.md §9: euro amounts in the browser's locale with exactly two decimals, written '€ {amount}' as the spec's
 * price line has it (the symbol stays in front whatever the locale does with currencies).
 */
export function formatEuro(amount: number, locale: string | readonly string[] | undefined = browserLocales()): string {
  return `€ ${formatter(locale).format(amount)}`;
}

function browserLocales(): readonly string[] | undefined {
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
