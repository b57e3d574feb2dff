/**
 * The one way the shop sends e-mail: Amazon SES in the cloud, the local mailbox on the local stack. Services
 * compose a mail (lambdas/services/mail) and hand it to a port; they never know which one.
 */
export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** What kind of mail this is (`order-paid`, `transfer-offer`, …): a tag for logs and the local mailbox. */
  readonly kind: string;
  /** The order, licence or subscription the mail is about, for the recipient's mail log (ADR 372). */
  readonly about?: string;
}

export interface MailPort {
  send(mail: OutgoingMail): Promise<void>;
}

/** Remembers which mails went out, so a redelivered webhook or a re-run job does not send one twice. */
export interface SentMailRecords {
  /** True when this key was not claimed before (the caller now sends); false when it was. */
  claim(key: string, kind: string): Promise<boolean>;
  /** Gives a claim back after the send failed, so the retry sends it. */
  release(key: string): Promise<void>;
}
