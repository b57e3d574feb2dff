import { redirect, type LoaderFunctionArgs } from 'react-router';
import { apiGet } from './api';

/**
 * Who is signed in, as the API sees it (the tokens themselves are HttpOnly cookies JavaScript never reads).
 * `GET /api/auth/session` also refreshes an expired session, and answers 401 for an invalid one, whose cookies
 * it clears.
 */
export interface SessionUser {
  readonly email: string;
}

export async function fetchSessionUser(): Promise<SessionUser | null> {
  const session = await apiGet<{ signedIn: boolean; user?: SessionUser }>('/api/auth/session');
  return session.signedIn && session.user ? session.user : null;
}

/** Where anonymous visitors of a signed-in page go; `redirect` brings them back afterwards. */
export const SIGN_IN_PATH = '/sign-in';

export function signInPathFor(returnTo: string): string {
  return `${SIGN_IN_PATH}?redirect=${encodeURIComponent(returnTo)}`;
}

/** Only same-site paths are followed after sign-in (never `//evil.example` or `https://…`). */
export function safeReturnPath(candidate: string | null): string | null {
  return candidate && candidate.startsWith('/') && !candidate.startsWith('//') && !candidate.startsWith('/\\') ? candidate : null;
}

/** Route loader for pages that require sign-in (SPEC.md §6): anonymous visitors go to sign in, then back. */
export async function requireSignIn({ request }: LoaderFunctionArgs): Promise<SessionUser> {
  const user = await fetchSessionUser().catch(() => null);
  if (user) return user;
  const url = new URL(request.url);
  throw redirect(signInPathFor(`${url.pathname}${url.search}`));
}
