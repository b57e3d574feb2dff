import type { AlarmedFailure } from '../../contract/shop-metrics';
import { refusalSentence } from '../../contract/renewal-refusals';
import { normaliseEmail } from '../../domain/email';
import type { Paddle } from '@paddle/paddle-node-sdk';
import type { SubscriptionRecord } from '../../adapters/store/subscriptions';
import type { SubscriptionCoverage } from '../ledger/coverage';
import { ConflictError, NotFoundError, UpstreamError } from '../../domain/errors';
import type { MailLimiter } from '../limits/mail-limiter';
import type { SubscriptionChange, SubscriptionMailer } from '../mail/mail-service';

/**
 * What a signed-in buyer may do with one of their subscriptions (README "Licence portal"): cancel it at the end of
 * the period, resume it until then (ADR 261), or open Paddle's customer portal to change the payment method. A
 * cancel and a resume each mail a receipt, within the mail limits (ADR 260). Another person's subscription reads
 * exactly like an unknown one.
 */
export interface SubscriptionPorts {
  getSubscription(subscriptionId: string): Promise<SubscriptionRecord | undefined>;
  /** What the subscription pays for, by the licences' ledgers (undefined while its purchase is not known). */
  coverage(subscription: SubscriptionRecord): Promise<SubscriptionCoverage | undefined>;
  /**
   * The end of the paid time of the licences the subscription renews, by their ledgers (the latest), or null when
   * it renews none the ledgers know of.
   */
  paidUntil(subscription: SubscriptionRecord): Promise<string | null>;
  paddle(): Promise<Pick<Paddle, 'subscriptions' | 'customerPortalSessions'>>;
  /** Whether a cancellation at the period's end is still possible (the portal view's `cancellable`). */
  cancellable(subscription: SubscriptionRecord): boolean;
  /** What the buyer calls it (`Support for SkyDeck Suite A320`), for the receipts. */
  productTitle(subscription: SubscriptionRecord): string;
  readonly mailer: SubscriptionMailer;
  readonly limits: MailLimiter;
  now(): Date;
  logError(message: string, error: unknown): void;
  /** Logs a failure the request carries on from and counts it in its alarm's metric (`SubscriptionReceiptFailures`). */
  alarm(metric: AlarmedFailure, message: string, error: unknown): void;
}

export type SubscriptionAction = 'cancel' | 'resume' | 'portal';

/** Set to end at its period's end and not ended yet: a resume removes that scheduled cancellation. */
export const resumable = (subscription: SubscriptionRecord) =>
  subscription.status !== 'canceled' && subscription.scheduledChange?.action === 'cancel';

/**
 * Why a subscription set to end may not be resumed, or null when it may. One renewing subscription per licence
 * (ADRs 401, 405): a licence another subscription renews now (an extension bought since) is not renewed by this one
 * again, nor are licences that left the buyer (moved to a new owner, refunded): it would charge for nothing. A
 * trainer's seats alike (ADR 429): with none left renewing, its units would buy back a seat reduced before.
 */
export function resumeRefusal(coverage: SubscriptionCoverage | undefined): ConflictError | null {
  if (!coverage || coverage.renews.length > 0) return null;
  if (coverage.renewedElsewhere.length > 0) {
    const licences = coverage.renewedElsewhere.map((renewed) => renewed.licenceId);
    return new ConflictError('RENEWED_ELSEWHERE', refusalSentence('RENEWED_ELSEWHERE', { licences }));
  }
  return new ConflictError('RENEWS_NOTHING', refusalSentence('RENEWS_NOTHING'));
}

/**
 * Paddle cancels a paused or past-due subscription only at once (`effective_from: immediately`): it has no period
 * left to end with, and a scheduled cancellation of it is refused (ADR 413).
 */
const ENDED_AT_ONCE = new Set(['paused', 'past_due']);

/** When Paddle is asked to end a subscription of this status: at once when paused or past due, else at period end. */
export function cancelEffectiveFrom(status: string): 'immediately' | 'next_billing_period' {
  return ENDED_AT_ONCE.has(status) ? 'immediately' : 'next_billing_period';
}

/** Paddle's refusal of a change to a subscription it holds as canceled. */
const endedAtPaddle = (error: unknown) => (error as { code?: unknown } | null)?.code === 'subscription_locked_canceled';

const subscriptionEnded = () => new ConflictError('SUBSCRIPTION_ENDED', refusalSentence('SUBSCRIPTION_ENDED'));

export const subscriptionNotFound = () =>
  new NotFoundError('SUBSCRIPTION_NOT_FOUND', 'No such subscription among yours.');

