import * as z from 'zod';
import { AUTH_REJECTIONS, passwordErrors } from '../../domain/auth/validation';
import { emailField } from '../../contract/email-field';
import { HttpError } from '../../http/errors';

/** What each auth step accepts (SPEC.md §5): e-mails by the one rule, passwords never trimmed, codes trimmed. */
const email = emailField(AUTH_REJECTIONS.EmptyUsername);
const password = z
  .string({ error: AUTH_REJECTIONS.EmptyPassword })
  .min(1, { error: AUTH_REJECTIONS.EmptyPassword })
  .max(256, { error: 'is too long' });
const trimmedCode = (empty: string) =>
  z
    .string({ error: empty })
    .transform((value) => value.trim())
    .pipe(z.string().min(1, { error: empty }).max(20, { error: 'is too long' }));
const code = trimmedCode(AUTH_REJECTIONS.EmptyCode);
const contactAttribute = z.enum(['email', 'phone_number'], { error: 'must be email or phone_number' });

export const AUTH_INPUTS = {
  credentials: z.object({ email, password }),
  confirmSignUp: z.object({ email, code, password: password.optional() }),
  emailOnly: z.object({ email }),
  challengeCode: z.object({ code: trimmedCode(AUTH_REJECTIONS.EmptyChallengeResponse) }),
  newPassword: z.object({ password, attributes: z.record(z.string().max(64), z.string().max(2048)).optional() }),
  confirmForgotPassword: z.object({ email, code, password }),
  changePassword: z.object({ previousPassword: password, password }),
  verifyContact: z.object({ attribute: contactAttribute }),
  confirmVerifyContact: z.object({ attribute: contactAttribute, code }),
};

/** The pool's policy in the authenticator's own words (Cognito enforces it too, in its words). */
export function assertPasswordPolicy(candidate: string): void {
  const errors = passwordErrors(candidate);
  if (errors.length > 0) throw new HttpError(400, 'INVALID_PASSWORD', errors.join('; '));
}
