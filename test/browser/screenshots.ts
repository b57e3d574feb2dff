/**
 * Screenshots of every shop page, and of a buyer's journey (checkout, payment, confirmation, /licenses,
 * /subscriptions and the order e-mail), at 390 px and 1280 px into docs/screenshots/ (README "Screenshots").
 * Run by hand, not by jest: `npm run build:web && npx tsx test/browser/screenshots.ts`. It starts its own local
 * stack on a free port with a throw-away data directory.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { signedUpClient, uniqueEmail } from '../support/auth-client';
import { launchBrowser } from '../support/chromium';
import { REPO_ROOT, startStackProcess } from '../support/local-stack-process';
import { shopMails } from '../support/mailbox';
import { buyAndPay } from '../support/portal-kit';

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
      await journey(browser, stack.url, width, outDir);
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
}

const PASSWORD = 'correct horse battery';

/** A buyer's journey through checkout, payment and the portal, and the e-mail the order sent. */
async function journey(browser: Browser, url: string, width: number, outDir: string): Promise<void> {
  process.env.SKYDECK_URL = url;
  const shoot = async (page: Page, name: string) => {
    await page.waitForLoadState('networkidle');
    const file = path.join(outDir, `${name}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(path.relative(REPO_ROOT, file));
  };
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'en-GB' });
  const page = await context.newPage();
  const guest = uniqueEmail('pilot');
  await page.goto(`${url}/buy/skydeck-suiteb737annual/1?addOns=hud`);
  await page.getByTestId('basket-total').waitFor();
  await page.getByLabel('E-mail address').fill(guest);
  await shoot(page, 'checkout');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('button', { name: 'Pay (test)' }).waitFor();
  await shoot(page, 'payment');
  await page.getByRole('button', { name: 'Pay (test)' }).click();
  await page.getByText(/has been issued and sent to/).waitFor();
  await shoot(page, 'confirmation');

  for (;;) {
    const [mail] = await shopMails(guest, 'order-paid');
    if (mail) {
      const mailPage = await context.newPage();
      await mailPage.setContent(mail.html);
      await shoot(mailPage, 'email-order');
      await mailPage.close();
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  const owner = uniqueEmail('owner');
  await buyAndPay({ slug: 'skydeck-suitea320neoandceoannual', quantity: 1, email: owner });
  await buyAndPay({ slug: 'ios-fms-trainer-b738-personal-annual', quantity: 3, email: owner });
  await signedUpClient(owner, PASSWORD);
  await page.goto(`${url}/licenses`);
  await page.getByLabel('Email', { exact: true }).fill(owner);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByRole('heading', { name: 'My licences' }).waitFor();
  await page.getByTestId('licence-key').first().waitFor();
  await shoot(page, 'licenses');
  await page.goto(`${url}/subscriptions`);
  await page.getByTestId('subscription-supports').first().waitFor();
  await shoot(page, 'subscriptions');
  await context.close();
}

void main();
