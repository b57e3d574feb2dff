import { normaliseEmail } from '../domain/email';
import { findProduct } from '../domain/catalogue';
import { licenceSubscriptionIds } from '../domain/licences/supported-licences';
import { catchUpMonths, supportStatus, toSupportState } from '../domain/licences/support-status';
import { keyVersionOf, openTransfer } from '../domain/licences/transfer-rules';
import { transferKey, type TransferRecord } from './portal-store';
import { keys } from './store/keys';
import { getItems, itemKey, type TableKey } from './store/table';
import type { LicenceRecord } from './store/licences';
import { isSubscriptionState, type SubscriptionRecord } from './store/subscriptions';
import type { IncomingTransferView, LicenceView, SubscriptionView } from '../contract/portal-views';

/**
 * What the licence portal shows a signed-in buyer, built from the items their verified e-mail owns. Support status
 * follows the licence's support subscriptions, read by id: after a transfer the new owner sees the support of the
 * licence, while its Paddle subscription stays with (and is billed to) the buyer who opened it.
 */
export interface PortalViews {
  readonly licences: LicenceView[];
  readonly incomingTransfers: IncomingTransferView[];
}

/** What the views are built from: licences (a page of them), and what the caller already has in hand. */
export interface PortalItems {
  readonly licences: readonly LicenceRecord[];
  /** Subscriptions already read (the caller's own, say): not read again. */
  readonly subscriptions?: readonly SubscriptionRecord[];
  /** Transfers offered to the caller, to be checked still open and shown. */
  readonly incomingTransfers?: readonly TransferRecord[];
}

/**
 * The portal's views from the given licences and ONE batched read: the open transfer of each licence, their
 * support subscriptions not already in hand (seats of one subscription share it: it is read once), and, for each
 * transfer offered to the caller, its licence and transfer item to check it is still open. So a page of licences
 * costs one round trip whatever the owner holds besides.
 */
export async function portalViews(email: string, items: PortalItems, now = new Date()): Promise<PortalViews> {
  const owner = normaliseEmail(email);
  // The index is eventually consistent: a licence that has just moved away is not the caller's any more.
  const licences = items.licences.filter((licence) => licence.ownerEmail === owner);
  const held = new Map((items.subscriptions ?? []).map((subscription) => [subscription.subscriptionId, subscription]));
  const incoming = items.incomingTransfers ?? [];
  const wanted: TableKey[] = [
    ...licences.map((licence) => transferKey(licence.licenceId)),
    ...licences
      .flatMap(licenceSubscriptionIds)
      .filter((id) => !held.has(id))
      .map((id) => keys.subscription(id)),
    ...incoming.flatMap((transfer) => [keys.licence(transfer.licenceId), transferKey(transfer.licenceId)]),
  ];
  const read = wanted.length > 0 ? await getItems<Record<string, unknown> & TableKey>(wanted) : [];
  const found = new Map(read.map((item) => [itemKey(item), item]));
  const subscription = (id: string) => {
    const item = held.get(id) ?? found.get(itemKey(keys.subscription(id)));
    return isSubscriptionState(item) ? item : undefined;
  };
  const transferOf = (licence: LicenceRecord) =>
    openTransfer(licence, found.get(itemKey(transferKey(licence.licenceId))) as TransferRecord | undefined);

  return {
    licences: licences.map((licence) => {
      const support = supportStatus(
        licenceSubscriptionIds(licence).flatMap((id) => {
          const record = subscription(id);
          return record ? [toSupportState(record, licence)] : [];
        }),
        now,
      );
      const payer = support.state === 'none' ? undefined : subscription(support.subscriptionId)?.ownerEmail;
      return {
        ...licenceView(licence, support, transferOf(licence), now),
        supportPaidBy: payer === undefined ? null : payer === owner ? 'you' : 'previous-owner',
      };
    }),
    incomingTransfers: incoming.flatMap((transfer): IncomingTransferView[] => {
      const licence = found.get(itemKey(keys.licence(transfer.licenceId))) as LicenceRecord | undefined;
      const open = licence ? transferOf(licence) : undefined;
      // Only transfers still open for the licence's current key and addressed to the caller.
      if (!licence || !open || open.toEmail !== owner) return [];
      return [
        {
          licenceId: transfer.licenceId,
          fromEmail: transfer.fromEmail,
          requestedAt: transfer.requestedAt,
          productTitle: licence.productTitle,
          aircraftType: licence.aircraftType,
        },
      ];
    }),
  };
}

function licenceView(
  licence: LicenceRecord,
  support: ReturnType<typeof supportStatus>,
  transfer: TransferRecord | undefined,
  now: Date,
): Omit<LicenceView, 'supportPaidBy'> {
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
    // Offered until support renews by itself again: also while the period the reversed dispute paid still runs.
    supportRestart:
      licence.kind === 'suite' &&
      !!licence.supportRestartOfferedAt &&
      !(support.state === 'active' && support.autoRenewing) &&
      support.state !== 'payment-due',
    catchUpMonths: licence.kind === 'suite' ? catchUpMonths(support, now) : 0,
    seatPeriod: licence.period,
    pendingTransfer: transfer
      ? { toEmail: transfer.toEmail, requestedAt: transfer.requestedAt, status: transfer.status }
      : null,
  };
}

export function subscriptionView(
  subscription: SubscriptionRecord,
  licenceIds: readonly string[] = [],
): SubscriptionView {
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
