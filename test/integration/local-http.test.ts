import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { rawRequest } from '../support/raw-http';
import { stackUrl } from '../support/stack-url';

/** A raw GET: fetch() always asks for gzip and decodes it, so the tests of encodings and conditions ask themselves. */
function rawGet(
  pathname: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: IncomingHttpHeaders; length: number }> {
  return new Promise((resolve, reject) => {
    request(`${stackUrl()}${pathname}`, { headers }, (response) => {
      let length = 0;
      response.on('data', (chunk: Buffer) => (length += chunk.length));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, length }));
    })
      .on('error', reject)
      .end();
  });
}

describe('the local stack as a web server', () => {
  it('answers health only as ok JSON', async () => {
    // Act
    const response = await fetch(`${stackUrl()}/api/health`);

    // Assess
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', checks: { table: 'ok' } });
  });

  it.each([
    '/',
    '/buy-fms-trainer/B738',
    '/buy-skydeck-suite/A320',
    '/licenses',
    '/buy/skydeck-suiteb737annual/2',
    '/admin',
    '/admin/orders/txn_01abc',
    '/admin/buyers/pilot%40example.com',
  ])('serves the app for the deep link %s (history fallback) with the security headers', async (path) => {
    // Act
    const response = await fetch(`${stackUrl()}${path}`);

    // Assess
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('<title>SkyDeck checkout</title>');
    expect(response.headers.get('content-security-policy')).toContain("object-src 'none'; base-uri 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it.each([
    '/no/such/page',
    '/buy/x/2.5',
    '/about.html',
    '/buy/skydeck-suiteb737annual',
    '/admin/orders/a/b',
    '/buy-fms-trainer/XYZ',
  ])('answers the unknown address %s with the app (its "Route is unknown" page) and 404 (ADR 316)', async (path) => {
    // Act
    const response = await fetch(`${stackUrl()}${path}`);

    // Assess
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('<title>SkyDeck checkout</title>');
    expect(response.headers.get('content-security-policy')).toContain("object-src 'none'; base-uri 'none'");
  });

  it('answers a missing file with 404 rather than the app', async () => {
    // Act
    const response = await fetch(`${stackUrl()}/assets/missing-file.js`);

    // Assess
    expect(response.status).toBe(404);
  });

  it('does not serve files outside the build', async () => {
    // Act
    const response = await fetch(`${stackUrl()}/..%2f..%2fpackage.json`);

    // Assess
    expect(response.status).toBe(404);
  });

  it('serves the runtime config for the SPA', async () => {
    // Act
    const response = await fetch(`${stackUrl()}/config.json`);

    // Assess
    expect(await response.json()).toMatchObject({
      mode: 'local',
      paddle: { environment: 'local' },
      supportUrl: expect.stringMatching(/^https:\/\//),
    });
  });

  it('answers an unknown API route with the JSON error shape', async () => {
    // Act
    const response = await fetch(`${stackUrl()}/api/no-such-thing`, { method: 'POST' });

    // Assess
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'There is no API route for POST /api/no-such-thing.' },
    });
  });
});

describe('compression of the static site', () => {
  it('serves text assets gzipped to clients that accept it, and plain to those that do not', async () => {
    // Act
    const compressed = await rawGet('/', { 'accept-encoding': 'gzip, deflate, br' });
    const plain = await rawGet('/', { 'accept-encoding': 'identity' });

    // Assess
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(compressed.length).toBeLessThan(plain.length);
  });
});

describe('revalidation of the static site, as S3 behind CloudFront answers it', () => {
  const IMAGE = path.join(__dirname, '../../web/dist/images/fms-trainer-b738-ios.svg');

  it("tags a file with its content's MD5, weak when it is sent gzipped", async () => {
    // Prepare
    const md5 = createHash('md5').update(readFileSync(IMAGE)).digest('hex');

    // Act
    const plain = await rawGet('/images/fms-trainer-b738-ios.svg', { 'accept-encoding': 'identity' });
    const compressed = await rawGet('/images/fms-trainer-b738-ios.svg', { 'accept-encoding': 'gzip' });

    // Assess
    expect(plain.headers).toMatchObject({ etag: `"${md5}"`, 'cache-control': 'no-cache' });
    expect(compressed.headers).toMatchObject({ etag: `W/"${md5}"`, 'content-encoding': 'gzip' });
  });

  it('answers a request that names the current tag with 304 and no body, and a stale tag with the file', async () => {
    // Prepare
    const first = await rawGet('/buy-fms-trainer/B738', { 'accept-encoding': 'gzip' });
    const etag = first.headers.etag!;

    // Act
    const unchanged = await rawGet('/buy-fms-trainer/B738', { 'accept-encoding': 'gzip', 'if-none-match': etag });
    const strongTag = await rawGet('/buy-fms-trainer/B738', {
      'accept-encoding': 'gzip',
      'if-none-match': etag.replace(/^W\//, ''),
    });
    const stale = await rawGet('/buy-fms-trainer/B738', { 'accept-encoding': 'gzip', 'if-none-match': '"0123abcd"' });

    // Assess
    expect(first.status).toBe(200);
    expect(unchanged).toMatchObject({ status: 304, length: 0, headers: { etag, 'cache-control': 'no-cache' } });
    expect(strongTag.status).toBe(304);
    expect(stale).toMatchObject({ status: 200, length: first.length });
  });
});

describe('a request Node cannot parse', () => {
  it('answers a request line over 16 KB with its JSON error and reads the rest instead of resetting', async () => {
    // Prepare: a request line far larger than the socket buffers, so the client is still sending when it is answered
    const path = `/api/${'A'.repeat(8_000_000)}`;

    // Act
    const response = await rawRequest(Number(new URL(stackUrl()).port), { method: 'GET', path });

    // Assess
    expect(response.connectionError).toBeUndefined();
    expect(response.status).toBe(431);
    expect(JSON.parse(response.body)).toEqual({
      error: { code: 'REQUEST_TOO_LARGE', message: 'The request line or headers are larger than 16 KB.' },
    });
  });
});

describe('the local controls given malformed input', () => {
  it.each([
    ['/api/local/aws/alarm-subscriptions', '{'],
    ['/api/local/aws/alarm-subscriptions', 'null'],
    ['/api/local/aws/alarm-subscriptions', '{"topic":"shop","subscriptions":[null,{"endpoint":7}]}'],
    ['/api/local/paddle/transactions/txn_none/refund', 'null'],
    ['/api/local/mailbox', 'null'],
  ])('POST %s %s answers a 4xx with the JSON error shape', async (pathname, body) => {
    // Act
    const response = await fetch(`${stackUrl()}${pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });

    // Assess
    const answer = (await response.json()) as { error?: { code?: unknown; message?: unknown } };
    expect({ status: response.status, code: typeof answer.error?.code, message: typeof answer.error?.message }).toEqual(
      { status: expect.any(Number), code: 'string', message: 'string' },
    );
    expect(response.status >= 400 && response.status < 500).toBe(true);
  });
});
