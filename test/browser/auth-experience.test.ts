import { AuthClient, latestCode, mailCount, signedUpClient, uniqueEmail } from '../support/auth-client';
import { usePage } from '../support/browser';
import { stackUrl } from '../support/stack-url';

/** The authenticator without rough edges, as a person meets it in Chromium at 390 px. */
const PASSWORD = 'correct horse battery';
const LOGIN_PAGE = '/my-extend-support-subscription';

describe('the authenticator, used', () => {
  const ui = usePage({ locale: 'en-US', viewport: { width: 390, height: 844 } });
  const field = (label: string) => ui.page.getByLabel(label, { exact: true });
  const focusedText = () => ui.page.evaluate(() => document.activeElement?.textContent ?? '');

  it('signs up, confirms with a resent code and lands signed in, with no verify-contact detour', async () => {
    // Prepare
    const email = uniqueEmail('browser-resend');
    await ui.page.goto(`${stackUrl()}${LOGIN_PAGE}`);

    // Act: sign up, ask for a new code, confirm with it
    await field('Email').fill(email);
    await field('Password').fill(PASSWORD);
    await field('Confirm Password').fill(PASSWORD);
    await ui.page.getByRole('button', { name: 'Create Account', exact: true }).click();
    await ui.page.getByRole('heading', { level: 1, name: 'We Emailed You' }).waitFor();
    const firstCode = await latestCode(email);
    await ui.page.getByRole('button', { name: 'Resend Code' }).click();
    await ui.page.waitForFunction(() => !document.querySelector('.authenticator[aria-busy="true"]'));
    await field('Confirmation Code').fill(await latestCode(email));
    await ui.page.getByRole('button', { name: 'Confirm', exact: true }).click();

    // Assess
    await ui.page.getByText(`Logged in as ${email}. Not you?`).waitFor();
    expect(await mailCount(email)).toBe(2);
    expect(firstCode).toMatch(/^\d{6}$/);
    expect(await ui.page.getByText('Account recovery requires verified contact information').count()).toBe(0);

    // Act: sign out, then sign in again
    await ui.page.getByRole('link', { name: 'Sign out' }).click();
    await ui.page.getByRole('status').getByText('You have been signed out.').waitFor();
    await ui.page.getByRole('tab', { name: 'Sign In' }).click();
    await field('Email').fill(email);
    await field('Password').fill(PASSWORD);
    await ui.page.getByRole('button', { name: 'Sign In', exact: true }).click();

    // Assess
    await ui.page.getByText(`Logged in as ${email}. Not you?`).waitFor();
    expect(ui.pageErrors).toEqual([]);
  });

  it('a sign-out whose call hangs ends after 3 seconds and stays signed out, across a reload', async () => {
    // Prepare
    const email = uniqueEmail('browser-hang');
    await ui.page.goto(`${stackUrl()}${LOGIN_PAGE}`);
    await ui.page.getByRole('tab', { name: 'Sign In' }).click();
    await signedUpClient(email, PASSWORD);
    await field('Email').fill(email);
    await field('Password').fill(PASSWORD);
    await ui.page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await ui.page.getByText(`Logged in as ${email}. Not you?`).waitFor();
    await ui.page.route('**/api/auth/sign-out', () => undefined);

    // Act
    const started = Date.now();
    await ui.page.getByRole('link', { name: 'Sign out' }).click();
    await ui.page.getByRole('status').getByText('You have been signed out.').waitFor();
    const tookMs = Date.now() - started;
    await ui.page.waitForTimeout(1500);
    const bannerAfterWait = await ui.page.getByText(`Logged in as ${email}. Not you?`).count();
    await ui.page.unroute('**/api/auth/sign-out');
    await ui.page.reload();
    await ui.page.getByRole('tab', { name: 'Create Account' }).waitFor();

    // Assess
    expect(tookMs).toBeLessThan(4500);
    expect(bannerAfterWait).toBe(0);
    expect(await ui.page.getByText(`Logged in as ${email}. Not you?`).count()).toBe(0);
  });

  it('follows the WAI-ARIA tabs pattern and moves focus to each new screen’s h1', async () => {
    // Prepare
    await ui.page.goto(`${stackUrl()}${LOGIN_PAGE}`);
    const createTab = ui.page.getByRole('tab', { name: 'Create Account' });
    await createTab.waitFor();

    // Act: arrow keys between the tabs
    await createTab.focus();
    await ui.page.keyboard.press('ArrowRight');

    // Assess
    await ui.page.getByRole('tab', { name: 'Sign In', selected: true }).waitFor();
    expect(await focusedText()).toBe('Sign In');
    expect(await ui.page.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe('auth-tab-signIn');
    expect(await ui.page.getByRole('tab', { name: 'Create Account' }).getAttribute('tabindex')).toBe('-1');

    // Act: another screen
    await ui.page.getByRole('button', { name: 'Forgot your password?' }).click();

    // Assess
    await ui.page.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor();
    expect(await focusedText()).toBe('Reset your password');
  });

  it('keeps controls at least 24 × 24 px and password fields usable at 390 px', async () => {
    // Prepare
    await ui.page.goto(`${stackUrl()}${LOGIN_PAGE}`);
    await field('Password').waitFor();

    // Act
    const small = await ui.page.$$eval('.authenticator button, .authenticator a, .authenticator select', (controls) =>
      controls
        .map((control) => ({ text: control.textContent, box: control.getBoundingClientRect() }))
        .filter(({ box }) => box.width < 24 || box.height < 24)
        .map(({ text }) => text),
    );
    const passwordWidth = await field('Password').evaluate((input) => input.getBoundingClientRect().width);

    // Assess
    expect(small).toEqual([]);
    expect(passwordWidth).toBeGreaterThanOrEqual(200);
    expect(await ui.page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  });

  it('translates a network failure and focuses the alert', async () => {
    // Prepare
    await ui.page.goto(`${stackUrl()}${LOGIN_PAGE}`);
    await ui.page.getByRole('tab', { name: 'Sign In' }).click();
    await ui.page.route('**/api/auth/sign-in', (route) => route.abort());

    // Act
    await field('Email').fill(uniqueEmail('browser-offline'));
    await field('Password').fill(PASSWORD);
    await ui.page.getByRole('button', { name: 'Sign In', exact: true }).click();

    // Assess
    await ui.page.getByRole('alert').getByText('Network error').waitFor();
    expect(await ui.page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('alert');
  });

  it('confirms an unconfirmed account from sign-in and signs it in', async () => {
    // Prepare: signed up, never confirmed
    const email = uniqueEmail('browser-unconfirmed');
    await new AuthClient().post('/api/auth/sign-up', { email, password: PASSWORD });
    await ui.page.goto(`${stackUrl()}${LOGIN_PAGE}`);
    await ui.page.getByRole('tab', { name: 'Sign In' }).click();

    // Act
    await field('Email').fill(email);
    await field('Password').fill(PASSWORD);
    await ui.page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await ui.page.getByRole('heading', { level: 1, name: 'We Emailed You' }).waitFor();
    await field('Confirmation Code').fill(await latestCode(email));
    await ui.page.getByRole('button', { name: 'Confirm', exact: true }).click();

    // Assess
    await ui.page.getByText(`Logged in as ${email}. Not you?`).waitFor();
  });

  it('"Sign out everywhere" on the account page (/my leads there) ends the session of another browser too', async () => {
    // Prepare: the same account signed in here and elsewhere
    const email = uniqueEmail('browser-everywhere');
    const elsewhere = await signedUpClient(email, PASSWORD);
    await ui.page.goto(`${stackUrl()}/my`);
    await field('Email').fill(email);
    await field('Password').fill(PASSWORD);
    await ui.page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await ui.page.getByRole('heading', { name: 'My account', exact: true }).waitFor();

    // Act
    await ui.page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await ui.page.waitForURL(`${stackUrl()}/`);
    const other = await elsewhere.get('/api/licenses');

    // Assess
    expect(other).toMatchObject({ status: 401, body: { error: { code: 'SESSION_REVOKED' } } });
    expect((await ui.context.cookies()).map((cookie) => cookie.name)).toEqual([]);
  });
});
