import {
  effectOf,
  initialAuthState,
  transition,
  type AuthEvent,
  type AuthState,
} from '../../../../lambdas/domain/auth/machine';
import { AUTH_ROUTES, authStatusOf, type AuthAnswer } from '../../../../lambdas/domain/auth/routes';

const user = { email: 'pilot@example.com' };

/** Runs events from a state and returns where the machine ends. */
function run(state: AuthState, ...events: AuthEvent[]): AuthState {
  return events.reduce(transition, state);
}

const answer = (a: AuthAnswer): AuthEvent => ({ type: 'ANSWER', answer: a });
const atRoute = (route: AuthState['route'], extra: Partial<AuthState> = {}): AuthState => ({
  ...initialAuthState('signIn'),
  route,
  ...extra,
});

describe('auth status', () => {
  it('is configuring in idle and setup, authenticated when signed in, unauthenticated elsewhere', () => {
    // Act
    const statuses = Object.fromEntries(AUTH_ROUTES.map((route) => [route, authStatusOf(route)]));

    // Assess
    expect(statuses).toEqual({
      idle: 'configuring',
      setup: 'configuring',
      transition: 'unauthenticated',
      authenticated: 'authenticated',
      signIn: 'unauthenticated',
      signUp: 'unauthenticated',
      confirmSignUp: 'unauthenticated',
      confirmSignIn: 'unauthenticated',
      setupTOTP: 'unauthenticated',
      forceNewPassword: 'unauthenticated',
      resetPassword: 'unauthenticated',
      confirmResetPassword: 'unauthenticated',
      verifyUser: 'unauthenticated',
      confirmVerifyUser: 'unauthenticated',
      signOut: 'unauthenticated',
    });
  });
});

describe('start', () => {
  it('checks for a current user first', () => {
    // Act
    const state = transition(initialAuthState('signUp'), { type: 'START' });

    // Assess
    expect(state).toMatchObject({ route: 'setup', pending: true });
    expect(effectOf(state)).toBe('checkSession');
  });

  it('becomes authenticated when a user is signed in', () => {
    // Act
    const state = run(initialAuthState('signUp'), { type: 'START' }, { type: 'CURRENT_USER', user });

    // Assess
    expect(state).toEqual({ route: 'authenticated', initialRoute: 'signUp', pending: false, user });
  });

  it.each(['signIn', 'signUp', 'resetPassword'] as const)(
    'goes to the configured initial view %s otherwise',
    (initial) => {
      // Act
      const state = run(initialAuthState(initial), { type: 'START' }, { type: 'CURRENT_USER', user: null });

      // Assess
      expect(state).toEqual({ route: initial, initialRoute: initial, pending: false });
    },
  );

  it('ignores START once started and CURRENT_USER outside setup', () => {
    // Prepare
    const signIn = atRoute('signIn');

    // Act / Assess
    expect(transition(signIn, { type: 'START' })).toBe(signIn);
    expect(transition(signIn, { type: 'CURRENT_USER', user })).toBe(signIn);
  });
});

