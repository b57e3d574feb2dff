import { startStackProcess, type StackProcess } from './support/local-stack-process';

declare global {
  // eslint-disable-next-line no-var
  var __SKYDECK_STACK__: StackProcess | undefined;
}

/**
 * One local stack for the whole run, started the way `npm start` starts it, on free ports with a fresh data
 * directory. Tests reach it through SKYDECK_URL; the teardown stops it.
 */
export default async function globalSetup(): Promise<void> {
  const stack = await startStackProcess();
  globalThis.__SKYDECK_STACK__ = stack;
  process.env.SKYDECK_URL = stack.url;
}
