/**
 * Every call of the operator console (docs/product/console.md), through the contract's endpoint table. State-changing calls
 * carry an `Idempotency-Key`: one per operator decision, sent again unchanged when that decision is retried, so
 * the API answers a retry with the first answer instead of acting twice.
 */
import { API } from '@contract/api-endpoints';
import { IDEMPOTENCY_KEY_HEADER, SALES_REPORT_CSV_FORMAT } from '@contract/admin';
import { apiHref, callApi } from '../../shared/api';

export interface AuditFilters {
  readonly from: string;
  readonly to: string;
  readonly actor?: string | undefined;
  readonly target?: string | undefined;
}

export const adminReads = {
  search: (q: string, cursor?: string) => callApi(API.adminSearch, { query: { q, cursor } }),
  order: (transactionId: string) => callApi(API.adminOrder, { params: { transactionId } }),
  buyer: (email: string) => callApi(API.adminBuyer, { params: { email } }),
  licence: (licenceId: string) => callApi(API.adminLicence, { params: { licenceId } }),
  audit: (filters: AuditFilters) => callApi(API.adminAudit, { query: { ...filters } }),
  sales: (from: string, to: string) => callApi(API.adminSalesReport, { query: { from, to } }),
  salesCsvHref: (from: string, to: string) =>
    apiHref(API.adminSalesReportCsv, {}, { from, to, format: SALES_REPORT_CSV_FORMAT }),
};

/** What an operator can do, each with what it needs besides the reason. */
export const ADMIN_ACTIONS = {
  resend: { label: 'Re-send the order mail', needs: 'nothing' },
  correctEmail: { label: 'Correct the checkout e-mail', needs: 'email' },
  refund: { label: 'Refund through Paddle', needs: 'licences' },
  revoke: { label: 'Revoke the licence', needs: 'nothing' },
  reinstate: { label: 'Reinstate the licence', needs: 'nothing' },
  reassign: { label: 'Move the licence to a new owner', needs: 'email' },
} as const;

export type AdminActionName = keyof typeof ADMIN_ACTIONS;

export interface ActionInput {
  readonly reason: string;
  readonly email?: string;
  readonly licenceIds?: readonly string[];
}

/** Runs one operator action on an order (`transactionId`) or a licence (`licenceId`). */
export function runAdminAction(action: AdminActionName, id: string, input: ActionInput, idempotencyKey: string) {
  const headers = { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey };
  const { reason } = input;
  const email = input.email ?? '';
  switch (action) {
    case 'resend':
      return callApi(API.adminResend, { params: { transactionId: id }, body: { reason }, headers });
    case 'correctEmail':
      return callApi(API.adminCorrectEmail, { params: { transactionId: id }, body: { reason, email }, headers });
    case 'refund': {
      const licenceIds = input.licenceIds?.length ? { licenceIds: input.licenceIds } : {};
      return callApi(API.adminRefund, { params: { transactionId: id }, body: { reason, ...licenceIds }, headers });
    }
    case 'revoke':
      return callApi(API.adminRevoke, { params: { licenceId: id }, body: { reason }, headers });
    case 'reinstate':
      return callApi(API.adminReinstate, { params: { licenceId: id }, body: { reason }, headers });
    case 'reassign':
      return callApi(API.adminReassign, { params: { licenceId: id }, body: { reason, email }, headers });
  }
}
