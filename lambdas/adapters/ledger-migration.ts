import { scanPages } from './scans';
import { keys } from './store/keys';
import type { LicenceRecord } from './store/licences';
import { adjustmentOf, type AdjustmentRecord, type OrderRecord } from './store/orders';
import type { StoredRenewal } from './store/renewals';
import { isSubscriptionState, type SubscriptionRecord } from './store/subscriptions';
import { getItem, updateItem } from './store/table';

/*
 * The ledger migration's reads and progress (ADR 400), beside the store rather than in it: its Scan is the
 * reconciliation job's alone (`table:scan`), and the webhook, which composes its ports from every module of
 * adapters/store/, may not scan.
 */

/** The migration's progress: where the next run starts, or when a whole pass ended. */
const MIGRATION_KEY = keys.jobCursor('ledger-migration');

export interface LedgerMigrationProgress {
  readonly finishedAt?: string | null;
}

export function readLedgerMigration(): Promise<LedgerMigrationProgress | undefined> {
  return getItem<LedgerMigrationProgress>(MIGRATION_KEY, true);
}

export async function finishLedgerMigration(at: string): Promise<void> {
  await updateItem({
    Key: MIGRATION_KEY,
    UpdateExpression: 'SET finishedAt = :at, #type = :type',
    ExpressionAttributeNames: { '#type': 'type' },
    ExpressionAttributeValues: { ':at': at, ':type': 'job-cursor' },
  });
}

/** What the migration rebuilds ledgers from, as the table keeps it. */
export interface LedgerSources {
  readonly licences: (LicenceRecord & { readonly ledgerComplete?: boolean })[];
  readonly subscriptions: SubscriptionRecord[];
  readonly orders: OrderRecord[];
  readonly renewals: StoredRenewal[];
  readonly adjustments: AdjustmentRecord[];
  /** `SUPPORT#` links: a support extension paid for a licence. */
  readonly supportLinks: {
    licenceId: string;
    subscriptionId: string | null;
    transactionId: string;
    catchUpMonths: number;
    at: string;
  }[];
}

/**
 * Everything the migration rebuilds ledgers from, in one paginated Scan: licences and their support links,
 * subscriptions, orders, renewals and adjustments. A one-off job off the request path (like the reminders' daily
 * Scan, ADR 121), so no index is kept for it.
 */
export async function scanLedgerSources(): Promise<LedgerSources> {
  const sources: LedgerSources = {
    licences: [],
    subscriptions: [],
    orders: [],
    renewals: [],
    adjustments: [],
    supportLinks: [],
  };
  const pages = scanPages({
    FilterExpression:
      'sk IN (:licence, :subscription, :order, :renewal) OR begins_with(sk, :support) OR begins_with(sk, :adjustment)',
    ExpressionAttributeValues: {
      ':licence': 'LICENCE',
      ':subscription': 'SUBSCRIPTION',
      ':order': 'ORDER',
      ':renewal': 'RENEWAL',
      ':support': 'SUPPORT#',
      ':adjustment': 'ADJUSTMENT#',
    },
  });
  for await (const page of pages) {
    for (const item of page.items) {
      const sk = String(item.sk);
      if (sk === 'LICENCE') sources.licences.push(item as unknown as LicenceRecord);
      else if (sk === 'SUBSCRIPTION') {
        if (isSubscriptionState(item)) sources.subscriptions.push(item);
      } else if (sk === 'ORDER') sources.orders.push(item as unknown as OrderRecord);
      else if (sk === 'RENEWAL') sources.renewals.push(item as unknown as StoredRenewal);
      else if (sk.startsWith('ADJUSTMENT#')) sources.adjustments.push(adjustmentOf(item));
      else
        sources.supportLinks.push({
          licenceId: String(item.licenceId),
          subscriptionId: typeof item.subscriptionId === 'string' ? item.subscriptionId : null,
          transactionId: String(item.transactionId),
          catchUpMonths: Number(item.catchUpMonths ?? 0),
          at: String(item.at),
        });
    }
  }
  return sources;
}
