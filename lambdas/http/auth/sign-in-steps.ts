import type { AuthStepName } from '../../contract/api-endpoints';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { challengeKey } from '../../adapters/challenge-key';
import { cognito, CognitoFailure } from '../../adapters/cognito';
import { BRAND } from '../../domain/brand';
import {
  INCORRECT_CREDENTIALS,
  isCredentialError,
  maskEmail,
  routeForSignInError,
  totpUri,
} from '../../domain/auth/outcomes';
import type { CodeDelivery } from '../../domain/auth/routes';
import { challengeCookie, readChallenge, type ChallengeState } from '../cookies';
import { HttpError } from '../errors';
import type { ApiResult } from '../responses';
import { parseInput, readJsonBody } from '../validation';
import { answer, answerStep } from './answers';
import { accountCodeAllowed, limitAccountCode } from './code-limits';
import { assertPasswordPolicy, AUTH_INPUTS } from './inputs';
import { endPasswordSessions, mailPasswordChanged, requestLanguage } from './password-sessions';

/**
 * The steps before a session exists (docs/product/accounts.md): sign-up and its code, sign-in and its challenges, password reset.
 * Each answers with the next authenticator route.
 */
export type AuthStepHandler = (event: APIGatewayProxyEventV2) => Promise<ApiResult>;

const USER_DISABLED = 'User is disabled.';
const emailDelivery = (address: string): CodeDelivery => ({ medium: 'EMAIL', destination: maskEmail(address) });

async function challengeFor(event: APIGatewayProxyEventV2, accepted: readonly string[]): Promise<ChallengeState> {
  return readChallenge(event, await challengeKey(), accepted);
}

async function signIn(event: APIGatewayProxyEventV2, address: string, secret: string): Promise<ApiResult> {
  try {
    return await answerStep(await cognito.signIn(address, secret), address, { checkContacts: true });
  } catch (error) {
    if (!(error instanceof CognitoFailure)) throw error;
    const intent = routeForSignInError(error.exception);
    if (intent === 'confirmSignUp') {
      // The code from sign-up may be gone; send a fresh one.
      const codeDelivery = (await accountCodeAllowed(event, address))
        ? await cognito.resendConfirmationCode(address).catch(() => emailDelivery(address))
        : emailDelivery(address);
      return answer({
        next: intent,
        username: address,
        codeDelivery: { ...codeDelivery, destination: maskEmail(address) },
      });
    }
    if (intent) return answer({ next: intent, username: address, codeDelivery: emailDelivery(address) });
    // Cognito says so only to the right password, so it reveals nothing to someone guessing.
    if (error.cognitoMessage === USER_DISABLED) throw new HttpError(401, 'USER_DISABLED', USER_DISABLED);
    // An unknown e-mail and a wrong password must read the same (no account enumeration).
    if (isCredentialError(error.exception) && error.cognitoMessage !== 'Password attempts exceeded') {
      throw new HttpError(401, 'INCORRECT_CREDENTIALS', INCORRECT_CREDENTIALS);
    }
    throw error;
  }
}

async function respond(challenge: ChallengeState, responses: Record<string, string>): Promise<ApiResult> {
  const result = await cognito.respondToChallenge(challenge.challengeName, challenge.session, {
    USERNAME: challenge.username,
    ...responses,
  });
  return answerStep(result, challenge.username, { checkContacts: true });
}

