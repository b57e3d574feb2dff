/**
 * Local stand-in for Cognito's outgoing mail: the codes Cognito would e-mail are kept here (and printed by
 * `npm start`) so a person can finish sign-up or a password reset without a mail server.
 * Served at `GET /api/local/mailbox` in local mode only.
 */
export interface LocalMail {
  readonly to: string;
  readonly code: string | undefined;
  readonly subject: string | undefined;
  readonly sentAt: string;
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
