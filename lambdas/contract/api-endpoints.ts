import type { AuthAnswer } from '../domain/auth/routes';
import type { PricedBasket } from '../domain/pricing';
import type { SupportStatus } from '../domain/licences/support-status';
import type { AccountDeleteAnswer } from './account-data';
import type {
  AdminAuditAnswer,
  AdminBuyerView,
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

/**
 * Every API call the web app makes, by intent: method, path template and the types of what is sent and answered.
 * The pages call these through `callApi` (web/src/shared/api.ts) and never spell a path; a test checks that each
 * entry is a route of `infra/definitions/handlers.ts` (or of the local stack, `local: true`), so the client and
 * the API cannot drift apart.
 */

declare const carried: unique symbol;
/** A type carried by an endpoint for the compiler only; at run time it is an empty object. */
export interface Carries<T> {
  readonly [carried]?: T;
}
const carries = <T>(): Carries<T> => ({});

export type ApiPathTemplate = `/api/${string}`;

export interface Endpoint<Path extends ApiPathTemplate = ApiPathTemplate, Body = unknown, Answer = unknown> {
  readonly method: 'GET' | 'POST';
  readonly path: Path;
  /** Only the local stack answers it (`/api/local/*`); never deployed. */
  readonly local: boolean;
  readonly body: Carries<Body>;
  readonly answer: Carries<Answer>;
}

function read<Path extends ApiPathTemplate, Answer>(
  path: Path,
  answer: Carries<Answer>,
): Endpoint<Path, undefined, Answer> {
  return { method: 'GET', path, local: false, body: carries<undefined>(), answer };
}

function write<Path extends ApiPathTemplate, Body, Answer>(
  path: Path,
  body: Carries<Body>,
  answer: Carries<Answer>,
  options: { local?: boolean } = {},
): Endpoint<Path, Body, Answer> {
  return { method: 'POST', path, local: options.local ?? false, body, answer };
}

/** A route answered by a redirect or a file download: the browser follows it as a link (`apiHref`). */
const link = <Path extends ApiPathTemplate>(path: Path) => read(path, carries<never>());

type ParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;

/** The `{name}` placeholders of a path template, each to be filled with one (encoded) path segment. */
export type PathParams<Path extends string> = { readonly [Name in ParamNames<Path>]: string };

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

export interface SessionAnswer {
  readonly signedIn: boolean;
  readonly user?: {
    readonly email: string;
    /**
     * Present (true) only for a member of the operators group, so the console at `/admin` knows whether to ask for
     * its data; buyer pages never show it. The admin API checks the group again on every call.
     */
    readonly operator?: true;
    /**
     * Present (true) for a person signed in through Google or Apple: they have no password here, so the account
     * page explains where it lives and confirms a deletion with a mailed code (ADR 487).
     */
    readonly federated?: true;
  };
}

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

export const API = {
  session: read('/api/auth/session', carries<SessionAnswer>()),
  authStep: write('/api/auth/{step}', carries<Record<string, unknown>>(), carries<AuthAnswer>()),
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
} as const;

export type BodyOf<E> = E extends Endpoint<ApiPathTemplate, infer Body, unknown> ? Body : never;
export type AnswerOf<E> = E extends Endpoint<ApiPathTemplate, unknown, infer Answer> ? Answer : never;

/** The query a GET may carry; undefined values are left out. */
export type ApiQuery = Readonly<Record<string, string | number | undefined>>;

/** The path of one call: the template with each `{name}` filled (encoded) and the query appended. */
export function apiPath<Path extends ApiPathTemplate>(
  endpoint: Endpoint<Path, unknown, unknown>,
  params: PathParams<Path>,
  query: ApiQuery = {},
): string {
  const path = endpoint.path.replace(/\{([^}]+)\}/g, (_whole, name: string) =>
    encodeURIComponent((params as Readonly<Record<string, string>>)[name] ?? ''),
  );
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
