import { latestCode, signedUpClient, uniqueEmail } from '../support/auth-client';
import { signInContext, usePage } from '../support/browser';
import { stackUrl } from '../support/stack-url';

const PASSWORD = 'correct horse battery';
const LOGIN_PAGE = '/my-extend-support-subscription';
const INTRO =
  'Please login with the email address that is bound to your licence keys to start or extend a support subscription.';

describe('the authenticator in Chromium', () => {
  const ui = usePage({ locale: 'en-US' });

  const field = (label: string) => ui.page.getByLabel(label, { exact: true });

  it('signs up, confirms with the mailed code, stays signed in across a reload and signs out', async () => {
    // Prepare
    const email = uniqueEmail('browser-signup');
    await ui.page.goto(`${stackUrl()}${LOGIN_PAGE}`);
    await ui.page.getByText(INTRO).waitFor();
    expect(await ui.page.getByRole('tab', { name: 'Create Account' }).getAttribute('aria-selected')).toBe('true');

    // Act: sign up
    await field('Email').fill(email);
    await field('Password').fill(PASSWORD);
    await field('Confirm Password').fill(PASSWORD);
    await ui.page.getByRole('button', { name: 'Create Account', exact: true }).click();
    await ui.page.getByRole('heading', { name: 'We Emailed You' }).waitFor();
    await ui.page.getByText('It may take a minute to arrive.', { exact: false }).waitFor();

    // Act: confirm with the code from the local mailbox
    await field('Confirmation Code').fill(await latestCode(email));
    const [confirmResponse] = await Promise.all([
      ui.page.waitForResponse((response) => response.url().endsWith('/api/auth/confirm-sign-up')),
      ui.page.getByRole('button', { name: 'Confirm', exact: true }).click(),
    ]);

    // Assess: signed in, with the session cookies (docs/architecture.md) that JavaScript cannot read
    await ui.page.getByText(`Logged in as ${email}. Not you?`).waitFor();
    await ui.page.getByText('logged in', { exact: true }).waitFor();
    const setCookies = (await confirmResponse.headersArray())
      .filter((header) => header.name.toLowerCase() === 'set-cookie')
      .map((header) => header.value);
    expect(setCookies.find((line) => line.startsWith('__Host-skydeck-id='))).toMatch(
      /; Path=\/; Max-Age=\d+; HttpOnly; Secure; SameSite=Strict$/,
    );
    expect(setCookies.find((line) => line.startsWith('__Secure-skydeck-refresh='))).toMatch(
      /; Path=\/api\/auth; Max-Age=\d+; HttpOnly; Secure; SameSite=Strict$/,
    );
    const cookies = await ui.context.cookies();
    const byName = Object.fromEntries(cookies.map((cookie) => [cookie.name, cookie]));
    expect(byName['__Host-skydeck-id']).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/' });
    expect(byName['__Host-skydeck-access']).toMatchObject({
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
      path: '/',
    });
    expect(byName['__Secure-skydeck-refresh']).toMatchObject({
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
      path: '/api/auth',
    });
    expect(await ui.page.evaluate(() => document.cookie)).toBe('');

    // Act: reload
    await ui.page.reload();

    // Assess: still signed in
    await ui.page.getByText(`Logged in as ${email}. Not you?`).waitFor();

    // Act: sign out
    await ui.page.getByRole('link', { name: 'Sign out' }).click();

    // Assess: anonymous again, on the sign-up tab, with no session cookies left
    await ui.page.getByText(INTRO).waitFor();
    await ui.page.getByRole('tab', { name: 'Create Account', selected: true }).waitFor();
    expect((await ui.context.cookies()).map((cookie) => cookie.name)).toEqual([]);
    expect(ui.pageErrors).toEqual([]);
  });

  it('validates on leaving a field and on submit, never at the first keystroke; create-account waits for fixes', async () => {
    // Prepare
    await ui.page.goto(`${stackUrl()}${LOGIN_PAGE}`);
    const create = ui.page.getByRole('button', { name: 'Create Account', exact: true });

    // Act: typing alone shows nothing
    await field('Email').fill('x@h5');
    const whileTyping = await ui.page.getByText('Please enter a valid email address').count();

    // Act: leaving the fields
    await field('Password').fill('short');
    await field('Password').blur();

    // Assess
    expect(whileTyping).toBe(0);
    await ui.page.getByText('Please enter a valid email address').waitFor();
    await ui.page.getByText('Password must have at least 10 characters').waitFor();
    expect(await create.isDisabled()).toBe(true);

    // Act: the confirm rule (each at least 6 characters)
    await field('Email').fill(uniqueEmail('invalid'));
    await field('Password').fill('long enough now');
    await field('Confirm Password').fill('long enough not');

    // Assess
    await ui.page.getByText('Your passwords must match').waitFor();
    expect(await create.isDisabled()).toBe(true);
    await field('Confirm Password').fill('long enough now');
    await ui.page.getByText('Your passwords must match').waitFor({ state: 'detached' });
    expect(await create.isEnabled()).toBe(true);
  });

  it('shows a wrong password in a dismissible alert above the button', async () => {
    // Prepare
    const email = uniqueEmail('browser-wrong');
    await signedUpClient(email, PASSWORD);
    await ui.page.goto(`${stackUrl()}${LOGIN_PAGE}`);
    await ui.page.getByRole('tab', { name: 'Sign In' }).click();

    // Act
    await field('Email').fill(email);
    await field('Password').fill('not the password');
    await ui.page.getByRole('button', { name: 'Sign In', exact: true }).click();

    // Assess
    const alert = ui.page.getByRole('alert');
    await alert.getByText('Incorrect username or password').waitFor();
    expect(await field('Email').isEnabled()).toBe(true);

    // Act
    await alert.getByRole('button', { name: 'Dismiss' }).click();

    // Assess
    await alert.waitFor({ state: 'detached' });
  });

  it('lands a sign-in that names no destination on the one account page, /account', async () => {
    // Prepare
    const email = uniqueEmail('browser-lands');
    await signedUpClient(email, PASSWORD);
    await ui.page.goto(`${stackUrl()}/sign-in`);
    await ui.page.getByRole('tab', { name: 'Sign In' }).click();

    // Act
    await field('Email').fill(email);
    await field('Password').fill(PASSWORD);
    await ui.page.getByRole('button', { name: 'Sign In', exact: true }).click();

    // Assess
    await ui.page.waitForURL(`${stackUrl()}/account`);
    await ui.page.getByRole('heading', { name: 'Delete my account' }).waitFor();
  });

  it('resets a forgotten password end to end and is signed in with the new one', async () => {
    // Prepare
    const email = uniqueEmail('browser-forgot');
    await signedUpClient(email, PASSWORD);
    await ui.page.goto(`${stackUrl()}${LOGIN_PAGE}`);
    await ui.page.getByRole('tab', { name: 'Sign In' }).click();

    // Act: ask for a code
    await ui.page.getByRole('button', { name: 'Forgot your password?' }).click();
    await field('Email').fill(email);
    await ui.page.getByRole('button', { name: 'Send code' }).click();
    await ui.page.getByText('It may take a minute to arrive.', { exact: false }).waitFor();

    // Act: enter the code and a new password
    await field('Code').fill(await latestCode(email));
    await field('New Password').fill('a brand new password');
    await field('Confirm Password').fill('a brand new password');
    await ui.page.getByRole('button', { name: 'Submit' }).click();

    // Assess: a finished reset signs the person in with the new password
    await ui.page.getByText(`Logged in as ${email}. Not you?`).waitFor();
  });

  it('signs the user out when the session turns invalid, saying why', async () => {
    // Prepare: signed in on the login page
    const email = uniqueEmail('browser-invalid');
    const client = await signedUpClient(email, PASSWORD);
    await signInContext(ui.context, client);
    await ui.page.goto(`${stackUrl()}${LOGIN_PAGE}`);
    await ui.page.getByText(`Logged in as ${email}. Not you?`).waitFor();
    // The page's own session checks (the authenticator's, the navigation bar's) have answered: the tab is settled.
    await ui.page.waitForLoadState('networkidle');

    // Act: the id token is tampered with while the tab is away, then the tab comes back
    const idToken = client.cookies.get('__Host-skydeck-id')!;
    await ui.context.addCookies([
      {
        name: '__Host-skydeck-id',
        value: `${idToken.slice(0, -4)}AAAA`,
        domain: new URL(stackUrl()).hostname,
        path: '/',
        secure: true,
        httpOnly: true,
        sameSite: 'Strict',
      },
    ]);
    await ui.page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

    // Assess: signed out, the reason shown, the cookies gone
    await ui.page.getByRole('alert').getByText('The user is not authenticated').waitFor();
    await ui.page.getByRole('tab', { name: 'Create Account', selected: true }).waitFor();
    expect((await ui.context.cookies()).map((cookie) => cookie.name)).toEqual([]);
  });

  it('sends an anonymous visitor of /licenses to sign in, then back', async () => {
    // Prepare
    const email = uniqueEmail('browser-guard');
    await signedUpClient(email, PASSWORD);

    // Act
    await ui.page.goto(`${stackUrl()}/licenses`);
    await ui.page.waitForURL(/\/sign-in\?redirect=%2Flicenses$/);
    await field('Email').fill(email);
    await field('Password').fill(PASSWORD);
    await ui.page.getByRole('button', { name: 'Sign In', exact: true }).click();

    // Assess: no verify-contact detour, the e-mail was verified at sign-up
    await ui.page.waitForURL(/\/licenses$/);
    await ui.page.getByRole('heading', { name: 'My licences' }).waitFor();
  });
});

