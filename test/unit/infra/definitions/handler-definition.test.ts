import {
  apiRoutes,
  registryProblems,
  type HandlerDefinition,
  type HandlerRegistry,
} from '../../../../infra/definitions/handler-definition';
import { HANDLERS } from '../../../../infra/definitions/handlers';

const plain: HandlerDefinition = { purpose: 'A planted handler', access: [], clients: [] };

describe('the handler registry, as data', () => {
  it('finds nothing wrong with the shop registry', () => {
    // Act
    const problems = registryProblems(HANDLERS);

    // Assess
    expect(problems).toEqual([]);
  });

  it.each<[string, HandlerRegistry, string]>([
    [
      'a function with routes and a trigger',
      {
        planted: {
          ...plain,
          routes: [{ method: 'GET', path: '/api/planted' }],
          trigger: { kind: 'unmatched-routes' },
        },
      },
      'planted needs either routes or a trigger, not both.',
    ],
    ['a function nothing invokes', { planted: plain }, 'planted needs either routes or a trigger, not neither.'],
    [
      'a route two functions declare',
      {
        first: { ...plain, routes: [{ method: 'GET', path: '/api/planted' }] },
        second: { ...plain, routes: [{ method: 'GET', path: '/api/planted' }] },
      },
      'GET /api/planted is declared by both first and second.',
    ],
    [
      'a Paddle caller without the key permissions it needs',
      { planted: { ...plain, routes: [{ method: 'GET', path: '/api/planted' }], access: ['paddle:api'] } },
      'planted calls Paddle (paddle:api) but names no Paddle permissions.',
    ],
    [
      '5xx paging on a function that answers no route',
      {
        planted: {
          ...plain,
          trigger: { kind: 'schedule', job: 'Planted', cron: { minute: '0', hour: '1' } },
          serverErrors: 'repeated',
        },
      },
      'planted says how its 5xx answers page (serverErrors), but it answers no route.',
    ],
    [
      'Paddle permissions without the key',
      {
        planted: {
          ...plain,
          routes: [{ method: 'GET', path: '/api/planted' }],
          paddle: { calls: 'reads a transaction', permissions: ['transaction.read'] },
        },
      },
      'planted names Paddle permissions but has no paddle:api access.',
    ],
    [
      "an alarm on another handler's route",
      {
        planted: {
          ...plain,
          routes: [{ method: 'GET', path: '/api/planted' }],
          alarms: [
            {
              kind: 'answers',
              id: 'PlantedFailures',
              metric: 'PlantedServerErrors',
              status: '5*',
              routes: ['POST /api/checkout'],
              threshold: 1,
              description: 'The planted route answered 5xx.',
              graph: 'Planted 5xx',
            },
          ],
        },
      },
      "planted's alarm PlantedFailures names POST /api/checkout, which is not its route.",
    ],
  ])('refuses %s', (_case, registry, problem) => {
    // Act
    const problems = registryProblems(registry);

    // Assess
    expect(problems).toEqual([problem]);
  });

  it('puts every route of every handler in the route table, naming its handler', () => {
    // Prepare
    const registry: HandlerRegistry = {
      planted: {
        ...plain,
        routes: [
          { method: 'GET', path: '/api/planted' },
          { method: 'POST', path: '/api/planted/{id}' },
        ],
      },
      quiet: { ...plain, trigger: { kind: 'api-authorizer' } },
    };

    // Act
    const routes = apiRoutes(registry);

    // Assess
    expect(routes).toEqual([
      { method: 'GET', path: '/api/planted', handler: 'planted' },
      { method: 'POST', path: '/api/planted/{id}', handler: 'planted' },
    ]);
  });
});
