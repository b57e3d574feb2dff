import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { readHydrationData, resolveLazyRoutes } from './app/hydration';
import { preloadLayout } from './app/RootLayout';
import { routes } from './app/router';
import { pinLocale, PRERENDER_LOCALE } from './shared/ui/format-euro';
import './app/app.css';

const container = document.getElementById('root')!;
const hydrationData = readHydrationData(document);

if (hydrationData) {
  // A prerendered page: every module it was rendered with is loaded first, so the first render matches its HTML.
  await Promise.all([resolveLazyRoutes(routes, window.location.pathname), preloadLayout()]);
  pinLocale(PRERENDER_LOCALE);
  const router = createBrowserRouter(routes, { hydrationData });
  const afterHydration = () => {
    // Revalidating re-renders every route: now in the browser's locale and with the stage's own config.
    pinLocale(undefined);
    void router.revalidate();
  };
  hydrateRoot(
    container,
    <StrictMode>
      <AfterHydration run={afterHydration}>
        <RouterProvider router={router} />
      </AfterHydration>
    </StrictMode>,
  );
} else {
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={createBrowserRouter(routes)} />
    </StrictMode>,
  );
}

function AfterHydration({ run, children }: { run: () => void; children: ReactNode }) {
  useEffect(run, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, when the hydrated tree is committed
  return children;
}
