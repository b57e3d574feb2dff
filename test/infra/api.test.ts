import type { Template } from 'aws-cdk-lib/assertions';
import { functionId } from '../../infra/constructs/shop-function';
import { HANDLER_ACCESS_KINDS, type HandlerRegistry } from '../../infra/definitions/handler-definition';
import { API_HANDLERS, API_ROUTES, HANDLERS } from '../../infra/definitions/handlers';
import { iamActionsOf, synthesize, type Synthesized } from './synth';

/** The template's Lambda functions for our handlers (BucketDeployment's own handler is not one of them). */
function handlerFunctions(template: Template) {
  return Object.entries(template.findResources('AWS::Lambda::Function')).filter(([logicalId]) =>
    logicalId.startsWith('Api'),
  );
}

describe('api construct', () => {
  let synthesized: Synthesized;
  let template: Template;
  beforeAll(() => {
    synthesized = synthesize();
    template = synthesized.template;
  });

  it('makes one Node 24 arm64 function per handler (plus no-route and the authorizer), with at least 256 MB and a timeout of at most 30 s', () => {
    // Act
    const functions = handlerFunctions(template);

    // Assess
    expect(functions).toHaveLength(API_HANDLERS.length + 2);
    for (const [, fn] of functions) {
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
      });
      expect(fn.Properties.MemorySize).toBeGreaterThanOrEqual(256);
      expect(fn.Properties.Timeout).toBeGreaterThanOrEqual(3);
      expect(fn.Properties.Timeout).toBeLessThanOrEqual(30);
      expect(fn.Properties.LoggingConfig).toMatchObject({ LogFormat: 'JSON' });
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
    expect(routeKeys.sort()).toEqual(
      ['$default', ...API_ROUTES.map((route) => `${route.method} ${route.path}`)].sort(),
    );
    for (const route of API_ROUTES) {
      const integration = Object.values(template.findResources('AWS::ApiGatewayV2::Integration')).find((candidate) =>
        JSON.stringify(candidate.Properties.IntegrationUri).includes(`Api${functionId(route.handler)}`),
      );
      expect(integration?.Properties).toMatchObject({ IntegrationType: 'AWS_PROXY', PayloadFormatVersion: '2.0' });
    }
  });

  it("answers paths no route matches with the no-route handler (our error shape, not API Gateway's)", () => {
    const integration = Object.values(template.findResources('AWS::ApiGatewayV2::Integration')).find((candidate) =>
      JSON.stringify(candidate.Properties.IntegrationUri).includes(`Api${functionId('no-route')}`),
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
    // Only unknown paths use the stage default; each listed route has its own budget (silent-failures.test.ts).
    expect(stage.DefaultRouteSettings).toEqual({ ThrottlingRateLimit: 10, ThrottlingBurstLimit: 20 });
    const format = JSON.parse(stage.AccessLogSettings.Format);
    expect(format).toMatchObject({
      requestId: '$context.requestId',
      status: '$context.status',
      routeKey: '$context.routeKey',
    });
    template.allResourcesProperties('AWS::Logs::LogGroup', { RetentionInDays: 30 });
  });

  it('gives each function a log group of its own with retention, and a role that may write only there', () => {
    for (const handler of API_HANDLERS) {
      const fn = synthesized.stack.api.functions.get(handler)!;
      expect(fn.logGroup.node.path).toContain(`${functionId(handler)}Logs`);
      const roleId = synthesized.stack.getLogicalId(fn.role!.node.defaultChild as never);
      const role = template.findResources('AWS::IAM::Role')[roleId]!;
      expect(role.Properties.ManagedPolicyArns).toBeUndefined();
      expect(iamActionsOf(synthesized, handler)).toEqual(
        expect.arrayContaining(['logs:CreateLogStream', 'logs:PutLogEvents']),
      );
    }
  });

  it('makes a function for every handler of the registry that a route, the API or the dev stage triggers', () => {
    // Act
    const made = [...synthesized.stack.functions.keys()].sort();

    // Assess: only the mail events handler waits for a stage with e-mail.
    expect(made).toEqual(
      Object.keys(HANDLERS)
        .filter((name) => name !== 'ses-events')
        .sort(),
    );
  });

  it('declares no access kind that no function or scheduled job uses', () => {
    const profiles = Object.values(HANDLERS as HandlerRegistry);
    const used = new Set(profiles.flatMap((profile) => profile.access));
    expect(HANDLER_ACCESS_KINDS.filter((kind) => !used.has(kind))).toEqual([]);
  });

  it('lets every function that sends mail write the table, where each sent mail is logged by recipient (ADR 372)', () => {
    // Prepare
    const profiles: HandlerRegistry = HANDLERS;

    // Act
    const sendingWithoutWrite = Object.entries(profiles)
      .filter(([, profile]) => profile.access.includes('mail:send') && !profile.access.includes('table:write'))
      .map(([name]) => name);

    // Assess
    expect(Object.values(profiles).some((profile) => profile.access.includes('mail:send'))).toBe(true);
    expect(sendingWithoutWrite).toEqual([]);
  });
});
