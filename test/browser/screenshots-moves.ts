/**
 * Screenshots of the mails of a licence that moves to a new owner (ADR 313), of the mail telling an owner that
 * someone else extended their licence's support by key, and of the app's "Route is unknown" page, at 390 px and
 * 1280 px into docs/screenshots/ (the moves a buyer and an operator make). Run by hand like screenshots.ts:
 * `npm run build:web && npx tsx test/browser/screenshots-moves.ts`. It starts its own local stack.
 */
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { uniqueEmail } from '../support/auth-client';
import { launchBrowser } from '../support/chromium';
import { REPO_ROOT, startStackProcess } from '../support/local-stack-process';
import { eventually } from '../support/eventually';
import { mailedLicenceKeys, shopMails } from '../support/mailbox';
import { postCheckout, standIn } from '../support/paddle-test-kit';
import { buyAndPay, licencesSeenBy, ownerOf, waitForDeliveries } from '../support/portal-kit';

const out = path.join(REPO_ROOT, 'docs/screenshots');
const SUITE = 'skydeck-suiteb38mannual';
const EXTENSION = 'suite-nc-support-extension-b38m-annual';
const WIDTHS = [390, 1280] as const;

/** The newest mail of `kind` to `to`, once it has arrived. */
async function mailTo(to: string, kind: string) {
  const [mail] = await eventually(
    () => shopMails(to, kind),
    (mails) => mails.length > 0,
  );
  return mail!;
}

async function shootMail(browser: Browser, html: string, name: string) {
  for (const width of WIDTHS) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.setContent(html);
    await page.screenshot({ path: path.join(out, `${name}-${width}.png`), fullPage: true });
    await page.close();
  }
}

/** A suite with auto-renewing support moves to a new owner: the mails to the previous and to the new owner. */
async function movedLicenceMails(browser: Browser) {
  const previous = uniqueEmail('move-from');
  const next = uniqueEmail('move-to');
  const bought = await buyAndPay({ slug: SUITE, quantity: 1, email: previous });
  const [licence] = await licencesSeenBy(previous);
  await (await ownerOf(previous)).post(`/api/licenses/${licence!.licenceId}/transfer`, { email: next });
  await (await ownerOf(next)).post(`/api/licenses/${licence!.licenceId}/transfer/accept`, {});
  await waitForDeliveries(bought.subscriptionId!, 3);
  await shootMail(browser, (await mailTo(previous, 'transfer-completed')).html, 'email-transfer-previous-owner');
  await shootMail(browser, (await mailTo(next, 'transfer-completed')).html, 'email-transfer-new-owner');
}

/** Someone else buys a support extension with the owner's key: the mail telling the owner. */
async function supportExtendedMail(browser: Browser) {
  const owner = uniqueEmail('ext-owner');
  const bought = await buyAndPay({ slug: SUITE, quantity: 1, email: owner });
  const [key] = await mailedLicenceKeys(owner);
  await (await ownerOf(owner)).post(`/api/subscriptions/${bought.subscriptionId}/cancel`, {});
  await waitForDeliveries(bought.subscriptionId!, 3);
  const checkout = await postCheckout({
    slug: EXTENSION,
    quantity: 1,
    secondaryQuantity: 0,
    licenceKey: key,
    email: uniqueEmail('ext-gift'),
  });
  await standIn(`transactions/${checkout.body.transactionId}/pay`, 'POST');
  await shootMail(browser, (await mailTo(owner, 'support-extended-owner')).html, 'email-support-extended');
}

async function routeUnknown(browser: Browser, url: string) {
  for (const width of WIDTHS) {
    const page = await browser.newPage({ viewport: { width, height: 900 }, locale: 'en-GB' });
    await page.goto(`${url}/no/such/page`);
    await page.getByRole('heading', { level: 1, name: 'Route is unknown' }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(out, `route-unknown-${width}.png`), fullPage: true });
    await page.close();
  }
}

async function main() {
  const stack = await startStackProcess();
  process.env.SKYDECK_URL = stack.url;
  const browser = await launchBrowser();
  try {
    await movedLicenceMails(browser);
    await supportExtendedMail(browser);
    await routeUnknown(browser, stack.url);
  } finally {
    await browser.close();
    await stack.stop();
  }
}
void main();
