import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import { hydrationDataScript } from './app/prerendered-document';
import { ShellLayout } from './app/RootLayout';
import { routes, type PageHandle } from './app/router';
import { CATALOGUES } from './app/catalogues';
import { allNamespaces, loadTexts, registerCatalogues, setPageLanguage } from './shared/i18n/i18n';
import { formattedAmountCount } from './shared/ui/format-euro';
import { partsText } from './shared/ui/texts';
import { BRAND } from '@domain/brand';
import { languageBase, localisedPath, type Language } from '@contract/languages';
import { DEFAULT_SUPPORT_URL, type WebConfig } from '@contract/web-config';

registerCatalogues(CATALOGUES);

/** Renders what follows in `language`, with every catalogue of it loaded (the build renders one page at a time). */
async function inLanguage(language: Language): Promise<void> {
  setPageLanguage(language);
  await loadTexts(...(await allNamespaces()));
}

/**
 * The build-time side of prerendering (web/prerender.ts runs it in Node): one public route rendered to HTML with
 * react-router's static handler and React's static prerender API, which waits for every lazy part.
 */

/**
 * What the root loader answers at build time, in place of the stage's `/config.json` (which exists only once
 * deployed). The browser hydrates with it and then loads the real one.
 */
export const BUILD_CONFIG: WebConfig = {
  mode: 'cloud',
  supportUrl: DEFAULT_SUPPORT_URL,
  paddle: { environment: 'production', clientToken: null },
  socialProviders: [],
};

export interface PrerenderedPage {
  /** The markup of `#root`. */
  readonly html: string;
  /** The router state to hydrate with, as a JSON data block for after `#root`. */
  readonly hydrationScript: string;
  /** Source files of the matched page routes (`src/features/…`), to find their chunks and stylesheets. */
  readonly modules: readonly string[];
  /** Whether the page formatted an amount while it rendered. */
  readonly showsAmounts: boolean;
}

export async function prerenderPage(pathname: string, language: Language): Promise<PrerenderedPage> {
  await inLanguage(language);
  return renderRoute(withBuildConfig(routes), pathname, language);
}

export interface PageShell extends PrerenderedPage {
  /** Whether the page drew a `Placeholder` (it is built from data) rather than itself. */
  readonly placeholder: boolean;
}

/** A page module as the route table loads it; a page built from data exports what it shows before the data. */
interface PageModule {
  readonly Component?: ComponentType;
  /** The page's stable part, drawn into its shell document (ADR 350). */
  readonly Placeholder?: ComponentType;
}

/**
 * The first paint of an app page's shell document (ADR 350): the layout without its footer around the page's
 * `Placeholder` (its heading and stable frame, without the data it loads), or around the page itself when it needs
 * no data (sign-in).
 * `pagePath` as `PAGE_SHELL_PATHS` names it (`/buy` stands for every checkout).
 */
export async function prerenderPageShell(pagePath: string, language: Language): Promise<PageShell> {
  await inLanguage(language);
  const root = routes.find((route) => route.id === 'root')!;
  const page = root.children?.find(
    (route) => route.path === pagePath || (route.path?.startsWith(`${pagePath}/`) ?? false),
  );
  if (!page?.path || typeof page.lazy !== 'function') throw new Error(`No lazy page route for ${pagePath}.`);
  const module = (await page.lazy()) as PageModule;
  const Component = module.Placeholder ?? module.Component;
  if (!Component) throw new Error(`The page module of ${pagePath} has no Component.`);
  const firstPaint: RouteObject = { ...page, lazy: undefined, loader: undefined, action: undefined, Component };
  const table = withBuildConfig(routes).map((route): RouteObject =>
    route.id === 'root' && !route.index
      ? {
          ...route,
          Component: ShellLayout,
          children: root.children!.map((child) => (child === page ? firstPaint : child)),
        }
      : route,
  );
  // Optional segments left out, the others filled in: an address the page's route matches.
  const pathname = page.path.replace(/\/:[^/]+\?/g, '').replace(/:[^/]+/g, '_');
  return {
    ...(await renderRoute(table, pathname, language)),
    placeholder: module.Placeholder !== undefined,
  };
}

async function renderRoute(table: RouteObject[], pathname: string, language: Language): Promise<PrerenderedPage> {
  const amountsBefore = formattedAmountCount();
  const handler = createStaticHandler(table, { basename: languageBase(language) });
  const context = await handler.query(
    new Request(new URL(localisedPath(pathname, language), 'http://prerender.invalid')),
  );
  if (context instanceof Response) throw new Error(`${pathname} answers ${context.status} instead of a page.`);
  if (context.errors) throw new Error(`${pathname} renders an error: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await markupOf(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  return {
    html,
    hydrationScript: hydrationDataScript({
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: null,
    }),
    modules: context.matches.flatMap(({ route }) => {
      const handle = route.handle as PageHandle | undefined;
      return handle ? [handle.module] : [];
    }),
    showsAmounts: formattedAmountCount() > amountsBefore,
  };
}

/**
 * The markup of `#root` in the app shell: the root route's fallback, which the browser shows again until the page's
 * route has loaded. A page built in the browser then paints its frame with the HTML instead of after its scripts.
 */
export async function prerenderShellFrame(language: Language): Promise<string> {
  await inLanguage(language);
  const Fallback = routes.find((route) => route.id === 'root')?.HydrateFallback;
  if (!Fallback) throw new Error('The root route has no HydrateFallback to draw the app shell with.');
  return markupOf(<Fallback />);
}

/** The document's description in `language`. */
export async function documentDescription(language: Language): Promise<string> {
  await inLanguage(language);
  return partsText('Buy {{brand}} cockpit-suite licences, support and FMS trainer subscriptions.', {
    brand: BRAND.name,
  });
}

/** The document's title in `language`: the brand's shop, `SkyDeck checkout` in English. */
export async function documentTitle(language: Language): Promise<string> {
  await inLanguage(language);
  return partsText('{{brand}} checkout', { brand: BRAND.name });
}

/** Every page route under the root with its path and its module, for the app shell's route preloads (ADR 320). */
export function pageRoutes(): { path: string; module: string }[] {
  const root = routes.find((route) => route.id === 'root');
  return (root?.children ?? []).flatMap((route) => {
    const handle = route.handle as PageHandle | undefined;
    return handle && route.path ? [{ path: route.path, module: handle.module }] : [];
  });
}

/** The HTML of `node` once every lazy part of it has loaded (React's static prerender API). */
async function markupOf(node: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

function withBuildConfig(table: RouteObject[]): RouteObject[] {
  return table.map((route) => (route.id === 'root' ? { ...route, loader: () => BUILD_CONFIG } : route));
}
