import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserServer, type LaunchOptions } from 'playwright-core';

/** Debian's Chromium; never a downloaded browser (`apt-get install chromium`). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's headless shell of the same Chromium (`apt-get install chromium-headless-shell`): Blink and V8 without the
 * browser's windows and their UI, for the browser tests (ADR 531; about two thirds of the CPU per page). The bench's
 * Lighthouse runs and the screenshots keep the whole browser, which buyers use.
 */
const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/** What the browser tests run: `CHROMIUM_PATH` when set, else the headless shell where installed, else Chromium. */
export function testBrowserPath(): string {
  return process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);
}

/** Flags that keep a headless Chromium from reaching for the network this machine does not have. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Headless Chromium is the whole browser: every window it opens (one per Playwright page) builds the address bar's
 * WebUI popups, two renderers parsing some seventy scripts each: two fifths of the browser tests' time (ADR 200).
 */
const UNUSED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

const DISABLE_FEATURES = '--disable-features=';

/**
 * A launcher's flags with our unused features disabled too. Chromium reads only the last `--disable-features`, so
 * a second one would switch the launcher's own list back on: the lists are joined into one flag instead.
 */
export function disablingUnusedFeatures(launcherFlags: readonly string[]): string[] {
  const launchers = launcherFlags.filter((flag) => flag.startsWith(DISABLE_FEATURES));
  const features = launchers.flatMap((flag) => flag.slice(DISABLE_FEATURES.length).split(',')).filter(Boolean);
  return [
    ...launcherFlags.filter((flag) => !launchers.includes(flag)),
    DISABLE_FEATURES + [...new Set([...features, ...UNUSED_FEATURES])].join(','),
  ];
}

/**
 * Playwright adds a `--disable-features` of its own and does not say which, so the first launch in a process
 * reads it off a Chromium started without ours (under a second), and every launch then replaces it.
 */
const launchOptions = new Map<string, Promise<LaunchOptions>>();

function chromiumLaunchOptions(executablePath: string): Promise<LaunchOptions> {
  const options =
    launchOptions.get(executablePath) ??
    (async () => {
      const base = { executablePath, args: CHROMIUM_FLAGS, headless: true };
      const probe = await chromium.launchServer(base);
      const spawned = probe.process().spawnargs;
      await probe.close();
      const playwrights = spawned.filter((flag) => flag.startsWith(DISABLE_FEATURES));
      return {
        ...base,
        args: disablingUnusedFeatures([...playwrights, ...CHROMIUM_FLAGS]),
        ignoreDefaultArgs: playwrights,
      };
    })();
  launchOptions.set(executablePath, options);
  return options;
}

/** Where the browser project's global setup publishes the run's one Chromium (test/global-setup-browser.ts). */
export const BROWSER_ENDPOINT_VARIABLE = 'SKYDECK_BROWSER_WS';

/** A Chromium of its own, for scripts run by hand and the bench. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch(await chromiumLaunchOptions(CHROMIUM_PATH));
}

/** The browser tests' one browser of the run (test/global-setup-browser.ts). */
export async function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(await chromiumLaunchOptions(testBrowserPath()));
}
