import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { CheckoutCustomData } from '../contract/checkout-custom-data';
import type { LicenceGrant, SupportExtensionGrant } from '../domain/licences/issuance';
import { documentClient } from './dynamo';
import { environment } from './environment';
import { InjectedStoreFailure, shouldInjectFailure } from './store-faults';

/**
 * Orders, licences and subscriptions in the single table (README "Data model"). No transactions (dynalite has
 * none): every write uses a deterministic key and a condition, so repeating it — a retried or duplicated webhook —
 * changes nothing.
 */
const TABLE = environment.tableName;
const EVENT_RETENTION_SECONDS = 90 * 24 * 3600;

export const keys = {
  order: (transactionId: string) => ({ pk: `ORDER#${transactionId}`, sk: 'ORDER' }),
  licence: (licenceId: string) => ({ pk: `LICENCE#${licenceId}`, sk: 'LICENCE' }),
  licenceSupport: (licenceId: string, subscriptionId: string) => ({ pk: `LICENCE#${licenceId}`, sk: `SUPPORT#${subscriptionId}` }),
  subscription: (subscriptionId: string) => ({ pk: `SUBSCRIPTION#${subscriptionId}`, sk: 'SUBSCRIPTION' }),
  event: (eventId: string) => ({ pk: `EVENT#${eventId}`, sk: 'EVENT' }),
  owner: (email: string) => `OWNER#${email.toLowerCase()}`,
};

export type OrderStatus = 'pending' | 'paid' | 'refunded';

export interface OrderRecord {
  readonly transactionId: string;
  readonly status: OrderStatus;
  readonly request: CheckoutCustomData;
  readonly totalCents: number;
  readonly createdAt: string;
  readonly paidAt?: string;
  readonly licenceIds?: readonly string[];
}

export interface LicenceRecord extends LicenceGrant {
  readonly licenceKey: string;
  readonly status: 'active' | 'revoked';
  readonly revokedAt?: string;
  /** Absent until the first transfer (= 1); each transfer re-issues the key with the next version. */
  readonly keyVersion?: number;
  readonly keyIssuedAt?: string;
  readonly transferredAt?: string;
  readonly transferredFrom?: string;
  /** Support extensions linked to it (as its `SUPPORT#` items), kept on the licence so the portal reads no more. */
  readonly supportSubscriptionIds?: ReadonlySet<string> | readonly string[];
}

export interface SubscriptionRecord {
  readonly subscriptionId: string;
  readonly status: string;
  readonly ownerEmail: string;
  readonly customerId: string | null;
  readonly productSlug: string | null;
  readonly transactionId: string | null;
  readonly priceIds: readonly string[];
  readonly currentPeriodStart: string | null;
  readonly currentPeriodEnd: string | null;
  readonly nextBilledAt: string | null;
  readonly canceledAt: string | null;
  /** Paddle's `scheduled_change`: `{action: 'cancel', effectiveAt}` once a cancellation at the period's end is asked for. */
  readonly scheduledChange?: { readonly action: string; readonly effectiveAt: string } | null;
  /** What each renewal charges, from the catalogue's prices of its items (excluding VAT). */
  readonly recurringAmountCents?: number | null;
  readonly billingInterval?: 'month' | 'year' | null;
  /** `occurred_at` of the event this state came from; an older event never overwrites a newer state. */
  readonly lastEventAt: string;
}

async function write<T>(subject: unknown, operation: () => Promise<T>): Promise<T> {
  if (environment.mode === 'local' && shouldInjectFailure(subject)) throw new InjectedStoreFailure();
  return operation();
}

