import { App } from 'aws-cdk-lib';
import { addShopStack } from '../infra/app';
import { resolveStage, StageConfigError } from '../infra/stages/stages';

// `cdk deploy -c stage=<name>`: one stack per stage. A stage that cannot deploy stops here with one sentence.
// `-c checksOnly=true` (npm run synth) synthesizes a stage with placeholders for the offline checks; its templates
// refuse to deploy (infra/app.ts).
const app = new App();
const checksOnly = [true, 'true'].includes(app.node.tryGetContext('checksOnly') as string | boolean);
try {
  addShopStack(app, resolveStage(app.node.tryGetContext('stage'), { checksOnly }), { checksOnly });
} catch (error) {
  if (!(error instanceof StageConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
app.synth();