describe('the authenticator in other languages', () => {
  const ui = usePage({ locale: 'de-DE' });

  it("starts in the browser's language and switches the whole page to Hebrew, right to left", async () => {
    // Prepare
    await ui.page.setViewportSize({ width: 390, height: 844 });

    // Act
    await ui.page.goto(`${stackUrl()}${LOGIN_PAGE}`);

    // Assess: German from the browser, at the German address
    await ui.page.getByRole('tab', { name: 'Konto erstellen', selected: true }).waitFor();
    expect(new URL(ui.page.url()).pathname).toBe(`/de${LOGIN_PAGE}`);
    expect(await ui.page.evaluate(() => document.documentElement.lang)).toBe('de');

    // Act: the language switch in the footer
    await ui.page.getByLabel('Sprache').selectOption('he');

    // Assess: the page is Hebrew at its Hebrew address, right to left, and no wider than the screen
    await ui.page.getByRole('tab', { name: 'יצירת חשבון' }).waitFor();
    expect(new URL(ui.page.url()).pathname).toBe(`/he${LOGIN_PAGE}`);
    expect(await ui.page.evaluate(() => [document.documentElement.dir, document.documentElement.scrollWidth])).toEqual([
      'rtl',
      390,
    ]);

    // Act: an English address, after the choice
    await ui.page.goto(`${stackUrl()}${LOGIN_PAGE}`);

    // Assess: the remembered choice wins over the browser's German
    await ui.page.getByRole('tab', { name: 'כניסה' }).waitFor();
    expect(new URL(ui.page.url()).pathname).toBe(`/he${LOGIN_PAGE}`);
  });

  it('answers an empty sign-in with its own translated message, focused on the field', async () => {
    // Prepare
    await ui.page.goto(`${stackUrl()}${LOGIN_PAGE}`);
    await ui.page.getByRole('tab', { name: 'Anmelden' }).click();

    // Act
    await ui.page.getByRole('button', { name: 'Anmelden', exact: true }).click();

    // Assess
    const emptyUsername = (await import('../../web/src/shared/i18n/locales/de')).default[
      'Please enter your e-mail address'
    ];
    await ui.page.getByText(emptyUsername).waitFor();
    expect(await ui.page.getByText('Username cannot be empty').count()).toBe(0);
    expect(await ui.page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('email');
  });
});
