import { DomainError } from './errors';

/**
 * How often a caller may make the shop send a mail (ADR 260). Every mail a signed-in or anonymous request can cause
 * is one kind here; each kind's rules count it by the address it goes to (`target`), the licence or subscription it
 * is about (`subject`) and who asked (`caller`: the signed-in e-mail, or the network address of an anonymous caller),
 * alone or together, in fixed windows (UTC hours or days). A request passes only when every rule of its kind still
 * has room, and then counts in all of them. Mails that follow a payment or a scheduled job are not here: no caller
 * can repeat them at will.
 */
export type MailLimitScope = 'target' | 'subject' | 'caller';
export type MailLimitWindow = 'hour' | 'day';

export interface MailLimitRule {
  readonly by: readonly MailLimitScope[];
  readonly max: number;
  readonly per: MailLimitWindow;
}

export const MAIL_LIMITS = {
  /** A transfer offer to the new owner (offer, cancel and offer again each send one). */
  'transfer-offer': [
    { by: ['target', 'subject'], max: 3, per: 'day' },
    { by: ['target'], max: 10, per: 'day' },
    { by: ['caller'], max: 20, per: 'day' },
  ],
  /** Cognito's codes to an address: sign-up, a resent sign-up code (also on signing in unconfirmed), a reset. */
  'account-code': [
    { by: ['target'], max: 5, per: 'hour' },
    { by: ['target'], max: 20, per: 'day' },
    { by: ['caller'], max: 300, per: 'hour' },
  ],
  /** A signed-in person's code to verify their own e-mail or phone. */
  'contact-code': [
    { by: ['target'], max: 5, per: 'hour' },
    { by: ['target'], max: 20, per: 'day' },
  ],
  /**
   * A mail an operator's action sends (a re-send, the mails of a move or an address correction), counted once per
   * address per action (ADR 452): an address gets a few an hour whoever asks, an operator some hundred.
   */
  'operator-mail': [
    { by: ['target'], max: 3, per: 'hour' },
    { by: ['target'], max: 10, per: 'day' },
    { by: ['caller'], max: 100, per: 'hour' },
  ],
  /** The receipts of cancelling a subscription and of resuming it. */
  'subscription-change': [
    { by: ['subject'], max: 6, per: 'day' },
    { by: ['caller'], max: 20, per: 'day' },
  ],
} as const satisfies Readonly<Record<string, readonly MailLimitRule[]>>;

export type LimitedMail = keyof typeof MAIL_LIMITS;

export type MailLimitSubjects = Readonly<Partial<Record<MailLimitScope, string>>>;

const WINDOW_SECONDS: Readonly<Record<MailLimitWindow, number>> = { hour: 3600, day: 86_400 };

/** One counter a request counts in: a deterministic key, its room and the window it belongs to. */
export interface MailCounter {
  /** Names the kind, the rule, who or what is counted and the window's start, so a new window is a new counter. */
  readonly key: string;
  readonly max: number;
  /** Epoch seconds: when the window ends (and the counter's record may go). */
  readonly windowEndsAt: number;
}

/**
 * The counters a mail of this kind counts in at `now`. The window's start is part of the key, so a counter of a past
 * window is never read again, whether or not the table's TTL has removed it yet.
 */
export function mailCounters(kind: LimitedMail, subjects: MailLimitSubjects, now: Date): MailCounter[] {
  const seconds = Math.floor(now.getTime() / 1000);
  return MAIL_LIMITS[kind].map((rule: MailLimitRule) => {
    const length = WINDOW_SECONDS[rule.per];
    const windowStart = seconds - (seconds % length);
    const counted = rule.by.map((scope) => {
      const value = subjects[scope];
      if (value === undefined || value === '') throw new Error(`A ${kind} mail needs its ${scope} to be limited`);
      return `${scope}=${scope === 'target' ? value.toLowerCase() : value}`;
    });
    return {
      key: [kind, `${rule.by.join('+')}/${rule.per}`, ...counted, String(windowStart)].join('|'),
      max: rule.max,
      windowEndsAt: windowStart + length,
    };
  });
}

/** Where the counters live (the port; lambdas/adapters/store/mail-counters.ts in the table). */
export interface MailCounterStore {
  /**
   * Counts one more in every counter, each atomically, unless one of them is full: then that request counts in none
   * (what it counted in earlier counters is taken back) and the answer is the full counter's index. Null when all
   * counted.
   */
  countAll(counters: readonly MailCounter[]): Promise<number | null>;
}

/** The one sentence a refused request reads (translated by the web, whose dictionaries key on it). */
export const TOO_MANY_MAILS_MESSAGE = 'Too many e-mails were asked for in a short time. Please try again later.';

/** A mail refused by a limit (429): nothing was sent or changed; `retryAfterSeconds` says when the window ends. */
export class TooManyMailsError extends DomainError {
  override readonly name = 'TooManyMailsError';
  override readonly kind = 'tooMany';

  constructor(readonly retryAfterSeconds: number) {
    super('TOO_MANY_MAILS', TOO_MANY_MAILS_MESSAGE);
  }
}

/** The refusal for a full counter at `now`. */
export function tooManyMails(counter: MailCounter, now: Date): TooManyMailsError {
  return new TooManyMailsError(Math.max(1, counter.windowEndsAt - Math.floor(now.getTime() / 1000)));
}
