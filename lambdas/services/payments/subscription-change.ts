import { normaliseEmail } from '../../domain/email';
import { findProduct } from '../../domain/catalogue';
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
  const stored = await store.storeSubscriptionState(
    stateOf(ports, change, occurredAt, ownerEmail),
    paidThroughOf(change),
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
 * A change of a subscription whose state is all it changes, stored with its event's marker in one write (ADR 538):
 * one the shop sold by its own checkout (the event carries the buyer, so nothing is read first) of a product without
 * seats, while no renewal waits on it and no alignment is pending (the write's conditions). Answers false when the
 * change is not such a one, or the write's conditions did not hold (an older event, a duplicate): nothing was
 * written, and `applySubscriptionChange` then takes it the whole way.
 */
export async function storeChangeWithMarker(
  ports: PaymentPorts,
  change: SubscriptionChange,
  occurredAt: string,
  event: { eventId: string; eventType: string },
): Promise<boolean> {
  const slug = change.customData?.slug;
  const family = slug ? findProduct(slug)?.family : undefined;
  if (!change.customData || family === undefined || family === 'fms-trainer') return false;
  return ports.store.storeSubscriptionStateMarked(
    stateOf(ports, change, occurredAt, normaliseEmail(change.customData.buyerEmail)),
    paidThroughOf(change),
    event,
  );
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

/** Only subscription.created names its purchase, whose payment opened it: its first period is paid (ADR 360). */
function paidThroughOf(change: SubscriptionChange): string | undefined {
  return change.transactionId && change.status === 'active' && change.currentPeriod
    ? change.currentPeriod.endsAt
    : undefined;
}

/** The subscription's state as the event says it, owned by `ownerEmail`. */
function stateOf(
  ports: PaymentPorts,
  change: SubscriptionChange,
  occurredAt: string,
  ownerEmail: string,
): SubscriptionRecord {
  return {
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
  };
}
