import { normaliseEmail } from '../../domain/email';
import type { Paddle } from '@paddle/paddle-node-sdk';
import type { SubscriptionRecord } from '../../adapters/store/subscriptions';
import { ConflictError, NotFoundError, UpstreamError } from '../../domain/errors';

/**
 * What a signed-in buyer may do with one of their subscriptions (README "Licence portal"): cancel it at the end of
 * the period, or open Paddle's customer portal to change the payment method. Another person's subscription reads
 * exactly like an unknown one.
 */
export interface SubscriptionPorts {
  getSubscription(subscriptionId: string): Promise<SubscriptionRecord | undefined>;
  paddle(): Promise<Pick<Paddle, 'subscriptions' | 'customerPortalSessions'>>;
  /** Whether a cancellation at the period's end is still possible (the portal view's `cancellable`). */
  cancellable(subscription: SubscriptionRecord): boolean;
  logError(message: string, error: unknown): void;
}

export type SubscriptionAction = 'cancel' | 'portal';

export const subscriptionNotFound = () =>
  new NotFoundError('SUBSCRIPTION_NOT_FOUND', 'No such subscription among yours.');

export function subscriptionActions(ports: SubscriptionPorts) {
  async function ownSubscription(subscriptionId: string, callerEmail: string): Promise<SubscriptionRecord> {
    const subscription = await ports.getSubscription(subscriptionId);
    if (!subscription || subscription.ownerEmail !== normaliseEmail(callerEmail)) throw subscriptionNotFound();
    return subscription;
  }

  async function callPaddle<T>(
    what: string,
    call: (paddle: Awaited<ReturnType<SubscriptionPorts['paddle']>>) => Promise<T>,
  ): Promise<T> {
    try {
      return await call(await ports.paddle());
    } catch (error) {
      ports.logError(`Paddle refused to ${what}`, error);
      throw new UpstreamError(
        'PAYMENT_PROVIDER_UNAVAILABLE',
        `The payment provider could not ${what}. Please try again in a moment.`,
      );
    }
  }

  return {
    /** At the end of the period, as SPEC.md §1 promises ("can be cancelled at any time"); the webhook then reports it. */
    async cancel(subscriptionId: string, callerEmail: string) {
      const subscription = await ownSubscription(subscriptionId, callerEmail);
      if (!ports.cancellable(subscription)) {
        throw new ConflictError('ALREADY_CANCELLED', 'This subscription is already cancelled or set to end.');
      }
      await callPaddle('cancel the subscription', (paddle) =>
        paddle.subscriptions.cancel(subscription.subscriptionId, { effectiveFrom: 'next_billing_period' }),
      );
      return { subscriptionId, cancellation: 'requested', effectiveFrom: 'next_billing_period' } as const;
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
