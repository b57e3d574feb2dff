import {
  AdminDeleteUserCommand,
  AdminUserGlobalSignOutCommand,
  ChangePasswordCommand,
  ListUsersCommand,
  AssociateSoftwareTokenCommand,
  CognitoIdentityProviderClient,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  DeleteUserCommand,
  ForgotPasswordCommand,
  GetUserAttributeVerificationCodeCommand,
  GetUserCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  ResendConfirmationCodeCommand,
  RespondToAuthChallengeCommand,
  RevokeTokenCommand,
  SignUpCommand,
  VerifySoftwareTokenCommand,
  VerifyUserAttributeCommand,
  type AuthenticationResultType,
  type ChallengeNameType,
  type CodeDeliveryDetailsType,
} from '@aws-sdk/client-cognito-identity-provider';
import type { CodeDelivery } from '../domain/auth/routes';
import { normaliseEmail } from '../domain/email';
import { CognitoFailure, cognitoEnvironment } from './cognito-pool';

/** What a completed sign-in or a refresh answers; the HTTP layer turns it into cookies. */
export interface SessionTokens {
  readonly idToken: string;
  readonly accessToken: string;
  /** Absent after a refresh: Cognito keeps the refresh token it had. */
  readonly refreshToken?: string;
  /** Lifetime of the id and access tokens. */
  readonly expiresInSeconds: number;
}

/**
 * The user pool behind a small interface: the auth handlers call these, never the SDK. Built once per process.
 * Locally the endpoint is cognito-local's (COGNITO_ENDPOINT); in AWS the SDK finds Cognito itself.
 */
export { CognitoFailure, cognitoEnvironment } from './cognito-pool';

const client = new CognitoIdentityProviderClient({
  region: cognitoEnvironment.region,
  ...(cognitoEnvironment.endpoint ? { endpoint: cognitoEnvironment.endpoint } : {}),
});

async function call<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    const { name, message, code, __type } = error as {
      name?: string;
      message?: string;
      code?: string;
      __type?: string;
    };
    const exception = (__type ?? code ?? name ?? 'UnknownError').split('#').pop()!;
    throw new CognitoFailure(exception === 'Error' ? 'UnknownError' : exception, message ?? '');
  }
}

export type AuthStep =
  | { readonly kind: 'signedIn'; readonly tokens: SessionTokens }
  | {
      readonly kind: 'challenge';
      readonly challengeName: string;
      readonly session: string;
      readonly parameters: Record<string, string>;
    };

function toStep(result: {
  AuthenticationResult?: AuthenticationResultType;
  ChallengeName?: ChallengeNameType | string;
  Session?: string;
  ChallengeParameters?: Record<string, string>;
}): AuthStep {
  const auth = result.AuthenticationResult;
  if (auth?.IdToken && auth.AccessToken) {
    return {
      kind: 'signedIn',
      tokens: {
        idToken: auth.IdToken,
        accessToken: auth.AccessToken,
        ...(auth.RefreshToken ? { refreshToken: auth.RefreshToken } : {}),
        expiresInSeconds: auth.ExpiresIn ?? 3600,
      },
    };
  }
  if (result.ChallengeName) {
    return {
      kind: 'challenge',
      challengeName: result.ChallengeName,
      session: result.Session ?? '',
      parameters: result.ChallengeParameters ?? {},
    };
  }
  throw new CognitoFailure('UnknownError', 'Cognito answered with neither tokens nor a challenge.');
}

function toDelivery(details: CodeDeliveryDetailsType | undefined, fallback: string): CodeDelivery {
  return { medium: details?.DeliveryMedium === 'SMS' ? 'SMS' : 'EMAIL', destination: details?.Destination ?? fallback };
}

const ClientId = cognitoEnvironment.clientId;

