import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { localHandlerEnvironment, localStatus } from '../support/portal-seed';
import { stackUrl } from '../support/stack-url';

/**
 * The one batched read every store module uses (`getItems`), against the local stack's table: 100 keys a call as
 * BatchGetItem allows, a key named twice asked once (DynamoDB refuses a call that names a key twice), and a read
 * that DynamoDB keeps leaving unprocessed fails instead of answering without the items.
 */
let table: typeof import('../../lambdas/adapters/store/table');
let documentClient: typeof import('../../lambdas/adapters/dynamo').documentClient;
let batchCalls: number[] = [];
let leaveEverythingUnprocessed = false;

beforeAll(async () => {
  Object.assign(process.env, localHandlerEnvironment(await localStatus(stackUrl())));
  const dynamo = await import('../../lambdas/adapters/dynamo');
  documentClient = dynamo.documentClient;
  dynamo.dynamoClient.middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName !== 'BatchGetItemCommand') return next(args);
      const requestItems = (args.input as { RequestItems: Record<string, { Keys: unknown[] }> }).RequestItems;
      batchCalls.push(Object.values(requestItems)[0]!.Keys.length);
      // Plays a table that is throttled for good: nothing read, every key handed back.
      if (leaveEverythingUnprocessed)
        return { output: { $metadata: {}, UnprocessedKeys: requestItems }, response: {} } as never;
      return next(args);
    },
    { step: 'initialize', name: 'countBatchReads' },
  );
  table = await import('../../lambdas/adapters/store/table');
}, 30_000);

afterEach(() => {
  batchCalls = [];
  leaveEverythingUnprocessed = false;
  jest.useRealTimers();
});

async function storedItems(count: number): Promise<{ pk: string; sk: string }[]> {
  const prefix = `BATCHREAD#${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const keys = Array.from({ length: count }, (_, index) => ({ pk: `${prefix}#${index}`, sk: 'ITEM' }));
  await Promise.all(keys.map((key) => documentClient.send(new PutCommand({ TableName: table.TABLE, Item: key }))));
  return keys;
}

describe('getItems', () => {
  it('reads 250 stored items in three calls of at most 100 keys, each key once though named twice', async () => {
    // Prepare
    const keys = await storedItems(250);
    const missing = { pk: `${keys[0]!.pk}-never-written`, sk: 'ITEM' };

    // Act
    const items = await table.getItems<{ pk: string; sk: string }>([
      ...keys,
      keys[249]!,
      ...keys.slice(0, 20),
      missing,
    ]);

    // Assess
    expect(items.map(table.itemKey).sort()).toEqual(keys.map(table.itemKey).sort());
    expect(batchCalls.sort((a, b) => b - a)).toEqual([100, 100, 51]);
  });

  it('fails after eight retries when DynamoDB keeps every key unprocessed, rather than answer without them', async () => {
    // Prepare
    const keys = await storedItems(3);
    leaveEverythingUnprocessed = true;
    jest.useFakeTimers();

    // Act
    const read = table.getItems(keys);
    const failure = expect(read).rejects.toThrow('BatchGetItem left 3 keys unprocessed after 8 retries');
    await jest.runAllTimersAsync();

    // Assess
    await failure;
    expect(batchCalls).toHaveLength(9);
  });
});