describe('sign-in flow', () => {
  const submitted = run(atRoute('signIn'), { type: 'SUBMIT', username: 'pilot@example.com' });

  it('submit makes the form pending and clears the last error', () => {
    // Act
    const state = run(atRoute('signIn', { error: 'Incorrect username or password' }), {
      type: 'SUBMIT',
      username: 'p@x.example',
    });

    // Assess
    expect(state).toMatchObject({ route: 'signIn', pending: true, error: undefined, username: 'p@x.example' });
  });

  it.each([
    [
      'setupTOTP',
      { next: 'setupTOTP', totp: { secret: 'S', uri: 'otpauth://totp/x?secret=S' } },
      { totp: { secret: 'S', uri: 'otpauth://totp/x?secret=S' } },
    ],
    [
      'confirmSignIn (SMS)',
      { next: 'confirmSignIn', challengeName: 'SMS_MFA', codeDelivery: { medium: 'SMS', destination: '+1***99' } },
      { challengeName: 'SMS_MFA', codeDelivery: { medium: 'SMS', destination: '+1***99' } },
    ],
    [
      'confirmSignIn (TOTP)',
      { next: 'confirmSignIn', challengeName: 'SOFTWARE_TOKEN_MFA' },
      { challengeName: 'SOFTWARE_TOKEN_MFA' },
    ],
    ['forceNewPassword', { next: 'forceNewPassword' }, {}],
    [
      'verifyUser',
      { next: 'verifyUser', user, unverifiedContacts: ['email'] },
      { unverifiedContacts: ['email'], user },
    ],
    ['authenticated', { next: 'authenticated', user }, { user }],
    [
      'confirmSignUp (UserNotConfirmedException)',
      { next: 'confirmSignUp', username: 'pilot@example.com' },
      { username: 'pilot@example.com' },
    ],
    [
      'confirmResetPassword (PasswordResetRequiredException)',
      { next: 'confirmResetPassword' },
      { username: 'pilot@example.com' },
    ],
  ] as const)('an answer naming %s goes there', (_case, next, expected) => {
    // Act
    const state = transition(submitted, answer(next as AuthAnswer));

    // Assess
    expect(state).toMatchObject({ route: next.next, pending: false, ...expected });
  });

  it('any other error shows its message on the form', () => {
    // Act
    const state = transition(submitted, { type: 'FAILURE', message: 'Incorrect username or password' });

    // Assess
    expect(state).toMatchObject({ route: 'signIn', pending: false, error: 'Incorrect username or password' });
  });

  it('the alert can be dismissed', () => {
    // Act
    const state = run(submitted, { type: 'FAILURE', message: 'Network error' }, { type: 'DISMISS_ERROR' });

    // Assess
    expect(state.error).toBeUndefined();
  });

  it('ignores a second submit and navigation while pending, and answers when nothing is pending', () => {
    // Act / Assess
    expect(transition(submitted, { type: 'SUBMIT' })).toBe(submitted);
    expect(transition(submitted, { type: 'NAVIGATE', to: 'signUp' })).toBe(submitted);
    const idle = atRoute('signIn');
    expect(transition(idle, answer({ next: 'authenticated', user }))).toBe(idle);
    expect(transition(idle, { type: 'FAILURE', message: 'late' })).toBe(idle);
  });
});

describe('links and tabs', () => {
  it.each([
    ['signIn', 'signUp'],
    ['signUp', 'signIn'],
    ['signIn', 'resetPassword'],
    ['resetPassword', 'signIn'],
    ['confirmSignUp', 'signIn'],
    ['confirmResetPassword', 'signIn'],
    ['confirmSignIn', 'signIn'],
    ['forceNewPassword', 'signIn'],
    ['setupTOTP', 'signIn'],
  ] as const)('%s → %s', (from, to) => {
    // Act
    const state = transition(atRoute(from, { error: 'old' }), { type: 'NAVIGATE', to });

    // Assess
    expect(state).toEqual({ route: to, initialRoute: 'signIn', pending: false });
  });

  it('does not navigate away from a signed-in authenticator', () => {
    // Prepare
    const signedIn = atRoute('authenticated', { user });

    // Act / Assess
    expect(transition(signedIn, { type: 'NAVIGATE', to: 'signIn' })).toBe(signedIn);
  });
});