export const cognito = {
  /** The e-mail comes from the username: the app client may not write `email` itself (docs/adr/020). */
  async signUp(email: string, password: string) {
    const result = await call(() => client.send(new SignUpCommand({ ClientId, Username: email, Password: password })));
    return {
      userConfirmed: result.UserConfirmed === true,
      codeDelivery: toDelivery(result.CodeDeliveryDetails, email),
    };
  },

  async confirmSignUp(email: string, code: string): Promise<void> {
    await call(() => client.send(new ConfirmSignUpCommand({ ClientId, Username: email, ConfirmationCode: code })));
  },

  async resendConfirmationCode(email: string): Promise<CodeDelivery> {
    const result = await call(() => client.send(new ResendConfirmationCodeCommand({ ClientId, Username: email })));
    return toDelivery(result.CodeDeliveryDetails, email);
  },

  async signIn(email: string, password: string): Promise<AuthStep> {
    return toStep(
      await call(() =>
        client.send(
          new InitiateAuthCommand({
            ClientId,
            AuthFlow: 'USER_PASSWORD_AUTH',
            AuthParameters: { USERNAME: email, PASSWORD: password },
          }),
        ),
      ),
    );
  },

  async refresh(refreshToken: string): Promise<SessionTokens> {
    const step = toStep(
      await call(() =>
        client.send(
          new InitiateAuthCommand({
            ClientId,
            AuthFlow: 'REFRESH_TOKEN_AUTH',
            AuthParameters: { REFRESH_TOKEN: refreshToken },
          }),
        ),
      ),
    );
    if (step.kind !== 'signedIn') throw new CognitoFailure('NotAuthorizedException', 'Refresh Token has been revoked');
    return step.tokens;
  },

  async respondToChallenge(
    challengeName: string,
    session: string,
    responses: Record<string, string>,
  ): Promise<AuthStep> {
    return toStep(
      await call(() =>
        client.send(
          new RespondToAuthChallengeCommand({
            ClientId,
            ChallengeName: challengeName as ChallengeNameType,
            Session: session,
            ChallengeResponses: responses,
          }),
        ),
      ),
    );
  },

  /** During MFA_SETUP with the challenge Session; when signed in with the access token. */
  async associateSoftwareToken(auth: { session: string } | { accessToken: string }) {
    const result = await call(() =>
      client.send(
        new AssociateSoftwareTokenCommand(
          'session' in auth ? { Session: auth.session } : { AccessToken: auth.accessToken },
        ),
      ),
    );
    return { secret: result.SecretCode ?? '', session: result.Session };
  },

  async verifySoftwareToken(auth: { session: string } | { accessToken: string }, code: string) {
    const result = await call(() =>
      client.send(
        new VerifySoftwareTokenCommand({
          ...('session' in auth ? { Session: auth.session } : { AccessToken: auth.accessToken }),
          UserCode: code,
        }),
      ),
    );
    return { session: result.Session };
  },

  async forgotPassword(email: string): Promise<void> {
    await call(() => client.send(new ForgotPasswordCommand({ ClientId, Username: email })));
  },

  async confirmForgotPassword(email: string, code: string, password: string): Promise<void> {
    await call(() =>
      client.send(
        new ConfirmForgotPasswordCommand({ ClientId, Username: email, ConfirmationCode: code, Password: password }),
      ),
    );
  },

  async getUserAttributes(accessToken: string): Promise<Record<string, string>> {
    const result = await call(() => client.send(new GetUserCommand({ AccessToken: accessToken })));
    return Object.fromEntries(
      (result.UserAttributes ?? []).map((attribute) => [attribute.Name ?? '', attribute.Value ?? '']),
    );
  },

  async sendAttributeCode(accessToken: string, attribute: string, fallbackDestination: string): Promise<CodeDelivery> {
    const result = await call(() =>
      client.send(new GetUserAttributeVerificationCodeCommand({ AccessToken: accessToken, AttributeName: attribute })),
    );
    return toDelivery(result.CodeDeliveryDetails, fallbackDestination);
  },

  async verifyAttribute(accessToken: string, attribute: string, code: string): Promise<void> {
    await call(() =>
      client.send(new VerifyUserAttributeCommand({ AccessToken: accessToken, AttributeName: attribute, Code: code })),
    );
  },

  async changePassword(accessToken: string, previousPassword: string, proposedPassword: string): Promise<void> {
    await call(() =>
      client.send(
        new ChangePasswordCommand({
          AccessToken: accessToken,
          PreviousPassword: previousPassword,
          ProposedPassword: proposedPassword,
        }),
      ),
    );
  },

  /** Sign-out: revokes the refresh token and the access tokens issued from it. */
  async revokeToken(refreshToken: string): Promise<void> {
    await call(() => client.send(new RevokeTokenCommand({ ClientId, Token: refreshToken })));
  },

  /** Sign out everywhere: every refresh and access token of the user. */
  async globalSignOut(accessToken: string): Promise<void> {
    await call(() => client.send(new GlobalSignOutCommand({ AccessToken: accessToken })));
  },

  /** Deletes the signed-in user (their own access token): the account, its password and attributes. */
  async deleteUser(accessToken: string): Promise<void> {
    await call(() => client.send(new DeleteUserCommand({ AccessToken: accessToken })));
  },
};

/** A user of the pool as the account's own routes need it: who, and whether its address is verified. */
export interface PoolUser {
  readonly username: string;
  readonly sub: string;
  readonly emailVerified: boolean;
  /** Signs in through Google or Apple (Cognito's `EXTERNAL_PROVIDER` status), with no password of its own. */
  readonly federated: boolean;
}

/**
 * What the pool's administrator may do, for a person's own account only (the handlers name the caller's address):
 * find every user of one address (the password user and the federated ones stand side by side, ADR 252), end all
 * their sessions, delete them. IAM grants these to the account routes alone (`pool:*` in api-access.ts).
 */
export const cognitoAdmin = {
  /**
   * Every user of the address, whatever the case each was created with (a Google or Apple identity keeps the case
   * its provider sent): Cognito's `email` filter is not case-sensitive (ADR 490), and what it answers is checked
   * against the address here, so nothing but this person's users is ever deleted.
   */
  async usersWithEmail(email: string): Promise<PoolUser[]> {
    const wanted = normaliseEmail(email);
    const users: PoolUser[] = [];
    let token: string | undefined;
    do {
      const page = await call(() =>
        client.send(
          new ListUsersCommand({
            UserPoolId: cognitoEnvironment.userPoolId,
            Filter: `email = "${wanted.replace(/["\\]/g, '')}"`,
            ...(token ? { PaginationToken: token } : {}),
          }),
        ),
      );
      for (const user of page.Users ?? []) {
        const attribute = (name: string) => user.Attributes?.find((candidate) => candidate.Name === name)?.Value;
        if (normaliseEmail(attribute('email') ?? '') !== wanted) continue;
        users.push({
          username: user.Username ?? '',
          sub: attribute('sub') ?? '',
          emailVerified: attribute('email_verified') === 'true',
          federated: user.UserStatus === 'EXTERNAL_PROVIDER',
        });
      }
      token = page.PaginationToken;
    } while (token);
    return users;
  },

  /** Every refresh token of the user is revoked, and the access tokens issued from them. */
  async signOutEverywhere(username: string): Promise<void> {
    await call(() =>
      client.send(new AdminUserGlobalSignOutCommand({ UserPoolId: cognitoEnvironment.userPoolId, Username: username })),
    );
  },

  async deleteUser(username: string): Promise<void> {
    await call(() =>
      client.send(new AdminDeleteUserCommand({ UserPoolId: cognitoEnvironment.userPoolId, Username: username })),
    );
  },
};
