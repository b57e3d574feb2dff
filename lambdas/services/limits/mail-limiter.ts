import {
  mailCounters,
  tooManyMails,
  type LimitedMail,
  type MailCounterStore,
  type MailLimitSubjects,
} from '../../domain/mail-limits';

/** Takes a mail from the limits of `lambdas/domain/mail-limits.ts`, or throws `TooManyMailsError` (429). */
export interface MailLimiter {
  take(kind: LimitedMail, subjects: MailLimitSubjects): Promise<void>;
}

export function mailLimiter(store: MailCounterStore, now: () => Date = () => new Date()): MailLimiter {
  return {
    async take(kind, subjects) {
      const at = now();
      const counters = mailCounters(kind, subjects, at);
      const full = await store.countAll(counters);
      if (full !== null) throw tooManyMails(counters[full]!, at);
    },
  };
}
