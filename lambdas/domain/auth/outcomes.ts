import { DomainError } from '../errors';
import type { AuthRoute, ContactAttribute } from './routes';

/**
 * How a sign-in step's result decides the next authenticator route (docs/product/accounts.md, "Sign-in flow"), and
 * how identity errors are worded ("Identity errors" there). The API uses these to name the next route in every
 * answer; the pure machine follows that name.
 */

export class UnexpectedChallengeError extends DomainError {
  override readonly name = 'UnexpectedChallengeError';

  constructor(readonly challengeName: string) {
    super('UNEXPECTED_CHALLENGE', `Unexpected sign-in challenge: ${challengeName}. Please contact support.`);
  }
}

export interface Contacts {
  readonly verified: readonly ContactAttribute[];
  readonly unverified: readonly ContactAttribute[];
}

/** Which of a user's contact attributes are verified, from Cognito's attribute list. */
export function contactsOf(attributes: Readonly<Record<string, string | undefined>>): Contacts {
  const verified: ContactAttribute[] = [];
  const unverified: ContactAttribute[] = [];
  for (const name of ['email', 'phone_number'] as const) {
    if (!attributes[name]) continue;
    (attributes[`${name}_verified`] === 'true' ? verified : unverified).push(name);
  }
  return { verified, unverified };
}

/** The route after a sign-in step: a challenge's screen, verify contact, or signed in. */
export function routeAfterSignIn(challengeName: string | undefined, contacts?: Contacts): AuthRoute {
  switch (challengeName) {
    case 'MFA_SETUP':
      return 'setupTOTP';
    case 'SMS_MFA':
    case 'SOFTWARE_TOKEN_MFA':
      return 'confirmSignIn';
    case 'NEW_PASSWORD_REQUIRED':
      return 'forceNewPassword';
    case undefined:
      return contacts && contacts.verified.length === 0 && contacts.unverified.length > 0
        ? 'verifyUser'
        : 'authenticated';
    default:
      throw new UnexpectedChallengeError(challengeName);
  }
}

/** Sign-in errors that are not failures but an intent: the route the flow continues on. */
export function routeForSignInError(errorName: string): AuthRoute | undefined {
  if (errorName === 'UserNotConfirmedException') return 'confirmSignUp';
  if (errorName === 'PasswordResetRequiredException') return 'confirmResetPassword';
  return undefined;
}

export const INCORRECT_CREDENTIALS = 'Incorrect username or password';

/**
 * Errors that must not reveal whether an account exists: an unknown e-mail and a wrong password read the same. The
 * emulator answers a wrong password with InvalidPasswordException, Cognito with NotAuthorizedException.
 */
const CREDENTIAL_ERRORS = new Set(['NotAuthorizedException', 'UserNotFoundException', 'InvalidPasswordException']);

export function isCredentialError(errorName: string): boolean {
  return CREDENTIAL_ERRORS.has(errorName);
}

/** The messages by which Cognito says a session can no longer be used (docs/product/accounts.md). */
export const INVALID_SESSION_MESSAGES = [
  'Access Token has been revoked',
  'Refresh Token has been revoked',
  'User is disabled.',
  'User does not exist.',
  'Refresh Token has expired',
  'Password reset required for the user',
] as const;

export function isInvalidSessionMessage(message: string): boolean {
  return (INVALID_SESSION_MESSAGES as readonly string[]).includes(message);
}

export function failedCleanupMessage(reason: string, cleanupFailure: string): string {
  return `Session is invalid due to: ${reason} and failed to clean up invalid session: ${cleanupFailure}`;
}

export const USER_ALREADY_CONFIRMED = 'User is already confirmed.';

/** How a code destination is shown: enough to recognise, not enough to harvest ("j***@e***.com"). */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${local.slice(0, 1)}***@${host.slice(0, 1)}***${tld}`;
}

/** The otpauth:// link an authenticator app scans (issuer and account label both shown in the app). */
export function totpUri(issuer: string, accountName: string, secret: string): string {
  const label = encodeURIComponent(`${issuer}:${accountName}`);
  return `otpauth://totp/${label}?secret=${encodeURIComponent(secret)}&issuer=${encodeURIComponent(issuer)}`;
}
