import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { loadWebConfig } from '../shared/config';
import { Loading } from '../shared/ui/Loading';
import { PATHS } from '@contract/routes';
import { uiText } from '../shared/ui/texts';

/**
 * A lazily loaded part of the layout that can also be loaded ahead: a prerendered page loads it before hydrating,
 * so the first render has it at once (no suspended boundary that a later update could force to re-render).
 */
function lazyPart(load: () => Promise<{ default: ComponentType }>) {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
    });
  const Lazy = lazy(() => preload().then(() => ({ default: loaded! })));
  function Part() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return { Part, preload };
}

const navBar = lazyPart(() => import('./NavBar'));
const footer = lazyPart(() => import('./Footer'));

export function preloadLayout(): Promise<unknown> {
  return Promise.all([navBar.preload(), footer.preload()]);
}

export function rootLoader() {
  return loadWebConfig();
}

/** Where the navigation bar goes until it has loaded, as tall as the bar. */
function NavPlaceholder() {
  return <div className="nav-placeholder" />;
}

/** The layout of docs/product/pages.md around `children`: the one frame both the fallback and the loaded layout draw. */
function LayoutFrame({ navBar, footer, children }: { navBar: ReactNode; footer?: ReactNode; children: ReactNode }) {
  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        {uiText('Skip to content')}
      </a>
      {navBar}
      <main id="main" className="main">
        {children}
      </main>
      {footer}
    </div>
  );
}

/**
 * What a page that is not prerendered shows until its route has loaded: the layout's frame around the loading message,
 * so that nothing the visitor already sees moves when the page arrives (CLS). The build draws it into the app shell's
 * HTML too (web/build.ts), so it shows before any script has run.
 */
export function LayoutFallback() {
  return (
    <LayoutFrame navBar={<NavPlaceholder />}>
      <Loading />
    </LayoutFrame>
  );
}

/** One console page to another: the console keeps its frame and says it is loading (ADR 460). */
function withinConsole(from: string, to: string | undefined): boolean {
  const inConsole = (path: string) => path === PATHS.admin || path.startsWith(`${PATHS.admin}/`);
  return to !== undefined && inConsole(from) && inConsole(to);
}

/** The root layout: a lazily loaded navigation bar and footer around the routed page. */
export function RootLayout() {
  const navigation = useNavigation();
  const location = useLocation();
  return (
    <LayoutFrame
      navBar={
        <Suspense fallback={<NavPlaceholder />}>
          <navBar.Part />
        </Suspense>
      }
      footer={
        <Suspense fallback={null}>
          <footer.Part />
        </Suspense>
      }
    >
      {navigation.state === 'loading' && !withinConsole(location.pathname, navigation.location?.pathname) ? (
        <Loading />
      ) : (
        <Outlet />
      )}
    </LayoutFrame>
  );
}

/**
 * The layout a page's shell document is drawn with (ADR 350): the navigation bar around the page's stable part, and
 * no footer yet, which the page's data would push down the moment it arrives.
 */
export function ShellLayout() {
  return (
    <LayoutFrame
      navBar={
        <Suspense fallback={<NavPlaceholder />}>
          <navBar.Part />
        </Suspense>
      }
    >
      <Outlet />
    </LayoutFrame>
  );
}
