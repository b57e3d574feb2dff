/**
 * What the social sign-in's redirects say (ADR 252), shared by the API that sends them and the sign-in page that
 * reads them. The federated start takes `?returnTo=<path>`; a failed callback lands on the sign-in page with
 * `?authError=<code>` (a navigation cannot carry the JSON error shape), and the page shows the code's sentence.
 */
export const RETURN_TO_PARAM = 'returnTo';
export const AUTH_ERROR_PARAM = 'authError';

export const FEDERATED_SIGN_IN_ERRORS = {
  /** The state cookie is missing or past its ten minutes: started in another browser, or too long ago. */
  OAUTH_STATE_EXPIRED: 'This sign-in step has expired. Please sign in again.',
  /** The callback's state is missing or not the one sealed in the cookie: forged, replayed or tampered with. */
  OAUTH_STATE_INVALID: 'This sign-in step is not valid. Please sign in again.',
  /** The provider refused or was cancelled, or the code did not turn into a verifiable session. */
  FEDERATED_SIGN_IN_FAILED: 'Something went wrong. Please try again.',
} as const;

export type FederatedSignInError = keyof typeof FEDERATED_SIGN_IN_ERRORS;

/** Only same-site paths are followed after signing in (never `//evil.example`, `/\evil.example` or a URL). */
export function isSameSitePath(candidate: string | null | undefined): candidate is string {
  return (
    typeof candidate === 'string' &&
    candidate.length <= 512 &&
    candidate.startsWith('/') &&
    !candidate.startsWith('//') &&
    !candidate.startsWith('/\\') &&
    // eslint-disable-next-line no-control-regex -- control characters would end the Location header's line
    !/[\u0000-\u001f\u007f]/.test(candidate)
  );
}
