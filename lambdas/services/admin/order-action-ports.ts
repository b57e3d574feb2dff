import { requestPaddleRefund } from '../../adapters/paddle-refunds';
import { appendAudit, storedAnswer } from '../../adapters/store/admin';
import { getLicences } from '../../adapters/store/licences';
import { getOrder } from '../../adapters/store/orders';
import { sendOrderResend } from '../mail/mail-ports';
import { tableTransfers } from '../portal/transfer-ports';
import { licenceStatusPorts } from './admin-ports';
import { adminOrderEmail } from './order-email';
import { adminRefund } from './refund';
import { adminResend } from './resend';

/** The store, Paddle and mail ports every order action shares: orders and licences read, the audit appended. */
const orderPorts = {
  getOrder,
  getLicences,
  storedAnswer,
  appendAudit,
  newId: licenceStatusPorts.newId,
  now: () => new Date(),
};

/** The operator's order actions over the table, built once per process. */
export const orderActions = {
  resend: adminResend({ ...orderPorts, sendOrderResend }),
  email: adminOrderEmail({ ...orderPorts, transfers: tableTransfers }),
  refund: adminRefund({ ...orderPorts, requestRefund: requestPaddleRefund }),
};
