import { findProduct } from '../../domain/catalogue';
import { isCheckedOut } from '../../domain/orders';
import type { LicenceRecord } from '../../adapters/store/licences';
import type { OrderRecord } from '../../adapters/store/orders';
import type { SubscriptionRecord } from '../../adapters/store/subscriptions';
import { licencesOfPurchase } from './renewals';
import { renewingSubscriptionOf, standingOfLicence } from './standing';

/** What the coverage reads: the purchase that opened a subscription, and its licences. */
export interface CoverageReads {
  getOrder(transactionId: string): Promise<OrderRecord | undefined>;
  getLicences(licenceIds: readonly string[]): Promise<LicenceRecord[]>;
}

/** The licences a subscription pays for, by their ledgers (ADR 401). */
export interface SubscriptionCoverage {
  /** Licences (suites) it renews: active, and it their ledger's one renewing subscription. */
  readonly renews: readonly string[];
  /** Licences of its purchase another subscription renews now (an extension bought since), and which. */
  readonly renewedElsewhere: readonly { readonly licenceId: string; readonly subscriptionId: string }[];
  /** A support subscription (one unit per licence), not a trainer's seats (which follow its quantity). */
  readonly support: boolean;
}

/** Undefined while the purchase that opened the subscription is not known. */
export async function subscriptionCoverage(
  reads: CoverageReads,
  subscription: Pick<SubscriptionRecord, 'subscriptionId' | 'transactionId'>,
): Promise<SubscriptionCoverage | undefined> {
  const origin = subscription.transactionId ? await reads.getOrder(subscription.transactionId) : undefined;
  if (!isCheckedOut(origin)) return undefined;
  const licences = (await reads.getLicences(licencesOfPurchase(origin))).filter(
    (licence) => licence.status === 'active',
  );
  const renews: string[] = [];
  const renewedElsewhere: { licenceId: string; subscriptionId: string }[] = [];
  for (const licence of licences) {
    const renewing = renewingSubscriptionOf(licence);
    if (renewing === subscription.subscriptionId) renews.push(licence.licenceId);
    else if (renewing) renewedElsewhere.push({ licenceId: licence.licenceId, subscriptionId: renewing });
  }
  return { renews, renewedElsewhere, support: findProduct(origin.request.slug)?.family !== 'fms-trainer' };
}

/**
 * The end of the paid time of the licences a subscription renews, by their ledgers (the latest of their standings'
 * `paidUntil`): what a cancel's receipt says stays paid (ADR 413). Null when it renews none the ledgers know of, or
 * its purchase is not known yet.
 */
export async function renewedPaidUntil(
  reads: CoverageReads,
  subscription: SubscriptionRecord,
  now = new Date(),
): Promise<string | null> {
  const origin = subscription.transactionId ? await reads.getOrder(subscription.transactionId) : undefined;
  if (!isCheckedOut(origin)) return null;
  const renewed = (await reads.getLicences(licencesOfPurchase(origin))).filter(
    (licence) => licence.status === 'active' && renewingSubscriptionOf(licence) === subscription.subscriptionId,
  );
  const lookup = (subscriptionId: string) =>
    subscriptionId === subscription.subscriptionId ? subscription : undefined;
  return renewed
    .map((licence) => standingOfLicence(licence, lookup, now).paidUntil)
    .reduce<string | null>(
      (latest, end) => (end !== null && (latest === null || Date.parse(end) > Date.parse(latest)) ? end : latest),
      null,
    );
}
