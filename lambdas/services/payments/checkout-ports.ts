import { legalTexts, legalVersionOf } from '../../adapters/legal-texts';
import { licenceSupport } from '../../adapters/licence-support';
import { portalViews } from '../../adapters/licence-views';
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
  async supportOf(licence) {
    return (await licenceSupport(licence.licenceId, new Date()))?.support ?? { state: 'none' };
  },
  async catchUpMonths(licence, buyerEmail) {
    const [view] = (await portalViews(buyerEmail, { licences: [licence] })).licences;
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
  async currentTermsVersion() {
    return legalVersionOf(legalTexts(), 'terms');
  },
};
