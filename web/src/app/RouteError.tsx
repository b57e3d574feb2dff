import { lazy, Suspense } from 'react';
import { uiText } from '../shared/ui/texts';

const loadErrorPage = () => import('./ErrorPage');

/** When even the error page's code cannot load (the connection dropped): a way to try the page again. */
function Unreachable() {
  return (
    <section className="page" role="alert">
      <p>
        <button type="button" className="button primary" onClick={() => window.location.reload()}>
          {uiText('Try again')}
        </button>
      </p>
    </section>
  );
}

const ErrorPage = lazy(() => loadErrorPage().catch(() => ({ default: Unreachable })));

/**
 * The error boundary of every route: the error page (./ErrorPage.tsx), a chunk of its own that no page needs to
 * become interactive, so it is not part of the landing script; it loads once a page is interactive
 * (`preloadErrorPage`), or when an error comes first.
 */
export function RouteError() {
  return (
    <Suspense fallback={null}>
      <ErrorPage />
    </Suspense>
  );
}

export function preloadErrorPage(): void {
  void loadErrorPage();
}
