import { requestPaddleRefund } from '../../adapters/paddle-refunds';
import { appendAudit, auditItems, recordResend, storedAnswer } from '../../adapters/store/admin';
import { getLicences } from '../../adapters/store/licences';
import { getOrder } from '../../adapters/store/orders';
import { sendOrderResend } from '../mail/mail-ports';
import { tableTransfers } from '../portal/transfer-ports';
import { licenceStatusPorts } from './admin-ports';
import { adminOrderEmail } from './order-email';
import { adminRefund } from './refund';
import { adminResend } from './resend';

/** The store ports every order action shares: orders and licences read, earlier answers found. */
const orderPorts = {
  getOrder,
  getLicences,
  storedAnswer,
  newId: licenceStatusPorts.newId,
  now: () => new Date(),
};

/** The operator's order actions over the table, built once per process. */
export const orderActions = {
  resend: adminResend({ ...orderPorts, recordResend, sendOrderResend }),
  email: adminOrderEmail({ ...orderPorts, auditItems, transfers: tableTransfers }),
  refund: adminRefund({ ...orderPorts, appendAudit, requestRefund: requestPaddleRefund }),
};
