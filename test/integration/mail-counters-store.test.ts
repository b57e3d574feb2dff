import type { MailCounter } from '../../lambdas/domain/mail-limits';
import { localHandlerEnvironment, localStatus } from '../support/portal-seed';
import { stackUrl } from '../support/stack-url';

/**
 * The mail limits' counters in the real table (the local stack's dynalite): each counter counts up to its room, and
 * a request refused by one of its counters counts in none of them (ADR 260).
 */
let store: (typeof import('../../lambdas/adapters/store/mail-counters'))['mailCounterStore'];

beforeAll(async () => {
  Object.assign(process.env, localHandlerEnvironment(await localStatus(stackUrl())));
  store = (await import('../../lambdas/adapters/store/mail-counters')).mailCounterStore;
}, 30_000);

const counter = (name: string, max: number): MailCounter => ({
  key: `test|${name}|${Date.now()}|${Math.random()}`,
  max,
  windowEndsAt: Math.floor(Date.now() / 1000) + 3600,
});

describe('the mail counters in the table', () => {
  it('gives back what a request counted when a later counter of it is full', async () => {
    // Prepare: a roomy counter and one with room for a single request
    const roomy = counter('roomy', 3);
    const tight = counter('tight', 1);
    expect(await store.countAll([roomy, tight])).toBeNull();

    // Act: refused by the tight one twice, then the roomy one alone until it is full
    const refusals = [await store.countAll([roomy, tight]), await store.countAll([roomy, tight])];
    const alone = [await store.countAll([roomy]), await store.countAll([roomy]), await store.countAll([roomy])];

    // Assess: the refused requests left the roomy counter at one, so two more fit and the third does not
    expect(refusals).toEqual([1, 1]);
    expect(alone).toEqual([null, null, 0]);
  });

  it('keeps counters of different keys apart', async () => {
    // Prepare
    const first = counter('first', 1);
    const second = counter('second', 1);

    // Act
    const answers = [await store.countAll([first]), await store.countAll([second]), await store.countAll([first])];

    // Assess
    expect(answers).toEqual([null, null, 0]);
  });
});
