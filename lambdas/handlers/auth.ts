import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { randomBytes } from 'node:crypto';
import * as z from 'zod';
import { cognito, cognitoEnvironment, CognitoFailure, type AuthStep, type SessionTokens } from '../adapters/cognito';
import { verifyIdToken } from '../adapters/token-verifier';
import { BRAND } from '../domain/brand';
import {
  contactsOf,
  INCORRECT_CREDENTIALS,
  isCredentialError,
  isInvalidSessionMessage,
  maskEmail,
  routeAfterSignIn,
  routeForSignInError,
  totpUri,
} from '../domain/auth/outcomes';
import type { AuthAnswer, CodeDelivery } from '../domain/auth/routes';
import { AUTH_REJECTIONS, normaliseEmail, passwordErrors } from '../domain/auth/validation';
import { apiHandler } from '../http/api-handler';
import {
  challengeCookie,
  clearSessionCookies,
  COOKIE_NAMES,
  expireCookie,
  readChallenge,
  readCookies,
  serializeCookie,
  sessionCookies,
  type ChallengeState,
} from '../http/cookies';
import { assertSameOriginRequest } from '../http/csrf';
import { HttpError, notFound } from '../http/errors';
import { json, type ApiResult } from '../http/responses';
import { parseInput, readJsonBody } from '../http/validation';
import { findSession, requireSession, SessionError, sessionErrorResult } from '../http/session';

/**
 * The authenticator's backend-for-frontend (DESIGN.md §5): `/api/auth/<step>`. Each step calls Cognito, keeps
 * tokens and challenge sessions in HttpOnly cookies, and answers with the next authenticator route (SPEC.md §4).
 */

// ---- input ---------------------------------------------------------------------------------------------------

const email = z
  .string({ error: AUTH_REJECTIONS.EmptyUsername })
  .transform((value) => normaliseEmail(value))
  .pipe(
    z
      .string()
      .min(1, { error: AUTH_REJECTIONS.EmptyUsername, abort: true })
      .max(254, { error: 'is too long' })
      .regex(/^[^\s@]+@[^\s@]+$/, { error: 'must be an e-mail address' }),
  );
/** Passwords are never trimmed (SPEC.md §5). */
const password = z.string({ error: AUTH_REJECTIONS.EmptyPassword }).min(1, { error: AUTH_REJECTIONS.EmptyPassword }).max(256, { error: 'is too long' });
const code = z
  .string({ error: AUTH_REJECTIONS.EmptyCode })
  .transform((value) => value.trim())
  .pipe(z.string().min(1, { error: AUTH_REJECTIONS.EmptyCode }).max(20, { error: 'is too long' }));
const contactAttribute = z.enum(['email', 'phone_number'], { error: 'must be email or phone_number' });

const schemas = {
  credentials: z.object({ email, password }),
  confirmSignUp: z.object({ email, code, password: password.optional() }),
  emailOnly: z.object({ email }),
  codeOnly: z.object({ code }),
  challengeCode: z.object({
    code: z
      .string({ error: AUTH_REJECTIONS.EmptyChallengeResponse })
      .transform((value) => value.trim())
      .pipe(z.string().min(1, { error: AUTH_REJECTIONS.EmptyChallengeResponse }).max(20, { error: 'is too long' })),
  }),
  newPassword: z.object({ password, attributes: z.record(z.string().max(64), z.string().max(2048)).optional() }),
  confirmForgotPassword: z.object({ email, code, password }),
  changePassword: z.object({ previousPassword: password, password }),
  verifyContact: z.object({ attribute: contactAttribute }),
  confirmVerifyContact: z.object({ attribute: contactAttribute, code }),
};


/** The API enforces the pool's password policy itself: the local emulator does not. */
function assertPasswordPolicy(candidate: string): void {
  const errors = passwordErrors(candidate);
  if (errors.length > 0) throw new HttpError(400, 'INVALID_PASSWORD', errors.join('; '));
}

