/**
 * Screenshots of every shop page at 390 px and 1280 px into docs/screenshots/ (README "Screenshots").
 * Run by hand, not by jest: `npm run build:web && npx tsx test/browser/screenshots.ts`. It starts its own local
 * stack on a free port with a throw-away data directory.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '../support/browser';
import { REPO_ROOT, startStackProcess } from '../support/local-stack-process';

export const SCREENSHOT_PAGES = [
  { name: 'home', path: '/' },
  { name: 'trainer', path: '/buy-fms-trainer' },
  { name: 'trainer-configurator', path: '/buy-fms-trainer/B738', scrollTo: '#trainer-title' },
  { name: 'suite-a320', path: '/buy-skydeck-suite/A320' },
  { name: 'suite-b737', path: '/buy-skydeck-suite/B737' },
  { name: 'support-extension', path: '/buy-suite-nc-support-extension' },
  { name: 'extend-support', path: '/extend-support-subscription' },
  { name: 'about', path: '/about' },
  { name: 'win-requirements', path: '/win-fms-trainer-system-requirements' },
  { name: 'ios-requirements', path: '/ios-fms-trainer-system-requirements' },
] as const;

const WIDTHS = [390, 1280] as const;

async function main() {
  const outDir = path.join(REPO_ROOT, 'docs/screenshots');
  mkdirSync(outDir, { recursive: true });
  const stack = await startStackProcess();
  const browser = await launchBrowser();
  try {
    for (const width of WIDTHS) {
      const page = await browser.newPage({ viewport: { width, height: 900 }, locale: 'en-GB' });
      for (const shot of SCREENSHOT_PAGES) {
        await page.goto(`${stack.url}${shot.path}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        if ('scrollTo' in shot) {
          await page.locator(shot.scrollTo).scrollIntoViewIfNeeded();
        }
        const file = path.join(outDir, `${shot.name}-${width}.png`);
        await page.screenshot({ path: file, fullPage: !('scrollTo' in shot) });
        console.log(path.relative(REPO_ROOT, file));
      }
      await page.close();
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
}

void main();
