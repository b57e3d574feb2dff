import type { LedgerEntry } from '../../../../lambdas/domain/ledger/entries';
import type { LedgerSources } from '../../../../lambdas/adapters/ledger-migration';
import type { LicenceRecord } from '../../../../lambdas/adapters/store/licences';
import { migrateLedgers, type LedgerMigrationPorts } from '../../../../lambdas/services/ledger/migrate';
import { b737SuiteLicence } from '../../../support/licence-fixtures';

const NOW = new Date('2027-06-01T00:00:00.000Z');

function world(licences: LicenceRecord[], finishedAt: string | null = null) {
  const written = new Map<string, readonly LedgerEntry[]>();
  let finished = finishedAt;
  const sources: LedgerSources = {
    licences,
    subscriptions: [],
    orders: [],
    renewals: [],
    adjustments: [],
    supportLinks: [],
  };
  const ports: LedgerMigrationPorts = {
    readProgress: async () => ({ finishedAt: finished }),
    finish: async (at) => {
      finished = at;
    },
    scanSources: async () => sources,
    completeLedger: async (licenceId, entries) => {
      if (written.has(licenceId)) return false;
      written.set(licenceId, entries);
      return true;
    },
    now: () => NOW,
  };
  return { ports, written, finished: () => finished };
}

const suite = (id: string, complete = false): LicenceRecord => ({
  ...b737SuiteLicence({
    licenceId: id,
    ownerEmail: 'buyer@example.com',
    transactionId: `txn_${id}`,
    licenceKey: 'SKYDECK1.key',
  }),
  ...(complete ? { ledger: {}, ledgerComplete: true } : {}),
});

describe('migrateLedgers', () => {
  it('gives every licence without a complete ledger its entries, and marks the pass finished', async () => {
    // Prepare
    const { ports, written, finished } = world([suite('lic_a_1'), suite('lic_b_1', true)]);

    // Act
    const report = await migrateLedgers(ports);

    // Assess
    expect(report).toEqual({ examined: 2, migrated: 1, done: true });
    expect([...written.keys()]).toEqual(['lic_a_1']);
    expect(written.get('lic_a_1')![0]).toMatchObject({ entryId: 'purchase:txn_lic_a_1', state: 'paid' });
    expect(finished()).toBe(NOW.toISOString());
  });

  it('reads nothing once a pass has finished', async () => {
    // Prepare
    const { ports, written } = world([suite('lic_a_1')], '2027-05-01T00:00:00.000Z');

    // Act
    const report = await migrateLedgers(ports);

    // Assess
    expect(report).toEqual({ examined: 0, migrated: 0, done: true });
    expect(written.size).toBe(0);
  });

  it('leaves the pass open when the job runs out of time, for the next run to go on', async () => {
    // Prepare
    const { ports, finished } = world([suite('lic_a_1'), suite('lic_b_1')]);

    // Act
    const report = await migrateLedgers(ports, { hasTime: () => false });

    // Assess
    expect(report).toMatchObject({ migrated: 0, done: false });
    expect(finished()).toBeNull();
  });
});
