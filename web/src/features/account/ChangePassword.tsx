import { useRef } from 'react';
import { useFetcher, type ActionFunctionArgs } from 'react-router';
import { passwordErrors } from '@domain/auth/validation';
import { translateMessage } from '../../shared/i18n/api-messages';
import { currentLanguage, sharedText } from '../../shared/i18n/i18n';
import { API } from '@contract/api-endpoints';
import { ApiError, callApi } from '../../shared/api';
import { Card } from '../../shared/ui/Card';
import { Notice } from '../../shared/ui/Notice';
import { TextField } from '../../shared/ui/TextField';
import { problemOf, useOnce } from './portal';
import { t } from './texts';

/** Change password: the same rules as sign-up here (the API checks them again). */
export async function changePasswordAction({
  request,
}: ActionFunctionArgs): Promise<{ ok: boolean; message: string; field?: string | undefined }> {
  const form = await request.formData();
  const previousPassword = String(form.get('previousPassword') ?? '');
  const password = String(form.get('password') ?? '');
  const policy = passwordErrors(password);
  if (policy.length > 0)
    return {
      ok: false,
      message: policy.map((problem) => translateMessage(sharedText, problem)).join('; '),
      field: 'password',
    };
  if (password !== String(form.get('confirm') ?? ''))
    return { ok: false, message: sharedText('Your passwords must match'), field: 'confirm' };
  try {
    await callApi(API.authStep, {
      params: { step: 'change-password' },
      body: { previousPassword, password, language: currentLanguage() },
    });
    return {
      ok: true,
      message: t('Your password has been changed. Every other device where you were signed in has been signed out.'),
    };
  } catch (error) {
    const [field, sentence] = error instanceof ApiError ? (Object.entries(error.fields)[0] ?? []) : [];
    return { ok: false, message: translateMessage(sharedText, sentence ?? problemOf(error)), field };
  }
}

/**
 * A person who signs in with Google or Apple has no password here (ADR 487): the card says where it lives instead of
 * asking for one they do not have.
 */
export function FederatedPassword() {
  return (
    <Card as="section" aria-labelledby="change-password-heading">
      <h2 id="change-password-heading">{t('Password')}</h2>
      <p data-testid="federated-password">
        {t(
          'You sign in with Google or Apple, so your password is kept there, not here. Change it in your Google or Apple account.',
        )}
      </p>
    </Card>
  );
}

export function ChangePassword() {
  const fetcher = useFetcher<Awaited<ReturnType<typeof changePasswordAction>>>();
  const form = useRef<HTMLFormElement>(null);
  useOnce(fetcher.data?.ok ? fetcher.data : undefined, () => form.current?.reset());
  const refused = fetcher.data && !fetcher.data.ok ? fetcher.data : undefined;
  const fieldProblem = (name: string) => (refused?.field === name ? refused.message : undefined);
  return (
    <Card as="section" aria-labelledby="change-password-heading">
      <fetcher.Form method="post" className="portal-form" ref={form}>
        <h2 id="change-password-heading">{t('Change password')}</h2>
        <TextField
          id="current-password"
          name="previousPassword"
          label={t('Current password')}
          type="password"
          autoComplete="current-password"
          required
          error={fieldProblem('previousPassword')}
        />
        <TextField
          id="new-password"
          name="password"
          label={t('New password')}
          type="password"
          autoComplete="new-password"
          required
          hint={t('At least 10 characters.')}
          error={fieldProblem('password')}
        />
        <TextField
          id="confirm-new-password"
          name="confirm"
          label={t('Confirm new password')}
          type="password"
          autoComplete="new-password"
          required
          error={fieldProblem('confirm')}
        />
        {fetcher.data && !fetcher.data.field && (
          <Notice tone={fetcher.data.ok ? 'success' : 'error'}>
            <p>{fetcher.data.message}</p>
          </Notice>
        )}
        <button type="submit" className="button primary" disabled={fetcher.state !== 'idle'}>
          {t('Change password')}
        </button>
      </fetcher.Form>
    </Card>
  );
}
