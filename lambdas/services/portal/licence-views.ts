import { normaliseEmail } from '../../domain/email';
import { findProduct } from '../../domain/catalogue';
import type { LicenceStanding } from '../../domain/ledger/standing';
import { keyVersionOf, openTransfer } from '../../domain/licences/transfer-rules';
import type { PortalRecords, readPortalRecords } from '../../adapters/licence-views';
import type { LicenceLinks, TransferRecord } from '../../adapters/portal-store';
import { supportedLicences } from '../../domain/licences/supported-licences';
import type { LicenceRecord } from '../../adapters/store/licences';
import type { SubscriptionRecord } from '../../adapters/store/subscriptions';
import type {
  IncomingTransferView,
  LicenceView,
  RenewalCharge,
  SubscriptionView,
  SupportedLicence,
} from '../../contract/portal-views';
import type { SubscriptionCoverage } from '../ledger/coverage';
import { standingOfLicence, subscriptionsToRead } from '../ledger/standing';
import { resumeRefusal } from './subscription-actions';

/**
 * What the licence portal shows a signed-in buyer, built from the items their verified e-mail owns. Every licence's
 * support, seat state, payer and catch-up months come from its ledger (`standingOfLicence`): after a transfer the new
 * owner sees what the ledger says was paid for the licence, by whom, and what renews it.
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

export type PortalRead = typeof readPortalRecords;

/**
 * The portal's views from the given licences and ONE batched read (ADR 111): the open transfer of each licence, the
 * subscriptions their ledgers name that are not in hand (seats of one subscription share it: it is read once), and,
 * for each transfer offered to the caller, its licence and transfer item to check it is still open.
 */
export async function portalViews(
  read: PortalRead,
  email: string,
  items: PortalItems,
  now = new Date(),
): Promise<PortalViews> {
  const owner = normaliseEmail(email);
  // The index is eventually consistent: a licence that has just moved away is not the caller's any more.
  const licences = items.licences.filter((licence) => licence.ownerEmail === owner);
  const held = new Map((items.subscriptions ?? []).map((subscription) => [subscription.subscriptionId, subscription]));
  const incoming = items.incomingTransfers ?? [];
  const records = await read({
    licenceIds: licences.map((licence) => licence.licenceId),
    subscriptionIds: [...new Set(licences.flatMap(subscriptionsToRead))].filter((id) => !held.has(id)),
    offeredLicenceIds: incoming.map((transfer) => transfer.licenceId),
  });
  const subscription = (id: string) => held.get(id) ?? records.subscriptions.get(id);
  const transferOf = (licence: LicenceRecord) => openTransfer(licence, records.transfers.get(licence.licenceId));

  return {
    licences: licences.map((licence) =>
      licenceView(licence, standingOfLicence(licence, subscription, now), transferOf(licence)),
    ),
    incomingTransfers: incomingViews(incoming, records, owner, transferOf),
  };
}

function incomingViews(
  incoming: readonly TransferRecord[],
  records: PortalRecords,
  owner: string,
  transferOf: (licence: LicenceRecord) => TransferRecord | undefined,
): IncomingTransferView[] {
  return incoming.flatMap((transfer): IncomingTransferView[] => {
    const licence = records.offeredLicences.get(transfer.licenceId);
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
  });
}

/** A licence as the portal shows it: its record, and what its ledger says it has. */
export function licenceView(
  licence: LicenceRecord,
  standing: LicenceStanding,
  transfer: TransferRecord | undefined,
): LicenceView {
  const { support } = standing;
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
    // A seat whose paid time and grace are over, or whose subscription stopped, is what key status says: expired.
    status: licence.status === 'revoked' ? 'revoked' : standing.usable ? 'active' : 'expired',
    support,
    supportPaidBy: PAID_BY[standing.payer ?? 'none'],
    // Offered until support renews by itself again: also while the period the reversed dispute paid still runs.
    supportRestart:
      licence.kind === 'suite' &&
      !!licence.supportRestartOfferedAt &&
      !(support.state === 'active' && support.autoRenewing) &&
      support.state !== 'payment-due',
    catchUpMonths: standing.catchUpMonths,
    seatPeriod: licence.period,
    pendingTransfer: transfer
      ? { toEmail: transfer.toEmail, requestedAt: transfer.requestedAt, status: transfer.status }
      : null,
  };
}

const PAID_BY: Record<NonNullable<LicenceStanding['payer']> | 'none', LicenceView['supportPaidBy']> = {
  owner: 'you',
  'previous-owner': 'previous-owner',
  'someone-else': 'someone-else',
  none: null,
};

export function subscriptionView(
  subscription: SubscriptionRecord,
  supports: readonly SupportedLicence[] = [],
  nextCharge: RenewalCharge | null = null,
  /** Why a resume would be refused by the licences' ledgers (`resumeRefusal`'s sentence); null when it would not. */
  resumeRefused: string | null = null,
): SubscriptionView {
  const product = subscription.productSlug ? findProduct(subscription.productSlug) : undefined;
  const kind = kindOf(subscription);
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
    nextCharge,
    cancelsAt,
    canceledAt: subscription.canceledAt,
    cancellable: subscription.status !== 'canceled' && cancelsAt === null,
    resumable: subscription.status !== 'canceled' && cancelsAt !== null && resumeRefused === null,
    resumeRefused: subscription.status !== 'canceled' && cancelsAt !== null ? resumeRefused : null,
    licenceIds: supports.map((supported) => supported.licenceId),
    supports,
  };
}

function kindOf(subscription: SubscriptionRecord): SubscriptionView['kind'] {
  const product = subscription.productSlug ? findProduct(subscription.productSlug) : undefined;
  return !product ? 'other' : product.family === 'fms-trainer' ? 'trainer' : 'support';
}

