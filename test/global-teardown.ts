/** Stops the run's local stack once, however many projects named the setup that started it. */
export default async function globalTeardown(): Promise<void> {
  const stack = globalThis.__SKYDECK_STACK__;
  globalThis.__SKYDECK_STACK__ = undefined;
  await (await stack)?.stop('SIGTERM');
}
