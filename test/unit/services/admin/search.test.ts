import type { IndexQuery } from '../../../../lambdas/adapters/store/admin';
import { adminSearch } from '../../../../lambdas/services/admin/search';

/** An index that answers one page of finder entries per query, and remembers what it was asked. */
function harness(lastKey: Record<string, string> | null = null) {
  const asked: IndexQuery[] = [];
  const search = adminSearch({
    queryIndex: async (query) => {
      asked.push(query);
      return {
        items: [{ transactionId: 'txn_a1', email: 'pilot@example.com' }],
        lastKey,
      };
    },
    itemsByKey: async (keys) =>
      keys.map((key) => ({
        ...key,
        transactionId: key.pk.replace('ORDER#', ''),
        status: 'paid',
        createdAt: '2026-11-01T00:00:00.000Z',
        request: { buyerEmail: 'pilot@example.com' },
      })),
  });
  return { search, asked };
}

describe('the console search', () => {
  it('reads part of an address as begins_with queries of its first character\u2019s buckets, lower-cased', async () => {
    // Prepare
    const { search, asked } = harness();

    // Act
    const answer = await search('  PILot@ ');

    // Assess: the start of addresses, and the words after their first
    expect(asked).toEqual([
      expect.objectContaining({ index: 'gsi2', partition: 'EMAIL#p', beginsWith: 'pilot@' }),
      expect.objectContaining({ index: 'gsi2', partition: 'EMAILPART#p', beginsWith: 'pilot@' }),
    ]);
    expect(answer).toMatchObject({ buyers: ['pilot@example.com'], licences: [], nextCursor: null });
    expect(answer.orders).toEqual([expect.objectContaining({ transactionId: 'txn_a1', status: 'paid' })]);
  });

  it('reads a whole address in its owner\u2019s index and as a part of longer addresses, the owner\u2019s first', async () => {
    // Prepare: oe@example.com bought once; joe@example.com, whose address holds it, bought too
    const asked: IndexQuery[] = [];
    const order = (transactionId: string, email: string) => ({
      transactionId,
      status: 'paid',
      createdAt: '2026-11-01T00:00:00.000Z',
      request: { buyerEmail: email },
    });
    const search = adminSearch({
      queryIndex: async (query) => {
        asked.push(query);
        if (query.partition.startsWith('OWNER#'))
          return {
            items: query.beginsWith === 'ORDER#' ? [{ type: 'order', ...order('txn_own', 'oe@example.com') }] : [],
            lastKey: null,
          };
        return query.partition === 'EMAILPART#o'
          ? { items: [{ transactionId: 'txn_joe', email: 'joe@example.com' }], lastKey: null }
          : { items: [{ transactionId: 'txn_own', email: 'oe@example.com' }], lastKey: null };
      },
      itemsByKey: async (keys) =>
        keys.map((key) => {
          const id = key.pk.replace('ORDER#', '');
          return order(id, id === 'txn_joe' ? 'joe@example.com' : 'oe@example.com');
        }),
    });

    // Act
    const answer = await search('OE@example.com');

    // Assess
    expect(asked.map((query) => [query.index, query.partition, query.beginsWith])).toEqual([
      ['gsi1', 'OWNER#oe@example.com', 'ORDER#'],
      ['gsi1', 'OWNER#oe@example.com', 'LICENCE#'],
      ['gsi2', 'EMAIL#o', 'oe@example.com'],
      ['gsi2', 'EMAILPART#o', 'oe@example.com'],
    ]);
    expect(answer.orders.map((row) => row.transactionId)).toEqual(['txn_own', 'txn_joe']);
    expect(answer.buyers).toEqual(['oe@example.com', 'joe@example.com']);
    expect(answer.nextCursor).toBeNull();
  });

  it('leaves a whole address\u2019s own orders to its owner index, so a later page lists none of them again', async () => {
    // Prepare: the owner index has shown its first page; the address entries name one of the owner's orders
    const ownerKey = { pk: 'ORDER#txn_a1', sk: 'ORDER', gsi1pk: 'OWNER#oe@example.com', gsi1sk: 'ORDER#2026#txn_a1' };
    const search = adminSearch({
      queryIndex: async (query) => {
        if (query.partition.startsWith('OWNER#')) return { items: [], lastKey: query.startKey ? null : ownerKey };
        return query.partition === 'EMAIL#o'
          ? { items: [{ transactionId: 'txn_own', email: 'oe@example.com' }], lastKey: null }
          : { items: [{ transactionId: 'txn_joe', email: 'joe@example.com' }], lastKey: null };
      },
      itemsByKey: async (keys) =>
        keys.map((key) => ({
          transactionId: key.pk.replace('ORDER#', ''),
          status: 'paid',
          createdAt: '2026-11-01T00:00:00.000Z',
          request: { buyerEmail: key.pk === 'ORDER#txn_joe' ? 'joe@example.com' : 'oe@example.com' },
        })),
    });

    // Act
    const answer = await search('oe@example.com');

    // Assess
    expect(answer.orders.map((row) => row.transactionId)).toEqual(['txn_joe']);
    expect(answer.buyers).toEqual(['joe@example.com']);
    expect(answer.nextCursor).not.toBeNull();
  });

  it('continues a whole address\u2019s owner index and its address entries from one cursor', async () => {
    // Prepare: both reads have a further page
    const asked: IndexQuery[] = [];
    const ownerKey = { pk: 'ORDER#txn_a1', sk: 'ORDER', gsi1pk: 'OWNER#oe@example.com', gsi1sk: 'ORDER#2026#txn_a1' };
    const partKey = {
      pk: 'ORDER#txn_b1',
      sk: 'FIND#EMAILPART#1',
      gsi2pk: 'EMAILPART#o',
      gsi2sk: 'oe@example.com#txn_b1',
    };
    const search = adminSearch({
      queryIndex: async (query) => {
        asked.push(query);
        const lastKey = query.beginsWith === 'ORDER#' ? ownerKey : query.partition === 'EMAILPART#o' ? partKey : null;
        return { items: [], lastKey };
      },
      itemsByKey: async () => [],
    });
    const first = await search('oe@example.com');
    asked.length = 0;

    // Act
    const second = await search('oe@example.com', first.nextCursor!);

    // Assess: only the reads that had more are asked again, each from where it stopped
    expect(asked).toEqual([
      expect.objectContaining({ partition: 'OWNER#oe@example.com', beginsWith: 'ORDER#', startKey: ownerKey }),
      expect.objectContaining({ partition: 'EMAILPART#o', startKey: partKey }),
    ]);
    expect(second.nextCursor).not.toBeNull();
  });

  it('hands back a cursor that continues the same query, and refuses it for another', async () => {
    // Prepare
    const lastKey = { pk: 'ORDER#txn_a1', sk: 'FIND#CUSTOMER', gsi2pk: 'CUSTOMER#ctm_01', gsi2sk: '2026#txn_a1' };
    const { search, asked } = harness(lastKey);
    const first = await search('ctm_01');

    // Act
    await search('ctm_01', first.nextCursor!);
    const elsewhere = search('ctm_02', first.nextCursor!);

    // Assess
    expect(asked[1]).toMatchObject({ partition: 'CUSTOMER#ctm_01', startKey: lastKey });
    await expect(elsewhere).rejects.toMatchObject({ code: 'BAD_CURSOR', message: expect.stringMatching(/^cursor: /) });
  });

  it('asks the store nothing for an id of the wrong shape or an address longer than any', async () => {
    // Prepare
    const { search, asked } = harness();

    // Act
    const answers = await Promise.all([
      search('ctm_has space'),
      search('txn_not-valid!'),
      search(`${'a'.repeat(300)}@example.com`),
    ]);

    // Assess
    expect(asked).toEqual([]);
    for (const answer of answers) expect(answer).toEqual({ buyers: [], orders: [], licences: [], nextCursor: null });
  });

  it('finds an order by the number its mails print, in any case, with or without the dash', async () => {
    // Prepare
    const { search, asked } = harness();

    // Act
    await search('0q41-rvxe');
    await search('0Q41RVXE');

    // Assess
    expect(asked.filter((query) => query.partition.startsWith('ORDERNO#')).map((query) => query.partition)).toEqual([
      'ORDERNO#0q41rvxe',
      'ORDERNO#0q41rvxe',
    ]);
  });

  it('finds an adjustment\u2019s order by the adjustment id, with the order\u2019s licences', async () => {
    // Prepare
    const asked: IndexQuery[] = [];
    const search = adminSearch({
      queryIndex: async (query) => {
        asked.push(query);
        return { items: [{ gsi1sk: 'txn_a1' }], lastKey: null };
      },
      itemsByKey: async (keys) =>
        keys.map((key) =>
          key.sk === 'ORDER'
            ? {
                ...key,
                transactionId: 'txn_a1',
                status: 'paid',
                createdAt: '2026-11-01T00:00:00.000Z',
                request: { buyerEmail: 'pilot@example.com' },
                licenceIds: ['lic_a1_1', 'lic_a1_2'],
              }
            : { ...key, licenceId: key.pk.replace('LICENCE#', ''), ownerEmail: 'pilot@example.com', status: 'active' },
        ),
    });

    // Act
    const answer = await search('adj_01abc');

    // Assess
    expect(asked).toEqual([expect.objectContaining({ index: 'gsi1', partition: 'ADJ#adj_01abc' })]);
    expect(answer.orders).toEqual([expect.objectContaining({ transactionId: 'txn_a1', licenceCount: 2 })]);
    expect(answer.licences.map((licence) => licence.licenceId)).toEqual(['lic_a1_1', 'lic_a1_2']);
  });
});
