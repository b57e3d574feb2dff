import { logger } from '../../adapters/logger';
import { paddleIds, priceIndex } from '../../adapters/paddle';
import {
  completedTransactionsAfter,
  completedTransactionsSince,
  subscriptionById,
} from '../../adapters/paddle-billing';
import { listedTransactionOf, subscriptionChangeOfEntity } from '../../adapters/paddle-entities';
import { indexOrder } from '../../adapters/admin-index-backfill';
import {
  fillChargedTotals,
  listRenewal,
  readBackfillCursor,
  saveBackfillCursor,
} from '../../adapters/store/charged-backfill';
import { getOrder } from '../../adapters/store/orders';
import { getRenewal } from '../../adapters/store/renewals';
import { getSubscription } from '../../adapters/store/subscriptions';
import type { ListedTransaction } from '../../domain/licences/payment-events';
import { applyCompletedTransaction } from './apply-transaction';
import { awsPaymentPorts } from './aws-ports';
import { alignmentPorts } from './alignment-ports';
import { applySubscriptionChange } from './subscription-change';
import { realignPending } from './subscription-alignment';
import { backfillChargedTotals, type ChargedBackfillPorts } from './charged-backfill';
import type { ReconcilePorts } from './reconcile';

/** The reconciliation's ports in the cloud and in the local stack: Paddle (its SDK), the store, the webhook path. */
export function reconcilePorts(): ReconcilePorts {
  return {
    completedTransactions: async function* (since) {
      for await (const transaction of completedTransactionsSince(since)) yield listedTransactionOf(transaction);
    },
    isRecorded: async (transactionId) => {
      const order = await getOrder(transactionId);
      // An order paid without the shop's checkout has no search entries yet; the console finds it once this ran.
      if (order) await indexOrder(order);
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
    backfill: (hasTime) => backfillChargedTotals(chargedBackfillPorts(), { hasTime }),
    realign: (hasTime) => realignPending(alignmentPorts, { hasTime }),
  };
}

/** The backfill's ports (ADR 363): Paddle's list through the SDK, keyed reads and conditional writes of the store. */
function chargedBackfillPorts(): ChargedBackfillPorts {
  return {
    completedTransactionsAfter: async function* (after) {
      for await (const transaction of completedTransactionsAfter(after)) yield listedTransactionOf(transaction);
    },
    readCursor: readBackfillCursor,
    saveCursor: saveBackfillCursor,
    getOrder,
    getRenewal,
    subscriptionOwner: async (subscriptionId) => (await getSubscription(subscriptionId))?.ownerEmail ?? null,
    fillCharged: fillChargedTotals,
    listRenewal,
    prices: priceIndex,
    now: () => new Date(),
  };
}

/**
 * What the webhooks would have done, in Paddle's order: the purchase's subscription first (when the shop has not
 * seen it; `subscription.created` names its transaction), then `transaction.completed`. The event times are the
 * entities' own, so any real webhook that arrives later still counts as newer.
 */
export async function applyThroughWebhookPath({ completed }: ListedTransaction): Promise<void> {
  if (completed.subscriptionId && !(await getSubscription(completed.subscriptionId))) {
    const subscription = await subscriptionById(completed.subscriptionId);
    await applySubscriptionChange(
      awsPaymentPorts,
      { ...subscriptionChangeOfEntity(subscription), transactionId: completed.transactionId },
      subscription.createdAt,
    );
  }
  await applyCompletedTransaction(awsPaymentPorts, completed);
}
