import type { OutgoingMail } from '../../lambdas/adapters/mail/mail-port';

/**
 * Failure injection for the mail service, local stack only: the local stack's in-process mailbox consults it before
 * it takes a mail, so the production mail port has no branch for it and no deployed bundle contains it. The local
 * stack's controls set it:
 * - `POST /api/local/mail/refuse?match=<text>` makes the mailbox refuse every mail (to an address containing the
 *   text, when given), as SES refuses in its sandbox or with a paused account;
 * - `POST /api/local/mail/accept` takes mail again.
 * Refused mails go to the outbox (ADR 504), which `POST /api/local/jobs/mail-outbox` sends again. Kept on a global
 * symbol, like the store's faults (store-faults.ts), so every loaded copy of the module shares one state.
 */
interface MailFaults {
  refusing: boolean;
  /** When set, only mails whose recipient contains this text are refused (so parallel tests are not hit). */
  match: string | undefined;
  /** How many mails have been refused so far. */
  refused: number;
}

const KEY = Symbol.for('skydeck.mail-faults');

export function mailFaults(): MailFaults {
  const holder = globalThis as { [KEY]?: MailFaults };
  holder[KEY] ??= { refusing: false, match: undefined, refused: 0 };
  return holder[KEY];
}

/** Whether the mailbox refuses this mail; counts the refusals it decides. */
export function shouldRefuseMail(mail: Pick<OutgoingMail, 'to'>): boolean {
  const faults = mailFaults();
  if (!faults.refusing) return false;
  if (faults.match !== undefined && !mail.to.toLowerCase().includes(faults.match.toLowerCase())) return false;
  faults.refused += 1;
  return true;
}

export class InjectedMailRefusal extends Error {
  override readonly name = 'InjectedMailRefusal';

  constructor() {
    super('Injected mail refusal (local test control): the mail service did not take the mail');
  }
}
