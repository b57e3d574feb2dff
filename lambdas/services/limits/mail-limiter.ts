import {
  mailCounters,
  tooManyMails,
  type LimitedMail,
  type MailCounterStore,
  type MailLimitSubjects,
} from '../../domain/mail-limits';

/**
 * Takes a mail from the limits of `lambdas/domain/mail-limits.ts`, or throws `TooManyMailsError` (429). Several
 * mails (one request that mails several addresses) are taken all or none.
 */
export interface MailLimiter {
  take(kind: LimitedMail, subjects: MailLimitSubjects | readonly MailLimitSubjects[]): Promise<void>;
}

export function mailLimiter(store: MailCounterStore, now: () => Date = () => new Date()): MailLimiter {
  return {
    async take(kind, subjects) {
      const at = now();
      const mails: readonly MailLimitSubjects[] = Array.isArray(subjects) ? subjects : [subjects];
      // A counter two of the mails share (the caller's) counts each of them.
      const counters = mails.flatMap((mail) => mailCounters(kind, mail, at));
      const full = await store.countAll(counters);
      if (full !== null) throw tooManyMails(counters[full]!, at);
    },
  };
}
