import type { LicenceRecord } from '../../../../lambdas/adapters/store/licences';
import type { OrderRecord } from '../../../../lambdas/adapters/store/orders';
import { ledgerEntry, ledgerMap } from '../../../../lambdas/domain/ledger/entries';
import { renewedPaidUntil, subscriptionCoverage } from '../../../../lambdas/services/ledger/coverage';
import type { SubscriptionRecord } from '../../../../lambdas/adapters/store/subscriptions';
import { b737SuiteLicence } from '../../../support/licence-fixtures';

const order = {
  transactionId: 'txn_buy',
  status: 'paid',
  request: { shop: 'skydeck', slug: 'skydeck-suiteb737annual', quantity: 3, addOns: [], buyerEmail: 'x@example.com' },
  licenceIds: ['lic_buy_1', 'lic_buy_2', 'lic_buy_3'],
  totalCents: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
} as OrderRecord;

const paidBy = (subscriptionId: string, from: string, until: string) =>
  ledgerEntry({
    source: subscriptionId === 'sub_buy' ? 'purchase' : 'extension',
    from,
    until,
    transactionId: `txn_${subscriptionId}`,
    subscriptionId,
    payer: 'x@example.com',
    state: 'paid',
    recordedAt: from,
  });
const YEAR = ['2026-01-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z'] as const;

function licence(unit: number, fields: Partial<LicenceRecord>): LicenceRecord {
  return {
    ...b737SuiteLicence({
      licenceId: `lic_buy_${unit}`,
      ownerEmail: 'x@example.com',
      transactionId: 'txn_buy',
      licenceKey: 'k',
    }),
    ledgerComplete: true,
    ledger: ledgerMap([paidBy('sub_buy', ...YEAR)]),
    ...fields,
  };
}

describe('what a subscription pays for', () => {
  it('renews the licences whose ledger names it, not one an extension renews now, nor one moved or revoked', async () => {
    // Prepare
    const licences = [
      licence(1, {}),
      licence(2, {
        ledger: ledgerMap([paidBy('sub_buy', ...YEAR), paidBy('sub_ext', YEAR[1], '2028-01-01T00:00:00.000Z')]),
      }),
      licence(3, { handedOverSubscriptionIds: ['sub_buy'] }),
    ];
    const reads = { getOrder: async () => order, getLicences: async () => licences };

    // Act
    const coverage = await subscriptionCoverage(reads, { subscriptionId: 'sub_buy', transactionId: 'txn_buy' });

    // Assess
    expect(coverage).toEqual({
      renews: ['lic_buy_1'],
      renewedElsewhere: [{ licenceId: 'lic_buy_2', subscriptionId: 'sub_ext' }],
      support: true,
    });
  });

  it('knows nothing while the purchase that opened it is unknown', async () => {
    // Act
    const coverage = await subscriptionCoverage(
      { getOrder: async () => undefined, getLicences: async () => [] },
      { subscriptionId: 'sub_x', transactionId: null },
    );

    // Assess
    expect(coverage).toBeUndefined();
  });

  it('says until when the licences it renews are paid, by their ledgers, not one an extension renews (ADR 413)', async () => {
    // Prepare: a paused subscription has no period; its licences' paid time runs to the end of the year bought
    const licences = [
      licence(1, {}),
      licence(2, {
        ledger: ledgerMap([paidBy('sub_buy', ...YEAR), paidBy('sub_ext', YEAR[1], '2028-01-01T00:00:00.000Z')]),
      }),
    ];
    const reads = { getOrder: async () => order, getLicences: async () => licences };
    const paused = {
      subscriptionId: 'sub_buy',
      transactionId: 'txn_buy',
      status: 'paused',
      currentPeriodEnd: null,
    } as SubscriptionRecord;

    // Act
    const paidUntil = await renewedPaidUntil(reads, paused, new Date('2026-06-01T00:00:00.000Z'));
    const unknown = await renewedPaidUntil(
      { getOrder: async () => undefined, getLicences: async () => [] },
      { ...paused, transactionId: null },
    );

    // Assess
    expect([paidUntil, unknown]).toEqual([YEAR[1], null]);
  });
});
