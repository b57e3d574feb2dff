import { stackUrl } from '../support/stack-url';

describe('the local stack as a web server', () => {
  it('answers health only as ok JSON', async () => {
    // Act
    const response = await fetch(`${stackUrl()}/api/health`);

    // Assess
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', checks: { table: 'ok' } });
  });

  it.each(['/', '/buy-fms-trainer/B738', '/buy-skydeck-suite/A320', '/no/such/page'])(
    'serves the app for the deep link %s (history fallback) with the security headers',
    async (path) => {
      // Act
      const response = await fetch(`${stackUrl()}${path}`);

      // Assess
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toContain('<title>SkyDeck checkout</title>');
      expect(response.headers.get('content-security-policy')).toContain("object-src 'none'; base-uri 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    },
  );

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
    // Prepare: fetch() always asks for gzip and decodes it, so ask with a raw request for both cases
    const { request } = await import('node:http');
    const get = (acceptEncoding: string) =>
      new Promise<{ encoding: string | undefined; length: number }>((resolve, reject) => {
        request(`${stackUrl()}/`, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
          let length = 0;
          response.on('data', (chunk: Buffer) => (length += chunk.length));
          response.on('end', () => resolve({ encoding: response.headers['content-encoding'], length }));
        })
          .on('error', reject)
          .end();
      });

    // Act
    const compressed = await get('gzip, deflate, br');
    const plain = await get('identity');

    // Assess
    expect(compressed.encoding).toBe('gzip');
    expect(plain.encoding).toBeUndefined();
    expect(compressed.length).toBeLessThan(plain.length);
  });
});
