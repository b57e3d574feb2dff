import type { LicenceRecord } from '../../../../lambdas/adapters/store/licences';
import { ledgerEntry, ledgerMap } from '../../../../lambdas/domain/ledger/entries';
import {
  ledgerOfLicence,
  previousOwners,
  renewingSubscriptionOf,
  standingOfLicence,
  subscriptionsToRead,
} from '../../../../lambdas/services/ledger/standing';
import { b737SuiteLicence } from '../../../support/licence-fixtures';

const NOW = new Date('2027-03-01T00:00:00.000Z');
const legacy: LicenceRecord = {
  ...b737SuiteLicence({
    licenceId: 'lic_old_1',
    ownerEmail: 'new@example.com',
    transactionId: 'txn_old',
    licenceKey: 'SKYDECK1.x.y',
  }),
  issuedAt: '2026-01-01T00:00:00.000Z',
  subscriptionId: 'sub_old',
  transferredFrom: 'buyer@example.com',
};
const running = (subscriptionId: string) => ({
  subscriptionId,
  status: 'active',
  ownerEmail: 'buyer@example.com',
  currentPeriodEnd: '2028-01-01T00:00:00.000Z',
  paidThrough: '2028-01-01T00:00:00.000Z',
});

describe('a stored licence\u2019s standing', () => {
  it('rebuilds the past of a licence the migration has not reached from its subscriptions', () => {
    // Act
    const standing = standingOfLicence(legacy, (id) => (id === 'sub_old' ? running(id) : undefined), NOW);

    // Assess
    expect(standing.support).toEqual({
      state: 'active',
      activeUntil: '2028-01-01T00:00:00.000Z',
      autoRenewing: true,
      subscriptionId: 'sub_old',
    });
    expect(standing).toMatchObject({ paidBy: 'buyer@example.com', payer: 'previous-owner' });
    expect(subscriptionsToRead(legacy)).toEqual(['sub_old']);
  });

  it('reads a complete ledger as it is, and names the subscriptions it names', () => {
    // Prepare
    const complete: LicenceRecord = {
      ...legacy,
      ledger: ledgerMap([
        ledgerEntry({
          source: 'extension',
          from: '2027-01-01T00:00:00Z',
          until: '2028-01-01T00:00:00Z',
          transactionId: 'txn_ext',
          subscriptionId: 'sub_ext',
          payer: 'new@example.com',
          state: 'paid',
          recordedAt: '2027-01-01T00:00:00Z',
        }),
      ]),
      ledgerComplete: true,
    };

    // Act
    const entries = ledgerOfLicence(complete, () => running('sub_old'), NOW);

    // Assess
    expect(entries.map((entry) => entry.entryId)).toEqual(['extension:txn_ext']);
    expect(subscriptionsToRead(complete)).toEqual(['sub_ext']);
    expect(renewingSubscriptionOf(complete)).toBe('sub_ext');
  });

  it('knows who owned a licence before, oldest first', () => {
    // Act + Assess
    expect(
      previousOwners({
        ownerHistory: [{ email: 'first@example.com', until: '2026-06-01T00:00:00Z' }],
        transferredFrom: 'second@example.com',
      }),
    ).toEqual(['first@example.com', 'second@example.com']);
  });
});