// ---- Cognito errors in the words people see --------------------------------------------------------------------

const COGNITO_ERRORS: Readonly<Record<string, { status: number; code: string; message?: string }>> = {
  UsernameExistsException: { status: 409, code: 'USER_EXISTS', message: 'An account with the given email already exists.' },
  CodeMismatchException: { status: 400, code: 'CODE_MISMATCH', message: 'Invalid verification code provided, please try again.' },
  ExpiredCodeException: { status: 400, code: 'CODE_EXPIRED', message: 'Invalid code provided, please request a code again.' },
  LimitExceededException: { status: 429, code: 'LIMIT_EXCEEDED', message: 'Attempt limit exceeded, please try after some time.' },
  TooManyRequestsException: { status: 429, code: 'LIMIT_EXCEEDED', message: 'Attempt limit exceeded, please try after some time.' },
  TooManyFailedAttemptsException: { status: 429, code: 'PASSWORD_ATTEMPTS_EXCEEDED', message: 'Password attempts exceeded' },
  InvalidPasswordException: { status: 400, code: 'INVALID_PASSWORD' },
  InvalidParameterException: { status: 400, code: 'INVALID_PARAMETER' },
  NotAuthorizedException: { status: 401, code: 'NOT_AUTHORIZED' },
  UserNotConfirmedException: { status: 400, code: 'USER_NOT_CONFIRMED' },
  PasswordResetRequiredException: { status: 400, code: 'PASSWORD_RESET_REQUIRED' },
  EnableSoftwareTokenMFAException: { status: 400, code: 'CODE_MISMATCH', message: 'Invalid verification code provided, please try again.' },
  // cognito-local lacks some operations (DESIGN.md §3); say so rather than fail obscurely.
  Unsupported: { status: 501, code: 'NOT_SUPPORTED_LOCALLY', message: 'The local Cognito emulator does not support this step.' },
};

function toHttpError(error: unknown): unknown {
  if (!(error instanceof CognitoFailure)) return error;
  const known = COGNITO_ERRORS[error.exception];
  return known ? new HttpError(known.status, known.code, known.message ?? error.message) : error;
}

/** Runs a Cognito step; its errors become the contract's 4xx answers. */
async function step<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toHttpError(error);
  }
}

// ---- answers ---------------------------------------------------------------------------------------------------

function answer(payload: AuthAnswer, cookies: string[] = []): ApiResult {
  return json(200, payload, cookies.length > 0 ? { cookies } : {});
}

/** After a sign-in step: a challenge's screen (its Session in a cookie), verify contact, or signed in. */
async function answerStep(result: AuthStep, username: string, options: { checkContacts: boolean }): Promise<ApiResult> {
  if (result.kind === 'challenge') {
    const next = routeAfterSignIn(result.challengeName);
    const cookie = challengeCookie({ username: result.parameters.USER_ID_FOR_SRP ?? username, session: result.session, challengeName: result.challengeName });
    const destination = result.parameters.CODE_DELIVERY_DESTINATION;
    return answer(
      {
        next,
        username,
        ...(next === 'confirmSignIn' ? { challengeName: result.challengeName as 'SMS_MFA' | 'SOFTWARE_TOKEN_MFA' } : {}),
        ...(destination ? { codeDelivery: { medium: result.parameters.CODE_DELIVERY_DELIVERY_MEDIUM === 'EMAIL' ? 'EMAIL' : 'SMS', destination } } : {}),
      },
      [cookie],
    );
  }
  return answerSignedIn(result.tokens, options);
}

async function answerSignedIn(tokens: SessionTokens, options: { checkContacts: boolean }): Promise<ApiResult> {
  const { email: verifiedEmail } = await verifyIdToken(tokens.idToken);
  const user = { email: verifiedEmail };
  const cookies = sessionCookies(tokens);
  if (!options.checkContacts) return answer({ next: 'authenticated', user }, cookies);
  const contacts = contactsOf(await step(() => cognito.getUserAttributes(tokens.accessToken)));
  const next = routeAfterSignIn(undefined, contacts);
  return answer(next === 'verifyUser' ? { next, user, unverifiedContacts: contacts.unverified } : { next, user }, cookies);
}

