import { ledgerEntries } from '../../../lambdas/domain/ledger/entries';
import { wholeMonthsBetween } from '../../../lambdas/domain/ledger/standing';
import type { LicenceRecord } from '../../../lambdas/adapters/store/licences';

/** How a licence's paid time stood at an instant, as the model counts it (not as the shop does). */
export interface Lapse {
  /** Paid (or given) time covered the instant. */
  readonly covered: boolean;
  /** The end of the last paid time recorded by then (ms), 0 when none was. */
  readonly lastEnd: number;
  /** The whole months since that end while it had lapsed: what an extension then must catch up; 0 while covered. */
  readonly months: number;
}

/**
 * The catch-up months of a licence at `at` (ms), from its ledger's paid and goodwill entries recorded by then,
 * leaving out those `except` (the extension's own payment) paid.
 */
export function lapseOf(licence: LicenceRecord, at: number, except?: string): Lapse {
  const paidBefore = ledgerEntries(licence.ledger)
    .filter((entry) => entry.state === 'paid' && (entry.payer !== null || entry.source === 'goodwill'))
    .filter((entry) => entry.transactionId !== except && Date.parse(entry.recordedAt) <= at);
  const covered = paidBefore.some((entry) => Date.parse(entry.from) <= at && at < Date.parse(entry.until));
  const lastEnd = paidBefore.reduce((latest, entry) => Math.max(latest, Date.parse(entry.until)), 0);
  const months = covered || lastEnd === 0 ? 0 : wholeMonthsBetween(new Date(lastEnd), new Date(at));
  return { covered, lastEnd, months };
}
