import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../dynamo';
import { TABLE } from './table';

/**
 * The one shape of a read that may take more than one call: DynamoDB answers a Query a page at a time (at most 1 MB,
 * or `Limit` items) and names where the next page starts. Every store module queries through these, so none writes
 * its own `ExclusiveStartKey` loop; each only translates the items it gets into its records. The daily jobs' Scans
 * page the same way (lambdas/adapters/scans.ts), outside the store modules the request handlers use.
 */

/** Where a page ends and the next begins: the key DynamoDB answered as `LastEvaluatedKey`. */
export type PageKey = Record<string, unknown>;

export interface Page<Item> {
  readonly items: Item[];
  /** Where the next page starts; undefined after the last one. */
  readonly lastKey: PageKey | undefined;
}

/** A Query of the shop's table or one of its indexes, without the table's name or where to start. */
export type TableQuery = Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>;

/** One page of a Query, from `startKey` (or the first). */
export async function queryPage<Item = Record<string, unknown>>(
  query: TableQuery,
  startKey?: PageKey,
): Promise<Page<Item>> {
  const page = await documentClient.send(
    new QueryCommand({ TableName: TABLE, ...query, ...(startKey ? { ExclusiveStartKey: startKey } : {}) }),
  );
  return { items: (page.Items ?? []) as Item[], lastKey: page.LastEvaluatedKey };
}

/** Every page of a Query, one call each, as the caller asks for them: stopping early reads no further page. */
export function queryPages<Item = Record<string, unknown>>(query: TableQuery): AsyncGenerator<Page<Item>> {
  return pagesOf((startKey) => queryPage<Item>(query, startKey));
}

/**
 * Every item a Query matches, page after page. `maxItems` stops after the page that reaches it: a bound on what one
 * request may read, never a reason to cut a page short.
 */
export async function queryAll<Item = Record<string, unknown>>(
  query: TableQuery,
  options: { readonly maxItems?: number } = {},
): Promise<Item[]> {
  const items: Item[] = [];
  for await (const page of queryPages<Item>(query)) {
    items.push(...page.items);
    if (items.length >= (options.maxItems ?? Infinity)) break;
  }
  return items;
}

/** The pages a read answers one after the other, each started where the previous one ended. */
export async function* pagesOf<Item>(
  read: (startKey: PageKey | undefined) => Promise<Page<Item>>,
): AsyncGenerator<Page<Item>> {
  let startKey: PageKey | undefined;
  do {
    const page = await read(startKey);
    yield page;
    startKey = page.lastKey;
  } while (startKey);
}