/** A conditional put that finds its item already there did its job on an earlier delivery. */
async function putIfAbsent(item: Record<string, unknown>): Promise<boolean> {
  try {
    await write(item, () =>
      documentClient.send(new PutCommand({ TableName: TABLE, Item: item, ConditionExpression: 'attribute_not_exists(pk)' })),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

export async function putPendingOrder(order: OrderRecord): Promise<void> {
  await putIfAbsent({
    ...keys.order(order.transactionId),
    gsi1pk: keys.owner(order.request.buyerEmail),
    gsi1sk: `ORDER#${order.createdAt}#${order.transactionId}`,
    type: 'order',
    ...order,
  });
}

export async function getOrder(transactionId: string): Promise<OrderRecord | undefined> {
  const result = await documentClient.send(new GetCommand({ TableName: TABLE, Key: keys.order(transactionId) }));
  return result.Item as OrderRecord | undefined;
}

/**
 * Marks the order paid with its licences; creates it when checkout's record is missing (paid elsewhere). An order
 * already refunded stays refunded (the refund's webhook may overtake the payment's).
 */
export async function markOrderPaid(order: OrderRecord & { paidAt: string; licenceIds: readonly string[] }): Promise<void> {
  try {
    await write(order, () =>
      documentClient.send(
        new UpdateCommand({
          TableName: TABLE,
          Key: keys.order(order.transactionId),
          UpdateExpression:
            'SET #status = :paid, paidAt = :paidAt, licenceIds = :licenceIds, #request = if_not_exists(#request, :request), totalCents = if_not_exists(totalCents, :total), createdAt = if_not_exists(createdAt, :paidAt), transactionId = :txn, #type = :type, gsi1pk = :gsi1pk, gsi1sk = if_not_exists(gsi1sk, :gsi1sk)',
          ExpressionAttributeNames: { '#status': 'status', '#type': 'type', '#request': 'request' },
        ExpressionAttributeValues: {
          ':paid': 'paid',
          ':paidAt': order.paidAt,
          ':licenceIds': order.licenceIds,
          ':request': order.request,
          ':total': order.totalCents,
          ':txn': order.transactionId,
          ':type': 'order',
          ':gsi1pk': keys.owner(order.request.buyerEmail),
          ':gsi1sk': `ORDER#${order.paidAt}#${order.transactionId}`,
        },
        ConditionExpression: 'attribute_not_exists(refundedAt)',
      }),
    ),
  );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

export async function putLicence(licence: LicenceRecord): Promise<boolean> {
  return putIfAbsent({
    ...keys.licence(licence.licenceId),
    gsi1pk: keys.owner(licence.ownerEmail),
    gsi1sk: `LICENCE#${licence.issuedAt}#${licence.licenceId}`,
    type: 'licence',
    ...licence,
  });
}

export async function getLicence(licenceId: string): Promise<LicenceRecord | undefined> {
  const result = await documentClient.send(new GetCommand({ TableName: TABLE, Key: keys.licence(licenceId) }));
  return result.Item as LicenceRecord | undefined;
}

/** Licences, subscriptions and orders of one owner (gsi1), newest last. */
export async function listByOwner(email: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({
        TableName: TABLE,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :owner',
        ExpressionAttributeValues: { ':owner': keys.owner(email) },
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

export async function listLicencesByOwner(email: string): Promise<LicenceRecord[]> {
  return (await listByOwner(email)).filter((item) => item.type === 'licence') as unknown as LicenceRecord[];
}

export async function revokeLicence(licenceId: string, revokedAt: string): Promise<void> {
  try {
    await write(licenceId, () =>
      documentClient.send(
        new UpdateCommand({
          TableName: TABLE,
          Key: keys.licence(licenceId),
          UpdateExpression: 'SET #status = :revoked, revokedAt = if_not_exists(revokedAt, :at)',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':revoked': 'revoked', ':at': revokedAt },
        }),
      ),
    );
  } catch (error) {
    // Nothing to revoke: the licence was never issued.
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

/** Records a refund on the order; the payment's webhook, should it come later, keeps it refunded. */
export async function markOrderRefunded(transactionId: string, refundedAt: string): Promise<void> {
  await write(transactionId, () =>
    documentClient.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: keys.order(transactionId),
        UpdateExpression: 'SET #status = :refunded, refundedAt = :at, transactionId = :txn, #type = :type',
        ExpressionAttributeNames: { '#status': 'status', '#type': 'type' },
        ExpressionAttributeValues: { ':refunded': 'refunded', ':at': refundedAt, ':txn': transactionId, ':type': 'order' },
      }),
    ),
  );
}

export async function linkSupportExtension(extension: SupportExtensionGrant & { transactionId: string; at: string }): Promise<void> {
  await putIfAbsent({
    ...keys.licenceSupport(extension.licenceId, extension.subscriptionId ?? extension.transactionId),
    type: 'licence-support',
    ...extension,
  });
  if (extension.subscriptionId) await addSupportSubscription(extension.licenceId, extension.subscriptionId);
}

/** Adds the extension's subscription to the licence's set (a retried delivery adds nothing new). */
async function addSupportSubscription(licenceId: string, subscriptionId: string): Promise<void> {
  try {
    await write(licenceId, () =>
      documentClient.send(
        new UpdateCommand({
          TableName: TABLE,
          Key: keys.licence(licenceId),
          UpdateExpression: 'ADD supportSubscriptionIds :ids',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':ids': new Set([subscriptionId]) },
        }),
      ),
    );
  } catch (error) {
    // A guest's extension may name a licence that was never issued: the link item records it, nothing to add to.
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

/**
 * Writes a subscription's state unless a newer event already did: Paddle delivers out of order, and
 * `occurred_at` decides. Returns false for a stale event.
 */
export async function putSubscriptionIfNewer(subscription: SubscriptionRecord): Promise<boolean> {
  try {
    await write(subscription, () =>
      documentClient.send(
        new PutCommand({
          TableName: TABLE,
          Item: {
            ...keys.subscription(subscription.subscriptionId),
            gsi1pk: keys.owner(subscription.ownerEmail),
            gsi1sk: `SUBSCRIPTION#${subscription.subscriptionId}`,
            type: 'subscription',
            ...subscription,
          },
          ConditionExpression: 'attribute_not_exists(pk) OR lastEventAt < :occurredAt',
          ExpressionAttributeValues: { ':occurredAt': subscription.lastEventAt },
        }),
      ),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

export async function getSubscription(subscriptionId: string): Promise<SubscriptionRecord | undefined> {
  const result = await documentClient.send(new GetCommand({ TableName: TABLE, Key: keys.subscription(subscriptionId) }));
  return result.Item as SubscriptionRecord | undefined;
}

export async function hasProcessedEvent(eventId: string): Promise<boolean> {
  const result = await documentClient.send(new GetCommand({ TableName: TABLE, Key: keys.event(eventId), ConsistentRead: true }));
  return result.Item !== undefined;
}

/** Written only after the event's effects are stored, so a failure part-way leaves it to be retried. */
export async function markEventProcessed(eventId: string, eventType: string, nowSeconds = Math.floor(Date.now() / 1000)): Promise<void> {
  await putIfAbsent({
    ...keys.event(eventId),
    type: 'event',
    eventType,
    processedAt: new Date(nowSeconds * 1000).toISOString(),
    expiresAt: nowSeconds + EVENT_RETENTION_SECONDS,
  });
}
