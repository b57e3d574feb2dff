import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../dynamo';
import { environment } from '../environment';
import { keys } from '../store/keys';
import { putIfAbsent, retryingConflicts } from '../store/table';
import type { SentMailRecords } from './mail-port';

/** A year is longer than any redelivery or reminder window; afterwards DynamoDB's TTL drops the record. */
const RETENTION_SECONDS = 365 * 24 * 3600;

/** The claim of one mail; a purchase's transaction writes its order mail's claim with its licences (ADR 155). */
export function mailClaimItem(key: string, kind: string) {
  return {
    ...keys.mail(key),
    kind,
    claimedAt: new Date().toISOString(),
    expiresAt: Math.floor(Date.now() / 1000) + RETENTION_SECONDS,
  };
}

/** One item per mail key (`MAIL#<key>`), written with a condition: the first writer sends, every later one skips. */
export const sentMailRecords: SentMailRecords = {
  claim(key, kind) {
    return putIfAbsent(mailClaimItem(key, kind));
  },
  async release(key) {
    await retryingConflicts(() =>
      documentClient.send(new DeleteCommand({ TableName: environment.tableName, Key: keys.mail(key) })),
    );
  },
};
