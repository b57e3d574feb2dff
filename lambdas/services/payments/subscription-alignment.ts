import type { LicenceRecord } from '../../adapters/store/licences';
import type { SubscriptionRecord } from '../../adapters/store/subscriptions';
import { subscriptionCoverage } from '../ledger/coverage';
import { subscriptionsToRead } from '../ledger/standing';
import type { PaidLine, Period } from '../../domain/licences/payment-events';
import type { PaymentPorts, PaymentStore } from './ports';
import type { SupportExtensionPorts } from './support-extension';

/**
 * What bringing a subscription in line with its licences' ledgers needs: the subscription, the purchase that opened
 * it and that purchase's licences, its mark while Paddle is not in line yet (ADR 407), and Paddle's three changes.
 */
export interface AlignmentPorts {
  readonly store: Pick<
    PaymentStore,
    | 'getSubscription'
    | 'getOrder'
    | 'getLicences'
    | 'recordPendingAlignment'
    | 'clearPendingAlignment'
    | 'recordQuantityLowered'
  >;
  readonly paddle: Pick<
    PaymentPorts['paddle'],
    'cancelSubscriptionNow' | 'stopRenewing' | 'setQuantity' | 'raiseQuantity'
  >;
  readonly log: Pick<PaymentPorts['log'], 'warn' | 'error'>;
}

/**
 * `aligned`: Paddle renews what the ledgers say (or nothing was left to do); `waiting`: Paddle takes no change now
 * (a past-due subscription), the mark stays for a later event or the reconciliation; `unknown`: the purchase that
 * opened it is not known yet, so what it renews cannot be told.
 */
export type AlignmentOutcome = 'aligned' | 'waiting' | 'unknown';

/**
 * Paddle cancels a past-due or paused subscription only at once (it has no period to end with): past due, its
 * renewal would pay for nothing; paused, resuming it would.
 */
const ENDED_AT_ONCE = new Set(['past_due', 'paused']);

/**
 * One renewing source per licence, in Paddle too (ADRs 401, 402, 405, 407): each subscription named renews only the
 * licences whose ledger it still renews (`alignSubscription`). Paddle's refusal is thrown, for the event's retry; the
 * subscription stays marked, so the reconciliation tries again even when the event is retried no more.
 */
export async function renewOnlyWhatItPaysFor(
  ports: AlignmentPorts,
  subscriptionIds: readonly string[],
  context: Record<string, unknown>,
): Promise<void> {
  for (const subscriptionId of new Set(subscriptionIds)) {
    const subscription = await ports.store.getSubscription(subscriptionId);
    if (subscription) await alignSubscription(ports, subscription, context);
  }
}

/**
 * Brings one subscription in line with the licences it renews by their ledgers:
 * - more units than licences: its quantity drops to them, `proration_billing_mode: do_not_bill` (what it already
 *   charged for the removed units was paid back, or pays for time the licence keeps; a proration would credit it
 *   twice). A paused subscription too: Paddle takes an item change of a paused one with `do_not_bill` only, and its
 *   resume then charges the units left. A past-due one takes no change at all (`subscription_update_when_past_due`):
 *   it is marked and aligned once Paddle has collected or given up (its next event, or the reconciliation);
 * - none left: it stops renewing at its period's end (nothing paid is taken), or at once while past due or paused,
 *   or when it is a trainer's (no seat in use);
 * - ended, or set to end with none left: nothing to do.
 * A refusal marks it (`recordPendingAlignment`) and is thrown; an aligned subscription loses its mark.
 */
