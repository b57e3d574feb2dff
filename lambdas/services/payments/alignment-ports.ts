import { logger } from '../../adapters/logger';
import {
  cancelAtPeriodEnd,
  cancelSubscriptionNow,
  raiseSubscriptionQuantity,
  setSubscriptionQuantity,
} from '../../adapters/paddle-billing';
import { getLicences } from '../../adapters/store/licences';
import { getOrder } from '../../adapters/store/orders';
import {
  clearPendingAlignment,
  getSubscription,
  pendingAlignments,
  recordPendingAlignment,
  recordQuantityLowered,
} from '../../adapters/store/subscriptions';
import type { RealignmentPorts } from './subscription-alignment';

/**
 * Aligning a subscription with its licences' ledgers over the table and Paddle's SDK (loaded on first use, ADR 160):
 * the transfer's hand-over and the reconciliation's pass over marked subscriptions (ADR 407) share it.
 */
export const alignmentPorts = {
  store: {
    getSubscription,
    getOrder,
    getLicences,
    recordPendingAlignment,
    clearPendingAlignment,
    recordQuantityLowered,
    pendingAlignments,
  },
  paddle: {
    cancelSubscriptionNow,
    stopRenewing: cancelAtPeriodEnd,
    setQuantity: setSubscriptionQuantity,
    raiseQuantity: raiseSubscriptionQuantity,
  },
  log: {
    warn: (message: string, details?: Record<string, unknown>) => logger.warn(message, details ?? {}),
    error: (message: string, details?: Record<string, unknown>) => logger.error(message, details ?? {}),
  },
} satisfies RealignmentPorts;
