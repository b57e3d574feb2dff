import {
  SECRET_CACHE_MS,
  SECRET_REFRESH_FLOOR_MS,
  SecretCache,
  type SecretName,
} from '../../../lambdas/adapters/secrets';

/** A Secrets Manager stand-in whose value the test rotates, counting reads. */
function rotatingStore(initial: string) {
  const store = { value: initial, reads: 0, failNext: false };
  const loader = async (_name: SecretName) => {
    store.reads += 1;
    if (store.failNext) {
      store.failNext = false;
      throw new Error('ThrottlingException');
    }
    return store.value;
  };
  return { store, loader };
}

function clock(start = 1_000_000) {
  const time = { now: start };
  return { time, now: () => time.now };
}

describe('SecretCache', () => {
  it('answers from memory within the cache period', async () => {
    // Prepare
    const { store, loader } = rotatingStore('key-1');
    const { time, now } = clock();
    const cache = new SecretCache(loader, now);
    await cache.read('PADDLE_API_KEY');

    // Act
    time.now += SECRET_CACHE_MS - 1;
    store.value = 'key-2';
    const value = await cache.read('PADDLE_API_KEY');

    // Assess
    expect(value).toBe('key-1');
    expect(store.reads).toBe(1);
  });

  it('reads a rotated value once the cache period has passed, without a new container', async () => {
    // Prepare
    const { store, loader } = rotatingStore('key-1');
    const { time, now } = clock();
    const cache = new SecretCache(loader, now);
    await cache.read('PADDLE_API_KEY');

    // Act
    store.value = 'key-2';
    time.now += SECRET_CACHE_MS;
    const value = await cache.read('PADDLE_API_KEY');

    // Assess
    expect(value).toBe('key-2');
    expect(store.reads).toBe(2);
  });

  it('does not keep a failed read: the next call asks again', async () => {
    // Prepare
    const { store, loader } = rotatingStore('key-1');
    const cache = new SecretCache(loader, clock().now);
    store.failNext = true;

    // Act
    const failure = await cache.read('PADDLE_API_KEY').catch((error: Error) => error.message);
    const value = await cache.read('PADDLE_API_KEY');

    // Assess
    expect(failure).toBe('ThrottlingException');
    expect(value).toBe('key-1');
  });

  it('re-reads on refresh, but at most once per refresh floor', async () => {
    // Prepare
    const { store, loader } = rotatingStore('old');
    const { time, now } = clock();
    const cache = new SecretCache(loader, now);
    await cache.read('PADDLE_WEBHOOK_SECRET');
    store.value = 'new';

    // Act
    const tooSoon = await cache.refresh('PADDLE_WEBHOOK_SECRET');
    time.now += SECRET_REFRESH_FLOOR_MS;
    const refreshed = await cache.refresh('PADDLE_WEBHOOK_SECRET');
    const afterwards = await cache.read('PADDLE_WEBHOOK_SECRET');

    // Assess
    expect(tooSoon).toBe('old');
    expect(refreshed).toBe('new');
    expect(afterwards).toBe('new');
    expect(store.reads).toBe(2);
  });
});
