import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../dynamo';
import { adminIndexKeys, keys, ownerSortKeys, PENDING_ALIGNMENTS_PARTITION } from './keys';
import type { OrderRecord } from './orders';
import { queryPage } from './pages';
import { processedEventItem } from './events';
import { conditionalWrite, getItem, getItems, TABLE, transactWrite, updateItem } from './table';

export interface SubscriptionRecord {
  readonly subscriptionId: string;
  readonly status: string;
  readonly ownerEmail: string;
  readonly customerId: string | null;
  readonly productSlug: string | null;
  /** The purchase that opened it (only `subscription.created` says; kept from then on). */
  readonly transactionId: string | null;
  readonly priceIds: readonly string[];
  /** Units of its catalogue items (trainer subscriptions: the seats paid for). */
  readonly quantity?: number;
  readonly currentPeriodStart: string | null;
  readonly currentPeriodEnd: string | null;
  readonly nextBilledAt: string | null;
  readonly canceledAt: string | null;
  /** Paddle's `paused_at` (ADR 243): when a paused subscription was paused. */
  readonly pausedAt?: string | null;
  /** Paddle's `scheduled_change`: `{action: 'cancel', effectiveAt}` once a cancellation at the period's end is asked for. */
  readonly scheduledChange?: { readonly action: string; readonly effectiveAt: string } | null;
  /** What each renewal charges, from the catalogue's prices of its items (excluding VAT). */
  readonly recurringAmountCents?: number | null;
  readonly billingInterval?: 'month' | 'year' | null;
  /** `occurred_at` of the event this state came from; an older event never overwrites a newer state. */
  readonly lastEventAt: string;
  /**
   * The end of the last period a completed transaction paid (ADR 360): written only by `recordPaidThrough`, never by
   * a subscription event, so Paddle's cancel (which nulls `current_billing_period`) leaves it as it was.
   */
  readonly paidThrough?: string;
  /**
   * While Paddle is not in line with the licences the subscription renews (ADR 407): since when, the last attempt
   * that left it so, and why (`past-due`: Paddle takes no item change then; `paddle-refused`: the call failed).
   * Written only by `recordPendingAlignment`, never by a subscription event.
   */
  readonly alignmentPendingSince?: string;
  readonly alignmentPendingAt?: string;
  readonly alignmentPendingReason?: string;
  /**
   * When the shop last had Paddle take a lower quantity (ADR 426): a renewal billed before it charged the units it
   * dropped. Written only by `recordQuantityLowered`, never by a subscription event.
   */
  readonly quantityLoweredAt?: string;
}

/**
 * What only some events say (`subscription.created` names the purchase; `custom_data` may be missing): an event
 * without it keeps what an earlier one stored, even when both are applied at the same time.
 */
const KEPT_WHEN_UNSAID = new Set<keyof SubscriptionRecord>(['transactionId', 'productSlug']);

/**
 * Once a subscription has an owner, events never change it: an operator's address correction (ADR 403) moved it, and
 * the buyer's address Paddle keeps sending is the old one. Its owner index entry stays with it.
 */
const KEPT_ONCE_SET = new Set(['ownerEmail', 'gsi1pk']);

/**
 * Writes a subscription's state unless a newer event already did: Paddle delivers out of order, and
 * `occurred_at` decides. Returns false for a stale event.
 */
export async function putSubscriptionIfNewer(subscription: SubscriptionRecord): Promise<boolean> {
  return (await writeIfNewer(subscription, undefined)) !== undefined;
}

/** A subscription's item as a write left it: its state, and the renewals that wait on its purchase (ADR 401). */
export type StoredSubscription = SubscriptionRecord & { readonly pendingRenewals: readonly string[] };

/**
 * `putSubscriptionIfNewer`, answering the item as written (undefined for a stale event), and with the end of the
 * period its purchase paid (`subscription.created`'s first period, ADR 360) in the same write when no later end is
 * recorded; otherwise that end is recorded as `recordPaidThrough` does, so the event's two effects cost one call in
 * Paddle's order and stay right in any other.
 */
export async function storeSubscriptionState(
  subscription: SubscriptionRecord,
  paidThrough?: string,
): Promise<StoredSubscription | undefined> {
  if (paidThrough === undefined) return writeIfNewer(subscription, undefined);
  const both = await writeIfNewer(subscription, new Date(paidThrough).toISOString());
  if (both) return both;
  const state = await writeIfNewer(subscription, undefined);
  await recordPaidThrough(subscription.subscriptionId, paidThrough);
  return state;
}

