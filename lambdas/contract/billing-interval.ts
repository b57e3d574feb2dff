import { Frequency } from '../domain/catalogue';

/** How often a subscription bills, in Paddle's words (`billing_cycle.interval`). */
export type BillingInterval = 'month' | 'year';

/** A catalogue item's frequency as a billing interval; one-time items have none. */
export function billingIntervalOf(frequency: Frequency): BillingInterval | null {
  if (frequency === Frequency.Monthly) return 'month';
  if (frequency === Frequency.Annual) return 'year';
  return null;
}
