import {
  BatchGetCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { memoryTable, type MemoryTable } from '../support/memory-table/memory-table';
import { localHandlerEnvironment, localStatus } from '../support/portal-seed';
import { stackUrl } from '../support/stack-url';

/**
 * The in-memory table the ledger's model runs on (ADR 415) answers what the local stack's dynalite answers: the same
 * commands, in the shapes the store adapters send (conditions, nested ledger paths, sets, indexes, pages,
 * transactions and their cancellation reasons), give the same items, the same pages and the same refusals.
 */
type Send = (command: object) => Promise<unknown>;
let dynalite: Send;
let memory: MemoryTable;
let table: string;

beforeAll(async () => {
  Object.assign(process.env, localHandlerEnvironment(await localStatus(stackUrl())));
  const { documentClient } = await import('../../lambdas/adapters/dynamo');
  dynalite = (command) => documentClient.send(command as never);
  table = process.env.TABLE_NAME!;
  memory = memoryTable();
}, 30_000);

/** An answer as a test compares it: the data, or the refusal's name and reasons; no request metadata. */
async function outcome(send: Send, command: object): Promise<unknown> {
  try {
    const {
      $metadata: _metadata,
      ConsumedCapacity: _capacity,
      ...answer
    } = (await send(command)) as Record<string, unknown>;
    return { answer: sorted(answer) };
  } catch (error) {
    const refusal = error as { name: string; CancellationReasons?: { Code?: string }[]; Item?: unknown };
    return {
      refused: refusal.name,
      ...(refusal.CancellationReasons ? { reasons: refusal.CancellationReasons.map((reason) => reason.Code) } : {}),
      ...(refusal.Item ? { item: sorted(refusal.Item) } : {}),
    };
  }
}

/** Sets as sorted lists and items in key order, so two answers compare by content. */
function sorted(value: unknown): unknown {
  if (Object.prototype.toString.call(value) === '[object Set]') return [...(value as Set<string>)].sort();
  if (Array.isArray(value)) return value.map(sorted);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, member]) => [name, sorted(member)]),
    );
  return value;
}

/** Sends each command to both tables in turn and expects the same outcome from each. */
async function bothAnswerAlike(commands: readonly object[]): Promise<void> {
  for (const command of commands) {
    const fromDynalite = await outcome(dynalite, command);
    const fromMemory = await outcome((sent) => memory.send(sent as never), command);
    expect({ command, outcome: fromMemory }).toEqual({ command, outcome: fromDynalite });
  }
}

let run = 0;
const partition = (name: string) => `MEMTEST#${Date.now()}-${(run += 1)}-${name}`;

