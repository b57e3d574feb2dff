import { USER_ALREADY_CONFIRMED } from './outcomes';
import {
  AUTH_ROUTES,
  type AuthAnswer,
  type AuthRoute,
  type CodeDelivery,
  type ContactAttribute,
  type InitialAuthRoute,
} from './routes';

/**
 * The authenticator as a pure state machine (docs/product/accounts.md). The UI dispatches events and performs the side effect
 * each state asks for (`effectOf`); every remote step answers with the next route, which the machine follows.
 */
export interface AuthState {
  readonly route: AuthRoute;
  readonly initialRoute: InitialAuthRoute;
  /** A remote call is under way: fields and buttons are disabled. */
  readonly pending: boolean;
  /** The message of the dismissible alert above the submit button. */
  readonly error?: string;
  /** A success message for the screen (signed out; account confirmed). */
  readonly notice?: AuthNotice;
  readonly user?: { readonly email: string };
  /** The e-mail the current flow is about (sign-up confirmation, reset). */
  readonly username?: string;
  readonly codeDelivery?: CodeDelivery;
  readonly challengeName?: 'SMS_MFA' | 'SOFTWARE_TOKEN_MFA';
  readonly unverifiedContacts?: readonly ContactAttribute[];
  readonly totp?: { readonly secret: string; readonly uri: string };
  /** Set while an automatic sign-in after confirmation waits for its answer. */
  readonly autoSignIn?: boolean;
}

export const SIGNED_OUT_NOTICE = 'You have been signed out.';
export const CONFIRMED_NOTICE = 'Your account is confirmed. Please sign in.';
export type AuthNotice = typeof SIGNED_OUT_NOTICE | typeof CONFIRMED_NOTICE;

export type AuthEvent =
  /** The authenticator mounts: check for a current user. */
  | { readonly type: 'START' }
  | { readonly type: 'CURRENT_USER'; readonly user: { readonly email: string } | null }
  /** Tabs and links: 'Forgot your password?', 'Back to Sign In', the sign-in / sign-up tabs. */
  | { readonly type: 'NAVIGATE'; readonly to: InitialAuthRoute }
  /** 'Skip' on verify user / confirm verify user. */
  | { readonly type: 'SKIP' }
  | { readonly type: 'SUBMIT'; readonly username?: string }
  | { readonly type: 'ANSWER'; readonly answer: AuthAnswer }
  | { readonly type: 'FAILURE'; readonly message: string }
  | { readonly type: 'DISMISS_ERROR' }
  | { readonly type: 'SIGN_OUT' }
  /** The sign-out call ended, successfully or not. */
  | { readonly type: 'SIGNED_OUT' }
  | { readonly type: 'TOKEN_REFRESHED'; readonly user: { readonly email: string } }
  | { readonly type: 'TOKEN_REFRESH_FAILURE' }
  | { readonly type: 'INVALID_SESSION'; readonly message: string };

export function initialAuthState(initialRoute: InitialAuthRoute = 'signIn'): AuthState {
  return { route: 'idle', initialRoute, pending: false };
}

/** Routes a person fills in and submits: every route but the machine's own bookkeeping states. */
const FORM_ROUTES: ReadonlySet<AuthRoute> = new Set(
  AUTH_ROUTES.filter((route) => !['idle', 'setup', 'transition', 'authenticated', 'signOut'].includes(route)),
);

/** After a sign-out the authenticator starts over, saying so; an invalid-session message stays visible instead. */
const signedOut = (state: AuthState): AuthState => ({
  route: 'setup',
  initialRoute: state.initialRoute,
  pending: true,
  ...(state.error ? { error: state.error } : { notice: SIGNED_OUT_NOTICE }),
});

