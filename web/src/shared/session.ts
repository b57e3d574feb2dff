import { useEffect, useSyncExternalStore } from 'react';
import { redirect, useLocation, type LoaderFunctionArgs } from 'react-router';
import { pathWithoutLanguage } from '@contract/languages';
import { SESSION_API, type SessionAnswer } from '@contract/endpoints';
import { ApiError, callApi } from './api';

/**
 * Who is signed in, as the API sees it (the tokens themselves are HttpOnly cookies JavaScript never reads).
 * `GET /api/auth/session` also refreshes an expired session, and answers 401 for an invalid one, whose cookies
 * it clears.
 */
export type SessionUser = NonNullable<SessionAnswer['user']>;

/** `undefined` until the first check has answered; `null` for an anonymous visitor. */
type Known = SessionUser | null | undefined;
let known: Known;
const listeners = new Set<() => void>();

function publish(user: SessionUser | null): void {
  if (known === user || (known && user && known.email === user.email)) return;
  known = user;
  for (const listener of listeners) listener();
}

/** Each check is numbered: only the newest one's answer is published (an older, slower one may be stale). */
let checks = 0;

export async function fetchSessionUser(): Promise<SessionUser | null> {
  const check = ++checks;
  if (isMarkedSignedOut()) {
    // A sign-out whose call never arrived: the person saw themselves signed out, so they stay signed out, and the
    // server is asked again to end the session.
    void endSessionOnServer();
    if (check === checks) publish(null);
    return null;
  }
  const session = await callApi(SESSION_API.session);
  const user = session.signedIn && session.user ? session.user : null;
  if (check === checks) publish(user);
  return user;
}

/** After signing out: every reader of the session sees the anonymous state at once. */
export function forgetSessionUser(): void {
  checks += 1;
  publish(null);
}

/**
 * The signed-in user for components (the navigation bar, the confirmation page). The first render is always the
 * anonymous one (`undefined`), on the server's prerender and in the browser alike; the check runs after it, and
 * again on every navigation, so signing in or out elsewhere shows up on the next page.
 */
export function useSessionUser(): Known {
  const { pathname } = useLocation();
  useEffect(() => {
    fetchSessionUser().catch(() => undefined);
  }, [pathname]);
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => known,
    () => undefined,
  );
}

/** A sign-out gives up after 3 seconds (docs/product/accounts.md). */
export const SIGN_OUT_TIMEOUT_MS = 3_000;
const SIGNED_OUT_KEY = 'skydeck.signedOut';

function isMarkedSignedOut(): boolean {
  try {
    return localStorage.getItem(SIGNED_OUT_KEY) === '1';
  } catch {
    return false;
  }
}

/** Kept until the next sign-in, in every tab: see `fetchSessionUser`. */
export function markSignedOut(signedOut: boolean): void {
  try {
    if (signedOut) localStorage.setItem(SIGNED_OUT_KEY, '1');
    else localStorage.removeItem(SIGNED_OUT_KEY);
  } catch {
    // Without storage the server's answer alone decides, as before.
  }
}

/** Ends the session on the server (`everywhere`: every device); resolves after at most 3 seconds, whatever happens. */
export async function endSessionOnServer(everywhere = false): Promise<void> {
  markSignedOut(true);
  forgetSessionUser();
  const step = everywhere ? 'sign-out-everywhere' : 'sign-out';
  // Once the server has ended the session the mark has done its work: the next page's session check asks the
  // server (signed out) instead of sending the sign-out a second time.
  const call = callApi(SESSION_API.authStep, { params: { step }, body: {} }).then(
    () => markSignedOut(false),
    () => undefined,
  );
  await Promise.race([call, new Promise((resolve) => setTimeout(resolve, SIGN_OUT_TIMEOUT_MS))]);
}

/** Where anonymous visitors of a signed-in page go; `redirect` brings them back afterwards. */
export const SIGN_IN_PATH = '/sign-in';

export function signInPathFor(returnTo: string): string {
  return `${SIGN_IN_PATH}?redirect=${encodeURIComponent(returnTo)}`;
}

/** Only same-site paths are followed after sign-in (never `//evil.example` or `https://…`). */
export function safeReturnPath(candidate: string | null): string | null {
  return candidate && candidate.startsWith('/') && !candidate.startsWith('//') && !candidate.startsWith('/\\')
    ? candidate
    : null;
}

/** What a page says when the session check met an outage rather than an answer (ADR 311). */
export const SESSION_OUTAGE_MESSAGE =
  'The shop could not check your sign-in just now. Please try again in a moment; you do not need to sign in again.';

/**
 * Only the API's answer that there is no valid session means "signed out". A check that could not reach the API or
 * met a server error says nothing about the session: it is an outage, never a reason to ask for a sign-in.
 */
export function isSessionOutage(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}

/**
 * Route loader for pages that require sign-in (docs/product/accounts.md): anonymous visitors go to sign in, then back. An outage
 * is thrown as a retryable error, so the route's error page says it with "Try again".
 */
export async function requireSignIn({ request }: LoaderFunctionArgs): Promise<SessionUser> {
  const user = await fetchSessionUser().catch((error: unknown) => {
    if (isSessionOutage(error)) {
      throw new ApiError(error instanceof ApiError ? error.status : 0, 'SESSION_CHECK_FAILED', SESSION_OUTAGE_MESSAGE);
    }
    return null;
  });
  if (user) return user;
  const url = new URL(request.url);
  // The request names the page's full address (`/de/licenses`); the router's paths are without the language.
  throw redirect(signInPathFor(`${pathWithoutLanguage(url.pathname)}${url.search}`));
}
