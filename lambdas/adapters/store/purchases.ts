import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../dynamo';
import type { RecipientRead } from '../mail/mail-port';
import { mailClaimItem } from '../mail/sent-mail-records';
import { suppressionFrom } from '../mail/suppression';
import { processedEventItem } from './events';
import { keys } from './keys';
import { licenceItem, type LicenceRecord } from './licences';
import { orderPaidUpdate, type OrderRecord, type PaidOrder } from './orders';
import { getItems, retryingConflicts, TABLE, transactWrite } from './table';

/** What the table knows of a purchase when its payment event arrives. */
export interface PurchaseState {
  /** The event was processed before: the delivery is a duplicate. */
  readonly eventProcessed: boolean;
  readonly order: OrderRecord | undefined;
  /** Those of the asked licences that exist. */
  readonly licences: readonly LicenceRecord[];
  /** The order mail has been claimed (sent, or being sent). */
  readonly mailClaimed: boolean;
  /** The buyer's address as read with the rest, when asked for (`recipient`): the order mail's suppression check. */
  readonly recipient?: RecipientRead;
}

/**
 * The event marker, the order, its mail claim, its licences and, with `recipient` (the buyer's normalised address),
 * that address's suppression (ADR 536) in one consistent BatchGetItem (ADR 102), so a repeated delivery is answered
 * from one read and a new purchase learns in one call what it has to write and whether its mail may go.
 */
export async function readPurchase(request: {
  eventId?: string;
  transactionId: string;
  licenceIds: readonly string[];
  mailKey: string;
  recipient?: string;
}): Promise<PurchaseState> {
  const eventKey = request.eventId === undefined ? undefined : keys.event(request.eventId);
  const orderKey = keys.order(request.transactionId);
  const mailKey = keys.mail(request.mailKey);
  const suppressedKey = request.recipient === undefined ? undefined : keys.suppressedAddress(request.recipient);
  const items = await getItems<Record<string, unknown> & { pk: string; sk: string }>([
    ...(eventKey ? [eventKey] : []),
    orderKey,
    mailKey,
    ...(suppressedKey ? [suppressedKey] : []),
    ...request.licenceIds.map(keys.licence),
  ]);
  const find = (key: { pk: string; sk: string }) => items.find((item) => item.pk === key.pk && item.sk === key.sk);
  return {
    eventProcessed: eventKey !== undefined && find(eventKey) !== undefined,
    order: find(orderKey) as OrderRecord | undefined,
    licences: items.filter((item) => item.sk === 'LICENCE') as unknown as LicenceRecord[],
    mailClaimed: find(mailKey) !== undefined,
    ...(request.recipient !== undefined && suppressedKey
      ? {
          recipient: {
            address: request.recipient,
            suppression: suppressionFrom(request.recipient, find(suppressedKey)) ?? null,
          },
        }
      : {}),
  };
}

/** TransactWriteItems takes 100 actions; a purchase also writes its order, mail claim, event marker and subscription. */
export const LICENCES_PER_PURCHASE_TRANSACTION = 96;

const absent = 'attribute_not_exists(pk)';

/**
 * What a purchase that opened a subscription writes on it: the purchase that opened it and the end of the period its
 * payment paid (ADR 360), or null when its event named none.
 */
export interface PurchasedSubscription {
  readonly subscriptionId: string;
  readonly paidThrough: string | null;
}

/**
 * A new purchase in one TransactWriteItems (ADR 155): its licences, the order marked paid, the order mail's claim
 * and the event marker, each on condition that no other delivery wrote it and no refund or adjustment reached the
 * order; and, for a purchase that opened a subscription (every suite and trainer), the subscription's origin and paid
 * end, on condition that no renewal waits on it (ADR 401) and no later period was paid. All or nothing: false when
 * any condition failed (a redelivery or a racing twin got there first, an adjustment came, a renewal came first),
 * and then nothing was written.
 */
