import { AIRCRAFT_TYPE_SPELLINGS } from '../../lambdas/domain/aircraft';
import { listCatalogueSlugs } from '../../lambdas/domain/catalogue';
import { LANGUAGE_COOKIE, PREFIXED_LANGUAGES } from '../../lambdas/contract/languages';
import { LEGAL_PAGES, legalPagePath } from '../../lambdas/contract/legal';
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
  /** Pages with one segment after them (`/admin/orders/:transactionId`). */
  readonly withSegment: readonly string[];
  /** Pages with an aircraft type after them (`/buy-fms-trainer/:aircraftType?`): only a known spelling is a page. */
  readonly withAircraft: readonly string[];
  /** The spellings of aircraft types the pages accept, upper case (the pages read them in any case). */
  readonly aircraft: readonly string[];
  /** Languages whose pages live under their code (`/de/about`); English keeps the addresses without one. */
  readonly languages: readonly string[];
  /** Pages only in English (the operator console): never sent to a visitor's language. */
  readonly englishOnly: readonly string[];
  readonly prerenderedDir: string;
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

const WITH_SEGMENT: readonly string[] = Object.values(ADMIN_RECORD_PAGES);

export function siteRoutes(): SiteRoutes {
  return {
    prerendered: Object.fromEntries(PRERENDERED_PATHS.map((page) => [page, prerenderedFile(page)])),
    shells: Object.fromEntries(PAGE_SHELL_PATHS.map((page) => [page, pageShellFile(page)])),
    exact: [
      ...Object.values(PATHS).filter((page) => page !== PATHS.checkout),
      ...LEGAL_PAGES.map((page) => legalPagePath(page)),
    ],
    withSegment: WITH_SEGMENT,
    withAircraft: [PATHS.buyTrainer, PATHS.buySuite],
    aircraft: AIRCRAFT_TYPE_SPELLINGS,
    languages: PREFIXED_LANGUAGES,
    englishOnly: [PATHS.admin],
    prerenderedDir: PRERENDERED_DIR,
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
 * The answer for a path. A path under a language's code (`/de/about`) is the same page in that language: its own
 * prerendered file, page shell or app shell (docs/adr/470-languages-by-address.md). Its source also runs in
 * CloudFront Functions (JS 2.0 runtime, `spaRoutingFunctionCode`): it uses nothing from its module or from Node.
 */
export function routeSitePath(uri: string, routes: SiteRoutes): SiteRoute {
  const prefix = uri.split('/')[1];
  const language = prefix !== undefined && routes.languages.indexOf(prefix) !== -1 ? prefix : '';
  const dir = '/' + routes.prerenderedDir + '/';
  const inLanguage = (file: string) => {
    if (language === '') return file;
    if (file === '/index.html') return dir + language + '/app.html';
    return dir + language + '/' + file.slice(dir.length);
  };
  const appUri = language === '' ? uri : uri.slice(language.length + 1) || '/';
  const page = appUri.length > 1 ? appUri.replace(/\/+$/, '') : appUri;
  if (Object.prototype.hasOwnProperty.call(routes.prerendered, page)) {
    return { file: inLanguage(routes.prerendered[page]!), status: 200 };
  }
  const shellOf = (key: string) =>
    inLanguage(Object.prototype.hasOwnProperty.call(routes.shells, key) ? routes.shells[key]! : '/index.html');
  if (routes.exact.indexOf(page) !== -1) return { file: shellOf(page), status: 200 };
  const parts = page.split('/');
  const first = '/' + parts[1];
  const filled = (part: string | undefined) => part !== undefined && part !== '';
  const lastSlash = page.lastIndexOf('/');
  const before = page.slice(0, lastSlash);
  const segment = page.slice(lastSlash + 1);
  if (lastSlash > 0 && routes.withSegment.indexOf(before) !== -1 && filled(segment)) {
    return { file: inLanguage('/index.html'), status: 200 };
  }
  if (lastSlash > 0 && routes.withAircraft.indexOf(before) !== -1 && filled(segment)) {
    // An unknown aircraft type is the page's 404 (ADR 002): the app shell, whose page says which type it does not know.
    const known = routes.aircraft.indexOf(segment.trim().toUpperCase()) !== -1;
    return { file: inLanguage('/index.html'), status: known ? 200 : 404 };
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
  if (language === '') {
    if (routes.files.indexOf(uri) !== -1) return { file: uri, status: 200 };
    for (let index = 0; index < routes.filePrefixes.length; index += 1) {
      if (uri.indexOf(routes.filePrefixes[index]!) === 0) return { file: uri, status: 200 };
    }
  }
  return { file: inLanguage('/index.html'), status: 404 };
}

/**
 * Where a visitor of an English address is sent instead (docs/adr/470-languages-by-address.md): the same page in the
 * language they chose with the switch (the cookie), else in the first of their browser's languages the shop has
 * (`Accept-Language`); nowhere (undefined) when that is English, when the address names a language already, or
 * when it is not a page. Its source also runs in CloudFront Functions, like `routeSitePath`.
 */
export function preferredLanguagePath(
  uri: string,
  remembered: string,
  acceptLanguage: string,
  routes: SiteRoutes,
): string | undefined {
  const first = uri.split('/')[1];
  if (first !== undefined && routes.languages.indexOf(first) !== -1) return undefined;
  for (let index = 0; index < routes.englishOnly.length; index += 1) {
    const prefix = routes.englishOnly[index]!;
    if (uri === prefix || uri.indexOf(prefix + '/') === 0) return undefined;
  }
  const route = routeSitePath(uri, routes);
  if (route.status !== 200 || route.file === uri) return undefined;
  let chosen = remembered === 'en' || routes.languages.indexOf(remembered) !== -1 ? remembered : '';
  if (chosen === '') {
    const ranked = acceptLanguage
      .split(',')
      .map((entry, order) => {
        const fields = entry.trim().split(';');
        const quality = fields.length > 1 ? parseFloat(fields[1]!.trim().replace(/^q=/, '')) : 1;
        return { tag: fields[0]!.trim().toLowerCase(), quality: isNaN(quality) ? 0 : quality, order };
      })
      .filter((entry) => entry.tag !== '' && entry.quality > 0)
      .sort((a, b) => b.quality - a.quality || a.order - b.order);
    for (let index = 0; index < ranked.length && chosen === ''; index += 1) {
      const base = ranked[index]!.tag.split('-')[0]!;
      const candidate = base === 'no' || base === 'nn' ? 'nb' : base === 'iw' ? 'he' : base;
      if (candidate === 'en' || routes.languages.indexOf(candidate) !== -1) chosen = candidate;
    }
  }
  if (chosen === '' || chosen === 'en') return undefined;
  return '/' + chosen + (uri === '/' ? '' : uri);
}

/** The file a site path is answered with, and its status, by this deployment's table. */
export function siteRouteFor(pathname: string): SiteRoute {
  return routeSitePath(pathname, siteRoutes());
}

const functionPrelude = () => `var ROUTES = ${JSON.stringify(siteRoutes())};
var routeSitePath = ${routeSitePath.toString()};
var preferredLanguagePath = ${preferredLanguagePath.toString()};`;

/**
 * Viewer request on the bucket: a page's file (its prerendered HTML or the app shell), a site file as it is, and
 * the app shell for anything else, which the viewer-response function then answers with 404. Done with functions,
 * not CloudFront error responses, which would also rewrite the API's 404s.
 */
export function spaRoutingFunctionCode(): string {
  return `${functionPrelude()}
function handler(event) {
  var request = event.request;
  var cookie = (request.cookies || {})[${JSON.stringify(LANGUAGE_COOKIE)}];
  var accept = (request.headers || {})['accept-language'];
  var elsewhere = preferredLanguagePath(request.uri, cookie ? cookie.value : '', accept ? accept.value : '', ROUTES);
  if (elsewhere) {
    var parameters = request.querystring || {};
    var query = Object.keys(parameters).map(function (name) {
      var value = parameters[name];
      var values = value.multiValue ? value.multiValue.map(function (each) { return each.value; }) : [value.value];
      return values.map(function (each) { return each === '' ? name : name + '=' + each; }).join('&');
    }).join('&');
    return {
      statusCode: 302,
      statusDescription: 'Found',
      headers: { location: { value: elsewhere + (query ? '?' + query : '') }, 'cache-control': { value: 'no-store' } },
    };
  }
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
