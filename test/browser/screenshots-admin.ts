/**
 * Screenshots of the operator console (/admin) at 390 px and 1280 px into docs/screenshots/ (docs/screenshots/
 * README.md). Run by hand, not by jest: `npm run build:web && npx tsx test/browser/screenshots-admin.ts`. It starts
 * its own local stack on a free port with a throw-away data directory.
 */
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { ADMIN_API, adminAction, operatorClient } from '../support/admin-kit';
import { uniqueEmail } from '../support/auth-client';
import { signInContext } from '../support/browser';
import { launchBrowser } from '../support/chromium';
import { REPO_ROOT, startStackProcess } from '../support/local-stack-process';
import { buyAndPay, licencesSeenBy } from '../support/portal-kit';
import { adminRecordPath } from '../../lambdas/contract/routes';

async function main() {
  const outDir = path.join(REPO_ROOT, 'docs/screenshots');
  const stack = await startStackProcess();
  process.env.SKYDECK_URL = stack.url;
  const browser = await launchBrowser();
  try {
    const { client } = await operatorClient('console-screens-op');
    const email = uniqueEmail('flight-school');
    const { transactionId } = await buyAndPay({ slug: 'skydeck-suiteb737annual', quantity: 2, email });
    const [licence] = await licencesSeenBy(email);
    await adminAction(client, ADMIN_API.orderAction(transactionId, 'resend'), { reason: 'buyer lost the mail' });
    await adminAction(
      client,
      ADMIN_API.licenceAction(licence!.licenceId, 'reassign'),
      { email: uniqueEmail('new-company'), reason: 'moved to the new company address' },
      randomUUID(),
    );
    const pages = [
      ['admin-search', `/admin?q=${encodeURIComponent(email)}`],
      ['admin-order', adminRecordPath('order', transactionId)],
      ['admin-licence', adminRecordPath('licence', licence!.licenceId)],
      ['admin-audit', '/admin/audit'],
      ['admin-sales', '/admin/reports/sales'],
    ] as const;
    for (const width of [390, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'en-GB' });
      await signInContext(context, client);
      const page = await context.newPage();
      for (const [name, pagePath] of pages) {
        await page.goto(`${stack.url}${pagePath}`);
        await page.getByRole('navigation', { name: 'Operator console' }).waitFor();
        await page.waitForLoadState('networkidle');
        const file = path.join(outDir, `${name}-${width}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(path.relative(REPO_ROOT, file));
      }
      await page.goto(`${stack.url}${adminRecordPath('order', transactionId)}`);
      await page.getByRole('button', { name: 'Refund through Paddle…' }).click();
      await page.getByRole('dialog', { name: 'Refund through Paddle' }).waitFor();
      const file = path.join(outDir, `admin-dialog-${width}.png`);
      await page.screenshot({ path: file });
      console.log(path.relative(REPO_ROOT, file));
      await context.close();
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
}

void main();
