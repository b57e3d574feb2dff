import {
  ConditionalCheckFailedException,
  TransactionCanceledException,
  type CancellationReason,
} from '@aws-sdk/client-dynamodb';
import { TABLE_DEFINITION } from '../../../infra/definitions/table';
import {
  applyUpdate,
  copy,
  ExpressionError,
  holds,
  isSet,
  parseCondition,
  parseProjection,
  parseUpdate,
  project,
  type Condition,
  type ExpressionContext,
  type Item,
} from './expressions';

/**
 * The shop's DynamoDB table in memory, behind the document client's `send`: the commands the store adapters send
 * (Get, Put, Update, Delete, Query, Scan, BatchGet, BatchWrite, TransactWrite, TransactGet), with the table's keys
 * and indexes from `infra/definitions/table.ts`, conditions, `ReturnValues`, and the SDK's own exceptions
 * (`ConditionalCheckFailedException`, `TransactionCanceledException` with its reasons, `ValidationException`). One
 * call takes microseconds where the local emulator takes a millisecond of CPU, which is what lets the ledger's
 * model-based test run thousands of steps through the real store adapters (ADR 415).
 *
 * Not played: throttling, item size limits, 1 MB pages, TTL expiry, eventual consistency (every read is current).
 */
export interface MemoryTable {
  send(command: { readonly input: unknown; readonly constructor: { readonly name: string } }): Promise<unknown>;
  /** Every item, for a test's own look at the table. */
  items(): Item[];
  /** Store calls answered so far. */
  readonly calls: number;
  clear(): void;
}

interface IndexShape {
  readonly name: string;
  readonly partitionKey: string;
  readonly sortKey: string;
  /** Undefined: every attribute. */
  readonly attributes: readonly string[] | undefined;
}

const PK = TABLE_DEFINITION.partitionKey;
const SK = TABLE_DEFINITION.sortKey;
const INDEXES: readonly IndexShape[] = TABLE_DEFINITION.globalSecondaryIndexes.map((index) => ({
  name: index.indexName,
  partitionKey: index.partitionKey,
  sortKey: index.sortKey,
  attributes: index.projection === 'ALL' ? undefined : [...index.projection],
}));

const metadata = { $metadata: {} };
const validation = (message: string) => new ExpressionError(message);

type Input = Record<string, any>;

