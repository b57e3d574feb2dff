import { TOO_MANY_MAILS_MESSAGE } from '../../lambdas/domain/mail-limits';
import de from '../../web/src/shared/i18n/locales/de';
import { uniqueEmail } from '../support/auth-client';
import { usePage } from '../support/browser';
import { SAME_ORIGIN_HEADERS } from '../support/paddle-test-kit';
import { stackUrl } from '../support/stack-url';

const LOGIN_PAGE = '/my-extend-support-subscription';

describe('a mail limit in Chromium: the 429 reads in the visitor\u2019s language (ADR 260)', () => {
  const ui = usePage({ locale: 'de-DE' });

  it('shows the refusal of a sixth reset code within the hour in German', async () => {
    // Prepare: five reset codes to the address this hour
    const email = uniqueEmail('browser-limit');
    for (let reset = 0; reset < 5; reset += 1) {
      const response = await fetch(`${stackUrl()}/api/auth/forgot-password`, {
        method: 'POST',
        headers: SAME_ORIGIN_HEADERS(),
        body: JSON.stringify({ email }),
      });
      expect(response.status).toBe(200);
    }
    await ui.page.goto(`${stackUrl()}${LOGIN_PAGE}`);
    await ui.page.getByRole('tab', { name: 'Anmelden' }).click();

    // Act
    await ui.page.getByRole('button', { name: de['Forgot your password?'] }).click();
    await ui.page.getByLabel(de.Email, { exact: true }).fill(email);
    await ui.page.getByRole('button', { name: de['Send code'] }).click();

    // Assess
    await ui.page.getByRole('alert').getByText(de[TOO_MANY_MAILS_MESSAGE]).waitFor();
    expect(await ui.page.getByText(TOO_MANY_MAILS_MESSAGE).count()).toBe(0);
    expect(ui.pageErrors).toEqual([]);
  });
});
