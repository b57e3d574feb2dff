import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';

/**
 * Failure injection for the store, local stack only: a middleware the local stack adds to the handlers' DynamoDB
 * client (`injectStoreFaults`), so the production store has no branch for it and no deployed bundle contains it
 * (test/infra/bundles.test.ts). The local stack's controls set it:
 * - `POST /api/local/store/fail-next?count=N` makes the next N store writes throw;
 * - `POST /api/local/store/fail-rate?rate=0.1&seed=S` makes each write throw with that probability, decided by a
 *   generator seeded with S (`rate=0` turns it off);
 * both with `&match=<text>`: only writes about that text. Tests use them to prove that a failed webhook is answered
 * 5xx and completed by Paddle's retry. Kept on a global symbol so that the local stack and the handler modules it
 * loads share one state even if a module is loaded twice.
 */
interface StoreFaults {
  failNextWrites: number;
  /** Probability (0–1) that any write fails, drawn from `random`. */
  failRate: number;
  random: () => number;
  /** When set, only writes whose item or key mentions this text fail (so parallel tests are not hit). */
  match: string | undefined;
  /** How many writes have been made to fail so far. */
  injectedFailures: number;
}

const KEY = Symbol.for('skydeck.store-faults');

export function storeFaults(): StoreFaults {
  const holder = globalThis as { [KEY]?: StoreFaults };
  holder[KEY] ??= { failNextWrites: 0, failRate: 0, random: Math.random, match: undefined, injectedFailures: 0 };
  return holder[KEY];
}

/** Whether this write is one to fail; counts the failures it decides. */
export function shouldInjectFailure(subject: unknown): boolean {
  const faults = storeFaults();
  if (faults.failNextWrites <= 0 && faults.failRate <= 0) return false;
  if (faults.match !== undefined && !JSON.stringify(subject).includes(faults.match)) return false;
  if (faults.failNextWrites > 0) faults.failNextWrites -= 1;
  else if (faults.random() >= faults.failRate) return false;
  faults.injectedFailures += 1;
  return true;
}

export class InjectedStoreFailure extends Error {
  override readonly name = 'InjectedStoreFailure';

  constructor() {
    super('Injected store failure (local test control)');
  }
}

const WRITE_COMMANDS = new Set([
  'PutItemCommand',
  'UpdateItemCommand',
  'DeleteItemCommand',
  'TransactWriteItemsCommand',
]);
const decorated = new WeakSet<object>();

/** Makes the client's writes fail as `storeFaults()` says; reads are never failed. */
export function injectStoreFaults(client: Pick<DynamoDBClient, 'middlewareStack'>): void {
  if (decorated.has(client)) return;
  decorated.add(client);
  client.middlewareStack.add(
    (next, context) => async (args) => {
      if (WRITE_COMMANDS.has(context.commandName ?? '') && shouldInjectFailure((args as { input: unknown }).input))
        throw new InjectedStoreFailure();
      return next(args);
    },
    { step: 'initialize', name: 'skydeckStoreFaults' },
  );
}
