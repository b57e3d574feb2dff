import {
  AUTH_ERROR_PARAM,
  FEDERATED_SIGN_IN_ERRORS,
  isSameSitePath,
  RETURN_TO_PARAM,
  type FederatedSignInError,
} from '@contract/federated-sign-in';
import { PATHS } from '@contract/routes';
import type { WebConfig } from '@contract/web-config';
import { useEffect, useState } from 'react';
import { useLocation, useRouteLoaderData, useSearchParams } from 'react-router';
import { API } from '@contract/api-endpoints';
import { apiHref } from '../../shared/api';
import { loadWebConfig } from '../../shared/config';
import { currentLanguage, useTranslate } from '../../shared/i18n/i18n';
import { localisedPath } from '@contract/languages';
import { markSignedOut } from '../../shared/session';
import { ErrorAlert } from './Fields';

const LABELS = {
  amazon: 'Sign In with Amazon',
  apple: 'Sign In with Apple',
  facebook: 'Sign In with Facebook',
  google: 'Sign In with Google',
} as const;

/**
 * Social sign-in (ADR 252): each configured provider is a link to `/api/auth/federated/<provider>`, a full
 * navigation to the hosted UI and back. It names where to come back to: the page that sent the visitor to sign in,
 * or this one.
 */
export function SocialButtons({ disabled }: { disabled: boolean }) {
  const t = useTranslate();
  // The root route's loader has read the config already: the buttons are there at the first render, not a moment
  // later above a form the visitor already sees (CLS).
  const rootConfig = useRouteLoaderData('root') as WebConfig | undefined;
  const [config, setConfig] = useState<WebConfig | null>(rootConfig ?? null);
  const [search] = useSearchParams();
  const location = useLocation();
  useEffect(() => {
    loadWebConfig().then(setConfig, () => setConfig(null));
  }, []);
  const providers = config?.socialProviders ?? [];
  if (providers.length === 0) return null;
  const redirect = search.get('redirect');
  const inApp = isSameSitePath(redirect)
    ? redirect
    : location.pathname === PATHS.signIn
      ? PATHS.account
      : `${location.pathname}${location.search}`;
  // The server sends the browser back to a site address: the page's, in the page's language.
  const returnTo = localisedPath(inApp, currentLanguage());
  // Signing in again ends an earlier sign-out's "stay signed out" mark, as a password sign-in does.
  const signingIn = () => markSignedOut(false);
  return (
    <div className="auth-social">
      {providers.map((provider) => (
        <a
          key={provider}
          href={apiHref(API.federatedSignIn, { provider }, { [RETURN_TO_PARAM]: returnTo })}
          aria-disabled={disabled}
          onClick={signingIn}
        >
          {t(LABELS[provider])}
        </a>
      ))}
      <p className="auth-divider">{t('or')}</p>
    </div>
  );
}

/** Why a social sign-in came back refused (`?authError=<code>` from the callback), until dismissed. */
export function FederatedSignInAlert() {
  const [search, setSearch] = useSearchParams();
  const code = search.get(AUTH_ERROR_PARAM);
  if (!code || !Object.hasOwn(FEDERATED_SIGN_IN_ERRORS, code)) return null;
  const dismiss = () =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(AUTH_ERROR_PARAM);
        return next;
      },
      { replace: true },
    );
  return <ErrorAlert message={FEDERATED_SIGN_IN_ERRORS[code as FederatedSignInError]} onDismiss={dismiss} />;
}
