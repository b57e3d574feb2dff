import { normaliseEmail } from '../../domain/email';
import { billingIntervalOf } from '../../contract/billing-interval';
import type { PaidItem, SubscriptionChange } from '../../domain/licences/payment-events';
import type { PaymentPorts } from './ports';
import { settlePendingRenewals } from '../ledger/renewals';
import { syncSeats } from './seats';
import { alignSubscription } from './subscription-alignment';
import type { SubscriptionRecord } from '../../adapters/store/subscriptions';

/**
 * Keeps the newest state of a subscription (Paddle delivers out of order; `occurred_at` decides) and brings a
 * trainer subscription's seats in line with it: a new quantity adds or revokes seats, a new period re-issues their
 * keys.
 */
export async function applySubscriptionChange(
  ports: PaymentPorts,
  change: SubscriptionChange,
  occurredAt: string,
): Promise<void> {
  const { store } = ports;
  // The shop's own subscriptions carry their buyer, and the write keeps an owner already stored (an operator's address
  // correction, ADR 403): nothing needs reading first.
  const known = change.customData ? undefined : await store.getSubscription(change.subscriptionId);
  const sold = change.customData !== null || change.items.some((item) => ports.priceIndex.has(item.priceId));
  if (!known && !sold) {
    // Another product in the same Paddle account (ADR 244): not stored, not shown, never acted on.
    ports.log.debug('Subscription the shop did not sell: ignored', { subscriptionId: change.subscriptionId });
    return;
  }
  // Once known, its owner stays who the shop knows: an operator's address correction (ADR 403) moved it.
  const ownerEmail =
    known?.ownerEmail ??
    (change.customData ? normaliseEmail(change.customData.buyerEmail) : undefined) ??
    (await ownerFromPaddle(ports, change));
  // Only subscription.created names its purchase, whose payment opened it: its first period is paid (ADR 360).
  const paidThrough =
    change.transactionId && change.status === 'active' && change.currentPeriod
      ? change.currentPeriod.endsAt
      : undefined;
  const stored = await store.storeSubscriptionState(
    {
      subscriptionId: change.subscriptionId,
      status: change.status,
      ownerEmail,
      customerId: change.customerId,
      productSlug: change.customData?.slug ?? null,
      transactionId: change.transactionId,
      priceIds: change.items.map((item) => item.priceId),
      ...charges(ports, change.items),
      currentPeriodStart: change.currentPeriod?.startsAt ?? null,
      currentPeriodEnd: change.currentPeriod?.endsAt ?? null,
      nextBilledAt: change.nextBilledAt,
      canceledAt: change.canceledAt,
      pausedAt: change.pausedAt ?? null,
      scheduledChange: change.scheduledChange,
      lastEventAt: occurredAt,
    },
    paidThrough,
  );
  if (!stored) {
    ports.log.debug('Older subscription event ignored', { subscriptionId: change.subscriptionId, occurredAt });
    // Only subscription.created names its purchase; an older one arriving after a newer state still says it.
    if (change.transactionId) await store.setSubscriptionOrigin(change.subscriptionId, change.transactionId);
  }
  // Only subscription.created names its purchase: renewals paid before it now get their entries (ADR 401).
  if (change.transactionId) await settlePendingRenewals(ports, change.subscriptionId, stored?.pendingRenewals);
  await syncSeats(ports, change.subscriptionId, occurredAt, null, stored);
  if (stored?.alignmentPendingAt && stored.status !== 'past_due') await realign(ports, stored);
}

/**
 * A subscription marked as not in line with what it renews (ADR 407) is aligned again by its next event Paddle would
 * take a change in: collected or given up after being past due, resumed, or changed. A refusal leaves the mark for
 * the reconciliation; the event itself is done.
 */
async function realign(ports: PaymentPorts, subscription: SubscriptionRecord): Promise<void> {
  try {
    await alignSubscription(ports, subscription, { realignedSince: subscription.alignmentPendingSince });
  } catch {
    // Logged and marked by alignSubscription; the reconciliation tries again.
  }
}

async function ownerFromPaddle(ports: PaymentPorts, change: SubscriptionChange): Promise<string> {
  if (!change.customerId) throw new Error(`Subscription ${change.subscriptionId} names neither a buyer nor a customer`);
  return normaliseEmail(await ports.paddle.customerEmail(change.customerId));
}

/** Units and what each renewal charges, from the catalogue (prices the shop does not sell count for nothing). */
function charges(ports: PaymentPorts, items: readonly PaidItem[]) {
  const priced = items.flatMap((line) => {
    const item = ports.priceIndex.get(line.priceId)?.item;
    return item ? [{ line, item }] : [];
  });
  const interval =
    priced.map(({ item }) => billingIntervalOf(item.frequency)).find((candidate) => candidate !== null) ?? null;
  return {
    quantity: priced.reduce((total, { line }) => total + line.quantity, 0),
    recurringAmountCents: priced.reduce((total, { line, item }) => total + item.amountCents * line.quantity, 0),
    billingInterval: interval,
  };
}
