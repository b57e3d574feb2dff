import { ADMIN_ID_PATTERNS, ADMIN_PAGE_SIZE, type AdminSearchAnswer } from '../../contract/admin';
import { EMAIL_MAX_LENGTH, normaliseEmail } from '../../domain/email';
import { DomainError } from '../../domain/errors';
import { LICENCE_KEY_PREFIX } from '../../domain/licences/licence-key-format';
import type { IndexPage, IndexQuery } from '../../adapters/store/admin';
import type { LicenceRecord } from '../../adapters/store/licences';
import type { OrderRecord } from '../../adapters/store/orders';
import type { TableKey } from '../../adapters/store/table';
import { licenceIdOfKey, licenceRow, orderRow } from './rows';

/**
 * `GET /api/admin/search?q=&cursor=` (ADR 330): finds by what a buyer quotes. An address or its start, a
 * transaction, licence, subscription or Paddle customer id, or a whole licence key; at most ADMIN_PAGE_SIZE of each
 * kind per page, the next page named by an opaque cursor. Every read is a key or index query, at most two round
 * trips in a row: the index entries, then the orders they name.
 */
export interface SearchPorts {
  queryIndex(query: IndexQuery): Promise<IndexPage>;
  itemsByKey(keys: readonly TableKey[]): Promise<Record<string, unknown>[]>;
}

type StartKey = Record<string, string>;

/** What a cursor carries: the query it continues, and where each of its index reads goes on. */
interface Cursor {
  readonly q: string;
  readonly orders?: StartKey | null;
  readonly licences?: StartKey | null;
  readonly found?: StartKey | null;
}

/** What Paddle's ids look like; anything else names nothing, and is not asked of the store. */
const CUSTOMER_ID = /^ctm_[A-Za-z0-9]{1,100}$/;
const SUBSCRIPTION_ID = /^sub_[A-Za-z0-9]{1,100}$/;

const EMPTY: AdminSearchAnswer = { buyers: [], orders: [], licences: [], nextCursor: null };

export const badCursor = () =>
  new DomainError('BAD_CURSOR', 'cursor: this is not a cursor of this search; search again without it.');

