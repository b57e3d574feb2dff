import { Frequency } from '../domain/catalogue';

/** How often a subscription bills, in Paddle's words (`billing_cycle.interval`). */
export type BillingInterval = 'month' | 'year';

/** The one wording of a period beside an amount: '€ 120.00 per year'. */
export const BILLING_INTERVAL_LABEL: Readonly<Record<BillingInterval, string>> = {
  month: 'per month',
  year: 'per year',
};

/** A catalogue item's frequency as a billing interval; one-time items have none. */
export function billingIntervalOf(frequency: Frequency): BillingInterval | null {
  if (frequency === Frequency.Monthly) return 'month';
  if (frequency === Frequency.Annual) return 'year';
  return null;
}
