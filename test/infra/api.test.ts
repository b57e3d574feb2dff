import type { Template } from 'aws-cdk-lib/assertions';
import { HANDLER_PROFILES } from '../../infra/constructs/api-access';
import { functionId, NO_ROUTE_HANDLER } from '../../infra/constructs/api';
import { API_HANDLERS, API_ROUTES } from '../../infra/definitions/api-routes';
import { readPaddleIdMap } from '../../infra/stages/paddle-id-map';
import { synthesize, type Synthesized } from './synth';

/** The template's Lambda functions for our handlers (BucketDeployment's own handler is not one of them). */
function handlerFunctions(template: Template) {
  return Object.entries(template.findResources('AWS::Lambda::Function')).filter(([logicalId]) =>
    logicalId.startsWith('Api'),
  );
}

/** Every IAM action a handler's role may use, with the resources, as the template states them. */
function statementsOf(synthesized: Synthesized, handler: string): { Action: string | string[]; Resource: unknown }[] {
  const { stack, template } = synthesized;
  const fn = synthesized.stack.api.functions.get(handler)!;
  const roleId = stack.getLogicalId(fn.role!.node.defaultChild as never);
  const policies = Object.values(template.findResources('AWS::IAM::Policy')).filter((policy) =>
    (policy.Properties.Roles as { Ref: string }[]).some((role) => role.Ref === roleId),
  );
  return policies.flatMap((policy) => policy.Properties.PolicyDocument.Statement);
}

function actionsOf(synthesized: Synthesized, handler: string): string[] {
  return statementsOf(synthesized, handler).flatMap((statement) => [statement.Action].flat()).sort();
}