function requireChallenge(event: APIGatewayProxyEventV2, accepted: readonly string[]): ChallengeState {
  const challenge = readChallenge(event);
  if (!challenge || !accepted.includes(challenge.challengeName)) {
    throw new HttpError(401, 'CHALLENGE_EXPIRED', 'This sign-in step has expired. Please sign in again.');
  }
  return challenge;
}

// ---- steps -----------------------------------------------------------------------------------------------------

type Step = (event: APIGatewayProxyEventV2) => Promise<ApiResult>;

async function signIn(address: string, secret: string): Promise<ApiResult> {
  try {
    return await answerStep(await cognito.signIn(address, secret), address, { checkContacts: true });
  } catch (error) {
    if (!(error instanceof CognitoFailure)) throw error;
    const intent = routeForSignInError(error.exception);
    if (intent === 'confirmSignUp') {
      // The code from sign-up may be gone; ask for a fresh one where the pool can send it.
      const codeDelivery = await cognito.resendConfirmationCode(address).catch((): CodeDelivery => ({ medium: 'EMAIL', destination: maskEmail(address) }));
      return answer({ next: intent, username: address, codeDelivery });
    }
    if (intent) return answer({ next: intent, username: address, codeDelivery: { medium: 'EMAIL', destination: maskEmail(address) } });
    // An unknown e-mail and a wrong password must read the same (no account enumeration).
    if (isCredentialError(error.exception) && error.message !== 'Password attempts exceeded') {
      throw new HttpError(401, 'INCORRECT_CREDENTIALS', INCORRECT_CREDENTIALS);
    }
    throw toHttpError(error);
  }
}

