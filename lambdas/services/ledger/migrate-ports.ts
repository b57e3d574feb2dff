import { finishLedgerMigration, readLedgerMigration, scanLedgerSources } from '../../adapters/ledger-migration';
import { completeLedger } from '../../adapters/store/ledger';
import type { LedgerMigrationPorts } from './migrate';

/** The ledger migration over the table (ADR 400): the local stack's start and the reconciliation run it. */
export const ledgerMigrationPorts: LedgerMigrationPorts = {
  readProgress: readLedgerMigration,
  finish: finishLedgerMigration,
  scanSources: scanLedgerSources,
  completeLedger,
  now: () => new Date(),
};
