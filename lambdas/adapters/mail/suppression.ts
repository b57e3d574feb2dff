import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../dynamo';
import { environment } from '../environment';
import { adminIndexKeys, keys } from '../store/keys';
import { retryingConflicts } from '../store/table';
import type { MailPort, OutgoingMail, Suppression, SuppressionReason } from './mail-port';

export type { Suppression, SuppressionReason } from './mail-port';

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
  return suppressionFrom(email, Item);
}

/** A suppression item as the table keeps it → the suppression; undefined for no item. */
export function suppressionFrom(email: string, item: Record<string, unknown> | undefined): Suppression | undefined {
  return item
    ? { email, reason: item.reason as SuppressionReason, suppressedAt: String(item.suppressedAt) }
    : undefined;
}

/**
 * A mail port that sends nothing to a suppressed address: mailing on would raise the bounce or complaint rate until
 * SES pauses the account's sending. The mail counts as handled (its claim stays), and the buyer still finds every
 * key on /licenses: only the mail is skipped, never what it announces. `onSkip` hears of each skipped mail (the mail
 * log records it, ADR 450). A sender that read the address's suppression with its own items (`recipient`, ADR 536)
 * spares the read.
 */
export function suppressingMailPort(
  inner: MailPort,
  suppression: (email: string) => Promise<Suppression | undefined> = suppressionOf,
  onSkip: (mail: OutgoingMail, suppression: Suppression) => Promise<void> | void = () => {},
): MailPort {
  return {
    async send(mail, recipient) {
      const found = recipient?.address === mail.to ? (recipient.suppression ?? undefined) : await suppression(mail.to);
      if (found) {
        await onSkip(mail, found);
        return;
      }
      await inner.send(mail);
    },
  };
}
