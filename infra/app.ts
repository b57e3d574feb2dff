import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { ShopStack } from './stack';
import type { StageConfig } from './stages/stages';

export interface ShopAppOptions {
  /** @default web/dist */
  readonly webBuildDir?: string;
}

/** The stack for a stage, with cdk-nag's AwsSolutions pack checking every synth of the app. */
export function addShopStack(app: App, stage: StageConfig, options: ShopAppOptions = {}): ShopStack {
  const stack = new ShopStack(app, stackName(stage.name), { stage, webBuildDir: options.webBuildDir });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return stack;
}

export function stackName(stageName: string): string {
  return `SkyDeck-${stageName}`;
}
