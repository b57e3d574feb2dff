import type { OutgoingMail } from '../../lambdas/adapters/mail/mail-port';

/**
 * The local stand-in for outgoing mail: the codes Cognito would e-mail, and the shop's own mails (sent through the
 * local mail port, `lambdas/adapters/mail/local-mailbox.ts`), are kept here and printed by `npm start`, so a person
 * can finish sign-up or read a licence key without a mail server.
 * Served at `GET /api/local/mailbox` (`?to=` filters by recipient) in local mode only.
 */
export interface LocalMail {
  readonly to: string;
  readonly code: string | undefined;
  readonly subject: string | undefined;
  readonly sentAt: string;
  /** The shop's mails: what kind (`order-paid`, `transfer-offer`, …) and both parts. */
  readonly kind?: string;
  readonly text?: string;
  readonly html?: string;
}

export class Mailbox {
  private readonly mails: LocalMail[] = [];

  constructor(private readonly announce: (mail: LocalMail) => void = () => {}) {}

  deliver(mail: LocalMail): void {
    this.mails.push(mail);
    this.announce(mail);
  }

  /** Newest first; optionally only those to one address (case-insensitive, as Cognito treats e-mails). */
  list(to?: string): LocalMail[] {
    const wanted = to?.toLowerCase();
    return this.mails.filter((mail) => !wanted || mail.to.toLowerCase() === wanted).reverse();
  }
}

/** A mail posted by the local mail port, checked before it is kept (nothing else writes to the mailbox). */
export function parseShopMail(body: unknown): LocalMail | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { to, subject, text, html, kind } = body as Record<string, unknown>;
  if (![to, subject, text, html, kind].every((value) => typeof value === 'string')) return undefined;
  return shopMail(body as OutgoingMail);
}

/** A mail the shop's own mail port sent, as the mailbox keeps it. */
export function shopMail({ to, subject, text, html, kind }: OutgoingMail): LocalMail {
  return { to, subject, text, html, kind, code: undefined, sentAt: new Date().toISOString() };
}
