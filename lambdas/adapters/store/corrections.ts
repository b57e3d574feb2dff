import { keys, orderFinderKeys, ownerSortKeys } from './keys';
import type { LicenceRecord } from './licences';
import { addressParts, MAX_ADDRESS_PARTS, orderFinderItems } from './order-finders';
import { queryAll } from './pages';
import type { CheckedOutOrder } from './orders';
import {
  conditionalWrite,
  TABLE,
  transactWrite,
  transactWriteUnlessRefused,
  updateItem,
  type TransactItem,
} from './table';

/**
 * A mistyped checkout address corrected (ADR 403): the buyer is the same person, so what they bought and pay follows
 * them to the corrected address — their licences (each with a key naming it), the entries they paid in its ledger,
 * the order, its renewals and subscriptions — and nothing is handed over or mailed as a move. Each write is
 * conditional on the mistyped address, so a retry after a failure part-way changes only what is left.
 */

/**
 * The licence bound to the corrected address with its new key, and the ledger entries the service names
 * (`paidEntryIds`) said paid by the corrected address, in one transaction with what goes `alongside` (the operator's
 * audit entry). False when the licence changed since it was read (another key, owner or status).
 */
export async function correctLicenceOwner(correction: {
  licence: LicenceRecord;
  toEmail: string;
  licenceKey: string;
  keyVersion: number;
  /** Its ledger entries whose payer becomes the corrected address. */
  paidEntryIds: readonly string[];
  at: string;
  alongside?: readonly TransactItem[];
}): Promise<boolean> {
  const { licence } = correction;
  const names: Record<string, string> = { '#status': 'status' };
  const values: Record<string, unknown> = {
    ':to': correction.toEmail,
    ':from': licence.ownerEmail,
    ':gsi1pk': keys.owner(correction.toEmail),
    ':key': correction.licenceKey,
    ':next': correction.keyVersion,
    ':previous': correction.keyVersion - 1,
    ':at': correction.at,
    ':active': 'active',
  };
  const payerSets = correction.paidEntryIds.map((entryId, index) => {
    names[`#e${index}`] = entryId;
    return `ledger.#e${index}.payer = :to`;
  });
  const keyIs =
    correction.keyVersion - 1 === 1
      ? '(attribute_not_exists(keyVersion) OR keyVersion = :previous)'
      : 'keyVersion = :previous';
  const refused = await transactWriteUnlessRefused([
    {
      Update: {
        TableName: TABLE,
        Key: keys.licence(licence.licenceId),
        UpdateExpression: [
          'SET ownerEmail = :to, gsi1pk = :gsi1pk, licenceKey = :key, keyVersion = :next, keyIssuedAt = :at',
          'ownerCorrectedFrom = :from, ownerCorrectedAt = :at',
          ...payerSets,
        ].join(', '),
        ConditionExpression: `ownerEmail = :from AND #status = :active AND ${keyIs}`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    },
    ...(correction.alongside ?? []),
  ]);
  return refused.length === 0;
}

/**
 * The order follows its buyer: its checkout address is the corrected one (the mistyped one kept as
 * `emailCorrectedFrom`), it is listed under the corrected address, and the console finds it by it and by any part of
 * it, no longer by the mistyped one's.
 */
export async function correctOrderOwner(order: CheckedOutOrder, toEmail: string, at: string): Promise<void> {
  const from = order.request.buyerEmail;
  await conditionalWrite(() =>
    updateItem({
      Key: keys.order(order.transactionId),
      UpdateExpression:
        'SET #request.buyerEmail = :to, gsi1pk = :gsi1pk, emailCorrectedFrom = :from, emailCorrectedAt = :at',
      ConditionExpression: '#request.buyerEmail = :from',
      ExpressionAttributeNames: { '#request': 'request' },
      ExpressionAttributeValues: { ':to': toEmail, ':from': from, ':gsi1pk': keys.owner(toEmail), ':at': at },
    }),
  );
  // Every finder names the corrected address, and every part slot past the corrected address's last is emptied
  // (the mistyped one may have had more), so no piece of the mistyped address finds the order any more (ADR 464).
  const finders = orderFinderItems({ ...order, buyerEmail: toEmail });
  const parts = addressParts(toEmail).length;
  await transactWrite([
    ...finders.map((Item) => ({ Put: { TableName: TABLE, Item } })),
    ...Array.from({ length: MAX_ADDRESS_PARTS - parts }, (_, index) => ({
      Delete: { TableName: TABLE, Key: orderFinderKeys.emailPart(order.transactionId, parts + index + 1) },
    })),
  ]);
}

/** The renewals of a subscription listed under the mistyped address: one Query of its owner index entries. */
export async function ownerRenewalsOf(
  email: string,
  subscriptionId: string,
): Promise<{ transactionId: string; paidAt: string }[]> {
  const items = await queryAll<{ transactionId: string; paidAt: string }>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :owner AND begins_with(gsi1sk, :orders)',
    FilterExpression: '#type = :renewal AND subscriptionId = :subscription',
    ExpressionAttributeNames: { '#type': 'type' },
    ExpressionAttributeValues: {
      ':owner': keys.owner(email),
      ':orders': 'ORDER#',
      ':renewal': 'renewal',
      ':subscription': subscriptionId,
    },
  });
  return items.map(({ transactionId, paidAt }) => ({ transactionId, paidAt }));
}

/** A renewal follows its buyer: Paddle copied the mistyped address onto it; it is listed under the corrected one. */
export async function correctRenewalOwner(
  renewal: { transactionId: string; paidAt: string },
  fromEmail: string,
  toEmail: string,
): Promise<void> {
  await conditionalWrite(() =>
    updateItem({
      Key: keys.renewal(renewal.transactionId),
      UpdateExpression: 'SET buyerEmail = :to, gsi1pk = :gsi1pk, gsi1sk = :gsi1sk',
      ConditionExpression: 'buyerEmail = :from',
      ExpressionAttributeValues: {
        ':to': toEmail,
        ':from': fromEmail,
        ':gsi1pk': keys.owner(toEmail),
        ':gsi1sk': ownerSortKeys.order(renewal.paidAt, renewal.transactionId),
      },
    }),
  );
}

/** A subscription follows its payer: listed, cancelled and resumed by the corrected address from now on. */
export async function correctSubscriptionOwner(subscriptionId: string, fromEmail: string, toEmail: string) {
  await conditionalWrite(() =>
    updateItem({
      Key: keys.subscription(subscriptionId),
      UpdateExpression: 'SET ownerEmail = :to, gsi1pk = :gsi1pk',
      ConditionExpression: 'ownerEmail = :from',
      ExpressionAttributeValues: { ':to': toEmail, ':from': fromEmail, ':gsi1pk': keys.owner(toEmail) },
    }),
  );
}
