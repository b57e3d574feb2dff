import {
  MAIL_LIMITS,
  mailCounters,
  TOO_MANY_MAILS_MESSAGE,
  tooManyMails,
  type LimitedMail,
} from '../../../lambdas/domain/mail-limits';
import en from '../../../web/src/shared/i18n/locales/en';

const SUBJECTS = { target: 'Buyer@Example.com', subject: 'lic_1', caller: 'owner@example.com' };

describe('mail limits', () => {
  it('counts a transfer offer per address and licence, per address and per caller, in UTC days', () => {
    // Act
    const counters = mailCounters('transfer-offer', SUBJECTS, new Date('2026-11-26T23:59:59.000Z'));

    // Assess
    const dayStart = Date.parse('2026-11-26T00:00:00.000Z') / 1000;
    expect(counters).toEqual([
      {
        key: `transfer-offer|target+subject/day|target=buyer@example.com|subject=lic_1|${dayStart}`,
        max: 3,
        windowEndsAt: dayStart + 86_400,
      },
      {
        key: `transfer-offer|target/day|target=buyer@example.com|${dayStart}`,
        max: 10,
        windowEndsAt: dayStart + 86_400,
      },
      {
        key: `transfer-offer|caller/day|caller=owner@example.com|${dayStart}`,
        max: 20,
        windowEndsAt: dayStart + 86_400,
      },
    ]);
  });

  it('starts new counters when the window turns, whether or not old ones have expired', () => {
    // Act
    const before = mailCounters('account-code', SUBJECTS, new Date('2026-11-26T10:59:59.999Z'));
    const after = mailCounters('account-code', SUBJECTS, new Date('2026-11-26T11:00:00.000Z'));

    // Assess: the hour's counters differ, the day's counter is the same
    expect(after[0]!.key).not.toBe(before[0]!.key);
    expect(after[1]!.key).toBe(before[1]!.key);
  });

  it('names each rule of a kind once, so no two rules share a counter', () => {
    for (const kind of Object.keys(MAIL_LIMITS) as LimitedMail[]) {
      // Act
      const keys = mailCounters(kind, SUBJECTS, new Date()).map((counter) => counter.key);

      // Assess
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it('refuses to count a mail whose rule names something the caller did not give', () => {
    // Act
    const counting = () => mailCounters('transfer-offer', { target: 'a@example.com' }, new Date());

    // Assess
    expect(counting).toThrow('A transfer-offer mail needs its subject to be limited');
  });

  it('answers a full counter with a 429 refusal that says when its window ends, in a sentence the web translates', () => {
    // Prepare
    const [counter] = mailCounters('contact-code', SUBJECTS, new Date('2026-11-26T10:15:00.000Z'));

    // Act
    const refusal = tooManyMails(counter!, new Date('2026-11-26T10:15:00.000Z'));

    // Assess
    expect(refusal).toMatchObject({ name: 'TooManyMailsError', code: 'TOO_MANY_MAILS', retryAfterSeconds: 45 * 60 });
    expect(refusal.message).toBe(TOO_MANY_MAILS_MESSAGE);
    expect(Object.keys(en)).toContain(TOO_MANY_MAILS_MESSAGE);
  });
});
