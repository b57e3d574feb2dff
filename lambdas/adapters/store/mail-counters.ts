import { createHash } from 'node:crypto';
import type { MailCounter, MailCounterStore } from '../../domain/mail-limits';
import { keys } from './keys';
import { conditionalWrite, updateItem } from './table';

/** A counter's record outlives its window by this much before DynamoDB's TTL may drop it. */
const KEPT_AFTER_WINDOW_SECONDS = 3600;

/**
 * The mail limits' counters in the shop's table (ADR 260): one item per counter, keyed by a hash of the counter's key
 * (no address or network address is stored in the clear), each counted by one conditional UpdateItem, so every
 * Lambda instance sees the same counts. Not a transaction: a flood of requests on one counter is exactly what this
 * meets, and DynamoDB would cancel concurrent transactions on one item where it serialises single-item updates. A
 * request refused by a later counter takes its count back from the earlier ones. The window is in the key, so the
 * count holds where the TTL is late or, as in dynalite, never comes.
 */
export const mailCounterStore: MailCounterStore = {
  async countAll(counters) {
    for (const [index, counter] of counters.entries()) {
      if (await countOne(counter)) continue;
      await Promise.all(counters.slice(0, index).map(uncountOne));
      return index;
    }
    return null;
  },
};

const keyOf = (counter: MailCounter) => keys.mailCounter(createHash('sha256').update(counter.key).digest('base64url'));

function countOne(counter: MailCounter): Promise<boolean> {
  return conditionalWrite(() =>
    updateItem({
      Key: keyOf(counter),
      UpdateExpression: 'ADD #count :one SET #ends = :ends, #expires = :expires',
      ConditionExpression: 'attribute_not_exists(#count) OR #count < :max',
      ExpressionAttributeNames: { '#count': 'count', '#ends': 'windowEndsAt', '#expires': 'expiresAt' },
      ExpressionAttributeValues: {
        ':one': 1,
        ':max': counter.max,
        ':ends': counter.windowEndsAt,
        ':expires': counter.windowEndsAt + KEPT_AFTER_WINDOW_SECONDS,
      },
    }),
  );
}

async function uncountOne(counter: MailCounter): Promise<void> {
  await updateItem({
    Key: keyOf(counter),
    UpdateExpression: 'ADD #count :minusOne',
    ExpressionAttributeNames: { '#count': 'count' },
    ExpressionAttributeValues: { ':minusOne': -1 },
  });
}