const POST_STEPS: Readonly<Record<string, Step>> = {
  'sign-up': async (event) => {
    const input = parseInput(schemas.credentials, readJsonBody(event));
    assertPasswordPolicy(input.password);
    const result = await step(() => cognito.signUp(input.email, input.password));
    // Already confirmed (a pre-sign-up trigger may do that): skip the code and sign in automatically.
    if (result.userConfirmed) return step(async () => answerStep(await cognito.signIn(input.email, input.password), input.email, { checkContacts: false }));
    return answer({ next: 'confirmSignUp', username: input.email, codeDelivery: { medium: result.codeDelivery.medium, destination: maskEmail(input.email) } });
  },

  'confirm-sign-up': async (event) => {
    const input = parseInput(schemas.confirmSignUp, readJsonBody(event));
    await step(() => cognito.confirmSignUp(input.email, input.code));
    if (input.password === undefined) return answer({ next: 'signIn', username: input.email });
    const secret = input.password;
    // Auto sign-in after confirmation, as Amplify's autoSignIn: no verify-contact detour.
    return step(async () => answerStep(await cognito.signIn(input.email, secret), input.email, { checkContacts: false }));
  },

  'resend-sign-up-code': async (event) => {
    const input = parseInput(schemas.emailOnly, readJsonBody(event));
    const codeDelivery = await step(() => cognito.resendConfirmationCode(input.email));
    return answer({ next: 'confirmSignUp', username: input.email, codeDelivery: { medium: codeDelivery.medium, destination: maskEmail(input.email) } });
  },

  'sign-in': async (event) => {
    const input = parseInput(schemas.credentials, readJsonBody(event));
    return signIn(input.email, input.password);
  },

  'confirm-sign-in': async (event) => {
    const challenge = requireChallenge(event, ['SMS_MFA', 'SOFTWARE_TOKEN_MFA']);
    const input = parseInput(schemas.challengeCode, readJsonBody(event));
    const field = challenge.challengeName === 'SMS_MFA' ? 'SMS_MFA_CODE' : 'SOFTWARE_TOKEN_MFA_CODE';
    const result = await step(() =>
      cognito.respondToChallenge(challenge.challengeName, challenge.session, { USERNAME: challenge.username, [field]: input.code }),
    );
    return step(() => answerStep(result, challenge.username, { checkContacts: true }));
  },

  'setup-totp': async (event) => {
    const challenge = requireChallenge(event, ['MFA_SETUP']);
    const { secret, session } = await step(() => cognito.associateSoftwareToken({ session: challenge.session }));
    const issuedTo = readChallengeEmail(challenge);
    return answer({ next: 'setupTOTP', totp: { secret, uri: totpUri(BRAND.name, issuedTo, secret) } }, [
      challengeCookie({ ...challenge, session: session ?? challenge.session }),
    ]);
  },

  'verify-totp': async (event) => {
    const challenge = requireChallenge(event, ['MFA_SETUP']);
    const input = parseInput(schemas.challengeCode, readJsonBody(event));
    const verified = await step(() => cognito.verifySoftwareToken({ session: challenge.session }, input.code));
    const result = await step(() =>
      cognito.respondToChallenge('MFA_SETUP', verified.session ?? challenge.session, { USERNAME: challenge.username }),
    );
    return step(() => answerStep(result, challenge.username, { checkContacts: true }));
  },

  'force-new-password': async (event) => {
    const challenge = requireChallenge(event, ['NEW_PASSWORD_REQUIRED']);
    const input = parseInput(schemas.newPassword, readJsonBody(event));
    assertPasswordPolicy(input.password);
    const attributes = Object.fromEntries(
      Object.entries(input.attributes ?? {})
        // Cognito refuses writes to sub and to *_verified (SPEC.md §5, attribute update).
        .filter(([name]) => name !== 'sub' && !name.includes('_verified'))
        .map(([name, value]) => [`userAttributes.${name}`, value.trim()]),
    );
    const result = await step(() =>
      cognito.respondToChallenge('NEW_PASSWORD_REQUIRED', challenge.session, { USERNAME: challenge.username, NEW_PASSWORD: input.password, ...attributes }),
    );
    return step(() => answerStep(result, challenge.username, { checkContacts: true }));
  },

  'forgot-password': async (event) => {
    const input = parseInput(schemas.emailOnly, readJsonBody(event));
    try {
      await cognito.forgotPassword(input.email);
    } catch (error) {
      // Unknown and known e-mails get the same answer (no account enumeration).
      if (!(error instanceof CognitoFailure && error.exception === 'UserNotFoundException')) throw toHttpError(error);
    }
    return answer({ next: 'confirmResetPassword', username: input.email, codeDelivery: { medium: 'EMAIL', destination: maskEmail(input.email) } });
  },

  'confirm-forgot-password': async (event) => {
    const input = parseInput(schemas.confirmForgotPassword, readJsonBody(event));
    assertPasswordPolicy(input.password);
    try {
      await cognito.confirmForgotPassword(input.email, input.code, input.password);
    } catch (error) {
      // An unknown e-mail reads like a wrong code.
      if (error instanceof CognitoFailure && error.exception === 'UserNotFoundException') throw toHttpError(new CognitoFailure('CodeMismatchException', ''));
      throw toHttpError(error);
    }
    return answer({ next: 'signIn', username: input.email });
  },

  'verify-contact': async (event) => {
    const input = parseInput(schemas.verifyContact, readJsonBody(event));
    const { caller, cookies } = await requireSession(event);
    const accessToken = requireAccessToken(caller.accessToken);
    const delivery = await step(() => cognito.sendAttributeCode(accessToken, input.attribute, caller.email));
    const destination = input.attribute === 'email' ? maskEmail(caller.email) : delivery.destination;
    return answer({ next: 'confirmVerifyUser', user: { email: caller.email }, codeDelivery: { medium: delivery.medium, destination } }, cookies);
  },

  'confirm-verify-contact': async (event) => {
    const input = parseInput(schemas.confirmVerifyContact, readJsonBody(event));
    const { caller, cookies } = await requireSession(event);
    const accessToken = requireAccessToken(caller.accessToken);
    await step(() => cognito.verifyAttribute(accessToken, input.attribute, input.code));
    return answer({ next: 'authenticated', user: { email: caller.email } }, cookies);
  },

  // My account (issue 6): Cognito's ChangePassword with the signed-in user's access token, same password rules.
  'change-password': async (event) => {
    const input = parseInput(schemas.changePassword, readJsonBody(event));
    const { caller, cookies } = await requireSession(event);
    const accessToken = requireAccessToken(caller.accessToken, 'Changing the password needs a browser session.');
    assertPasswordPolicy(input.password);
    try {
      await cognito.changePassword(accessToken, input.previousPassword, input.password);
    } catch (error) {
      if (error instanceof CognitoFailure && isInvalidSessionMessage(error.message)) throw new SessionError('INVALID_SESSION', error.message, true);
      // A wrong current password: Cognito says NotAuthorized; cognito-local says 'Invalid password' (the new one
      // already passed the policy above, so that message can only mean the current one).
      const wrongCurrent =
        error instanceof CognitoFailure &&
        (error.exception === 'NotAuthorizedException' || (error.exception === 'InvalidPasswordException' && error.message === 'Invalid password'));
      if (wrongCurrent) {
        throw new HttpError(400, 'INCORRECT_PASSWORD', 'The current password is not correct.');
      }
      throw toHttpError(error);
    }
    return answer({ next: 'authenticated', user: { email: caller.email } }, cookies);
  },

  'sign-out': async (event) => {
    const refreshToken = readCookies(event)[COOKIE_NAMES.refreshToken];
    // Sign-out ends whether Cognito's revocation succeeds or not; the cookies go either way.
    if (refreshToken) await cognito.revokeToken(refreshToken).catch(() => undefined);
    return answer({ next: 'setup' }, clearSessionCookies());
  },
};

