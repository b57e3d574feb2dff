import { requestPaddleRefund } from '../../adapters/paddle-refunds';
import { appendAudit, auditItems, recordResend } from '../../adapters/store/admin';
import { getLicences } from '../../adapters/store/licences';
import { getOrder } from '../../adapters/store/orders';
import { sendOrderResend } from '../mail/mail-ports';
import { tableTransfers } from '../portal/transfer-ports';
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
  email: adminOrderEmail({ ...orderPorts, auditItems, transfers: tableTransfers }),
  refund: adminRefund({ ...orderPorts, appendAudit, requestRefund: requestPaddleRefund }),
};
