import { stackUrl } from '../../support/stack-url';

describe('GET /api/licence-keys/public-key', () => {
  it('publishes the key the simulator verifies licence keys with, and how, cacheable for an hour', async () => {
    // Act
    const response = await fetch(`${stackUrl()}/api/licence-keys/public-key`);
    const body = (await response.json()) as Record<string, string>;

    // Assess
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(body).toMatchObject({ algorithm: 'ES256', curve: 'P-256', signatureEncoding: 'ieee-p1363' });
    expect(body.publicKeyPem).toMatch(/^-----BEGIN PUBLIC KEY-----\n[\s\S]+\n-----END PUBLIC KEY-----\n?$/);
  });
});