describe('sign-up', () => {
  const submitted = run(atRoute('signUp'), { type: 'SUBMIT', username: 'new@example.com' });

  it('goes to the code confirmation and records where the code went', () => {
    // Act
    const state = transition(
      submitted,
      answer({
        next: 'confirmSignUp',
        username: 'new@example.com',
        codeDelivery: { medium: 'EMAIL', destination: 'n***@e***.com' },
      }),
    );

    // Assess
    expect(state).toMatchObject({
      route: 'confirmSignUp',
      username: 'new@example.com',
      codeDelivery: { medium: 'EMAIL', destination: 'n***@e***.com' },
    });
  });

  it('skips confirmation when the user is already confirmed (auto sign-in answers authenticated)', () => {
    // Act
    const state = transition(submitted, answer({ next: 'authenticated', user: { email: 'new@example.com' } }));

    // Assess
    expect(state).toMatchObject({ route: 'authenticated', user: { email: 'new@example.com' } });
  });

  it('returns to the editable form on a remote error', () => {
    // Act
    const state = transition(submitted, {
      type: 'FAILURE',
      message: 'An account with the given email already exists.',
    });

    // Assess
    expect(state).toMatchObject({
      route: 'signUp',
      pending: false,
      error: 'An account with the given email already exists.',
    });
  });

  const confirming = atRoute('confirmSignUp', {
    username: 'new@example.com',
    codeDelivery: { medium: 'EMAIL', destination: 'n***@e***.com' },
  });

  it('confirmation signs in automatically', () => {
    // Act
    const state = run(
      confirming,
      { type: 'SUBMIT' },
      answer({ next: 'authenticated', user: { email: 'new@example.com' } }),
    );

    // Assess
    expect(state).toMatchObject({ route: 'authenticated', pending: false, user: { email: 'new@example.com' } });
  });

  it('a resend keeps the confirmation step with the new delivery', () => {
    // Act
    const state = run(
      confirming,
      { type: 'SUBMIT' },
      answer({ next: 'confirmSignUp', codeDelivery: { medium: 'EMAIL', destination: 'x' } }),
    );

    // Assess
    expect(state).toMatchObject({
      route: 'confirmSignUp',
      username: 'new@example.com',
      codeDelivery: { destination: 'x' },
    });
  });

  it("a resend answered 'User is already confirmed.' goes straight to a pending auto sign-in", () => {
    // Act
    const state = run(confirming, { type: 'SUBMIT' }, { type: 'FAILURE', message: 'User is already confirmed.' });

    // Assess
    expect(state).toMatchObject({ route: 'transition', pending: true, autoSignIn: true, username: 'new@example.com' });
    expect(effectOf(state)).toBe('autoSignIn');
  });

  it('the pending auto sign-in resolves on its answer, or shows its error', () => {
    // Prepare
    const waiting = run(confirming, { type: 'SUBMIT' }, { type: 'FAILURE', message: 'User is already confirmed.' });

    // Act
    const resolved = transition(waiting, answer({ next: 'authenticated', user: { email: 'new@example.com' } }));
    const failed = transition(waiting, { type: 'FAILURE', message: 'Incorrect username or password' });

    // Assess
    expect(resolved).toMatchObject({ route: 'authenticated', pending: false });
    expect(failed).toMatchObject({
      route: 'confirmSignUp',
      pending: false,
      autoSignIn: false,
      error: 'Incorrect username or password',
    });
  });

  it('a wrong code shows its message', () => {
    // Act
    const state = run(
      confirming,
      { type: 'SUBMIT' },
      { type: 'FAILURE', message: 'Invalid verification code provided, please try again.' },
    );

    // Assess
    expect(state).toMatchObject({
      route: 'confirmSignUp',
      error: 'Invalid verification code provided, please try again.',
    });
  });
});

describe('verify contact', () => {
  const verify = atRoute('verifyUser', { user, unverifiedContacts: ['email'] });

  it('can be skipped from both steps', () => {
    // Act / Assess
    expect(transition(verify, { type: 'SKIP' })).toMatchObject({ route: 'authenticated', user });
    expect(transition(atRoute('confirmVerifyUser', { user }), { type: 'SKIP' })).toMatchObject({
      route: 'authenticated',
      user,
    });
    expect(transition(atRoute('signIn'), { type: 'SKIP' })).toMatchObject({ route: 'signIn' });
  });

  it('sends a code, then the confirmation resolves the sign-in', () => {
    // Act
    const sent = run(
      verify,
      { type: 'SUBMIT' },
      answer({ next: 'confirmVerifyUser', codeDelivery: { medium: 'EMAIL', destination: 'p***' } }),
    );
    const done = run(sent, { type: 'SUBMIT' }, answer({ next: 'authenticated', user }));

    // Assess
    expect(sent).toMatchObject({ route: 'confirmVerifyUser', codeDelivery: { destination: 'p***' }, user });
    expect(done).toMatchObject({ route: 'authenticated', user });
  });
});

describe('TOTP setup and forced new password', () => {
  it('setup fetches a secret, then verifying the code signs in', () => {
    // Act
    const fetched = run(
      atRoute('setupTOTP'),
      { type: 'SUBMIT' },
      answer({ next: 'setupTOTP', totp: { secret: 'S', uri: 'u' } }),
    );
    const done = run(fetched, { type: 'SUBMIT' }, answer({ next: 'authenticated', user }));

    // Assess
    expect(fetched).toMatchObject({ route: 'setupTOTP', pending: false, totp: { secret: 'S', uri: 'u' } });
    expect(done).toMatchObject({ route: 'authenticated', user });
  });

  it.each([
    ['a TOTP setup', { next: 'setupTOTP' }],
    ['an MFA code', { next: 'confirmSignIn', challengeName: 'SOFTWARE_TOKEN_MFA' }],
    ['nothing more', { next: 'authenticated', user }],
  ] as const)('a new password may be followed by %s', (_case, next) => {
    // Act
    const state = run(atRoute('forceNewPassword'), { type: 'SUBMIT' }, answer(next as AuthAnswer));

    // Assess
    expect(state.route).toBe(next.next);
  });
});

