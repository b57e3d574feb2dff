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
  it('reads an address start as a begins_with query of its first character\u2019s bucket, lower-cased', async () => {
    // Prepare
    const { search, asked } = harness();

    // Act
    const answer = await search('  PILot@ ');

    // Assess
    expect(asked).toEqual([expect.objectContaining({ index: 'gsi2', partition: 'EMAIL#p', beginsWith: 'pilot@' })]);
    expect(answer).toMatchObject({ buyers: ['pilot@example.com'], licences: [], nextCursor: null });
    expect(answer.orders).toEqual([expect.objectContaining({ transactionId: 'txn_a1', status: 'paid' })]);
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
});
