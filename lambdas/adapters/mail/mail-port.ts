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

/** Why an address gets no more mail: SES reported a permanent bounce, or the recipient marked a mail as spam. */
export type SuppressionReason = 'bounce' | 'complaint';

/** An address the shop mails no more, and since when. */
export interface Suppression {
  readonly email: string;
  readonly reason: SuppressionReason;
  readonly suppressedAt: string;
}

/**
 * What the sender already read of the recipient in a read of its own (ADR 536): a port that checks the address for
 * suppression takes this answer instead of reading it again, when it is for the same address.
 */
export interface RecipientRead {
  /** The address as read (normalised as the mail's `to`). */
  readonly address: string;
  /** Its suppression, or null when the shop may mail it. */
  readonly suppression: Suppression | null;
}

export interface MailPort {
  send(mail: OutgoingMail, recipient?: RecipientRead): Promise<void>;
}

/** Remembers which mails went out, so a redelivered webhook or a re-run job does not send one twice. */
export interface SentMailRecords {
  /** True when this key was not claimed before (the caller now sends); false when it was. */
  claim(key: string, kind: string): Promise<boolean>;
  /** Gives a claim back after the send failed, so the retry sends it. */
  release(key: string): Promise<void>;
}
