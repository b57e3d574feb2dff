import { supportStatus, type SupportStatus } from '../domain/licences/support-status';
import { toSupportState } from '../domain/licences/support-status';
import { getLicenceWithLinks } from './portal-store';
import type { LicenceRecord } from './store/licences';
import { getSubscription, type SubscriptionRecord } from './store/subscriptions';

export interface LicenceSupport {
  readonly licence: LicenceRecord;
  /** Every support subscription of the licence that the table knows, the one bought with it first. */
  readonly subscriptions: readonly SubscriptionRecord[];
  readonly support: SupportStatus;
}

/**
 * A licence's support as the portal computes it, read by id (checkout, payments, transfers): the licence with its
 * support links, then each subscription. `except` leaves one subscription out: the support a new extension
 * starts from, before that extension's own subscription is counted (ADR 312).
 */
export async function licenceSupport(
  licenceId: string,
  now: Date,
  except?: string | null,
): Promise<LicenceSupport | undefined> {
  const found = await getLicenceWithLinks(licenceId);
  if (!found) return undefined;
  const { licence } = found;
  const ids = new Set([
    ...(licence.subscriptionId ? [licence.subscriptionId] : []),
    ...(licence.supportSubscriptionIds ?? []),
    ...found.supportSubscriptionIds,
  ]);
  if (except) ids.delete(except);
  const subscriptions = (await Promise.all([...ids].map((id) => getSubscription(id)))).flatMap((subscription) =>
    subscription ? [subscription] : [],
  );
  return {
    licence,
    subscriptions,
    support: supportStatus(
      subscriptions.map((subscription) => toSupportState(subscription, licence)),
      now,
    ),
  };
}
