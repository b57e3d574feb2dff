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

export type AdminLicenceAction = 'revoke' | 'reinstate' | 'reassign' | 'goodwill';
export type AdminOrderAction = 'resend' | 'refund' | 'email' | 'apply';

export interface AdminOrderRow {
  readonly transactionId: string;
  /** The number the order's mails print (`0Q41-RVXE`). */
  readonly orderNumber: string;
  readonly email: string;
  readonly status: string;
  readonly createdAt: string;
  readonly customerId: string | null;
  readonly subscriptionId: string | null;
  /** How many licences the order issued. */
  readonly licenceCount: number;
  /** What Paddle charged, gross; null before payment or for an order paid before the shop kept it. */
  readonly gross: { readonly cents: number; readonly currency: string } | null;
}

export interface AdminLicenceRow {
  readonly licenceId: string;
  readonly owner: string;
  readonly product: string;
  readonly status: string;
  readonly transactionId: string;
  readonly issuedAt: string;
  readonly keyVersion: number;
  /** Issued as goodwill, without payment (a replacement, ADR 463): every view says so, and no sale counts it. */
  readonly goodwill: boolean;
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
  /** What the line cost, tax included, in the order's currency. */
  readonly grossCents: number;
}

export interface AdminSubscriptionRow {
  readonly subscriptionId: string;
  readonly status: string;
  readonly currentPeriodEnd: string | null;
  readonly scheduledChange: string | null;
}

/** An amount as Paddle reports it: net and VAT where known, always the gross, in the currency's minor units. */
export interface AdminMoney {
  readonly netCents: number | null;
  readonly taxCents: number | null;
  readonly grossCents: number;
  readonly currency: string;
}

/** Who did something, as the console names them (ADR 456). */
export type AdminActor =
  | { readonly kind: 'operator'; readonly email: string }
  | { readonly kind: 'buyer'; readonly email: string }
  | { readonly kind: 'paddle' }
  | { readonly kind: 'shop'; readonly job: string };

export interface AdminAdjustmentRow {
  readonly adjustmentId: string;
  /** `refund`, `chargeback`, `chargeback_reverse`, `credit`… */
  readonly action: string;
  /** `full` (the whole transaction) or `partial`. */
  readonly type: 'full' | 'partial';
  /** Paddle's state: `pending_approval`, `approved`, `rejected`, `reversed`. */
  readonly status: string;
  readonly occurredAt: string;
  /** What it pays back; null when neither Paddle nor the request said. */
  readonly amount: AdminMoney | null;
  /** An operator for a refund asked from the console (with their reason), else Paddle. */
  readonly requestedBy: AdminActor;
  readonly reason: string | null;
  /** The licences it took back, or, while pending, the ones the console's request named. */
  readonly licenceIds: readonly string[];
}

/** One licence unit of an order as a refund sees it. */
export interface AdminRefundUnit {
  /** 1 for the order's first licence: Paddle takes back the highest units first. */
  readonly unit: number;
  readonly licenceId: string;
  readonly owner: string;
  readonly licenceStatus: string;
  /** What the unit cost, tax included (every line it bought). */
  readonly amountCents: number;
  readonly state: 'refundable' | 'refund-pending' | 'refunded' | 'charged-back' | 'revoked';
  /** The adjustment that covers it, pending or approved. */
  readonly adjustmentId: string | null;
}

/** What the refund dialog may offer (ADR 454). */
export interface AdminRefundOptions {
  readonly currency: string;
  readonly buyerEmail: string;
  readonly units: readonly AdminRefundUnit[];
  /** The licence ids a partial refund may name, highest first: a refund of n seats names the first n. */
  readonly refundable: readonly string[];
  /** The whole order's gross and why it cannot be refunded whole (null when it can). */
  readonly wholeOrder: { readonly amountCents: number; readonly refusal: string | null };
}

/** One mail the shop sent, or meant to send and did not (ADR 450, 458). */
export interface AdminMailRow {
  readonly kind: string;
  readonly subject: string | null;
  readonly to: string;
  readonly at: string;
  /** `sent`, `skipped`, or a state a later mail path adds (queued, failed). */
  readonly status: string;
  /** Why it was not sent, for a person: "not sent: address suppressed since …", else null. */
  readonly note: string | null;
  /** The order, licence or subscription it was about. */
  readonly about: string | null;
}

