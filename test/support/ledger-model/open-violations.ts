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

/** The subscription a violation's detail names (by its id, or by one of its transactions). */
function subscriptionNamed(shop: InProcessShop, detail: string): string | undefined {
  const id = /\b(sub|txn)_[0-9a-z]+\b/.exec(detail)?.[0];
  if (!id || id.startsWith('sub_')) return id;
  return shop.billing.listTransactions().find((transaction) => transaction.id === id)?.subscriptionId ?? undefined;
}

/** Paddle paid back a charge that added seats to the subscription. */
function seatAdditionRefunded(shop: InProcessShop, detail: string): boolean {
  const subscriptionId = subscriptionNamed(shop, detail);
  const additions = new Set(
    shop.billing
      .listTransactions()
      .filter(
        (transaction) => transaction.subscriptionId === subscriptionId && transaction.origin === 'subscription_update',
      )
      .map((transaction) => transaction.id),
  );
  return [...shop.billing.adjustments.values()].some(
    (adjustment) =>
      additions.has(adjustment.transactionId) && adjustment.action === 'refund' && adjustment.status === 'approved',
  );
}

export const OPEN_VIOLATIONS: readonly OpenViolation[] = [
  {
    // ADR 242 leaves Paddle's quantity as the buyer set it when the charge that added a seat is refunded, so the
    // next renewal charges for the seat; the ledger says nothing renews it (its paid time was taken back), while
    // `/api/subscriptions` lists it under the subscription. One of the two must give: the quantity lowered as a
    // console's seat refund lowers it (ADR 402), or the seat shown renewing.
    name: 'a seat added mid-period, its charge refunded from Paddle: Paddle will charge the seat, the ledger says nothing renews it',
    breaks: [
      {
        invariant: 'one renewing source per licence; the next charge is what remains',
        detail: /^sub_\w+ will charge for \d+ at \S+, and renews \d+ licence\(s\)/,
        when: seatAdditionRefunded,
      },
      {
        invariant: 'what a buyer or operator sees is the standing',
        detail: /^sub_\w+ of \S+: \/api\/subscriptions (licenceIds|nextCharge\.netCents)/,
        when: seatAdditionRefunded,
      },
      {
        // Then the renewal charges both seats and the ledger gives the renewed period to the first alone.
        invariant: 'no covered period without a paid entry',
        detail:
          /^txn_\w+ \(subscription_recurring, renewal\) holds \d+ unit\(s\) of paid time, the ledger has \d+ paid entr/,
        when: seatAdditionRefunded,
      },
    ],
    steps: [
      { do: 'buy-trainer', buyer: 'ana', plan: 'personal-monthly', quantity: 1 },
      { do: 'change-seats', pick: 0, quantity: 2 },
      { do: 'refund-charge', pick: 0 },
      { do: 'time-passes', days: 40 },
    ],
  },
  {
    // A whole refund or chargeback of the purchase revokes the seats added since, and marks their first period
    // (kept with the order, ADR 242) refunded, but the added seats were paid by their own `subscription_update`
    // transaction, which nobody pays back (`lambdas/services/payments/takebacks.ts`, "Everything").
    name: 'a seat added mid-period, then the whole order refunded: the added seat goes, the money paid for it stays',
    breaks: [
      {
        invariant: 'no covered period without a paid entry',
        detail: /with its seats added by txn_\w+ holds \d+ unit\(s\) of paid time, the ledger has \d+ paid entr/,
      },
    ],
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
    breaks: [
      { invariant: 'the mails state the standing', detail: /^subscription-cancelled to / },
      // Resumed then, Paddle refuses the change to what it holds as canceled, answered as a 502.
      {
        invariant: 'no 5xx',
        detail: /^POST \/api\/subscriptions\/sub_\w+\/resume answered 502: .*PAYMENT_PROVIDER_UNAVAILABLE/,
      },
    ],
    steps: [
      { do: 'buy-suite', buyer: 'ana', aircraft: 'a320', quantity: 1 },
      { do: 'pause', pick: 0 },
      { do: 'cancel', pick: 0 },
    ],
  },
  {
    name: 'a renewal gone unpaid, then cancelled by its buyer: the receipt says it stays active until the unpaid period ends',
    breaks: [{ invariant: 'the mails state the standing', detail: /^subscription-cancelled to / }],
    steps: [
      { do: 'buy-suite', buyer: 'ana', aircraft: 'a320', quantity: 1 },
      { do: 'time-passes', days: 365, renewals: ['unpaid'] },
      { do: 'cancel', pick: 0 },
    ],
  },
];