describe('the in-memory table', () => {
  it('writes, conditions and nested ledger paths as dynalite does', async () => {
    // Prepare
    const pk = partition('ledger');
    const key = { pk, sk: 'LICENCE' };
    const entry = (state: string) => ({ entryId: 'renewal:sub_1:2027', from: '2027', until: '2028', state });

    // Act + Assess
    await bothAnswerAlike([
      new PutCommand({
        TableName: table,
        Item: { ...key, status: 'active', keyVersion: 1 },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
      new PutCommand({
        TableName: table,
        Item: { ...key, status: 'other' },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
      new UpdateCommand({
        TableName: table,
        Key: key,
        UpdateExpression: 'SET ledger.#e = if_not_exists(ledger.#e, :e)',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#e': 'purchase:txn_1' },
        ExpressionAttributeValues: { ':e': entry('paid') },
      }),
      new UpdateCommand({
        TableName: table,
        Key: key,
        UpdateExpression: 'SET ledger = if_not_exists(ledger, :empty)',
        ExpressionAttributeValues: { ':empty': {} },
        ReturnValues: 'ALL_NEW',
      }),
      new UpdateCommand({
        TableName: table,
        Key: key,
        UpdateExpression: 'SET ledger.#e = if_not_exists(ledger.#e, :e)',
        ExpressionAttributeNames: { '#e': 'purchase:txn_1' },
        ExpressionAttributeValues: { ':e': entry('paid') },
        ReturnValues: 'UPDATED_NEW',
      }),
      new UpdateCommand({
        TableName: table,
        Key: key,
        UpdateExpression: 'SET ledger.#entry = :entry',
        ConditionExpression:
          'attribute_exists(pk) AND (attribute_not_exists(ledger.#entry) OR ledger.#entry.#state IN (:from0, :from1))',
        ExpressionAttributeNames: { '#entry': 'purchase:txn_1', '#state': 'state' },
        ExpressionAttributeValues: { ':entry': entry('refunded'), ':from0': 'paid', ':from1': 'pending' },
      }),
      new UpdateCommand({
        TableName: table,
        Key: key,
        UpdateExpression: 'SET ledger.#entry = :entry',
        ConditionExpression: 'ledger.#entry.#state IN (:from0)',
        ExpressionAttributeNames: { '#entry': 'purchase:txn_1', '#state': 'state' },
        ExpressionAttributeValues: { ':entry': entry('paid'), ':from0': 'paid' },
      }),
      new UpdateCommand({
        TableName: table,
        Key: key,
        UpdateExpression:
          'ADD supportSubscriptionIds :ids, #count :one SET keyVersion = keyVersion + :one REMOVE revokedAt',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':ids': new Set(['sub_1', 'sub_2']), ':one': 1 },
        ReturnValues: 'ALL_NEW',
      }),
      new UpdateCommand({
        TableName: table,
        Key: key,
        UpdateExpression:
          'DELETE supportSubscriptionIds :ids SET ownerHistory = list_append(if_not_exists(ownerHistory, :none), :owner)',
        ConditionExpression:
          'keyVersion < :three AND #status <> :revoked AND contains(supportSubscriptionIds, :sub) AND begins_with(pk, :prefix)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':ids': new Set(['sub_1']),
          ':none': [],
          ':owner': [{ email: 'a@model.test' }],
          ':three': 3,
          ':revoked': 'revoked',
          ':sub': 'sub_2',
          ':prefix': 'MEMTEST#',
        },
        ReturnValues: 'ALL_OLD',
      }),
      new UpdateCommand({
        TableName: table,
        Key: { pk, sk: 'MISSING' },
        UpdateExpression: 'SET paidThrough = :end',
        ConditionExpression: 'attribute_not_exists(paidThrough) OR paidThrough < :end',
        ExpressionAttributeValues: { ':end': '2027' },
        ReturnValues: 'ALL_NEW',
      }),
      new UpdateCommand({
        TableName: table,
        Key: { pk, sk: 'MISSING' },
        UpdateExpression: 'SET paidThrough = :end',
        ConditionExpression: 'attribute_not_exists(paidThrough) OR paidThrough < :end',
        ExpressionAttributeValues: { ':end': '2026' },
      }),
      new DeleteCommand({
        TableName: table,
        Key: { pk, sk: 'MISSING' },
        ConditionExpression: 'paidThrough = :end',
        ExpressionAttributeValues: { ':end': '2027' },
        ReturnValues: 'ALL_OLD',
      }),
      new GetCommand({ TableName: table, Key: key, ConsistentRead: true }),
      new GetCommand({ TableName: table, Key: { pk, sk: 'MISSING' } }),
    ]);
  });

  it('refuses a path into a map the item does not have, as DynamoDB does', async () => {
    // Prepare
    const key = { pk: partition('old'), sk: 'LICENCE' };

    // Act + Assess
    await bothAnswerAlike([
      new PutCommand({ TableName: table, Item: { ...key, status: 'active' } }),
      new UpdateCommand({
        TableName: table,
        Key: key,
        UpdateExpression: 'SET ledger.#e = if_not_exists(ledger.#e, :e)',
        ExpressionAttributeNames: { '#e': 'purchase:txn_1' },
        ExpressionAttributeValues: { ':e': { state: 'paid' } },
      }),
      new GetCommand({ TableName: table, Key: key }),
    ]);
  });

  it('reads an index in pages, forwards and backwards, with filters and projections', async () => {
    // Prepare: five items of one owner in the index, one of another, one without index keys
    const owner = partition('owner');
    const items = [3, 1, 5, 2, 4].map((n) => ({
      pk: partition(`item${n}`),
      sk: 'LICENCE',
      gsi1pk: owner,
      gsi1sk: `LICENCE#2027-0${n}#lic_${n}`,
      licenceId: `lic_${n}`,
      status: n % 2 ? 'active' : 'revoked',
      subscriptionId: `sub_${n}`,
      ledger: { big: 'x' },
    }));
    const puts = [
      ...items,
      { pk: partition('other'), sk: 'LICENCE', gsi1pk: partition('someone'), gsi1sk: 'LICENCE#2027-01#lic_9' },
      { pk: partition('plain'), sk: 'LICENCE', licenceId: 'lic_0' },
    ].map((item) => new PutCommand({ TableName: table, Item: item }));
    const page = (extra: object) =>
      new QueryCommand({
        TableName: table,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :owner AND begins_with(gsi1sk, :prefix)',
        ExpressionAttributeValues: { ':owner': owner, ':prefix': 'LICENCE#' },
        ...extra,
      });

    // Act + Assess
    await bothAnswerAlike([
      ...puts,
      page({}),
      page({ Limit: 2 }),
      page({
        Limit: 2,
        ExclusiveStartKey: { pk: items[3]!.pk, sk: 'LICENCE', gsi1pk: owner, gsi1sk: items[3]!.gsi1sk },
      }),
      page({ ScanIndexForward: false, Limit: 3 }),
      page({
        FilterExpression: '#status = :active',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':owner': owner, ':prefix': 'LICENCE#', ':active': 'active' },
      }),
      new QueryCommand({
        TableName: table,
        IndexName: 'gsi1links',
        KeyConditionExpression: 'gsi1pk = :owner',
        ExpressionAttributeValues: { ':owner': owner },
      }),
      new QueryCommand({
        TableName: table,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
        ExpressionAttributeValues: { ':pk': items[0]!.pk, ':sk': 'LIC' },
        ProjectionExpression: 'licenceId, #s',
        ExpressionAttributeNames: { '#s': 'status' },
      }),
      new BatchGetCommand({
        RequestItems: {
          [table]: {
            Keys: [
              { pk: items[0]!.pk, sk: 'LICENCE' },
              { pk: partition('none'), sk: 'LICENCE' },
            ],
            ConsistentRead: true,
          },
        },
      }),
    ]);
  });

  it('applies a transaction whole or not at all, with one reason an action', async () => {
    // Prepare
    const a = { pk: partition('a'), sk: 'ORDER' };
    const b = { pk: partition('b'), sk: 'LICENCE' };
    const transaction = (condition: string) =>
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: table, Item: { ...a, status: 'paid' }, ConditionExpression: condition } },
          {
            Update: {
              TableName: table,
              Key: b,
              UpdateExpression: 'SET #status = :active',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: { ':active': 'active' },
            },
          },
          {
            ConditionCheck: {
              TableName: table,
              Key: { pk: partition('c'), sk: 'EVENT' },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ],
      });

    // Act + Assess
    await bothAnswerAlike([
      transaction('attribute_not_exists(pk)'),
      transaction('attribute_not_exists(pk)'),
      new GetCommand({ TableName: table, Key: a }),
      new GetCommand({ TableName: table, Key: b }),
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: table,
              Key: b,
              UpdateExpression: 'SET ledger.#e = :e',
              ExpressionAttributeNames: { '#e': 'x' },
              ExpressionAttributeValues: { ':e': 1 },
            },
          },
        ],
      }),
    ]);
  });
});
