import type { Step } from './actions';
import type { InProcessShop } from './shop';

/**
 * Violations the model found in the services that are reported and not fixed yet (ADR 415). The generated run does
 * not count them; each is kept, shrunk, as an example that must still break exactly so
 * (`test/unit/domain/ledger/standing.examples.test.ts`): once fixed, that example fails, and moves to the examples
 * that hold, and its entry here goes.
 */
export interface OpenViolation {
  /** What the example is called: what happens, and what goes wrong. */
  readonly name: string;
  /** The violations it shows: each invariant broken, and its detail as narrowly as the detail allows. */
  readonly breaks: readonly KnownBreak[];
  /** The shrunk sequence that shows it. */
  readonly steps: readonly Step[];
}

export interface KnownBreak {
  readonly invariant: string;
  readonly detail: RegExp;
  /** Where the detail alone would cover other causes: what the shop and Paddle must hold for it to be this one. */
  readonly when?: (shop: InProcessShop, detail: string) => boolean;
}

/** Whether a violation found is one of the known breaks. */
export function isKnown(known: KnownBreak, shop: InProcessShop, violation: { invariant: string; detail: string }) {
  return (
    known.invariant === violation.invariant &&
    known.detail.test(violation.detail) &&
    (known.when?.(shop, violation.detail) ?? true)
  );
}

/** Paddle refunded a charge that added seats (a `subscription_update` transaction). */
function seatChargeRefunded(shop: InProcessShop): boolean {
  const charges = new Set(
    shop.billing
      .listTransactions()
      .filter((transaction) => transaction.origin === 'subscription_update')
      .map((transaction) => transaction.id),
  );
  return [...shop.billing.adjustments.values()].some(
    (adjustment) => charges.has(adjustment.transactionId) && adjustment.action === 'refund',
  );
}

export const OPEN_VIOLATIONS: readonly OpenViolation[] = [
  {
    // Found by a random run. The seat the reduction took comes back with the raise, paid by the raise's charge
    // (ADR 423); that charge refunded, the seat keeps its first minute's entry of the same subscription, so the
    // ledger still has the subscription renew it and its quantity stays: the seat stays active with no paid time,
    // and the cancel receipt's date is not its paid time's end.
    name: 'seats reduced, raised again, the raise\u2019s charge refunded, then cancelled: the returned seat stays',
    breaks: [
      {
        invariant: 'the mails state the standing',
        detail: /^subscription-cancelled to \S+ about lic_\w+_2 says "[^"]+", its paid time ends /,
        when: seatChargeRefunded,
      },
    ],
    steps: [
      { do: 'buy-trainer', buyer: 'ana', plan: 'personal-monthly', quantity: 2 },
      { do: 'change-seats', pick: 0, quantity: 1 },
      { do: 'change-seats', pick: 0, quantity: 2 },
      { do: 'refund-charge', pick: 1 },
      { do: 'cancel', pick: 0 },
    ],
  },
];
