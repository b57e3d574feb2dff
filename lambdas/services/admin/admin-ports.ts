import { randomUUID } from 'node:crypto';
import * as adminStore from '../../adapters/store/admin';
import * as backfillStore from '../../adapters/admin-index-backfill';
import { getLicence } from '../../adapters/store/licences';
import { paddleTransactionStatus } from '../../adapters/paddle-transactions';
import type { LookupPorts } from './lookups';
import type { SalesReportPorts } from './sales-report';
import type { IndexBackfillPorts } from './index-backfill';
import type { ListedTransaction } from '../../domain/licences/payment-events';
import type { HomePorts } from './home';
import type { IdempotencyPorts } from './idempotency';
import type { LicenceStatusPorts } from './licence-status';

/** The admin services' ports over the DynamoDB store, built once per process. */
export const lookupPorts: LookupPorts & SalesReportPorts = {
  queryIndex: adminStore.queryIndex,
  queryIndexAll: adminStore.queryIndexAll,
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

/** The console's home: the store's day indexes and Paddle's completed transactions, the SDK loaded on first use. */
export const homePorts: HomePorts = {
  queryIndex: adminStore.queryIndex,
  itemsByKey: adminStore.itemsByKey,
  paddleCompletedSince: async (since, limit) => {
    const [{ completedTransactionsNewestFirst }, { listedTransactionOf }] = await Promise.all([
      import('../../adapters/paddle-billing'),
      import('../../adapters/paddle-entities'),
    ]);
    const listed: ListedTransaction[] = [];
    for await (const transaction of completedTransactionsNewestFirst(since)) {
      listed.push(listedTransactionOf(transaction));
      if (listed.length >= limit) break;
    }
    return listed;
  },
  now: () => new Date(),
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
