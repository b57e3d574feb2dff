import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { CheckoutCustomData } from '../../contract/checkout-custom-data';
import type { AdjustmentChange, ChargedTotals, PaidLine } from '../../domain/licences/payment-events';
import { documentClient } from '../dynamo';
import { adjustmentFinderKeys, adminIndexKeys, keys, ownerSortKeys } from './keys';
import { orderFinderItems } from './order-finders';
import type { StoredRenewal } from './renewals';
import { queryAll } from './pages';
import type { LicenceRecord } from './licences';
import { conditionalWrite, getItem, getItems, TABLE, transactWrite, updateItem } from './table';

/** `refunded`: fully refunded or charged back; partial refunds keep `paid` and are listed as the order's adjustments. */
export type OrderStatus = 'pending' | 'paid' | 'refunded';

export interface OrderRecord {
  readonly transactionId: string;
  readonly status: OrderStatus;
  /** What the buyer checked out; absent on a record an adjustment made for a transaction the shop never checked out. */
  readonly request?: CheckoutCustomData;
  readonly totalCents: number;
  readonly createdAt: string;
  readonly paidAt?: string;
  readonly licenceIds?: readonly string[];
  /** Paddle's line items of the paid transaction: what a refund's `item_id` points at. */
  readonly lines?: readonly PaidLine[];
  readonly subscriptionId?: string | null;
  readonly customerId?: string | null;
  /** Trainer orders: the highest seat number ever issued (a subscription may grow beyond its first quantity). */
  readonly seatUnits?: number;
  readonly refundedAt?: string;
  /** Set once any adjustment of the transaction is recorded: only then does a payment read its adjustments. */
  readonly hasAdjustments?: boolean;
  /** What Paddle charged (subtotal, tax, grand total, currency), when its event said. */
  readonly charged?: ChargedTotals | null;
}

/** An order the shop took at checkout (every paid order is one: the payment stores the checkout's request). */
export type CheckedOutOrder = OrderRecord & { readonly request: CheckoutCustomData };

export interface AdjustmentRecord extends AdjustmentChange {
  readonly occurredAt: string;
}

/** Stored with `adjustmentType`: `type` names the kind of item in this table. */
type StoredAdjustment = Omit<AdjustmentRecord, 'type'> & { adjustmentType: AdjustmentRecord['type'] };

