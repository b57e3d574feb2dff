import { findProduct, Frequency } from '../../domain/catalogue';
import { decideIssuance, isPurchase } from '../../domain/licences/issuance';
import type { CompletedTransaction } from '../../domain/licences/payment-events';
import { orderPaidMailKey } from '../mail/mail-service';
import { issue } from './licence-keys';
import type { PaymentPorts } from './ports';
import { syncSeats } from './seats';
import { applyTakebacks } from './takebacks';

/** `duplicate`: the event was processed before; `stored`: another delivery stored everything this one would. */
export type ApplyOutcome = 'issued' | 'renewed' | 'nothing' | 'duplicate' | 'stored';

/**
 * Applies a completed Paddle transaction (DESIGN.md §7), idempotently: the webhook calls it for
 * `transaction.completed`, the reconciliation for any completed transaction the shop has not recorded. Applying
 * it again, or after a part-way failure, ends in the same licences.
 *
 * A purchase (origin `web`/`api`) issues its licences, unless it was fully refunded first; refunds that arrived
 * before it are applied after. A renewal keeps its trainer seats' keys current. Anything else a subscription does
 * (card update, quantity change, one-off charge) issues nothing: the subscription's own events carry its state.
 *
 * A purchase reads its event marker (`eventId`, from the webhook), order, mail claim and licences in one call and
 * writes only what is missing (ADR 102): a repeated delivery, or another notice of a purchase stored whole, costs one
 * read.
 */
export async function applyCompletedTransaction(
  ports: PaymentPorts,
  transaction: CompletedTransaction,
  eventId?: string,
): Promise<ApplyOutcome> {
  const { store, log } = ports;
  const context = { transactionId: transaction.transactionId, origin: transaction.origin };
  if (!isPurchase(transaction.origin)) {
    if (transaction.origin === 'subscription_recurring' && transaction.subscriptionId) {
      await syncSeats(ports, transaction.subscriptionId, transaction.paidAt, transaction.billingPeriod?.endsAt ?? null);
      return 'renewed';
    }
    log.info('Subscription transaction issues nothing', context);
    return 'nothing';
  }
  // A purchase that issues nothing still answers a repeated delivery as a duplicate (and logs it once).
  const seenBefore = async () => eventId !== undefined && (await store.hasProcessedEvent(eventId));
  if (!transaction.customData) {
    if (await seenBefore()) return 'duplicate';
    log.error('Paid transaction without SkyDeck custom data: nothing issued', context);
    return 'nothing';
  }
  const decision = decideIssuance(
    { ...transaction, customData: transaction.customData, subscriptionId: transaction.subscriptionId },
    ports.priceIndex,
  );
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
  });
  if (known.eventProcessed) return 'duplicate';
  const { order } = known;
  if (order?.status === 'refunded') {
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
  await issue(
    ports,
    missing.map((grant) => (grant.kind === 'trainer-seat' ? { ...grant, paidUntil } : grant)),
  );
  if (decision.supportExtension) {
    await store.linkSupportExtension({
      ...decision.supportExtension,
      transactionId: transaction.transactionId,
      at: transaction.paidAt,
    });
  }
  const { takebacksDue } = await store.markOrderPaid({
    transactionId: transaction.transactionId,
    request: transaction.customData,
    paidAt: transaction.paidAt,
    licenceIds,
    lines: transaction.lines,
    subscriptionId: transaction.subscriptionId,
    customerId: transaction.customerId,
    totalCents: order?.totalCents ?? transaction.totalCents ?? 0,
  });
  if (transaction.subscriptionId) {
    await store.setSubscriptionOrigin(transaction.subscriptionId, transaction.transactionId);
    await syncSeats(ports, transaction.subscriptionId, transaction.paidAt, paidUntil);
  }
  if (takebacksDue) await applyTakebacks(ports, transaction.transactionId, transaction.paidAt);
  if (known.mailClaimed) return 'issued';
  // The keys as stored (a redelivery signs afresh, only the first write counts). A mail that cannot be sent fails
  // the event, so Paddle delivers it again; the mail service sends each order's mail once.
  const issued = await store.getLicences(licenceIds);
  await ports.mail.sendOrderConfirmation({
    transactionId: transaction.transactionId,
    buyerEmail: transaction.customData.buyerEmail.toLowerCase(),
    productTitle: findProduct(transaction.customData.slug)?.title ?? transaction.customData.slug,
    totalCents: order?.totalCents ?? transaction.totalCents ?? 0,
    licences: issued.filter((licence) => licence.status === 'active'),
    extendedLicenceId: decision.supportExtension?.licenceId ?? null,
  });
  return 'issued';
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
