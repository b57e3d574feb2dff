import { normaliseEmail } from '../../domain/email';
import { findProduct, Frequency } from '../../domain/catalogue';
import { decideIssuance, isPurchase, unitOf } from '../../domain/licences/issuance';
import { priceBasket } from '../../domain/pricing';
import type { CompletedTransaction } from '../../domain/licences/payment-events';
import type { LicenceRecord } from '../../adapters/store/licences';
import type { OrderRecord, PaidOrder } from '../../adapters/store/orders';
import { ORDER_PAID_KIND, orderPaidMailKey, type PaidOrder as MailedOrder } from '../mail/mail-service';
import { withPurchaseEntry } from '../../domain/ledger/events';
import { recordRenewal, settlePendingRenewals, type PurchaseRead } from '../ledger/renewals';
import { issue, signGrants } from './licence-keys';
import type { PaymentPorts } from './ports';
import { syncSeats } from './seats';
import { refundUnitsNotRenewed } from './subscription-alignment';
import { extendFromCurrentEnd } from './support-extension';
import { applyTakebacks, cancelNow } from './takebacks';

/**
 * `duplicate`: the event was processed before; `stored`: another delivery stored everything this one would;
 * `recorded`: issued, and the event marked processed in the same write (ADR 155).
 */
export type ApplyOutcome = 'issued' | 'recorded' | 'renewed' | 'nothing' | 'duplicate' | 'stored';

/**
 * Applies a completed Paddle transaction (docs/product/licences.md), idempotently: the webhook calls it for
 * `transaction.completed`, the reconciliation for any completed transaction the shop has not recorded. Applying
 * it again, or after a part-way failure, ends in the same licences.
 *
 * A purchase (origin `web`/`api`) issues its licences, unless it was fully refunded first; refunds that arrived
 * before it are applied after. A renewal keeps its trainer seats' keys current. Anything else a subscription does
 * (card update, quantity change, one-off charge) issues nothing: the subscription's own events carry its state.
 *
 * A purchase reads its event marker (`eventId`, from the webhook), order, mail claim and licences in one call and
 * writes only what is missing (ADR 102): a repeated delivery, or another notice of a purchase stored whole, costs one
 * read. The first delivery of a purchase of at most 96 licences that extends no support writes it in one transaction
 * with its event marker, mail claim and its subscription's origin and paid end (ADR 155, ADR 520); when another
 * delivery, an adjustment or a renewal got there first, nothing is written and the purchase takes the path above.
 */
