import { licenceSigner } from '../../adapters/licence-signer';
import { updateCustomerEmail, updateSubscriptionBuyer } from '../../adapters/paddle-customers';
import { paddleAdjustmentsOf, requestPaddleRefund } from '../../adapters/paddle-refunds';
import * as corrections from '../../adapters/store/corrections';
import {
  auditItems,
  liftSuppression,
  lockRefunds,
  partition,
  recordAudit,
  recordRefundRequest,
  recordResend,
  unlockRefunds,
} from '../../adapters/store/admin';
import { keys } from '../../adapters/store/keys';
import { getLicences } from '../../adapters/store/licences';
import { getOrder } from '../../adapters/store/orders';
import { suppressionOf } from '../../adapters/mail/suppression';
import { sendOrderAddressCorrected, sendOrderResend } from '../mail/mail-ports';
import { mailLimits } from '../limits/limits-ports';
import { idempotencyPorts } from './admin-ports';
import { adminApplyFromPaddle } from './apply-from-paddle';
import { adminLiftSuppression } from './lift-suppression';
import { adminOrderEmail } from './order-email';
import { adminRefund } from './refund';
import { adminResend } from './resend';

/** The store ports every order action shares: orders and licences read, earlier answers found. */
const orderPorts = {
  ...idempotencyPorts,
  limits: mailLimits,
  getOrder,
  getLicences,
};

/** The operator's order actions over the table, built once per process. */
export const orderActions = {
  resend: adminResend({ ...orderPorts, recordResend, sendOrderResend, suppressionOf }),
  email: adminOrderEmail({
    ...orderPorts,
    auditItems,
    signer: licenceSigner,
    corrections: {
      licence: corrections.correctLicenceOwner,
      order: corrections.correctOrderOwner,
      renewalsOf: corrections.ownerRenewalsOf,
      renewal: corrections.correctRenewalOwner,
      subscription: corrections.correctSubscriptionOwner,
    },
    paddle: { updateCustomerEmail, updateSubscriptionBuyer },
    sendOrderAddressCorrected,
  }),
  apply: adminApplyFromPaddle({
    ...orderPorts,
    paddleTransaction: async (transactionId) => {
      const [{ transactionById }, { listedTransactionOf }] = await Promise.all([
        import('../../adapters/paddle-billing'),
        import('../../adapters/paddle-entities'),
      ]);
      const transaction = await transactionById(transactionId);
      return transaction ? { ...listedTransactionOf(transaction), status: transaction.status } : undefined;
    },
    // The webhook's path and its clients load only when an operator applies a payment.
    apply: async (listed) => (await import('../payments/reconcile-ports')).applyThroughWebhookPath(listed),
    recordAudit,
  }),
  liftSuppression: adminLiftSuppression({ ...idempotencyPorts, suppressionOf, liftSuppression }),
  refund: adminRefund({
    ...orderPorts,
    orderItems: (transactionId) => partition(keys.order(transactionId).pk),
    requestRefund: requestPaddleRefund,
    paddleAdjustments: paddleAdjustmentsOf,
    lockRefunds,
    unlockRefunds,
    recordRefundRequest,
  }),
};
