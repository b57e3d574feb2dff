import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../infra/local/provision';
import { keys } from '../../lambdas/adapters/store/keys';
import { startStackProcess, type StackProcess } from '../support/local-stack-process';
import { ownStackClient } from '../support/own-stack';

/**
 * The ledger's one-off migration (ADR 400): a licence kept before the ledger gets the entries its records say when
 * `npm start` starts on its data, and from the reconciliation (the deployed stack's run); running either again
 * changes nothing. On a stack of its own: the test makes a licence old by taking its ledger away, as an older
 * version left it, and restarts the stack on the same data.
 */
describe('the ledger migration', () => {
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

  const table = async <T>(use: (client: DynamoDBDocumentClient, tableName: string) => Promise<T>) => {
    const status = await call('/api/local/status');
    const client = DynamoDBDocumentClient.from(
      new DynamoDBClient({ endpoint: status.dynamoDbEndpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }),
    );
    try {
      return await use(client, status.tableName);
    } finally {
      client.destroy();
    }
  };
  const licenceItem = (licenceId: string) =>
    table(
      async (client, TableName) =>
        (await client.send(new GetCommand({ TableName, Key: keys.licence(licenceId) }))).Item!,
    );
  /** The licence as an older version kept it: no ledger, and the migration not run on this data yet. */
  const makeOld = (licenceId: string) =>
    table(async (client, TableName) => {
      await client.send(
        new UpdateCommand({
          TableName,
          Key: keys.licence(licenceId),
          UpdateExpression: 'REMOVE ledger, ledgerComplete',
        }),
      );
      await client.send(new DeleteCommand({ TableName, Key: keys.jobCursor('ledger-migration') }));
    });
  const restart = async () => {
    await stack.stop();
    stack = await startStackProcess({ dataDir: stack.dataDir });
  };
  const entries = (item: Record<string, any>) =>
    Object.values(item.ledger ?? {})
      .map(({ entryId, source, from, until, transactionId, subscriptionId, payer, state }: any) => ({
        entryId,
        source,
        from,
        until,
        transactionId,
        subscriptionId,
        payer,
        state,
      }))
      .sort((a, b) => a.from.localeCompare(b.from));

  it('gives an old licence its ledger at start and from the reconciliation, once', async () => {
    // Prepare: a suite bought and its support renewed, then its licence made old
    const email = `ledger-migration-${Date.now()}@example.com`;
    const { transactionId } = await call('/api/checkout', 'POST', {
      slug: 'skydeck-suiteb737annual',
      quantity: 1,
      email,
    });
    const { subscriptionId } = await call(`/api/local/paddle/transactions/${transactionId}/pay`, 'POST');
    await settled();
    const renewal = await call(`/api/local/paddle/subscriptions/${subscriptionId}/renew`, 'POST');
    await settled();
    const licenceId = `lic_${transactionId.replace(/^txn_/, '')}_1`;
    const live = await licenceItem(licenceId);
    await makeOld(licenceId);

    // Act
    await restart();
    const atStart = await licenceItem(licenceId);
    await restart();
    const again = await licenceItem(licenceId);
    await makeOld(licenceId);
    await call('/api/local/reconcile', 'POST');
    const reconciled = await licenceItem(licenceId);

    // Assess
    const purchase = entries(live)[0]!;
    expect(purchase).toMatchObject({ source: 'purchase', transactionId, subscriptionId, payer: email, state: 'paid' });
    const period = renewal.subscription.current_billing_period;
    expect(entries(atStart)).toEqual([
      purchase,
      {
        entryId: `renewal:${subscriptionId}:${new Date(period.starts_at).toISOString()}`,
        source: 'renewal',
        from: new Date(period.starts_at).toISOString(),
        until: new Date(period.ends_at).toISOString(),
        transactionId: renewal.transactionId,
        subscriptionId,
        payer: email,
        state: 'paid',
      },
    ]);
    expect(atStart.ledgerComplete).toBe(true);
    expect(again).toEqual(atStart);
    expect(entries(reconciled)).toEqual(entries(atStart));
  }, 180_000);
});
