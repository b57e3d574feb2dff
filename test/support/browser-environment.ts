import { TestEnvironment } from 'jest-environment-node';
import { chromium, type Browser } from 'playwright-core';
import { BROWSER_ENDPOINT_VARIABLE } from './chromium';

/**
 * The jest worker's connection to the run's one Chromium (test/global-setup-browser.ts). A test environment module
 * is loaded once per worker, outside the test files' module registry, so Playwright's client is loaded and
 * connected once per worker instead of once per file (about 0.6 CPU s each), and the stack trace it takes on every
 * call skips jest's source mapping.
 */
let connection: Promise<Browser> | undefined;

async function connected(): Promise<Browser> {
  const endpoint = process.env[BROWSER_ENDPOINT_VARIABLE];
  if (!endpoint)
    throw new Error(`${BROWSER_ENDPOINT_VARIABLE} is not set: the browser project's global setup sets it.`);
  const browser = await (connection ??= chromium.connect(endpoint));
  if (browser.isConnected()) return browser;
  connection = chromium.connect(endpoint);
  return connection;
}

/**
 * How long the connection outlives a file. The worker's next file starts within milliseconds; a worker given no
 * more files must let its event loop empty, or jest waits out `workerGracefulExitTimeout` (jest.config.js), kills
 * it and reports a leak.
 */
const IDLE_DISCONNECT_MS = 200;
let idleDisconnect: NodeJS.Timeout | undefined;

function disconnectWhenIdle(): void {
  idleDisconnect = setTimeout(() => {
    const idle = connection;
    connection = undefined;
    idle?.then((browser) => browser.close()).catch(() => undefined);
  }, IDLE_DISCONNECT_MS);
}

/** The browser project's environment: Node's, with the worker's browser as `__SKYDECK_WORKER_BROWSER__`. */
export default class BrowserTestEnvironment extends TestEnvironment {
  override async setup(): Promise<void> {
    clearTimeout(idleDisconnect);
    await super.setup();
    this.global.__SKYDECK_WORKER_BROWSER__ = await connected();
  }

  override async teardown(): Promise<void> {
    disconnectWhenIdle();
    await super.teardown();
  }
}