/** The write of a subscription's state unless a newer event's is stored (and with `paidThrough`, no later end). */
function stateUpdate(subscription: SubscriptionRecord, paidThrough: string | undefined) {
  const item: Record<string, unknown> = {
    gsi1pk: keys.owner(subscription.ownerEmail),
    gsi1sk: ownerSortKeys.subscription(subscription.subscriptionId),
    type: 'subscription',
    ...subscription,
    ...(paidThrough !== undefined ? { paidThrough } : {}),
  };
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':occurredAt': subscription.lastEventAt };
  const assignments = Object.entries(item)
    .filter(([, value]) => value !== undefined)
    .map(([name, value], index) => {
      names[`#a${index}`] = name;
      values[`:v${index}`] = value;
      const keep =
        KEPT_ONCE_SET.has(name) || (value === null && KEPT_WHEN_UNSAID.has(name as keyof SubscriptionRecord));
      return keep ? `#a${index} = if_not_exists(#a${index}, :v${index})` : `#a${index} = :v${index}`;
    });
  // A paid end recorded before any subscription event (ADR 362) is no state to be newer than.
  const newer = '(attribute_not_exists(lastEventAt) OR lastEventAt < :occurredAt)';
  if (paidThrough !== undefined) values[':paidThrough'] = paidThrough;
  return {
    TableName: TABLE,
    Key: keys.subscription(subscription.subscriptionId),
    UpdateExpression: `SET ${assignments.join(', ')}`,
    ConditionExpression:
      paidThrough === undefined
        ? newer
        : `${newer} AND (attribute_not_exists(paidThrough) OR paidThrough <= :paidThrough)`,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
}

async function writeIfNewer(
  subscription: SubscriptionRecord,
  paidThrough: string | undefined,
): Promise<StoredSubscription | undefined> {
  let written: Record<string, unknown> | undefined;
  const applied = await conditionalWrite(async () => {
    const result = await documentClient.send(
      new UpdateCommand({ ...stateUpdate(subscription, paidThrough), ReturnValues: 'ALL_NEW' }),
    );
    written = result.Attributes;
  });
  if (!applied || !written) return undefined;
  const { pendingRenewals, ...state } = written as Record<string, unknown> & { pendingRenewals?: Iterable<string> };
  return { ...(state as unknown as SubscriptionRecord), pendingRenewals: [...(pendingRenewals ?? [])] };
}

/**
 * A subscription's state and its event's marker in one transaction (ADR 538), for a change nothing else follows:
 * written only while the state is newer than the stored one (with `paidThrough`, as `storeSubscriptionState` writes
 * it, no later end recorded), no renewal waits on the subscription (ADR 401), no alignment is pending (ADR 407), and
 * the event was not processed before. False when any of that did not hold, and then nothing was written.
 */
