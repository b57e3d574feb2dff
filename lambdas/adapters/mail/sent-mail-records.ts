import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../dynamo';
import { environment } from '../environment';
import { keys } from '../store/keys';
import { conditionalWrite, retryingConflicts } from '../store/table';
import type { SentMailRecords } from './mail-port';
import { MAIL_SEND_DEADLINE_MS } from './ses';

/** A year is longer than any redelivery or reminder window; afterwards DynamoDB's TTL drops the record. */
const RETENTION_SECONDS = 365 * 24 * 3600;

/**
 * How long an unconfirmed claim stays its sender's (ADR 205). A sender still alive has sent or given up long before:
 * it sends right after claiming, and a send ends within its deadline. An unconfirmed claim older than this was left
 * by a function that died mid-send, and the next sender takes it over.
 */
export const MAIL_CLAIM_LEASE_MS = 10 * MAIL_SEND_DEADLINE_MS;

/**
 * The claim of one mail, held by its sender until the send is confirmed; a purchase's transaction writes its order
 * mail's claim with its licences (ADR 155).
 */
export function mailClaimItem(key: string, kind: string, now = Date.now()) {
  return {
    ...keys.mail(key),
    kind,
    claimedAt: new Date(now).toISOString(),
    leaseUntil: now + MAIL_CLAIM_LEASE_MS,
    expiresAt: Math.floor(now / 1000) + RETENTION_SECONDS,
  };
}

/**
 * Sent once confirmed (a claim written before leases, without `leaseUntil`, counts as sent); being sent while its
 * lease runs; abandoned after.
 */
export type MailClaimState = 'sent' | 'sending' | 'abandoned';

export function mailClaimState(claim: Record<string, unknown>, now = Date.now()): MailClaimState {
  if (typeof claim.leaseUntil !== 'number') return 'sent';
  return claim.leaseUntil > now ? 'sending' : 'abandoned';
}

/** A missing `leaseUntil` compares false: a confirmed claim is never taken over. */
const CLAIMABLE = 'attribute_not_exists(pk) OR leaseUntil < :now';

/**
 * One item per mail key (`MAIL#<key>`), written with a condition: the first writer sends, every later one skips,
 * unless the claim it finds was abandoned.
 */
export const sentMailRecords: SentMailRecords = {
  claim(key, kind) {
    const now = Date.now();
    return conditionalWrite(() =>
      documentClient.send(
        new PutCommand({
          TableName: environment.tableName,
          Item: mailClaimItem(key, kind, now),
          ConditionExpression: CLAIMABLE,
          ExpressionAttributeValues: { ':now': now },
        }),
      ),
    );
  },
  async confirm(key) {
    // A claim given back meanwhile is not written again.
    await conditionalWrite(() =>
      documentClient.send(
        new UpdateCommand({
          TableName: environment.tableName,
          Key: keys.mail(key),
          UpdateExpression: 'SET sentAt = :at REMOVE leaseUntil',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':at': new Date().toISOString() },
        }),
      ),
    );
  },
  async release(key) {
    await retryingConflicts(() =>
      documentClient.send(new DeleteCommand({ TableName: environment.tableName, Key: keys.mail(key) })),
    );
  },
};