/** The pending order with its search entries for the console (ADR 330), all or nothing. */
export async function putPendingOrder(order: CheckedOutOrder): Promise<void> {
  await transactWrite([
    {
      Put: {
        TableName: TABLE,
        Item: {
          ...keys.order(order.transactionId),
          gsi1pk: keys.owner(order.request.buyerEmail),
          gsi1sk: ownerSortKeys.order(order.createdAt, order.transactionId),
          type: 'order',
          ...order,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    ...orderFinderItems({ ...order, buyerEmail: order.request.buyerEmail }).map((Item) => ({
      Put: { TableName: TABLE, Item },
    })),
  ]);
}

export function getOrder(transactionId: string): Promise<OrderRecord | undefined> {
  return getItem<OrderRecord>(keys.order(transactionId), true);
}

/**
 * An order and the licences asked for beside it, in one consistent BatchGetItem (ADR 536): a renewal reads its
 * subscription's purchase with the licences it expects that purchase to hold. Answers the licences found.
 */
export async function readOrderWithLicences(
  transactionId: string,
  licenceIds: readonly string[],
): Promise<{ order: OrderRecord | undefined; licences: LicenceRecord[] }> {
  const orderKey = keys.order(transactionId);
  const items = await getItems<Record<string, unknown> & { pk: string; sk: string }>([
    orderKey,
    ...licenceIds.map(keys.licence),
  ]);
  return {
    order: items.find((item) => item.pk === orderKey.pk && item.sk === orderKey.sk) as OrderRecord | undefined,
    licences: items.filter((item) => item.sk === 'LICENCE') as unknown as LicenceRecord[],
  };
}

export interface PaidOrder {
  readonly transactionId: string;
  readonly request: CheckoutCustomData;
  readonly paidAt: string;
  readonly licenceIds: readonly string[];
  readonly lines: readonly PaidLine[];
  readonly subscriptionId: string | null;
  readonly customerId: string | null;
  readonly totalCents: number;
  readonly charged?: ChargedTotals | null;
}

/**
 * Marks the order paid with its licences; creates it when checkout's record is missing (paid elsewhere, or found by
 * the reconciliation). An order already refunded stays refunded (the refund's webhook may overtake the payment's),
 * but learns the licences the payment wrote, so taking the refund back revokes them.
 *
 * Answers whether refunds or chargebacks may have to be applied: the order was refunded, or an adjustment had been
 * recorded before this write. One recorded after it reads the order paid and applies itself (ADR 102).
 */
export async function markOrderPaid(order: PaidOrder): Promise<{ takebacksDue: boolean; refunded: boolean }> {
  try {
    const { Attributes: before } = await updateItem({ ...orderPaidUpdate(order), ReturnValues: 'ALL_OLD' });
    return { takebacksDue: before?.hasAdjustments === true, refunded: false };
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    await updateItem({
      Key: keys.order(order.transactionId),
      UpdateExpression: 'SET licenceIds = if_not_exists(licenceIds, :licenceIds)',
      ExpressionAttributeValues: { ':licenceIds': order.licenceIds },
    });
    return { takebacksDue: true, refunded: true };
  }
}

/**
 * The update that marks an order paid. `untouched` adds that no refund or adjustment has reached the order yet: the
 * form a purchase's one transaction writes (ADR 155), so that one reaching it first sends the payment the long way.
 */
export function orderPaidUpdate(order: PaidOrder, untouched = false) {
  const paidEntry = adminIndexKeys.paid(order.paidAt, order.transactionId);
  return {
    TableName: TABLE,
    Key: keys.order(order.transactionId),
    UpdateExpression:
      'SET #status = :paid, paidAt = :paidAt, licenceIds = :licenceIds, #lines = :lines, subscriptionId = :sub, customerId = :customer, ' +
      '#request = if_not_exists(#request, :request), totalCents = if_not_exists(totalCents, :total), createdAt = if_not_exists(createdAt, :paidAt), ' +
      'transactionId = :txn, #type = :type, gsi1pk = :gsi1pk, gsi1sk = if_not_exists(gsi1sk, :gsi1sk), charged = :charged, ' +
      // The sales report's entry (ADR 330): the order by the day it was paid.
      'gsi2pk = :gsi2pk, gsi2sk = :gsi2sk',
    ConditionExpression: untouched
      ? 'attribute_not_exists(refundedAt) AND attribute_not_exists(hasAdjustments)'
      : 'attribute_not_exists(refundedAt)',
    ExpressionAttributeNames: { '#status': 'status', '#type': 'type', '#request': 'request', '#lines': 'lines' },
    ExpressionAttributeValues: {
      ':paid': 'paid',
      ':paidAt': order.paidAt,
      ':licenceIds': order.licenceIds,
      ':lines': order.lines,
      ':sub': order.subscriptionId,
      ':customer': order.customerId,
      ':request': order.request,
      ':total': order.totalCents,
      ':txn': order.transactionId,
      ':type': 'order',
      ':gsi1pk': keys.owner(order.request.buyerEmail),
      ':gsi1sk': ownerSortKeys.order(order.paidAt, order.transactionId),
      ':charged': order.charged ?? null,
      ':gsi2pk': paidEntry.gsi2pk,
      ':gsi2sk': paidEntry.gsi2sk,
    },
  };
}

/**
 * Notes on the order that it has adjustments, after the adjustment itself is stored; creates the order's item when
 * the payment is not recorded yet (as a refund does), so the payment, whenever it comes, sees the mark.
 */
export async function markOrderAdjusted(transactionId: string): Promise<void> {
  await updateItem({
    Key: keys.order(transactionId),
    UpdateExpression: 'SET hasAdjustments = :yes, transactionId = :txn, #type = :type',
    ExpressionAttributeNames: { '#type': 'type' },
    ExpressionAttributeValues: { ':yes': true, ':txn': transactionId, ':type': 'order' },
  });
}

/** Raises the order's highest issued seat number (never lowers it). */
export async function raiseSeatUnits(transactionId: string, seatUnits: number): Promise<void> {
  await conditionalWrite(() =>
    documentClient.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: keys.order(transactionId),
        UpdateExpression: 'SET seatUnits = :units',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(seatUnits) OR seatUnits < :units)',
        ExpressionAttributeValues: { ':units': seatUnits },
      }),
    ),
  );
}

