// A namespace import lets esbuild drop zod's unused parts (ADR 006).
import * as z from 'zod';
import { EMAIL_PROBLEM_MESSAGES, emailProblem, normaliseEmail } from '../domain/email';

/**
 * A request field holding an e-mail address, decided by the one rule (`lambdas/domain/email.ts`): normalised
 * (trimmed, lower-cased), then accepted or refused with the rule's message. `required` names what is missing.
 */
export function emailField(required: string = EMAIL_PROBLEM_MESSAGES.empty) {
  return z.string({ error: required }).transform((value, context) => {
    const normalised = normaliseEmail(value);
    const problem = emailProblem(normalised);
    if (problem) {
      context.addIssue({ code: 'custom', message: problem === 'empty' ? required : EMAIL_PROBLEM_MESSAGES[problem] });
      return z.NEVER;
    }
    return normalised;
  });
}
