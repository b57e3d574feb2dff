import * as z from 'zod/mini';
import { API } from '../../../lambdas/contract/api-endpoints';
import { apiPath } from '../../../lambdas/contract/endpoints';
import { answeredError } from '../../../lambdas/http/errors';
import { parseInput } from '../../../lambdas/http/validation';
import { API_ROUTES } from '../../../infra/definitions/handlers';

/** A route-table path as a pattern: `{name}` is one segment, `{name+}` the rest of the path. */
function routePattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => (/^\{[^}]+\+\}$/.test(segment) ? '.+' : /^\{[^}]+\}$/.test(segment) ? '[^/]+' : segment))
    .join('/');
  return new RegExp(`^${source}$`);
}

describe('the web client endpoint table', () => {
  const deployed = Object.entries(API).filter(([, endpoint]) => !endpoint.local);

  it.each(deployed)('names a route the API has: %s', (_intent, endpoint) => {
    // Act
    const routes = API_ROUTES.filter(
      (route) => route.method === endpoint.method && routePattern(route.path).test(endpoint.path),
    );

    // Assess
    expect(routes.map((route) => `${route.method} ${route.path}`)).toHaveLength(1);
  });

  it('keeps local-only endpoints under the local stack prefix', () => {
    // Act
    const local = Object.values(API).filter((endpoint) => endpoint.local);

    // Assess
    expect(local.length).toBeGreaterThan(0);
    for (const endpoint of local) expect(endpoint.path.startsWith('/api/local/')).toBe(true);
  });

  it('fills each placeholder with one encoded segment and appends the query', () => {
    // Act
    const path = apiPath(API.adminBuyer, { email: 'a/b?@example.com' }, { cursor: 'x y', unused: undefined });

    // Assess
    expect(path).toBe('/api/admin/buyers/a%2Fb%3F%40example.com?cursor=x+y');
  });

  it('leaves a path without placeholders or query as it is', () => {
    // Act
    const path = apiPath(API.licences, {});

    // Assess
    expect(path).toBe('/api/licenses');
  });
});

describe('refused input names its fields', () => {
  const schema = z.object({ email: z.string({ error: 'is required' }), quantity: z.number({ error: 'is a number' }) });

  it('carries each refused field with its own sentence beside the whole message', () => {
    // Act
    let thrown: unknown;
    try {
      parseInput(schema, { quantity: 'three' });
    } catch (error) {
      thrown = error;
    }
    const answered = answeredError(thrown);

    // Assess
    expect(answered).toEqual({
      status: 400,
      code: 'BAD_REQUEST',
      message: 'email: is required; quantity: is a number',
      fields: { email: 'is required', quantity: 'is a number' },
    });
  });

  it('names no field when the input is refused as a whole', () => {
    // Act
    let thrown: unknown;
    try {
      parseInput(schema, 'not an object');
    } catch (error) {
      thrown = error;
    }

    // Assess
    expect(answeredError(thrown)?.fields).toBeUndefined();
  });
});
