import { emailProblem, normaliseEmail } from '../email';
/**
 * The authenticator's validation rules (docs/product/accounts.md), word for word. The forms run them on leaving a field and on
 * submit; the API runs the same password policy and e-mail rule itself.
 */

export interface PasswordPolicy {
  readonly minLength: number;
  readonly requireLowercase: boolean;
  readonly requireUppercase: boolean;
  readonly requireNumbers: boolean;
  readonly requireSymbols: boolean;
}

/** The pool's policy: length 10, no character classes (infra/definitions/user-pool.ts builds Cognito's from it). */
export const PASSWORD_POLICY: PasswordPolicy = {
  minLength: 10,
  requireLowercase: false,
  requireUppercase: false,
  requireNumbers: false,
  requireSymbols: false,
};

/** Below this many characters in each field, a mismatch is not yet worth showing (unless both were touched). */
export const CONFIRM_MISMATCH_MIN_LENGTH = 6;
export const PASSWORDS_MUST_MATCH = 'Your passwords must match';
export const DEFAULT_DIAL_CODE = '+1';

export const passwordTooShortMessage = (minLength: number) => `Password must have at least ${minLength} characters`;
export const PASSWORD_CLASS_MESSAGES = {
  lowercase: 'Password must have lower case letters',
  uppercase: 'Password must have upper case letters',
  numbers: 'Password must have numbers',
  symbols: 'Password must have special characters',
} as const;

/** Cognito's list of special characters. */
const SYMBOL = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+\- ]/;

export function passwordErrors(password: string, policy: PasswordPolicy = PASSWORD_POLICY): string[] {
  const errors: string[] = [];
  if (password.length < policy.minLength) errors.push(passwordTooShortMessage(policy.minLength));
  if (policy.requireLowercase && !/[a-z]/.test(password)) errors.push(PASSWORD_CLASS_MESSAGES.lowercase);
  if (policy.requireUppercase && !/[A-Z]/.test(password)) errors.push(PASSWORD_CLASS_MESSAGES.uppercase);
  if (policy.requireNumbers && !/[0-9]/.test(password)) errors.push(PASSWORD_CLASS_MESSAGES.numbers);
  if (policy.requireSymbols && !SYMBOL.test(password)) errors.push(PASSWORD_CLASS_MESSAGES.symbols);
  return errors;
}

export interface PasswordPair {
  readonly password: string;
  readonly confirm_password: string;
}

export function confirmPasswordError(
  values: PasswordPair,
  touched: Partial<Record<keyof PasswordPair, boolean>>,
): string | undefined {
  if (values.password === values.confirm_password) return undefined;
  const bothLongEnough =
    values.password.length >= CONFIRM_MISMATCH_MIN_LENGTH &&
    values.confirm_password.length >= CONFIRM_MISMATCH_MIN_LENGTH;
  const bothTouched = Boolean(touched.password && touched.confirm_password);
  return bothLongEnough || bothTouched ? PASSWORDS_MUST_MATCH : undefined;
}

export type FormValues = Readonly<Record<string, string>>;
export type FormErrors = Readonly<Record<string, readonly string[]>>;

/** On submit: passwords are kept exactly as typed, every other value is trimmed. */
export function trimFormValues(values: FormValues): FormValues {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, name.includes('password') ? value : value.trim()]),
  );
}

/** Dial code plus number, with every character other than letters, digits and + removed. */
export function cleanPhoneNumber(number: string, dialCode: string = DEFAULT_DIAL_CODE): string {
  return `${dialCode}${number}`.replace(/[^A-Za-z0-9+]/g, '');
}

/** The auth rejections and their messages (docs/product/accounts.md). */
export const AUTH_REJECTIONS = {
  EmptyUsername: 'Username cannot be empty',
  EmptyPassword: 'Password cannot be empty',
  EmptyCode: 'Confirmation code cannot be empty',
  EmptyChallengeResponse: 'challengeResponse required for confirmSignIn',
  NoUserSession: 'No current user.',
  NoUserPool: 'Cognito User pool does not exist',
} as const;

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';

/** What a field of the authenticator asks of its value; `newPassword` applies the pool's policy. */
export type FieldRule = 'email' | 'password' | 'newPassword' | 'code' | 'confirmPassword';

/** One field's errors under its rule, in the authenticator's own words (translated by the UI). */
export function fieldErrors(
  rule: FieldRule,
  values: FormValues,
  touched: Readonly<Record<string, boolean>> = {},
): string[] {
  const value = (name: string) => values[name] ?? '';
  switch (rule) {
    case 'email': {
      const problem = emailProblem(normaliseEmail(value('email')));
      if (problem === 'empty') return [AUTH_REJECTIONS.EmptyUsername];
      return problem ? [INVALID_EMAIL_MESSAGE] : [];
    }
    case 'password':
      return value('password') ? [] : [AUTH_REJECTIONS.EmptyPassword];
    case 'newPassword':
      return value('password') ? passwordErrors(value('password')) : [AUTH_REJECTIONS.EmptyPassword];
    case 'code':
      return value('code').trim() ? [] : [AUTH_REJECTIONS.EmptyCode];
    case 'confirmPassword': {
      const mismatch = confirmPasswordError(
        { password: value('password'), confirm_password: value('confirm_password') },
        touched,
      );
      return mismatch ? [mismatch] : [];
    }
  }
}

/**
 * The errors a form shows: a field's own once it was left (blur) or the form submitted — never at the first
 * keystroke — and the confirm-password mismatch by its rule (each at least 6 characters, or both touched).
 */
export function visibleFormErrors(
  rules: Readonly<Record<string, FieldRule>>,
  values: FormValues,
  blurred: Readonly<Record<string, boolean>>,
  submitted: boolean,
): FormErrors {
  const touched = submitted ? Object.fromEntries(Object.keys(rules).map((name) => [name, true])) : blurred;
  const errors: Record<string, string[]> = {};
  for (const [name, rule] of Object.entries(rules)) {
    const shown = rule === 'confirmPassword' || touched[name];
    const found = shown ? fieldErrors(rule, values, touched) : [];
    if (found.length > 0) errors[name] = found;
  }
  return errors;
}
