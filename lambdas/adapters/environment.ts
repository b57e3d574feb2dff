import { CLOUD_ENVIRONMENT, environmentProblems } from '../contract/environment';

/**
 * What a handler reads from its environment, checked once per process against the one list the CDK stack builds
 * each function's environment from (lambdas/contract/environment.ts). On Lambda the CDK stack sets these; in the
 * local stack `infra/local` sets them before it loads the handlers. `SKYDECK_MODE=local` switches on what exists
 * only locally (emulator endpoints, the Paddle stand-in, the mailbox).
 */
export interface HandlerEnvironment {
  readonly mode: 'local' | 'cloud';
  readonly region: string;
  readonly tableName: string;
  /** Only in local mode: the dynalite endpoint. In AWS the SDK finds DynamoDB itself. */
  readonly dynamoEndpoint: string | undefined;
}

export function readEnvironment(env: NodeJS.ProcessEnv = process.env): HandlerEnvironment {
  const mode = env.SKYDECK_MODE === 'local' ? 'local' : 'cloud';
  // On Lambda a function deployed without a variable it needs stops at its cold start, naming the variable, rather
  // than failing later on a request. Elsewhere (the local stack, unit tests of single adapters) the lenient
  // defaults below apply.
  const problems = mode === 'cloud' && env.AWS_LAMBDA_FUNCTION_NAME ? environmentProblems(CLOUD_ENVIRONMENT, env) : [];
  if (problems.length > 0) {
    throw new Error(
      `The function's environment does not match lambdas/contract/environment.ts: ${problems.join('; ')}.`,
    );
  }
  return {
    mode,
    region: env.AWS_REGION ?? 'eu-west-1',
    tableName: env.TABLE_NAME ?? '',
    dynamoEndpoint: mode === 'local' ? env.DYNAMODB_ENDPOINT : undefined,
  };
}

export const environment = readEnvironment();
