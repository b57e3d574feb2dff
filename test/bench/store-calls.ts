import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';

/**
 * Store calls counted since `calls` was last set to 0, with the request units DynamoDB on-demand would bill for them
 * (estimated from each request: a strongly consistent read of an item ≤ 4 KB is 1 read unit, an eventually consistent
 * one ½; a write is 1 write unit per KB of the item written, 1 for an update; a transaction's writes count twice;
 * a query 1 read unit a page). Reset `reads` and `writes` with `calls`.
 */
export interface StoreCallCounter {
  calls: number;
  reads: number;
  writes: number;
}

let counter: StoreCallCounter | undefined;

/**
 * Counts the store calls of the handlers loaded in this process: a middleware on their one DynamoDB client (the
 * handlers must be imported after the local environment is set). Added once, shared by every part of the bench.
 */
export async function storeCallCounter(): Promise<StoreCallCounter> {
  if (counter) return counter;
  const { dynamoClient } = (await import('../../lambdas/adapters/dynamo')) as { dynamoClient: DynamoDBClient };
  const created: StoreCallCounter = { calls: 0, reads: 0, writes: 0 };
  dynamoClient.middlewareStack.add(
    (next, context) => (args) => {
      const units = requestUnits(context.commandName ?? '', args.input as Request);
      created.calls += 1;
      created.reads += units.reads;
      created.writes += units.writes;
      return next(args);
    },
    { step: 'initialize', name: 'benchCountStoreCalls' },
  );
  counter = created;
  return created;
}

interface Request {
  readonly ConsistentRead?: boolean;
  readonly Item?: unknown;
  readonly RequestItems?: Record<
    string,
    { Keys?: unknown[]; ConsistentRead?: boolean } | { PutRequest?: { Item: unknown } }[]
  >;
  readonly TransactItems?: Record<string, { Item?: unknown }>[];
}

const kilobytes = (item: unknown) => Math.max(1, Math.ceil(JSON.stringify(item ?? {}).length / 1024));

function requestUnits(command: string, input: Request): { reads: number; writes: number } {
  const read = (consistent: boolean | undefined) => (consistent ? 1 : 0.5);
  switch (command) {
    case 'GetItemCommand':
    case 'QueryCommand':
    case 'ScanCommand':
      return { reads: read(input.ConsistentRead), writes: 0 };
    case 'BatchGetItemCommand':
      return {
        reads: Object.values(input.RequestItems ?? {}).reduce((sum, table) => {
          const keys = table as { Keys?: unknown[]; ConsistentRead?: boolean };
          return sum + (keys.Keys?.length ?? 0) * read(keys.ConsistentRead);
        }, 0),
        writes: 0,
      };
    case 'PutItemCommand':
      return { reads: 0, writes: kilobytes(input.Item) };
    case 'UpdateItemCommand':
    case 'DeleteItemCommand':
      return { reads: 0, writes: 1 };
    case 'BatchWriteItemCommand':
      return {
        reads: 0,
        writes: Object.values(input.RequestItems ?? {}).reduce(
          (sum, requests) =>
            sum +
            (requests as { PutRequest?: { Item: unknown } }[]).reduce(
              (inner, request) => inner + (request.PutRequest ? kilobytes(request.PutRequest.Item) : 1),
              0,
            ),
          0,
        ),
      };
    case 'TransactWriteItemsCommand':
      return {
        reads: 0,
        writes: (input.TransactItems ?? []).reduce((sum, action) => {
          const [kind, body] = Object.entries(action)[0] ?? ['', {}];
          return sum + 2 * (kind === 'Put' ? kilobytes(body.Item) : 1);
        }, 0),
      };
    default:
      return { reads: 0, writes: 0 };
  }
}
