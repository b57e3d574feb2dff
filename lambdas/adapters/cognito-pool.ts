/**
 * What the handlers know of the user pool without loading the Cognito SDK: its configuration and how its failures
 * read. Handlers that only verify tokens (the signed-in portal routes) import this, and load the SDK
 * (`./cognito`) only for the requests that call Cognito.
 */
export interface CognitoEnvironment {
  readonly region: string;
  readonly endpoint: string | undefined;
  readonly userPoolId: string;
  readonly clientId: string;
  /** Hosted UI domain (https://…auth.eu-west-1.amazoncognito.com) when social sign-in is configured. */
  readonly hostedUiDomain: string | undefined;
  readonly socialProviders: readonly string[];
}

export function readCognitoEnvironment(env: NodeJS.ProcessEnv = process.env): CognitoEnvironment {
  const local = env.SKYDECK_MODE === 'local';
  return {
    region: env.AWS_REGION ?? 'eu-west-1',
    endpoint: local ? env.COGNITO_ENDPOINT : undefined,
    userPoolId: env.USER_POOL_ID ?? '',
    clientId: env.USER_POOL_CLIENT_ID ?? '',
    hostedUiDomain: env.COGNITO_HOSTED_UI_DOMAIN || undefined,
    socialProviders: (env.SOCIAL_PROVIDERS ?? '').split(',').filter(Boolean),
  };
}

export const cognitoEnvironment = readCognitoEnvironment();

/** A Cognito error by its exception name (`NotAuthorizedException`, …) and Cognito's own message. */
export class CognitoFailure extends Error {
  override readonly name = 'CognitoFailure';

  constructor(
    readonly exception: string,
    message: string,
  ) {
    super(message);
  }
}