export async function alignSubscription(
  ports: AlignmentPorts,
  subscription: SubscriptionRecord,
  context: Record<string, unknown>,
): Promise<AlignmentOutcome> {
  const { subscriptionId, status } = subscription;
  const marked = subscription.alignmentPendingAt;
  if (status !== 'canceled') {
    const coverage = await subscriptionCoverage(ports.store, subscription);
    if (coverage === undefined) return 'unknown';
    const renewed = coverage.renews.length;
    const at = new Date().toISOString();
    try {
      // A trainer's with no seat left in use ends at once too (ADR 434): nothing it serves keeps paid time, and the
      // count Paddle would keep to its period's end would buy a reduced seat back with the next raise.
      if (renewed === 0 && (ENDED_AT_ONCE.has(status) || !coverage.support))
        await ports.paddle.cancelSubscriptionNow(subscriptionId);
      else if (renewed === 0) {
        if (subscription.scheduledChange?.action !== 'cancel') await ports.paddle.stopRenewing(subscriptionId);
      } else if ((subscription.quantity ?? 0) > renewed) {
        if (status === 'past_due') {
          ports.log.warn('Past-due subscription renews fewer licences than its quantity: aligned once collected', {
            ...context,
            subscriptionId,
            renewed,
          });
          await ports.store.recordPendingAlignment(subscriptionId, { at, reason: 'past-due' });
          return 'waiting';
        }
        await ports.paddle.setQuantity(subscriptionId, renewed);
        // Held at once (ADR 422): an event read before Paddle's own would take the units it dropped for a raise.
        await ports.store.recordQuantityLowered(subscriptionId, renewed, at);
      }
    } catch (error) {
      ports.log.error('Paddle subscription not brought in line with what it renews', {
        ...context,
        subscriptionId,
        error: String(error),
      });
      await ports.store.recordPendingAlignment(subscriptionId, { at, reason: 'paddle-refused' });
      throw error;
    }
  }
  if (marked) await ports.store.clearPendingAlignment(subscriptionId, marked);
  return 'aligned';
}

/**
 * A refunded extension renews its licence no more (ADR 424): a subscription the licence's ledger names that was
 * lowered when the extension was paid (ADR 405) and still renews takes the licence back (`renewEveryLicenceItCovers`).
 */
export async function handBackRenewal(
  ports: AlignmentPorts,
  licence: LicenceRecord,
  extensionSubscriptionId: string | null,
  context: Record<string, unknown>,
): Promise<void> {
  for (const subscriptionId of subscriptionsToRead(licence)) {
    if (subscriptionId === extensionSubscriptionId) continue;
    const subscription = await ports.store.getSubscription(subscriptionId);
    if (subscription) await renewEveryLicenceItCovers(ports, subscription, context);
  }
}

/**
 * A subscription renewing more licences by their ledgers than Paddle's quantity takes the missing units back with
 * `do_not_bill`: their current period was paid already (a purchase, ADR 424; a seat charge won back, ADR 430), so
 * nothing is given. One not running, or set to end, is left as it is (Resume aligns it); so is one renewing as many
 * licences as it covers.
 */
export async function renewEveryLicenceItCovers(
  ports: AlignmentPorts,
  subscription: SubscriptionRecord,
  context: Record<string, unknown>,
): Promise<void> {
  const { subscriptionId } = subscription;
  if (subscription.status !== 'active' || subscription.scheduledChange || subscription.quantity === undefined) return;
  const renewed = (await subscriptionCoverage(ports.store, subscription))?.renews.length;
  if (renewed === undefined || renewed <= subscription.quantity) return;
  try {
    await ports.paddle.raiseQuantity(subscriptionId, renewed);
  } catch (error) {
    ports.log.error('Paddle subscription not given back the licences it renews again', {
      ...context,
      subscriptionId,
      error: String(error),
    });
    throw error;
  }
}

/**
 * `renewOnlyWhatItPaysFor` for a change made outside a Paddle event (a licence's hand-over, ADR 407): the subscription
 * is marked before Paddle is asked, so a call that fails, or a run cut short before it, is found by the
 * reconciliation; the mark goes once Paddle is in line.
 */
export async function alignMarkedFirst(
  ports: AlignmentPorts,
  subscriptionId: string,
  context: Record<string, unknown> & { readonly reason: string },
): Promise<void> {
  await ports.store.recordPendingAlignment(subscriptionId, { at: new Date().toISOString(), reason: context.reason });
  await renewOnlyWhatItPaysFor(ports, [subscriptionId], context);
}

/**
 * A renewal Paddle billed before the subscription could be lowered (past due, it takes no change: ADR 407) charged
 * units for licences its ledger no longer renews (a seat refunded meanwhile, ADR 422; a licence handed over). Once
 * collected, those units are paid back at once (ADR 426): a partial refund of the renewal's one priced line, one unit's
 * tax-included total per unit not renewed, asked only if Paddle holds no refund of the renewal yet (`refundLineOnce`),
 * so a redelivery or a retry asks once. Its entries are written for the licences renewed only (`recordRenewal`).
 *
 * Asked only where the lower quantity was awaited when it was billed: the subscription is still marked, or Paddle
 * took the lower quantity at or after the renewal's period began (`quantityLoweredAt`: the alignment ran first). A
 * renewal renewing nothing, or billed over several priced lines, is left to an operator (logged).
 */
