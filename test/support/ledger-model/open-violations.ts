import type { Step } from './actions';

/**
 * Violations the model found in the services that are reported and not fixed yet (ADR 415). The generated run does
 * not count them; each is kept, shrunk, as an example that must still break exactly so
 * (`test/unit/domain/ledger/standing.examples.test.ts`): once fixed, that example fails, and moves to the examples
 * that hold, and its entry here goes.
 */
export interface OpenViolation {
  /** What the example is called: what happens, and what goes wrong. */
  readonly name: string;
  readonly invariant: string;
  /** The violations' detail this one covers, as narrowly as the detail allows. */
  readonly detail: RegExp;
  /** The shrunk sequence that shows it. */
  readonly steps: readonly Step[];
}

export const OPEN_VIOLATIONS: readonly OpenViolation[] = [
  {
    // A whole refund or chargeback of the purchase revokes the seats added since, and marks their first period
    // (kept with the order, ADR 242) refunded, but the added seats were paid by their own `subscription_update`
    // transaction, which nobody pays back (`lambdas/services/payments/takebacks.ts`, "Everything").
    name: 'a seat added mid-period, then the whole order refunded: the added seat goes, the money paid for it stays',
    invariant: 'no covered period without a paid entry',
    detail: /with its seats added by txn_\w+ holds \d+ unit\(s\) of paid time, the ledger has \d+ paid entr/,
    steps: [
      { do: 'buy-trainer', buyer: 'ana', plan: 'personal-monthly', quantity: 1 },
      { do: 'change-seats', pick: 0, quantity: 2 },
      { do: 'refund', pick: 0 },
    ],
  },
  {
    // The cancel receipt names Paddle's end of the subscription (`lambdas/services/portal/subscription-actions.ts`),
    // not the end of paid time: a paused subscription has no period (Paddle cancels a paused one only
    // `immediately`), a past-due one's period is the one not paid.
    name: 'a paused subscription cancelled by its buyer: the receipt says it stays active until the pause',
    invariant: 'the mails state the standing',
    detail: /^subscription-cancelled to /,
    steps: [
      { do: 'buy-suite', buyer: 'ana', aircraft: 'a320', quantity: 1 },
      { do: 'pause', pick: 0 },
      { do: 'cancel', pick: 0 },
    ],
  },
  {
    name: 'a renewal gone unpaid, then cancelled by its buyer: the receipt says it stays active until the unpaid period ends',
    invariant: 'the mails state the standing',
    detail: /^subscription-cancelled to /,
    steps: [
      { do: 'buy-suite', buyer: 'ana', aircraft: 'a320', quantity: 1 },
      { do: 'time-passes', days: 365, renewals: ['unpaid'] },
      { do: 'cancel', pick: 0 },
    ],
  },
];
