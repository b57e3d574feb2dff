import { createBrowserRouter, type RouteObject } from 'react-router';
import type { ComponentType } from 'react';
import type { TranslationKey } from '../shared/i18n/locales/en';
import type { SessionUser } from '../shared/session';
import { Loading } from '../shared/ui/Loading';
import { RootLayout, rootLoader } from './RootLayout';
import { RouteError } from './RouteError';
import { PATHS } from '@contract/routes';

/**
 * The route table. Every page is a lazy module exporting `Component` (and a `loader` where it needs one), so the
 * landing bundle carries only the shell; every route has the error page as its boundary, so a failing loader or a
 * chunk that cannot load shows 'Oops!' inside the layout instead of a blank page.
 */
type LazyModule = () => Promise<Pick<RouteObject, 'Component' | 'loader'>>;
type SignedInContent = ComponentType<{ user: SessionUser }>;

function page(path: string, load: LazyModule): RouteObject {
  return { path, lazy: () => loadOrFail(load), ErrorBoundary: RouteError };
}

/**
 * A page whose code fails to load (a deploy replaced its chunk, or the connection dropped) renders a component that
 * throws the failure, so the route's error page shows it with a reload; a rejected `lazy` alone leaves the route
 * empty when the page has no loader.
 */
function loadOrFail(load: LazyModule): ReturnType<LazyModule> {
  return load().catch((error: unknown) => ({
    Component: () => {
      throw error;
    },
  }));
}

/**
 * A page shown inside the authenticator: the app composes the auth feature with the page's signed-in content,
 * because features never import each other.
 */
function authenticatedPage(
  path: string,
  initialRoute: 'signIn' | 'signUp',
  load: () => Promise<{ SignedInContent: SignedInContent; anonymousIntro?: TranslationKey }>,
): RouteObject {
  return page(path, async () => {
    const [{ withAuthenticator }, content] = await Promise.all([import('../features/auth/withAuthenticator'), load()]);
    return { Component: withAuthenticator(content.SignedInContent, { initialRoute, intro: content.anonymousIntro }) };
  });
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    loader: rootLoader,
    ErrorBoundary: RouteError,
    HydrateFallback: Loading,
    children: [
      { index: true, lazy: () => loadOrFail(() => import('../features/home/HomePage')), ErrorBoundary: RouteError },
      page(`${PATHS.buyTrainer}/:aircraftType?`, () => import('../features/shop/TrainerPage')),
      page(`${PATHS.buySuite}/:aircraftType?`, () => import('../features/shop/SuitePage')),
      page(PATHS.buySupportExtension, () => import('../features/shop/SupportExtensionPage')),
      page(`${PATHS.checkout}/:productSlug/:quantity/:secondaryQuantity?`, () => import('../features/checkout/CheckoutPage')),
      page(PATHS.pay, () => import('../features/checkout/PayPage')),
      page(PATHS.winRequirements, () => import('../features/shop/WinRequirementsPage')),
      page(PATHS.iosRequirements, () => import('../features/shop/IosRequirementsPage')),
      page(PATHS.about, () => import('../features/shop/AboutPage')),
      page(PATHS.extendSupport, () => import('../features/shop/ExtendSupportPage')),
      page(PATHS.licenses, () => import('../features/account/LicensesPage')),
      page(PATHS.my, () => import('../features/account/MyPage')),
      page(PATHS.subscriptions, () => import('../features/account/SubscriptionsPage')),
      authenticatedPage(PATHS.myExtendSupport, 'signUp', () => import('../features/account/MyExtendSupportPage')),
      page(PATHS.signIn, () => import('../features/auth/SignInPage')),
      page('*', () => import('./UnknownRoute')),
    ],
  },
];

export const router = createBrowserRouter(routes);
