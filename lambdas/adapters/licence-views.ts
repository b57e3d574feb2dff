import { transferKey, type TransferRecord } from './portal-store';
import { keys } from './store/keys';
import { getItems, itemKey, type TableKey } from './store/table';
import type { LicenceRecord } from './store/licences';
import { isSubscriptionState, type SubscriptionRecord } from './store/subscriptions';

/**
 * The licence portal's one batched read (ADR 111, ADR 115): for a page of licences, each one's transfer item, the
 * subscriptions asked for, and for each transfer offered to the caller its licence and transfer item. The views are
 * built from these records by `lambdas/services/portal/licence-views.ts`.
 */
export interface PortalRecords {
  readonly transfers: ReadonlyMap<string, TransferRecord>;
  readonly subscriptions: ReadonlyMap<string, SubscriptionRecord>;
  /** The licences of transfers offered to the caller, by licence id. */
  readonly offeredLicences: ReadonlyMap<string, LicenceRecord>;
}

export async function readPortalRecords(request: {
  readonly licenceIds: readonly string[];
  readonly subscriptionIds: readonly string[];
  readonly offeredLicenceIds: readonly string[];
}): Promise<PortalRecords> {
  const wanted: TableKey[] = [
    ...[...request.licenceIds, ...request.offeredLicenceIds].map(transferKey),
    ...request.subscriptionIds.map(keys.subscription),
    ...request.offeredLicenceIds.map(keys.licence),
  ];
  const read = wanted.length > 0 ? await getItems<Record<string, unknown> & TableKey>(wanted) : [];
  const found = new Map(read.map((item) => [itemKey(item), item]));
  const byId = <T extends object>(
    ids: readonly string[],
    key: (id: string) => TableKey,
    keep: (item: object | undefined) => item is T,
  ) =>
    new Map(
      ids.flatMap((id) => {
        const item = found.get(itemKey(key(id)));
        return keep(item) ? [[id, item] as const] : [];
      }),
    );
  const present = <T extends object>(item: object | undefined): item is T => item !== undefined;
  return {
    transfers: byId([...request.licenceIds, ...request.offeredLicenceIds], transferKey, present<TransferRecord>),
    subscriptions: byId(request.subscriptionIds, keys.subscription, isSubscriptionState),
    offeredLicences: byId(request.offeredLicenceIds, keys.licence, present<LicenceRecord>),
  };
}
