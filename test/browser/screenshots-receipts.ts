/**
 * Screenshots of a cancelled subscription on /subscriptions (with Resume) and of the cancel and resume receipts, at
 * 390 px and 1280 px into docs/screenshots/ (ADR 261). Run by hand like screenshots.ts:
 * `npm run build:web && npx tsx test/browser/screenshots-receipts.ts`. It starts its own local stack.
 */
import path from 'node:path';
import { signedUpClient, uniqueEmail } from '../support/auth-client';
import { launchBrowser } from '../support/chromium';
import { REPO_ROOT, startStackProcess } from '../support/local-stack-process';
import { eventually } from '../support/eventually';
import { shopMails } from '../support/mailbox';
import { buyAndPay } from '../support/portal-kit';

const out = path.join(REPO_ROOT, 'docs/screenshots');
const PASSWORD = 'correct horse battery';
async function main() {
  const stack = await startStackProcess();
  process.env.SKYDECK_URL = stack.url;
  const browser = await launchBrowser();
  try {
    const owner = uniqueEmail('owner');
    await buyAndPay({ slug: 'skydeck-suitea320neoandceoannual', quantity: 1, email: owner });
    const client = await signedUpClient(owner, PASSWORD);
    const [sub] = (await client.get('/api/subscriptions')).body.subscriptions;
    await client.post(`/api/subscriptions/${sub.subscriptionId}/cancel`, {});
    // The state shown is what Paddle's webhook reported: wait for it, and for the receipt.
    await eventually(
      () => client.get('/api/subscriptions'),
      (answer) => answer.body.subscriptions[0].cancelsAt !== null,
    );
    await eventually(
      () => shopMails(owner, 'subscription-cancelled'),
      (mails) => mails.length > 0,
    );
    for (const width of [390, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'en-GB' });
      const page = await context.newPage();
      await page.goto(`${stack.url}/licenses`);
      await page.getByLabel('Email', { exact: true }).fill(owner);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.getByRole('heading', { name: 'My licences' }).waitFor();
      await page.goto(`${stack.url}/subscriptions`);
      await page.getByRole('button', { name: 'Resume' }).waitFor();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: path.join(out, `subscriptions-cancelled-${width}.png`), fullPage: true });
      await context.close();
      const mailPage = await browser.newPage({ viewport: { width, height: 900 } });
      const [mail] = await shopMails(owner, 'subscription-cancelled');
      await mailPage.setContent(mail!.html);
      await mailPage.screenshot({ path: path.join(out, `email-subscription-cancelled-${width}.png`), fullPage: true });
      await mailPage.close();
    }
    await client.post(`/api/subscriptions/${sub.subscriptionId}/resume`, {});
    await eventually(
      () => shopMails(owner, 'subscription-resumed'),
      (mails) => mails.length > 0,
    );
    for (const width of [390, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      const [mail] = await shopMails(owner, 'subscription-resumed');
      await page.setContent(mail!.html);
      await page.screenshot({ path: path.join(out, `email-subscription-resumed-${width}.png`), fullPage: true });
      await page.close();
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
}
void main();
