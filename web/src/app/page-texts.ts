import { catalogueFolder } from '../shared/i18n/catalogue-folders';

/**
 * Which text catalogues a page renders with (CONTRIBUTING.md, "Add a text"): `ui` on every page, the page's
 * feature's own, the shared UI's `parts` (product titles, the quantity stepper) and the shared one (the
 * authenticator's words, the API's messages) for the features that show those. The route table loads them with the
 * page; the build preloads their chunks beside it.
 */
const SHARED_TEXTS_FEATURES: ReadonlySet<string> = new Set(['auth', 'account', 'checkout']);
const PARTS_FEATURES: ReadonlySet<string> = new Set(['auth', 'account', 'checkout', 'shop']);

/** The namespaces of a page module, named from `web/src` or from `web/src/app` (`src/features/shop/AboutPage.tsx`). */
export function pageNamespaces(module: string): string[] {
  const feature = /(?:^|\/)features\/([^/]+)\//.exec(module)?.[1];
  if (!feature) return [];
  return [
    feature,
    ...(PARTS_FEATURES.has(feature) ? ['parts'] : []),
    ...(SHARED_TEXTS_FEATURES.has(feature) ? ['shared'] : []),
  ];
}

/** Where a namespace's catalogues are, from `web/` (`src/shared/ui/locales` for `ui`), as Vite's manifest names them. */
export function namespaceFolder(namespace: string): string {
  return catalogueFolder(namespace).replace(/^\.\//, 'src/');
}
