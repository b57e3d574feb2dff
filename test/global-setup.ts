import { startStackProcess, type StackProcess } from './support/local-stack-process';

declare global {
  // `var`, not `let`: only a var declaration becomes a property of globalThis.
  var __SKYDECK_STACK__: Promise<StackProcess> | undefined;
}

/**
 * One local stack for the whole run, started the way `npm start` starts it, on free ports with a fresh data
 * directory. Each project that needs it (integration, fuzz, browser) names this setup; the first one to run starts
 * the stack and the others reuse it. Tests reach it through SKYDECK_URL; the teardown stops it.
 */
export default async function globalSetup(): Promise<void> {
  globalThis.__SKYDECK_STACK__ ??= startStackProcess();
  process.env.SKYDECK_URL = (await globalThis.__SKYDECK_STACK__).url;
}
