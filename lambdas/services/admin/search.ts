import { ADMIN_ID_PATTERNS, ADMIN_PAGE_SIZE, type AdminOrderRow, type AdminSearchAnswer } from '../../contract/admin';
import { EMAIL_MAX_LENGTH, normaliseEmail } from '../../domain/email';
import { DomainError } from '../../domain/errors';
import { LICENCE_KEY_PREFIX } from '../../domain/licences/licence-key-format';
import type { IndexPage, IndexQuery } from '../../adapters/store/admin';
import { orderNumberKey } from '../../contract/order-number';
import type { LicenceRecord } from '../../adapters/store/licences';
import type { OrderRecord } from '../../adapters/store/orders';
import type { TableKey } from '../../adapters/store/table';
import { licenceIdOfKey, licenceRow, orderRow } from './rows';

/**
 * `GET /api/admin/search?q=&cursor=` (ADR 330, 459, 464): finds by what a buyer quotes. An address or any part of it
 * of three characters or more, the order number mails print, a transaction, adjustment, licence, subscription or
 * Paddle customer id, or a whole licence key; at most ADMIN_PAGE_SIZE of each kind per page, the next page named by
 * an opaque cursor. Every read is a key or index query, at most two round trips in a row: the index entries, then
 * the orders they name.
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
  readonly parts?: StartKey | null;
}

/** What Paddle's ids look like; anything else names nothing, and is not asked of the store. */
const CUSTOMER_ID = /^ctm_[A-Za-z0-9]{1,100}$/;
const SUBSCRIPTION_ID = /^sub_[A-Za-z0-9]{1,100}$/;
const ADJUSTMENT_ID = /^adj_[A-Za-z0-9]{1,100}$/;
/** An order number as its mails print it (`0Q41-RVXE`), in any case, with or without the dash. */
const ORDER_NUMBER = /^[A-Za-z0-9]{4}-?[A-Za-z0-9]{4}$/;

const EMPTY: AdminSearchAnswer = { buyers: [], orders: [], licences: [], nextCursor: null };

export const badCursor = () =>
  new DomainError('BAD_CURSOR', 'cursor: this is not a cursor of this search; search again without it.');

