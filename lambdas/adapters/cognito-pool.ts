import { RefusedError, type RefusalKind } from '../domain/errors';

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

/** How each Cognito exception is answered: the contract's status and code, and words people understand. */
const COGNITO_ANSWERS: Readonly<Record<string, { kind: RefusalKind; code: string; message?: string }>> = {
  UsernameExistsException: {
    kind: 'conflict',
    code: 'USER_EXISTS',
    message: 'An account with the given email already exists.',
  },
  CodeMismatchException: {
    kind: 'invalid',
    code: 'CODE_MISMATCH',
    message: 'Invalid verification code provided, please try again.',
  },
  ExpiredCodeException: {
    kind: 'invalid',
    code: 'CODE_EXPIRED',
    message: 'Invalid code provided, please request a code again.',
  },
  LimitExceededException: {
    kind: 'tooMany',
    code: 'LIMIT_EXCEEDED',
    message: 'Attempt limit exceeded, please try after some time.',
  },
  TooManyRequestsException: {
    kind: 'tooMany',
    code: 'LIMIT_EXCEEDED',
    message: 'Attempt limit exceeded, please try after some time.',
  },
  TooManyFailedAttemptsException: {
    kind: 'tooMany',
    code: 'PASSWORD_ATTEMPTS_EXCEEDED',
    message: 'Password attempts exceeded',
  },
  InvalidPasswordException: { kind: 'invalid', code: 'INVALID_PASSWORD' },
  InvalidParameterException: { kind: 'invalid', code: 'INVALID_PARAMETER' },
  NotAuthorizedException: { kind: 'unauthenticated', code: 'NOT_AUTHORIZED' },
  UserNotFoundException: { kind: 'invalid', code: 'USER_NOT_FOUND', message: 'User does not exist.' },
  UserNotConfirmedException: { kind: 'invalid', code: 'USER_NOT_CONFIRMED' },
  PasswordResetRequiredException: { kind: 'invalid', code: 'PASSWORD_RESET_REQUIRED' },
  EnableSoftwareTokenMFAException: {
    kind: 'invalid',
    code: 'CODE_MISMATCH',
    message: 'Invalid verification code provided, please try again.',
  },
};

const UNKNOWN_ANSWER: { kind: RefusalKind; code: string; message: string } = {
  kind: 'upstream',
  code: 'IDENTITY_SERVICE_ERROR',
  message: 'The sign-in service did not answer as expected. Please try again in a moment.',
};

/**
 * A Cognito error, typed once: a refusal of a kind (so `apiHandler` answers it with that kind's status) and code,
 * and keeps Cognito's exception name and own message for the few places that branch on them.
 */
export class CognitoFailure extends RefusedError {
  override readonly name = 'CognitoFailure';

  constructor(
    readonly exception: string,
    readonly cognitoMessage: string,
  ) {
    const answer = COGNITO_ANSWERS[exception] ?? UNKNOWN_ANSWER;
    super(answer.kind, answer.code, answer.message ?? (cognitoMessage || UNKNOWN_ANSWER.message));
  }
}
