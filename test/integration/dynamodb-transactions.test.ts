import {
  DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
  TransactionCanceledException,
  TransactWriteItemsCommand,
  type TransactWriteItem,
} from '@aws-sdk/client-dynamodb';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startDynamoDbEmulator, type Emulator } from '../../infra/local/dynamodb-emulator';
import { ensureTable, LOCAL_CREDENTIALS, LOCAL_REGION } from '../../infra/local/provision';
import { availablePort } from '../../infra/local/ports';

/**
 * The local emulator's TransactWriteItems against the DynamoDB API reference: all or nothing, conditions,
 * TransactionCanceledException with one CancellationReason per action, 100 actions, one action per item, and the
 * optional idempotency token.
 */
const TABLE = 'transactions-test';
let emulator: Emulator;
let client: DynamoDBClient;

beforeAll(async () => {
  emulator = await startDynamoDbEmulator({
    dir: mkdtempSync(path.join(tmpdir(), 'skydeck-tx-')),
    port: await availablePort(),
  });
  client = new DynamoDBClient({ endpoint: emulator.endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  await ensureTable(emulator.endpoint, TABLE);
});

afterAll(async () => {
  client.destroy();
  await emulator.close();
});

const key = (id: string) => ({ pk: { S: id }, sk: { S: 'ITEM' } });
const put = (id: string, extra: Record<string, { S: string }> = {}): TransactWriteItem => ({
  Put: { TableName: TABLE, Item: { ...key(id), ...extra }, ConditionExpression: 'attribute_not_exists(pk)' },
});
const read = async (id: string) =>
  (await client.send(new GetItemCommand({ TableName: TABLE, Key: key(id), ConsistentRead: true }))).Item;
const cancellation = (error: unknown) => {
  expect(error).toBeInstanceOf(TransactionCanceledException);
  return (error as TransactionCanceledException).CancellationReasons?.map((reason) => reason.Code);
};

test('applies every action of a transaction: put, update, delete and condition check', async () => {
  // Prepare
  await client.send(new PutItemCommand({ TableName: TABLE, Item: { ...key('t1-old'), n: { S: 'x' } } }));
  await client.send(new PutItemCommand({ TableName: TABLE, Item: { ...key('t1-check'), state: { S: 'open' } } }));

  // Act
  await client.send(
    new TransactWriteItemsCommand({
      TransactItems: [
        put('t1-new'),
        {
          Update: {
            TableName: TABLE,
            Key: key('t1-counter'),
            UpdateExpression: 'SET #s = :paid',
            ExpressionAttributeNames: { '#s': 'status' },
            ExpressionAttributeValues: { ':paid': { S: 'paid' } },
          },
        },
        { Delete: { TableName: TABLE, Key: key('t1-old') } },
        {
          ConditionCheck: {
            TableName: TABLE,
            Key: key('t1-check'),
            ConditionExpression: '#state = :open',
            ExpressionAttributeNames: { '#state': 'state' },
            ExpressionAttributeValues: { ':open': { S: 'open' } },
          },
        },
      ],
    }),
  );

  // Assess
  expect(await read('t1-new')).toEqual(key('t1-new'));
  expect((await read('t1-counter'))?.status).toEqual({ S: 'paid' });
  expect(await read('t1-old')).toBeUndefined();
});

test('a failed condition cancels the whole transaction and says which action failed', async () => {
  // Prepare
  await client.send(new PutItemCommand({ TableName: TABLE, Item: { ...key('t2-taken'), owner: { S: 'first' } } }));

  // Act
  const error = await client
    .send(
      new TransactWriteItemsCommand({
        TransactItems: [
          put('t2-fresh'),
          {
            Put: {
              TableName: TABLE,
              Item: { ...key('t2-taken'), owner: { S: 'second' } },
              ConditionExpression: 'attribute_not_exists(pk)',
              ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
            },
          },
        ],
      }),
    )
    .catch((caught: unknown) => caught);

  // Assess
  expect(cancellation(error)).toEqual(['None', 'ConditionalCheckFailed']);
  expect((error as TransactionCanceledException).CancellationReasons?.[1]?.Item?.owner).toEqual({ S: 'first' });
  expect(await read('t2-fresh')).toBeUndefined();
  expect((await read('t2-taken'))?.owner).toEqual({ S: 'first' });
});

test('a change that fails while applying undoes the actions before it', async () => {
  // Prepare: an ADD of a number to a string attribute passes the condition and fails when applied.
  await client.send(new PutItemCommand({ TableName: TABLE, Item: { ...key('t3-text'), n: { S: 'text' } } }));

  // Act
  const error = await client
    .send(
      new TransactWriteItemsCommand({
        TransactItems: [
          put('t3-first'),
          {
            Update: {
              TableName: TABLE,
              Key: key('t3-text'),
              UpdateExpression: 'ADD n :one',
              ExpressionAttributeValues: { ':one': { N: '1' } },
            },
          },
        ],
      }),
    )
    .catch((caught: unknown) => caught);

  // Assess
  expect(cancellation(error)).toEqual(['None', 'ValidationError']);
  expect(await read('t3-first')).toBeUndefined();
  expect((await read('t3-text'))?.n).toEqual({ S: 'text' });
});

test('refuses more than 100 actions, and two actions on one item, without writing', async () => {
  // Act
  const tooMany = await client
    .send(
      new TransactWriteItemsCommand({
        TransactItems: Array.from({ length: 101 }, (_, index) => put(`t4-${index}`)),
      }),
    )
    .then(
      () => new Error('accepted'),
      (caught: unknown) => caught as Error,
    );
  const twice = await client
    .send(new TransactWriteItemsCommand({ TransactItems: [put('t4-same'), put('t4-same')] }))
    .then(
      () => new Error('accepted'),
      (caught: unknown) => caught as Error,
    );

  // Assess
  expect(tooMany.name).toBe('ValidationException');
  expect(twice.name).toBe('ValidationException');
  expect(twice.message).toMatch(/multiple operations on one item/);
  expect(await read('t4-0')).toBeUndefined();
  expect(await read('t4-same')).toBeUndefined();
});

test('a repeated idempotency token succeeds without applying again; another request with it is refused', async () => {
  // Prepare
  const token = `token-${Date.now()}`;
  const request = { ClientRequestToken: token, TransactItems: [put('t5-once')] };
  await client.send(new TransactWriteItemsCommand(request));

  // Act
  const repeat = await client.send(new TransactWriteItemsCommand(request));
  const other = await client
    .send(new TransactWriteItemsCommand({ ClientRequestToken: token, TransactItems: [put('t5-other')] }))
    .then(
      () => new Error('accepted'),
      (caught: unknown) => caught as Error,
    );

  // Assess
  expect(repeat.$metadata.httpStatusCode).toBe(200);
  expect(other.name).toBe('IdempotentParameterMismatchException');
  expect(await read('t5-other')).toBeUndefined();
});

test('of racing transactions on one item, exactly one wins', async () => {
  // Act
  const outcomes = await Promise.allSettled(
    Array.from({ length: 8 }, (_, index) =>
      client.send(
        new TransactWriteItemsCommand({
          TransactItems: [put('t6-race', { by: { S: `${index}` } }), put(`t6-${index}`)],
        }),
      ),
    ),
  );

  // Assess
  expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
  const winner = (await read('t6-race'))?.by?.S;
  const others = await Promise.all(Array.from({ length: 8 }, (_, index) => read(`t6-${index}`)));
  expect(others.map((item, index) => (item ? `${index}` : null)).filter(Boolean)).toEqual([winner]);
});

test('keeps the table in memory when asked, with the same transactions, and writes nothing to its directory', async () => {
  // Prepare
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'skydeck-tx-memory-')), 'dynamodb');
  const inMemory = await startDynamoDbEmulator({ dir, port: await availablePort(), inMemory: true });
  const memoryClient = new DynamoDBClient({
    endpoint: inMemory.endpoint,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
  try {
    await ensureTable(inMemory.endpoint, TABLE);

    // Act
    await memoryClient.send(new TransactWriteItemsCommand({ TransactItems: [put('m1')] }));
    const again = await memoryClient
      .send(new TransactWriteItemsCommand({ TransactItems: [put('m2'), put('m1')] }))
      .then(
        () => undefined,
        (caught: unknown) => caught,
      );

    // Assess
    expect(cancellation(again)).toEqual(['None', 'ConditionalCheckFailed']);
    const stored = await memoryClient.send(
      new GetItemCommand({ TableName: TABLE, Key: key('m1'), ConsistentRead: true }),
    );
    expect(stored.Item).toEqual(key('m1'));
    expect(existsSync(dir)).toBe(false);
  } finally {
    memoryClient.destroy();
    await inMemory.close();
  }
});
