import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { auditKeys } from '../../lambdas/adapters/store/admin';
import { processedEventItem } from '../../lambdas/adapters/store/events';
import { adminIndexKeys, keys, ownerSortKeys } from '../../lambdas/adapters/store/keys';
import { licenceItem, type LicenceRecord } from '../../lambdas/adapters/store/licences';
import { orderFinderItems } from '../../lambdas/adapters/store/order-finders';
import { LOCAL_AWS, type LocalStatus } from './portal-seed';

/**
 * Paid orders written straight into the local table as the webhook and checkout leave them (the order with its
 * paid-day entry, its finders, one licence, the mail claim, the event marker, and an audit entry on every tenth), for
 * the console's bench: paying 10,000 orders through the stand-in would take hours. Orders `from` up to `to` of one
 * run; order 0 is paid now, the others spread over the year before.
 */
export const ADMIN_SEED_BUYERS = 2_000;
const SUITE = 'skydeck-suiteb737annual';
const DAY_MS = 86_400_000;

export interface SeededOrder {
  readonly transactionId: string;
  readonly email: string;
  readonly licenceId: string;
  readonly customerId: string;
}

export const seededOrder = (run: string, index: number): SeededOrder => {
  const buyer = index % ADMIN_SEED_BUYERS;
  return {
    transactionId: `txn_${run}o${index}`,
    email: `${run}-b${buyer}@bench.example`,
    licenceId: `lic_${run}o${index}_1`,
    customerId: `ctm_${run}c${buyer}`,
  };
};

export async function seedAdminOrders(status: LocalStatus, run: string, from: number, to: number): Promise<void> {
  const client = DynamoDBDocumentClient.from(new DynamoDBClient({ ...LOCAL_AWS, endpoint: status.dynamoDbEndpoint }), {
    marshallOptions: { removeUndefinedValues: true },
  });
  const now = Date.now();
  const items: Record<string, unknown>[] = [];
  for (let index = from; index < to; index += 1) items.push(...orderItems(run, index, now));
  const batches = Array.from({ length: Math.ceil(items.length / 25) }, (_, at) => items.slice(at * 25, at * 25 + 25));
  let next = 0;
  const worker = async () => {
    while (next < batches.length) {
      let pending = batches[next++]!.map((Item) => ({ PutRequest: { Item } }));
      while (pending.length > 0) {
        const result = await client.send(new BatchWriteCommand({ RequestItems: { [status.tableName]: pending } }));
        pending = (result.UnprocessedItems?.[status.tableName] ?? []) as typeof pending;
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  client.destroy();
}

function orderItems(run: string, index: number, now: number): Record<string, unknown>[] {
  const order = seededOrder(run, index);
  const paidAt = new Date(now - ((index * 37) % 365) * DAY_MS - index * 1_000).toISOString();
  const createdAt = new Date(Date.parse(paidAt) - 60_000).toISOString();
  const payload = Buffer.from(JSON.stringify({ v: 1, licenceId: order.licenceId, ownerEmail: order.email })).toString(
    'base64url',
  );
  const licence = {
    licenceId: order.licenceId,
    transactionId: order.transactionId,
    ownerEmail: order.email,
    productSlug: SUITE,
    productTitle: 'SkyDeck 737 suite',
    kind: 'suite',
    aircraftType: 'B737',
    issuedAt: paidAt,
    licenceKey: `SKYDECK1.${payload}.c2lnbmF0dXJl`,
    status: 'active',
  } as unknown as LicenceRecord;
  const items: Record<string, unknown>[] = [
    {
      ...keys.order(order.transactionId),
      gsi1pk: keys.owner(order.email),
      gsi1sk: ownerSortKeys.order(createdAt, order.transactionId),
      ...adminIndexKeys.paid(paidAt, order.transactionId),
      type: 'order',
      transactionId: order.transactionId,
      status: 'paid',
      request: { shop: 'skydeck', slug: SUITE, quantity: 1, addOns: [], buyerEmail: order.email },
      totalCents: 49_900,
      createdAt,
      paidAt,
      licenceIds: [order.licenceId],
      lines: [{ priceId: 'pri_bench', quantity: 1, lineItemId: `txnitm_${index}`, unitTotalCents: 49_900 }],
      subscriptionId: null,
      customerId: order.customerId,
      charged: { subtotalCents: 41_933, discountCents: 0, taxCents: 7_967, grandTotalCents: 49_900, currency: 'EUR' },
    },
    ...orderFinderItems({ ...order, buyerEmail: order.email, createdAt }),
    licenceItem(licence),
    { ...keys.mail(`order-paid:${order.transactionId}`), kind: 'order-paid', claimedAt: paidAt },
    processedEventItem(`evt_${run}o${index}`, 'transaction.completed', order.transactionId),
  ];
  if (index % 10 === 0) {
    const auditId = `bench-${run}-${index}`;
    items.push({
      ...auditKeys.entry(`order:${order.transactionId}`, paidAt, auditId),
      gsi1pk: auditKeys.day(paidAt),
      gsi1sk: `${paidAt}#${auditId}`,
      type: 'audit',
      auditId,
      at: paidAt,
      actor: { email: 'bench-operator@skydeck.example', sub: 'bench' },
      action: 'order.resend',
      targets: [`order:${order.transactionId}`],
      reason: 'bench',
      before: null,
      after: { sentTo: [order.email] },
      requestId: 'bench',
    });
  }
  return items;
}
