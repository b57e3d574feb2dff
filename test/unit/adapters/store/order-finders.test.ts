import { addressParts, MAX_ADDRESS_PARTS, orderFinderItems } from '../../../../lambdas/adapters/store/order-finders';

/** Every piece of at least three characters inside an address, each once. */
function piecesOf(address: string): string[] {
  const pieces = new Set<string>();
  for (let from = 0; from < address.length; from += 1)
    for (let to = from + 3; to <= address.length; to += 1) pieces.add(address.slice(from, to));
  return [...pieces];
}

describe('an order\u2019s address parts (ADR 464)', () => {
  it('give the address from each character after its first on, three characters at least, lower-cased', () => {
    // Act
    const parts = addressParts(' Joe@Ex.io ');

    // Assess
    expect(parts).toEqual(['oe@ex.io', 'e@ex.io', '@ex.io', 'ex.io', 'x.io', '.io']);
  });

  it.each(['joe@example.com', 'jane.doe+shop@mail.example.co.uk', 'a-b_c@x.io'])(
    'let every piece of three characters or more inside %s begin the address or one of its parts',
    (address) => {
      // Prepare
      const starts = [address, ...addressParts(address)];

      // Act
      const unfound = piecesOf(address).filter((piece) => !starts.some((start) => start.startsWith(piece)));

      // Assess
      expect(unfound).toEqual([]);
    },
  );

  it('stop at 64 parts, so the longest address still leaves checkout\u2019s transaction room', () => {
    // Prepare: the longest address the shop accepts, 254 characters
    const address = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;

    // Act
    const parts = addressParts(address);
    const items = orderFinderItems({
      transactionId: 'txn_01long',
      createdAt: '2026-11-28T10:00:00.000Z',
      buyerEmail: address,
      customerId: 'ctm_01long',
    });

    // Assess: the pending order is written in the same transaction, at most 100 actions
    expect(address).toHaveLength(254);
    expect(parts).toHaveLength(MAX_ADDRESS_PARTS);
    expect(parts[MAX_ADDRESS_PARTS - 1]).toBe(address.slice(MAX_ADDRESS_PARTS));
    expect(items.length + 1).toBeLessThanOrEqual(100);
  });

  it('write one search entry per part, under the bucket of its first character', () => {
    // Act
    const items = orderFinderItems({
      transactionId: 'txn_01abc',
      createdAt: '2026-11-28T10:00:00.000Z',
      buyerEmail: 'Joe@Ex.io',
    });

    // Assess
    const parts = items.filter((item) => String(item.sk).startsWith('FIND#EMAILPART#'));
    expect(parts.map((item) => [item.sk, item.gsi2pk, item.gsi2sk])).toEqual([
      ['FIND#EMAILPART#1', 'EMAILPART#o', 'oe@ex.io#txn_01abc'],
      ['FIND#EMAILPART#2', 'EMAILPART#e', 'e@ex.io#txn_01abc'],
      ['FIND#EMAILPART#3', 'EMAILPART#@', '@ex.io#txn_01abc'],
      ['FIND#EMAILPART#4', 'EMAILPART#e', 'ex.io#txn_01abc'],
      ['FIND#EMAILPART#5', 'EMAILPART#x', 'x.io#txn_01abc'],
      ['FIND#EMAILPART#6', 'EMAILPART#.', '.io#txn_01abc'],
    ]);
  });
});
