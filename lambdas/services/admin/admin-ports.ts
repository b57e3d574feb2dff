import { randomUUID } from 'node:crypto';
import * as adminStore from '../../adapters/store/admin';
import * as backfillStore from '../../adapters/admin-index-backfill';
import { getLicence } from '../../adapters/store/licences';
import { paddleTransactionStatus } from '../../adapters/paddle-transactions';
import type { LookupPorts } from './lookups';
import type { IndexBackfillPorts } from './index-backfill';
import type { IdempotencyPorts } from './idempotency';
import type { LicenceStatusPorts } from './licence-status';

/** The admin services' ports over the DynamoDB store, built once per process. */
export const lookupPorts: LookupPorts = {
  queryIndex: adminStore.queryIndex,
  itemsByKey: adminStore.itemsByKey,
  partition: adminStore.partition,
  auditTimeline: adminStore.auditTimeline,
  paddleTransaction: paddleTransactionStatus,
  now: () => new Date(),
};

/** What every operator action needs to act once per idempotency key (ADR 451). */
export const idempotencyPorts: IdempotencyPorts = {
  claimKey: adminStore.claimIdempotencyKey,
  releaseKey: adminStore.releaseIdempotencyKey,
  newId: randomUUID,
  now: () => new Date(),
  pause: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export const licenceStatusPorts: LicenceStatusPorts = {
  ...idempotencyPorts,
  getLicence,
  changeLicenceStatus: adminStore.changeLicenceStatus,
};

export const indexBackfillPorts: IndexBackfillPorts = {
  readBackfillProgress: backfillStore.readBackfillProgress,
  saveBackfillProgress: backfillStore.saveBackfillProgress,
  scanOrders: backfillStore.scanOrders,
  indexOrder: backfillStore.indexOrder,
  now: () => new Date(),
};
