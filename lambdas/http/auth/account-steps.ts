import { OPERATORS_GROUP_NAME } from '../../contract/admin';
import type { AuthStepName } from '../../contract/api-endpoints';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { familyOfAccessToken } from '../../adapters/access-token-family';
import { cognito, CognitoFailure } from '../../adapters/cognito';
import { logger } from '../../adapters/logger';
import { recordSignOutEverywhere, revokeFamily } from '../../adapters/session-revocations';
import { verifyIdToken } from '../../adapters/token-verifier';
import { isInvalidSessionMessage, maskEmail } from '../../domain/auth/outcomes';
import { clearSessionCookies, COOKIE_NAMES, readCookies, sessionCookies } from '../cookies';
import { HttpError } from '../errors';
import { json, type ApiResult } from '../responses';
import { findSession, requireSession, SessionError, type ResolvedSession } from '../session';
import { parseInput, readJsonBody } from '../validation';
import { answer } from './answers';
import { limitContactCode } from './code-limits';
import { endPasswordSessions, mailPasswordChanged, requestLanguage } from './password-sessions';
import { assertPasswordPolicy, AUTH_INPUTS } from './inputs';
import type { AuthStepHandler } from './sign-in-steps';

/**
 * The steps of a signed-in person on their own account: verify a contact, change the password, sign out here or
 * everywhere. None needs a verified e-mail (verifying it is one of them); none touches what the e-mail owns.
 */
const ACCOUNT = { allowUnverifiedEmail: true } as const;

const FEDERATED_PASSWORD =
  'You sign in with Google or Apple: there is no password here to change. Change it with Google or Apple.';

async function browserSession(
  event: APIGatewayProxyEventV2,
  purpose: string,
): Promise<ResolvedSession & { accessToken: string }> {
  const session = await requireSession(event, ACCOUNT);
  if (!session.caller.accessToken)
    throw new SessionError('NOT_SIGNED_IN', `${purpose} needs a browser session.`, false);
  return { ...session, accessToken: session.caller.accessToken };
}

/** The id token of the request, verified but whatever its state: sign-out must work on any session it can name. */
async function signedOutToken(event: APIGatewayProxyEventV2) {
  const bearer = /^Bearer\s+(\S+)$/i.exec(event.headers?.authorization ?? '')?.[1];
  const idToken = bearer ?? readCookies(event)[COOKIE_NAMES.idToken];
  return idToken ? verifyIdToken(idToken).catch(() => undefined) : undefined;
}

/**
 * The sign-in a refresh token belongs to: its id tokens are offline-verifiable, so the family they carry must be
 * recorded even when the browser sent no id token (it expired, or only the refresh cookie's `/api/auth` path
 * reached us). Refreshing once, before the token is revoked, is the one way Cognito tells it; a token Cognito no
 * longer honours names nothing (its sign-in already ended).
 */
async function familyOfRefreshToken(refreshToken: string): Promise<string | undefined> {
  try {
    const tokens = await cognito.refresh(refreshToken);
    return (await verifyIdToken(tokens.idToken)).family;
  } catch {
    return undefined;
  }
}