export function storeSubscriptionStateMarked(
  subscription: SubscriptionRecord,
  paidThrough: string | undefined,
  event: { eventId: string; eventType: string },
): Promise<boolean> {
  const update = stateUpdate(subscription, paidThrough === undefined ? undefined : new Date(paidThrough).toISOString());
  return transactWrite([
    {
      Update: {
        ...update,
        ConditionExpression: `${update.ConditionExpression} AND attribute_not_exists(pendingRenewals) AND attribute_not_exists(alignmentPendingAt)`,
      },
    },
    {
      Put: {
        TableName: TABLE,
        Item: processedEventItem(event.eventId, event.eventType, subscription.subscriptionId),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ]);
}

export async function getSubscription(subscriptionId: string): Promise<SubscriptionRecord | undefined> {
  const item = await getItem<SubscriptionRecord>(keys.subscription(subscriptionId), true);
  return isSubscriptionState(item) ? item : undefined;
}

/**
 * A subscription's state and what a delivery needs beside it, in one BatchGetItem (strongly consistent): whether the
 * event `eventId` was processed, and the order `transactionId` (the purchase that opened it).
 */
export async function readSubscription(
  subscriptionId: string,
  beside: { readonly eventId?: string; readonly transactionId?: string } = {},
): Promise<{ subscription: SubscriptionRecord | undefined; eventProcessed: boolean; order: OrderRecord | undefined }> {
  const { eventId, transactionId } = beside;
  if (eventId === undefined && transactionId === undefined)
    return { subscription: await getSubscription(subscriptionId), eventProcessed: false, order: undefined };
  const items = await getItems<Record<string, unknown>>([
    keys.subscription(subscriptionId),
    ...(eventId !== undefined ? [keys.event(eventId)] : []),
    ...(transactionId !== undefined ? [keys.order(transactionId)] : []),
  ]);
  const found = (key: { pk: string; sk: string }) => items.find((item) => item.pk === key.pk && item.sk === key.sk);
  const subscription = found(keys.subscription(subscriptionId));
  return {
    subscription: isSubscriptionState(subscription) ? subscription : undefined,
    eventProcessed: eventId !== undefined && found(keys.event(eventId)) !== undefined,
    order: transactionId !== undefined ? (found(keys.order(transactionId)) as OrderRecord | undefined) : undefined,
  };
}

/** Subscriptions by id, in one batched read; an id with no subscription state is left out. */
export async function getSubscriptions(subscriptionIds: readonly string[]): Promise<Map<string, SubscriptionRecord>> {
  if (subscriptionIds.length === 0) return new Map();
  const items = await getItems<object>(subscriptionIds.map(keys.subscription));
  return new Map(items.filter(isSubscriptionState).map((item) => [item.subscriptionId, item]));
}

/**
 * Whether a stored subscription item holds a state from Paddle's subscription events: a renewal paid before any of
 * them leaves an item with its paid end alone (ADR 362), which no reader may take for a subscription.
 */
export function isSubscriptionState(item: object | undefined): item is SubscriptionRecord {
  return item !== undefined && 'lastEventAt' in item && typeof item.lastEventAt === 'string';
}

/**
 * Remembers which purchase opened the subscription. Only `subscription.created` and the purchase's
 * `transaction.completed` name it, and either may arrive after a newer state that does not.
 */
export async function setSubscriptionOrigin(subscriptionId: string, transactionId: string): Promise<void> {
  await conditionalWrite(() =>
    documentClient.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: keys.subscription(subscriptionId),
        UpdateExpression: 'SET transactionId = :txn',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':txn': transactionId },
      }),
    ),
  );
}

/**
 * Moves the end of what the subscription's transactions paid forward (ADR 360), never back: its purchase's or a
 * renewal's billing period, or the first period `subscription.created` says its purchase paid. A payment that comes
 * before any subscription event makes the item with this one attribute (ADR 362); the events then set theirs beside
 * it and never touch it. The instant is stored in one format so later ends compare as later strings.
 */
export async function recordPaidThrough(subscriptionId: string, periodEnd: string): Promise<boolean> {
  return conditionalWrite(() => documentClient.send(new UpdateCommand(paidThroughUpdate(subscriptionId, periodEnd))));
}

/** `recordPaidThrough`'s update, for a transaction that writes it beside other items. */
export function paidThroughUpdate(subscriptionId: string, periodEnd: string) {
  return {
    TableName: TABLE,
    Key: keys.subscription(subscriptionId),
    UpdateExpression: 'SET paidThrough = :end',
    ConditionExpression: 'attribute_not_exists(paidThrough) OR paidThrough < :end',
    ExpressionAttributeValues: { ':end': new Date(periodEnd).toISOString() },
  };
}

/**
 * A renewal whose whole period was refunded or charged back paid nothing (ADR 360): the paid end goes back to that
 * period's start. Only from that period's end, so repeating it, or a later renewal's end, changes nothing.
 */
export async function takeBackPaidThrough(
  subscriptionId: string,
  period: { readonly startsAt: string; readonly endsAt: string },
): Promise<void> {
  await movePaidThrough(subscriptionId, period.endsAt, period.startsAt);
}

/** A reversed chargeback of a renewal gives its period back: the paid end moves from its start to its end again. */
export async function restorePaidThrough(
  subscriptionId: string,
  period: { readonly startsAt: string; readonly endsAt: string },
): Promise<void> {
  await movePaidThrough(subscriptionId, period.startsAt, period.endsAt);
}

async function movePaidThrough(subscriptionId: string, from: string, to: string): Promise<void> {
  await conditionalWrite(() =>
    documentClient.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: keys.subscription(subscriptionId),
        UpdateExpression: 'SET paidThrough = :to',
        ConditionExpression: 'paidThrough = :from',
        ExpressionAttributeValues: { ':from': new Date(from).toISOString(), ':to': new Date(to).toISOString() },
      }),
    ),
  );
}

