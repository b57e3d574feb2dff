import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { edgeAlarmsStackName, edgeStackName, stackName } from '../../infra/definitions/stack-names';
import { EdgeAlarmsStack } from '../../infra/edge-alarms-stack';
import { EdgeStack } from '../../infra/edge-stack';
import type { HandlerRegistry } from '../../infra/definitions/handler-definition';
import { ShopStack } from '../../infra/stack';
import { resolveStage, type StageConfig } from '../../infra/stages/stages';

const REPO_ROOT = path.resolve(__dirname, '../..');

/** The feature flags and context cdk.json gives the real app, so tests synthesize what `cdk synth` does. */
function cdkJsonContext(): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(REPO_ROOT, 'cdk.json'), 'utf8')).context;
}

/**
 * An app as a test builds it: cdk.json's context, without the Lambda bundles unless asked for, without the creation
 * stack trace CDK records for every resource, which no assertion reads and which jest maps through source maps (2.5 s
 * of a 38 s profile of the infra project), and without CDK's CloudFormation schema check, which takes seconds per
 * synth and which `npm run synth` (in `npm test`) runs on the real app.
 */
export function testApp(options: { bundle?: boolean; outdir?: string } = {}): App {
  return new App({
    builtinCloudFormationValidation: false,
    outdir: options.outdir ?? mkdtempSync(path.join(tmpdir(), 'skydeck-cdk-')),
    context: {
      ...cdkJsonContext(),
      'aws:cdk:disable-creation-stack-traces': true,
      ...(options.bundle ? {} : { 'aws:cdk:bundling-stacks': [] }),
    },
  });
}

/** A stand-in SPA build: the assertions need a directory to stage, not Vite's output. */
export function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'skydeck-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>SkyDeck</title>');
  return dir;
}

export function devStage(overrides: Partial<StageConfig> = {}): StageConfig {
  return { ...resolveStage('dev', { checksOnly: true }), ...overrides };
}

export interface Synthesized {
  readonly app: App;
  readonly stack: ShopStack;
  readonly template: Template;
  readonly edge: EdgeStack;
  readonly edgeTemplate: Template;
  readonly edgeAlarms: EdgeAlarmsStack;
  readonly edgeAlarmsTemplate: Template;
}

/** What a test file synthesized, by stage and bundling: jest gives each file its own copy of this module. */
const synthesizedByStage = new Map<string, Synthesized>();

/** A stage's key in that cache: its JSON, or undefined for a stage JSON does not hold whole (a function in it). */
function stageKey(stage: StageConfig, bundle: boolean): string | undefined {
  let whole = true;
  const json = JSON.stringify([stage, bundle], (_key, value: unknown) => {
    if (typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint') whole = false;
    return typeof value === 'bigint' ? String(value) : value;
  });
  return whole ? json : undefined;
}

/**
 * The stack for a stage, synthesized without bundling the Lambda code (no assertion here needs the bundles), from the
 * shop's handler registry or the one given. A file's tests only read what is synthesized, so a stage the file has
 * synthesized before (same configuration, same bundling, the shop's registry, no outdir of its own) is synthesized
 * once and its result handed out again (ADR 532): a synth of the dev stage takes about half a CPU second.
 */
export function synthesize(
  stage: StageConfig = devStage(),
  options: { bundle?: boolean; outdir?: string; handlers?: HandlerRegistry } = {},
): Synthesized {
  const key = options.handlers || options.outdir ? undefined : stageKey(stage, options.bundle ?? false);
  if (key === undefined) return synthesizeAnew(stage, options);
  const known = synthesizedByStage.get(key);
  if (known) return known;
  const synthesized = synthesizeAnew(stage, options);
  synthesizedByStage.set(key, synthesized);
  return synthesized;
}

function synthesizeAnew(
  stage: StageConfig,
  options: { bundle?: boolean; outdir?: string; handlers?: HandlerRegistry },
): Synthesized {
  const app = testApp(options);
  const edge = new EdgeStack(app, edgeStackName(stage.name), { stage });
  const stack = new ShopStack(app, stackName(stage.name), {
    stage,
    webBuildDir: fakeWebBuild(),
    webAclArn: edge.webAclArn,
    handlers: options.handlers,
  });
  const edgeAlarms = new EdgeAlarmsStack(app, edgeAlarmsStackName(stage.name), {
    stage,
    distributionId: stack.site.distribution.distributionId,
  });
  return {
    app,
    stack,
    template: Template.fromStack(stack),
    edge,
    edgeTemplate: Template.fromStack(edge),
    edgeAlarms,
    edgeAlarmsTemplate: Template.fromStack(edgeAlarms),
  };
}

/** A stage with everything optional switched on: custom domain, Cognito domain and all four social providers. */
export function fullStage(): StageConfig {
  return devStage({
    domain: {
      domainName: 'shop.skydeck.example',
      certificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/abc',
    },
    cognitoDomainPrefix: 'skydeck-dev',
    socialProviders: {
      google: { clientId: 'google-client', secretName: 'skydeck/dev/google' },
      facebook: { clientId: 'facebook-app', secretName: 'skydeck/dev/facebook' },
      amazon: { clientId: 'amazon-client', secretName: 'skydeck/dev/amazon' },
      apple: { clientId: 'com.skydeck.shop', secretName: 'skydeck/dev/apple', teamId: 'TEAM123', keyId: 'KEY123' },
    },
  });
}

/** Every IAM action a function's role may use, as the template's policies state them (not as the grants intend). */
export function iamActionsOf(synthesized: Synthesized, handler: string): string[] {
  return iamStatementsOf(synthesized, handler)
    .filter((statement) => statement.Effect !== 'Deny')
    .flatMap((statement) => [statement.Action].flat())
    .sort();
}

export interface IamStatement {
  readonly Effect: 'Allow' | 'Deny';
  readonly Action: string | string[];
  readonly Resource: unknown;
  readonly Condition?: Record<string, Record<string, unknown>>;
}

/** Every statement of the policies attached to the handler's function role. */
export function iamStatementsOf(synthesized: Synthesized, handler: string): IamStatement[] {
  const fn = synthesized.stack.functions.get(handler)!;
  const roleId = synthesized.stack.getLogicalId(fn.role!.node.defaultChild as never);
  return Object.values(synthesized.template.findResources('AWS::IAM::Policy'))
    .filter((policy) => (policy.Properties.Roles as { Ref: string }[]).some((role) => role.Ref === roleId))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement as IamStatement[]);
}