/**
 * Records a full refund or chargeback; the payment's webhook, should it come later, keeps the order refunded.
 * Answers the licences and seat units the order names as of this write: a seat sync that raised them before it is
 * seen here, and one after it finds the order refunded.
 */
export async function markOrderRefunded(
  transactionId: string,
  refundedAt: string,
): Promise<Pick<OrderRecord, 'licenceIds' | 'seatUnits'>> {
  const { Attributes: after } = await updateItem({
    Key: keys.order(transactionId),
    UpdateExpression:
      'SET #status = :refunded, refundedAt = if_not_exists(refundedAt, :at), transactionId = :txn, #type = :type',
    ExpressionAttributeNames: { '#status': 'status', '#type': 'type' },
    ExpressionAttributeValues: { ':refunded': 'refunded', ':at': refundedAt, ':txn': transactionId, ':type': 'order' },
    ReturnValues: 'ALL_NEW',
  });
  return { licenceIds: after?.licenceIds as string[] | undefined, seatUnits: after?.seatUnits as number | undefined };
}

/** Keeps the newest state of each adjustment (created → approved, or rejected), whatever order they arrive in. */
export async function putAdjustmentIfNewer(adjustment: AdjustmentRecord): Promise<boolean> {
  return conditionalWrite(() =>
    documentClient.send(
      new PutCommand({
        TableName: TABLE,
        Item: {
          ...keys.orderAdjustment(adjustment.transactionId, adjustment.adjustmentId),
          ...adminIndexKeys.adjustment(adjustment.occurredAt, adjustment.adjustmentId),
          ...adjustmentFinderKeys(adjustment.adjustmentId, adjustment.transactionId),
          ...stored(adjustment),
          type: 'adjustment',
        },
        ConditionExpression: 'attribute_not_exists(pk) OR occurredAt < :at',
        ExpressionAttributeValues: { ':at': adjustment.occurredAt },
      }),
    ),
  );
}

export async function listAdjustments(transactionId: string): Promise<AdjustmentRecord[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :adjustment)',
    ExpressionAttributeValues: { ':pk': keys.order(transactionId).pk, ':adjustment': 'ADJUSTMENT#' },
    ConsistentRead: true,
  });
  return items.map(adjustmentOf);
}

/**
 * Everything kept under a transaction's key in one Query (a consistent read of its partition): its order, its
 * adjustments and, for a subscription's own charge, the renewal (ADR 071). What a takeback needs, in one call rather
 * than three.
 */
export async function readTransaction(transactionId: string): Promise<{
  order: OrderRecord | undefined;
  adjustments: AdjustmentRecord[];
  renewal: StoredRenewal | undefined;
}> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.order(transactionId).pk },
    ConsistentRead: true,
  });
  const bySortKey = (sk: string) => items.find((item) => item.sk === sk);
  return {
    order: bySortKey(keys.order(transactionId).sk) as OrderRecord | undefined,
    adjustments: items.filter((item) => String(item.sk).startsWith('ADJUSTMENT#')).map(adjustmentOf),
    renewal: bySortKey(keys.renewal(transactionId).sk) as StoredRenewal | undefined,
  };
}

/** An adjustment item as the table keeps it → the adjustment. */
export function adjustmentOf(item: Record<string, unknown>): AdjustmentRecord {
  const { adjustmentType, ...rest } = item as StoredAdjustment;
  return { ...rest, type: adjustmentType };
}

function stored({ type, ...rest }: AdjustmentRecord): StoredAdjustment {
  return { ...rest, adjustmentType: type };
}
