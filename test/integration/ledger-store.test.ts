import { ledgerEntry, type LedgerEntry } from '../../lambdas/domain/ledger/entries';
import { b737SuiteLicence } from '../support/licence-fixtures';
import { localHandlerEnvironment, localStatus } from '../support/portal-seed';
import { stackUrl } from '../support/stack-url';

/**
 * The ledger's writes in the real table (the local stack's dynalite, ADR 400): an entry is added once, a state moves
 * only from the states it may leave, and a licence kept before the ledger (no `ledger` map) takes entries too.
 */
let licences: typeof import('../../lambdas/adapters/store/licences');
let ledger: typeof import('../../lambdas/adapters/store/ledger');

beforeAll(async () => {
  Object.assign(process.env, localHandlerEnvironment(await localStatus(stackUrl())));
  licences = await import('../../lambdas/adapters/store/licences');
  ledger = await import('../../lambdas/adapters/store/ledger');
}, 30_000);

let sequence = 0;
async function storedSuite(withLedger: boolean) {
  sequence += 1;
  const licence = b737SuiteLicence({
    licenceId: `lic_ledger_${Date.now()}_${sequence}`,
    ownerEmail: 'ledger-store@skydeck.example',
    transactionId: `txn_ledger_${sequence}`,
    licenceKey: 'SKYDECK1.ledger.key',
  });
  await licences.putNewLicences([withLedger ? { ...licence, ledger: {}, ledgerComplete: true } : licence]);
  return licence;
}

const renewal = (from: string, until: string): LedgerEntry =>
  ledgerEntry({
    source: 'renewal',
    from,
    until,
    transactionId: `txn_${from.slice(0, 4)}`,
    subscriptionId: 'sub_ledger',
    payer: 'ledger-store@skydeck.example',
    state: 'paid',
    recordedAt: from,
  });
const YEAR = renewal('2027-01-01T00:00:00Z', '2028-01-01T00:00:00Z');

describe('the ledger store', () => {
  it('adds an entry once: a repeated write keeps the first', async () => {
    // Prepare
    const licence = await storedSuite(true);

    // Act
    await ledger.addLedgerEntries(licence.licenceId, [YEAR]);
    await ledger.addLedgerEntries(licence.licenceId, [{ ...YEAR, payer: 'someone-else@skydeck.example' }]);

    // Assess
    const [stored] = await licences.getLicences([licence.licenceId]);
    expect(ledger.entriesOf(stored)).toEqual([YEAR]);
  });

  it('moves a state only from the states named, and writes a missing entry whole', async () => {
    // Prepare
    const licence = await storedSuite(true);
    await ledger.addLedgerEntries(licence.licenceId, [YEAR]);
    const at = '2027-02-01T00:00:00.000Z';

    // Act
    const refunded = await ledger.changeEntryStates(licence.licenceId, [
      { entry: YEAR, from: ['paid'], to: 'refunded', at },
    ]);
    const again = await ledger.changeEntryStates(licence.licenceId, [
      { entry: YEAR, from: ['paid'], to: 'refunded', at: '2027-03-01T00:00:00.000Z' },
    ]);
    const missing = renewal('2028-01-01T00:00:00Z', '2029-01-01T00:00:00Z');
    await ledger.changeEntryStates(licence.licenceId, [{ entry: missing, from: ['paid'], to: 'charged-back', at }]);

    // Assess
    const [stored] = await licences.getLicences([licence.licenceId]);
    expect([refunded, again]).toEqual([1, 0]);
    expect(ledger.entriesOf(stored).map(({ entryId, state, recordedAt }) => ({ entryId, state, recordedAt }))).toEqual([
      { entryId: YEAR.entryId, state: 'refunded', recordedAt: at },
      { entryId: missing.entryId, state: 'charged-back', recordedAt: at },
    ]);
  });

  it('gives a licence kept before the ledger an empty one, then its entry', async () => {
    // Prepare
    const licence = await storedSuite(false);

    // Act
    const added = await ledger.addLedgerEntries(licence.licenceId, [YEAR]);

    // Assess
    const [stored] = await licences.getLicences([licence.licenceId]);
    expect(added).toBe(true);
    expect(ledger.entriesOf(stored)).toEqual([YEAR]);
    expect(stored!.ledgerComplete).toBeUndefined();
  });

  it('adds nothing to a licence that does not exist', async () => {
    // Act
    const added = await ledger.addLedgerEntries(`lic_ledger_missing_${Date.now()}`, [YEAR]);

    // Assess
    expect(added).toBe(false);
  });
});
