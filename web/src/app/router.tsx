import type { ComponentType } from 'react';
import type { RouteObject, ShouldRevalidateFunction } from 'react-router';
import { loadTexts, type SharedKey } from '../shared/i18n/i18n';
import type { SessionUser } from '../shared/session';
import { pageNamespaces } from './page-texts';
import { LayoutFallback, RootLayout, rootLoader } from './RootLayout';
import { RouteError } from './RouteError';
import { ADMIN_RECORD_PAGES, PATHS } from '@contract/routes';

/**
 * The route table. Every page is a lazy module exporting `Component` (and a `loader` where it needs one), so the
 * landing bundle carries only the shell; every route has the error page as its boundary, so a failing loader or a
 * chunk that cannot load shows 'Oops!' inside the layout instead of a blank page.
 */
type PageModule = Pick<RouteObject, 'Component' | 'loader'>;
type SignedInContent = ComponentType<{ user: SessionUser }>;

/** What a page route carries for the prerender step: its module, to find the page's chunk and stylesheet. */
export interface PageHandle {
  /** The page's source file, relative to the web root (`src/features/shop/TrainerPage.tsx`), as Vite's manifest names it. */
  readonly module: string;
}

/** Page modules by file, each its own chunk loaded on demand. */
const PAGES = import.meta.glob<PageModule>([
  '../features/*/*Page.tsx',
  './UnknownRoutePage.tsx',
  '!../features/shop/RequirementsPage.tsx',
]);

/** A page's module and its texts in the page's language, together, so that it renders translated at once. */
function withTexts<T>(load: () => Promise<T>, namespaces: readonly string[]): () => Promise<T> {
  return () => Promise.all([load(), loadTexts(...namespaces)]).then(([module]) => module);
}

function pageRoute(file: string): Pick<RouteObject, 'lazy' | 'handle' | 'ErrorBoundary'> {
  const load = PAGES[file];
  if (!load) throw new Error(`The route table names ${file}, which is not a page module.`);
  const handle: PageHandle = { module: `src/${file.replace(/^\.\.\//, '').replace(/^\.\//, 'app/')}` };
  return { lazy: () => loadOrFail(withTexts(load, pageNamespaces(file))), handle, ErrorBoundary: RouteError };
}

/**
 * A page whose code fails to load (a deploy replaced its chunk, or the connection dropped) renders a component that
 * throws the failure, so the route's error page shows it with a reload; a rejected `lazy` alone leaves the route
 * empty when the page has no loader.
 */
function loadOrFail(load: () => Promise<PageModule>): Promise<PageModule> {
  return load().catch((error: unknown) => ({
    Component: () => {
      throw error;
    },
  }));
}

function page(path: string, file: string, extra: Pick<RouteObject, 'shouldRevalidate'> = {}): RouteObject {
  return { path, ...pageRoute(file), ...extra };
}

/**
 * The configurators keep their choices in the search params: a new choice is a new URL on the same page, not a
 * visit, so no loader runs again and the page stays mounted (the layout shows '...' only while loaders run).
 */
const choicesOnly: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  !formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search
    ? false
    : defaultShouldRevalidate;

/**
 * A page shown inside the authenticator: the app composes the auth feature with the page's signed-in content,
 * because features never import each other.
 */
function authenticatedPage(
  path: string,
  initialRoute: 'signIn' | 'signUp',
  load: () => Promise<{ SignedInContent: SignedInContent; anonymousIntro?: SharedKey }>,
): RouteObject {
  const lazy = async () => {
    const [{ withAuthenticator }, content] = await Promise.all([
      import('../features/auth/withAuthenticator'),
      load(),
      loadTexts('auth', 'account', 'parts', 'shared'),
    ]);
    return { Component: withAuthenticator(content.SignedInContent, { initialRoute, intro: content.anonymousIntro }) };
  };
  return { path, lazy: () => loadOrFail(lazy), ErrorBoundary: RouteError };
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    loader: rootLoader,
    shouldRevalidate: choicesOnly,
    ErrorBoundary: RouteError,
    HydrateFallback: LayoutFallback,
    children: [
      { index: true, ...pageRoute('../features/home/HomePage.tsx') },
      page(`${PATHS.buyTrainer}/:aircraftType?`, '../features/shop/TrainerPage.tsx', { shouldRevalidate: choicesOnly }),
      page(`${PATHS.buySuite}/:aircraftType?`, '../features/shop/SuitePage.tsx', { shouldRevalidate: choicesOnly }),
      page(PATHS.buySupportExtension, '../features/shop/SupportExtensionPage.tsx'),
      page(`${PATHS.checkout}/:productSlug/:quantity/:secondaryQuantity?`, '../features/checkout/CheckoutPage.tsx'),
      page(PATHS.pay, '../features/checkout/PayPage.tsx'),
      page(PATHS.winRequirements, '../features/shop/WinRequirementsPage.tsx'),
      page(PATHS.iosRequirements, '../features/shop/IosRequirementsPage.tsx'),
      page(PATHS.about, '../features/shop/AboutPage.tsx'),
      page(`${PATHS.legal}/:page`, '../features/legal/LegalPage.tsx'),
      page(PATHS.extendSupport, '../features/shop/ExtendSupportPage.tsx'),
      page(PATHS.licenses, '../features/account/LicensesPage.tsx'),
      page(PATHS.my, '../features/account/MyPage.tsx'),
      page(PATHS.subscriptions, '../features/account/SubscriptionsPage.tsx'),
      authenticatedPage(PATHS.myExtendSupport, 'signUp', () => import('../features/account/MyExtendSupportPage')),
      page(PATHS.signIn, '../features/auth/SignInPage.tsx'),
      page(PATHS.orders, '../features/account/OrdersPage.tsx'),
      page(PATHS.account, '../features/account/AccountPage.tsx'),
      page(PATHS.accountDeleted, '../features/account/AccountDeletedPage.tsx'),
      // The operator console (docs/product/console.md): lazy chunks of its own, linked from no buyer page.
      page(PATHS.admin, '../features/admin/AdminHomePage.tsx'),
      page(PATHS.adminSearch, '../features/admin/AdminSearchPage.tsx'),
      page(PATHS.adminAudit, '../features/admin/AdminAuditPage.tsx'),
      page(PATHS.adminSales, '../features/admin/AdminSalesPage.tsx'),
      page(`${ADMIN_RECORD_PAGES.order}/:transactionId`, '../features/admin/AdminOrderPage.tsx'),
      page(`${ADMIN_RECORD_PAGES.buyer}/:email`, '../features/admin/AdminBuyerPage.tsx'),
      page(`${ADMIN_RECORD_PAGES.licence}/:licenceId`, '../features/admin/AdminLicencePage.tsx'),
      page('*', './UnknownRoutePage.tsx'),
    ],
  },
];
