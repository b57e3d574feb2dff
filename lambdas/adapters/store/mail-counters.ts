import { createHash } from 'node:crypto';
import type { MailCounter, MailCounterStore } from '../../domain/mail-limits';
import { keys } from './keys';
import { TABLE, transactWriteUnlessRefused } from './table';

/** A counter's record outlives its window by this much before DynamoDB's TTL may drop it. */
const KEPT_AFTER_WINDOW_SECONDS = 3600;

/**
 * The mail limits' counters in the shop's table (ADR 260): one item per counter, keyed by a hash of the counter's key
 * (no address or network address is stored in the clear), counted by conditional UpdateItems in one transaction, so
 * every Lambda instance sees the same counts and a refused request counts nowhere. The window is in the key, so the
 * count holds where the TTL is late or, as in dynalite, never comes.
 */
export const mailCounterStore: MailCounterStore = {
  async countAll(counters) {
    const refused = await transactWriteUnlessRefused(counters.map(countOne));
    return refused.length > 0 ? refused[0]! : null;
  },
};

function countOne(counter: MailCounter) {
  return {
    Update: {
      TableName: TABLE,
      Key: keys.mailCounter(createHash('sha256').update(counter.key).digest('base64url')),
      UpdateExpression: 'ADD #count :one SET #ends = :ends, #expires = :expires',
      ConditionExpression: 'attribute_not_exists(#count) OR #count < :max',
      ExpressionAttributeNames: { '#count': 'count', '#ends': 'windowEndsAt', '#expires': 'expiresAt' },
      ExpressionAttributeValues: {
        ':one': 1,
        ':max': counter.max,
        ':ends': counter.windowEndsAt,
        ':expires': counter.windowEndsAt + KEPT_AFTER_WINDOW_SECONDS,
      },
    },
  };
}
