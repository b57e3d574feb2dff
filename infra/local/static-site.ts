import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { preferredLanguagePath, siteRouteFor, siteRoutes } from '../definitions/spa-routing';
import { LANGUAGE_CODES, LANGUAGE_COOKIE } from '../../lambdas/contract/languages';
import { appShellFile, PAGE_SHELL_PATHS, pageShellFile } from '../../lambdas/contract/prerendered-pages';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/**
 * Serves the built SPA like the CloudFront distribution does (`siteRouteFor`, the same table as its functions):
 * a prerendered page's HTML for its path (`/buy-fms-trainer/B738`), files as they are (hashed assets cached for a
 * year, everything else revalidated by its ETag), a page's own shell document where it has one (`/licenses`, ADR
 * 350) and the app shell `index.html` for the app's other pages, so every
 * deep link loads the app and its router takes over, and the app shell with 404 for any other address (ADR 316).
 * Each in the address's language (`/de/…`); an English address is first sent to the visitor's language where they
 * have one (`preferredLanguagePath`, as CloudFront's viewer-request function does).
 */
export function serveStaticSite(root: string, headers: Record<string, string>) {
  const rootDir = path.resolve(root);
  const indexFile = path.join(rootDir, 'index.html');
  const routes = siteRoutes();
  /** Each page document's fallback when the build lacks it (a build without page shells): its language's app shell. */
  const fallbacks = new Map<string, string>();
  for (const language of LANGUAGE_CODES) {
    const appShell = appShellFile(language);
    fallbacks.set(appShell, appShell);
    for (const pagePath of PAGE_SHELL_PATHS) fallbacks.set(pageShellFile(pagePath, language), appShell);
  }

  return (request: IncomingMessage, response: ServerResponse): void => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain' }).end('Method Not Allowed');
      return;
    }
    const pathname = safePathname(request.url);
    const elsewhere =
      pathname &&
      preferredLanguagePath(
        pathname,
        cookieValue(request.headers.cookie, LANGUAGE_COOKIE),
        String(request.headers['accept-language'] ?? ''),
        routes,
      );
    if (elsewhere) {
      const query = new URL(request.url ?? '/', 'http://local').search;
      response.writeHead(302, { location: `${elsewhere}${query}`, 'cache-control': 'no-store', ...headers }).end();
      return;
    }
    const route = pathname ? siteRouteFor(pathname) : undefined;
    const file = route && path.resolve(rootDir, `.${route.file}`);
    const insideRoot = file && (file === rootDir || file.startsWith(rootDir + path.sep));
    const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    const send = (target: string, status: 200 | 404) =>
      sendFile(response, target, {
        headOnly: request.method === 'HEAD',
        gzip,
        ifNoneMatch: request.headers['if-none-match'],
        headers,
        status,
      });
    if (route && insideRoot && isFile(file)) return send(file, route.status);
    // A page of the app whose file is missing (a build without page shells) is the app shell's; a missing site file
    // is a plain 404, as S3's.
    const fallback = route && fallbacks.get(route.file);
    if (route && fallback) {
      const shell = [path.join(rootDir, `.${fallback}`), indexFile].find(isFile);
      if (shell) return send(shell, route.status);
    }
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...headers }).end('Not Found');
  };
}

function cookieValue(header: string | undefined, name: string): string {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return '';
}

function safePathname(url: string | undefined): string | undefined {
  try {
    return decodeURIComponent(new URL(url ?? '/', 'http://local').pathname);
  } catch {
    return undefined;
  }
}

function isFile(file: string): boolean {
  return existsSync(file) && statSync(file).isFile();
}

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.map', '.txt']);

/** A file's body as the site sends it to a browser that accepts gzip (the web budgets count these bytes). */
export function servedGzip(content: Buffer): Buffer {
  return gzipSync(content);
}

/** What the site sends of one version of a file, worked out when that version is first asked for. */
interface SiteFile {
  readonly mtimeMs: number;
  readonly size: number;
  /** S3's ETag of an object uploaded in one part: the MD5 of its content. */
  readonly md5: string;
  /** Compressed as CloudFront would serve it (it compresses text for us in the cloud); only text files. */
  readonly gzipped: Buffer | undefined;
}

const siteFiles = new Map<string, SiteFile>();

function siteFile(file: string): SiteFile {
  const { mtimeMs, size } = statSync(file);
  const cached = siteFiles.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached;
  const content = readFileSync(file);
  const fresh = {
    mtimeMs,
    size,
    md5: createHash('md5').update(content).digest('hex'),
    gzipped: COMPRESSIBLE.has(path.extname(file)) ? servedGzip(content) : undefined,
  };
  siteFiles.set(file, fresh);
  return fresh;
}

/** `If-None-Match` compares entity tags weakly (RFC 9110 §13.1.2): a `W/` prefix on either side does not count. */
function matchesAny(ifNoneMatch: string, etag: string): boolean {
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}

function sendFile(
  response: ServerResponse,
  file: string,
  options: {
    headOnly: boolean;
    gzip: boolean;
    ifNoneMatch: string | undefined;
    headers: Record<string, string>;
    status: 200 | 404;
  },
): void {
  const hashedAsset =
    /[-.][A-Za-z0-9_-]{8,}\.(js|css|svg|png|woff2)$/.test(file) && file.includes(`${path.sep}assets${path.sep}`);
  const { size, md5, gzipped } = siteFile(file);
  const body = options.gzip ? gzipped : undefined;
  // S3 answers with the content's MD5; CloudFront makes it weak when it compresses, the bytes being other bytes.
  const etag = `${body ? 'W/' : ''}"${md5}"`;
  const validators = {
    etag,
    'cache-control': hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
    vary: 'accept-encoding',
  };
  if (options.status === 200 && options.ifNoneMatch !== undefined && matchesAny(options.ifNoneMatch, etag)) {
    response.writeHead(304, { ...validators, ...options.headers }).end();
    return;
  }
  response.writeHead(options.status, {
    'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
    'content-length': body ? body.length : size,
    ...validators,
    ...(body ? { 'content-encoding': 'gzip' } : {}),
    ...options.headers,
  });
  if (options.headOnly) response.end();
  else if (body) response.end(body);
  else createReadStream(file).pipe(response);
}
