import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { BackfillProgress } from '../../lambdas/adapters/admin-index-backfill';
import { ADMIN_API, operatorClient } from '../support/admin-kit';
import { LOCAL_AWS, localHandlerEnvironment, localStatus } from '../support/portal-seed';
import { stackUrl } from '../support/stack-url';

/**
 * Orders stored before the console's index existed (ADR 331): the backfill's Scan and writes, on the local table,
 * make them findable by the start of their address and by customer, and count them in the sales report. Its progress
 * is kept in memory here, so the test does not depend on whether another file's reconciliation finished the pass.
 */
describe('the console index backfill', () => {
  it('makes an order written before the index findable and counted, and changes nothing when run again', async () => {
    // Prepare: an order item as it was stored before gsi2 and its finders
    const status = await localStatus(stackUrl());
    Object.assign(process.env, localHandlerEnvironment(status));
    const client = DynamoDBDocumentClient.from(new DynamoDBClient({ ...LOCAL_AWS, endpoint: status.dynamoDbEndpoint }));
    const run = Date.now().toString(36);
    const email = `old${run}@example.com`;
    const transactionId = `txn_old${run}`;
    const paidAt = new Date().toISOString();
    await client.send(
      new PutCommand({
        TableName: status.tableName,
        Item: {
          pk: `ORDER#${transactionId}`,
          sk: 'ORDER',
          gsi1pk: `OWNER#${email}`,
          gsi1sk: `ORDER#${paidAt}#${transactionId}`,
          type: 'order',
          transactionId,
          status: 'paid',
          request: { shop: 'skydeck', slug: 'skydeck-suiteb737annual', quantity: 1, addOns: [], buyerEmail: email },
          totalCents: 49_900,
          createdAt: paidAt,
          paidAt,
          customerId: `ctm_old${run}`,
        },
      }),
    );
    client.destroy();
    const { backfillAdminIndex } = await import('../../lambdas/services/admin/index-backfill');
    const store = await import('../../lambdas/adapters/admin-index-backfill');
    let progress: BackfillProgress | undefined;
    const ports = {
      readBackfillProgress: async () => progress,
      saveBackfillProgress: async (saved: BackfillProgress) => void (progress = saved),
      scanOrders: store.scanOrders,
      indexOrder: store.indexOrder,
      now: () => new Date(),
    };
    const { client: operator } = await operatorClient('admin-backfill-op');
    const day = paidAt.slice(0, 10);
    const before = await operator.get(`${ADMIN_API.search}?q=old${run}`);

    // Act
    const first = await backfillAdminIndex(ports, { pages: 1_000 });
    const again = await backfillAdminIndex(ports, { pages: 1_000 });
    const byPrefix = await operator.get(`${ADMIN_API.search}?q=old${run}`);
    const byCustomer = await operator.get(`${ADMIN_API.search}?q=ctm_old${run}`);
    const report = await operator.get(`${ADMIN_API.salesReport}?from=${day}&to=${day}`);

    // Assess
    expect(before.body.orders).toEqual([]);
    expect(first).toMatchObject({ done: true });
    expect(first.examined).toBeGreaterThan(0);
    expect(again).toEqual({ examined: 0, done: true });
    expect(byPrefix.body.orders).toEqual([expect.objectContaining({ transactionId, email })]);
    expect(byCustomer.body.orders).toEqual([expect.objectContaining({ transactionId })]);
    expect(report.body.sections.flatMap((section: { rows: unknown[] }) => section.rows)).toEqual(
      expect.arrayContaining([expect.objectContaining({ day, product: 'skydeck-suiteb737annual' })]),
    );
  });
});
