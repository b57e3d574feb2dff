import type { FormEvent, ReactNode } from 'react';
import { useTranslate } from '../../shared/i18n/i18n';
import type { TranslationKey } from '../../shared/i18n/locales/en';
import { ErrorAlert } from './Fields';
import type { Authenticator as Auth } from './useAuthenticator';

/** The frame every form shares: heading, fields, the error alert, then the submit button and links. */
export function AuthForm(props: {
  auth: Auth;
  heading?: TranslationKey;
  submitLabel: TranslationKey;
  pendingLabel: TranslationKey;
  onSubmit: () => void;
  submitDisabled?: boolean;
  children: ReactNode;
  links?: ReactNode;
}) {
  const t = useTranslate();
  const { state } = props.auth;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!state.pending && !props.submitDisabled) props.onSubmit();
  };
  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      {/* Each screen is a page of its own for the person using it: its heading is the h1, focused on arrival. */}
      {props.heading ? (
        <h1 tabIndex={-1} data-auth-heading>
          {t(props.heading)}
        </h1>
      ) : null}
      <fieldset disabled={state.pending}>
        {props.children}
        <ErrorAlert message={state.error} onDismiss={props.auth.dismissError} />
        <button type="submit" className="auth-submit" disabled={state.pending || props.submitDisabled}>
          {t(state.pending ? props.pendingLabel : props.submitLabel)}
        </button>
      </fieldset>
      {props.links ? <div className="auth-links">{props.links}</div> : null}
    </form>
  );
}
