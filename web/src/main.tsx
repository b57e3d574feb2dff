import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type HydrationState } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { resolveLazyRoutes } from './app/hydration';
import { readHydrationData, readPageBoot } from './app/prerendered-document';
import { preloadLayout } from './app/RootLayout';
import { routes } from './app/router';
import { preloadErrorPage } from './app/RouteError';
import { nextTask } from './shared/next-task';
import { loadTexts, registerCatalogues, setPageLanguage } from './shared/i18n/i18n';
import { directionOf, languageBase, languageOfPath, pathWithoutLanguage } from '@contract/languages';

const container = document.getElementById('root')!;
const hydrationData = readHydrationData(document);

/** The page's language is the one its address names (`/de/…`); the router sees the address without it. */
const language = languageOfPath(window.location.pathname);
const basename = languageBase(language);
// The loaders of every catalogue in every language are a chunk of their own: the page's first texts come from the
// chunks its document names, and English never loads a catalogue.
registerCatalogues(() => import('./app/catalogues').then((module) => module.CATALOGUES), readPageBoot(document)?.texts);
setPageLanguage(language);
document.documentElement.lang = language;
document.documentElement.dir = directionOf(language);

if (hydrationData) void hydrate(hydrationData);
else void render();

/**
 * A page rendered in the browser. What the document painted (a page's shell document with its stable part, ADR 350,
 * or the app shell's frame) stays until the page can show itself whole: its route loaded, its data read and the
 * layout's lazy parts in. One commit then replaces it, so nothing appears twice or moves, and in a transition, so
 * the render yields to the browser every few milliseconds instead of holding the main thread.
 */
async function render(): Promise<void> {
  // Evaluating the app is one long task on a phone already: the router starts in a task of its own (ADR 165).
  await nextTask();
  const router = createBrowserRouter(routes, { basename });
  await Promise.all([initialised(router), preloadLayout(), loadTexts('ui')]);
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <Interactive then={loadErrorPage}>
          <RouterProvider router={router} />
        </Interactive>
      </StrictMode>,
    );
  });
}

function initialised(router: ReturnType<typeof createBrowserRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * Not awaited at the module's top level: the page's chunks import modules of this module's chunk, which could
 * never finish evaluating while it waited for them.
 */
async function hydrate(hydrationData: HydrationState): Promise<void> {
  // Evaluating the app, matching the routes, creating the router and starting to hydrate take 5–15 ms each on the
  // bench machine: four tasks, none long on a phone.
  await nextTask();
  // A prerendered page: every module it was rendered with is loaded first, so the first render matches its HTML.
  await Promise.all([
    resolveLazyRoutes(routes, pathWithoutLanguage(window.location.pathname)),
    preloadLayout(),
    loadTexts('ui'),
  ]);
  await nextTask();
  const router = createBrowserRouter(routes, { hydrationData, basename });
  await nextTask();
  const afterHydration = () => {
    // Revalidating re-renders every route with the stage's own config.
    void router.revalidate();
    loadErrorPage();
  };
  // In a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
  // until the whole page is done: a tap on the visible page is never kept waiting behind it.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <Interactive then={afterHydration}>
          <RouterProvider router={router} />
        </Interactive>
      </StrictMode>,
    );
  });
}

/** The error page and its texts, which no page needs to become interactive: loaded once it is, should an error follow. */
function loadErrorPage(): void {
  preloadErrorPage();
  void loadTexts('errors');
}

/**
 * Marks the document once React owns it (`<html data-interactive>`): a prerendered page looks ready before its
 * script has run, so whatever drives the page (a browser test, a bench) can wait for the moment it responds.
 */
function Interactive({ then, children }: { then?: () => void; children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.interactive = '';
    then?.();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, when the first render is committed
  return children;
}
