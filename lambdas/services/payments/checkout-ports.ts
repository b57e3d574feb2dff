import { legalTexts } from '../../adapters/legal-texts';
import { legalVersionOf } from '../legal/legal-pages';
import { addLedgerEntries } from '../../adapters/store/ledger';
import { getSubscriptions } from '../../adapters/store/subscriptions';
import { standingOfLicence, subscriptionsToRead } from '../ledger/standing';
import { licenceSigner } from '../../adapters/licence-signer';
import { logger } from '../../adapters/logger';
import { paddleIds } from '../../adapters/paddle';
import { findOrCreateCustomer } from '../../adapters/paddle-api';
import { paddleClient } from '../../adapters/paddle-sdk';
import * as licences from '../../adapters/store/licences';
import * as orders from '../../adapters/store/orders';
import { PaymentProviderUnavailableError, type CheckoutPorts } from './checkout';

/** The checkout's ports: the table, the public licence key, Paddle's customers and transactions. */
export const awsCheckoutPorts: CheckoutPorts = {
  getLicence: licences.getLicence,
  getOrder: orders.getOrder,
  putPendingOrder: orders.putPendingOrder,
  publicKeyPem: () => licenceSigner.publicKeyPem(),
  async standingOf(licence, now) {
    const subscriptions = await getSubscriptions(subscriptionsToRead(licence));
    return standingOfLicence(licence, (id) => subscriptions.get(id), now);
  },
  recordQuote: addLedgerEntries,
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
  async currentTermsVersion() {
    return legalVersionOf(legalTexts(), 'terms');
  },
};
