import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../infra/local/provision';
import { keys } from '../../lambdas/adapters/store/keys';
import { startStackProcess, type StackProcess } from '../support/local-stack-process';
import { ownStackClient } from '../support/own-stack';
import { signedInHeaders } from '../support/portal-seed';

/**
 * Paddle's charged amounts (docs/product/accounts.md) for what was paid before the shop kept Paddle's totals (ADR 363): an order with only its grand
 * total and a renewal the shop never kept by owner get what Paddle charged, and the renewal is listed, from the
 * reconciliation walking the Paddle stand-in's transactions through the SDK. On a stack of its own: the backfill walks
 * every transaction the stand-in holds, and the test makes records old by taking out what the shop keeps today.
 */
describe('the backfill of Paddle\u2019s totals', () => {
  let stack: StackProcess;
  const { call } = ownStackClient(() => stack.url);

  beforeAll(async () => {
    stack = await startStackProcess();
  }, 60_000);
  afterAll(async () => {
    await stack?.stop();
  });

  const settled = async () => {
    for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
      const { deliveries } = await call('/api/local/paddle/deliveries');
      if (deliveries.every((delivery: any) => delivery.status !== 'pending')) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('Deliveries did not settle');
  };

  /** Takes the order's totals out and the renewal's record away, as they were before the shop kept them. */
  const makeOld = async (orderId: string, renewalId: string) => {
    const status = await call('/api/local/status');
    const client = DynamoDBDocumentClient.from(
      new DynamoDBClient({ endpoint: status.dynamoDbEndpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }),
    );
    try {
      await client.send(
        new UpdateCommand({
          TableName: status.tableName,
          Key: keys.order(orderId),
          UpdateExpression: 'REMOVE charged',
        }),
      );
      await client.send(new DeleteCommand({ TableName: status.tableName, Key: keys.renewal(renewalId) }));
    } finally {
      client.destroy();
    }
  };

  it('gives old orders Paddle\u2019s totals and lists old renewals, once', async () => {
    // Prepare: a suite bought and its support renewed, then made to look as the shop kept them before
    const email = `backfill-${Date.now()}@example.com`;
    const { transactionId } = await call('/api/checkout', 'POST', {
      slug: 'skydeck-suiteb737annual',
      quantity: 1,
      email,
    });
    const { subscriptionId } = await call(`/api/local/paddle/transactions/${transactionId}/pay`, 'POST');
    await settled();
    const renewal = await call(`/api/local/paddle/subscriptions/${subscriptionId}/renew`, 'POST');
    await settled();
    const headers = await signedInHeaders(stack.url, email);
    const orders = async () =>
      ((await (await fetch(`${stack.url}/api/orders`, { headers })).json()) as any).orders as any[];
    const current = await orders();
    await makeOld(transactionId, renewal.transactionId);
    const old = await orders();

    // Act
    const first = await call('/api/local/reconcile', 'POST');
    const backfilled = await orders();
    const second = await call('/api/local/reconcile', 'POST');

    // Assess: before, the order had only its grand total and the renewal was not listed
    const totals = (order: any) => ({
      transactionId: order.transactionId,
      kind: order.kind,
      subtotalCents: order.subtotalCents,
      taxCents: order.taxCents,
      totalCents: order.totalCents,
    });
    expect(current.map(totals).map((order) => order.transactionId)).toEqual([renewal.transactionId, transactionId]);
    expect(old.map(({ transactionId: id, subtotalCents, taxCents }) => ({ id, subtotalCents, taxCents }))).toEqual([
      { id: transactionId, subtotalCents: null, taxCents: null },
    ]);
    expect(first.backfill).toMatchObject({
      filled: [transactionId],
      listed: [renewal.transactionId],
      failed: null,
      finished: true,
    });
    expect(first.failures).toEqual([]);
    expect(backfilled.map(totals)).toEqual(current.map(totals));
    expect(current[0].taxCents).toBeGreaterThan(0);
    expect(second.backfill).toEqual({ examined: 0, filled: [], listed: [], failed: null, finished: true });
  }, 120_000);
});
