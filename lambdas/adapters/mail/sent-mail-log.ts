import { randomUUID } from 'node:crypto';
import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../dynamo';
import { environment } from '../environment';
import { logger } from '../logger';
import { keys } from '../store/keys';
import { retryingConflicts } from '../store/table';
import type { MailPort, OutgoingMail } from './mail-port';

/** As long as the mail claims (docs/data-model.md): the log says which mail went out, never its text. */
const RETENTION_SECONDS = 365 * 24 * 3600;

/** One mail sent to the address, as the export shows it (ADR 372). */
export interface SentMail {
  readonly kind: string;
  readonly subject: string;
  /** The order, licence or subscription the mail was about, when it was about one. */
  readonly about: string | null;
  readonly sentAt: string;
}

/** One PutItem under the recipient's partition, after the mail went out. */
export async function recordSentMail(mail: OutgoingMail, at = new Date()): Promise<void> {
  const sentAt = at.toISOString();
  await retryingConflicts(() =>
    documentClient.send(
      new PutCommand({
        TableName: environment.tableName,
        Item: {
          ...keys.mailSent(mail.to, sentAt, mail.kind, randomUUID()),
          kind: mail.kind,
          subject: mail.subject,
          about: mail.about ?? null,
          sentAt,
          expiresAt: Math.floor(at.getTime() / 1000) + RETENTION_SECONDS,
        },
      }),
    ),
  );
}

/**
 * A mail port that logs every mail it sent by recipient, for the person's data export. A failed log never fails
 * the mail: the mail is out, and failing would make its caller send it again.
 */
export function recordingMailPort(inner: MailPort, record = recordSentMail): MailPort {
  return {
    async send(mail) {
      await inner.send(mail);
      try {
        await record(mail);
      } catch (error) {
        logger.warn('A sent mail could not be recorded for its recipient', { kind: mail.kind, error: error as Error });
      }
    },
  };
}

type LoggedItem = SentMail & { pk: string; sk: string };

async function loggedItems(email: string, newestFirst: boolean): Promise<LoggedItem[]> {
  const items: LoggedItem[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({
        TableName: environment.tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.mailsSentTo(email) },
        ScanIndexForward: !newestFirst,
        ExclusiveStartKey,
      }),
    );
    items.push(...((page.Items ?? []) as LoggedItem[]));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

/** Every logged mail to the address, newest first: one Query of its partition (paged only past 1 MB). */
export async function mailsSentTo(email: string): Promise<SentMail[]> {
  return (await loggedItems(email, true)).map(({ kind, subject, about, sentAt }) => ({
    kind,
    subject,
    about: about ?? null,
    sentAt,
  }));
}

/** Deletes the address's mail log with its account: it is personal data, and no law asks the shop to keep it. */
export async function deleteMailsSentTo(email: string): Promise<void> {
  for (const { pk, sk } of await loggedItems(email, false))
    await retryingConflicts(() =>
      documentClient.send(new DeleteCommand({ TableName: environment.tableName, Key: { pk, sk } })),
    );
}
