import type { InitialAuthRoute } from '@domain/auth/routes';
import type { ComponentType, MouseEvent } from 'react';
import { directionOf, useLanguage, useTranslate } from '../../shared/i18n/i18n';
import type { TranslationKey } from '../../shared/i18n/locales/en';
import { SESSION_OUTAGE_MESSAGE, type SessionUser } from '../../shared/session';
import { Notice } from '../../shared/ui/Notice';
import { partsText } from '../../shared/ui/texts';
import { AuthenticatorBox } from './Authenticator';
import { useAuthenticator } from './useAuthenticator';
import './authenticator.css';

export interface SignedInContentProps {
  readonly user: SessionUser;
}

export interface AuthenticatedPageOptions {
  readonly initialRoute: InitialAuthRoute;
  /** The sentence anonymous visitors read above the authentication box. */
  readonly intro?: TranslationKey;
  /**
   * While the session is checked, show the first form already, disabled, instead of a loading box: for the page
   * anonymous visitors are sent to (`/sign-in`), whose shell document paints that form before any script (ADR 350).
   */
  readonly formWhileChecking?: boolean;
}

/**
 * A page behind the authenticator: anonymous visitors see the intro and the authentication box; signed-in users
 * see the banner 'Logged in as {email}. Not you?' with a Sign out link, and the page's content.
 */
export function withAuthenticator(Content: ComponentType<SignedInContentProps>, options: AuthenticatedPageOptions) {
  return function AuthenticatedPage() {
    const t = useTranslate();
    const language = useLanguage();
    const auth = useAuthenticator(options.initialRoute);
    const { state } = auth;
    if (auth.outage) {
      return (
        <Notice tone="error" onRetry={auth.retrySessionCheck}>
          <p>{partsText(SESSION_OUTAGE_MESSAGE)}</p>
        </Notice>
      );
    }
    if (state.route === 'authenticated' && state.user) {
      const signOut = (event: MouseEvent) => {
        event.preventDefault();
        auth.signOut();
      };
      return (
        <>
          <p className="signed-in-banner" role="status" lang={language} dir={directionOf(language)}>
            {t('Logged in as {{email}}. Not you?', { email: state.user.email })}{' '}
            <a href="#sign-out" onClick={signOut}>
              {t('Sign out')}
            </a>
          </p>
          <Content user={state.user} />
        </>
      );
    }
    return (
      <div>
        {options.intro && state.route !== 'idle' && state.route !== 'setup' ? (
          <p className="auth-intro" lang={language} dir={directionOf(language)}>
            {t(options.intro)}
          </p>
        ) : options.intro ? (
          // The intro's line, kept while the session is checked, so that the box does not move when it shows (CLS).
          <p className="auth-intro" aria-hidden="true">
            {'\u00a0'}
          </p>
        ) : null}
        {options.formWhileChecking && (state.route === 'idle' || state.route === 'setup') ? (
          // A disabled fieldset: nothing can be typed or pressed before the check has answered.
          <fieldset className="auth-checking" disabled>
            <AuthenticatorBox auth={{ ...auth, state: { ...state, route: state.initialRoute, pending: false } }} />
          </fieldset>
        ) : (
          <AuthenticatorBox auth={auth} />
        )}
      </div>
    );
  };
}
