/**
 * Which text catalogues a page renders with (CONTRIBUTING.md, "Add a text"): `ui` on every page, the page's
 * feature's own, and the shared one (the authenticator's words, the API's messages) for the features that show
 * those. The route table loads them with the page; the build preloads their chunks beside it.
 */
const SHARED_TEXTS_FEATURES: ReadonlySet<string> = new Set(['auth', 'account', 'checkout']);

/** The namespaces of a page module, named from `web/src` or from `web/src/app` (`src/features/shop/AboutPage.tsx`). */
export function pageNamespaces(module: string): string[] {
  const feature = /(?:^|\/)features\/([^/]+)\//.exec(module)?.[1];
  if (!feature) return [];
  return SHARED_TEXTS_FEATURES.has(feature) ? [feature, 'shared'] : [feature];
}

/** Where a namespace's catalogues are, from `web/`: `src/shared/ui/locales/<language>.ts` for `ui`. */
export function namespaceFolder(namespace: string): string {
  if (namespace === 'shared') return 'src/shared/i18n/locales';
  if (namespace === 'ui') return 'src/shared/ui/locales';
  return `src/features/${namespace}/locales`;
}
