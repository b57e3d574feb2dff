import { App, CfnRule, Fn, Stack, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { edgeAlarmsStackName, edgeStackName, stackName } from './definitions/stack-names';
import { EdgeAlarmsStack } from './edge-alarms-stack';
import { EdgeStack } from './edge-stack';
import { ShopStack } from './stack';
import type { StageConfig } from './stages/stages';

export interface ShopAppOptions {
  /** @default web/dist */
  readonly webBuildDir?: string;
  /**
   * The stage was resolved for offline checks only (placeholders allowed): every stack gets a rule that makes
   * CloudFormation refuse to create or update it. @default false
   */
  readonly checksOnly?: boolean;
}

/**
 * The stacks of a stage — the shop in eu-west-1 and its edge stack (WAF) in us-east-1 — with cdk-nag's
 * AwsSolutions pack checking every synth of the app, and the CloudFront and WAF alarms (us-east-1, after the shop).
 * `cdk deploy -c stage=prod --all` deploys the three, edge first.
 */
export function addShopStack(app: App, stage: StageConfig, options: ShopAppOptions = {}): ShopStack {
  const edge = new EdgeStack(app, edgeStackName(stage.name), { stage });
  const stack = new ShopStack(app, stackName(stage.name), {
    stage,
    webBuildDir: options.webBuildDir,
    webAclArn: edge.webAclArn,
  });
  // Its cross-region reference to the distribution makes it deploy after the shop stack.
  const edgeAlarms = new EdgeAlarmsStack(app, edgeAlarmsStackName(stage.name), {
    stage,
    distributionId: stack.site.distribution.distributionId,
  });
  if (options.checksOnly) for (const synthesized of [edge, stack, edgeAlarms]) refuseToDeploy(synthesized);
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return stack;
}

/**
 * A template synthesized with `checksOnly` may hold a placeholder client token, placeholder Paddle ids and no alarm
 * subscriber. Its rule asserts that the bootstrap version parameter is a value it never has, so CloudFormation
 * refuses the change set before anything is created, naming the reason.
 */
function refuseToDeploy(stack: Stack): void {
  new CfnRule(stack, 'ChecksOnlyTemplate', {
    assertions: [
      {
        assert: Fn.conditionContains(['checks-only'], Fn.ref('BootstrapVersion')),
        assertDescription:
          'This template was synthesized with -c checksOnly=true for offline checks (placeholder Paddle token or ids, no alarmEmails). Deploy with cdk deploy -c stage=<name> only.',
      },
    ],
  });
}