export async function applyCompletedTransaction(
  ports: PaymentPorts,
  transaction: CompletedTransaction,
  eventId?: string,
  allowOneWrite = true,
): Promise<ApplyOutcome> {
  const { store, log } = ports;
  const context = { transactionId: transaction.transactionId, origin: transaction.origin };
  if (!isPurchase(transaction.origin)) {
    const { transactionId, subscriptionId, billingPeriod, lines, paidAt, charged } = transaction;
    if (transaction.origin === 'subscription_recurring' && subscriptionId) {
      // Its event marker is read with its subscription (`readsEventMarker`), which is read once and passed on.
      const { subscription: known, eventProcessed } = await store.readSubscription(subscriptionId, { eventId });
      if (eventProcessed) return 'duplicate';
      // Recorded before any subscription event of it too (ADR 362), but never for what the shop did not sell (ADR 244).
      const sold = known !== undefined || lines.some((line) => ports.priceIndex.has(line.priceId));
      let read: PurchaseRead | undefined;
      // Whether an adjustment of it may have come first: only a renewal written on condition that none had skips
      // reading them (ADR 536); any later one finds the renewal and applies itself.
      let takebacksDue = true;
      // How many licences it wrote a period of, once its purchase is known.
      let renewedCount: number | undefined;
      // Kept first, so a refund of this renewal finds what it paid for whichever arrives first (ADR 071), with the
      // period it paid for each licence it renews (ADR 401) and the paid end it moves (ADR 360), in one write.
      if (billingPeriod) {
        const renewal = {
          transactionId,
          subscriptionId,
          period: billingPeriod,
          lines,
          paidAt,
          charged: charged ?? null,
          // Whose the subscription is (an address correction moves it, ADR 403); else the custom data Paddle copies.
          buyerEmail: known?.ownerEmail ?? transaction.customData?.buyerEmail ?? null,
        };
        if (!sold) await store.putRenewal(renewal);
        else {
          const recorded = await recordRenewal(ports, renewal, {
            subscription: known,
            paidThrough: billingPeriod.endsAt,
            checkAdjustments: true,
          });
          read = recorded.read;
          takebacksDue = recorded.takebacksDue;
          // A renewal waiting on its purchase wrote no paid end with it.
          if (recorded.outcome === 'pending') await store.recordPaidThrough(subscriptionId, billingPeriod.endsAt);
          else renewedCount = recorded.renewed;
        }
      }
      await syncSeats(ports, subscriptionId, paidAt, billingPeriod?.endsAt ?? null, known, read);
      if (billingPeriod && takebacksDue) await applyTakebacks(ports, transactionId, paidAt);
      // Units billed before a past-due subscription could be lowered renew nothing: paid back, last (ADR 426).
      if (billingPeriod && renewedCount !== undefined)
        await refundUnitsNotRenewed(ports, { transactionId, lines, period: billingPeriod }, known, renewedCount);
      return 'renewed';
    }
    if (
      (transaction.origin === 'subscription_update' || transaction.origin === 'subscription_charge') &&
      subscriptionId
    ) {
      // Kept so a refund of it takes back only what it added, whichever arrives first (ADR 242).
      const period = billingPeriod ?? { startsAt: paidAt, endsAt: paidAt };
      await store.putRenewal({ transactionId, subscriptionId, period, lines, paidAt, origin: transaction.origin });
      await applyTakebacks(ports, transactionId, paidAt);
      return 'nothing';
    }
    log.debug('Subscription transaction issues nothing', context);
    return 'nothing';
  }
  // A purchase that issues nothing still answers a repeated delivery as a duplicate (and logs it once).
  const seenBefore = async () => eventId !== undefined && (await store.hasProcessedEvent(eventId));
  if (!transaction.customData) {
    if (await seenBefore()) return 'duplicate';
    log.error('Paid transaction without SkyDeck custom data: nothing issued', context);
    return 'nothing';
  }
  const purchase: Purchase = { ...transaction, customData: transaction.customData };
  const decision = decideIssuance({ ...purchase, subscriptionId: transaction.subscriptionId }, ports.priceIndex);
  if (decision.outcome === 'nothing') {
    if (await seenBefore()) return 'duplicate';
    log.error('Paid transaction issues nothing', { ...context, reason: decision.reason });
    return 'nothing';
  }
  const licenceIds = decision.licences.map((licence) => licence.licenceId);
  const known = await store.readPurchase({
    eventId,
    transactionId: transaction.transactionId,
    licenceIds,
    mailKey: orderPaidMailKey(transaction.transactionId),
    // The order mail's suppression check, in the same read (ADR 536).
    recipient: normaliseEmail(purchase.customData.buyerEmail),
  });
  if (known.eventProcessed) return 'duplicate';
  const { order } = known;
  if (order?.status === 'refunded') {
    // The refund could not tell this was the shop's purchase (ADR 244); its subscription ends now.
    if (transaction.subscriptionId) await cancelNow(ports, transaction.subscriptionId);
    log.warn('Payment arrived after its full refund: nothing issued', context);
    return 'nothing';
  }
  const existing = new Set(known.licences.map((licence) => licence.licenceId));
  const missing = decision.licences.filter((grant) => !existing.has(grant.licenceId));
  // Everything an earlier delivery stores is there, and no adjustment came since (it would have marked the order).
  // Subscriptions and support extensions always take the whole path: their state lives in other items.
  const complete =
    order?.status === 'paid' &&
    !order.hasAdjustments &&
    missing.length === 0 &&
    known.mailClaimed &&
    !transaction.subscriptionId &&
    !decision.supportExtension;
  if (complete) return 'stored';

  const paidUntil = await seatPaidUntil(ports, transaction);
  const grants = missing.map((grant) =>
    withPurchaseEntry(grant.kind === 'trainer-seat' ? { ...grant, paidUntil } : grant, transaction),
  );
  const firstDelivery =
    order?.status !== 'paid' &&
    !order?.hasAdjustments &&
    missing.length === licenceIds.length &&
    !known.mailClaimed &&
    !decision.supportExtension &&
    licenceIds.length <= store.LICENCES_PER_PURCHASE_TRANSACTION;
  if (allowOneWrite && eventId !== undefined && firstDelivery) {
    const licences = await signGrants(ports, grants);
    const mailKey = orderPaidMailKey(transaction.transactionId);
    const stored = await store.storeNewPurchase({
      eventId,
      eventType: 'transaction.completed',
      order: paidOrder(purchase, order, licenceIds),
      licences,
      mail: { key: mailKey, kind: ORDER_PAID_KIND },
      ...(transaction.subscriptionId
        ? {
            subscription: {
              subscriptionId: transaction.subscriptionId,
              paidThrough: transaction.billingPeriod?.endsAt ?? null,
            },
          }
        : {}),
    });
    // Another delivery, an adjustment or a waiting renewal came first; nothing was written: take the path above.
    if (!stored) return applyCompletedTransaction(ports, transaction, eventId, false);
    // No renewal waited on the subscription (the write's condition); a trainer's seats follow its newest state, read
    // after the write. The order and seats are as the write left them: the sync reads them no more.
    if (transaction.subscriptionId && findProduct(purchase.customData.slug)?.family === 'fms-trainer') {
      const written = { ...order, ...paidOrder(purchase, order, licenceIds), status: 'paid' as const };
      await syncSeats(ports, transaction.subscriptionId, transaction.paidAt, paidUntil, undefined, {
        order: {
          ...written,
          request: order?.request ?? purchase.customData,
          createdAt: order?.createdAt ?? purchase.paidAt,
        },
        asked: licenceIds,
        licences,
      });
    }
    try {
      await ports.mail.sendClaimedOrderConfirmation(orderMail(purchase, order, licences, decision), known.recipient);
    } catch (error) {
      // The purchase stays stored; without the claims, Paddle's retry finds the mail unsent and sends it.
      await store.releasePurchaseClaims({ eventId, mailKey });
      throw error;
    }
    return 'recorded';
  }
  await issue(ports, grants);
  let supportUntil: string | null = null;
  if (decision.supportExtension) {
    supportUntil = await extendFromCurrentEnd(ports, decision.supportExtension, transaction);
  }
  const { takebacksDue, refunded } = await store.markOrderPaid(paidOrder(purchase, order, licenceIds));
  if (refunded) {
    // The refund came while these licences were being written: they are taken back, and no mail offers them.
    await applyTakebacks(ports, transaction.transactionId, transaction.paidAt);
    log.warn('Payment arrived during its full refund: its licences revoked', context);
    return 'nothing';
  }
  if (transaction.subscriptionId) {
    await store.setSubscriptionOrigin(transaction.subscriptionId, transaction.transactionId);
    if (transaction.billingPeriod)
      await store.recordPaidThrough(transaction.subscriptionId, transaction.billingPeriod.endsAt);
    // Renewals paid before this purchase was known now get their licences' entries (ADR 401).
    await settlePendingRenewals(ports, transaction.subscriptionId);
    await syncSeats(ports, transaction.subscriptionId, transaction.paidAt, paidUntil);
  }
  if (takebacksDue) await applyTakebacks(ports, transaction.transactionId, transaction.paidAt);
  if (known.mailClaimed) return 'issued';
  // The keys as stored (a redelivery signs afresh, only the first write counts). A mail SES refuses waits in the
  // outbox (ADR 504); only one that can be neither sent nor queued fails the event, so Paddle delivers it again. The
  // mail service sends each order's mail once.
  const issued = await store.getLicences(licenceIds);
  try {
    await ports.mail.sendOrderConfirmation({ ...orderMail(purchase, order, issued, decision), supportUntil });
  } catch (error) {
    // A parallel delivery that found the mail claimed may have marked the event processed meanwhile (ADR 180).
    if (eventId !== undefined) await store.forgetPurchaseEvent(eventId);
    throw error;
  }
  return 'issued';
}