export function memoryTable(): MemoryTable {
  /** pk → sk → item. */
  const partitions = new Map<string, Map<string, Item>>();
  let calls = 0;

  const read = (key: Input): Item | undefined => partitions.get(String(key[PK]))?.get(String(key[SK]));
  const write = (item: Item) => {
    let partition = partitions.get(String(item[PK]));
    if (!partition) partitions.set(String(item[PK]), (partition = new Map()));
    partition.set(String(item[SK]), item);
  };
  const remove = (key: Input) => partitions.get(String(key[PK]))?.delete(String(key[SK]));
  const allItems = () => [...partitions.values()].flatMap((partition) => [...partition.values()]);

  const context = (input: Input): ExpressionContext => ({
    names: input.ExpressionAttributeNames,
    values: input.ExpressionAttributeValues,
  });
  const checkKey = (key: Input) => {
    if (typeof key?.[PK] !== 'string' || typeof key?.[SK] !== 'string' || key[PK] === '' || key[SK] === '')
      throw validation('The provided key element does not match the schema');
  };
  const conditionHolds = (input: Input, before: Item | undefined) =>
    !input.ConditionExpression ||
    holds(parseCondition(input.ConditionExpression, context(input)), before ?? {}, context(input));
  const conditionFailed = (input: Input, before: Item | undefined) =>
    new ConditionalCheckFailedException({
      message: 'The conditional request failed',
      ...metadata,
      ...(input.ReturnValuesOnConditionCheckFailure === 'ALL_OLD' && before ? { Item: copy(before) as never } : {}),
    });

  /** What a write would leave, or why it may not: the one place Put, Update and Delete are decided. */
  const planWrite = (kind: 'Put' | 'Update' | 'Delete' | 'ConditionCheck', input: Input) => {
    const key = kind === 'Put' ? input.Item : input.Key;
    checkKey(key);
    const before = read(key);
    let after: Item | undefined = before;
    if (kind === 'Put') after = withoutUndefined(input.Item);
    else if (kind === 'Delete') after = undefined;
    else if (kind === 'Update') {
      const start: Item = before ? before : { [PK]: key[PK], [SK]: key[SK] };
      after = input.UpdateExpression
        ? applyUpdate(start, parseUpdate(input.UpdateExpression, context(input)), context(input))
        : start;
      if (after[PK] !== key[PK] || after[SK] !== key[SK])
        throw validation('Cannot update attribute pk or sk: it is part of the key');
      after = withoutUndefined(after);
    }
    return { key, before, after, holds: conditionHolds(input, before) };
  };
  const commit = (plan: ReturnType<typeof planWrite>, kind: string) => {
    if (kind === 'ConditionCheck') return;
    if (plan.after) write(plan.after);
    else remove(plan.key);
  };
  const returned = (input: Input, plan: ReturnType<typeof planWrite>) => {
    switch (input.ReturnValues) {
      case 'ALL_OLD':
        return plan.before ? { Attributes: copy(plan.before) } : {};
      case 'ALL_NEW':
        return plan.after ? { Attributes: copy(plan.after) } : {};
      case 'UPDATED_NEW':
      case 'UPDATED_OLD': {
        const source = input.ReturnValues === 'UPDATED_NEW' ? plan.after : plan.before;
        const changed = Object.keys({ ...plan.before, ...plan.after }).filter(
          (name) => JSON.stringify(plan.before?.[name]) !== JSON.stringify(plan.after?.[name]),
        );
        return source
          ? {
              Attributes: copy(
                Object.fromEntries(changed.filter((name) => name in source).map((name) => [name, source[name]])),
              ),
            }
          : {};
      }
      default:
        return {};
    }
  };
  const single = (kind: 'Put' | 'Update' | 'Delete', input: Input) => {
    const plan = planWrite(kind, input);
    if (!plan.holds) throw conditionFailed(input, plan.before);
    commit(plan, kind);
    return returned(input, plan);
  };

  const projected = (item: Item, input: Input, index?: IndexShape): Item => {
    let visible = item;
    if (index?.attributes) {
      const keep = new Set([PK, SK, index.partitionKey, index.sortKey, ...index.attributes]);
      visible = Object.fromEntries(Object.entries(item).filter(([name]) => keep.has(name)));
    }
    return input.ProjectionExpression
      ? project(visible, parseProjection(input.ProjectionExpression, context(input)))
      : copy(visible);
  };

  const page = (candidates: Item[], input: Input, keyOf: (item: Item) => Item, index?: IndexShape) => {
    const filter: Condition | undefined = input.FilterExpression
      ? parseCondition(input.FilterExpression, context(input))
      : undefined;
    let start = 0;
    if (input.ExclusiveStartKey) {
      const after = JSON.stringify(keyOf(input.ExclusiveStartKey));
      const found = candidates.findIndex((item) => JSON.stringify(keyOf(item)) === after);
      start = found >= 0 ? found + 1 : candidates.length;
    }
    const limit = typeof input.Limit === 'number' ? input.Limit : Infinity;
    const evaluated = candidates.slice(start, start + limit);
    const items = evaluated.filter((item) => !filter || holds(filter, item, context(input)));
    const more = evaluated.length === limit && limit !== Infinity;
    return {
      ...(input.Select === 'COUNT' ? {} : { Items: items.map((item) => projected(item, input, index)) }),
      Count: items.length,
      ScannedCount: evaluated.length,
      ...(more ? { LastEvaluatedKey: copy(keyOf(evaluated.at(-1)!)) } : {}),
    };
  };

  const query = (input: Input) => {
    const index = input.IndexName ? INDEXES.find((candidate) => candidate.name === input.IndexName) : undefined;
    if (input.IndexName && !index) throw validation(`The table does not have the specified index: ${input.IndexName}`);
    const partitionKey = index?.partitionKey ?? PK;
    const sortKey = index?.sortKey ?? SK;
    if (!input.KeyConditionExpression)
      throw validation('Either the KeyConditions or KeyConditionExpression parameter must be specified');
    const keyCondition = parseCondition(input.KeyConditionExpression, context(input));
    const source = index
      ? allItems().filter((item) => typeof item[partitionKey] === 'string' && typeof item[sortKey] === 'string')
      : [...(partitions.get(partitionOf(keyCondition, partitionKey, context(input))) ?? new Map()).values()];
    const matching = source.filter((item) => holds(keyCondition, item, context(input)));
    const keyOf = (item: Item): Item =>
      index
        ? { [PK]: item[PK], [SK]: item[SK], [partitionKey]: item[partitionKey], [sortKey]: item[sortKey] }
        : { [PK]: item[PK], [SK]: item[SK] };
    matching.sort((a, b) => compareKeys(a, b, sortKey));
    if (input.ScanIndexForward === false) matching.reverse();
    return page(matching, input, keyOf, index);
  };

  const scan = (input: Input) => {
    const items = allItems().sort((a, b) => compareKeys(a, b, SK, PK));
    return page(items, input, (item) => ({ [PK]: item[PK], [SK]: item[SK] }));
  };

  const transactWrite = (input: Input) => {
    const actions: { kind: 'Put' | 'Update' | 'Delete' | 'ConditionCheck'; body: Input }[] = (
      input.TransactItems ?? []
    ).map((entry: Input) => {
      const kind = (['Put', 'Update', 'Delete', 'ConditionCheck'] as const).find((candidate) => entry[candidate]);
      if (!kind) throw validation('TransactItems can only contain one of Check, Put, Update or Delete');
      return { kind, body: entry[kind] };
    });
    if (actions.length === 0 || actions.length > 100)
      throw validation('Member must have length less than or equal to 100 and greater than or equal to 1');
    const keys = actions.map(({ kind, body }) =>
      JSON.stringify(kind === 'Put' ? [body.Item?.[PK], body.Item?.[SK]] : [body.Key?.[PK], body.Key?.[SK]]),
    );
    if (new Set(keys).size !== keys.length)
      throw validation('Transaction request cannot include multiple operations on one item');
    const plans: (ReturnType<typeof planWrite> | Error)[] = actions.map(({ kind, body }) => {
      try {
        return planWrite(kind, body);
      } catch (error) {
        if (error instanceof ExpressionError && /document path/.test(error.message)) return error;
        throw error;
      }
    });
    const reasons: CancellationReason[] = plans.map((plan, index) => {
      if (plan instanceof Error) return { Code: 'ValidationError', Message: plan.message };
      if (plan.holds) return { Code: 'None' };
      const body = actions[index]!.body;
      return {
        Code: 'ConditionalCheckFailed',
        Message: 'The conditional request failed',
        ...(body.ReturnValuesOnConditionCheckFailure === 'ALL_OLD' && plan.before
          ? { Item: copy(plan.before) as never }
          : {}),
      };
    });
    if (reasons.some((reason) => reason.Code !== 'None'))
      throw new TransactionCanceledException({
        message: `Transaction cancelled, please refer cancellation reasons for specific reasons [${reasons.map((reason) => reason.Code).join(', ')}]`,
        ...metadata,
        CancellationReasons: reasons,
      });
    plans.forEach((plan, index) => commit(plan as ReturnType<typeof planWrite>, actions[index]!.kind));
    return {};
  };

  const run = (name: string, input: Input): unknown => {
    switch (name) {
      case 'GetCommand': {
        checkKey(input.Key);
        const item = read(input.Key);
        return item ? { Item: projected(item, input) } : {};
      }
      case 'PutCommand':
        return single('Put', input);
      case 'UpdateCommand':
        return single('Update', input);
      case 'DeleteCommand':
        return single('Delete', input);
      case 'QueryCommand':
        return query(input);
      case 'ScanCommand':
        return scan(input);
      case 'BatchGetCommand': {
        const responses: Record<string, Item[]> = {};
        for (const [table, request] of Object.entries(input.RequestItems ?? {}) as [string, Input][]) {
          const keys: Input[] = request.Keys ?? [];
          if (keys.length > 100) throw validation('Too many items requested for the BatchGetItem call');
          if (new Set(keys.map((key) => JSON.stringify([key[PK], key[SK]]))).size !== keys.length)
            throw validation('Provided list of item keys contains duplicates');
          responses[table] = keys.flatMap((key) => {
            checkKey(key);
            const item = read(key);
            return item ? [projected(item, request)] : [];
          });
        }
        return { Responses: responses, UnprocessedKeys: {} };
      }
      case 'BatchWriteCommand': {
        for (const requests of Object.values(input.RequestItems ?? {}) as Input[][])
          for (const request of requests) {
            if (request.PutRequest) single('Put', { Item: request.PutRequest.Item });
            else single('Delete', { Key: request.DeleteRequest.Key });
          }
        return { UnprocessedItems: {} };
      }
      case 'TransactWriteCommand':
        return transactWrite(input);
      case 'TransactGetCommand':
        return {
          Responses: (input.TransactItems ?? []).map((entry: Input) => {
            checkKey(entry.Get.Key);
            const item = read(entry.Get.Key);
            return item ? { Item: projected(item, entry.Get) } : {};
          }),
        };
      case 'DescribeTableCommand':
        return { Table: { TableName: input.TableName, TableStatus: 'ACTIVE' } };
      default:
        throw new Error(`The in-memory table does not answer ${name}`);
    }
  };

  return {
    async send(command) {
      calls += 1;
      // A copy of the input, so a caller changing its objects later changes nothing stored.
      return run(command.constructor.name, copy(command.input) as Input);
    },
    items: () => allItems().map((item) => copy(item)),
    get calls() {
      return calls;
    },
    clear: () => partitions.clear(),
  };
}