describe('reset password', () => {
  it('sends the code, then the code and new password lead back to sign in', () => {
    // Act
    const sent = run(
      atRoute('resetPassword'),
      { type: 'SUBMIT', username: 'pilot@example.com' },
      answer({ next: 'confirmResetPassword', codeDelivery: { medium: 'EMAIL', destination: 'p***' } }),
    );
    const resent = run(sent, { type: 'SUBMIT' }, answer({ next: 'confirmResetPassword' }));
    const done = run(resent, { type: 'SUBMIT' }, answer({ next: 'signIn' }));

    // Assess
    expect(sent).toMatchObject({
      route: 'confirmResetPassword',
      username: 'pilot@example.com',
      codeDelivery: { destination: 'p***' },
    });
    expect(resent).toMatchObject({ route: 'confirmResetPassword', codeDelivery: { destination: 'p***' } });
    expect(done).toMatchObject({ route: 'signIn', pending: false });
  });
});

describe('sign-out and session events', () => {
  const signedIn = atRoute('authenticated', { user });

  it('sign-out is one pending call that returns to setup however it ends', () => {
    // Act
    const signingOut = transition(signedIn, { type: 'SIGN_OUT' });
    const succeeded = transition(signingOut, answer({ next: 'setup' }));
    const failed = transition(signingOut, { type: 'FAILURE', message: 'Network error' });
    const ended = transition(signingOut, { type: 'SIGNED_OUT' });

    // Assess
    expect(signingOut).toMatchObject({ route: 'signOut', pending: true });
    expect(effectOf(signingOut)).toBe('signOut');
    for (const state of [succeeded, failed, ended]) {
      expect(state).toEqual({
        route: 'setup',
        initialRoute: 'signIn',
        pending: true,
        notice: 'You have been signed out.',
      });
    }
    expect(transition(ended, { type: 'CURRENT_USER', user: null })).toMatchObject({
      route: 'signIn',
      pending: false,
      notice: 'You have been signed out.',
    });
  });

  it('ignores sign-out when nobody is signed in', () => {
    // Prepare
    const signIn = atRoute('signIn');

    // Act / Assess
    expect(transition(signIn, { type: 'SIGN_OUT' })).toBe(signIn);
    expect(transition(signIn, { type: 'SIGNED_OUT' })).toBe(signIn);
  });

  it('a token refresh re-reads the user only when authenticated and idle', () => {
    // Prepare
    const renamed = { email: 'renamed@example.com' };

    // Act / Assess
    expect(transition(signedIn, { type: 'TOKEN_REFRESHED', user: renamed }).user).toEqual(renamed);
    const busy = { ...signedIn, pending: true };
    expect(transition(busy, { type: 'TOKEN_REFRESHED', user: renamed })).toBe(busy);
    const signIn = atRoute('signIn');
    expect(transition(signIn, { type: 'TOKEN_REFRESHED', user: renamed })).toBe(signIn);
  });

  it('a token-refresh failure signs the user out', () => {
    // Act
    const state = transition(signedIn, { type: 'TOKEN_REFRESH_FAILURE' });

    // Assess
    expect(state).toMatchObject({ route: 'signOut', pending: true });
    expect(transition(atRoute('signIn'), { type: 'TOKEN_REFRESH_FAILURE' }).route).toBe('signIn');
  });

  it.each(['Refresh Token has been revoked', 'User is disabled.', 'Password reset required for the user'])(
    'an invalid session (%s) clears the user, signs out and keeps the message visible',
    (message) => {
      // Act
      const state = run(
        signedIn,
        { type: 'INVALID_SESSION', message },
        { type: 'SIGNED_OUT' },
        { type: 'CURRENT_USER', user: null },
      );

      // Assess
      expect(state).toEqual({ route: 'signIn', initialRoute: 'signIn', pending: false, error: message });
    },
  );

  it('an invalid session found while starting also signs out', () => {
    // Act
    const state = run(
      initialAuthState('signUp'),
      { type: 'START' },
      { type: 'INVALID_SESSION', message: 'User does not exist.' },
    );

    // Assess
    expect(state).toMatchObject({ route: 'signOut', pending: true, error: 'User does not exist.' });
    expect(transition(atRoute('signIn'), { type: 'INVALID_SESSION', message: 'x' }).route).toBe('signIn');
  });

  it('has no effect to perform when nothing is pending', () => {
    // Act / Assess
    expect(effectOf(signedIn)).toBeUndefined();
    expect(effectOf(atRoute('signIn', { pending: true }))).toBeUndefined();
  });
});