export function subscriptionActions(ports: SubscriptionPorts) {
  async function ownSubscription(subscriptionId: string, callerEmail: string): Promise<SubscriptionRecord> {
    const subscription = await ports.getSubscription(subscriptionId);
    if (!subscription || subscription.ownerEmail !== normaliseEmail(callerEmail)) throw subscriptionNotFound();
    return subscription;
  }

  /** Paddle's answer; a refusal `refused` names is that 4xx, anything else the provider being unavailable. */
  async function callPaddle<T>(
    what: string,
    call: (paddle: Awaited<ReturnType<SubscriptionPorts['paddle']>>) => Promise<T>,
    refused: (error: unknown) => Error | undefined = () => undefined,
  ): Promise<T> {
    try {
      return await call(await ports.paddle());
    } catch (error) {
      const refusal = refused(error);
      if (refusal) throw refusal;
      ports.logError(`Paddle refused to ${what}`, error);
      throw new UpstreamError(
        'PAYMENT_PROVIDER_UNAVAILABLE',
        `The payment provider could not ${what}. Please try again in a moment.`,
      );
    }
  }

  /**
   * A receipt is best effort: the change is made in Paddle whatever the mail does. A receipt that could be neither
   * sent nor queued is logged and alarmed on (`SubscriptionReceiptFailures`).
   */
  async function receipt(send: (change: SubscriptionChange) => Promise<unknown>, subscription: SubscriptionRecord) {
    try {
      await send({
        subscriptionId: subscription.subscriptionId,
        productTitle: ports.productTitle(subscription),
        ownerEmail: subscription.ownerEmail,
        requestedAt: ports.now().toISOString(),
      });
    } catch (error) {
      ports.alarm('SubscriptionReceiptFailures', 'Subscription receipt not sent', error);
    }
  }

  return {
    /**
     * At the end of the period, as docs/product/support.md promises ("can be cancelled at any time"), or at once for a
     * paused or past-due one, as Paddle only does; the webhook then reports it.
     */
    async cancel(subscriptionId: string, callerEmail: string) {
      const subscription = await ownSubscription(subscriptionId, callerEmail);
      if (!ports.cancellable(subscription)) {
        throw new ConflictError('ALREADY_CANCELLED', refusalSentence('ALREADY_CANCELLED'));
      }
      await ports.limits.take('subscription-change', { subject: subscriptionId, caller: normaliseEmail(callerEmail) });
      const effectiveFrom = cancelEffectiveFrom(subscription.status);
      // What stays paid is the ledger's to say (ADR 413): Paddle's date is its billing period's end, which a paused
      // subscription has not and a past-due one's renewal never paid. Read before Paddle is asked: a cancel made
      // never fails for its receipt.
      const paidUntil = await ports.paidUntil(subscription);
      const cancelled = await callPaddle(
        'cancel the subscription',
        (paddle) => paddle.subscriptions.cancel(subscription.subscriptionId, { effectiveFrom }),
        (error) =>
          endedAtPaddle(error)
            ? new ConflictError('ALREADY_CANCELLED', refusalSentence('ALREADY_CANCELLED'))
            : undefined,
      );
      // Paddle's date only where the ledgers know of no paid time.
      const endsAt =
        paidUntil ??
        cancelled?.scheduledChange?.effectiveAt ??
        subscription.currentPeriodEnd ??
        subscription.nextBilledAt;
      if (endsAt)
        await receipt(
          (change) =>
            ports.mailer.sendSubscriptionCancelled({ ...change, endsAt, resumable: effectiveFrom !== 'immediately' }),
          subscription,
        );
      return { subscriptionId, cancellation: 'requested', effectiveFrom, endsAt } as const;
    },

    /**
     * Removes the scheduled cancellation in Paddle (`scheduled_change: null`, the one update Paddle allows of it); the
     * webhook then reports the subscription renewing again.
     */
    async resume(subscriptionId: string, callerEmail: string) {
      const subscription = await ownSubscription(subscriptionId, callerEmail);
      // Paddle never reinstates a canceled subscription: refused as such, not as one not set to end (ADR 413).
      if (subscription.status === 'canceled') throw subscriptionEnded();
      if (!resumable(subscription)) {
        throw new ConflictError('NOT_CANCELLED', refusalSentence('NOT_CANCELLED'));
      }
      const coverage = await ports.coverage(subscription);
      const refused = resumeRefusal(coverage);
      if (refused) throw refused;
      await ports.limits.take('subscription-change', { subject: subscriptionId, caller: normaliseEmail(callerEmail) });
      // First it is set to renew exactly the licences it covers (Paddle takes item changes while a cancel is
      // scheduled), billed nothing for the change: units of licences renewed elsewhere or moved away go, and a unit
      // an extension took over comes back once that extension was refunded — its current period was paid with the
      // purchase. Its next renewal then charges for what it renews.
      const keep = coverage?.support ? coverage.renews.length : undefined;
      const priceId = subscription.priceIds?.[0];
      // Paddle may have ended it before its notice reached the shop: that refusal is the buyer's 409, not a 502.
      const ended = (error: unknown) => (endedAtPaddle(error) ? subscriptionEnded() : undefined);
      if (keep !== undefined && keep > 0 && (subscription.quantity ?? 0) !== keep && priceId)
        await callPaddle(
          'resume the subscription',
          (paddle) =>
            paddle.subscriptions.update(subscription.subscriptionId, {
              items: [{ priceId, quantity: keep }],
              prorationBillingMode: 'do_not_bill',
            }),
          ended,
        );
      const resumed = await callPaddle(
        'resume the subscription',
        (paddle) => paddle.subscriptions.update(subscription.subscriptionId, { scheduledChange: null }),
        ended,
      );
      const nextBilledAt = resumed?.nextBilledAt ?? subscription.nextBilledAt;
      await receipt((change) => ports.mailer.sendSubscriptionResumed({ ...change, nextBilledAt }), subscription);
      return { subscriptionId, resumption: 'requested', nextBilledAt } as const;
    },

    /** Paddle's customer portal changes the payment method; its links are per session and short-lived. */
    async portal(subscriptionId: string, callerEmail: string) {
      const subscription = await ownSubscription(subscriptionId, callerEmail);
      const customerId = subscription.customerId;
      if (!customerId) throw new ConflictError('NO_CUSTOMER', 'This subscription has no Paddle customer to manage.');
      const session = await callPaddle('open the customer portal', (paddle) =>
        paddle.customerPortalSessions.create(customerId, [subscriptionId]),
      );
      const links = session.urls.subscriptions.find((entry) => entry.id === subscriptionId);
      return { url: links?.updateSubscriptionPaymentMethod ?? session.urls.general.overview };
    },
  } satisfies Record<SubscriptionAction, (subscriptionId: string, callerEmail: string) => Promise<unknown>>;
}
