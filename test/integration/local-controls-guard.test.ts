import { request } from 'node:http';
import { uniqueEmail } from '../support/auth-client';
import { stackUrl } from '../support/stack-url';

/**
 * Local controls stay local (ADR 251): every `/api/local/*` path answers only a loopback `Host`
 * without a cross-site `Origin`, so a web page — by DNS rebinding or a cross-site form — can neither switch on fault
 * injection, inject mail nor read the stand-ins' secrets. Refusals are 403 with the contract's error shape.
 */
interface Answer {
  readonly status: number;
  readonly body: any;
}

/** node:http, because fetch() will not send a Host of our choosing. */
function send(
  method: 'GET' | 'POST',
  path: string,
  headers: Record<string, string>,
  body?: unknown,
  base = stackUrl(),
): Promise<Answer> {
  const url = new URL(path, base);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port: url.port, path: url.pathname + url.search, method, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, body: text ? JSON.parse(text) : undefined }));
    })
      .on('error', reject)
      .end(payload);
  });
}

const port = () => new URL(stackUrl()).port;
const REBOUND_HOST = () => `rebind.attacker.example:${port()}`;
const EVIL_ORIGIN = 'https://evil.example';

const mailTo = (to: string) => ({ to, subject: 'Injected', text: 'Injected', html: '<p>Injected</p>', kind: 'test' });

async function mailboxOf(email: string): Promise<unknown[]> {
  const response = await fetch(`${stackUrl()}/api/local/mailbox?to=${encodeURIComponent(email)}`);
  return ((await response.json()) as { mails: unknown[] }).mails;
}

describe('/api/local/* answers only loopback hosts', () => {
  it.each([
    ['GET', '/api/local/status'],
    ['GET', '/api/local/mailbox'],
    ['POST', '/api/local/store/fail-rate?rate=1&match=no-such-table'],
    ['POST', '/api/local/paddle/subscriptions/sub_none/renew'],
    ['GET', '/api/local/no-such-control'],
  ] as const)('refuses %s %s under a rebound DNS name with 403 LOCAL_HOST_REQUIRED', async (method, path) => {
    // Act
    const answer = await send(method, path, { host: REBOUND_HOST() });

    // Assess: nothing of the stand-in's state or secrets comes back
    expect(answer).toEqual({
      status: 403,
      body: {
        error: {
          code: 'LOCAL_HOST_REQUIRED',
          message: 'Local controls answer only requests addressed to localhost, 127.0.0.1 or [::1].',
        },
      },
    });
  });

  it('refuses mail injected through a rebound name, and the mail is not delivered', async () => {
    // Prepare
    const email = uniqueEmail('rebound-mail');

    // Act
    const answer = await send('POST', '/api/local/mailbox', { host: REBOUND_HOST() }, mailTo(email));

    // Assess
    expect(answer.status).toBe(403);
    expect(await mailboxOf(email)).toEqual([]);
  });

  it.each(['localhost', '127.0.0.1', '127.45.6.7', '[::1]', 'LOCALHOST'])(
    'answers a developer addressing it as %s (with the port)',
    async (name) => {
      // Act
      const answer = await send('GET', '/api/local/status', { host: `${name}:${port()}` });

      // Assess
      expect(answer.status).toBe(200);
      expect(answer.body.tableName).toEqual(expect.any(String));
    },
  );
});

describe('/api/local/* answers no cross-site origin', () => {
  it('refuses a cross-site form that injects mail with 403 CROSS_SITE_REQUEST, and delivers nothing', async () => {
    // Prepare
    const email = uniqueEmail('cross-site-mail');

    // Act
    const answer = await send(
      'POST',
      '/api/local/mailbox',
      { host: `localhost:${port()}`, origin: EVIL_ORIGIN, 'content-type': 'text/plain' },
      mailTo(email),
    );

    // Assess
    expect(answer).toEqual({
      status: 403,
      body: {
        error: { code: 'CROSS_SITE_REQUEST', message: 'Local controls do not answer requests from another site.' },
      },
    });
    expect(await mailboxOf(email)).toEqual([]);
  });

  it.each([
    ['a cross-site Origin on fault injection', { origin: EVIL_ORIGIN }],
    ['the same port on another loopback name', { origin: 'http://127.0.0.1:1' }],
    ['an opaque Origin (sandboxed frame, file://)', { origin: 'null' }],
    ['a cross-site navigation without Origin', { 'sec-fetch-site': 'cross-site' }],
  ])('refuses %s', async (_label, headers) => {
    // Act
    const answer = await send('POST', '/api/local/store/fail-next?count=1&match=no-such-table', {
      host: `localhost:${port()}`,
      ...headers,
    });

    // Assess
    expect(answer.status).toBe(403);
    expect(answer.body.error.code).toBe('CROSS_SITE_REQUEST');
  });

  it("answers the shop's own pages (same origin) and tools that send no Origin", async () => {
    // Prepare
    const email = uniqueEmail('same-origin-mail');

    // Act
    const sameOrigin = await send(
      'POST',
      '/api/local/mailbox',
      { host: `localhost:${port()}`, origin: `http://localhost:${port()}`, 'content-type': 'application/json' },
      mailTo(email),
    );
    const noOrigin = await send('GET', '/api/local/status', { host: `localhost:${port()}` });

    // Assess
    expect(sameOrigin).toEqual({ status: 201, body: { delivered: true } });
    expect(await mailboxOf(email)).toHaveLength(1);
    expect(noOrigin.status).toBe(200);
  });
});

describe("the stand-ins' own servers answer only loopback hosts too", () => {
  it('refuses the Paddle stand-in API and the hosted UI under a rebound DNS name', async () => {
    // Prepare
    const status = (await (await fetch(`${stackUrl()}/api/local/status`)).json()) as { paddleApiBaseUrl: string };
    const hostedUi = new URL(
      (await fetch(`${stackUrl()}/api/auth/federated/google`, { redirect: 'manual' })).headers.get('location')!,
    );
    const paddle = new URL(status.paddleApiBaseUrl);

    // Act
    const paddleAnswer = await send(
      'GET',
      '/transactions',
      { host: `rebind.attacker.example:${paddle.port}`, authorization: 'Bearer pdl_local_apikey_stand_in' },
      undefined,
      paddle.origin,
    );
    const hostedUiAnswer = await send(
      'GET',
      `${hostedUi.pathname}${hostedUi.search}`,
      { host: `rebind.attacker.example:${hostedUi.port}` },
      undefined,
      hostedUi.origin,
    );

    // Assess
    expect(paddleAnswer.status).toBe(403);
    expect(paddleAnswer.body.error.code).toBe('forbidden');
    expect(hostedUiAnswer).toEqual({ status: 403, body: { error: 'forbidden' } });
  });
});
