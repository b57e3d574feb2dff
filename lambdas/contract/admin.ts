import type { LedgerEntry } from '../domain/ledger/entries';
import type { ExtensionQuote } from '../domain/ledger/quote';
import { LICENCE_ID_PATTERN } from '../domain/licences/licence-id';
import type { SupportStatus } from '../domain/licences/support-status';

/**
 * What the operator console and the admin API agree on (docs/product/console.md): limits and answer types (the paths are in
 * the endpoint table, ./api-endpoints.ts).
 */

/** The Cognito group of operators (infra/definitions/user-pool.ts creates it under this name). */
export const OPERATORS_GROUP_NAME = 'operators';

/** An operator session ends this long after its sign-in, however often its tokens were refreshed. */
export const OPERATOR_SESSION_HOURS = 8;

/** At most this many buyers, orders and licences in one search answer. */
export const ADMIN_PAGE_SIZE = 50;

/** The header every state-changing admin call carries; a retry with the same key gets the same answer. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

export type AdminLicenceAction = 'revoke' | 'reinstate' | 'reassign';
export type AdminOrderAction = 'resend' | 'refund' | 'email';

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
  /** `?cursor=` of the next page of the same query, or null on the last page. */
  readonly nextCursor: string | null;
}

/**
 * One row of an order's or licence's timeline: what an operator did (from the audit log, `audit` set), and what
 * the buyer and Paddle did (transfers, cancellations, refunds, chargebacks, renewals) from the records the shop
 * keeps anyway, newest first.
 */
export interface TimelineEntry {
  readonly at: string;
  readonly by: 'operator' | 'buyer' | 'paddle' | 'shop';
  /** Who, where known: the operator's or buyer's address. */
  readonly actor: string | null;
  /** A stable name such as `revoke`, `transfer-accepted`, `refund`, `renewal`, `subscription-canceled`. */
  readonly action: string;
  /** One English sentence for the console. */
  readonly summary: string;
  readonly reason: string | null;
  readonly audit: AuditEntry | null;
}

export interface AdminOrderLine {
  readonly slug: string;
  readonly title: string;
  readonly quantity: number;
  readonly totalCents: number;
}

export interface AdminSubscriptionRow {
  readonly subscriptionId: string;
  readonly status: string;
  readonly currentPeriodEnd: string | null;
  readonly scheduledChange: string | null;
}

export interface AdminAdjustmentRow {
  readonly adjustmentId: string;
  readonly action: string;
  readonly status: string;
  readonly occurredAt: string;
  readonly licenceIds: readonly string[];
}

export interface AdminMailRow {
  readonly kind: string;
  readonly to: string;
  readonly at: string;
}

export interface AdminWebhookEventRow {
  readonly eventId: string;
  readonly type: string;
  readonly at: string;
}

export interface AdminOrderView {
  readonly order: AdminOrderRow & {
    readonly totalCents: number;
    readonly currency: string;
    readonly paidAt: string | null;
    readonly lines: readonly AdminOrderLine[];
  };
  /** The transaction as Paddle reports it at this moment; null when Paddle could not be asked. */
  readonly paddle: { readonly status: string; readonly updatedAt: string } | null;
  readonly licences: readonly AdminLicenceRow[];
  readonly subscriptions: readonly AdminSubscriptionRow[];
  readonly adjustments: readonly AdminAdjustmentRow[];
  readonly mails: readonly AdminMailRow[];
  readonly webhookEvents: readonly AdminWebhookEventRow[];
  readonly timeline: readonly TimelineEntry[];
}

export interface AdminLicenceView {
  readonly licence: AdminLicenceRow & {
    readonly licenceKey: string;
    /** What `GET /api/licence-keys/status` answers for the current key. */
    readonly keyStatus: string;
    readonly revokedAt: string | null;
    readonly revokedReason: string | null;
    readonly subscriptionId: string | null;
  };
  /** Every owner the licence had, oldest first, with when each got it. */
  readonly owners: readonly { readonly email: string; readonly since: string }[];
  readonly pendingTransfer: { readonly to: string; readonly offeredAt: string } | null;
  readonly timeline: readonly TimelineEntry[];
  /** The licence's ledger of paid time, oldest period first (docs/data-model.md "Ledger of paid time"). */
  readonly ledger: readonly LedgerEntry[];
  /** What the ledger says the licence has now: the same answer the buyer's pages, key status and the mails give. */
  readonly standing: AdminLicenceStanding;
  /**
   * Suites: what a support extension bought now costs and covers, per term: the quote an operator gives on the phone,
   * the same the buyer is quoted signed in or with the key. Empty for a seat or a revoked licence.
   */
  readonly extensionQuotes: readonly ExtensionQuote[];
}

export interface AdminLicenceStanding {
  readonly support: SupportStatus;
  readonly paidUntil: string | null;
  readonly paidBy: string | null;
  /** The one subscription that renews the licence, and whether it will. */
  readonly renewingSubscriptionId: string | null;
  readonly renews: boolean;
  readonly catchUpMonths: number;
  readonly usable: boolean;
}

export interface AdminBuyerView {
  readonly email: string;
  readonly orders: readonly AdminOrderRow[];
  readonly licences: readonly AdminLicenceRow[];
  readonly subscriptions: readonly AdminSubscriptionRow[];
  readonly pendingTransfers: readonly { readonly licenceId: string; readonly to: string; readonly offeredAt: string }[];
  readonly timeline: readonly TimelineEntry[];
}

/** `GET /api/admin/audit` */
export interface AdminAuditAnswer {
  readonly entries: readonly AuditEntry[];
}

/** `GET /api/admin/reports/sales?from=&to=` (dates `YYYY-MM-DD`, both inclusive, UTC days). */
export interface SalesReportRow {
  readonly day: string;
  readonly product: string;
  readonly orders: number;
  readonly quantity: number;
  readonly totalCents: number;
}

export interface SalesReport {
  readonly from: string;
  readonly to: string;
  readonly currency: string;
  readonly rows: readonly SalesReportRow[];
  /** Per product over the whole range. */
  readonly totals: readonly Omit<SalesReportRow, 'day'>[];
  readonly totalCents: number;
}

/** `?format=csv` (or `Accept: text/csv`) answers the rows as a CSV file instead. */
export const SALES_REPORT_CSV_FORMAT = 'csv';

/** Every state-changing admin call's body carries the reason the audit log keeps. */
export interface AdminReasonBody {
  readonly reason: string;
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
  licenceId: LICENCE_ID_PATTERN,
  email: /^[^\s@]{1,200}@[^\s@]{1,200}\.[^\s@]{1,50}$/,
} as const;
