import { CLOUD_ENVIRONMENT, environmentProblems } from '../../../lambdas/contract/environment';
import { readEnvironment } from '../../../lambdas/adapters/environment';

const complete: Record<string, string> = {
  SKYDECK_MODE: 'cloud',
  SKYDECK_STAGE: 'dev',
  NODE_OPTIONS: '',
  TABLE_NAME: 'skydeck-dev',
  USER_POOL_ID: 'eu-west-1_Pool',
  USER_POOL_CLIENT_ID: 'client',
  PADDLE_ENVIRONMENT: 'sandbox',
  PADDLE_FIRST_YEAR_DISCOUNT_ID: 'dsc_1',
  PADDLE_API_KEY_SECRET_ARN: 'arn:key',
  PADDLE_WEBHOOK_SECRET_ARN: 'arn:webhook',
  ORIGIN_VERIFY_SECRET_ARN: 'arn:origin',
  LICENCE_SIGNING_KEY_ID: 'key-1',
  CHALLENGE_COOKIE_KEY_SECRET_ARN: 'arn:challenge',
};

describe('the cloud environment rules (lambdas/contract/environment.ts)', () => {
  it('accept a complete environment, optional variables left out and NODE_OPTIONS empty', () => {
    // Assess
    expect(environmentProblems(CLOUD_ENVIRONMENT, complete)).toEqual([]);
  });

  it('name each variable that is missing, empty or not one of its values', () => {
    // Prepare
    const { TABLE_NAME: _left, ...rest } = complete;

    // Act
    const problems = environmentProblems(CLOUD_ENVIRONMENT, {
      ...rest,
      USER_POOL_ID: '',
      PADDLE_ENVIRONMENT: 'live',
      MAIL_FROM: '',
    });

    // Assess
    expect(problems).toEqual([
      'TABLE_NAME is not set',
      'USER_POOL_ID is empty',
      'PADDLE_ENVIRONMENT is "live", not one of "sandbox", "production"',
      'MAIL_FROM is empty',
    ]);
  });

  it('stop a Lambda cold start with an incomplete environment, naming the variable', () => {
    // Prepare
    const { LICENCE_SIGNING_KEY_ID: _left, ...rest } = complete;

    // Act
    const read = () => readEnvironment({ ...rest, AWS_LAMBDA_FUNCTION_NAME: 'fn' });

    // Assess
    expect(read).toThrow('LICENCE_SIGNING_KEY_ID is not set');
    expect(readEnvironment({ ...complete, AWS_LAMBDA_FUNCTION_NAME: 'fn' }).tableName).toBe('skydeck-dev');
  });
});
