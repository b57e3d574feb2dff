/** The authenticator's routes (docs/product/accounts.md). Every API answer names the next one. */
export const AUTH_ROUTES = [
  'idle',
  'setup',
  'transition',
  'authenticated',
  'signIn',
  'signUp',
  'confirmSignUp',
  'confirmSignIn',
  'setupTOTP',
  'forceNewPassword',
  'resetPassword',
  'confirmResetPassword',
  'verifyUser',
  'confirmVerifyUser',
  'signOut',
] as const;

export type AuthRoute = (typeof AUTH_ROUTES)[number];

/** Where an authenticator may begin when nobody is signed in (the login page starts at sign-up). */
export type InitialAuthRoute = 'signIn' | 'signUp' | 'resetPassword';

export type AuthStatus = 'configuring' | 'authenticated' | 'unauthenticated';

export function authStatusOf(route: AuthRoute): AuthStatus {
  if (route === 'idle' || route === 'setup') return 'configuring';
  return route === 'authenticated' ? 'authenticated' : 'unauthenticated';
}

export interface CodeDelivery {
  readonly medium: 'EMAIL' | 'SMS';
  readonly destination: string;
}

export type ContactAttribute = 'email' | 'phone_number';

/** The body of every successful `/api/auth/*` answer. */
export interface AuthAnswer {
  readonly next: AuthRoute;
  readonly user?: { readonly email: string };
  readonly username?: string;
  readonly codeDelivery?: CodeDelivery;
  /** For verifyUser: the contacts that can be verified. */
  readonly unverifiedContacts?: readonly ContactAttribute[];
  /** For confirmSignIn: which code is asked for. */
  readonly challengeName?: 'SMS_MFA' | 'SOFTWARE_TOKEN_MFA';
  /** For setupTOTP: the shared secret and the otpauth:// link the QR code shows. */
  readonly totp?: { readonly secret: string; readonly uri: string };
}