/**
 * Whether `applyCompletedTransaction` reads the event's marker itself, in the read it makes first (a purchase's with
 * its order and licences, ADR 102; a renewal's with its subscription), so the caller need not read it before.
 */
export function readsEventMarker(transaction: CompletedTransaction): boolean {
  return (
    isPurchase(transaction.origin) ||
    (transaction.origin === 'subscription_recurring' && transaction.subscriptionId !== null)
  );
}

type Purchase = CompletedTransaction & { customData: NonNullable<CompletedTransaction['customData']> };

function paidOrder(transaction: Purchase, order: OrderRecord | undefined, licenceIds: string[]): PaidOrder {
  return {
    transactionId: transaction.transactionId,
    request: transaction.customData,
    paidAt: transaction.paidAt,
    licenceIds,
    lines: transaction.lines,
    subscriptionId: transaction.subscriptionId,
    customerId: transaction.customerId,
    totalCents: order?.totalCents ?? transaction.totalCents ?? 0,
    charged: transaction.charged ?? null,
  };
}

function orderMail(
  transaction: Purchase,
  order: OrderRecord | undefined,
  licences: readonly LicenceRecord[],
  decision: { supportExtension?: { licenceId: string } | null },
): MailedOrder {
  return {
    transactionId: transaction.transactionId,
    buyerEmail: normaliseEmail(transaction.customData.buyerEmail),
    productTitle: findProduct(transaction.customData.slug)?.title ?? transaction.customData.slug,
    totalCents: order?.totalCents ?? transaction.totalCents ?? 0,
    charged: transaction.charged ?? order?.charged ?? null,
    language: transaction.customData.language ?? null,
    // In seat order: the store reads them back in no particular order.
    licences: licences
      .filter((licence) => licence.status === 'active')
      .sort((a, b) => unitOf(a.licenceId) - unitOf(b.licenceId)),
    extendedLicenceId: decision.supportExtension?.licenceId ?? null,
    ...orderTerms(transaction.customData),
  };
}

