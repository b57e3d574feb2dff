import { ScanCommand, type ScanCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient } from './dynamo';
import { pagesOf, type Page, type PageKey } from './store/pages';
import { TABLE } from './store/table';

/**
 * Scans of the shop's table, a page at a time, in the shape of the store's Queries (./store/pages.ts). Only the daily
 * jobs scan (their roles alone may: `table:scan`), so this stays apart from the store modules the request handlers
 * load.
 */
export type TableScan = Omit<ScanCommandInput, 'TableName' | 'ExclusiveStartKey'>;

/** One page of a Scan, from `startKey` (or the first): a job that works within a time budget reads one at a time. */
export async function scanPage<Item = Record<string, unknown>>(
  scan: TableScan,
  startKey?: PageKey,
): Promise<Page<Item>> {
  const page = await documentClient.send(
    new ScanCommand({ TableName: TABLE, ...scan, ...(startKey ? { ExclusiveStartKey: startKey } : {}) }),
  );
  return { items: (page.Items ?? []) as Item[], lastKey: page.LastEvaluatedKey };
}

/** Every page of a Scan, one call each, as the caller asks for them. */
export function scanPages<Item = Record<string, unknown>>(scan: TableScan): AsyncGenerator<Page<Item>> {
  return pagesOf((startKey) => scanPage<Item>(scan, startKey));
}
