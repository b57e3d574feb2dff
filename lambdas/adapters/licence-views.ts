import { findProduct } from '../domain/catalogue';
import { catchUpMonths, supportStatus, type SupportSubscriptionState } from '../domain/licences/support-status';
import { getLicenceWithLinks, getSubscriptions, keyVersionOf, type OwnerItems } from './portal-store';
import type { LicenceRecord, OrderRecord, SubscriptionRecord } from './store';
import type { IncomingTransferView, LicenceView, SubscriptionView } from '../domain/licences/views';

/**
 * What the licence portal shows a signed-in buyer, built from the items their verified e-mail owns. Support status
 * follows the licence's support subscriptions, read by id: after a transfer the new owner sees the support of the
 * licence, while its Paddle subscription stays with (and is billed to) the buyer who opened it.
 */
export function toSupportState(subscription: SubscriptionRecord): SupportSubscriptionState {
  return {
    subscriptionId: subscription.subscriptionId,
    status: subscription.status,
    currentPeriodEnd: subscription.currentPeriodEnd,
    canceledAt: subscription.canceledAt,
    scheduledChange: subscription.scheduledChange ?? null,
  };
}

/** The caller's licences, oldest purchase first, each with its support status and any pending transfer. */
export async function licenceViews(email: string, { licences }: OwnerItems, now = new Date()): Promise<LicenceView[]> {
  const withLinks = (await Promise.all(licences.map((licence) => getLicenceWithLinks(licence.licenceId)))).filter(
    // The index is eventually consistent: a licence that has just moved away is not the caller's any more.
    (found) => found !== undefined && found.licence.ownerEmail === email.toLowerCase(),
  );
  const subscriptions = await getSubscriptions(
    withLinks.flatMap((found) => [...(found!.licence.subscriptionId ? [found!.licence.subscriptionId] : []), ...found!.supportSubscriptionIds]),
  );
  return withLinks.map((found) => {
    const { licence, supportSubscriptionIds, transfer } = found!;
    const ids = [...(licence.subscriptionId ? [licence.subscriptionId] : []), ...supportSubscriptionIds];
    const support = supportStatus(
      ids.flatMap((id) => (subscriptions.has(id) ? [toSupportState(subscriptions.get(id)!)] : [])),
      now,
    );
    const payer = support.state === 'none' ? undefined : subscriptions.get(support.subscriptionId)?.ownerEmail;
    return {
      licenceId: licence.licenceId,
      kind: licence.kind,
      productSlug: licence.productSlug,
      productTitle: licence.productTitle,
      aircraftType: licence.aircraftType,
      configuration: licence.configuration,
      addOns: licence.addOns,
      purchasedAt: licence.issuedAt,
      licenceKey: licence.licenceKey,
      keyVersion: keyVersionOf(licence),
      keyIssuedAt: licence.keyIssuedAt ?? licence.issuedAt,
      status: licence.status,
      support,
      supportPaidBy: payer === undefined ? null : payer === email.toLowerCase() ? 'you' : 'previous-owner',
      catchUpMonths: licence.kind === 'suite' ? catchUpMonths(support, now) : 0,
      seatPeriod: licence.period,
      pendingTransfer: transfer ? { toEmail: transfer.toEmail, requestedAt: transfer.requestedAt, status: transfer.status } : null,
    };
  });
}

/** Which licences each subscription supports, from the caller's orders (no further reads). */
export function supportedLicences(orders: readonly OrderRecord[]): (subscription: SubscriptionRecord) => string[] {
  const byTransaction = new Map(orders.map((order) => [order.transactionId, order]));
  return (subscription) => {
    const order = subscription.transactionId ? byTransaction.get(subscription.transactionId) : undefined;
    if (!order) return [];
    return order.request.licenceId ? [order.request.licenceId] : [...(order.licenceIds ?? [])];
  };
}

export function subscriptionView(subscription: SubscriptionRecord, licenceIds: readonly string[] = []): SubscriptionView {
  const product = subscription.productSlug ? findProduct(subscription.productSlug) : undefined;
  const kind = !product ? 'other' : product.family === 'fms-trainer' ? 'trainer' : 'support';
  const cancelsAt = subscription.scheduledChange?.action === 'cancel' ? subscription.scheduledChange.effectiveAt : null;
  return {
    subscriptionId: subscription.subscriptionId,
    kind,
    productSlug: subscription.productSlug,
    productTitle: product ? (product.family === 'suite' ? `Support for ${product.title}` : product.title) : null,
    status: subscription.status,
    currentPeriodEnd: subscription.currentPeriodEnd,
    nextBilledAt: subscription.nextBilledAt,
    amountCents: subscription.recurringAmountCents ?? null,
    billingInterval: subscription.billingInterval ?? null,
    cancelsAt,
    canceledAt: subscription.canceledAt,
    cancellable: subscription.status !== 'canceled' && cancelsAt === null,
    licenceIds,
  };
}

export async function incomingTransferViews(email: string, { incomingTransfers }: OwnerItems): Promise<IncomingTransferView[]> {
  const views = await Promise.all(
    incomingTransfers.map(async (transfer): Promise<IncomingTransferView | undefined> => {
      const found = await getLicenceWithLinks(transfer.licenceId);
      // Only transfers still open for the licence's current key and addressed to the caller.
      if (!found?.transfer || found.transfer.toEmail !== email.toLowerCase()) return undefined;
      return {
        licenceId: transfer.licenceId,
        fromEmail: transfer.fromEmail,
        requestedAt: transfer.requestedAt,
        productTitle: found.licence.productTitle,
        aircraftType: found.licence.aircraftType,
      };
    }),
  );
  return views.filter((view): view is IncomingTransferView => view !== undefined);
}
