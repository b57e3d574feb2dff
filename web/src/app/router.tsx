import { createBrowserRouter, type RouteObject } from 'react-router';
import { Loading } from '../shared/ui/Loading';
import { RootLayout, rootLoader } from './RootLayout';
import { RouteError } from './RouteError';
import { PATHS } from './routes';

/**
 * The route table. Every page is a lazy module exporting `Component` (and a `loader` where it needs one), so the
 * landing bundle carries only the shell; every route has the error page as its boundary, so a failing loader or a
 * chunk that cannot load shows 'Oops!' inside the layout instead of a blank page.
 */
type LazyModule = () => Promise<Pick<RouteObject, 'Component' | 'loader'>>;

function page(path: string, load: LazyModule): RouteObject {
  return { path, lazy: load, ErrorBoundary: RouteError };
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
      { index: true, lazy: () => import('../features/home/HomePage'), ErrorBoundary: RouteError },
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
      page(PATHS.myExtendSupport, () => import('../features/account/MyExtendSupportPage')),
      page('*', () => import('./UnknownRoute')),
    ],
  },
];

export const router = createBrowserRouter(routes);
