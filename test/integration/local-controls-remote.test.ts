import { request } from 'node:http';
import { networkInterfaces } from 'node:os';
import { startStackProcess, type StackProcess } from '../support/local-stack-process';

/**
 * A stack bound beyond loopback (`HOST=0.0.0.0`, as the README allows) serves the shop to other machines, but none of
 * its local controls: another machine may send `Host: localhost`, yet it cannot connect from a loopback address.
 * The request below comes from this machine's own non-loopback address, which is what another machine looks like.
 */
let stack: StackProcess;

/** This machine's first IPv4 address beyond loopback (the one another machine on its network would reach). */
function outsideAddress(): string {
  const address = Object.values(networkInterfaces())
    .flat()
    .find((candidate) => candidate && candidate.family === 'IPv4' && !candidate.internal);
  if (!address) throw new Error('This test needs a network interface beyond loopback (none was found).');
  return address.address;
}

/** node:http, bound to the outside address, with the Host header an attacker would choose. */
function fromOutside(method: 'GET' | 'POST', path: string): Promise<{ status: number; body: any }> {
  const address = outsideAddress();
  return new Promise((resolve, reject) => {
    request(
      {
        host: address,
        localAddress: address,
        port: stack.port,
        path,
        method,
        headers: { host: `localhost:${stack.port}` },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, body: text ? JSON.parse(text) : undefined }));
      },
    )
      .on('error', reject)
      .end();
  });
}

beforeAll(async () => {
  stack = await startStackProcess({ env: { HOST: '0.0.0.0' } });
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

describe('a stack listening beyond loopback', () => {
  it('serves the shop to another machine', async () => {
    // Act
    const answer = await fromOutside('GET', '/api/health');

    // Assess
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe('ok');
  });

  it.each([
    ['GET', '/api/local/mailbox'],
    ['GET', '/api/local/paddle/webhook-secret'],
    ['POST', '/api/local/store/fail-next?count=5'],
    ['POST', '/api/local/mail/fail-next?count=5'],
  ] as const)('refuses %s %s from another machine that says Host: localhost', async (method, path) => {
    // Act
    const answer = await fromOutside(method, path);

    // Assess
    expect(answer).toEqual({
      status: 403,
      body: {
        error: {
          code: 'LOCAL_ADDRESS_REQUIRED',
          message: 'Local controls answer only requests from this machine (a loopback address).',
        },
      },
    });
  });

  it('still answers this machine', async () => {
    // Act
    const response = await fetch(`${stack.url}/api/local/store/fail-next?count=0`, { method: 'POST' });

    // Assess
    expect(response.status).toBe(200);
  });
});
