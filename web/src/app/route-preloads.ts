/**
 * What the app shell fetches ahead for the page its address names (ADR 320): the build writes, per page route, the
 * chunks and stylesheets the page needs beyond the app (a JSON data block, which the CSP lets through), and the entry
 * preloads the ones the address matches, so they download beside the app instead of after it has run and matched
 * its routes. This module imports nothing at run time: the entry (src/boot.ts) reads it before the app has loaded.
 */
export const ROUTE_PRELOADS_ID = 'route-preloads';

export interface RoutePreload {
  /** The route's path as react-router writes it (`/buy/:productSlug/:quantity/:secondaryQuantity?`). */
  readonly path: string;
  /** `/assets/…` chunks the page imports that the app shell does not already load. */
  readonly scripts: readonly string[];
  /** `/assets/…` stylesheets the page's chunks load. */
  readonly styles: readonly string[];
}

export function routePreloadsScript(preloads: readonly RoutePreload[]): string {
  const json = JSON.stringify(preloads).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${ROUTE_PRELOADS_ID}">${json}</script>`;
}

/**
 * The preloads of the first route whose path matches `pathname`, segment by segment (`:name` one segment, `:name?`
 * one or none, `*` the rest). A catch-all route (`*`) counts only when nothing else matches, as in react-router.
 */
export function routePreloadFor(preloads: readonly RoutePreload[], pathname: string): RoutePreload | undefined {
  const matching = preloads.filter((preload) => pathMatches(preload.path, pathname));
  return matching.find((preload) => preload.path !== '*') ?? matching[0];
}

function pathMatches(pattern: string, pathname: string): boolean {
  const parts = pattern.split('/').filter(Boolean);
  const segments = pathname.split('/').filter(Boolean);
  let at = 0;
  for (const part of parts) {
    if (part === '*') return true;
    const segment = segments[at];
    if (part.startsWith(':')) {
      if (segment === undefined) {
        if (part.endsWith('?')) continue;
        return false;
      }
    } else if (segment?.toLowerCase() !== part.toLowerCase()) return false;
    at += 1;
  }
  return at === segments.length;
}

/** Adds the preload links of the page at `location` to the document's head. */
export function preloadRoute(document: Document, pathname: string): void {
  const text = document.getElementById(ROUTE_PRELOADS_ID)?.textContent;
  const preload = text ? routePreloadFor(JSON.parse(text) as RoutePreload[], pathname) : undefined;
  if (!preload) return;
  // Anonymous CORS, as Vite's loader requests them: a preload answers only a request of the same mode.
  const link = (rel: string, href: string, as?: string) =>
    Object.assign(document.createElement('link'), { rel, href, crossOrigin: '', ...(as ? { as } : {}) });
  const links = [
    ...preload.styles.map((href) => link('preload', href, 'style')),
    ...preload.scripts.map((href) => link('modulepreload', href)),
  ];
  document.head.append(...links);
}
