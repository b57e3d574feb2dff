import { uniqueEmail } from '../support/auth-client';
import { signInContext, useTabs } from '../support/browser';
import { eventually } from '../support/eventually';
import { shopMails } from '../support/mailbox';
import { buyAndPay, ownerOf } from '../support/portal-kit';
import { stackUrl } from '../support/stack-url';
import { untilInteractive } from './shop-helpers';

/** The finish of the buyer pages on a 390 px phone. */
describe('phone and mail polish in Chromium at 390 px', () => {
  const PHONE = { width: 390, height: 800 };
  const tabs = useTabs({ locale: 'en-GB', viewport: PHONE });
  const email = uniqueEmail('phone');

  beforeAll(async () => {
    await buyAndPay({ slug: 'win-fms-trainer-b738-personal-annual', quantity: 12, email });
  });

  async function signedInPage(path: string) {
    const page = await tabs.take();
    await signInContext(page.context(), await ownerOf(email));
    await page.goto(`${stackUrl()}${path}`);
    await untilInteractive(page);
    return page;
  }

  const pageWidth = (page: Awaited<ReturnType<typeof signedInPage>>) =>
    page.evaluate(() => document.documentElement.scrollWidth);

  it('fits the signed-in navigation in one line, with Sign out reachable in the Account menu', async () => {
    // Prepare
    const page = await signedInPage('/licenses');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByText('Account', { exact: true }).waitFor();

    // Assess: nothing of the bar lies beyond the screen
    expect(await nav.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);

    // Act
    await nav.getByText('Account', { exact: true }).click();
    const signOut = nav.getByRole('button', { name: 'Sign out' });

    // Assess
    const box = (await signOut.boundingBox())!;
    expect(box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    expect(await nav.getByRole('link', { name: 'My subscriptions' }).isVisible()).toBe(true);

    // Act
    await signOut.click();

    // Assess: signed out, the anonymous bar is back
    await page.waitForURL(`${stackUrl()}/`);
    await nav.getByRole('link', { name: 'My licences' }).waitFor();
  });

  it.each(['/licenses', '/subscriptions', '/my', '/my-extend-support-subscription', '/buy-suite-nc-support-extension'])(
    'does not overflow %s signed in',
    async (path) => {
      // Act
      const page = await signedInPage(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();

      // Assess
      expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    },
  );

  it('shows the order mail without overflow, its heading capitalised', async () => {
    // Prepare
    const [mail] = await eventually(
      () => shopMails(email, 'order-paid'),
      (mails) => mails.length > 0,
    );
    const page = await tabs.take();

    // Act
    await page.setContent(mail!.html);

    // Assess
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Your 12 licence keys');
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  });

  it('asks for the e-mail address, not a username, on an empty sign-in', async () => {
    // Prepare
    const page = await tabs.take();
    await page.goto(`${stackUrl()}/sign-in`);
    await untilInteractive(page);

    // Act
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    // Assess
    await page.getByText('Please enter your e-mail address').waitFor();
    expect(await page.getByText(/username/i).count()).toBe(0);
  });

  it.each(['/buy/x/2.5', '/about.html', '/no/such/page', '/buy/a320-nc-suite/1'])(
    'answers the unknown address %s with the app\u2019s "Route is unknown" page and 404',
    async (path) => {
      // Prepare
      const page = await tabs.take();

      // Act
      const response = await page.goto(`${stackUrl()}${path}`);

      // Assess
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { level: 1, name: 'Route is unknown' }).waitFor();
      expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    },
  );
});
