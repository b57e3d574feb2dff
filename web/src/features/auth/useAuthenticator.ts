import { effectOf, initialAuthState, transition, type AuthState } from '@domain/auth/machine';
import type { AuthAnswer, InitialAuthRoute } from '@domain/auth/routes';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { API, type AuthStepName } from '@contract/api-endpoints';
import { ApiError, callApi } from '../../shared/api';
import { endSessionOnServer, fetchSessionUser, isSessionOutage, markSignedOut } from '../../shared/session';
import { authErrorMessage } from './auth-errors';

/** The message for a session the server no longer knows (docs/product/accounts.md, "Identity errors"). */
const NOT_AUTHENTICATED = 'The user is not authenticated';

/** Runs the pure authenticator machine against the `/api/auth/*` steps. */
export interface Authenticator {
  readonly state: AuthState;
  /** Calls `/api/auth/<step>` and feeds its answer (or error message) to the machine. */
  submit(step: AuthStepName, body?: Record<string, unknown>, username?: string): Promise<void>;
  navigate(to: InitialAuthRoute): void;
  skip(): void;
  dismissError(): void;
  signOut(): void;
  /** Remembered between sign-up and confirmation for the automatic sign-in; never stored. */
  rememberPassword(password: string | undefined): void;
  readonly rememberedPassword: () => string | undefined;
  /** The session check met an outage (no answer, or a 5xx): neither signed in nor out is known (ADR 311). */
  readonly outage: boolean;
  /** Checks the session again after an outage. */
  retrySessionCheck(): void;
}

export function useAuthenticator(initialRoute: InitialAuthRoute): Authenticator {
  const [state, dispatch] = useReducer(transition, initialRoute, initialAuthState);
  const password = useRef<string | undefined>(undefined);
  const [outage, setOutage] = useState(false);
  const [sessionChecks, setSessionChecks] = useState(0);

  const submit = useCallback(async (step: AuthStepName, body: Record<string, unknown> = {}, username?: string) => {
    dispatch({ type: 'SUBMIT', ...(username ? { username } : {}) });
    try {
      dispatch({ type: 'ANSWER', answer: signedInAgain(await callApi(API.authStep, { params: { step }, body })) });
    } catch (error) {
      dispatch({ type: 'FAILURE', message: authErrorMessage(error) });
    }
  }, []);

  useEffect(() => {
    dispatch({ type: 'START' });
  }, []);

  const effect = effectOf(state);
  useEffect(() => {
    if (effect === 'checkSession') {
      fetchSessionUser().then(
        (user) => {
          setOutage(false);
          dispatch({ type: 'CURRENT_USER', user });
        },
        (error: unknown) => {
          // The machine waits in its check: the page says the outage and offers to try again.
          if (isSessionOutage(error)) setOutage(true);
          else if (error instanceof ApiError && error.status === 401)
            dispatch({ type: 'INVALID_SESSION', message: authErrorMessage(error) });
          else dispatch({ type: 'CURRENT_USER', user: null });
        },
      );
    } else if (effect === 'signOut') {
      // Ends whether the call succeeds, fails or hangs (after 3 seconds at most); a call that never
      // arrived leaves the person signed out all the same (see fetchSessionUser).
      void endSessionOnServer().then(() => dispatch({ type: 'SIGNED_OUT' }));
    } else if (effect === 'autoSignIn') {
      const remembered = password.current;
      if (!state.username || remembered === undefined) {
        dispatch({ type: 'FAILURE', message: 'User is already confirmed.' });
        return;
      }
      callApi(API.authStep, {
        params: { step: 'sign-in' },
        body: { email: state.username, password: remembered },
      }).then(
        (answer) => dispatch({ type: 'ANSWER', answer: signedInAgain(answer) }),
        (error: unknown) => dispatch({ type: 'FAILURE', message: authErrorMessage(error) }),
      );
    }
    // Kept from sign-in or sign-up until the session exists: confirming an unconfirmed account signs it in.
    if (state.route === 'authenticated') password.current = undefined;
  }, [effect, state.route, state.username, sessionChecks]);

  // Session events: coming back to the tab re-reads the session (the API refreshes it); a refresh that fails or a
  // session Cognito calls invalid signs the user out.
  const signedIn = state.route === 'authenticated' && !state.pending;
  useEffect(() => {
    if (!signedIn) return;
    const recheck = () => {
      if (document.visibilityState !== 'visible') return;
      // No user while this tab thought it was signed in: another check on the page (the navigation bar's) may have
      // been answered first and cleared the cookies, so the reason is the same as a refused session's.
      fetchSessionUser().then(
        (user) =>
          dispatch(user ? { type: 'TOKEN_REFRESHED', user } : { type: 'INVALID_SESSION', message: NOT_AUTHENTICATED }),
        (error: unknown) => {
          if (error instanceof ApiError && error.status === 401)
            dispatch({ type: 'INVALID_SESSION', message: authErrorMessage(error) });
        },
      );
    };
    document.addEventListener('visibilitychange', recheck);
    return () => document.removeEventListener('visibilitychange', recheck);
  }, [signedIn]);

  return {
    state,
    submit,
    navigate: (to) => dispatch({ type: 'NAVIGATE', to }),
    skip: () => dispatch({ type: 'SKIP' }),
    dismissError: () => dispatch({ type: 'DISMISS_ERROR' }),
    signOut: () => dispatch({ type: 'SIGN_OUT' }),
    rememberPassword: (value) => {
      password.current = value;
    },
    rememberedPassword: () => password.current,
    outage,
    retrySessionCheck: () => {
      setOutage(false);
      setSessionChecks((count) => count + 1);
    },
  };
}

/** A fresh session ends an earlier sign-out's "stay signed out" mark. */
function signedInAgain(answer: AuthAnswer): AuthAnswer {
  if (answer.user) markSignedOut(false);
  return answer;
}
