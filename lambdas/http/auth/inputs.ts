import * as z from 'zod/mini';
import { AUTH_REJECTIONS, passwordErrors } from '../../domain/auth/validation';
import { emailField } from '../../contract/email-field';
import { HttpError } from '../errors';

/** What each auth step accepts (docs/product/accounts.md): e-mails by the one rule, passwords never trimmed, codes trimmed. */
const email = emailField(AUTH_REJECTIONS.EmptyUsername);
const password = z
  .string({ error: AUTH_REJECTIONS.EmptyPassword })
  .check(z.minLength(1, { error: AUTH_REJECTIONS.EmptyPassword }), z.maxLength(256, { error: 'is too long' }));
const trimmedCode = (empty: string) =>
  z
    .string({ error: empty })
    .check(z.trim(), z.minLength(1, { error: empty }), z.maxLength(20, { error: 'is too long' }));
const code = trimmedCode(AUTH_REJECTIONS.EmptyCode);
const contactAttribute = z.enum(['email', 'phone_number'], { error: 'must be email or phone_number' });

/** The page's language, for the mail a step sends (ADR 486). */
const language = z.optional(z.string().check(z.maxLength(35, { error: 'is not a language' })));

export const AUTH_INPUTS = {
  credentials: z.object({ email, password }),
  confirmSignUp: z.object({ email, code, password: z.optional(password) }),
  emailOnly: z.object({ email }),
  challengeCode: z.object({ code: trimmedCode(AUTH_REJECTIONS.EmptyChallengeResponse) }),
  newPassword: z.object({
    password,
    attributes: z.optional(
      z.record(
        z.string().check(z.maxLength(64, { error: 'names an attribute that is too long' })),
        z
          .string({ error: 'must hold text values' })
          .check(z.maxLength(2048, { error: 'holds a value that is too long' })),
        { error: 'must be an object of attribute names and values' },
      ),
    ),
  }),
  confirmForgotPassword: z.object({ email, code, password, language }),
  changePassword: z.object({ previousPassword: password, password, language }),
  verifyContact: z.object({ attribute: contactAttribute }),
  confirmVerifyContact: z.object({ attribute: contactAttribute, code }),
};

/** The pool's policy in the authenticator's own words (Cognito enforces it too, in its words). */
export function assertPasswordPolicy(candidate: string): void {
  const errors = passwordErrors(candidate);
  if (errors.length === 0) return;
  const message = errors.join('; ');
  throw new HttpError(400, 'INVALID_PASSWORD', message, { password: message });
}
