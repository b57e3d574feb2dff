import type { AuditEntry } from '../../../../lambdas/contract/admin';
import type { IndexQuery } from '../../../../lambdas/adapters/store/admin';
import { adminLookups, type LookupPorts } from '../../../../lambdas/services/admin/lookups';

type Item = Record<string, unknown>;
const NOW = new Date('2026-11-26T12:00:00.000Z');
const TXN = 'txn_look';
const BUYER = 'pilot@example.com';
const keyOf = (payload: object) => `SKYDECK1.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.c2ln`;

const order: Item = {
  pk: `ORDER#${TXN}`,
  sk: 'ORDER',
  type: 'order',
  transactionId: TXN,
  status: 'paid',
  request: { shop: 'skydeck', slug: 'skydeck-suiteb737annual', quantity: 2, addOns: [], buyerEmail: BUYER },
  licenceIds: ['lic_look_1', 'lic_look_2'],
  totalCents: 300_000,
  createdAt: '2026-11-01T10:00:00.000Z',
  paidAt: '2026-11-01T10:01:00.000Z',
  lines: [{ priceId: 'pri_suite', quantity: 2, unitTotalCents: 150_000 }],
};
const licence = (unit: number, fields: Item = {}): Item => ({
  pk: `LICENCE#lic_look_${unit}`,
  sk: 'LICENCE',
  licenceId: `lic_look_${unit}`,
  kind: 'suite',
  productSlug: 'skydeck-suiteb737annual',
  productTitle: 'SkyDeck B737 suite',
  ownerEmail: BUYER,
  transactionId: TXN,
  status: 'active',
  issuedAt: '2026-11-01T10:01:00.000Z',
  subscriptionId: null,
  licenceKey: keyOf({ licenceId: `lic_look_${unit}` }),
  ...fields,
});

/** The table's items in memory, read the ways the console reads them: by partition, by key and by index. */
function consolePages(items: Item[], indexed: Record<string, Item[]> = {}, audit: AuditEntry[] = []) {
  const ports: LookupPorts = {
    partition: async (pk) => items.filter((item) => item.pk === pk),
    itemsByKey: async (keys) => keys.flatMap((key) => items.filter((item) => item.pk === key.pk && item.sk === key.sk)),
    queryIndex: async (query: IndexQuery) => ({
      items: indexed[`${query.partition}|${query.beginsWith ?? ''}`] ?? [],
      lastKey: null,
    }),
    auditTimeline: async (target) => audit.filter((entry) => entry.targets.includes(target)),
    paddleTransaction: async () => null,
    now: () => NOW,
  };
  return { lookups: adminLookups(ports) };
}

