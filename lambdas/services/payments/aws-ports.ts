import { assembleLicenceKey, licenceKeySigningInput } from '../../domain/licences/licence-key';
import { licenceSigner } from '../../adapters/licence-signer';
import { logger } from '../../adapters/logger';
import { licenceViews } from '../../adapters/licence-views';
import { cancelSubscriptionNow, customerEmail, findOrCreateCustomer, paddleClient, paddleIds, priceIndex } from '../../adapters/paddle';
import * as events from '../../adapters/store/events';
import * as licences from '../../adapters/store/licences';
import * as orders from '../../adapters/store/orders';
import * as subscriptions from '../../adapters/store/subscriptions';
import { PaymentProviderUnavailableError, type CheckoutPorts } from './checkout';
import type { PaymentPorts } from './ports';

/** The payment ports of a deployed (or locally run) handler: the table, the licence signer, the Paddle API. */
export const awsPaymentPorts: PaymentPorts = {
  store: { ...orders, ...licences, ...subscriptions, ...events },
  async signLicenceKey(payload) {
    const signingInput = licenceKeySigningInput(payload);
    return assembleLicenceKey(signingInput, await licenceSigner.sign(Buffer.from(signingInput, 'ascii')));
  },
  paddle: { customerEmail, cancelSubscriptionNow },
  priceIndex,
  log: {
    info: (message, details) => logger.info(message, details ?? {}),
    warn: (message, details) => logger.warn(message, details ?? {}),
    error: (message, details) => logger.error(message, details ?? {}),
  },
};

/** The checkout's ports: the table, the public licence key, Paddle's customers and transactions. */
export const awsCheckoutPorts: CheckoutPorts = {
  getLicence: licences.getLicence,
  getOrder: orders.getOrder,
  putPendingOrder: orders.putPendingOrder,
  publicKeyPem: () => licenceSigner.publicKeyPem(),
  async catchUpMonths(licence, buyerEmail) {
    const [view] = await licenceViews(buyerEmail, { licences: [licence], subscriptions: [], incomingTransfers: [] });
    return view?.catchUpMonths ?? 0;
  },
  findOrCreateCustomer,
  async createTransaction({ basket, customerId, customData }) {
    const paddle = await paddleClient();
    return paddle.transactions
      .create({
        items: basket.paddleItems,
        customerId,
        ...(basket.discountIds[0] ? { discountId: basket.discountIds[0] } : {}),
        customData: { ...customData },
      })
      .catch((error: unknown) => {
        logger.error('Paddle refused to create the transaction', { error: error as Error, slug: basket.slug });
        throw new PaymentProviderUnavailableError();
      });
  },
  paddleIds,
};
