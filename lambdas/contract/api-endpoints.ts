import type { PricedBasket } from '../domain/pricing';
import type { SupportStatus } from '../domain/licences/support-status';
import type { AccountDeleteAnswer } from './account-data';
import type {
  AdminAuditAnswer,
  AdminBuyerView,
  AdminGoodwillAnswer,
  AdminGoodwillBody,
  AdminHomeView,
  AdminLicenceView,
  AdminOrderView,
  AdminReasonBody,
  AdminRefundBody,
  AdminSearchAnswer,
  RefundsReport,
  SalesReport,
} from './admin';
import type { BuyerOrdersPage } from './buyer-orders';
import type { LegalPageView } from './legal';
import type { OrderSummaryView } from './order-summary';
import type { Paged } from './portal-pages';
import type { IncomingTransferView, LicenceView, SubscriptionView } from './portal-views';
import { carries, link, read, SESSION_API, write, type ApiPathTemplate, type Endpoint } from './endpoints';

/** The auth steps the sign-in and account pages post to (`POST /api/auth/{step}`); the auth handler has each. */
export type AuthStepName =
  | 'sign-up'
  | 'confirm-sign-up'
  | 'resend-sign-up-code'
  | 'sign-in'
  | 'confirm-sign-in'
  | 'setup-totp'
  | 'verify-totp'
  | 'force-new-password'
  | 'forgot-password'
  | 'confirm-forgot-password'
  | 'verify-contact'
  | 'confirm-verify-contact'
  | 'change-password'
  | 'sign-out'
  | 'sign-out-everywhere';

/** What checkout is asked to sell: the basket `GET /api/pricing` priced, and a guest's e-mail. */
export interface CheckoutBody {
  readonly slug: string;
  readonly quantity: number;
  readonly secondaryQuantity?: number;
  readonly addOns?: readonly string[];
  readonly email?: string;
  /** Support extensions: the licence whose support is extended, by id (own) or whole key (someone else's). */
  readonly licenceId?: string;
  readonly licenceKey?: string;
  /** The page's language: the order's mails are written in it (ADR 486). */
  readonly language?: string;
  /** The version of the terms the page linked to; refused when the stage's terms changed since (ADR 489). */
  readonly termsVersion?: string;
}

export interface CheckoutStarted {
  readonly transactionId: string;
  readonly checkoutUrl: string;
}

export interface LicencesAnswer extends Paged {
  readonly email: string;
  readonly licences: readonly LicenceView[];
  readonly incomingTransfers: readonly IncomingTransferView[];
}

export interface SubscriptionsAnswer {
  readonly email: string;
  readonly subscriptions: readonly SubscriptionView[];
}

type NoBody = Record<string, never>;

/**
 * Every API call the web app makes, by intent: method, path template and the types of what is sent and answered.
 * The pages call these through `callApi` (web/src/shared/api.ts) and never spell a path; a test checks that each
 * entry is a route of `infra/definitions/handlers.ts` (or of the local stack, `local: true`), so the client and
 * the API cannot drift apart.
 */