export function transition(state: AuthState, event: AuthEvent): AuthState {
  switch (event.type) {
    case 'START':
      return state.route === 'idle' ? { ...state, route: 'setup', pending: true } : state;

    case 'CURRENT_USER':
      if (state.route !== 'setup') return state;
      return event.user
        ? { route: 'authenticated', initialRoute: state.initialRoute, pending: false, user: event.user }
        : {
            route: state.initialRoute,
            initialRoute: state.initialRoute,
            pending: false,
            ...(state.error ? { error: state.error } : {}),
            ...(state.notice ? { notice: state.notice } : {}),
          };

    case 'NAVIGATE':
      if (!FORM_ROUTES.has(state.route) || state.pending) return state;
      return { route: event.to, initialRoute: state.initialRoute, pending: false };

    case 'SKIP':
      if ((state.route !== 'verifyUser' && state.route !== 'confirmVerifyUser') || state.pending) return state;
      return { route: 'authenticated', initialRoute: state.initialRoute, pending: false, user: state.user };

    case 'SUBMIT':
      if (!FORM_ROUTES.has(state.route) || state.pending) return state;
      return {
        ...state,
        pending: true,
        error: undefined,
        notice: undefined,
        username: event.username ?? state.username,
      };

    case 'ANSWER':
      return followAnswer(state, event.answer);

    case 'FAILURE':
      if (!state.pending) return state;
      // A resend answered 'User is already confirmed.' needs no code: sign in automatically instead.
      if (state.route === 'confirmSignUp' && event.message === USER_ALREADY_CONFIRMED) {
        return { ...state, route: 'transition', pending: true, autoSignIn: true, error: undefined };
      }
      if (state.route === 'transition' && state.autoSignIn) {
        return { ...state, route: 'confirmSignUp', pending: false, autoSignIn: false, error: event.message };
      }
      if (state.route === 'signOut') return signedOut(state);
      return { ...state, pending: false, error: event.message };

    case 'DISMISS_ERROR':
      return { ...state, error: undefined };

    case 'SIGN_OUT':
      return state.route === 'authenticated' ? { ...state, route: 'signOut', pending: true } : state;

    case 'SIGNED_OUT':
      return state.route === 'signOut' ? signedOut(state) : state;

    case 'TOKEN_REFRESHED':
      // A refresh re-reads the user, and matters only to a settled, signed-in authenticator.
      return state.route === 'authenticated' && !state.pending ? { ...state, user: event.user } : state;

    case 'TOKEN_REFRESH_FAILURE':
      return state.route === 'authenticated' ? { ...state, route: 'signOut', pending: true } : state;

    case 'INVALID_SESSION':
      return state.route === 'authenticated' || state.route === 'setup'
        ? { ...state, route: 'signOut', pending: true, user: undefined, error: event.message }
        : state;
  }
}

function followAnswer(state: AuthState, answer: AuthAnswer): AuthState {
  if (!state.pending) return state;
  const base = { initialRoute: state.initialRoute, pending: false } as const;
  switch (answer.next) {
    case 'authenticated':
      return { ...base, route: 'authenticated', user: answer.user ?? state.user };
    case 'setup':
      return state.route === 'signOut' ? signedOut(state) : { ...base, route: 'setup', pending: true };
    case 'confirmSignUp':
    case 'confirmResetPassword':
      return {
        ...base,
        route: answer.next,
        username: answer.username ?? state.username,
        codeDelivery: answer.codeDelivery ?? state.codeDelivery,
      };
    case 'confirmSignIn':
      return {
        ...base,
        route: 'confirmSignIn',
        username: state.username,
        challengeName: answer.challengeName,
        codeDelivery: answer.codeDelivery,
      };
    case 'setupTOTP':
      return { ...base, route: 'setupTOTP', username: state.username, totp: answer.totp ?? state.totp };
    case 'verifyUser':
      return {
        ...base,
        route: 'verifyUser',
        user: answer.user ?? state.user,
        unverifiedContacts: answer.unverifiedContacts,
      };
    case 'confirmVerifyUser':
      return { ...base, route: 'confirmVerifyUser', user: state.user, codeDelivery: answer.codeDelivery };
    case 'signIn':
      // Confirmed without the password at hand (e.g. after a reload): say so, with the e-mail filled in.
      return {
        ...base,
        route: 'signIn',
        username: answer.username ?? state.username,
        ...(state.route === 'confirmSignUp' ? { notice: CONFIRMED_NOTICE } : {}),
      };
    default:
      return { ...base, route: answer.next, username: answer.username ?? state.username };
  }
}

/** What the UI must do in a state: check the session, sign out, or sign in automatically. */
export type AuthEffect = 'checkSession' | 'signOut' | 'autoSignIn' | undefined;

export function effectOf(state: AuthState): AuthEffect {
  if (!state.pending) return undefined;
  if (state.route === 'setup') return 'checkSession';
  if (state.route === 'signOut') return 'signOut';
  if (state.route === 'transition' && state.autoSignIn) return 'autoSignIn';
  return undefined;
}
