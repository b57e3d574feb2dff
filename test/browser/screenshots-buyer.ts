/**
 * Screenshots of the buyer's own pages, /orders and /account, at 390 px and 1280 px into docs/screenshots/
 * (docs/screenshots/README.md), beside the ones screenshots.ts makes. Run by hand, not by jest:
 * `npm run build:web && npx tsx test/browser/screenshots-buyer.ts`. It starts its own local stack on a free port
 * with a throw-away data directory. The invoice PDF's first page is drawn by `pdftoppm` when installed, else by
 * Chromium's PDF viewer.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signedUpClient, uniqueEmail } from '../support/auth-client';
import { signInContext } from '../support/browser';
import { launchBrowser } from '../support/chromium';
import { REPO_ROOT, startStackProcess } from '../support/local-stack-process';
import { buyAndPay, subscriptionControl } from '../support/portal-kit';

const PASSWORD = 'correct horse battery';

function hasPdftoppm(): boolean {
  try {
    execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

async function main() {
  const outDir = path.join(REPO_ROOT, 'docs/screenshots');
  mkdirSync(outDir, { recursive: true });
  const stack = await startStackProcess();
  process.env.SKYDECK_URL = stack.url;
  const browser = await launchBrowser();
  try {
    const email = uniqueEmail('flight-school');
    const suite = await buyAndPay({ slug: 'skydeck-suiteb737annual', quantity: 2, email, addOns: ['hud'] });
    await subscriptionControl(suite.subscriptionId!, 'renew');
    await buyAndPay({ slug: 'ios-fms-trainer-b738-personal-annual', quantity: 3, email });
    const client = await signedUpClient(email, PASSWORD);
    for (const width of [390, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'en-GB' });
      // Local cookies are Secure on http://127.0.0.1 too: Chromium treats loopback as a secure origin.
      await signInContext(context, client);
      const page = await context.newPage();
      for (const [name, pagePath, ready] of [
        ['orders', '/orders', 'Download invoice'],
        ['account', '/account', 'Download my data'],
      ] as const) {
        await page.goto(`${stack.url}${pagePath}`);
        await page.getByRole('link', { name: ready }).first().waitFor();
        await page.waitForLoadState('networkidle');
        const file = path.join(outDir, `${name}-${width}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(path.relative(REPO_ROOT, file));
      }
      await context.close();
    }
    const invoice = await client.get(`/api/orders/${suite.transactionId}/invoice`);
    const pdfUrl = invoice.headers.get('location')!;
    const target = path.join(outDir, 'invoice.png');
    if (hasPdftoppm()) {
      const pdfFile = path.join(tmpdir(), 'skydeck-invoice.pdf');
      writeFileSync(pdfFile, Buffer.from(await (await fetch(pdfUrl)).arrayBuffer()));
      execFileSync('pdftoppm', [
        '-png',
        '-r',
        '80',
        '-f',
        '1',
        '-l',
        '1',
        '-singlefile',
        pdfFile,
        target.replace(/\.png$/, ''),
      ]);
    } else {
      // Chromium's own PDF viewer draws the first page.
      const page = await browser.newPage({ viewport: { width: 1000, height: 1200 } });
      await page.goto(pdfUrl);
      await page.waitForTimeout(2_000);
      await page.screenshot({ path: target });
      await page.close();
    }
    console.log(path.relative(REPO_ROOT, target));
  } finally {
    await browser.close();
    await stack.stop();
  }
}

void main();
