import { seededRandom, seededShuffle } from '../../../../infra/local/seeded-random';
import { shouldInjectFailure, storeFaults } from '../../../../infra/local/store-faults';

/** The failure-injection seam the webhook storm relies on (local mode only; the store checks the mode). */
describe('store failure injection', () => {
  afterEach(() =>
    Object.assign(storeFaults(), { failNextWrites: 0, failRate: 0, match: undefined, injectedFailures: 0 }),
  );

  it('fails about the given share of writes, the same ones for the same seed', () => {
    // Prepare
    const decide = (seed: number) => {
      Object.assign(storeFaults(), { failRate: 0.1, random: seededRandom(seed), injectedFailures: 0 });
      return Array.from({ length: 10_000 }, (_, write) => shouldInjectFailure({ write }));
    };

    // Act
    const first = decide(8);
    const again = decide(8);
    const otherSeed = decide(9);

    // Assess
    const failed = first.filter(Boolean).length;
    expect(failed).toBeGreaterThan(900);
    expect(failed).toBeLessThan(1_100);
    expect(storeFaults().injectedFailures).toBe(otherSeed.filter(Boolean).length);
    expect(again).toEqual(first);
    expect(otherSeed).not.toEqual(first);
  });

  it('fails only writes that mention the match text, and the next N of them first', () => {
    // Prepare
    Object.assign(storeFaults(), { failNextWrites: 2, match: 'txn_a' });

    // Act
    const decisions = ['txn_b', 'txn_a', 'txn_b', 'txn_a', 'txn_a'].map((transactionId) =>
      shouldInjectFailure({ transactionId }),
    );

    // Assess
    expect(decisions).toEqual([false, true, false, true, false]);
    expect(storeFaults().injectedFailures).toBe(2);
  });

  it('fails nothing when neither a count nor a rate is set', () => {
    // Act
    const decisions = Array.from({ length: 100 }, (_, write) => shouldInjectFailure({ write }));

    // Assess
    expect(decisions.some(Boolean)).toBe(false);
  });

  it('shuffles the same way for the same seed, keeping every item', () => {
    // Act
    const items = Array.from({ length: 50 }, (_, index) => index);
    const shuffled = seededShuffle(items, seededRandom(8));

    // Assess
    expect(shuffled).toEqual(seededShuffle(items, seededRandom(8)));
    expect(shuffled).not.toEqual(items);
    expect([...shuffled].sort((a, b) => a - b)).toEqual(items);
  });
});
