/** How the console writes times and money: the operator's locale, with the time (support needs the minute). */
const locale = () => (typeof navigator === 'undefined' ? 'en' : [...navigator.languages]);

export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleString(locale(), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC';
}

export function formatMoney(cents: number, currency = 'EUR'): string {
  return new Intl.NumberFormat(locale(), { style: 'currency', currency }).format(cents / 100);
}

/** Today and a number of days before it, as the API's UTC days (`YYYY-MM-DD`). */
export function utcDay(daysAgo = 0, now = new Date()): string {
  return new Date(now.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);
}
