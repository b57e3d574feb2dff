import type { ITransactionResponse } from '@paddle/paddle-node-sdk';
import { logger } from '../../adapters/logger';
import { paddleIds, priceIndex } from '../../adapters/paddle';
import { completedTransactionsSince, subscriptionById } from '../../adapters/paddle-transactions';
import { getOrder, getSubscription } from '../../adapters/store';
// SEAM (issue 12, branch `money`): the webhook's idempotent apply path. Until the payments service exports its
// apply function, reconciliation drives the webhook handler's own event processing; the lead joins them at merge.
// eslint-disable-next-line import-x/no-restricted-paths -- reconciliation must apply purchases through the webhook's own idempotent path (ADR 042), which still lives in the handler.
import { applyEvent } from '../../handlers/paddle-webhook';
import type { ReconcilePorts } from './reconcile';

/** The reconciliation's ports in the cloud and in the local stack: Paddle (raw JSON), the store, the webhook path. */
export function reconcilePorts(): ReconcilePorts {
  return {
    completedTransactions: completedTransactionsSince,
    isRecorded: async (transactionId) => {
      const order = await getOrder(transactionId);
      return order?.status === 'paid' || order?.status === 'refunded';
    },
    apply: applyThroughWebhookPath,
    prices: priceIndex,
    firstYearDiscountIds: paddleIds.firstYearDiscountIds,
    log: {
      info: (message, details) => logger.info(message, details),
      error: (message, details) => logger.error(message, details),
    },
    now: () => new Date(),
  };
}

/**
 * What the webhooks would have done, in Paddle's order: the purchase's subscription first (when the shop has not
 * seen it; `subscription.created` names its transaction), then `transaction.completed`. The event times are the
 * entities' own, so any real webhook that arrives later still counts as newer.
 */
async function applyThroughWebhookPath(transaction: ITransactionResponse): Promise<void> {
  if (transaction.subscription_id && !(await getSubscription(transaction.subscription_id))) {
    const subscription = await subscriptionById(transaction.subscription_id);
    await applyEvent({
      event_id: `reconcile_${subscription.id}`,
      event_type: 'subscription.created',
      occurred_at: subscription.created_at,
      data: { ...subscription, transaction_id: transaction.id },
    });
  }
  await applyEvent({
    event_id: `reconcile_${transaction.id}`,
    event_type: 'transaction.completed',
    occurred_at: transaction.billed_at ?? transaction.updated_at,
    data: { ...transaction },
  });
}
