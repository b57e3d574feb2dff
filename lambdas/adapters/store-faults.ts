/**
 * Failure injection for the store, local mode only: the local stack's `POST /api/local/store/fail-next?count=N`
 * makes the next N store writes throw (`&match=<text>`: only writes about that text), so tests can prove that a failed webhook is answered 5xx and completed by
 * Paddle's retry. Kept on a global symbol so that the local stack and the handler modules it loads share one
 * counter even if a module is loaded twice; the store ignores it outside local mode.
 */
interface StoreFaults {
  failNextWrites: number;
  /** When set, only writes whose item or key mentions this text fail (so parallel tests are not hit). */
  match: string | undefined;
}

const KEY = Symbol.for('skydeck.store-faults');

export function storeFaults(): StoreFaults {
  const holder = globalThis as { [KEY]?: StoreFaults };
  holder[KEY] ??= { failNextWrites: 0, match: undefined };
  return holder[KEY];
}

export class InjectedStoreFailure extends Error {
  override readonly name = 'InjectedStoreFailure';

  constructor() {
    super('Injected store failure (local test control)');
  }
}
