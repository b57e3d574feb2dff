import { randomUUID } from 'node:crypto';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { normaliseEmail } from '../../domain/email';
import { documentClient } from '../dynamo';
import { environment } from '../environment';
import { logger } from '../logger';
import { keys } from '../store/keys';
import { queryAll } from '../store/pages';
import { retryingConflicts } from '../store/table';
import type { MailPort, OutgoingMail } from './mail-port';

/** As long as the mail claims (docs/data-model.md): the log says which mail went out, never its text. */
const RETENTION_SECONDS = 365 * 24 * 3600;

/**
 * What became of one mail the shop meant to send (ADR 450): `sent` (the mail service took it) or `skipped` (it was
 * never handed over, `skip` says why). Further states of the same record join this union.
 */
export type MailLogStatus = 'sent' | 'skipped';

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

export interface MailLogEntry extends SentMail {
  /** The recipient, normalised. */
  readonly to: string;
  readonly status: MailLogStatus;
  /** Set when `status` is `skipped`. */
  readonly skip: MailSkip | null;
}

export type MailOutcome = { readonly status: 'sent' } | { readonly status: 'skipped'; readonly skip: MailSkip };

/** One PutItem under the recipient's partition, after the mail went out or was skipped. */
export async function recordMail(mail: OutgoingMail, outcome: MailOutcome, at = new Date()): Promise<void> {
  const sentAt = at.toISOString();
  await retryingConflicts(() =>
    documentClient.send(
      new PutCommand({
        TableName: environment.tableName,
        Item: {
          ...keys.mailSent(mail.to, sentAt, mail.kind, randomUUID()),
          type: 'mail-log',
          to: normaliseEmail(mail.to),
          kind: mail.kind,
          subject: mail.subject,
          about: mail.about ?? null,
          sentAt,
          status: outcome.status,
          skip: outcome.status === 'skipped' ? outcome.skip : null,
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
  record: (mail: OutgoingMail, outcome: MailOutcome) => Promise<void> = recordMail,
): Promise<void> {
  try {
    await record(mail, outcome);
  } catch (error) {
    logger.warn('A sent mail could not be recorded for its recipient', { kind: mail.kind, error: error as Error });
  }
}

/** A mail port that logs every mail it sent by recipient, for the person's data export and the console. */
export function recordingMailPort(
  inner: MailPort,
  record: (mail: OutgoingMail, outcome: MailOutcome) => Promise<void> = recordMail,
): MailPort {
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