function requireAccessToken(accessToken: string | undefined, reason = 'Verifying a contact needs a browser session.'): string {
  if (!accessToken) throw new SessionError('NOT_SIGNED_IN', reason, false);
  return accessToken;
}

function readChallengeEmail(challenge: ChallengeState): string {
  return challenge.username.includes('@') ? challenge.username : `${BRAND.name} account`;
}

// ---- federated sign-in -----------------------------------------------------------------------------------------

const PROVIDERS: Readonly<Record<string, string>> = {
  amazon: 'LoginWithAmazon',
  apple: 'SignInWithApple',
  facebook: 'Facebook',
  google: 'Google',
};
const OAUTH_STATE_COOKIE = '__Host-skydeck-oauth-state';
const AFTER_FEDERATED_SIGN_IN = '/my-extend-support-subscription';

function siteOrigin(event: APIGatewayProxyEventV2): string {
  const host = event.headers?.['x-forwarded-host'] ?? event.headers?.host ?? event.requestContext.domainName;
  const local = /^(localhost|127\.0\.0\.1)(:\d+)?$/.test(host);
  return `${local ? 'http' : 'https'}://${host}`;
}

function redirect(location: string, cookies: string[] = []): ApiResult {
  return { statusCode: 302, headers: { location, 'cache-control': 'no-store' }, ...(cookies.length > 0 ? { cookies } : {}), body: '' };
}

