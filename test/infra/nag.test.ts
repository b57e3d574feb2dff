import { Bucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import { addShopStack } from '../../infra/app';
import type { StageConfig } from '../../infra/stages/stages';
import { catchError } from '../support/catch-error';
import { devStage, fakeWebBuild, fullStage, testApp } from './synth';

/** The app as bin/cdk.ts builds it (cdk-nag registered), as a test builds it (`testApp`: no bundles, no schema check). */
function shopApp(stage: StageConfig) {
  const app = testApp();
  const stack = addShopStack(app, stage, { webBuildDir: fakeWebBuild() });
  return { app, stack };
}

describe('cdk-nag AwsSolutions', () => {
  it.each([
    ['a plain stage', devStage()],
    ['a stage with its own domain and social sign-in', fullStage()],
    [
      'a stage that adopts its table, user pool and signing key',
      devStage({
        adopt: {
          tableName: 'skydeck-restored',
          userPoolId: 'eu-west-1_Abc123',
          licenceSigningKeyArn: 'arn:aws:kms:eu-west-1:111111111111:key/1234abcd-12ab-34cd-56ef-1234567890ab',
        },
      }),
    ],
  ])('finds nothing unacknowledged in %s', (_name, stage) => {
    // Prepare
    const { app } = shopApp(stage);

    // Act
    const report = new AwsSolutionsChecks().validateScope(app);

    // Assess
    expect(report.violations.map((violation) => violation.ruleName)).toEqual([]);
  });

  it('runs on every synth of the app and stops it on a new finding', () => {
    // Prepare
    const { app, stack } = shopApp(devStage());
    new Bucket(stack, 'CarelessBucket');

    // Act
    const error = catchError(() => app.synth());

    // Assess
    expect(String(error)).toContain('AwsSolutions-S10');
  });
});
