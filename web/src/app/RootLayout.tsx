import { lazy, Suspense } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { loadWebConfig } from '../shared/config';
import { Loading } from '../shared/ui/Loading';

const NavBar = lazy(() => import('./NavBar'));
const Footer = lazy(() => import('./Footer'));

export function rootLoader() {
  return loadWebConfig();
}

/** The root layout of SPEC.md §2: a lazily loaded navigation bar and footer around the routed page. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Suspense fallback={<div className="nav-placeholder" />}>
        <NavBar />
      </Suspense>
      <main id="main" className="main">
        {navigation.state === 'loading' ? <Loading /> : <Outlet />}
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </div>
  );
}