function federatedStart(event: APIGatewayProxyEventV2, provider: string): ApiResult {
  const identityProvider = PROVIDERS[provider];
  if (!identityProvider) throw notFound(`Unsupported social provider: ${provider}`, 'UNSUPPORTED_PROVIDER');
  const domain = cognitoEnvironment.hostedUiDomain;
  if (!domain || !cognitoEnvironment.socialProviders.includes(provider)) {
    throw notFound('Federation requires either a User Pool or Identity Pool in config', 'FEDERATION_NOT_CONFIGURED');
  }
  const state = randomBytes(24).toString('base64url');
  const query = new URLSearchParams({
    identity_provider: identityProvider,
    redirect_uri: `${siteOrigin(event)}/api/auth/federated/callback`,
    response_type: 'code',
    client_id: cognitoEnvironment.clientId,
    scope: 'openid email',
    state,
  });
  return redirect(`${domain}/oauth2/authorize?${query}`, [serializeCookie(OAUTH_STATE_COOKIE, state, { maxAgeSeconds: 600 })]);
}

async function federatedCallback(event: APIGatewayProxyEventV2): Promise<ApiResult> {
  const domain = cognitoEnvironment.hostedUiDomain;
  if (!domain) throw notFound('OAuth responses require a User Pool defined in config', 'FEDERATION_NOT_CONFIGURED');
  const query = event.queryStringParameters ?? {};
  const fail = (message: string) =>
    redirect(`${AFTER_FEDERATED_SIGN_IN}?authError=${encodeURIComponent(message)}`, [expireCookie(OAUTH_STATE_COOKIE)]);
  if (query.error) return fail(query.error_description ?? query.error);
  const expectedState = readCookies(event)[OAUTH_STATE_COOKIE];
  if (!query.code || !query.state || !expectedState || query.state !== expectedState) return fail('The sign-in could not be completed. Please try again.');
  const response = await fetch(`${domain}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: cognitoEnvironment.clientId,
      code: query.code,
      redirect_uri: `${siteOrigin(event)}/api/auth/federated/callback`,
    }),
  }).catch(() => undefined);
  if (!response?.ok) return fail('The sign-in could not be completed. Please try again.');
  const tokens = (await response.json()) as { id_token?: string; access_token?: string; refresh_token?: string; expires_in?: number };
  if (!tokens.id_token || !tokens.access_token) return fail('The sign-in could not be completed. Please try again.');
  await verifyIdToken(tokens.id_token);
  return redirect(AFTER_FEDERATED_SIGN_IN, [
    ...sessionCookies({
      idToken: tokens.id_token,
      accessToken: tokens.access_token,
      ...(tokens.refresh_token ? { refreshToken: tokens.refresh_token } : {}),
      expiresInSeconds: tokens.expires_in ?? 3600,
    }),
    expireCookie(OAUTH_STATE_COOKIE),
  ]);
}

// ---- the handler -----------------------------------------------------------------------------------------------

async function session(event: APIGatewayProxyEventV2): Promise<ApiResult> {
  try {
    const found = await findSession(event, { confirmWithCognito: true });
    if (!found) return json(200, { signedIn: false });
    const body = { signedIn: true, user: { email: found.caller.email } };
    return json(200, body, found.cookies.length > 0 ? { cookies: found.cookies } : {});
  } catch (error) {
    if (error instanceof SessionError) return sessionErrorResult(error);
    throw error;
  }
}

export const handler = apiHandler(async (event) => {
  const action = event.pathParameters?.action ?? '';
  if (event.requestContext.http.method === 'POST') {
    assertSameOriginRequest(event);
    // Own keys only: "valueOf" or "constructor" must be an unknown step, not Object.prototype's function.
    const run = Object.hasOwn(POST_STEPS, action) ? POST_STEPS[action] : undefined;
    if (!run) throw notFound(`There is no auth step "${action}".`);
    try {
      return await run(event);
    } catch (error) {
      if (error instanceof SessionError) return sessionErrorResult(error);
      throw error;
    }
  }
  if (action === 'session') return session(event);
  if (action === 'federated/callback') return federatedCallback(event);
  const federated = /^federated\/([^/]+)$/.exec(action);
  if (federated) return federatedStart(event, federated[1]!);
  throw notFound(`There is no auth step "${action}".`);
});
