import { BRAND } from '../domain/brand';

/**
 * Every page path (docs/product/pages.md) in one place, so the router, the links and the operator tools cannot drift apart.
 * API paths live with their handlers in `infra/definitions/handlers.ts`.
 */
export const PATHS = {
  home: '/',
  buyTrainer: '/buy-fms-trainer',
  buySuite: `/buy-${BRAND.slug}-suite`,
  buySupportExtension: '/buy-suite-nc-support-extension',
  checkout: '/buy',
  winRequirements: '/win-fms-trainer-system-requirements',
  iosRequirements: '/ios-fms-trainer-system-requirements',
  about: '/about',
  /** `/legal/terms`, `/legal/privacy`, `/legal/imprint`, `/legal/withdrawal` (`@contract/legal`). */
  legal: '/legal',
  licenses: '/licenses',
  my: '/my',
  pay: '/pay',
  extendSupport: '/extend-support-subscription',
  myExtendSupport: '/my-extend-support-subscription',
  subscriptions: '/subscriptions',
  signIn: '/sign-in',
  orders: '/orders',
  account: '/account',
  /** Where a deleted account's person lands: what ended, and what is kept for the books (ADR 487). */
  accountDeleted: '/account-deleted',
  /** The console's day-2 home: what happened today and this week, and what failed. */
  admin: '/admin',
  adminSearch: '/admin/search',
  adminAudit: '/admin/audit',
  adminSales: '/admin/reports/sales',
} as const;

/**
 * The operator console's pages that show one record (docs/product/console.md): `/admin/orders/{transactionId}`,
 * `/admin/buyers/{email}`, `/admin/licences/{licenceId}`. Not linked from any buyer page.
 */
export const ADMIN_RECORD_PAGES = {
  order: '/admin/orders',
  buyer: '/admin/buyers',
  licence: '/admin/licences',
} as const;

export function adminRecordPath(kind: keyof typeof ADMIN_RECORD_PAGES, id: string): string {
  return `${ADMIN_RECORD_PAGES[kind]}/${encodeURIComponent(id)}`;
}

export interface CheckoutChoice {
  readonly slug: string;
  readonly quantity: number;
  /** Support extensions: the catch-up months (0 included, so the path always names them). */
  readonly secondaryQuantity?: number | undefined;
  readonly addOns?: readonly string[] | undefined;
  /** Support extensions bought from the portal: the licence whose support is extended. */
  readonly licenceId?: string | undefined;
}

/**
 * `/buy/{slug}/{quantity}[/{catch-up months}][?addOns=a,b&licenceId=…]`: the checkout page reads exactly what
 * `GET /api/pricing` needs to price the same basket, so every page that continues to checkout builds it here.
 */
export function checkoutPath({ slug, quantity, secondaryQuantity, addOns = [], licenceId }: CheckoutChoice): string {
  const segments = [
    PATHS.checkout,
    slug,
    String(quantity),
    ...(secondaryQuantity === undefined ? [] : [String(secondaryQuantity)]),
  ];
  const query = [
    ...(addOns.length > 0 ? [`addOns=${addOns.join(',')}`] : []),
    ...(licenceId ? [`licenceId=${encodeURIComponent(licenceId)}`] : []),
  ];
  return `${segments.join('/')}${query.length > 0 ? `?${query.join('&')}` : ''}`;
}