export function storeNewPurchase(purchase: {
  eventId: string;
  eventType: string;
  order: PaidOrder;
  licences: readonly LicenceRecord[];
  mail: { key: string; kind: string };
  subscription?: PurchasedSubscription;
}): Promise<boolean> {
  if (purchase.licences.length > LICENCES_PER_PURCHASE_TRANSACTION)
    throw new RangeError(`A purchase transaction holds at most ${LICENCES_PER_PURCHASE_TRANSACTION} licences`);
  return transactWrite([
    ...purchase.licences.map((licence) => ({
      Put: { TableName: TABLE, Item: licenceItem(licence), ConditionExpression: absent },
    })),
    { Update: orderPaidUpdate(purchase.order, true) },
    {
      Put: {
        TableName: TABLE,
        Item: mailClaimItem(purchase.mail.key, purchase.mail.kind),
        ConditionExpression: absent,
      },
    },
    {
      Put: {
        TableName: TABLE,
        Item: processedEventItem(purchase.eventId, purchase.eventType, purchase.order.transactionId),
        ConditionExpression: absent,
      },
    },
    ...(purchase.subscription ? [{ Update: subscriptionOriginUpdate(purchase.order, purchase.subscription) }] : []),
  ]);
}

/**
 * The purchase's mark on its subscription, as `setSubscriptionOrigin` and `recordPaidThrough` make it. Made before
 * any subscription event when the purchase comes first (ADR 362): the events set their state beside it.
 */
function subscriptionOriginUpdate(order: PaidOrder, subscription: PurchasedSubscription) {
  const paidThrough = subscription.paidThrough === null ? null : new Date(subscription.paidThrough).toISOString();
  return {
    TableName: TABLE,
    Key: keys.subscription(subscription.subscriptionId),
    UpdateExpression:
      paidThrough === null ? 'SET transactionId = :txn' : 'SET transactionId = :txn, paidThrough = :end',
    ConditionExpression:
      paidThrough === null
        ? 'attribute_not_exists(pendingRenewals)'
        : 'attribute_not_exists(pendingRenewals) AND (attribute_not_exists(paidThrough) OR paidThrough <= :end)',
    ExpressionAttributeValues: {
      ':txn': order.transactionId,
      ...(paidThrough === null ? {} : { ':end': paidThrough }),
    },
  };
}

/**
 * Gives back what `storeNewPurchase` claimed beyond the purchase itself, the mail and the event marker, when the
 * mail could not be sent: together, so Paddle's retry finds neither and sends the mail.
 */
export async function releasePurchaseClaims(claims: { eventId: string; mailKey: string }): Promise<void> {
  await transactWrite([
    { Delete: { TableName: TABLE, Key: keys.event(claims.eventId) } },
    { Delete: { TableName: TABLE, Key: keys.mail(claims.mailKey) } },
  ]);
}

/**
 * Marks a purchase's event processed while its order mail is claimed: sent, or being sent by a parallel delivery.
 * False when the claim is gone: the delivery that held it failed to send and gave it back, so this event must stay
 * open for Paddle's retry to send the mail.
 */
export function markPurchaseEventProcessed(event: {
  eventId: string;
  eventType: string;
  mailKey: string;
  transactionId?: string;
}): Promise<boolean> {
  return transactWrite([
    { Put: { TableName: TABLE, Item: processedEventItem(event.eventId, event.eventType, event.transactionId) } },
    {
      ConditionCheck: {
        TableName: TABLE,
        Key: keys.mail(event.mailKey),
        ConditionExpression: 'attribute_exists(pk)',
      },
    },
  ]);
}

/**
 * Forgets a purchase's event after its order mail failed: a parallel delivery that found the mail claimed may have
 * marked it processed meanwhile, and Paddle's retry must not be answered as a duplicate.
 */
export async function forgetPurchaseEvent(eventId: string): Promise<void> {
  await retryingConflicts(() => documentClient.send(new DeleteCommand({ TableName: TABLE, Key: keys.event(eventId) })));
}
