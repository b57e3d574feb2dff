import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';

interface Asked {
  readonly TableName?: string;
  readonly ExclusiveStartKey?: Record<string, unknown>;
  readonly Limit?: number;
}

/**
 * The store's Queries against a table of `pages` pages: each call answers the page its start key names, with the key
 * of the next. The table is a middleware on the one client, before the document client would translate: it reads and
 * answers the shapes the store sends and reads.
 */
async function storeOf(pages: readonly Record<string, unknown>[][]) {
  process.env.TABLE_NAME = 'skydeck-test';
  process.env.AWS_REGION = 'eu-west-1';
  const { dynamoClient } = (await import('../../../../lambdas/adapters/dynamo')) as { dynamoClient: DynamoDBClient };
  const asked: Asked[] = [];
  dynamoClient.middlewareStack.add(
    () => async (args) => {
      const input = args.input as Asked;
      asked.push(input);
      const index = Number(input.ExclusiveStartKey?.page ?? 0);
      const more = index + 1 < pages.length ? { LastEvaluatedKey: { page: index + 1 } } : {};
      return { output: { Items: pages[index], ...more, $metadata: {} } as never, response: {} };
    },
    { step: 'initialize', name: 'pagedTable', override: true },
  );
  return { store: await import('../../../../lambdas/adapters/store/pages'), asked };
}

const item = (id: string) => ({ id });
const QUERY = { KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': 'OWNER#a@example.com' } };

describe('the store reads a page at a time in one shape', () => {
  it('reads every page of a Query, each starting where the last ended', async () => {
    // Prepare
    const { store, asked } = await storeOf([[item('a'), item('b')], [item('c')], [item('d')]]);

    // Act
    const items = await store.queryAll(QUERY);

    // Assess
    expect(items).toEqual([{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }]);
    expect(asked.map((input) => input.ExclusiveStartKey)).toEqual([undefined, { page: 1 }, { page: 2 }]);
    expect(asked.every((input) => input.TableName === 'skydeck-test')).toBe(true);
  });

  it('stops after the page that reaches the most it may read', async () => {
    // Prepare
    const { store, asked } = await storeOf([[item('a'), item('b')], [item('c'), item('d')], [item('e')]]);

    // Act
    const items = await store.queryAll(QUERY, { maxItems: 3 });

    // Assess
    expect(items).toHaveLength(4);
    expect(asked).toHaveLength(2);
  });

  it('reads no further page once its caller stops', async () => {
    // Prepare
    const { store, asked } = await storeOf([[item('a')], [item('b')], [item('c')]]);

    // Act
    const seen: unknown[] = [];
    for await (const page of store.queryPages(QUERY)) {
      seen.push(...page.items);
      break;
    }

    // Assess
    expect(seen).toEqual([{ id: 'a' }]);
    expect(asked).toHaveLength(1);
  });

  it('answers one page from where a cursor says, with where the next begins', async () => {
    // Prepare
    const { store, asked } = await storeOf([[item('a')], [item('b')], [item('c')]]);

    // Act
    const page = await store.queryPage({ ...QUERY, Limit: 1 }, { page: 1 });

    // Assess
    expect(page).toEqual({ items: [{ id: 'b' }], lastKey: { page: 2 } });
    expect(asked).toEqual([expect.objectContaining({ Limit: 1, ExclusiveStartKey: { page: 1 } })]);
  });
});
