import { App } from 'aws-cdk-lib';
import { addShopStack } from '../infra/app';
import { resolveStage, StageConfigError } from '../infra/stages/stages';

// `cdk deploy -c stage=<name>`: one stack per stage. A stage that cannot deploy stops here with one sentence.
const app = new App();
try {
  addShopStack(app, resolveStage(app.node.tryGetContext('stage')));
} catch (error) {
  if (!(error instanceof StageConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
app.synth();
