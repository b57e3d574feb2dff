/**
 * The shapes of cognito-local 5's internals that the behaviours (./cognito-behaviours.ts) wrap: its untyped request
 * JSON, its targets, users and pools, and the parts of it the emulator hands over.
 */

export type Request = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- cognito-local's untyped JSON
export type Target = (ctx: unknown, req: Request) => Promise<Request>;
export type TargetFactory = (services: Services) => Target;

export interface Attribute {
  Name: string;
  Value?: string;
}

export interface User {
  Username: string;
  Enabled?: boolean;
  UserStatus?: string;
  Attributes: Attribute[];
  RefreshTokens?: string[];
  ConfirmationCode?: string;
  /** Token families (origin_jti) revoked by RevokeToken or GlobalSignOut. */
  RevokedTokenFamilies?: string[];
}

export interface UserPool {
  options: { Id: string; AutoVerifiedAttributes?: string[]; Policies?: { PasswordPolicy?: PasswordPolicy } };
  getUserByUsername(ctx: unknown, username: string): Promise<User | null>;
  getUserByRefreshToken(ctx: unknown, token: string): Promise<User | null>;
  saveUser(ctx: unknown, user: User): Promise<void>;
}

export interface PasswordPolicy {
  MinimumLength?: number;
  RequireLowercase?: boolean;
  RequireUppercase?: boolean;
  RequireNumbers?: boolean;
  RequireSymbols?: boolean;
}

export interface Services {
  cognito: {
    getUserPoolForClientId(ctx: unknown, clientId: string): Promise<UserPool>;
    getUserPool(ctx: unknown, userPoolId: string): Promise<UserPool>;
    getAppClient(ctx: unknown, clientId: string): Promise<{ WriteAttributes?: string[] } | null>;
  };
  messages: { deliver(...args: unknown[]): Promise<void> };
  otp: () => string;
  clock: { get(): Date };
  tokenGenerator: {
    generate(...args: unknown[]): Promise<{ AccessToken: string; IdToken: string; RefreshToken: string }>;
  };
}

export interface CognitoLocalParts {
  readonly Targets: Record<string, TargetFactory>;
  readonly errors: {
    CognitoError: new (code: string, message: string) => Error;
    NotAuthorizedError: new (message?: string) => Error;
    InvalidParameterError: new (message?: string) => Error;
    UserNotFoundError: new (message?: string) => Error;
    UnsupportedError: new (message: string) => Error;
  };
  readonly jwt: {
    decode(token: string): Request | null;
    verify(token: string, key: string, options: object): Request;
    sign(payload: object, key: string, options: object): string;
  };
  readonly publicPem: string;
  readonly privatePem: string;
}
