import type { ITransactionResponse } from '@paddle/paddle-node-sdk';
import { logger } from '../../adapters/logger';
import { paddleIds, priceIndex } from '../../adapters/paddle';
import { completedTransactionsSince, subscriptionById } from '../../adapters/paddle-transactions';
import { completedTransactionOf, subscriptionChangeOf } from '../../adapters/paddle-events';
import { getOrder } from '../../adapters/store/orders';
import { getSubscription } from '../../adapters/store/subscriptions';
import { applyCompletedTransaction } from './apply-transaction';
import { awsPaymentPorts } from './aws-ports';
import { applySubscriptionChange } from './subscription-change';
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
    await applySubscriptionChange(
      awsPaymentPorts,
      { ...subscriptionChangeOf(subscription), transactionId: transaction.id },
      subscription.created_at,
    );
  }
  await applyCompletedTransaction(
    awsPaymentPorts,
    completedTransactionOf(transaction, transaction.billed_at ?? transaction.updated_at),
  );
}
