import { randomUUID } from 'node:crypto';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { errorSummary } from '../../domain/errors';
import { documentClient } from '../dynamo';
import { environment } from '../environment';
import { logger } from '../logger';
import { keys, MAIL_OUTBOX_PARTITION } from '../store/keys';
import { queryPage } from '../store/pages';
import { conditionalWrite, retryingConflicts, type TableKey } from '../store/table';
import type { MailPort, OutgoingMail } from './mail-port';
import { logMailOutcome, mailLogKey, recordMail, type MailOutcome, type MailRetries } from './sent-mail-log';

/**
 * The outbox (ADR 504): a mail the mail service refused waits here, in one partition oldest first, until the
 * `mail-outbox` job sends it (lambdas/services/mail/mail-outbox.ts). What the mail announces (an order's licences, a
 * transfer) is stored before the mail is composed, so a refused mail never undoes or fails it.
 */
export interface OutboxMail extends MailRetries {
  /** Its item. */
  readonly key: TableKey;
  readonly mail: OutgoingMail;
  /** The recipient's log entry that says `queued`; the job writes the mail's outcome there. */
  readonly logKey: TableKey;
  /** Not before this instant (the backoff after a refusal, or a run's lease while it sends). */
  readonly nextAttemptAt: string;
}

export interface MailOutbox {
  add(entry: OutboxMail): Promise<void>;
  /** The oldest waiting mails, oldest first. */
  oldest(limit: number): Promise<OutboxMail[]>;
  /**
   * Replaces an entry as it was read (`seen`): false when another run changed it meanwhile, so two runs never send
   * the same mail.
   */
  replace(seen: OutboxMail, next: OutboxMail): Promise<boolean>;
  remove(entry: OutboxMail): Promise<void>;
}

type OutboxItem = Omit<OutboxMail, 'key'> & TableKey & { readonly type: 'outbox-mail' };

const itemOf = ({ key, ...entry }: OutboxMail): OutboxItem => ({ ...entry, ...key, type: 'outbox-mail' });

export const mailOutbox: MailOutbox = {
  async add(entry) {
    await retryingConflicts(() =>
      documentClient.send(new PutCommand({ TableName: environment.tableName, Item: itemOf(entry) })),
    );
  },
  async oldest(limit) {
    const { items } = await queryPage<OutboxItem>({
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': MAIL_OUTBOX_PARTITION },
      ConsistentRead: true,
      Limit: limit,
    });
    return items.map(({ pk, sk, mail, logKey, queuedAt, attempts, lastError, nextAttemptAt }) => ({
      key: { pk, sk },
      mail,
      logKey,
      queuedAt,
      attempts,
      lastError,
      nextAttemptAt,
    }));
  },
  replace(seen, next) {
    return conditionalWrite(() =>
      documentClient.send(
        new PutCommand({
          TableName: environment.tableName,
          Item: itemOf(next),
          ConditionExpression: 'attempts = :attempts AND nextAttemptAt = :next',
          ExpressionAttributeValues: { ':attempts': seen.attempts, ':next': seen.nextAttemptAt },
        }),
      ),
    );
  },
  async remove(entry) {
    await retryingConflicts(() =>
      documentClient.send(new DeleteCommand({ TableName: environment.tableName, Key: entry.key })),
    );
  },
};

/**
 * A mail port that never fails its caller because the mail service refused: the refused mail goes to the outbox,
 * due at once (the job's next run, within 5 minutes, tries it again), and the recipient's log says `queued`. Only a
 * mail that can be neither sent nor queued (the table is unavailable too) fails, with the mail service's error, so
 * the caller's own retry (Paddle's redelivery, the job's next run) still sends it.
 */
export function queueingMailPort(
  inner: MailPort,
  outbox: Pick<MailOutbox, 'add'> = mailOutbox,
  record: (mail: OutgoingMail, outcome: MailOutcome, at: Date, key: TableKey) => Promise<void> = recordMail,
): MailPort {
  return {
    async send(mail, recipient) {
      try {
        await inner.send(mail, recipient);
        return;
      } catch (refusal) {
        const at = new Date();
        const queuedAt = at.toISOString();
        const retries: MailRetries = { queuedAt, attempts: 1, lastError: errorSummary(refusal) };
        const logKey = mailLogKey(mail, at);
        try {
          await outbox.add({
            key: keys.outboxMail(queuedAt, randomUUID()),
            mail,
            logKey,
            nextAttemptAt: queuedAt,
            ...retries,
          });
        } catch (error) {
          logger.error('A refused mail could not be queued either', { kind: mail.kind, error: error as Error });
          throw refusal;
        }
        logger.warn('The mail service refused a mail: it waits in the outbox', {
          kind: mail.kind,
          error: refusal as Error,
        });
        await logMailOutcome(mail, { status: 'queued', retries }, (logged, outcome) =>
          record(logged, outcome, at, logKey),
        );
      }
    },
  };
}