export async function refundUnitsNotRenewed(
  ports: RenewalRefundPorts,
  renewal: {
    readonly transactionId: string;
    readonly lines: readonly PaidLine[];
    readonly period: Period;
  },
  subscription: SubscriptionRecord | undefined,
  renewed: number,
): Promise<void> {
  const priced = renewal.lines.filter((line) => line.quantity > 0 && ports.priceIndex.has(line.priceId));
  const charged = priced.reduce((total, line) => total + line.quantity, 0);
  const notRenewed = charged - renewed;
  if (!subscription || notRenewed <= 0) return;
  const loweredSince =
    subscription.quantityLoweredAt !== undefined &&
    Date.parse(subscription.quantityLoweredAt) >= Date.parse(renewal.period.startsAt);
  const lowerAwaited = subscription.alignmentPendingAt !== undefined || loweredSince;
  if (!lowerAwaited) return;
  const context = { transactionId: renewal.transactionId, subscriptionId: subscription.subscriptionId, notRenewed };
  const forOperator = 'Renewal charged units its ledger does not renew: an operator refunds them';
  if (renewed === 0) {
    ports.log.error(forOperator, context);
    return;
  }
  await refundRenewalUnits(ports, renewal, notRenewed, {
    context,
    refunding: 'Renewal billed before its subscription was lowered: refunding the units not renewed',
    forOperator,
    reason: 'Billed before the subscription could be lowered: these units renew nothing',
  });
}

/** What a port needs to pay back units of a renewal. */
type RenewalRefundPorts = Pick<PaymentPorts, 'priceIndex' | 'log'> & {
  readonly supportExtensions: Pick<SupportExtensionPorts, 'refundLineOnce'>;
};

/**
 * Pays back `units` units of a renewal: one partial refund of its one priced line, a unit's tax-included total per
 * unit, asked only if Paddle holds no refund of it yet (`refundLineOnce`), so a redelivery or a retry asks once. A
 * renewal billed over several priced lines is left to an operator (logged `forOperator`).
 */
export async function refundRenewalUnits(
  ports: RenewalRefundPorts,
  renewal: { readonly transactionId: string; readonly lines: readonly PaidLine[] },
  units: number,
  notes: {
    readonly context: Record<string, unknown>;
    readonly refunding: string;
    readonly forOperator: string;
    readonly reason: string;
  },
): Promise<void> {
  const priced = renewal.lines.filter((line) => line.quantity > 0 && ports.priceIndex.has(line.priceId));
  const line = priced[0];
  if (priced.length !== 1 || !line) {
    ports.log.error(notes.forOperator, notes.context);
    return;
  }
  ports.log.warn(notes.refunding, notes.context);
  await ports.supportExtensions.refundLineOnce({
    transactionId: renewal.transactionId,
    itemId: line.lineItemId,
    amountCents: line.unitTotalCents * Math.min(units, line.quantity),
    reason: notes.reason,
  });
}

/** The reconciliation's pass also lists the marked subscriptions. */
export type RealignmentPorts = AlignmentPorts & { readonly store: Pick<PaymentStore, 'pendingAlignments'> };

/** What the reconciliation's pass over marked subscriptions did (ADR 407). */
export interface RealignmentReport {
  readonly examined: number;
  readonly aligned: readonly string[];
  /** Still past due, or their purchase unknown: left marked. */
  readonly waiting: readonly string[];
  /** Paddle refused again: left marked, and counted in the reconciliation's failures. */
  readonly failed: readonly string[];
}

/**
 * The reconciliation's pass (ADR 407): every subscription marked as not in line is aligned again, so a change Paddle
 * refused once (a transfer's hand-over, an event Paddle stopped retrying) converges. One still past due waits.
 */
export async function realignPending(
  ports: RealignmentPorts,
  { hasTime }: { readonly hasTime: () => boolean },
): Promise<RealignmentReport> {
  const report = { examined: 0, aligned: [] as string[], waiting: [] as string[], failed: [] as string[] };
  for (const subscription of await ports.store.pendingAlignments()) {
    if (!hasTime()) break;
    report.examined += 1;
    if (subscription.status === 'past_due') {
      report.waiting.push(subscription.subscriptionId);
      continue;
    }
    try {
      const outcome = await alignSubscription(ports, subscription, {
        realignedSince: subscription.alignmentPendingSince,
      });
      (outcome === 'aligned' ? report.aligned : report.waiting).push(subscription.subscriptionId);
    } catch {
      report.failed.push(subscription.subscriptionId);
    }
  }
  return report;
}