export const ACCOUNT_STEPS = {
  'verify-contact': async (event) => {
    const input = parseInput(AUTH_INPUTS.verifyContact, readJsonBody(event));
    const { caller, cookies, accessToken } = await browserSession(event, 'Verifying a contact');
    await limitContactCode(caller.email);
    const delivery = await cognito.sendAttributeCode(accessToken, input.attribute, caller.email);
    const destination = input.attribute === 'email' ? maskEmail(caller.email) : delivery.destination;
    return answer(
      {
        next: 'confirmVerifyUser',
        user: { email: caller.email },
        codeDelivery: { medium: delivery.medium, destination },
      },
      cookies,
    );
  },

  'confirm-verify-contact': async (event) => {
    const input = parseInput(AUTH_INPUTS.confirmVerifyContact, readJsonBody(event));
    const { caller, cookies, accessToken } = await browserSession(event, 'Verifying a contact');
    await cognito.verifyAttribute(accessToken, input.attribute, input.code);
    return answer({ next: 'authenticated', user: { email: caller.email } }, cookies);
  },

  // My account: Cognito's ChangePassword with the signed-in user's access token, same password rules. Every other
  // session ends, this browser signs in afresh with the new password, and a mail says so (ADR 487).
  'change-password': async (event) => {
    const input = parseInput(AUTH_INPUTS.changePassword, readJsonBody(event));
    const { caller, accessToken } = await browserSession(event, 'Changing the password');
    if (caller.federated) throw new HttpError(400, 'FEDERATED_ACCOUNT', FEDERATED_PASSWORD);
    assertPasswordPolicy(input.password);
    await cognito.changePassword(accessToken, input.previousPassword, input.password).catch((error: unknown) => {
      if (!(error instanceof CognitoFailure)) throw error;
      if (isInvalidSessionMessage(error.cognitoMessage))
        throw new SessionError('INVALID_SESSION', error.cognitoMessage, true);
      // The new password already passed the policy, so NotAuthorized can only mean the current one.
      if (error.exception === 'NotAuthorizedException')
        throw new HttpError(400, 'INCORRECT_PASSWORD', 'The current password is not correct.');
      throw error;
    });
    await endPasswordSessions({ sub: caller.sub, accessToken });
    const signedIn = await cognito.signIn(caller.email, input.password);
    await mailPasswordChanged(caller.email, requestLanguage(event, input.language));
    return answer(
      { next: signedIn.kind === 'signedIn' ? 'authenticated' : 'signIn', user: { email: caller.email } },
      signedIn.kind === 'signedIn' ? sessionCookies(signedIn.tokens) : clearSessionCookies(),
    );
  },

  // Sign-out ends the session on the server whatever cookies arrive (ADR 250): every token family its id, access or
  // refresh token names is recorded as signed out (the guard refuses their id tokens) and Cognito revokes the refresh token with its access
  // tokens. The cookies go whatever fails.
  'sign-out': async (event) => {
    const cookies = readCookies(event);
    const refreshToken = cookies[COOKIE_NAMES.refreshToken];
    const accessToken = cookies[COOKIE_NAMES.accessToken];
    const named = await Promise.all([
      signedOutToken(event).then((token) => token?.family),
      accessToken ? familyOfAccessToken(accessToken) : undefined,
      refreshToken ? familyOfRefreshToken(refreshToken) : undefined,
    ]);
    const families = [...new Set(named.filter((family): family is string => Boolean(family)))];
    const outcomes = await Promise.allSettled([
      ...families.map((family) => revokeFamily(family)),
      refreshToken ? cognito.revokeToken(refreshToken) : Promise.resolve(),
    ]);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected')
        logger.error('Sign-out could not revoke a token', { error: outcome.reason as Error });
    }
    return answer({ next: 'setup' }, clearSessionCookies());
  },

  'sign-out-everywhere': async (event) => {
    const { caller, accessToken } = await browserSession(event, 'Signing out everywhere');
    await cognito.globalSignOut(accessToken);
    await Promise.all([recordSignOutEverywhere(caller.sub), revokeFamily(caller.family)]);
    return answer({ next: 'setup' }, clearSessionCookies());
  },
} satisfies Partial<Record<AuthStepName, AuthStepHandler>>;

/** `GET /api/auth/session`: whether someone is signed in (refreshing an expired session), confirmed with Cognito. */
export async function sessionCheck(event: APIGatewayProxyEventV2): Promise<ApiResult> {
  const found = await findSession(event, { ...ACCOUNT, confirmWithCognito: true });
  if (!found) return json(200, { signedIn: false });
  const { email, emailVerified, groups, federated } = found.caller;
  const operator = groups.includes(OPERATORS_GROUP_NAME) ? { operator: true } : {};
  const body = {
    signedIn: true,
    user: { email, emailVerified, ...operator, ...(federated ? { federated: true } : {}) },
  };
  return json(200, body, found.cookies.length > 0 ? { cookies: found.cookies } : {});
}
