import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { EdgeAlarmsStack } from './edge-alarms-stack';
import { EdgeStack } from './edge-stack';
import { ShopStack } from './stack';
import type { StageConfig } from './stages/stages';

export interface ShopAppOptions {
  /** @default web/dist */
  readonly webBuildDir?: string;
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
  new EdgeAlarmsStack(app, edgeAlarmsStackName(stage.name), {
    stage,
    distributionId: stack.site.distribution.distributionId,
  });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return stack;
}

export function stackName(stageName: string): string {
  return `SkyDeck-${stageName}`;
}

export function edgeStackName(stageName: string): string {
  return `${stackName(stageName)}-edge`;
}

export function edgeAlarmsStackName(stageName: string): string {
  return `${stackName(stageName)}-edge-alarms`;
}
