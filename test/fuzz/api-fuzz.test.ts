import fc from 'fast-check';
import type { ApiRoute } from '../../infra/definitions/handler-definition';
import { API_ROUTES } from '../../infra/definitions/handlers';
import { OPERATORS_GROUP_NAME } from '../../lambdas/contract/admin';
import { API } from '../../lambdas/contract/api-endpoints';
import { operatorClient } from '../support/admin-kit';
import { signedUpClient, uniqueEmail } from '../support/auth-client';
import { buyAndPay } from '../support/portal-kit';
import { rawRequest, type RawResponse } from '../support/raw-http';
import { startStackProcess, type StackProcess } from '../support/local-stack-process';
import { signedInHeaders } from '../support/portal-seed';

/**
 * Every API route takes random malformed input — paths, query strings, bodies, headers, cookies, huge and unicode
 * values — and must answer a 4xx with the JSON error shape or a correct 2xx: never a 5xx, never a crash, never an
 * unhandled rejection. Routes are read from the shared route table, so a new route is fuzzed without a new test.
 * FUZZ_RUNS sets the runs per property: 100 (fast-check's default) in `npm test`, where every run of the suite
 * draws new cases (ADR 140); set it higher to search deeper, e.g. FUZZ_RUNS=2000 before a release.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);

const nasty = fc.constantFrom(
  '',
  ' ',
  '%',
  '%zz',
  '%00',
  '../../../../etc/passwd',
  '{"__proto__":{"polluted":true}}',
  'constructor',
  '__proto__',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '-1',
  '1e309',
  'NaN',
  '0x10',
  '9'.repeat(400),
  'ß'.repeat(3000),
  '🛩️'.repeat(500),
  '\u202e\u0000\uffff',
);
const text = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 40 }), nasty);
const huge = fc.integer({ min: 1_000, max: 200_000 }).map((length) => 'A'.repeat(length));
const pathSegment = fc.oneof(text, huge).map((value) => encodeURIComponent(value));
/** Header values: anything but the control characters that no HTTP parser lets through at all. */
const headerValue = fc.oneof(text, fc.constantFrom('skydeck', 'Bearer x.y.z', 'application/json')).map((value) =>
  // eslint-disable-next-line no-control-regex -- control characters are what this strips
  value.replace(/[\u0000-\u001f\u007f]/g, ''),
);
/** Query parameter names: random ones and every one a route declares (the route table's `query`). */
const DECLARED_QUERY = [...new Set(API_ROUTES.flatMap((route) => route.query ?? []))];
const queryOf = (names: fc.Arbitrary<string>) =>
  fc
    .array(fc.tuple(names, fc.oneof(text, fc.base64String({ maxLength: 300 }))), { maxLength: 5 })
    .map((pairs) => pairs.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&'));
const query = queryOf(fc.oneof(text, fc.constantFrom('quantity', 'secondaryQuantity', 'addOns', ...DECLARED_QUERY)));
const body = fc.oneof(
  fc.constant(undefined),
  text,
  huge,
  fc.json({ maxDepth: 4 }),
  fc.object({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
  fc.uint8Array({ maxLength: 2_000 }).map((bytes) => Buffer.from(bytes)),
);
const cookies = fc.array(
  fc.tuple(fc.constantFrom('__Host-id', '__Host-access', '__Secure-refresh', '__Host-challenge', 'x'), headerValue),
  { maxLength: 4 },
);

function fillPath(route: ApiRoute, segments: string[]): string {
  let index = 0;
  return route.path.replace(/\{\w+\+?\}/g, () => segments[index++] ?? 'x');
}

function assertContractAnswer(response: RawResponse, what: string): void {
  const context = `${what} → ${response.status} ${response.body.slice(0, 200)}`;
  expect({ context, serverError: response.status >= 500 || response.status === 0 }).toEqual({
    context,
    serverError: false,
  });
  if (response.status >= 400) {
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const parsed = JSON.parse(response.body) as { error?: { code?: unknown; message?: unknown } };
    expect(typeof parsed.error?.code).toBe('string');
    expect(typeof parsed.error?.message).toBe('string');
  }
}

describe('API fuzzing against a local stack', () => {
  let stack: StackProcess;
  beforeAll(async () => {
    stack = await startStackProcess();
  });
  afterAll(async () => {
    await stack.stop();
  });

  it.each(API_ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s answers malformed input with a 4xx JSON error or a correct 2xx',
    async (_name, route) => {
      // Prepare / Act / Assess, once per generated request
      await fc.assert(
        fc.asyncProperty(
          fc.array(pathSegment, { minLength: 3, maxLength: 3 }),
          query,
          fc.array(
            fc.tuple(
              fc.constantFrom(
                'content-type',
                'authorization',
                'origin',
                'x-requested-with',
                'paddle-signature',
                'x-forwarded-host',
                'accept',
              ),
              headerValue,
            ),
            { maxLength: 5 },
          ),
          cookies,
          body,
          fc.boolean(),
          async (segments, search, headers, cookieList, payload, sameOrigin) => {
            const path = `${fillPath(route, segments)}${search ? `?${search}` : ''}`;
            const allHeaders: [string, string][] = [
              ...headers,
              ...(sameOrigin
                ? ([
                    ['origin', stack.url],
                    ['x-requested-with', 'skydeck'],
                  ] as [string, string][])
                : []),
              ...(cookieList.length > 0
                ? ([['cookie', cookieList.map(([name, value]) => `${name}=${value}`).join('; ')]] as [string, string][])
                : []),
            ];
            const response = await rawRequest(stack.port, {
              method: route.method,
              path,
              headers: allHeaders,
              body: payload,
            });
            assertContractAnswer(response, `${route.method} ${path.slice(0, 120)}`);
          },
        ),
        { numRuns: RUNS },
      );
    },
  );

  it.each(API_ROUTES.filter((route) => route.query).map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s answers its own query parameters, malformed, signed in, with a 4xx JSON error or a correct 2xx',
    async (_name, route) => {
      // Prepare
      const headers = Object.entries(await signedInHeaders(stack.url, `fuzz-${Date.now()}@skydeck.example`));

      // Act / Assess, once per generated request
      await fc.assert(
        fc.asyncProperty(queryOf(fc.constantFrom(...route.query!)), async (search) => {
          const path = `${route.path}?${search}`;
          const response = await rawRequest(stack.port, { method: route.method, path, headers });
          assertContractAnswer(response, `${route.method} ${path.slice(0, 120)}`);
        }),
        { numRuns: RUNS },
      );
    },
  );

  it.each(
    API_ROUTES.filter((route) => route.path.startsWith('/api/admin/')).map(
      (route) => [`${route.method} ${route.path}`, route] as const,
    ),
  )(
    '%s answers malformed input from a signed-in operator with a 4xx JSON error or a correct 2xx',
    async (_name, route) => {
      // Prepare: past the operator guard, so the fuzzing reaches each admin route's own parsing
      const signedIn = Object.entries(
        await signedInHeaders(stack.url, `fuzz-operator-${Date.now()}@skydeck.example`, [OPERATORS_GROUP_NAME]),
      );

      // Act / Assess, once per generated request
      await fc.assert(
        fc.asyncProperty(
          fc.array(pathSegment, { minLength: 3, maxLength: 3 }),
          query,
          fc.option(headerValue),
          body,
          async (segments, search, idempotencyKey, payload) => {
            const path = `${fillPath(route, segments)}${search ? `?${search}` : ''}`;
            const headers: [string, string][] = [
              ...signedIn,
              ['origin', stack.url],
              ['x-requested-with', 'skydeck'],
              ...(idempotencyKey === null ? [] : ([['idempotency-key', idempotencyKey]] as [string, string][])),
            ];
            const response = await rawRequest(stack.port, { method: route.method, path, headers, body: payload });
            assertContractAnswer(response, `${route.method} ${path.slice(0, 120)}`);
          },
        ),
        { numRuns: RUNS },
      );
    },
  );

  it('answers random methods and paths under /api with a JSON error, not a crash', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'),
        fc.array(pathSegment, { maxLength: 4 }),
        body,
        async (method, segments, payload) => {
          // Act
          const response = await rawRequest(stack.port, { method, path: `/api/${segments.join('/')}`, body: payload });

          // Assess
          assertContractAnswer(response, `${method} /api/${segments.join('/').slice(0, 120)}`);
        },
      ),
      { numRuns: RUNS },
    );
  });

  /**
   * The route table's `{action}` and ids are what a handler reads first, and random segments stop there (404). Here
   * each endpoint the web calls keeps its fixed words and takes, for each id, a random segment or the id of a real
   * order of the signed-in buyer (an operator for the console), and a body of random values under the names the
   * shop's bodies use: the handlers' body parsing and the services behind it get fuzzed, not only their 404.
   */
  describe('past the route table, signed in, with real ids', () => {
    const endpoints = Object.entries(API).filter(
      ([, endpoint]) => !endpoint.local && !endpoint.path.startsWith('/api/auth/'),
    );
    const ids: Record<string, string[]> = {};
    const sessions: Record<'buyer' | 'operator', [string, string][]> = { buyer: [], operator: [] };
    let restoreUrl: string | undefined;

    beforeAll(async () => {
      // The support kits call SKYDECK_URL: this file's own stack, for the seeding only.
      restoreUrl = process.env.SKYDECK_URL;
      process.env.SKYDECK_URL = stack.url;
      const email = uniqueEmail('fuzz-buyer');
      const buyer = await signedUpClient(email);
      const bought = await buyAndPay({ slug: 'skydeck-suiteb737annual', quantity: 2, email });
      const { client: operator } = await operatorClient('fuzz-operator');
      Object.assign(ids, {
        transactionId: [bought.transactionId],
        licenceId: [1, 2].map((unit) => `lic_${bought.transactionId.slice(4)}_${unit}`),
        subscriptionId: [bought.subscriptionId!],
        email: [email],
        slug: ['skydeck-suiteb737annual', 'suite-nc-support-extension-b737-annual'],
        page: ['terms', 'withdrawal'],
        provider: ['google'],
      });
      const cookieOf = (client: typeof buyer): [string, string] => [
        'cookie',
        [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      ];
      sessions.buyer = [cookieOf(buyer)];
      sessions.operator = [cookieOf(operator)];
    });
    afterAll(() => {
      process.env.SKYDECK_URL = restoreUrl;
    });

    /** Values under the names the shop's bodies use: strings, numbers, lists, the real ids, or nonsense. */
    const FIELDS = [
      'reason',
      'grant',
      'months',
      'wholeOrder',
      'licenceIds',
      'confirmOtherOwners',
      'email',
      'to',
      'code',
      'password',
      'language',
      'slug',
      'quantity',
      'secondaryQuantity',
      'addOns',
      'licenceId',
      'licenceKey',
      'termsVersion',
    ];
    const value = () =>
      fc.oneof(
        text,
        fc.constantFrom(
          'support',
          'replacement',
          'de',
          'he',
          'a reason in a few words',
          '123456',
          ...Object.values(ids).flat(),
        ),
        fc.integer({ min: -5, max: 1_300 }),
        fc.boolean(),
        fc.constant(null),
        fc.array(fc.oneof(text, fc.constantFrom(...Object.values(ids).flat())), { maxLength: 3 }),
      );
    /** Each name present about half the time, so a draw often holds all an action needs, and nonsense beside it. */
    const shapedBody = () =>
      fc.oneof(
        body,
        fc
          .record(Object.fromEntries(FIELDS.map((name) => [name, value()])), { requiredKeys: [] })
          .map((fields) => JSON.stringify(fields)),
      );

    it.each(endpoints.map(([name, endpoint]) => [`${endpoint.method} ${endpoint.path} (${name})`, endpoint] as const))(
      '%s answers malformed input with a 4xx JSON error or a correct 2xx',
      async (_name, endpoint) => {
        // Prepare
        const session = endpoint.path.startsWith('/api/admin/') ? sessions.operator : sessions.buyer;
        const names = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);

        // Act / Assess, once per generated request
        await fc.assert(
          fc.asyncProperty(
            fc.tuple(...names.map((name) => fc.oneof(pathSegment, fc.constantFrom(...(ids[name] ?? ['x']))))),
            query,
            fc.option(fc.oneof(headerValue, fc.uuid())),
            shapedBody(),
            async (segments, search, idempotencyKey, payload) => {
              let index = 0;
              const filled = endpoint.path.replace(/\{\w+\}/g, () => encodeURIComponent(segments[index++] ?? 'x'));
              const path = `${filled}${search ? `?${search}` : ''}`;
              const headers: [string, string][] = [
                ...session,
                ['origin', stack.url],
                ['x-requested-with', 'skydeck'],
                ['content-type', 'application/json'],
                ...(idempotencyKey === null ? [] : ([['idempotency-key', idempotencyKey]] as [string, string][])),
              ];
              const response = await rawRequest(stack.port, { method: endpoint.method, path, headers, body: payload });
              assertContractAnswer(response, `${endpoint.method} ${path.slice(0, 120)}`);
            },
          ),
          { numRuns: Math.ceil(RUNS / 2) },
        );
      },
    );
  });

  it('is still healthy afterwards and logged no unhandled rejection', async () => {
    // Act
    const response = await fetch(`${stack.url}/api/health`);

    // Assess
    expect(response.status).toBe(200);
    expect(stack.child.exitCode).toBeNull();
    expect(stack.output()).not.toContain('Unhandled rejection');
  });
});