export function adminSearch(ports: SearchPorts) {
  async function orderRecordsOf(transactionIds: readonly string[]) {
    const items = await ports.itemsByKey(transactionIds.map((id) => ({ pk: `ORDER#${id}`, sk: 'ORDER' })));
    const byId = new Map(items.map((item) => [String(item.transactionId), item as unknown as OrderRecord]));
    return transactionIds.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  }

  async function ordersOf(transactionIds: readonly string[]) {
    return (await orderRecordsOf(transactionIds)).map(orderRow);
  }

  /** One order named by an id: the order with its licences, so the result says what it has. */
  async function oneOrder(transactionId: string): Promise<AdminSearchAnswer> {
    const [order] = await orderRecordsOf([transactionId]);
    if (!order) return EMPTY;
    const licences = await ports.itemsByKey(
      (order.licenceIds ?? []).slice(0, ADMIN_PAGE_SIZE).map((id) => ({ pk: `LICENCE#${id}`, sk: 'LICENCE' })),
    );
    const row = orderRow(order);
    return {
      ...EMPTY,
      buyers: [row.email],
      orders: [row],
      licences: licences.map((licence) => licenceRow(licence as unknown as LicenceRecord)),
    };
  }

  /** Everything one address owns, newest first: its orders and licences from the owner index, side by side. */
  async function byOwner(email: string, cursor: Cursor | undefined): Promise<Found> {
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
      next: orders.lastKey || licences.lastKey ? { orders: orders.lastKey, licences: licences.lastKey } : null,
    };
  }

  /**
   * Orders found through their search entries (the start of an address, a later part of it, a customer id), then
   * read by key. `parts` is a second entry kind read beside the first (an address from each later character on).
   */
  async function byFinder(
    read: Omit<IndexQuery, 'index' | 'limit' | 'startKey'>,
    cursor: Cursor | undefined,
    parts?: Omit<IndexQuery, 'index' | 'limit' | 'startKey'>,
  ): Promise<Found> {
    const page = (query: Omit<IndexQuery, 'index' | 'limit' | 'startKey'>, startKey: StartKey | null | undefined) =>
      cursor && !startKey
        ? Promise.resolve({ items: [], lastKey: null })
        : ports.queryIndex({
            ...query,
            index: 'gsi2',
            limit: ADMIN_PAGE_SIZE,
            startKey: startKey ? checkedKey(startKey, 'gsi2', query.partition, query.beginsWith ?? '') : undefined,
          });
    const [found, byParts] = await Promise.all([
      page(read, cursor?.found),
      parts ? page(parts, cursor?.parts) : Promise.resolve({ items: [], lastKey: null }),
    ]);
    const entries = [...found.items, ...byParts.items];
    const orders = await ordersOf([...new Set(entries.map((item) => String(item.transactionId)))]);
    return {
      buyers: [...new Set(entries.map((item) => String(item.email)))],
      orders,
      licences: [],
      next:
        found.lastKey || byParts.lastKey
          ? { found: found.lastKey, ...(parts ? { parts: byParts.lastKey } : {}) }
          : null,
    };
  }

  /** Orders by the number their mails print, beside whatever an address search finds for the same text. */
  async function byOrderNumber(number: string): Promise<AdminOrderRow[]> {
    const page = await ports.queryIndex({ index: 'gsi2', partition: `ORDERNO#${orderNumberKey(number)}`, limit: 10 });
    return ordersOf(page.items.map((item) => String(item.transactionId)));
  }

  return async function search(rawQuery: string, rawCursor?: string): Promise<AdminSearchAnswer> {
    const query = rawQuery.trim();
    const q = normalisedQuery(query);
    const cursor = rawCursor === undefined ? undefined : decodeCursor(rawCursor, q);
    if (query.startsWith('ctm_'))
      return CUSTOMER_ID.test(query)
        ? answer(q, await byFinder({ partition: `CUSTOMER#${query}`, newestFirst: true }, cursor))
        : EMPTY;
    if (cursor && (/^(txn|sub|adj)_/.test(query) || licenceIdOf(query))) throw badCursor();
    if (query.startsWith('txn_')) return ADMIN_ID_PATTERNS.transactionId.test(query) ? oneOrder(query) : EMPTY;
    if (query.startsWith('adj_')) {
      if (!ADJUSTMENT_ID.test(query)) return EMPTY;
      const found = await ports.queryIndex({ index: 'gsi1', partition: `ADJ#${query}`, limit: 1 });
      return found.items[0] ? oneOrder(String(found.items[0].gsi1sk)) : EMPTY;
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
        ? answer(q, await byOwner(normaliseEmail(subscription.ownerEmail), cursor))
        : EMPTY;
    }
    const email = normaliseEmail(query);
    // No address is longer than this, and DynamoDB refuses a longer key: nothing can match.
    if (email.length > EMAIL_MAX_LENGTH) return EMPTY;
    // A whole address names its owner, but may also be a part of a longer one (`oe@example.com` of
    // `joe@example.com`): the owner's orders and licences come first, then what the address entries find.
    const whole = ADMIN_ID_PATTERNS.email.test(email);
    const [owned, byAddress, numbered] = await Promise.all([
      whole ? byOwner(email, cursor) : Promise.resolve(NOTHING),
      byFinder({ partition: `EMAIL#${email.slice(0, 1)}`, beginsWith: email }, cursor, {
        partition: `EMAILPART#${email.slice(0, 1)}`,
        beginsWith: email,
      }),
      !cursor && ORDER_NUMBER.test(query) ? byOrderNumber(query) : Promise.resolve([]),
    ]);
    return answer(
      q,
      merged(
        merged({ ...NOTHING, buyers: numbered.map((order) => order.email), orders: numbered }, owned),
        // The owner's own orders are the owner index's to page through: each is listed once, on its page.
        whole ? withoutAddress(byAddress, email) : byAddress,
      ),
    );
  };
}

/** What one kind of read found, with where each of its index reads goes on (none when it read its last page). */
type Found = Omit<AdminSearchAnswer, 'nextCursor'> & { readonly next: Omit<Cursor, 'q'> | null };

const NOTHING: Found = { buyers: [], orders: [], licences: [], next: null };

/** Two reads' findings as one: the first's rows first, each order and licence once, both reads' cursors. */
function merged(first: Found, second: Found): Found {
  const orderIds = new Set(first.orders.map((order) => order.transactionId));
  const licenceIds = new Set(first.licences.map((licence) => licence.licenceId));
  return {
    buyers: [...new Set([...first.buyers, ...second.buyers])],
    orders: [...first.orders, ...second.orders.filter((order) => !orderIds.has(order.transactionId))],
    licences: [...first.licences, ...second.licences.filter((licence) => !licenceIds.has(licence.licenceId))],
    next: first.next || second.next ? { ...first.next, ...second.next } : null,
  };
}

function withoutAddress(found: Found, email: string): Found {
  return {
    ...found,
    buyers: found.buyers.filter((buyer) => normaliseEmail(buyer) !== email),
    orders: found.orders.filter((order) => normaliseEmail(order.email) !== email),
  };
}

function answer(q: string, found: Found): AdminSearchAnswer {
  const { next, ...rows } = found;
  return { ...rows, nextCursor: next ? encodeCursor({ q, ...next }) : null };
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
  return /^(ctm|txn|sub|lic|adj)_/.test(query) ? query : normaliseEmail(query);
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
