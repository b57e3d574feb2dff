import { handlerEnvironmentSchema, type HandlerEnvironmentVariables } from '../contract/environment';

/**
 * What a handler reads from its environment, parsed once per process against the one schema the CDK stack builds
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
  /** The parsed variables; undefined outside Lambda and the local stack (a unit test importing an adapter). */
  readonly variables: HandlerEnvironmentVariables | undefined;
}

export class EnvironmentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EnvironmentError';
  }
}

export function readEnvironment(env: NodeJS.ProcessEnv = process.env): HandlerEnvironment {
  const parsed = handlerEnvironmentSchema.safeParse(env);
  // On Lambda a function deployed without a variable it needs stops at its cold start, naming the variable, rather
  // than failing later on a request. Elsewhere (unit tests of single adapters) the lenient defaults below apply.
  if (!parsed.success && env.AWS_LAMBDA_FUNCTION_NAME) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'SKYDECK_MODE'}: ${issue.message}`);
    throw new EnvironmentError(`The function's environment is incomplete: ${problems.join('; ')}`);
  }
  const mode = env.SKYDECK_MODE === 'local' ? 'local' : 'cloud';
  return {
    mode,
    region: env.AWS_REGION ?? 'eu-west-1',
    tableName: env.TABLE_NAME ?? '',
    dynamoEndpoint: mode === 'local' ? env.DYNAMODB_ENDPOINT : undefined,
    variables: parsed.success ? parsed.data : undefined,
  };
}

export const environment = readEnvironment();
