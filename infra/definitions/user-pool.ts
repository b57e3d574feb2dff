import { OPERATORS_GROUP_NAME } from '../../lambdas/contract/admin';

/**
 * The one Cognito user pool definition. The CDK auth construct and the local stack (cognito-local) both build
 * the pool and its app client from this.
 *
 * Password policy: docs/product/accounts.md asks for a minimum length of 10 and no character classes (also OWASP ASVS 6.2.5's
 * advice); the local emulator enforces it like Cognito (infra/local/cognito-behaviours.ts).
 *
 * Ownership follows the verified e-mail (docs/adr/020-ownership-follows-verified-email.md): the pool keeps the
 * original e-mail until a new one is verified, and the app client cannot write `email` at all — sign-up sets it
 * from the username.
 */
export const USER_POOL_DEFINITION = {
  /** People sign in with their e-mail address, the one their licence keys are bound to. */
  usernameAttributes: ['email'],
  autoVerifiedAttributes: ['email'],
  /** An unverified new e-mail never replaces the verified one (`UserAttributeUpdateSettings`). */
  keepOriginalUntilVerified: ['email'],
  caseSensitiveUsernames: false,
  passwordPolicy: {
    minimumLength: 10,
    requireLowercase: false,
    requireUppercase: false,
    requireNumbers: false,
    requireSymbols: false,
  },
  mfa: 'OFF',
  appClient: {
    authFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    /** Sign-in and password-reset answers must not reveal whether an account exists (docs/architecture.md). */
    preventUserExistenceErrors: true,
    enableTokenRevocation: true,
    /** What the product lets a signed-in person change about themselves: nothing that keys ownership. */
    writeAttributes: ['name', 'locale'],
  },
} as const;

export function createUserPoolInput(poolName: string) {
  const policy = USER_POOL_DEFINITION.passwordPolicy;
  return {
    PoolName: poolName,
    UsernameAttributes: [...USER_POOL_DEFINITION.usernameAttributes],
    AutoVerifiedAttributes: [...USER_POOL_DEFINITION.autoVerifiedAttributes],
    UsernameConfiguration: { CaseSensitive: USER_POOL_DEFINITION.caseSensitiveUsernames },
    MfaConfiguration: USER_POOL_DEFINITION.mfa,
    UserAttributeUpdateSettings: {
      AttributesRequireVerificationBeforeUpdate: [...USER_POOL_DEFINITION.keepOriginalUntilVerified],
    },
    Policies: {
      PasswordPolicy: {
        MinimumLength: policy.minimumLength,
        RequireLowercase: policy.requireLowercase,
        RequireUppercase: policy.requireUppercase,
        RequireNumbers: policy.requireNumbers,
        RequireSymbols: policy.requireSymbols,
      },
    },
  };
}

export function createUserPoolClientInput(userPoolId: string, clientName: string) {
  const client = USER_POOL_DEFINITION.appClient;
  return {
    UserPoolId: userPoolId,
    ClientName: clientName,
    ExplicitAuthFlows: [...client.authFlows],
    PreventUserExistenceErrors: client.preventUserExistenceErrors ? ('ENABLED' as const) : ('LEGACY' as const),
    EnableTokenRevocation: client.enableTokenRevocation,
    WriteAttributes: [...client.writeAttributes],
    GenerateSecret: false,
  };
}

/**
 * The operators of the shop (docs/product/console.md): users of the same pool in this group. The admin API reads the group
 * from the verified id token's `cognito:groups`; the buyer UI never shows it.
 */
export const OPERATORS_GROUP = {
  name: OPERATORS_GROUP_NAME,
  description: 'SkyDeck shop operators: may use the operator console and the admin API',
} as const;

export function createOperatorsGroupInput(userPoolId: string) {
  return { UserPoolId: userPoolId, GroupName: OPERATORS_GROUP.name, Description: OPERATORS_GROUP.description };
}
