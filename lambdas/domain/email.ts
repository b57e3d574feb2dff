/**
 * The shop's one e-mail rule. Sign-up, checkout, licence transfers and the payment webhook all decide with it, so an
 * address the shop accepts before payment is never refused after it (a paid order must not end without licences).
 *
 * Pure: the browser imports it too, so the authenticator says the same thing the API would.
 */

/** RFC 5321's limits: 254 characters for a path, 64 for the local part, 63 for a domain label. */
export const EMAIL_MAX_LENGTH = 254;
const LOCAL_MAX_LENGTH = 64;
const LABEL_MAX_LENGTH = 63;

/**
 * A subset of what zod's `z.email()` accepts (the webhook's former rule): dot-separated atoms of letters, digits
 * and `_'+-` (no leading, trailing or doubled dots), then at least two domain labels ending in a top-level domain
 * of two or more letters. Only ASCII: no spaces, control characters, quotes, angle brackets or other markup.
 */
const SHAPE = /^(?:[a-z0-9_'+-]+\.)*[a-z0-9_'+-]*[a-z0-9_+-]@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/;

export type EmailProblem = 'empty' | 'too-long' | 'malformed';

/** What people see for each problem (the API prefixes the field name; the authenticator translates). */
export const EMAIL_PROBLEM_MESSAGES: Readonly<Record<EmailProblem, string>> = {
  empty: 'Username cannot be empty',
  'too-long': `is too long (at most ${EMAIL_MAX_LENGTH} characters)`,
  malformed: 'must be an e-mail address',
};

declare const normalised: unique symbol;

/** An address as the shop compares and stores it: the result of `normaliseEmail`, never a hand-lower-cased string. */
export type Email = string & { readonly [normalised]: true };

/**
 * Addresses are compared and stored trimmed and lower-cased (Cognito's pool is case-insensitive). Every address
 * that enters the shop (request, token, Paddle customer, custom data) passes here once.
 */
export function normaliseEmail(value: string): Email {
  return value.trim().toLowerCase() as Email;
}

/** Why a (normalised) address is refused, or undefined when it is acceptable. */
export function emailProblem(normalised: string): EmailProblem | undefined {
  if (normalised.length === 0) return 'empty';
  if (normalised.length > EMAIL_MAX_LENGTH) return 'too-long';
  if (!SHAPE.test(normalised)) return 'malformed';
  const at = normalised.lastIndexOf('@');
  if (at > LOCAL_MAX_LENGTH) return 'malformed';
  if (
    normalised
      .slice(at + 1)
      .split('.')
      .some((label) => label.length > LABEL_MAX_LENGTH)
  )
    return 'malformed';
  return undefined;
}

/** Whether the address, once normalised, is one the shop accepts. */
export function isAcceptableEmail(value: string): boolean {
  return emailProblem(normaliseEmail(value)) === undefined;
}
