import { licenceSigner } from '../../adapters/licence-signer';
import { updateCustomerEmail, updateSubscriptionBuyer } from '../../adapters/paddle-customers';
import { requestPaddleRefund } from '../../adapters/paddle-refunds';
import * as corrections from '../../adapters/store/corrections';
import { appendAudit, auditItems, recordResend } from '../../adapters/store/admin';
import { getLicences } from '../../adapters/store/licences';
import { getOrder } from '../../adapters/store/orders';
import { sendOrderResend } from '../mail/mail-ports';
import { mailLimits } from '../limits/limits-ports';
import { idempotencyPorts } from './admin-ports';
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
  resend: adminResend({ ...orderPorts, recordResend, sendOrderResend }),
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
    sendOrderResend,
  }),
  refund: adminRefund({ ...orderPorts, appendAudit, requestRefund: requestPaddleRefund }),
};
