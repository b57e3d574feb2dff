import { ApiError } from '../../shared/api';
import en from '../../shared/i18n/locales/en';

/**
 * What the authenticator shows for a failed step: a message it can translate, never raw server text. Known
 * messages pass (Cognito's wording, docs/product/accounts.md); a 400's field errors (`error.fields`) map to the
 * authenticator's own words; network and server failures get theirs.
 */
const BY_MESSAGE: Readonly<Record<string, keyof typeof en>> = {
  'must be an e-mail address': 'Please enter a valid email address',
  'Username cannot be empty': 'Please enter your e-mail address',
  'This session has been signed out. Please sign in again.': 'This session has been signed out. Please sign in again.',
};
const PASSWORD_LENGTH = /^Password must have at least \d+ characters$/;
export const GENERIC_FAILURE = 'Something went wrong. Please try again.';

export function authErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return GENERIC_FAILURE;
  if (error.status === 0) return 'Network error';
  if (error.status >= 500) return GENERIC_FAILURE;
  // A refusal of named fields says each in `error.fields`; any other refusal (Cognito's) is its message.
  const refusals = Object.keys(error.fields).length > 0 ? Object.values(error.fields) : [error.message];
  for (const message of refusals) {
    if (message in en || PASSWORD_LENGTH.test(message)) return message;
    const mapped = BY_MESSAGE[message];
    if (mapped) return mapped;
  }
  return GENERIC_FAILURE;
}