export const SIGN_IN_STEPS = {
  'sign-up': async (event) => {
    const input = parseInput(AUTH_INPUTS.credentials, readJsonBody(event));
    assertPasswordPolicy(input.password);
    await limitAccountCode(event, input.email);
    const result = await cognito.signUp(input.email, input.password);
    // Already confirmed (a pre-sign-up trigger may do that): skip the code and sign in automatically.
    if (result.userConfirmed)
      return answerStep(await cognito.signIn(input.email, input.password), input.email, { checkContacts: false });
    return answer({
      next: 'confirmSignUp',
      username: input.email,
      codeDelivery: { medium: result.codeDelivery.medium, destination: maskEmail(input.email) },
    });
  },

  'confirm-sign-up': async (event) => {
    const input = parseInput(AUTH_INPUTS.confirmSignUp, readJsonBody(event));
    await cognito.confirmSignUp(input.email, input.code);
    if (input.password === undefined) return answer({ next: 'signIn', username: input.email });
    // Auto sign-in after confirmation, as Amplify's autoSignIn: no verify-contact detour.
    return answerStep(await cognito.signIn(input.email, input.password), input.email, { checkContacts: false });
  },

  'resend-sign-up-code': async (event) => {
    const input = parseInput(AUTH_INPUTS.emailOnly, readJsonBody(event));
    // An unknown e-mail answers like a known one (no account enumeration).
    await limitAccountCode(event, input.email);
    await cognito.resendConfirmationCode(input.email).catch((error: unknown) => {
      if (!(error instanceof CognitoFailure && error.exception === 'UserNotFoundException')) throw error;
    });
    return answer({ next: 'confirmSignUp', username: input.email, codeDelivery: emailDelivery(input.email) });
  },

  'sign-in': async (event) => {
    const input = parseInput(AUTH_INPUTS.credentials, readJsonBody(event));
    return signIn(event, input.email, input.password);
  },

  'confirm-sign-in': async (event) => {
    const challenge = await challengeFor(event, ['SMS_MFA', 'SOFTWARE_TOKEN_MFA']);
    const input = parseInput(AUTH_INPUTS.challengeCode, readJsonBody(event));
    return respond(challenge, {
      [challenge.challengeName === 'SMS_MFA' ? 'SMS_MFA_CODE' : 'SOFTWARE_TOKEN_MFA_CODE']: input.code,
    });
  },

  'setup-totp': async (event) => {
    const challenge = await challengeFor(event, ['MFA_SETUP']);
    const { secret, session } = await cognito.associateSoftwareToken({ session: challenge.session });
    const account = challenge.username.includes('@') ? challenge.username : `${BRAND.name} account`;
    return answer({ next: 'setupTOTP', totp: { secret, uri: totpUri(BRAND.name, account, secret) } }, [
      challengeCookie({ ...challenge, session: session ?? challenge.session }, await challengeKey()),
    ]);
  },

  'verify-totp': async (event) => {
    const challenge = await challengeFor(event, ['MFA_SETUP']);
    const input = parseInput(AUTH_INPUTS.challengeCode, readJsonBody(event));
    const verified = await cognito.verifySoftwareToken({ session: challenge.session }, input.code);
    return respond({ ...challenge, session: verified.session ?? challenge.session }, {});
  },

  'force-new-password': async (event) => {
    const challenge = await challengeFor(event, ['NEW_PASSWORD_REQUIRED']);
    const input = parseInput(AUTH_INPUTS.newPassword, readJsonBody(event));
    assertPasswordPolicy(input.password);
    const attributes = Object.fromEntries(
      Object.entries(input.attributes ?? {})
        // Never sub, *_verified (docs/product/accounts.md) or the e-mail that keys ownership.
        .filter(([name]) => name !== 'sub' && name !== 'email' && !name.includes('_verified'))
        .map(([name, value]) => [`userAttributes.${name}`, value.trim()]),
    );
    return respond(challenge, { NEW_PASSWORD: input.password, ...attributes });
  },

  'forgot-password': async (event) => {
    const input = parseInput(AUTH_INPUTS.emailOnly, readJsonBody(event));
    // Unknown and known e-mails get the same answer (no account enumeration).
    await limitAccountCode(event, input.email);
    await cognito.forgotPassword(input.email).catch((error: unknown) => {
      if (!(error instanceof CognitoFailure && error.exception === 'UserNotFoundException')) throw error;
    });
    return answer({ next: 'confirmResetPassword', username: input.email, codeDelivery: emailDelivery(input.email) });
  },

  'confirm-forgot-password': async (event) => {
    const input = parseInput(AUTH_INPUTS.confirmForgotPassword, readJsonBody(event));
    assertPasswordPolicy(input.password);
    await cognito.confirmForgotPassword(input.email, input.code, input.password).catch((error: unknown) => {
      // An unknown e-mail reads like a wrong code.
      throw error instanceof CognitoFailure && error.exception === 'UserNotFoundException'
        ? new CognitoFailure('CodeMismatchException', '')
        : error;
    });
    // Every session the old password opened ends; the new password signs the person in here rather than leave
    // them at an empty form (ADR 487).
    await endPasswordSessions({ email: input.email });
    const answered = await signIn(event, input.email, input.password);
    await mailPasswordChanged(input.email, requestLanguage(event, input.language));
    return answered;
  },
} satisfies Partial<Record<AuthStepName, AuthStepHandler>>;