export interface AdminWebhookEventRow {
  readonly eventId: string;
  readonly type: string;
  readonly at: string;
}

/** An order's money as Paddle sees it (ADR 455). */
export interface AdminOrderMoney {
  readonly currency: string;
  /** What Paddle charged (net after discount, VAT, gross); null for an order paid before the shop kept it. */
  readonly charged: AdminMoney | null;
  /** The catalogue's net total at checkout, the only amount an order without `charged` has. */
  readonly checkoutNetCents: number;
  /** Approved refunds and chargebacks (less reversed chargebacks). */
  readonly refunded: AdminMoney;
  /** Gross of refunds Paddle has not approved yet. */
  readonly pendingRefundCents: number;
  /** What the shop keeps: charged less refunded; null without `charged`. */
  readonly remainder: AdminMoney | null;
}

/**
 * The order's state for a person: `paid`, `refund-pending` (paid, a refund waits for Paddle's approval),
 * `partially-refunded`, `refunded`, `pending` (not paid yet).
 */
export type AdminOrderState = 'pending' | 'paid' | 'refund-pending' | 'partially-refunded' | 'refunded';

export interface AdminOrderView {
  readonly order: AdminOrderRow & {
    readonly state: AdminOrderState;
    readonly money: AdminOrderMoney;
    readonly paidAt: string | null;
    readonly lines: readonly AdminOrderLine[];
  };
  readonly refund: AdminRefundOptions;
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
  /** Each action and why it cannot succeed now (null when it can): the page offers only those that can. */
  readonly actions: Readonly<
    Record<'reassign' | 'revoke' | 'reinstate' | 'goodwillSupport' | 'goodwillReplacement', string | null>
  >;
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
  /** The address bounced for good or complained: the shop sends it no mail until an operator lifts this. */
  readonly suppression: { readonly reason: string; readonly since: string } | null;
  /** Every mail the shop sent or skipped to the address, newest first (the last 100). */
  readonly mails: readonly AdminMailRow[];
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

/**
 * `GET /api/admin/reports/sales?from=&to=` (dates `YYYY-MM-DD`, both inclusive, UTC days; ADR 455): what Paddle
 * charged for orders and renewals by their day of payment, product and kind, with what was refunded of them since.
 * Amounts are minor units of the section's currency.
 */
export interface SalesReportRow {
  readonly day: string;
  readonly product: string;
  /** `order` (a purchase) or `renewal` (a subscription's own charge): never mixed in one row. */
  readonly kind: 'order' | 'renewal';
  readonly orders: number;
  /** Units sold, less the units refunded or charged back since. */
  readonly quantity: number;
  readonly netCents: number;
  readonly taxCents: number;
  readonly grossCents: number;
  /** Approved refunds and chargebacks of these orders, less reversed chargebacks, gross. */
  readonly refundedGrossCents: number;
  /** Orders paid before the shop kept Paddle's totals: their net is the catalogue's, their VAT unknown (0 here). */
  readonly withoutPaddleTotals: number;
}

export interface SalesReportSection {
  readonly currency: string;
  readonly rows: readonly SalesReportRow[];
  /** Per product and kind over the whole range. */
  readonly totals: readonly Omit<SalesReportRow, 'day'>[];
  /** The section's sum (`product` is `all`). */
  readonly sum: Omit<SalesReportRow, 'day' | 'product' | 'kind'>;
}

export interface SalesReport {
  readonly from: string;
  readonly to: string;
  /** One per currency, in currency order. */
  readonly sections: readonly SalesReportSection[];
}

/**
 * `GET /api/admin/reports/refunds?from=&to=`: approved refunds and chargebacks by the day Paddle approved them (and
 * reversed chargebacks, negative), so a month already exported can be reconciled with what came back later.
 */
export interface RefundsReportRow {
  readonly day: string;
  readonly adjustmentId: string;
  readonly transactionId: string;
  readonly action: string;
  readonly product: string;
  /** The UTC day the order was paid (its row in the sales report). */
  readonly paidDay: string | null;
  readonly netCents: number | null;
  readonly taxCents: number | null;
  readonly grossCents: number;
}

export interface RefundsReport {
  readonly from: string;
  readonly to: string;
  readonly sections: readonly {
    readonly currency: string;
    readonly rows: readonly RefundsReportRow[];
    readonly grossCents: number;
  }[];
}

/** `?format=csv` (or `Accept: text/csv`) answers the rows as a CSV file instead. */
export const SALES_REPORT_CSV_FORMAT = 'csv';

/** Every state-changing admin call's body carries the reason the audit log keeps. */
export interface AdminReasonBody {
  readonly reason: string;
}

/** `POST /api/admin/orders/{transactionId}/refund`: the whole order, or the seats named, never left unsaid. */
export type AdminRefundBody = AdminReasonBody &
  ({ readonly wholeOrder: true } | { readonly licenceIds: readonly string[] }) & {
    /** Refund seats that someone other than the buyer holds now (ADR 454). */
    readonly confirmOtherOwners?: boolean;
  };

/** The most support months one goodwill grant gives (the ledger refuses more, ADR 404). */
export const GOODWILL_MAX_MONTHS = 24;

/**
 * `POST /api/admin/licences/{licenceId}/goodwill` (ADR 463): support months on the licence, or a replacement licence
 * for its owner, without payment.
 */
export type AdminGoodwillBody = AdminReasonBody &
  ({ readonly grant: 'support'; readonly months: number } | { readonly grant: 'replacement' });

export interface AdminGoodwillAnswer {
  readonly licenceId: string;
  readonly grant: 'support' | 'replacement';
  /** The period the goodwill covers. */
  readonly from: string;
  readonly until: string;
  /** The replacement's own licence id; null for support months. */
  readonly replacementLicenceId: string | null;
  readonly auditId: string;
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

/** `GET /api/admin/home`: the console's day-2 home (ADR 457), today's and this week's counts and rows. */
export interface AdminHomeView {
  readonly generatedAt: string;
  /** UTC days: today, and the first of the seven days the week's rows cover. */
  readonly today: string;
  readonly weekFrom: string;
  readonly counts: { readonly today: AdminHomeCounts; readonly week: AdminHomeCounts };
  /** Paid orders and renewals of the week, newest first. */
  readonly orders: readonly AdminHomeOrder[];
  /** Refunds, chargebacks and other adjustments that changed this week, newest first. */
  readonly adjustments: readonly AdminHomeAdjustment[];
  readonly transfers: readonly AdminHomeTransfer[];
  readonly suppressed: readonly { readonly email: string; readonly reason: string; readonly since: string }[];
  /** Paddle deliveries the shop could not process this week, and whether a retry applied them since. */
  readonly failedDeliveries: readonly AdminHomeFailedDelivery[];
  /** Transactions Paddle says were paid over 10 minutes ago that the shop has not applied. */
  readonly missingDeliveries: readonly AdminHomeMissing[];
  /** Null when Paddle could be asked; else why the missing deliveries are unknown. */
  readonly paddleUnavailable: string | null;
}

export interface AdminHomeCounts {
  readonly orders: number;
  readonly refunds: number;
  readonly chargebacks: number;
  readonly transfers: number;
  readonly suppressed: number;
  readonly failedDeliveries: number;
  readonly missingDeliveries: number;
}

export interface AdminHomeOrder {
  readonly transactionId: string;
  readonly orderNumber: string;
  /** `order` (a purchase) or `renewal`. */
  readonly kind: 'order' | 'renewal';
  readonly email: string | null;
  readonly product: string;
  readonly paidAt: string;
  readonly gross: { readonly cents: number; readonly currency: string } | null;
  readonly customerId: string | null;
  readonly subscriptionId: string | null;
}

export interface AdminHomeAdjustment {
  readonly adjustmentId: string;
  readonly transactionId: string;
  readonly action: string;
  readonly status: string;
  readonly at: string;
  readonly amount: AdminMoney | null;
  readonly requestedBy: AdminActor;
}

export interface AdminHomeTransfer {
  readonly licenceId: string;
  readonly from: string;
  readonly to: string;
  readonly at: string;
}

export interface AdminHomeFailedDelivery {
  readonly eventId: string;
  readonly eventType: string;
  /** The transaction, subscription or adjustment the event was about, when the shop could read it. */
  readonly entityId: string | null;
  readonly transactionId: string | null;
  readonly at: string;
  readonly message: string;
  readonly appliedSince: boolean;
}

export interface AdminHomeMissing {
  readonly transactionId: string;
  readonly paidAt: string;
  readonly origin: string;
  readonly customerId: string | null;
  readonly subscriptionId: string | null;
  /** The shop's record of it: `pending` (checked out, not paid) or null (nothing). */
  readonly shopStatus: string | null;
}
