// zod/mini, as every Lambda's input (ADR 175).
import * as z from 'zod/mini';
import { EMAIL_PROBLEM_MESSAGES, emailProblem, normaliseEmail } from '../domain/email';

/**
 * A request field holding an e-mail address, decided by the one rule (`lambdas/domain/email.ts`): normalised
 * (trimmed, lower-cased), then accepted or refused with the rule's message. `required` names what is missing.
 */
export function emailField(required: string = EMAIL_PROBLEM_MESSAGES.empty) {
  return z.pipe(
    z.string({ error: required }),
    z.transform((value: string, context) => {
      const normalised = normaliseEmail(value);
      const problem = emailProblem(normalised);
      if (problem) {
        const message = problem === 'empty' ? required : EMAIL_PROBLEM_MESSAGES[problem];
        context.issues.push({ code: 'custom', message, input: value });
        return z.NEVER;
      }
      return normalised;
    }),
  );
}
