import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../dynamo';
import { environment } from '../environment';
import { adminIndexKeys, keys } from '../store/keys';
import { retryingConflicts } from '../store/table';
import type { MailPort, OutgoingMail } from './mail-port';

/** Why an address gets no more mail: SES reported a permanent bounce, or the recipient marked a mail as spam. */
export type SuppressionReason = 'bounce' | 'complaint';

/** An address the shop mails no more, and since when. */
export interface Suppression {
  readonly email: string;
  readonly reason: SuppressionReason;
  readonly suppressedAt: string;
}

/**
 * Records an address as suppressed; repeating it (SNS redelivers) only refreshes the record. The console's day index
 * (gsi2, `SUPPRESSED#<day>`) lists it on the day it was suppressed.
 */
export async function suppressAddress(email: string, reason: SuppressionReason, at: Date): Promise<void> {
  const suppressedAt = at.toISOString();
  await retryingConflicts(() =>
    documentClient.send(
      new PutCommand({
        TableName: environment.tableName,
        Item: {
          ...keys.suppressedAddress(email),
          ...adminIndexKeys.suppressed(suppressedAt, email),
          type: 'suppressed',
          email,
          reason,
          suppressedAt,
        },
      }),
    ),
  );
}

/** The address's suppression, or undefined when the shop may mail it. */
export async function suppressionOf(email: string): Promise<Suppression | undefined> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: environment.tableName, Key: keys.suppressedAddress(email), ConsistentRead: true }),
  );
  return Item
    ? { email, reason: Item.reason as SuppressionReason, suppressedAt: String(Item.suppressedAt) }
    : undefined;
}

/**
 * A mail port that sends nothing to a suppressed address: mailing on would raise the bounce or complaint rate until
 * SES pauses the account's sending. The mail counts as handled (its claim stays), and the buyer still finds every
 * key on /licenses: only the mail is skipped, never what it announces. `onSkip` hears of each skipped mail (the mail
 * log records it, ADR 450).
 */
export function suppressingMailPort(
  inner: MailPort,
  suppression: (email: string) => Promise<Suppression | undefined> = suppressionOf,
  onSkip: (mail: OutgoingMail, suppression: Suppression) => Promise<void> | void = () => {},
): MailPort {
  return {
    async send(mail) {
      const found = await suppression(mail.to);
      if (found) {
        await onSkip(mail, found);
        return;
      }
      await inner.send(mail);
    },
  };
}
