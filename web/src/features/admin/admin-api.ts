/**
 * Every call of the operator console (docs/product/console.md), through the contract's endpoint table. State-changing calls
 * carry an `Idempotency-Key`: one per operator decision, sent again unchanged when that decision is retried, so
 * the API answers a retry with the first answer instead of acting twice.
 */
import { API } from '@contract/api-endpoints';
import {
  IDEMPOTENCY_KEY_HEADER,
  SALES_REPORT_CSV_FORMAT,
  type AdminGoodwillBody,
  type AdminRefundBody,
} from '@contract/admin';
import { apiHref, callApi } from '../../shared/api';

export interface AuditFilters {
  readonly from: string;
  readonly to: string;
  readonly actor?: string | undefined;
  readonly target?: string | undefined;
}

export const adminReads = {
  home: () => callApi(API.adminHome, {}),
  search: (q: string, cursor?: string) => callApi(API.adminSearch, { query: { q, cursor } }),
  order: (transactionId: string) => callApi(API.adminOrder, { params: { transactionId } }),
  buyer: (email: string) => callApi(API.adminBuyer, { params: { email } }),
  licence: (licenceId: string) => callApi(API.adminLicence, { params: { licenceId } }),
  audit: (filters: AuditFilters) => callApi(API.adminAudit, { query: { ...filters } }),
  sales: (from: string, to: string) => callApi(API.adminSalesReport, { query: { from, to } }),
  refunds: (from: string, to: string) => callApi(API.adminRefundsReport, { query: { from, to } }),
  salesCsvHref: (from: string, to: string) =>
    apiHref(API.adminSalesReportCsv, {}, { from, to, format: SALES_REPORT_CSV_FORMAT }),
};

/** What an operator can do, each with what it needs besides the reason and what the console says once done. */
export const ADMIN_ACTIONS = {
  resend: { label: 'Re-send the order mail', needs: 'nothing', done: 'The order mail was re-sent.' },
  correctEmail: {
    label: 'Correct the checkout e-mail',
    needs: 'email',
    done: 'The licences moved to the corrected address; both addresses were mailed.',
  },
  refund: { label: 'Refund through Paddle', needs: 'choice', done: 'Paddle was asked for the refund.' },
  revoke: { label: 'Revoke the licence', needs: 'nothing', done: 'The licence is revoked.' },
  reinstate: { label: 'Reinstate the licence', needs: 'nothing', done: 'The licence is active again.' },
  apply: {
    label: 'Apply from Paddle',
    needs: 'nothing',
    done: 'The payment is applied from Paddle: licences issued, the buyer mailed.',
  },
  reassign: {
    label: 'Move the licence to a new owner',
    needs: 'email',
    done: 'The licence moved to its new owner; both were mailed.',
  },
} as const;

export type AdminActionName = keyof typeof ADMIN_ACTIONS;

export interface ActionInput {
  readonly reason: string;
  readonly email?: string;
  /** A re-send's recipients (all current owners when absent). */
  readonly to?: readonly string[];
}

/** The address gets mail again (its suppression lifted, with a reason). */
export function liftSuppression(email: string, reason: string, idempotencyKey: string) {
  return callApi(API.adminLiftSuppression, {
    params: { email },
    body: { reason },
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

/** Asks Paddle for a refund of the whole order or of the seats named. */
export function runRefund(transactionId: string, body: AdminRefundBody, idempotencyKey: string) {
  return callApi(API.adminRefund, {
    params: { transactionId },
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

/** Gives support months or a replacement licence as goodwill, without payment. */
export function runGoodwill(licenceId: string, body: AdminGoodwillBody, idempotencyKey: string) {
  return callApi(API.adminGoodwill, {
    params: { licenceId },
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

/** Runs one operator action on an order (`transactionId`) or a licence (`licenceId`). */
export function runAdminAction(
  action: Exclude<AdminActionName, 'refund'>,
  id: string,
  input: ActionInput,
  idempotencyKey: string,
) {
  const headers = { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey };
  const { reason } = input;
  const email = input.email ?? '';
  switch (action) {
    case 'resend':
      return callApi(API.adminResend, {
        params: { transactionId: id },
        body: { reason, ...(input.to ? { to: input.to } : {}) },
        headers,
      });
    case 'correctEmail':
      return callApi(API.adminCorrectEmail, { params: { transactionId: id }, body: { reason, email }, headers });
    case 'revoke':
      return callApi(API.adminRevoke, { params: { licenceId: id }, body: { reason }, headers });
    case 'reinstate':
      return callApi(API.adminReinstate, { params: { licenceId: id }, body: { reason }, headers });
    case 'apply':
      return callApi(API.adminApplyFromPaddle, { params: { transactionId: id }, body: { reason }, headers });
    case 'reassign':
      return callApi(API.adminReassign, { params: { licenceId: id }, body: { reason, email }, headers });
  }
}
