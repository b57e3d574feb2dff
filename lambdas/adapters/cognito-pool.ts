// eslint-disable-next-line import-x/no-restricted-paths -- CognitoFailure is an HttpError so apiHandler answers it with Cognito's mapped status without importing the Cognito SDK; a status-carrying error outside http/ would remove this import.
import { HttpError } from '../http/errors';

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
const COGNITO_ANSWERS: Readonly<Record<string, { status: number; code: string; message?: string }>> = {
  UsernameExistsException: {
    status: 409,
    code: 'USER_EXISTS',
    message: 'An account with the given email already exists.',
  },
  CodeMismatchException: {
    status: 400,
    code: 'CODE_MISMATCH',
    message: 'Invalid verification code provided, please try again.',
  },
  ExpiredCodeException: {
    status: 400,
    code: 'CODE_EXPIRED',
    message: 'Invalid code provided, please request a code again.',
  },
  LimitExceededException: {
    status: 429,
    code: 'LIMIT_EXCEEDED',
    message: 'Attempt limit exceeded, please try after some time.',
  },
  TooManyRequestsException: {
    status: 429,
    code: 'LIMIT_EXCEEDED',
    message: 'Attempt limit exceeded, please try after some time.',
  },
  TooManyFailedAttemptsException: {
    status: 429,
    code: 'PASSWORD_ATTEMPTS_EXCEEDED',
    message: 'Password attempts exceeded',
  },
  InvalidPasswordException: { status: 400, code: 'INVALID_PASSWORD' },
  InvalidParameterException: { status: 400, code: 'INVALID_PARAMETER' },
  NotAuthorizedException: { status: 401, code: 'NOT_AUTHORIZED' },
  UserNotFoundException: { status: 400, code: 'USER_NOT_FOUND', message: 'User does not exist.' },
  UserNotConfirmedException: { status: 400, code: 'USER_NOT_CONFIRMED' },
  PasswordResetRequiredException: { status: 400, code: 'PASSWORD_RESET_REQUIRED' },
  EnableSoftwareTokenMFAException: {
    status: 400,
    code: 'CODE_MISMATCH',
    message: 'Invalid verification code provided, please try again.',
  },
};

const UNKNOWN_ANSWER = {
  status: 502,
  code: 'IDENTITY_SERVICE_ERROR',
  message: 'The sign-in service did not answer as expected. Please try again in a moment.',
};

/**
 * A Cognito error, typed once: it is an HttpError (so `apiHandler` answers it) with the contract's status and code,
 * and keeps Cognito's exception name and own message for the few places that branch on them.
 */
export class CognitoFailure extends HttpError {
  constructor(
    readonly exception: string,
    readonly cognitoMessage: string,
  ) {
    const answer = COGNITO_ANSWERS[exception] ?? UNKNOWN_ANSWER;
    super(answer.status, answer.code, answer.message ?? (cognitoMessage || UNKNOWN_ANSWER.message));
    this.name = 'CognitoFailure';
  }
}
