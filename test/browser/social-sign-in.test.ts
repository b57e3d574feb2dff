import { findProduct } from '../../lambdas/domain/catalogue';
import { unitIds } from '../../lambdas/domain/licences/issuance';
import { uniqueEmail } from '../support/auth-client';
import { usePage } from '../support/browser';
import { eventually } from '../support/eventually';
import { shopMails } from '../support/mailbox';
import { buyAndPay } from '../support/portal-kit';
import { stackUrl } from '../support/stack-url';
import { axeViolations } from './shop-helpers';

/**
 * Social sign-in in Chromium (ADRs 252 and 253): the shop on localhost sends the browser to the
 * hosted-UI stand-in on 127.0.0.1 — another site — whose page plays Google; the redirect back carries the
 * SameSite=Lax state cookie, and the person lands signed in where they were going.
 */
const SUITE = 'skydeck-suiteb737annual';

describe('signing in with Google through the hosted UI', () => {
  const ui = usePage({ locale: 'en-US' });

  it('signs in on another site, sees the licences bought with that address, and signs out', async () => {
    // Prepare: two licences bought with the address of the Google account
    const email = uniqueEmail('google-browser');
    const { transactionId } = await buyAndPay({ slug: SUITE, quantity: 2, email });
    const [first, second] = unitIds(transactionId, 2);
    const { page } = ui;

    // Act: /licenses asks to sign in; choose Google, then the account's address on the provider page
    await page.goto(`${stackUrl()}/licenses`);
    await page.getByRole('link', { name: 'Sign In with Google' }).click();
    await page.getByRole('heading', { name: 'Sign in with Google' }).waitFor();
    const providerPage = new URL(page.url());
    const providerViolations = await axeViolations(page);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();

    // Assess: back on the shop, signed in, on /licenses with both licences
    await page.waitForURL(`${stackUrl()}/licenses`);
    const title = findProduct(SUITE)!.title;
    for (const licenceId of [first!, second!]) {
      const card = page.getByRole('listitem', { name: new RegExp(licenceId) });
      await card.getByRole('heading', { name: title }).waitFor();
    }
    // Another site, not just another port: a SameSite=Strict state cookie would not come back with the redirect
    expect(new URL(stackUrl()).hostname).toBe('localhost');
    expect(providerPage.hostname).toBe('127.0.0.1');
    expect(providerViolations).toEqual([]);
    expect(await page.getByTestId('nav-account').getByText(email).textContent()).toBe(email);

    // Act: sign out
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${stackUrl()}/`);
    await page.goto(`${stackUrl()}/licenses`);

    // Assess: the licences ask for a sign-in again
    await page.getByRole('link', { name: 'Sign In with Google' }).waitFor();
    expect(page.url()).toBe(`${stackUrl()}/sign-in?redirect=%2Flicenses`);
    expect(await page.context().cookies(stackUrl())).toEqual([]);
    expect(ui.pageErrors).toEqual([]);
  });

  it('refuses a forged state and a missing one with a clear message, signing nobody in', async () => {
    // Prepare: the state is rewritten on the way back from the provider, as a login-CSRF attacker would send it
    const { page } = ui;
    await page.route('**/oauth2/idpresponse?**', async (route) => {
      const answer = await route.fetch({ maxRedirects: 0 });
      const back = new URL(answer.headers().location!);
      back.searchParams.set('state', 'forged-by-an-attacker');
      await route.fulfill({ status: 302, headers: { location: back.toString() } });
    });

    // Act: sign in with Google; the callback arrives with a state that is not the sealed one
    await page.goto(`${stackUrl()}/sign-in?redirect=%2Flicenses`);
    await page.getByRole('link', { name: 'Sign In with Google' }).click();
    await page.getByLabel('E-mail address').fill(uniqueEmail('forged-state'));
    await page.getByRole('button', { name: 'Continue' }).click();

    // Assess
    await page.getByRole('alert').getByText('This sign-in step is not valid. Please sign in again.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/sign-in');
    expect((await page.context().cookies(stackUrl())).map((cookie) => cookie.name)).toEqual([]);

    // Act: a callback link opened without the state cookie (another browser, or an expired sign-in)
    await page.unrouteAll();
    await page.goto(`${stackUrl()}/api/auth/federated/callback?code=stolen-code&state=any`);

    // Assess
    await page.getByRole('alert').getByText('This sign-in step has expired. Please sign in again.').waitFor();
    await page.getByRole('link', { name: 'Sign In with Google' }).waitFor();
    expect((await page.context().cookies(stackUrl())).map((cookie) => cookie.name)).toEqual([]);
    expect(ui.pageErrors).toEqual([]);
  });

  it('lands on /account from the sign-in page, and deletes the account with a mailed code, no password asked', async () => {
    // Prepare: a Google sign-in started on the sign-in page itself, with no destination
    const email = uniqueEmail('google-leaves');
    const { page } = ui;
    await page.goto(`${stackUrl()}/sign-in`);
    await page.getByRole('link', { name: 'Sign In with Google' }).click();
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${stackUrl()}/account`);
    await page.getByRole('heading', { level: 2, name: 'Delete my account' }).waitFor();
    const passwordNote = await page.getByTestId('federated-password').count();

    // Act: ask for a code and confirm with the one mailed
    await page.getByRole('button', { name: 'Delete my account…' }).click();
    const passwordFields = await page.getByLabel('Your password').count();
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await page.getByLabel('The code from the mail').waitFor();
    const [mail] = await eventually(
      () => shopMails(email, 'account-delete-code'),
      (mails) => mails.length > 0,
    );
    await page.getByLabel('The code from the mail').fill(/\b(\d{6})\b/.exec(mail!.text)![1]!);
    await page.getByRole('button', { name: 'Delete my account', exact: true }).click();

    // Assess: the confirmation page, what is kept, the receipt, and no session left
    await page.waitForURL(`${stackUrl()}/account-deleted`);
    await page.getByRole('heading', { name: 'What we keep, and why' }).waitFor();
    expect({ passwordNote, passwordFields }).toEqual({ passwordNote: 1, passwordFields: 0 });
    expect(await axeViolations(page)).toEqual([]);
    const receipts = await eventually(
      () => shopMails(email, 'account-deleted'),
      (mails) => mails.length > 0,
    );
    expect(receipts).toHaveLength(1);
    const session = await page.request.get(`${stackUrl()}/api/auth/session`);
    expect((await session.json()).signedIn).toBe(false);
    expect(ui.pageErrors).toEqual([]);
  });
});
