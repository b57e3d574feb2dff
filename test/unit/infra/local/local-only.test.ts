import { isLoopbackAddress, isLoopbackHost, localOnlyRefusal } from '../../../../infra/local/local-only';

const LOOPBACK_PEER = '127.0.0.1';

describe('which hosts are loopback names', () => {
  it.each([
    'localhost',
    'localhost:3000',
    'LocalHost:1',
    '127.0.0.1',
    '127.0.0.1:65535',
    '127.255.0.9:80',
    '[::1]',
    '[::1]:3000',
  ])('accepts %s', (host) => {
    // Act
    const accepted = isLoopbackHost(host);

    // Assess
    expect(accepted).toBe(true);
  });

  it.each([
    undefined,
    '',
    'localhost.attacker.example',
    'attacker.localhost',
    '127.0.0.1.nip.io',
    '128.0.0.1',
    '127.0.0.256',
    '0.0.0.0:3000',
    '[::ffff:127.0.0.1]',
    '192.168.1.2:3000',
    'localhost:3000@evil.example',
  ])('refuses %s', (host) => {
    // Act
    const accepted = isLoopbackHost(host);

    // Assess
    expect(accepted).toBe(false);
  });
});

describe('a request to a local control', () => {
  it('is refused for a cross-site Origin, an opaque one, another port and a cross-site fetch', () => {
    // Prepare
    const host = 'localhost:3000';

    // Act
    const codes = [
      { host, origin: 'https://evil.example' },
      { host, origin: 'null' },
      { host, origin: 'http://localhost:3001' },
      { host, 'sec-fetch-site': 'cross-site' },
      { host: 'evil.example:3000', origin: 'http://evil.example:3000' },
    ].map((headers) => localOnlyRefusal(headers, LOOPBACK_PEER)?.code);

    // Assess
    expect(codes).toEqual([
      'CROSS_SITE_REQUEST',
      'CROSS_SITE_REQUEST',
      'CROSS_SITE_REQUEST',
      'CROSS_SITE_REQUEST',
      'LOCAL_HOST_REQUIRED',
    ]);
  });

  it('is answered without Origin, with its own origin, and from the same site', () => {
    // Act
    const refusals = [
      { host: 'localhost:3000' },
      { host: 'localhost:3000', origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
      { host: '127.0.0.1:3000', 'sec-fetch-site': 'none' },
    ].map((headers) => localOnlyRefusal(headers, LOOPBACK_PEER));

    // Assess
    expect(refusals).toEqual([undefined, undefined, undefined]);
  });
});

describe('which peers are this machine', () => {
  it.each(['127.0.0.1', '127.3.2.1', '::1', '::ffff:127.0.0.1'])('accepts %s', (address) => {
    // Act
    const accepted = isLoopbackAddress(address);

    // Assess
    expect(accepted).toBe(true);
  });

  it.each([undefined, '', '192.0.2.2', '10.0.0.1', 'fd00::2', '::ffff:192.0.2.2', '0.0.0.0', '::', '128.0.0.1'])(
    'refuses %s',
    (address) => {
      // Act
      const accepted = isLoopbackAddress(address);

      // Assess
      expect(accepted).toBe(false);
    },
  );

  it('refuses another machine that names localhost as its Host, before anything else is looked at', () => {
    // Act
    const refusal = localOnlyRefusal({ host: 'localhost:3000' }, '192.0.2.7');

    // Assess
    expect(refusal).toEqual({
      status: 403,
      code: 'LOCAL_ADDRESS_REQUIRED',
      message: 'Local controls answer only requests from this machine (a loopback address).',
    });
  });
});