/** The partition a key condition names (`pk = :pk`). */
function partitionOf(condition: Condition, partitionKey: string, context: ExpressionContext): string {
  if (condition.kind === 'and') {
    try {
      return partitionOf(condition.left, partitionKey, context);
    } catch {
      return partitionOf(condition.right, partitionKey, context);
    }
  }
  if (
    condition.kind === 'compare' &&
    condition.op === '=' &&
    condition.left.kind === 'path' &&
    condition.left.path.length === 1 &&
    condition.left.path[0] === partitionKey &&
    condition.right.kind === 'value'
  )
    return String(context.values?.[condition.right.name]);
  throw validation('Query condition missed key schema element');
}

function compareKeys(a: Item, b: Item, ...names: string[]): number {
  for (const name of [...names, PK, SK]) {
    const left = String(a[name] ?? '');
    const right = String(b[name] ?? '');
    if (left !== right) return left < right ? -1 : 1;
  }
  return 0;
}

/** The document client's `removeUndefinedValues`: undefined members of maps are not stored. */
function withoutUndefined(item: Item): Item {
  const clean = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(clean);
    if (value && typeof value === 'object' && !isSet(value) && !(value instanceof Uint8Array))
      return Object.fromEntries(
        Object.entries(value)
          .filter(([, member]) => member !== undefined)
          .map(([name, member]) => [name, clean(member)]),
      );
    return value;
  };
  return clean(item) as Item;
}
