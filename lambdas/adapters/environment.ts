/**
 * What a handler reads from its environment, read once per process. On Lambda the CDK stack sets these; in the
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
  return {
    mode,
    region: env.AWS_REGION ?? 'eu-west-1',
    tableName: env.TABLE_NAME ?? '',
    dynamoEndpoint: mode === 'local' ? env.DYNAMODB_ENDPOINT : undefined,
  };
}

export const environment = readEnvironment();
