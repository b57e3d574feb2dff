import { licenceSigner } from '../../adapters/licence-signer';
import { logger } from '../../adapters/logger';
import { priceIndex } from '../../adapters/paddle';
import { refundLineOnce, refundWholeOnce, subscriptionUpdateCharges } from '../../adapters/paddle-refunds';
import {
  cancelAtPeriodEnd,
  cancelSubscriptionNow,
  customerEmail,
  moveNextBilling,
  setSubscriptionQuantity,
  raiseSubscriptionQuantity,
} from '../../adapters/paddle-billing';
import * as disputes from '../../adapters/store/disputes';
import * as events from '../../adapters/store/events';
import * as ledger from '../../adapters/store/ledger';
import * as licences from '../../adapters/store/licences';
import * as orders from '../../adapters/store/orders';
import * as renewals from '../../adapters/store/renewals';
import * as purchases from '../../adapters/store/purchases';
import * as subscriptions from '../../adapters/store/subscriptions';
import { signLicenceKeyPayload } from '../licences/sign-key';
import { mailService, sendClaimedOrderConfirmation, sendOrderConfirmation } from '../mail/mail-ports';
import type { PaymentPorts } from './ports';

/** The payment ports of a deployed (or locally run) handler: the table, the licence signer, the Paddle API. */
export const awsPaymentPorts: PaymentPorts = {
  store: { ...orders, ...renewals, ...licences, ...subscriptions, ...events, ...purchases, ...disputes, ...ledger },
  signLicenceKey: (payload) => signLicenceKeyPayload(licenceSigner, payload),
  // The SDK loads on the first call: most deliveries make none (ADR 160).
  paddle: {
    customerEmail,
    cancelSubscriptionNow,
    stopRenewing: cancelAtPeriodEnd,
    setQuantity: setSubscriptionQuantity,
    raiseQuantity: raiseSubscriptionQuantity,
    subscriptionUpdateCharges,
    refundWholeOnce,
  },
  supportExtensions: {
    moveNextBilling,
    refundLineOnce,
    mailOwner: (notice) => mailService().sendSupportExtendedToOwner(notice),
  },
  mail: { sendOrderConfirmation, sendClaimedOrderConfirmation },
  priceIndex,
  log: {
    debug: (message, details) => logger.debug(message, details ?? {}),
    info: (message, details) => logger.info(message, details ?? {}),
    warn: (message, details) => logger.warn(message, details ?? {}),
    error: (message, details) => logger.error(message, details ?? {}),
  },
};
