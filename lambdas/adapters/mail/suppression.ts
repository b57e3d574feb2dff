import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../dynamo';
import { environment } from '../environment';
import { keys } from '../store/keys';
import { retryingConflicts } from '../store/table';
import type { MailPort } from './mail-port';

/** Why an address gets no more mail: SES reported a permanent bounce, or the recipient marked a mail as spam. */
export type SuppressionReason = 'bounce' | 'complaint';

/** Records an address as suppressed; repeating it (SNS redelivers) only refreshes the record. */
export async function suppressAddress(email: string, reason: SuppressionReason, at: Date): Promise<void> {
  await retryingConflicts(() =>
    documentClient.send(
      new PutCommand({
        TableName: environment.tableName,
        Item: { ...keys.suppressedAddress(email), reason, suppressedAt: at.toISOString() },
      }),
    ),
  );
}

export async function isSuppressed(email: string): Promise<boolean> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: environment.tableName, Key: keys.suppressedAddress(email) }),
  );
  return Item !== undefined;
}

/**
 * A mail port that sends nothing to a suppressed address: mailing on would raise the bounce or complaint rate until
 * SES pauses the account's sending. The mail counts as handled (its claim stays), and the buyer still finds every
 * key on /licenses: only the mail is skipped, never what it announces.
 */
export function suppressingMailPort(
  inner: MailPort,
  suppressed: (email: string) => Promise<boolean> = isSuppressed,
  onSkip: (kind: string) => void = () => {},
): MailPort {
  return {
    async send(mail) {
      if (await suppressed(mail.to)) {
        onSkip(mail.kind);
        return;
      }
      await inner.send(mail);
    },
  };
}
