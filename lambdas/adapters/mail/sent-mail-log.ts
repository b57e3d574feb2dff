import { randomUUID } from 'node:crypto';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { normaliseEmail } from '../../domain/email';
import { parseLicenceId } from '../../domain/licences/licence-id';
import { documentClient } from '../dynamo';
import { environment } from '../environment';
import { logger } from '../logger';
import { adminIndexKeys, keys } from '../store/keys';
import { queryAll } from '../store/pages';
import { retryingConflicts, type TableKey } from '../store/table';
import type { MailPort, OutgoingMail } from './mail-port';

/** As long as the mail claims (docs/data-model.md): the log says which mail went out, never its text. */
const RETENTION_SECONDS = 365 * 24 * 3600;

/**
 * What became of one mail the shop meant to send (ADR 450, ADR 504): `sent` (the mail service took it), `skipped`
 * (it was never handed over, `skip` says why), `queued` (the mail service refused it: it waits in the outbox, which
 * retries it) or `failed` (the outbox gave up on it). A queued mail's entry later says `sent`, `skipped` or `failed`.
 */
export type MailLogStatus = 'sent' | 'skipped' | 'queued' | 'failed';

/** Why a mail was not handed to the mail service. */
export type MailSkip =
  /** The address bounced for good or complained (ADR 273): `since` is when, `cause` which. */
  | { readonly reason: 'suppressed'; readonly since: string; readonly cause: string }
  /** The stage has no mail service (no SES identity in its configuration). */
  | { readonly reason: 'no-mail-service' };

/** One mail to the address, as the export and the operator console show it (ADR 372, ADR 450). */
export interface SentMail {
  readonly kind: string;
  readonly subject: string;
  /** The order, licence or subscription the mail was about, when it was about one. */
  readonly about: string | null;
  /** When it was sent, or skipped. */
  readonly sentAt: string;
}

/** A mail the mail service refused, and its retries from the outbox (ADR 504). */
export interface MailRetries {
  /** When the mail service first refused it. */
  readonly queuedAt: string;
  /** Sends tried so far, the first one included. */
  readonly attempts: number;
  /** What the mail service said the last time it refused. */
  readonly lastError: string;
}

export interface MailLogEntry extends SentMail {
  /** The recipient, normalised. */
  readonly to: string;
  readonly status: MailLogStatus;
  /** Set when `status` is `skipped`. */
  readonly skip: MailSkip | null;
  /** Set once the mail went through the outbox: `queued` and `failed`, and `sent` or `skipped` after a refusal. */
  readonly retries: MailRetries | null;
}

export type MailOutcome =
  | { readonly status: 'sent'; readonly retries?: MailRetries }
  | { readonly status: 'skipped'; readonly skip: MailSkip; readonly retries?: MailRetries }
  | { readonly status: 'queued' | 'failed'; readonly retries: MailRetries };

/** What the console finds a mail by (ADR 458): a licence's mail under its order, anything else under what it is about. */
function indexedSubject(about: string | undefined): string | undefined {
  if (!about) return undefined;
  return parseLicenceId(about)?.transactionId ?? about;
}

/** Where a mail's log entry is kept: the recipient's partition, by the instant it was first recorded. */
export function mailLogKey(mail: OutgoingMail, at: Date): TableKey {
  return keys.mailSent(mail.to, at.toISOString(), mail.kind, randomUUID());
}

/**
 * One PutItem under the recipient's partition, once the mail went out, was skipped or was queued. `key` names an
 * entry written before (a queued mail's): its outcome replaces the earlier one.
 */
export async function recordMail(
  mail: OutgoingMail,
  outcome: MailOutcome,
  at = new Date(),
  key: TableKey = mailLogKey(mail, at),
): Promise<void> {
  const sentAt = at.toISOString();
  const subject = indexedSubject(mail.about);
  await retryingConflicts(() =>
    documentClient.send(
      new PutCommand({
        TableName: environment.tableName,
        Item: {
          ...key,
          // The console's index finds it by the order or subscription it is about (ADR 458).
          ...(subject ? adminIndexKeys.mail(subject, sentAt, mail.to) : {}),
          type: 'mail-log',
          to: normaliseEmail(mail.to),
          kind: mail.kind,
          subject: mail.subject,
          about: mail.about ?? null,
          sentAt,
          status: outcome.status,
          skip: outcome.status === 'skipped' ? outcome.skip : null,
          retries: outcome.retries ?? null,
          expiresAt: Math.floor(at.getTime() / 1000) + RETENTION_SECONDS,
        },
      }),
    ),
  );
}

/**
 * Records what became of a mail without ever failing it: the mail is out (or deliberately not), and failing would
 * make its caller send it again.
 */
export async function logMailOutcome(
  mail: OutgoingMail,
  outcome: MailOutcome,
  record: MailRecorder = recordMail,
): Promise<void> {
  try {
    await record(mail, outcome);
  } catch (error) {
    logger.warn('A sent mail could not be recorded for its recipient', { kind: mail.kind, error: error as Error });
  }
}

/** Writes a mail's outcome to its recipient's log (`recordMail`; tests pass their own). */
export type MailRecorder = (mail: OutgoingMail, outcome: MailOutcome) => Promise<void>;

/** A mail port that logs every mail it sent by recipient, for the person's data export and the console. */
export function recordingMailPort(inner: MailPort, record: MailRecorder = recordMail): MailPort {
  return {
    async send(mail) {
      await inner.send(mail);
      await logMailOutcome(mail, { status: 'sent' }, record);
    },
  };
}

type LoggedItem = Partial<MailLogEntry> & SentMail & { pk: string; sk: string };

function loggedItems(email: string, newestFirst: boolean): Promise<LoggedItem[]> {
  return queryAll<LoggedItem>({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.mailsSentTo(email) },
    ScanIndexForward: !newestFirst,
  });
}

/** Every entry of the address's log, sent or not, newest first: one Query of its partition (paged past 1 MB). */
export async function mailLogOf(email: string): Promise<MailLogEntry[]> {
  // Entries written before the log kept a status were all sent mails.
  return (await loggedItems(email, true)).map((item) => ({
    kind: item.kind,
    subject: item.subject,
    about: item.about ?? null,
    sentAt: item.sentAt,
    to: item.to ?? normaliseEmail(email),
    status: item.status ?? 'sent',
    skip: item.skip ?? null,
    retries: item.retries ?? null,
  }));
}

/** Every mail that went out to the address, newest first (what the data export lists). */
export async function mailsSentTo(email: string): Promise<SentMail[]> {
  return (await mailLogOf(email))
    .filter((entry) => entry.status === 'sent')
    .map(({ kind, subject, about, sentAt }) => ({ kind, subject, about, sentAt }));
}

/** Deletes the address's mail log with its account: it is personal data, and no law asks the shop to keep it. */
export async function deleteMailsSentTo(email: string): Promise<void> {
  for (const { pk, sk } of await loggedItems(email, false))
    await retryingConflicts(() =>
      documentClient.send(new DeleteCommand({ TableName: environment.tableName, Key: { pk, sk } })),
    );
}