/**
 * A renewal paid before the shop knows which purchase its subscription belongs to (ADR 401): kept on the
 * subscription's item (made if absent, as `recordPaidThrough` does) until its licences are known and get its entries.
 */
export async function rememberPendingRenewal(subscriptionId: string, transactionId: string): Promise<void> {
  await updateItem({
    Key: keys.subscription(subscriptionId),
    UpdateExpression: 'ADD pendingRenewals :txn',
    ExpressionAttributeValues: { ':txn': new Set([transactionId]) },
  });
}

export async function forgetPendingRenewal(subscriptionId: string, transactionId: string): Promise<void> {
  await updateItem({
    Key: keys.subscription(subscriptionId),
    UpdateExpression: 'DELETE pendingRenewals :txn',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':txn': new Set([transactionId]) },
  }).catch((error: unknown) => {
    if (!(error instanceof Error && error.name === 'ConditionalCheckFailedException')) throw error;
  });
}

/** The renewals waiting for the subscription's purchase (none once all are settled). */
export async function pendingRenewals(subscriptionId: string): Promise<string[]> {
  const item = await getItem<{ pendingRenewals?: Set<string> | string[] }>(keys.subscription(subscriptionId), true);
  return [...(item?.pendingRenewals ?? [])];
}

/**
 * Marks the subscription as not in line with what it renews yet (ADR 407): the next event of it that Paddle would
 * take a change in, or the reconciliation, aligns it again. The first time stays its `since`; the last attempt its
 * `at`. A subscription the shop has no item of is left.
 */
export async function recordPendingAlignment(
  subscriptionId: string,
  pending: { readonly at: string; readonly reason: string },
): Promise<void> {
  const index = adminIndexKeys.pendingAlignment(pending.at, subscriptionId);
  await conditionalWrite(() =>
    documentClient.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: keys.subscription(subscriptionId),
        UpdateExpression:
          'SET alignmentPendingSince = if_not_exists(alignmentPendingSince, :at), alignmentPendingAt = :at, ' +
          'alignmentPendingReason = :reason, gsi2pk = :pk, gsi2sk = if_not_exists(gsi2sk, :sk)',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: {
          ':at': pending.at,
          ':reason': pending.reason,
          ':pk': index.gsi2pk,
          ':sk': index.gsi2sk,
        },
      }),
    ),
  );
}

/**
 * The subscription is in line again: its mark goes, unless another attempt marked it after `recordedAt` (the mark
 * that attempt left stays for the next one).
 */
export async function clearPendingAlignment(subscriptionId: string, recordedAt: string): Promise<void> {
  await conditionalWrite(() =>
    documentClient.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: keys.subscription(subscriptionId),
        UpdateExpression: 'REMOVE alignmentPendingSince, alignmentPendingAt, alignmentPendingReason, gsi2pk, gsi2sk',
        ConditionExpression: 'alignmentPendingAt = :at',
        ExpressionAttributeValues: { ':at': recordedAt },
      }),
    ),
  );
}

/**
 * Paddle took a lower quantity the shop asked for (ADR 422): the item holds it at once, before Paddle's event tells
 * it, so no event read meanwhile takes the units Paddle no longer counts for a raise. Only ever lowers; Paddle's
 * next event stores its own state over it. When (`quantityLoweredAt`) is kept for the renewal billed before (ADR 426).
 */
export async function recordQuantityLowered(subscriptionId: string, quantity: number, at: string): Promise<void> {
  await conditionalWrite(() =>
    documentClient.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: keys.subscription(subscriptionId),
        UpdateExpression: 'SET quantity = :quantity, quantityLoweredAt = :at',
        ConditionExpression: 'attribute_exists(pk) AND quantity > :quantity',
        ExpressionAttributeValues: { ':quantity': quantity, ':at': at },
      }),
    ),
  );
}

/** Subscriptions marked as not in line with what they renew, oldest mark first (a page of `limit`). */
export async function pendingAlignments(limit = 100): Promise<SubscriptionRecord[]> {
  const page = await queryPage<object>({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': PENDING_ALIGNMENTS_PARTITION },
    Limit: limit,
  });
  return page.items.filter(isSubscriptionState);
}
