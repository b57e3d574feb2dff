import { listCatalogueSlugs } from '../../lambdas/domain/catalogue';
import {
  PAGE_SHELL_PATHS,
  PRERENDERED_PATHS,
  PRERENDERED_DIR,
  pageShellFile,
  prerenderedFile,
} from '../../lambdas/contract/prerendered-pages';
import { ADMIN_RECORD_PAGES, PATHS } from '../../lambdas/contract/routes';

/**
 * Which site paths are the app's (ADR 316): one table, read by the local static site and by CloudFront's two
 * functions, so a deep link loads the app with 200 and any other address, dotted or not (`/buy/x/2.5`,
 * `/about.html`), gets the app's "Route is unknown" page with 404.
 */
export interface SiteRoutes {
  /** Page path → its prerendered HTML file. */
  readonly prerendered: Readonly<Record<string, string>>;
  /** App page path (`/buy` for every checkout) → its own shell document (ADR 350); other app pages: `/index.html`. */
  readonly shells: Readonly<Record<string, string>>;
  /** Page paths without parameters. */
  readonly exact: readonly string[];
  /** Pages with one segment after them (`/buy-fms-trainer/:aircraftType?`, `/admin/orders/:transactionId`). */
  readonly withSegment: readonly string[];
  /** `/buy/:productSlug/:quantity/:secondaryQuantity?`: only a catalogue slug names a product. */
  readonly checkout: string;
  readonly slugs: readonly string[];
  /** Files of the build: these prefixes, and these names at the root. */
  readonly filePrefixes: readonly string[];
  readonly files: readonly string[];
}

/** The site's files besides the pages: hashed assets, images, prerendered HTML, and a few names at the root. */
export const SITE_FILE_PREFIXES = ['/assets/', '/images/', `/${PRERENDERED_DIR}/`] as const;
export const SITE_ROOT_FILES = ['/index.html', '/favicon.svg', '/config.json'] as const;

const WITH_SEGMENT: readonly string[] = [PATHS.buyTrainer, PATHS.buySuite, ...Object.values(ADMIN_RECORD_PAGES)];

export function siteRoutes(): SiteRoutes {
  return {
    prerendered: Object.fromEntries(PRERENDERED_PATHS.map((page) => [page, prerenderedFile(page)])),
    shells: Object.fromEntries(PAGE_SHELL_PATHS.map((page) => [page, pageShellFile(page)])),
    exact: Object.values(PATHS).filter((page) => page !== PATHS.checkout),
    withSegment: WITH_SEGMENT,
    checkout: PATHS.checkout,
    slugs: listCatalogueSlugs(),
    filePrefixes: SITE_FILE_PREFIXES,
    files: SITE_ROOT_FILES,
  };
}

export interface SiteRoute {
  /** What the bucket (or the local build directory) is asked for. */
  readonly file: string;
  /** 404 for an address that is neither a page of the app nor a file of the site. */
  readonly status: 200 | 404;
}

/**
 * The answer for a path. Its source also runs in CloudFront Functions (JS 2.0 runtime, `spaRoutingFunctionCode`):
 * it uses nothing from its module or from Node.
 */
export function routeSitePath(uri: string, routes: SiteRoutes): SiteRoute {
  const page = uri.length > 1 ? uri.replace(/\/+$/, '') : uri;
  if (Object.prototype.hasOwnProperty.call(routes.prerendered, page)) {
    return { file: routes.prerendered[page]!, status: 200 };
  }
  const shellOf = (key: string) =>
    Object.prototype.hasOwnProperty.call(routes.shells, key) ? routes.shells[key]! : '/index.html';
  if (routes.exact.indexOf(page) !== -1) return { file: shellOf(page), status: 200 };
  const parts = page.split('/');
  const first = '/' + parts[1];
  const filled = (part: string | undefined) => part !== undefined && part !== '';
  const lastSlash = page.lastIndexOf('/');
  if (
    lastSlash > 0 &&
    routes.withSegment.indexOf(page.slice(0, lastSlash)) !== -1 &&
    filled(page.slice(lastSlash + 1))
  ) {
    return { file: '/index.html', status: 200 };
  }
  if (
    (parts.length === 4 || parts.length === 5) &&
    first === routes.checkout &&
    routes.slugs.indexOf(parts[2]!) !== -1 &&
    filled(parts[3]) &&
    (parts.length === 4 || filled(parts[4]))
  ) {
    return { file: shellOf(routes.checkout), status: 200 };
  }
  if (routes.files.indexOf(uri) !== -1) return { file: uri, status: 200 };
  for (let index = 0; index < routes.filePrefixes.length; index += 1) {
    if (uri.indexOf(routes.filePrefixes[index]!) === 0) return { file: uri, status: 200 };
  }
  return { file: '/index.html', status: 404 };
}

/** The file a site path is answered with, and its status, by this deployment's table. */
export function siteRouteFor(pathname: string): SiteRoute {
  return routeSitePath(pathname, siteRoutes());
}

const functionPrelude = () => `var ROUTES = ${JSON.stringify(siteRoutes())};
var routeSitePath = ${routeSitePath.toString()};`;

/**
 * Viewer request on the bucket: a page's file (its prerendered HTML or the app shell), a site file as it is, and
 * the app shell for anything else, which the viewer-response function then answers with 404. Done with functions,
 * not CloudFront error responses, which would also rewrite the API's 404s.
 */
export function spaRoutingFunctionCode(): string {
  return `${functionPrelude()}
function handler(event) {
  var request = event.request;
  request.uri = routeSitePath(request.uri, ROUTES).file;
  return request;
}`;
}

/**
 * Viewer response on the bucket: the request it sees is the viewer's own (before the viewer-request function
 * rewrote it), so it decides the same way and sets 404 for an unknown address; the body stays the app shell, whose
 * router shows "Route is unknown".
 */
export function spaStatusFunctionCode(): string {
  return `${functionPrelude()}
function handler(event) {
  var response = event.response;
  if (response.statusCode === 200 && routeSitePath(event.request.uri, ROUTES).status === 404) {
    response.statusCode = 404;
    response.statusDescription = 'Not Found';
  }
  return response;
}`;
}
