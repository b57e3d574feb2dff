import type { AdminActor, AdminMoney } from '@contract/admin';
import { formatDateTime, formatMoney } from '@contract/formats';

/**
 * How the console writes times, money and people: the shop's one formatter (`lambdas/contract/formats.ts`) in
 * English, times in UTC to the minute, every amount with its currency.
 */
const LANGUAGE = 'en';

export function formatTime(iso: string | null | undefined): string {
  return iso ? formatDateTime(iso, LANGUAGE) : '—';
}

/** `€1,234.50`: an amount with its currency. */
export function money(cents: number, currency: string): string {
  return formatMoney(cents, currency, LANGUAGE);
}

/** An amount that may be unknown (`—`). */
export function maybeMoney(cents: number | null | undefined, currency: string): string {
  return cents === null || cents === undefined ? '—' : money(cents, currency);
}

/** `€59.99 gross (€50.41 net + €9.58 VAT)`, or the gross alone when Paddle did not split it. */
export function moneyBreakdown(amount: AdminMoney): string {
  const gross = `${money(amount.grossCents, amount.currency)} gross`;
  if (amount.netCents === null || amount.taxCents === null) return gross;
  return `${gross} (${money(amount.netCents, amount.currency)} net + ${money(amount.taxCents, amount.currency)} VAT)`;
}

/** Who did something, as the console names them: "Operator op@…", "Buyer a@…", "Paddle", "Shop job (reconciliation)". */
export function actorName(actor: AdminActor): string {
  switch (actor.kind) {
    case 'operator':
      return `Operator ${actor.email}`;
    case 'buyer':
      return `Buyer ${actor.email}`;
    case 'paddle':
      return 'Paddle';
    case 'shop':
      return `Shop job (${actor.job})`;
  }
}

/** Today and a number of days before it, as the API's UTC days (`YYYY-MM-DD`). */
export function utcDay(daysAgo = 0, now = new Date()): string {
  return new Date(now.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);
}
