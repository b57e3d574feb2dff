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

export const OPEN_VIOLATIONS: readonly OpenViolation[] = [];
