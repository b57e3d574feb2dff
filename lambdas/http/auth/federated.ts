import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import {
  AUTH_ERROR_PARAM,
  isSameSitePath,
  RETURN_TO_PARAM,
  type FederatedSignInError,
} from '../../contract/federated-sign-in';
import { PATHS } from '../../contract/routes';
import { oauthStateKey } from '../../adapters/challenge-key';
import { cognitoEnvironment } from '../../adapters/cognito';
import { exchangeAuthorizationCode } from '../../adapters/cognito-oauth';
import { logger } from '../../adapters/logger';
import { verifyIdToken } from '../../adapters/token-verifier';
import { sessionCookies } from '../cookies';
import { notFound } from '../errors';
import {
  checkOAuthState,
  codeChallengeOf,
  expireOAuthStateCookie,
  newOAuthAttempt,
  oauthStateCookie,
} from '../oauth-state';
import type { ApiResult } from '../responses';

/**
 * Social sign-in through Cognito's hosted UI (ADR 252): a redirect out with a sealed `Lax` state cookie and PKCE,
 * and the callback that checks the state against that cookie and turns the code into a session. The same code runs
 * in the cloud and locally, where the hosted-UI stand-in (infra/local/hosted-ui/) plays Cognito on another site.
 */
const PROVIDERS: Readonly<Record<string, string>> = {
  amazon: 'LoginWithAmazon',
  apple: 'SignInWithApple',
  facebook: 'Facebook',
  google: 'Google',
};
const AFTER_FEDERATED_SIGN_IN = PATHS.account;

function siteOrigin(event: APIGatewayProxyEventV2): string {
  const host = event.headers?.['x-forwarded-host'] ?? event.headers?.host ?? event.requestContext.domainName;
  const local = /^(localhost|127\.0\.0\.1)(:\d+)?$/.test(host);
  return `${local ? 'http' : 'https'}://${host}`;
}

const callbackUri = (event: APIGatewayProxyEventV2) => `${siteOrigin(event)}/api/auth/federated/callback`;

function redirect(location: string, cookies: string[] = []): ApiResult {
  return {
    statusCode: 302,
    headers: { location, 'cache-control': 'no-store' },
    ...(cookies.length > 0 ? { cookies } : {}),
    body: '',
  };
}

/** Back to the sign-in page, which shows the code's sentence and still knows where the person was going. */
function failed(code: FederatedSignInError, returnTo: string): ApiResult {
  const query = new URLSearchParams({ redirect: returnTo, [AUTH_ERROR_PARAM]: code });
  return redirect(`${PATHS.signIn}?${query}`, [expireOAuthStateCookie()]);
}

export async function federatedStart(event: APIGatewayProxyEventV2, provider: string): Promise<ApiResult> {
  const identityProvider = PROVIDERS[provider];
  if (!identityProvider) throw notFound(`Unsupported social provider: ${provider}`, 'UNSUPPORTED_PROVIDER');
  const domain = cognitoEnvironment.hostedUiDomain;
  if (!domain || !cognitoEnvironment.socialProviders.includes(provider)) {
    throw notFound('Federation requires either a User Pool or Identity Pool in config', 'FEDERATION_NOT_CONFIGURED');
  }
  const wanted = event.queryStringParameters?.[RETURN_TO_PARAM];
  const attempt = newOAuthAttempt(provider, isSameSitePath(wanted) ? wanted : AFTER_FEDERATED_SIGN_IN);
  const query = new URLSearchParams({
    identity_provider: identityProvider,
    redirect_uri: callbackUri(event),
    response_type: 'code',
    client_id: cognitoEnvironment.clientId,
    scope: 'openid email',
    state: attempt.state,
    code_challenge: codeChallengeOf(attempt.codeVerifier),
    code_challenge_method: 'S256',
  });
  return redirect(`${domain}/oauth2/authorize?${query}`, [oauthStateCookie(attempt, await oauthStateKey())]);
}

export async function federatedCallback(event: APIGatewayProxyEventV2): Promise<ApiResult> {
  const domain = cognitoEnvironment.hostedUiDomain;
  if (!domain) throw notFound('OAuth responses require a User Pool defined in config', 'FEDERATION_NOT_CONFIGURED');
  const query = event.queryStringParameters ?? {};
  const checked = checkOAuthState(event, query.state, await oauthStateKey());
  if ('problem' in checked) {
    logger.warn('Social sign-in callback refused', { problem: checked.problem });
    return failed(checked.problem === 'invalid' ? 'OAUTH_STATE_INVALID' : 'OAUTH_STATE_EXPIRED', PATHS.account);
  }
  const { attempt } = checked;
  // Cancelled or refused at the provider: Cognito passes its error on with our state.
  if (query.error || !query.code) return failed('FEDERATED_SIGN_IN_FAILED', attempt.returnTo);
  const tokens = await exchangeAuthorizationCode({
    domain,
    clientId: cognitoEnvironment.clientId,
    code: query.code,
    redirectUri: callbackUri(event),
    codeVerifier: attempt.codeVerifier,
  });
  if (!tokens || !(await verifyIdToken(tokens.idToken).catch(() => undefined)))
    return failed('FEDERATED_SIGN_IN_FAILED', attempt.returnTo);
  return redirect(attempt.returnTo, [...sessionCookies(tokens), expireOAuthStateCookie()]);
}
