import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { LedgerEntry } from '../../lambdas/domain/ledger/entries';
import { documentClient } from '../../lambdas/adapters/dynamo';
import { environment } from '../../lambdas/adapters/environment';
import { keys } from '../../lambdas/adapters/store/keys';

/**
 * Local time travel for one licence (`POST /api/local/ledger/{licenceId}/age?months=N`): every period in its ledger
 * moves N months into the past, as if those months had passed. With the Paddle stand-in's `lapse?monthsAgo=`, which
 * ends its subscription as long ago, a test or a person at `npm start` plays support that lapsed months ago on a
 * licence bought today. Entries keep their ids. Local mode only: the cloud has no such route.
 */
export async function ageLedger(licenceId: string, months: number): Promise<LedgerEntry[] | undefined> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: environment.tableName, Key: keys.licence(licenceId), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  const earlier = (iso: string) => {
    const moved = new Date(iso);
    moved.setUTCMonth(moved.getUTCMonth() - months);
    return moved.toISOString();
  };
  const entries = Object.values((Item.ledger ?? {}) as Record<string, LedgerEntry>).map((entry) => ({
    ...entry,
    from: earlier(entry.from),
    until: earlier(entry.until),
  }));
  await documentClient.send(
    new UpdateCommand({
      TableName: environment.tableName,
      Key: keys.licence(licenceId),
      UpdateExpression: 'SET ledger = :ledger',
      ExpressionAttributeValues: { ':ledger': Object.fromEntries(entries.map((entry) => [entry.entryId, entry])) },
    }),
  );
  return entries;
}