describe('api construct', () => {
  let synthesized: Synthesized;
  let template: Template;
  beforeAll(() => {
    synthesized = synthesize();
    template = synthesized.template;
  });

  it('makes one Node 22 arm64 function per handler, with at least 256 MB and a timeout of at most 30 s', () => {
    // Act
    const functions = handlerFunctions(template);

    // Assess
    expect(functions).toHaveLength(API_HANDLERS.length + 1);
    for (const [, fn] of functions) {
      expect(fn.Properties).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'], Handler: 'index.handler' });
      expect(fn.Properties.MemorySize).toBeGreaterThanOrEqual(256);
      expect(fn.Properties.Timeout).toBeGreaterThanOrEqual(3);
      expect(fn.Properties.Timeout).toBeLessThanOrEqual(30);
      expect(fn.Properties.LoggingConfig).toMatchObject({ LogFormat: 'JSON' });
    }
  });

  it('gives every function the cloud environment the handlers read, and source maps switched on', () => {
    for (const [, fn] of handlerFunctions(template)) {
      expect(Object.keys(fn.Properties.Environment.Variables).sort()).toEqual(
        [
          'CHALLENGE_COOKIE_KEY_SECRET_ARN',
          'LICENCE_SIGNING_KEY_ID',
          'NODE_OPTIONS',
          'PADDLE_API_KEY_SECRET_ARN',
          'PADDLE_ENVIRONMENT',
          'PADDLE_FIRST_YEAR_DISCOUNT_ID',
          'PADDLE_WEBHOOK_SECRET_ARN',
          'SKYDECK_MODE',
          'TABLE_NAME',
          'USER_POOL_CLIENT_ID',
          'USER_POOL_ID',
        ].sort(),
      );
      expect(fn.Properties.Environment.Variables).toMatchObject({
        SKYDECK_MODE: 'cloud',
        NODE_OPTIONS: '--enable-source-maps',
        PADDLE_ENVIRONMENT: 'sandbox',
        PADDLE_FIRST_YEAR_DISCOUNT_ID: readPaddleIdMap('dev')!.firstYearDiscountId,
      });
    }
  });

  it('keeps each function inside the 4 KB Lambda limit for environment variables', () => {
    for (const [, fn] of handlerFunctions(template)) {
      expect(JSON.stringify(fn.Properties.Environment.Variables).length).toBeLessThan(2048);
    }
  });

  it('routes every API_ROUTES entry to its handler on one HTTP API', () => {
    // Assess
    template.resourceCountIs('AWS::ApiGatewayV2::Api', 1);
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', { ProtocolType: 'HTTP' });
    const routeKeys = Object.values(template.findResources('AWS::ApiGatewayV2::Route')).map(
      (route) => route.Properties.RouteKey,
    );
    expect(routeKeys.sort()).toEqual(['$default', ...API_ROUTES.map((route) => `${route.method} ${route.path}`)].sort());
    for (const route of API_ROUTES) {
      const integration = Object.values(template.findResources('AWS::ApiGatewayV2::Integration')).find((candidate) =>
        JSON.stringify(candidate.Properties.IntegrationUri).includes(`Api${functionId(route.handler)}`),
      );
      expect(integration?.Properties).toMatchObject({ IntegrationType: 'AWS_PROXY', PayloadFormatVersion: '2.0' });
    }
  });

  it('answers paths no route matches with the no-route handler (our error shape, not API Gateway\'s)', () => {
    const integration = Object.values(template.findResources('AWS::ApiGatewayV2::Integration')).find((candidate) =>
      JSON.stringify(candidate.Properties.IntegrationUri).includes(`Api${functionId(NO_ROUTE_HANDLER)}`),
    );
    const integrationId = Object.entries(template.findResources('AWS::ApiGatewayV2::Integration')).find(
      ([, candidate]) => candidate === integration,
    )![0];
    template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
      RouteKey: '$default',
      Target: { 'Fn::Join': ['', ['integrations/', { Ref: integrationId }]] },
    });
  });

  it('throttles the stage and writes JSON access logs to a log group with retention', () => {
    // Assess
    const stages = Object.values(template.findResources('AWS::ApiGatewayV2::Stage'));
    expect(stages).toHaveLength(1);
    const stage = stages[0]!.Properties;
    expect(stage).toMatchObject({ StageName: '$default', AutoDeploy: true });
    expect(stage.DefaultRouteSettings).toEqual({ ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 });
    const format = JSON.parse(stage.AccessLogSettings.Format);
    expect(format).toMatchObject({ requestId: '$context.requestId', status: '$context.status', routeKey: '$context.routeKey' });
    template.allResourcesProperties('AWS::Logs::LogGroup', { RetentionInDays: 30 });
  });

  it('gives each function a log group of its own with retention, and a role that may write only there', () => {
    for (const handler of API_HANDLERS) {
      const fn = synthesized.stack.api.functions.get(handler)!;
      expect(fn.logGroup.node.path).toContain(`${functionId(handler)}Logs`);
      const roleId = synthesized.stack.getLogicalId(fn.role!.node.defaultChild as never);
      const role = template.findResources('AWS::IAM::Role')[roleId]!;
      expect(role.Properties.ManagedPolicyArns).toBeUndefined();
      expect(actionsOf(synthesized, handler)).toEqual(expect.arrayContaining(['logs:CreateLogStream', 'logs:PutLogEvents']));
    }
  });

  it('grants health read access to the table and nothing else', () => {
    expect(actionsOf(synthesized, 'health').filter((action) => !action.startsWith('logs:'))).toEqual(
      [
        'dynamodb:BatchGetItem',
        'dynamodb:ConditionCheckItem',
        'dynamodb:DescribeTable',
        'dynamodb:GetItem',
        'dynamodb:GetRecords',
        'dynamodb:GetShardIterator',
        'dynamodb:Query',
        'dynamodb:Scan',
      ].sort(),
    );
  });

  it('grants pricing nothing beyond its logs', () => {
    expect(actionsOf(synthesized, 'pricing').filter((action) => !action.startsWith('logs:'))).toEqual([]);
  });

  it('declares the access of every handler, and of nothing that is not a handler', () => {
    expect(Object.keys(HANDLER_PROFILES).sort()).toEqual([...API_HANDLERS].sort());
  });
});
