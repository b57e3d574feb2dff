import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { EdgeStack } from './edge-stack';
import { ShopStack } from './stack';
import type { StageConfig } from './stages/stages';

export interface ShopAppOptions {
  /** @default web/dist */
  readonly webBuildDir?: string;
}

/**
 * The stacks of a stage — the shop in eu-west-1 and its edge stack (WAF) in us-east-1 — with cdk-nag's
 * AwsSolutions pack checking every synth of the app. `cdk deploy -c stage=prod --all` deploys both, edge first.
 */
export function addShopStack(app: App, stage: StageConfig, options: ShopAppOptions = {}): ShopStack {
  const edge = new EdgeStack(app, edgeStackName(stage.name), { stage });
  const stack = new ShopStack(app, stackName(stage.name), {
    stage,
    webBuildDir: options.webBuildDir,
    webAclArn: edge.webAclArn,
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
