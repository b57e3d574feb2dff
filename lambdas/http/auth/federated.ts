import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { randomBytes } from 'node:crypto';
import { cognitoEnvironment } from '../../adapters/cognito';
import { exchangeAuthorizationCode } from '../../adapters/cognito-oauth';
import { verifyIdToken } from '../../adapters/token-verifier';
import { expireCookie, readCookies, serializeCookie, sessionCookies } from '../cookies';
import { notFound } from '../errors';
import type { ApiResult } from '../responses';

/** Social sign-in through Cognito's hosted UI: a redirect out, and the callback that turns its code into a session. */
const PROVIDERS: Readonly<Record<string, string>> = {
  amazon: 'LoginWithAmazon',
  apple: 'SignInWithApple',
  facebook: 'Facebook',
  google: 'Google',
};
const OAUTH_STATE_COOKIE = '__Host-skydeck-oauth-state';
const AFTER_FEDERATED_SIGN_IN = '/my-extend-support-subscription';
const FAILED = 'The sign-in could not be completed. Please try again.';

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

export function federatedStart(event: APIGatewayProxyEventV2, provider: string): ApiResult {
  const identityProvider = PROVIDERS[provider];
  if (!identityProvider) throw notFound(`Unsupported social provider: ${provider}`, 'UNSUPPORTED_PROVIDER');
  const domain = cognitoEnvironment.hostedUiDomain;
  if (!domain || !cognitoEnvironment.socialProviders.includes(provider)) {
    throw notFound('Federation requires either a User Pool or Identity Pool in config', 'FEDERATION_NOT_CONFIGURED');
  }
  const state = randomBytes(24).toString('base64url');
  const query = new URLSearchParams({
    identity_provider: identityProvider,
    redirect_uri: callbackUri(event),
    response_type: 'code',
    client_id: cognitoEnvironment.clientId,
    scope: 'openid email',
    state,
  });
  return redirect(`${domain}/oauth2/authorize?${query}`, [
    serializeCookie(OAUTH_STATE_COOKIE, state, { maxAgeSeconds: 600 }),
  ]);
}

export async function federatedCallback(event: APIGatewayProxyEventV2): Promise<ApiResult> {
  const domain = cognitoEnvironment.hostedUiDomain;
  if (!domain) throw notFound('OAuth responses require a User Pool defined in config', 'FEDERATION_NOT_CONFIGURED');
  const query = event.queryStringParameters ?? {};
  const fail = (message: string) =>
    redirect(`${AFTER_FEDERATED_SIGN_IN}?authError=${encodeURIComponent(message)}`, [expireCookie(OAUTH_STATE_COOKIE)]);
  if (query.error) return fail(query.error_description ?? query.error);
  const expectedState = readCookies(event)[OAUTH_STATE_COOKIE];
  if (!query.code || !query.state || !expectedState || query.state !== expectedState) return fail(FAILED);
  const tokens = await exchangeAuthorizationCode({
    domain,
    clientId: cognitoEnvironment.clientId,
    code: query.code,
    redirectUri: callbackUri(event),
  });
  if (!tokens || !(await verifyIdToken(tokens.idToken).catch(() => undefined))) return fail(FAILED);
  return redirect(AFTER_FEDERATED_SIGN_IN, [...sessionCookies(tokens), expireCookie(OAUTH_STATE_COOKIE)]);
}
