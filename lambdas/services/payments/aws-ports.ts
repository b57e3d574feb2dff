import { licenceSigner } from '../../adapters/licence-signer';
import { logger } from '../../adapters/logger';
import { priceIndex } from '../../adapters/paddle';
import * as events from '../../adapters/store/events';
import * as licences from '../../adapters/store/licences';
import * as orders from '../../adapters/store/orders';
import * as purchases from '../../adapters/store/purchases';
import * as subscriptions from '../../adapters/store/subscriptions';
import { signLicenceKeyPayload } from '../licences/sign-key';
import { sendOrderConfirmation } from '../mail/mail';
import type { PaymentPorts } from './ports';

/** The payment ports of a deployed (or locally run) handler: the table, the licence signer, the Paddle API. */
export const awsPaymentPorts: PaymentPorts = {
  store: { ...orders, ...licences, ...subscriptions, ...events, ...purchases },
  signLicenceKey: (payload) => signLicenceKeyPayload(licenceSigner, payload),
  // The SDK loads on first use only: most events carry the shop's custom data and never call Paddle.
  paddle: {
    customerEmail: async (customerId) => (await import('../../adapters/paddle-api')).customerEmail(customerId),
    cancelSubscriptionNow: async (subscriptionId) =>
      (await import('../../adapters/paddle-api')).cancelSubscriptionNow(subscriptionId),
  },
  mail: { sendOrderConfirmation },
  priceIndex,
  log: {
    info: (message, details) => logger.info(message, details ?? {}),
    warn: (message, details) => logger.warn(message, details ?? {}),
    error: (message, details) => logger.error(message, details ?? {}),
  },
};
