import { scanPage } from './scans';
import { adminIndexKeys, keys } from './store/keys';
import { orderFinderItems } from './store/order-finders';
import type { OrderRecord } from './store/orders';
import { conditionalWrite, getItem, TABLE, transactWrite, updateItem } from './store/table';

/**
 * The operator console's index for orders written before it existed (ADR 331): a Scan of order items, a page at a
 * time, resumed where the last run stopped (a progress item), writing each order's entries only where missing.
 */
/**
 * Versioned: the v2 pass added the order number and address-word entries (ADR 459) to every older order, the v3 pass
 * an entry for the address from each of its characters on (ADR 464).
 */
const PROGRESS_KEY = { pk: 'BACKFILL#admin-index-v3', sk: 'BACKFILL' };

export interface BackfillProgress {
  readonly startKey?: Record<string, unknown> | null;
  readonly doneAt?: string | null;
}

export function readBackfillProgress(): Promise<BackfillProgress | undefined> {
  return getItem<BackfillProgress>(PROGRESS_KEY, true);
}

export async function saveBackfillProgress(progress: BackfillProgress): Promise<void> {
  await updateItem({
    Key: PROGRESS_KEY,
    UpdateExpression: 'SET startKey = :startKey, doneAt = :doneAt, #type = :type',
    ExpressionAttributeNames: { '#type': 'type' },
    ExpressionAttributeValues: {
      ':startKey': progress.startKey ?? null,
      ':doneAt': progress.doneAt ?? null,
      ':type': 'backfill',
    },
  });
}

/** One page of order items (1 MB of the table at most), with where the next starts. */
export async function scanOrders(startKey: Record<string, unknown> | undefined) {
  const page = await scanPage<OrderRecord & { gsi2pk?: string }>(
    { FilterExpression: 'sk = :order', ExpressionAttributeValues: { ':order': 'ORDER' } },
    startKey,
  );
  return { orders: page.items, lastKey: page.lastKey ?? null };
}

/** An order's console entries: its paid day (unless it has one) and its finders (the same content if present). */
export async function indexOrder(order: OrderRecord & { gsi2pk?: string }): Promise<void> {
  if (order.paidAt && !order.gsi2pk) {
    const paid = adminIndexKeys.paid(order.paidAt, order.transactionId);
    await conditionalWrite(() =>
      updateItem({
        Key: keys.order(order.transactionId),
        UpdateExpression: 'SET gsi2pk = :pk, gsi2sk = :sk',
        ConditionExpression: 'paidAt = :paidAt AND attribute_not_exists(gsi2pk)',
        ExpressionAttributeValues: { ':pk': paid.gsi2pk, ':sk': paid.gsi2sk, ':paidAt': order.paidAt },
      }),
    );
  }
  const buyerEmail = order.request?.buyerEmail;
  if (!buyerEmail) return;
  const finders = orderFinderItems({ ...order, buyerEmail });
  await transactWrite(finders.map((Item) => ({ Put: { TableName: TABLE, Item } })));
}
