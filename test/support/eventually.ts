/**
 * Reads until `done` says yes or the time is up, then returns the last reading (the test asserts on it). A read
 * costs the local stack a millisecond or two; what a test waits for (a webhook applied, a mail sent) mostly takes
 * 50–300 ms, so reading every 50 ms keeps the wait past it short.
 */
const POLL_MS = 50;

export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
