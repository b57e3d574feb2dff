import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { siteFileFor } from '../definitions/spa-routing';

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
 * Serves the built SPA like the CloudFront distribution does (`siteFileFor`, the same routing as its function):
 * a prerendered page's HTML for its path (`/buy-fms-trainer/B738`), files as they are (hashed assets cached for a
 * year, everything else revalidated by its ETag), and the app shell `index.html` for any other path without a file
 * extension, so every deep link loads the app and its router takes over.
 */
export function serveStaticSite(root: string, headers: Record<string, string>) {
  const rootDir = path.resolve(root);
  const indexFile = path.join(rootDir, 'index.html');

  return (request: IncomingMessage, response: ServerResponse): void => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain' }).end('Method Not Allowed');
      return;
    }
    const pathname = safePathname(request.url);
    const file = pathname && path.resolve(rootDir, `.${siteFileFor(pathname)}`);
    const insideRoot = file && (file === rootDir || file.startsWith(rootDir + path.sep));
    const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    const send = (target: string) =>
      sendFile(response, target, {
        headOnly: request.method === 'HEAD',
        gzip,
        ifNoneMatch: request.headers['if-none-match'],
        headers,
      });
    if (insideRoot && isFile(file)) return send(file);
    if (pathname && path.extname(pathname) === '' && isFile(indexFile)) return send(indexFile);
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...headers }).end('Not Found');
  };
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
/** Compressed once per file version, as CloudFront would serve it (it compresses text for us in the cloud). */
const gzipCache = new Map<string, { mtimeMs: number; body: Buffer }>();

/** A file's body as the site sends it to a browser that accepts gzip (the web budgets count these bytes). */
export function servedGzip(content: Buffer): Buffer {
  return gzipSync(content);
}

function gzipped(file: string): Buffer {
  const { mtimeMs } = statSync(file);
  const cached = gzipCache.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.body;
  const body = servedGzip(readFileSync(file));
  gzipCache.set(file, { mtimeMs, body });
  return body;
}

const md5Cache = new Map<string, { mtimeMs: number; md5: string }>();

/** S3's ETag of an object uploaded in one part: the MD5 of its content. */
function md5Of(file: string): string {
  const { mtimeMs } = statSync(file);
  const cached = md5Cache.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.md5;
  const md5 = createHash('md5').update(readFileSync(file)).digest('hex');
  md5Cache.set(file, { mtimeMs, md5 });
  return md5;
}

/** `If-None-Match` compares entity tags weakly (RFC 9110 §13.1.2): a `W/` prefix on either side does not count. */
function matchesAny(ifNoneMatch: string, etag: string): boolean {
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}

function sendFile(
  response: ServerResponse,
  file: string,
  options: { headOnly: boolean; gzip: boolean; ifNoneMatch: string | undefined; headers: Record<string, string> },
): void {
  const hashedAsset =
    /[-.][A-Za-z0-9_-]{8,}\.(js|css|svg|png|woff2)$/.test(file) && file.includes(`${path.sep}assets${path.sep}`);
  const compress = options.gzip && COMPRESSIBLE.has(path.extname(file));
  // S3 answers with the content's MD5; CloudFront makes it weak when it compresses, the bytes being other bytes.
  const etag = `${compress ? 'W/' : ''}"${md5Of(file)}"`;
  const validators = {
    etag,
    'cache-control': hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
    vary: 'accept-encoding',
  };
  if (options.ifNoneMatch !== undefined && matchesAny(options.ifNoneMatch, etag)) {
    response.writeHead(304, { ...validators, ...options.headers }).end();
    return;
  }
  const body = compress ? gzipped(file) : undefined;
  response.writeHead(200, {
    'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
    'content-length': body ? body.length : statSync(file).size,
    ...validators,
    ...(compress ? { 'content-encoding': 'gzip' } : {}),
    ...options.headers,
  });
  if (options.headOnly) response.end();
  else if (body) response.end(body);
  else createReadStream(file).pipe(response);
}
