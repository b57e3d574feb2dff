/**
 * What the operator console and the admin API agree on (DESIGN.md §10): paths, limits and answer types.
 */

/** The Cognito group of operators (infra/definitions/user-pool.ts creates it under this name). */
export const OPERATORS_GROUP_NAME = 'operators';

/** An operator session ends this long after its sign-in, however often its tokens were refreshed. */
export const OPERATOR_SESSION_HOURS = 8;

/** At most this many buyers, orders and licences in one search answer. */
export const ADMIN_PAGE_SIZE = 50;

/** The header every state-changing admin call carries; a retry with the same key gets the same answer. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

export const ADMIN_API = {
  search: '/api/admin/search',
  order: (transactionId: string) => `/api/admin/orders/${encodeURIComponent(transactionId)}`,
  buyer: (email: string) => `/api/admin/buyers/${encodeURIComponent(email)}`,
  licence: (licenceId: string) => `/api/admin/licences/${encodeURIComponent(licenceId)}`,
  licenceAction: (licenceId: string, action: AdminLicenceAction) =>
    `/api/admin/licences/${encodeURIComponent(licenceId)}/${action}`,
  audit: '/api/admin/audit',
  orderAction: (transactionId: string, action: 'resend') =>
    `/api/admin/orders/${encodeURIComponent(transactionId)}/${action}`,
} as const;

export type AdminLicenceAction = 'revoke' | 'reinstate' | 'reassign';

export interface AdminOrderRow {
  readonly transactionId: string;
  readonly email: string;
  readonly status: string;
  readonly createdAt: string;
  readonly customerId: string | null;
  readonly subscriptionId: string | null;
}

export interface AdminLicenceRow {
  readonly licenceId: string;
  readonly owner: string;
  readonly product: string;
  readonly status: string;
  readonly transactionId: string;
  readonly issuedAt: string;
  readonly keyVersion: number;
}

export interface AdminSearchAnswer {
  readonly buyers: readonly string[];
  readonly orders: readonly AdminOrderRow[];
  readonly licences: readonly AdminLicenceRow[];
}

export interface AuditEntry {
  readonly auditId: string;
  readonly at: string;
  readonly actor: { readonly email: string; readonly sub: string };
  readonly action: string;
  readonly targets: readonly string[];
  readonly reason: string;
  readonly before: unknown;
  readonly after: unknown;
  readonly requestId: string;
}

/** What an id in an admin path may look like; anything else is answered 404 before the store is asked. */
export const ADMIN_ID_PATTERNS = {
  transactionId: /^txn_[A-Za-z0-9]{1,100}$/,
  licenceId: /^lic_[A-Za-z0-9_]{1,100}$/,
  email: /^[^\s@]{1,200}@[^\s@]{1,200}\.[^\s@]{1,50}$/,
} as const;