describe('the console’s order, licence and buyer pages', () => {
  it('shows an order with its licences, the refund that took one back, its mails and its timeline', async () => {
    // Prepare: unit 2 refunded; the order mail sent, then re-sent by an operator
    const refundedAt = '2026-11-05T09:00:00.000Z';
    const { lookups } = consolePages([
      order,
      licence(1),
      licence(2, { status: 'revoked', revokedReason: 'refund', revokedAt: refundedAt }),
      {
        pk: `ORDER#${TXN}`,
        sk: 'ADJUSTMENT#adj_1',
        adjustmentId: 'adj_1',
        action: 'refund',
        status: 'approved',
        occurredAt: refundedAt,
      },
      {
        pk: `ORDER#${TXN}`,
        sk: 'MAILED#2026-11-06T08:00:00.000Z#pilot@example.com',
        kind: 'order-resend',
        to: BUYER,
        at: '2026-11-06T08:00:00.000Z',
      },
      { pk: `MAIL#order-paid:${TXN}`, sk: 'MAIL', kind: 'order-paid', claimedAt: '2026-11-01T10:01:01.000Z' },
    ]);

    // Act
    const view = await lookups.order(TXN);

    // Assess
    expect(view.order).toMatchObject({ transactionId: TXN, email: BUYER, status: 'paid', state: 'partially-refunded' });
    expect(view.order.money.checkoutNetCents).toBe(300_000);
    expect(view.licences.map((row) => [row.licenceId, row.status])).toEqual([
      ['lic_look_1', 'active'],
      ['lic_look_2', 'revoked'],
    ]);
    expect(view.adjustments).toEqual([
      expect.objectContaining({
        adjustmentId: 'adj_1',
        action: 'refund',
        status: 'approved',
        occurredAt: refundedAt,
        licenceIds: ['lic_look_2'],
        requestedBy: { kind: 'paddle' },
      }),
    ]);
    expect(view.mails).toEqual([
      expect.objectContaining({ kind: 'order-resend', to: BUYER, at: '2026-11-06T08:00:00.000Z', status: 'sent' }),
      expect.objectContaining({ kind: 'order-paid', to: BUYER, at: '2026-11-01T10:01:01.000Z', status: 'sent' }),
    ]);
    expect(view.timeline.length).toBeGreaterThan(0);
  });

  it('answers 404 for an order or a licence the shop does not have', async () => {
    // Prepare
    const { lookups } = consolePages([order]);

    // Act + Assess
    await expect(lookups.order('txn_none')).rejects.toMatchObject({
      code: 'ORDER_NOT_FOUND',
      message: 'There is no such order.',
    });
    await expect(lookups.licence('lic_none_1')).rejects.toMatchObject({ code: 'LICENCE_NOT_FOUND' });
  });

  it('shows a licence’s owners over time, its open offer and how its key stands', async () => {
    // Prepare: bought by the pilot, moved to a school, offered on to a club
    const { lookups } = consolePages([
      licence(1, {
        ownerEmail: 'school@example.com',
        keyVersion: 2,
        ownerHistory: [{ email: BUYER, until: '2026-11-10T00:00:00.000Z' }],
      }),
      {
        pk: 'LICENCE#lic_look_1',
        sk: 'TRANSFER',
        status: 'pending',
        toEmail: 'club@example.com',
        requestedAt: '2026-11-20T00:00:00.000Z',
      },
    ]);

    // Act
    const view = await lookups.licence('lic_look_1');

    // Assess
    expect(view.owners).toEqual([
      { email: BUYER, since: '2026-11-01T10:01:00.000Z' },
      { email: 'school@example.com', since: '2026-11-10T00:00:00.000Z' },
    ]);
    expect(view.pendingTransfer).toEqual({ to: 'club@example.com', offeredAt: '2026-11-20T00:00:00.000Z' });
    expect(view.licence).toMatchObject({ licenceId: 'lic_look_1', keyStatus: 'current', keyVersion: 2 });
  });

  it('lists a buyer’s orders and licences from the owner index, and only offers still open', async () => {
    // Prepare
    const owner = `OWNER#${BUYER}`;
    const { lookups } = consolePages([], {
      [`${owner}|ORDER#`]: [order],
      [`${owner}|LICENCE#`]: [licence(1), licence(2)],
      [`${owner}|TRANSFER#`]: [
        {
          licenceId: 'lic_look_1',
          status: 'pending',
          toEmail: 'friend@example.com',
          requestedAt: '2026-11-20T00:00:00.000Z',
        },
        {
          licenceId: 'lic_look_2',
          status: 'accepted',
          toEmail: 'other@example.com',
          requestedAt: '2026-11-02T00:00:00.000Z',
        },
      ],
    });

    // Act
    const view = await lookups.buyer(BUYER);

    // Assess
    expect(view.orders.map((row) => row.transactionId)).toEqual([TXN]);
    expect(view.licences.map((row) => row.licenceId)).toEqual(['lic_look_1', 'lic_look_2']);
    expect(view.pendingTransfers).toEqual([
      { licenceId: 'lic_look_1', to: 'friend@example.com', offeredAt: '2026-11-20T00:00:00.000Z' },
    ]);
  });
});