/** The order's lines, add-ons named, and what renews at what price, from the catalogue the checkout priced. */
function orderTerms(request: Purchase['customData']): Pick<MailedOrder, 'lines' | 'renewal'> {
  let basket;
  try {
    basket = priceBasket(request);
  } catch {
    return {};
  }
  const recurring = basket.items.filter(
    (item) => item.frequency === Frequency.Annual || item.frequency === Frequency.Monthly,
  );
  const interval = recurring[0]?.frequency === Frequency.Monthly ? 'month' : 'year';
  return {
    lines: basket.items.map((item) => ({ title: item.title, quantity: item.quantity })),
    renewal:
      recurring.length === 0
        ? null
        : {
            amountCents: recurring.reduce((total, item) => total + Math.round(item.amount * 100) * item.quantity, 0),
            interval,
            firstYearIncluded: basket.discount > 0,
          },
  };
}

/**
 * The end of the period a trainer purchase paid for: Paddle's `billing_period`, else the subscription's period if its
 * event came first, else one billing cycle from the payment.
 */
async function seatPaidUntil(ports: PaymentPorts, transaction: CompletedTransaction): Promise<string | null> {
  const product = transaction.customData ? findProduct(transaction.customData.slug) : undefined;
  if (product?.family !== 'fms-trainer') return null;
  if (transaction.billingPeriod) return transaction.billingPeriod.endsAt;
  const subscription = transaction.subscriptionId
    ? await ports.store.getSubscription(transaction.subscriptionId)
    : undefined;
  if (subscription?.currentPeriodEnd) return subscription.currentPeriodEnd;
  const end = new Date(transaction.paidAt);
  if (product.items[0]!.frequency === Frequency.Monthly) end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end.toISOString();
}