export function adminSearch(ports: SearchPorts) {
  async function ordersOf(transactionIds: readonly string[]) {
    const items = await ports.itemsByKey(transactionIds.map((id) => ({ pk: `ORDER#${id}`, sk: 'ORDER' })));
    const byId = new Map(items.map((item) => [String(item.transactionId), item as unknown as OrderRecord]));
    return transactionIds.flatMap((id) => (byId.has(id) ? [orderRow(byId.get(id)!)] : []));
  }

  /** Everything one address owns, newest first: its orders and licences from the owner index, side by side. */
  async function byOwner(email: string, q: string, cursor: Cursor | undefined): Promise<AdminSearchAnswer> {
    const partition = `OWNER#${email}`;
    const page = (kind: 'ORDER#' | 'LICENCE#', startKey: StartKey | null | undefined) =>
      cursor && !startKey
        ? Promise.resolve({ items: [], lastKey: null })
        : ports.queryIndex({
            index: 'gsi1',
            partition,
            beginsWith: kind,
            limit: ADMIN_PAGE_SIZE,
            newestFirst: true,
            startKey: startKey ? checkedKey(startKey, 'gsi1', partition, kind) : undefined,
          });
    const [orders, licences] = await Promise.all([page('ORDER#', cursor?.orders), page('LICENCE#', cursor?.licences)]);
    const orderRows = orders.items
      .filter((item) => item.type === 'order')
      .map((item) => orderRow(item as unknown as OrderRecord));
    const licenceRows = licences.items.map((item) => licenceRow(item as unknown as LicenceRecord));
    const found = orders.items.length + licences.items.length > 0;
    return {
      buyers: found && !cursor ? [email] : [],
      orders: orderRows,
      licences: licenceRows,
      nextCursor:
        orders.lastKey || licences.lastKey
          ? encodeCursor({ q, orders: orders.lastKey, licences: licences.lastKey })
          : null,
    };
  }

  /** Orders found through their search entries (the start of an address, a customer id), then read by key. */
  async function byFinder(
    q: string,
    read: Omit<IndexQuery, 'index' | 'limit' | 'startKey'>,
    cursor: Cursor | undefined,
  ): Promise<AdminSearchAnswer> {
    const page = await ports.queryIndex({
      ...read,
      index: 'gsi2',
      limit: ADMIN_PAGE_SIZE,
      startKey: cursor?.found ? checkedKey(cursor.found, 'gsi2', read.partition, read.beginsWith ?? '') : undefined,
    });
    const orders = await ordersOf(page.items.map((item) => String(item.transactionId)));
    return {
      buyers: [...new Set(page.items.map((item) => String(item.email)))],
      orders,
      licences: [],
      nextCursor: page.lastKey ? encodeCursor({ q, found: page.lastKey }) : null,
    };
  }

  return async function search(rawQuery: string, rawCursor?: string): Promise<AdminSearchAnswer> {
    const query = rawQuery.trim();
    const q = normalisedQuery(query);
    const cursor = rawCursor === undefined ? undefined : decodeCursor(rawCursor, q);
    if (query.startsWith('ctm_'))
      return CUSTOMER_ID.test(query)
        ? byFinder(q, { partition: `CUSTOMER#${query}`, newestFirst: true }, cursor)
        : EMPTY;
    if (cursor && (query.startsWith('txn_') || query.startsWith('sub_') || licenceIdOf(query))) throw badCursor();
    if (query.startsWith('txn_')) {
      if (!ADMIN_ID_PATTERNS.transactionId.test(query)) return EMPTY;
      const orders = await ordersOf([query]);
      return { ...EMPTY, buyers: orders.map((order) => order.email), orders };
    }
    const licenceId = licenceIdOf(query);
    if (licenceId) {
      if (!ADMIN_ID_PATTERNS.licenceId.test(licenceId)) return EMPTY;
      // A superseded key still finds its licence: the operator then sees where the licence went.
      const [licence] = await ports.itemsByKey([{ pk: `LICENCE#${licenceId}`, sk: 'LICENCE' }]);
      return licence
        ? {
            ...EMPTY,
            buyers: [String(licence.ownerEmail)],
            licences: [licenceRow(licence as unknown as LicenceRecord)],
          }
        : EMPTY;
    }
    if (query.startsWith('sub_')) {
      if (!SUBSCRIPTION_ID.test(query)) return EMPTY;
      const [subscription] = await ports.itemsByKey([{ pk: `SUBSCRIPTION#${query}`, sk: 'SUBSCRIPTION' }]);
      return typeof subscription?.ownerEmail === 'string'
        ? byOwner(normaliseEmail(subscription.ownerEmail), q, cursor)
        : EMPTY;
    }
    const email = normaliseEmail(query);
    // No address is longer than this, and DynamoDB refuses a longer key: nothing can match.
    if (email.length > EMAIL_MAX_LENGTH) return EMPTY;
    if (ADMIN_ID_PATTERNS.email.test(email)) return byOwner(email, q, cursor);
    return byFinder(q, { partition: `EMAIL#${email.slice(0, 1)}`, beginsWith: email }, cursor);
  };
}

function licenceIdOf(query: string): string | undefined {
  if (query.startsWith(`${LICENCE_KEY_PREFIX}.`)) return licenceIdOfKey(query);
  return query.startsWith('lic_') ? query : undefined;
}

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function decodeCursor(raw: string, q: string): Cursor {
  let cursor: unknown;
  try {
    cursor = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (typeof cursor !== 'object' || cursor === null || (cursor as Cursor).q !== q) throw badCursor();
  return cursor as Cursor;
}

/** The query as a cursor records it: an address lower-cased, an id as typed. */
function normalisedQuery(query: string): string {
  return /^(ctm|txn|sub|lic)_/.test(query) ? query : normaliseEmail(query);
}

/**
 * A start key only where this search's own reads could have stopped: DynamoDB refuses any other (a 500 for a
 * caller's mistake), so a forged or stale cursor is a 400 here.
 */
function checkedKey(key: StartKey, index: 'gsi1' | 'gsi2', partition: string, sortPrefix: string): StartKey {
  const names = ['pk', 'sk', `${index}pk`, `${index}sk`];
  const valid =
    typeof key === 'object' &&
    Object.keys(key).length === names.length &&
    names.every((name) => typeof key[name] === 'string' && key[name].length <= 2_000) &&
    key[`${index}pk`] === partition &&
    key[`${index}sk`]!.startsWith(sortPrefix);
  if (!valid) throw badCursor();
  return key;
}