export const API = {
  ...SESSION_API,
  federatedSignIn: link('/api/auth/federated/{provider}'),

  pricing: read('/api/pricing/{slug}', carries<PricedBasket>()),
  checkout: write('/api/checkout', carries<CheckoutBody>(), carries<CheckoutStarted>()),
  orderSummary: read('/api/orders/{transactionId}', carries<OrderSummaryView>()),
  legalPage: read('/api/legal/{page}', carries<LegalPageView>()),
  payLocally: write('/api/local/paddle/transactions/{transactionId}/pay', carries<NoBody>(), carries<unknown>(), {
    local: true,
  }),

  licenceKeyPublicKey: read('/api/licence-keys/public-key', carries<{ publicKeyPem: string }>()),
  licenceKeyStatus: read('/api/licence-keys/status', carries<{ support: SupportStatus; catchUpMonths: number }>()),

  licences: read('/api/licenses', carries<LicencesAnswer>()),
  offerTransfer: write('/api/licenses/{licenceId}/transfer', carries<{ email: string }>(), carries<unknown>()),
  cancelTransfer: write('/api/licenses/{licenceId}/transfer/cancel', carries<NoBody>(), carries<unknown>()),
  acceptTransfer: write('/api/licenses/{licenceId}/transfer/accept', carries<NoBody>(), carries<unknown>()),

  subscriptions: read('/api/subscriptions', carries<SubscriptionsAnswer>()),
  cancelSubscription: write('/api/subscriptions/{subscriptionId}/cancel', carries<NoBody>(), carries<unknown>()),
  resumeSubscription: write('/api/subscriptions/{subscriptionId}/resume', carries<NoBody>(), carries<unknown>()),
  openBillingPortal: write('/api/subscriptions/{subscriptionId}/portal', carries<NoBody>(), carries<{ url: string }>()),

  orders: read('/api/orders', carries<BuyerOrdersPage>()),
  invoice: link('/api/orders/{transactionId}/invoice'),
  accountExport: link('/api/account/export'),
  deleteAccount: write(
    '/api/account/delete',
    carries<({ password: string } | { code: string }) & { language?: string }>(),
    carries<AccountDeleteAnswer>(),
  ),
  sendDeleteCode: write('/api/account/delete-code', carries<{ language?: string }>(), carries<{ sent: true }>()),

  adminHome: read('/api/admin/home', carries<AdminHomeView>()),
  adminSearch: read('/api/admin/search', carries<AdminSearchAnswer>()),
  adminOrder: read('/api/admin/orders/{transactionId}', carries<AdminOrderView>()),
  adminBuyer: read('/api/admin/buyers/{email}', carries<AdminBuyerView>()),
  adminLicence: read('/api/admin/licences/{licenceId}', carries<AdminLicenceView>()),
  adminAudit: read('/api/admin/audit', carries<AdminAuditAnswer>()),
  adminSalesReport: read('/api/admin/reports/sales', carries<SalesReport>()),
  adminSalesReportCsv: link('/api/admin/reports/sales'),
  adminRefundsReport: read('/api/admin/reports/refunds', carries<RefundsReport>()),
  adminRevoke: write('/api/admin/licences/{licenceId}/revoke', carries<AdminReasonBody>(), carries<unknown>()),
  adminReinstate: write('/api/admin/licences/{licenceId}/reinstate', carries<AdminReasonBody>(), carries<unknown>()),
  adminReassign: write(
    '/api/admin/licences/{licenceId}/reassign',
    carries<AdminReasonBody & { email: string }>(),
    carries<unknown>(),
  ),
  adminResend: write(
    '/api/admin/orders/{transactionId}/resend',
    carries<AdminReasonBody & { to?: readonly string[] }>(),
    carries<unknown>(),
  ),
  adminRefund: write('/api/admin/orders/{transactionId}/refund', carries<AdminRefundBody>(), carries<unknown>()),
  adminCorrectEmail: write(
    '/api/admin/orders/{transactionId}/email',
    carries<AdminReasonBody & { email: string }>(),
    carries<unknown>(),
  ),
  adminApplyFromPaddle: write(
    '/api/admin/orders/{transactionId}/apply',
    carries<AdminReasonBody>(),
    carries<unknown>(),
  ),
  adminLiftSuppression: write('/api/admin/buyers/{email}/unsuppress', carries<AdminReasonBody>(), carries<unknown>()),
  adminGoodwill: write(
    '/api/admin/licences/{licenceId}/goodwill',
    carries<AdminGoodwillBody>(),
    carries<AdminGoodwillAnswer>(),
  ),
} as const;

export type BodyOf<E> = E extends Endpoint<ApiPathTemplate, infer Body, unknown> ? Body : never;
export type AnswerOf<E> = E extends Endpoint<ApiPathTemplate, unknown, infer Answer> ? Answer : never;
