import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ChargedTotals } from '../../domain/licences/payment-events';
import { documentClient } from '../dynamo';
import { adminIndexKeys, keys, ownerSortKeys } from './keys';
import type { StoredRenewal } from './renewals';
import { conditionalWrite, getItem, TABLE } from './table';

/**
 * The writes of the backfill of Paddle's totals (ADR 363): orders and renewals recorded before the shop kept what
 * Paddle charged. Every write only adds what is missing, so a run repeated, or racing a webhook, changes nothing.
 */
const JOB = 'charged-totals';

export interface BackfillCursor {
  /** The last Paddle transaction id the backfill went through; null before its first run. */
  readonly after: string | null;
  /** Set once a run reached the end of Paddle's list: every later transaction came with its totals. */
  readonly finishedAt: string | null;
}

export async function readBackfillCursor(): Promise<BackfillCursor> {
  const item = await getItem<{ after?: string; finishedAt?: string }>(keys.jobCursor(JOB), true);
  return { after: item?.after ?? null, finishedAt: item?.finishedAt ?? null };
}

/** Moves the cursor on from where this run found it; a run that lost a race to another one writes nothing. */
export async function saveBackfillCursor(next: BackfillCursor, previous: string | null): Promise<boolean> {
  return conditionalWrite(() =>
    documentClient.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: keys.jobCursor(JOB),
        UpdateExpression: `SET #after = :after${next.finishedAt ? ', finishedAt = :finished' : ''}`,
        ConditionExpression: previous === null ? 'attribute_not_exists(#after)' : '#after = :previous',
        ExpressionAttributeNames: { '#after': 'after' },
        ExpressionAttributeValues: {
          ':after': next.after ?? '',
          ...(next.finishedAt ? { ':finished': next.finishedAt } : {}),
          ...(previous === null ? {} : { ':previous': previous }),
        },
      }),
    ),
  );
}

/** Paddle's totals on a paid or refunded order, or on a renewal, that has none. */
export async function fillChargedTotals(
  kind: 'order' | 'renewal',
  transactionId: string,
  charged: ChargedTotals,
): Promise<boolean> {
  const missing = '(attribute_not_exists(charged) OR attribute_type(charged, :null))';
  return conditionalWrite(() =>
    documentClient.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: kind === 'order' ? keys.order(transactionId) : keys.renewal(transactionId),
        UpdateExpression: 'SET charged = :charged',
        ConditionExpression:
          kind === 'order' ? `#status IN (:paid, :refunded) AND ${missing}` : `attribute_exists(pk) AND ${missing}`,
        ...(kind === 'order' ? { ExpressionAttributeNames: { '#status': 'status' } } : {}),
        ExpressionAttributeValues: {
          ':charged': charged,
          ':null': 'NULL',
          ...(kind === 'order' ? { ':paid': 'paid', ':refunded': 'refunded' } : {}),
        },
      }),
    ),
  );
}

/**
 * A renewal kept as the webhook keeps it (ADR 071, ADR 290), for one paid before the shop kept renewals or listed
 * them by owner: each attribute only where it is missing, so what a webhook stored stays as it is.
 */
export async function listRenewal(renewal: StoredRenewal & { readonly buyerEmail: string }): Promise<void> {
  const item: Record<string, unknown> = {
    gsi1pk: keys.owner(renewal.buyerEmail),
    gsi1sk: ownerSortKeys.order(renewal.paidAt, renewal.transactionId),
    ...adminIndexKeys.paid(renewal.paidAt, renewal.transactionId),
    type: 'renewal',
    ...renewal,
  };
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const assignments = Object.entries(item)
    .filter(([, value]) => value !== undefined)
    .map(([name, value], index) => {
      names[`#a${index}`] = name;
      values[`:v${index}`] = value;
      return `#a${index} = if_not_exists(#a${index}, :v${index})`;
    });
  await documentClient.send(
    new UpdateCommand({
      TableName: TABLE,
      Key: keys.renewal(renewal.transactionId),
      UpdateExpression: `SET ${assignments.join(', ')}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    }),
  );
}
