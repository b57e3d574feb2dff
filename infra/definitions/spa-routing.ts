import { normalisePagePath, PRERENDERED_PATHS, prerenderedFile } from '../../lambdas/contract/prerendered-pages';

/** The file a site path is answered with: its prerendered page, the app shell for other app routes, else itself. */
export function siteFileFor(pathname: string): string {
  const page = normalisePagePath(pathname);
  if (PRERENDERED_PATHS.includes(page)) return prerenderedFile(page);
  const last = pathname.split('/').pop() ?? '';
  return last.includes('.') ? pathname : '/index.html';
}

/**
 * `siteFileFor` as a CloudFront Function (viewer request on the bucket): a prerendered path gets its HTML file,
 * any other path whose last segment has no file extension gets the app shell. Done here, not with CloudFront
 * error responses, which would also rewrite the API's 404s.
 */
export function spaRoutingFunctionCode(): string {
  const files = Object.fromEntries(PRERENDERED_PATHS.map((page) => [page, prerenderedFile(page)]));
  return `var PRERENDERED = ${JSON.stringify(files)};
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var page = uri.length > 1 ? uri.replace(/\\/+$/, '') : uri;
  if (Object.prototype.hasOwnProperty.call(PRERENDERED, page)) {
    request.uri = PRERENDERED[page];
  } else if (uri.split('/').pop().indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;
}