/** Running and not set to end: its next charge renews what it pays for. */
const renewsAgain = (subscription: SubscriptionRecord) =>
  (subscription.status === 'active' || subscription.status === 'trialing') &&
  subscription.scheduledChange?.action !== 'cancel';

/**
 * What each of the caller's subscriptions paid and renews (ADR 408). A support subscription: each of the caller's
 * active licences linked to it (the index of links, ADR 150) that its ledger says it paid time of, renewing only where
 * the ledger's one renewing source is this subscription and renews (`standingOfLicence`), with the end of the last
 * period it paid — a subscription set to end, or replaced by an extension, is "paid until", never "renews". A trainer
 * subscription: the seats it pays for, by the links (a seat has no other payer), renewing while it does.
 */
export function subscriptionSupports(
  owner: string,
  subscriptions: readonly SubscriptionRecord[],
  linked: (subscriptionId: string) => readonly string[],
  /** The licences linked to support subscriptions, whole (with their ledgers). */
  licences: readonly LicenceRecord[],
  now = new Date(),
): (subscriptionId: string) => SupportedLicence[] {
  const byId = new Map(subscriptions.map((subscription) => [subscription.subscriptionId, subscription]));
  const standings = new Map(
    licences
      .filter((licence) => licence.status === 'active' && licence.ownerEmail === normaliseEmail(owner))
      .map((licence) => [licence.licenceId, standingOfLicence(licence, (id) => byId.get(id), now)]),
  );
  return (subscriptionId) => {
    const subscription = byId.get(subscriptionId);
    if (!subscription || kindOf(subscription) !== 'support')
      return linked(subscriptionId).map((licenceId) => ({
        licenceId,
        renews: !!subscription && renewsAgain(subscription),
        paidUntil: null,
      }));
    return linked(subscriptionId).flatMap((licenceId) => {
      const standing = standings.get(licenceId);
      const own = (standing?.entries ?? []).filter(
        (entry) => entry.state === 'paid' && entry.subscriptionId === subscriptionId,
      );
      if (!standing || own.length === 0) return [];
      const paidUntil = own.reduce(
        (end, entry) => (Date.parse(entry.until) > Date.parse(end) ? entry.until : end),
        own[0]!.until,
      );
      const renews = standing.renewal?.subscriptionId === subscriptionId && standing.renewal.renews;
      return [{ licenceId, renews, paidUntil }];
    });
  };
}

/** What `readSubscriptionSupports` reads: the owner's subscriptions and licence links, and licences whole. */
export interface SubscriptionSupportReads {
  ownerSubscriptions(email: string): Promise<SubscriptionRecord[]>;
  ownerLicenceLinks(email: string): Promise<LicenceLinks[]>;
  getLicences(licenceIds: readonly string[]): Promise<LicenceRecord[]>;
}

/**
 * The caller's subscriptions and what each paid and renews (`subscriptionSupports`): their subscriptions and the
 * links of their licences (two Queries side by side, ADR 150), then the licences linked to a support subscription
 * whole, for their ledgers (one batched read; a trainer's seats are not read).
 */
export async function readSubscriptionSupports(
  email: string,
  reads: SubscriptionSupportReads,
  now = new Date(),
): Promise<{ subscriptions: SubscriptionRecord[]; supportsOf: (subscriptionId: string) => SupportedLicence[] }> {
  const [subscriptions, links] = await Promise.all([reads.ownerSubscriptions(email), reads.ownerLicenceLinks(email)]);
  const linked = supportedLicences(links);
  const supported = subscriptions
    .filter((subscription) => kindOf(subscription) === 'support')
    .flatMap((subscription) => linked(subscription.subscriptionId));
  const licences = supported.length > 0 ? await reads.getLicences([...new Set(supported)]) : [];
  return { subscriptions, supportsOf: subscriptionSupports(email, subscriptions, linked, licences, now) };
}

/**
 * The caller's subscriptions as `/subscriptions` shows them: each with the next charge as Paddle states it, VAT
 * included, asked only for a subscription that will bill again. Paddle's silence or refusal leaves the page with the
 * net price (its `amountCents`, said as net), never without the page.
 */
export async function subscriptionViews(
  subscriptions: readonly SubscriptionRecord[],
  supportsOf: (subscriptionId: string) => readonly SupportedLicence[],
  ports: {
    nextCharge(subscriptionId: string): Promise<RenewalCharge | null>;
    /** What a subscription set to end pays for, by its licences' ledgers: read only for those. */
    coverage(subscription: SubscriptionRecord): Promise<SubscriptionCoverage | undefined>;
    logWarning(message: string, error: unknown): void;
  },
): Promise<SubscriptionView[]> {
  return Promise.all(
    subscriptions.map(async (subscription) => {
      const billsAgain =
        subscription.status !== 'canceled' &&
        subscription.nextBilledAt !== null &&
        subscription.scheduledChange?.action !== 'cancel';
      const nextCharge = billsAgain
        ? await ports.nextCharge(subscription.subscriptionId).catch((error: unknown) => {
            ports.logWarning('Paddle did not say what the next renewal charges', error);
            return null;
          })
        : null;
      // Resume is offered only where it would renew something (ADRs 401, 405); asked of a subscription set to end.
      const setToEnd = subscription.status !== 'canceled' && subscription.scheduledChange?.action === 'cancel';
      const refused = setToEnd ? (resumeRefusal(await ports.coverage(subscription))?.message ?? null) : null;
      return subscriptionView(subscription, supportsOf(subscription.subscriptionId), nextCharge, refused);
    }),
  );
}
