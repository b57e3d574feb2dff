export default async function globalTeardown(): Promise<void> {
  await globalThis.__SKYDECK_STACK__?.stop('SIGTERM');
}
