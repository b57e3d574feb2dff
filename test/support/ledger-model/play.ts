import { newWorld, runStep, type Step } from './actions';
import { violations, type Violation } from './invariants';
import { isKnown, type OpenViolation } from './open-violations';
import type { InProcessShop } from './shop';

/** A sequence that broke an invariant: the step after which it broke, and what broke. */
export class LedgerInvariantBroken extends Error {
  override readonly name = 'LedgerInvariantBroken';

  constructor(
    readonly stepIndex: number,
    readonly found: readonly Violation[],
    steps: readonly Step[],
  ) {
    super(
      [
        `After step ${stepIndex + 1} of ${steps.length} (${JSON.stringify(steps[stepIndex])}):`,
        ...found.map((violation) => `- ${violation.invariant}: ${violation.detail}`),
        'The sequence, to keep as a named example:',
        JSON.stringify(steps),
      ].join('\n'),
    );
  }
}

/**
 * Plays a sequence on a fresh shop and checks the ledger's invariants after every step, and after everything Paddle
 * does by itself within a step (each renewal or cancellation as time passes). With a `tally`, a broken invariant is
 * counted there and the sequence goes on: a survey of what breaks, not a test. With `only`, an invariant breaks
 * only where its description contains that text (to hunt one failure down while others are known). With
 * `tolerate`, the violations found before and reported, not fixed yet, do not count (each is kept as an example
 * that must still break so: standing.examples.test.ts).
 */
export async function play(
  shop: InProcessShop,
  steps: readonly Step[],
  options: {
    readonly tally?: Map<string, number>;
    readonly only?: string;
    readonly tolerate?: readonly OpenViolation[];
    /** Counts, per kind of step, the steps that changed something, and per Paddle event type the events sent. */
    readonly reached?: Map<string, number>;
  } = {},
): Promise<void> {
  const { tally, only, tolerate = [], reached } = options;
  shop.reset();
  const world = newWorld();
  for (const [index, step] of steps.entries()) {
    const check = async () => {
      const found = (await violations(shop, world))
        .filter((violation) => !only || `${violation.invariant}: ${violation.detail}`.includes(only))
        .filter((violation) => !tolerate.some((open) => open.breaks.some((known) => isKnown(known, shop, violation))));
      if (found.length === 0) return;
      if (!tally) throw new LedgerInvariantBroken(index, found, steps);
      for (const violation of found) {
        const kind = `${violation.invariant}: ${violation.detail
          .replace(/(lic|sub|txn)_[0-9a-z]+(_\d+)?/g, '$1')
          .replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/g, 'T')
          .slice(0, 160)}`;
        tally.set(kind, (tally.get(kind) ?? 0) + 1);
      }
    };
    const changed = await runStep(shop, world, step, check);
    if (reached && changed) reached.set(step.do, (reached.get(step.do) ?? 0) + 1);
    await check();
  }
  for (const notification of reached ? shop.notifications : [])
    reached!.set(notification.eventType, (reached!.get(notification.eventType) ?? 0) + 1);
}
