import type { OrderPosition } from '../../contract/buyer-orders';
import type { AdjustmentRecord, OrderRecord } from './orders';
import { keys, orderFinderKeys, ownerSortKeys } from './keys';
import type { StoredRenewal } from './renewals';
import { listAdjustments } from './orders';
import { queryAll, queryPage, queryPages } from './pages';
import { TABLE, transactWrite } from './table';

export type OwnerOrderItem =
  | (OrderRecord & { readonly type: 'order'; readonly sk: 'ORDER' })
  | (StoredRenewal & { readonly type: 'renewal'; readonly sk: 'RENEWAL' });

/**
 * One page of the buyer's orders and renewals, newest first, from the owner index (gsi1 `OWNER#<email>`, sort keys
 * `ORDER#<date>#<transaction>`; ADR 290): one Query of at most `size` items, never a scan. Checkouts never paid are
 * filtered out after the read, so a page may hold fewer than `size`; the cursor still says where the next begins.
 */
export async function ownerOrderPage(
  email: string,
  after: OrderPosition | undefined,
  size: number,
): Promise<{ items: OwnerOrderItem[]; next: OrderPosition | undefined }> {
  const owner = keys.owner(email);
  const page = await queryPage<OwnerOrderItem>(
    {
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :owner AND begins_with(gsi1sk, :prefix)',
      FilterExpression: '#status <> :pending',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':owner': owner, ':prefix': 'ORDER#', ':pending': 'pending' },
      ScanIndexForward: false,
      Limit: size,
    },
    after && {
      pk: keys.order(after.transactionId).pk,
      sk: after.kind,
      gsi1pk: owner,
      gsi1sk: ownerSortKeys.order(after.date, after.transactionId),
    },
  );
  const last = page.lastKey;
  const match = typeof last?.gsi1sk === 'string' ? /^ORDER#(.+)#(txn_[^#]+)$/.exec(last.gsi1sk) : null;
  return {
    items: page.items,
    next:
      match && (last?.sk === 'ORDER' || last?.sk === 'RENEWAL')
        ? { date: match[1]!, transactionId: match[2]!, kind: last.sk }
        : undefined,
  };
}

/**
 * One order or renewal with its adjustments: its partition holds both (`ORDER` or `RENEWAL`, and `ADJUSTMENT#…`), so
 * one Query reads them. An unpaid checkout is not an order yet.
 */
export async function orderWithAdjustments(
  transactionId: string,
): Promise<{ item: OwnerOrderItem; adjustments: AdjustmentRecord[] } | undefined> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.order(transactionId).pk },
    ConsistentRead: true,
  });
  const item = items.find((candidate) => candidate.sk === 'ORDER' || candidate.sk === 'RENEWAL') as
    OwnerOrderItem | undefined;
  if (!item || (item.type === 'order' && item.status === 'pending')) return undefined;
  const adjustments = items
    .filter((candidate) => typeof candidate.sk === 'string' && candidate.sk.startsWith('ADJUSTMENT#'))
    .map(({ adjustmentType, ...rest }) => ({ ...rest, type: adjustmentType }) as AdjustmentRecord);
  return { item, adjustments };
}

/** The adjustments (refunds, chargebacks, credits) of one transaction: a Query on its own partition. */
export function adjustmentsOf(transactionId: string): Promise<AdjustmentRecord[]> {
  return listAdjustments(transactionId);
}

/**
 * Deletes the owner's checkouts that were never paid (ADR 293): they hold the address and a basket, and no law asks
 * the shop to keep them. One Query page at a time of the owner's own orders; each delete holds only while the order
 * is still unpaid, so a payment arriving meanwhile keeps its order.
 */
export async function deleteOwnerPendingOrders(email: string): Promise<number> {
  const owner = keys.owner(email);
  let deleted = 0;
  const pages = queryPages({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :owner AND begins_with(gsi1sk, :prefix)',
    FilterExpression: '#status = :pending',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':owner': owner, ':prefix': 'ORDER#', ':pending': 'pending' },
  });
  for await (const page of pages) {
    for (const item of page.items) {
      // With its console search entries (ADR 330), which hold the address too.
      const removed = await transactWrite([
        {
          Delete: {
            TableName: TABLE,
            Key: { pk: item.pk, sk: item.sk },
            ConditionExpression: '#status = :pending',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':pending': 'pending' },
          },
        },
        { Delete: { TableName: TABLE, Key: orderFinderKeys.email(String(item.transactionId)) } },
        { Delete: { TableName: TABLE, Key: orderFinderKeys.customer(String(item.transactionId)) } },
      ]);
      if (removed) deleted += 1;
    }
  }
  return deleted;
}
