import { mkdtempSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import { functionId } from '../../infra/constructs/shop-function';
import { apiRoutes, routeThrottle, type HandlerRegistry } from '../../infra/definitions/handler-definition';
import { clientsLoadedAtInit } from '../../infra/definitions/handler-clients';
import { HANDLERS } from '../../infra/definitions/handlers';
import { bundleHandlers, HANDLER_BUNDLE_BUDGET_BYTES } from '../../infra/definitions/lambda-bundling';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { compileRoutes } from '../../infra/local/api-gateway-adapter';
import { importRouteHandlers } from '../../infra/local/local-stack';
import { iamActionsOf, synthesize, type Synthesized } from './synth';

/**
 * Adding a handler is one registry entry, its module and its tests: a handler planted in the registry (its module in a
 * temporary directory, nothing else edited) gets its function, route, throttle, grants and alarms in the stack, is
 * loaded and routed by the local stack and attacked by the fuzzer (both read the route table), and its bundle is built and
 * measured by the budget checks.
 */
describe('a handler planted in the registry', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'skydeck-planted-'));
  const entry = path.join(dir, 'planted.ts');
  // Its packages resolve as a module of the repository's would: the local stack imports it as it stands.
  symlinkSync(path.resolve(__dirname, '../../node_modules'), path.join(dir, 'node_modules'), 'dir');
  writeFileSync(
    entry,
    [
      "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';",
      'const client = new DynamoDBClient({});',
      'export const handler = async () => ({ statusCode: 200, body: JSON.stringify({ ready: client !== undefined }) });',
    ].join('\n'),
  );
  const registry: HandlerRegistry = {
    ...HANDLERS,
    planted: {
      entry,
      purpose: 'A planted handler',
      routes: [{ method: 'GET', path: '/api/planted/{id}', throttle: { rateLimit: 3, burstLimit: 6 } }],
      access: ['table:read'],
      clients: ['@aws-sdk/client-dynamodb'],
      memoryMb: 1024,
      timeoutSeconds: 20,
      alarms: [
        {
          kind: 'answers',
          id: 'PlantedFailures',
          metric: 'PlantedServerErrors',
          status: '5*',
          threshold: 1,
          description: 'GET /api/planted/{id} answered 5xx.',
          graph: 'Planted 5xx',
        },
      ],
    },
    'planted-job': {
      entry,
      purpose: 'A planted daily job',
      trigger: { kind: 'schedule', job: 'PlantedJob', cron: { minute: '30', hour: '2' }, input: { planted: true } },
      access: ['table:scan'],
      clients: ['@aws-sdk/client-dynamodb'],
    },
  };
  let synthesized: Synthesized;
  beforeAll(() => {
    synthesized = synthesize(undefined, { handlers: registry });
  }, 120_000);

  it('gets a function of its own, with its memory and timeout', () => {
    // Act
    const fn = synthesized.stack.functions.get('planted');
    const resource =
      synthesized.template.findResources('AWS::Lambda::Function')[
        synthesized.stack.getLogicalId(fn!.node.defaultChild as never)
      ];

    // Assess
    expect(fn?.node.path).toContain(`Api/${functionId('planted')}`);
    expect(resource?.Properties).toMatchObject({ MemorySize: 1024, Timeout: 20, Runtime: 'nodejs24.x' });
  });

  it('gets its route on the HTTP API, integrated with its function, with its own throttle', () => {
    // Act
    const routeKeys = Object.values(synthesized.template.findResources('AWS::ApiGatewayV2::Route')).map(
      (route) => route.Properties.RouteKey,
    );
    const integration = Object.values(synthesized.template.findResources('AWS::ApiGatewayV2::Integration')).find(
      (candidate) => JSON.stringify(candidate.Properties.IntegrationUri).includes(`Api${functionId('planted')}`),
    );
    const stage = Object.values(synthesized.template.findResources('AWS::ApiGatewayV2::Stage'))[0]!;

    // Assess
    expect(routeKeys).toContain('GET /api/planted/{id}');
    expect(integration).toBeDefined();
    expect(stage.Properties.RouteSettings['GET /api/planted/{id}']).toEqual({
      ThrottlingRateLimit: 3,
      ThrottlingBurstLimit: 6,
    });
  });

  it('may do what its access declares and nothing more', () => {
    // Act
    const actions = iamActionsOf(synthesized, 'planted').filter((action) => !action.startsWith('logs:'));

    // Assess
    expect(actions).toEqual(['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:Query']);
  });

  it('gets the alarms every function gets, and its own', () => {
    // Act
    const alarms = Object.keys(synthesized.template.findResources('AWS::CloudWatch::Alarm'));

    // Assess
    for (const name of ['PlantedErrors', 'PlantedThrottles', 'PlantedFailures'])
      expect(alarms).toEqual(expect.arrayContaining([expect.stringContaining(name)]));
    synthesized.template.hasResourceProperties('AWS::Logs::MetricFilter', {
      FilterPattern: '{ ($.routeKey = "GET /api/planted/{id}") && ($.status = "5*") }',
    });
  });

  it('as a scheduled entry, runs on its schedule with its input, its failures queued and alarmed', () => {
    // Act
    const job = synthesized.stack.jobs.get('planted-job')!;
    const functionArn = {
      'Fn::GetAtt': [synthesized.stack.getLogicalId(job.function.node.defaultChild as never), 'Arn'],
    };
    const alarms = Object.keys(synthesized.template.findResources('AWS::CloudWatch::Alarm'));

    // Assess
    synthesized.template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'cron(30 2 * * ? *)',
      Targets: [Match.objectLike({ Arn: functionArn, Input: JSON.stringify({ planted: true }) })],
    });
    expect(iamActionsOf(synthesized, 'planted-job').filter((action) => action.startsWith('dynamodb:'))).toEqual([
      'dynamodb:Scan',
    ]);
    expect(alarms).toEqual(expect.arrayContaining([expect.stringContaining('PlantedJobJobFailures')]));
  });

  it('is loaded and routed by the local stack and attacked by the fuzzer, which read the same route table', async () => {
    // Act
    const routes = apiRoutes(registry);
    const matched = compileRoutes(routes)('GET', '/api/planted/42');
    const loaded = await importRouteHandlers({ planted: registry.planted!, 'planted-job': registry['planted-job']! });
    const answer = await loaded.get(matched!.route.handler)!({} as APIGatewayProxyEventV2);

    // Assess
    expect([...loaded.keys()]).toEqual(['planted']);
    expect(answer).toEqual({ statusCode: 200, body: JSON.stringify({ ready: true }) });
    expect(matched?.route.handler).toBe('planted');
    expect(matched?.pathParameters).toEqual({ id: '42' });
    expect(routeThrottle(routes.find((route) => route.handler === 'planted')!)).toEqual({
      rateLimit: 3,
      burstLimit: 6,
    });
  });

  it('is bundled by the one build, within the bundle budget, loading at init exactly its declared clients', () => {
    // Prepare
    const outDir = mkdtempSync(path.join(tmpdir(), 'skydeck-planted-bundle-'));

    // Act
    const metafile = bundleHandlers(outDir, { planted: registry.planted! });

    // Assess
    expect(statSync(path.join(outDir, 'planted', 'index.js')).size).toBeLessThanOrEqual(HANDLER_BUNDLE_BUDGET_BYTES);
    expect(clientsLoadedAtInit(metafile, 'planted')).toEqual([...registry.planted!.clients]);
  });
});
