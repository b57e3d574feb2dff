import type { Frequency } from '@domain/catalogue';

/** The one wording of how often an amount is charged: a catalogue frequency or a subscription's billing interval. */
const LABEL: Readonly<Record<Frequency | 'month' | 'year', string>> = { 1: 'one-time', 2: 'per month', 3: 'per year', month: 'per month', year: 'per year' };

export function periodLabel(period: Frequency | 'month' | 'year'): string {
  return LABEL[period];
}
