import {
  contactsOf,
  failedCleanupMessage,
  isCredentialError,
  isInvalidSessionMessage,
  maskEmail,
  routeAfterSignIn,
  routeForSignInError,
  totpUri,
  UnexpectedChallengeError,
} from '../../../../lambdas/domain/auth/outcomes';
import { catchError } from '../../../support/catch-error';

describe('the route after a sign-in step', () => {
  it.each([
    ['MFA_SETUP', 'setupTOTP'],
    ['SMS_MFA', 'confirmSignIn'],
    ['SOFTWARE_TOKEN_MFA', 'confirmSignIn'],
    ['NEW_PASSWORD_REQUIRED', 'forceNewPassword'],
  ])('%s goes to %s', (challenge, route) => {
    // Act / Assess
    expect(routeAfterSignIn(challenge)).toBe(route);
  });

  it('goes to verify contact when nothing is verified but something is not', () => {
    // Prepare
    const contacts = contactsOf({ email: 'a@b.example', email_verified: 'false' });

    // Act / Assess
    expect(contacts).toEqual({ verified: [], unverified: ['email'] });
    expect(routeAfterSignIn(undefined, contacts)).toBe('verifyUser');
  });

  it('resolves the sign-in when a contact is verified, or when there is nothing to verify', () => {
    // Act / Assess
    expect(
      routeAfterSignIn(undefined, contactsOf({ email: 'a@b.example', email_verified: 'true', phone_number: '+1555' })),
    ).toBe('authenticated');
    expect(routeAfterSignIn(undefined, contactsOf({}))).toBe('authenticated');
    expect(routeAfterSignIn(undefined)).toBe('authenticated');
  });

  it('raises a clear error for an unexpected challenge', () => {
    // Act
    const error = catchError(() => routeAfterSignIn('CUSTOM_CHALLENGE'));

    // Assess
    expect(error).toBeInstanceOf(UnexpectedChallengeError);
    expect(error).toMatchObject({
      name: 'UnexpectedChallengeError',
      code: 'UNEXPECTED_CHALLENGE',
      message: 'Unexpected sign-in challenge: CUSTOM_CHALLENGE. Please contact support.',
    });
  });

  it('turns the two intent errors into routes and leaves other errors alone', () => {
    // Act / Assess
    expect(routeForSignInError('UserNotConfirmedException')).toBe('confirmSignUp');
    expect(routeForSignInError('PasswordResetRequiredException')).toBe('confirmResetPassword');
    expect(routeForSignInError('NotAuthorizedException')).toBeUndefined();
  });
});

describe('identity errors', () => {
  it('treats unknown users and wrong passwords alike', () => {
    // Act / Assess
    expect(
      ['NotAuthorizedException', 'UserNotFoundException', 'InvalidPasswordException'].every(isCredentialError),
    ).toBe(true);
    expect(isCredentialError('CodeMismatchException')).toBe(false);
  });

  // docs/product/accounts.md names the list; these are the cases a signed-in buyer meets: signed out elsewhere, disabled, expired.
  it.each(['Access Token has been revoked', 'User is disabled.', 'Refresh Token has expired'])(
    'recognises %p as an invalid session',
    (message) => {
      // Act / Assess
      expect(isInvalidSessionMessage(message)).toBe(true);
    },
  );

  it('does not treat other messages as an invalid session', () => {
    // Act / Assess
    expect(isInvalidSessionMessage('Incorrect username or password')).toBe(false);
  });

  it('words a failed cleanup as docs/product/accounts.md does', () => {
    // Act / Assess
    expect(failedCleanupMessage('User is disabled.', 'Network error')).toBe(
      'Session is invalid due to: User is disabled. and failed to clean up invalid session: Network error',
    );
  });

  it('masks code destinations and builds the TOTP link', () => {
    // Act / Assess
    expect(maskEmail('pilot@example.com')).toBe('p***@e***.com');
    expect(totpUri('SkyDeck', 'pilot@example.com', 'ABC')).toBe(
      'otpauth://totp/SkyDeck%3Apilot%40example.com?secret=ABC&issuer=SkyDeck',
    );
  });
});
