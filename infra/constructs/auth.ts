import { RemovalPolicy, SecretValue, Stack } from 'aws-cdk-lib';
import {
  AccountRecovery,
  CfnUserPoolGroup,
  ClientAttributes,
  Mfa,
  OAuthScope,
  ProviderAttribute,
  UserPool,
  UserPoolClientIdentityProvider,
  UserPoolEmail,
  UserPoolIdentityProviderAmazon,
  UserPoolIdentityProviderApple,
  UserPoolIdentityProviderFacebook,
  UserPoolIdentityProviderGoogle,
  type IUserPool,
  type IUserPoolClient,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { OPERATORS_GROUP, USER_POOL_DEFINITION } from '../definitions/user-pool';
import { SHOP_REGION, type SocialProviderConfig, type SocialProviderName, type StageEmail } from '../stages/stages';

export interface AuthProps {
  /** The stage: part of the Cognito domain prefix, so two stages in one account never collide. */
  readonly stageName: string;
  /**
   * Social identity providers; each secret is read from Secrets Manager at deploy time.
   * @default none: e-mail and password only
   */
  readonly socialProviders?: Partial<Record<SocialProviderName, SocialProviderConfig>>;
  /**
   * Prefix of the Cognito hosted domain, required by social sign-in.
   * @default no Cognito domain
   */
  readonly cognitoDomainPrefix?: string;
  /**
   * Where the providers send people back: `https://<site>/api/auth/federated/callback`. Required with providers.
   * @default none
   */
  readonly siteOrigin?: string;
  /**
   * Cognito's mails (codes, resets) go through this verified SES identity instead of Cognito's capped sender.
   * @default Cognito's default sender (50 mails a day: not for production)
   */
  readonly email?: StageEmail;
  /** The SES configuration set Cognito's mails are sent with (bounce and complaint events). @default none */
  readonly configurationSetName?: string;
  /**
   * An existing user pool to use instead of creating one (a stack created again after a deletion). Its own
   * settings (password policy, e-mail configuration) stay as they are; the app client and domain are added to it.
   * @default a new user pool
   */
  readonly existingUserPoolId?: string;
  /**
   * Accounts outlive the stack (deleting it must not delete the people who bought licences), but a first create
   * that fails leaves nothing behind to block the retry.
   * @default RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE
   */
  readonly removalPolicy?: RemovalPolicy;
}

/** The ARN of a verified SES identity in the shop's region; the shop's mails and Cognito's use the same one. */
export function sesIdentityArn(scope: Construct, identity: string): string {
  return Stack.of(scope).formatArn({
    service: 'ses',
    region: SHOP_REGION,
    resource: 'identity',
    resourceName: identity,
  });
}

/**
 * `<prefix>-<stage>-<account>`, the stage left out when the prefix already ends with it (`skydeck-dev` stays
 * `skydeck-dev-<account>`). Cognito allows 63 characters of lower-case letters, digits and hyphens.
 */
export function cognitoDomainPrefix(prefix: string, stageName: string, account: string): string {
  const stage = stageName.toLowerCase();
  const withStage = prefix.endsWith(`-${stage}`) || prefix === stage ? prefix : `${prefix}-${stage}`;
  return `${withStage}-${account}`;
}

/** The Cognito user pool and the SPA's app client, from the shared user pool definition. */
export class Auth extends Construct {
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
  /** The hosted domain's base URL, when social sign-in needs one. */
  readonly cognitoDomainUrl: string | undefined;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);
    const userPool = props.existingUserPoolId
      ? UserPool.fromUserPoolId(this, 'UserPool', props.existingUserPoolId)
      : newUserPool(this, props);
    const providers = Object.entries(props.socialProviders ?? {}).map(([name, config]) =>
      identityProvider(this, userPool, name as SocialProviderName, config!),
    );
    if (props.cognitoDomainPrefix) {
      // Cognito domain prefixes are global per region: the stage keeps two stages of one account apart, the account
      // id two accounts.
      const domainPrefix = cognitoDomainPrefix(props.cognitoDomainPrefix, props.stageName, Stack.of(this).account);
      const domain = userPool.addDomain('Domain', { cognitoDomain: { domainPrefix } });
      this.cognitoDomainUrl = domain.baseUrl();
    }

    const client = USER_POOL_DEFINITION.appClient;
    const userPoolClient = userPool.addClient('WebClient', {
      // Refresh-token auth is always on for a client with auth flows (ALLOW_REFRESH_TOKEN_AUTH).
      authFlows: { userPassword: client.authFlows.includes('ALLOW_USER_PASSWORD_AUTH') },
      generateSecret: false,
      preventUserExistenceErrors: client.preventUserExistenceErrors,
      enableTokenRevocation: client.enableTokenRevocation,
      // Cognito must be able to write the attributes a provider maps (its own sign-in writes them); self-service
      // writes of `email` still cannot take effect unverified (keepOriginal), and the session guard wants it verified.
      writeAttributes: new ClientAttributes().withStandardAttributes({
        fullname: client.writeAttributes.includes('name'),
        locale: client.writeAttributes.includes('locale'),
        ...(providers.length > 0 ? { email: true, emailVerified: true } : {}),
      }),
      ...(providers.length > 0 && props.siteOrigin
        ? {
            supportedIdentityProviders: [
              UserPoolClientIdentityProvider.COGNITO,
              ...providers.map((provider) => provider.clientProvider),
            ],
            oAuth: {
              flows: { authorizationCodeGrant: true },
              scopes: [OAuthScope.OPENID, OAuthScope.EMAIL, OAuthScope.PROFILE],
              callbackUrls: [`${props.siteOrigin}/api/auth/federated/callback`],
              logoutUrls: [`${props.siteOrigin}/`],
            },
          }
        : { supportedIdentityProviders: [UserPoolClientIdentityProvider.COGNITO], disableOAuth: true }),
    });
    for (const provider of providers) userPoolClient.node.addDependency(provider.resource);

    // The operators group (docs/product/console.md); members are added with `npm run operator -- add <email> --stage <stage>`.
    new CfnUserPoolGroup(this, 'OperatorsGroup', {
      userPoolId: userPool.userPoolId,
      groupName: OPERATORS_GROUP.name,
      description: OPERATORS_GROUP.description,
    });

    this.userPool = userPool;
    this.userPoolClient = userPoolClient;
  }
}

function newUserPool(scope: Construct, props: AuthProps): UserPool {
  const policy = USER_POOL_DEFINITION.passwordPolicy;
  return new UserPool(scope, 'UserPool', {
    signInAliases: { email: true },
    signInCaseSensitive: USER_POOL_DEFINITION.caseSensitiveUsernames,
    selfSignUpEnabled: true,
    autoVerify: { email: true },
    keepOriginal: { email: USER_POOL_DEFINITION.keepOriginalUntilVerified.includes('email') },
    accountRecovery: AccountRecovery.EMAIL_ONLY,
    passwordPolicy: {
      minLength: policy.minimumLength,
      requireLowercase: policy.requireLowercase,
      requireUppercase: policy.requireUppercase,
      requireDigits: policy.requireNumbers,
      requireSymbols: policy.requireSymbols,
    },
    mfa: Mfa.OFF,
    ...(props.email
      ? {
          email: UserPoolEmail.withSES({
            fromEmail: props.email.fromAddress,
            fromName: props.email.fromName ?? 'SkyDeck',
            sesRegion: SHOP_REGION,
            ...(props.configurationSetName ? { configurationSetName: props.configurationSetName } : {}),
            ...(props.email.identity.includes('@') ? {} : { sesVerifiedDomain: props.email.identity }),
          }),
        }
      : {}),
    deletionProtection: true,
    removalPolicy: props.removalPolicy ?? RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE,
  });
}

interface ConfiguredProvider {
  readonly resource: Construct;
  readonly clientProvider: UserPoolClientIdentityProvider;
}

function identityProvider(
  scope: Construct,
  userPool: IUserPool,
  name: SocialProviderName,
  config: SocialProviderConfig,
): ConfiguredProvider {
  // A dynamic reference ({{resolve:secretsmanager:…}}): CloudFormation reads the secret, the template never holds it.
  const secret = SecretValue.secretsManager(config.secretName);
  const common = { userPool, clientId: config.clientId, scopes: ['email'] };
  switch (name) {
    case 'google':
      return {
        resource: new UserPoolIdentityProviderGoogle(scope, 'Google', {
          ...common,
          scopes: ['openid', 'email'],
          clientSecretValue: secret,
          attributeMapping: {
            email: ProviderAttribute.GOOGLE_EMAIL,
            emailVerified: ProviderAttribute.GOOGLE_EMAIL_VERIFIED,
          },
        }),
        clientProvider: UserPoolClientIdentityProvider.GOOGLE,
      };
    case 'facebook':
      return {
        resource: new UserPoolIdentityProviderFacebook(scope, 'Facebook', {
          ...common,
          clientSecret: secret.unsafeUnwrap(),
          attributeMapping: { email: ProviderAttribute.FACEBOOK_EMAIL },
        }),
        clientProvider: UserPoolClientIdentityProvider.FACEBOOK,
      };
    case 'amazon':
      return {
        resource: new UserPoolIdentityProviderAmazon(scope, 'Amazon', {
          ...common,
          scopes: ['profile'],
          clientSecret: secret.unsafeUnwrap(),
          attributeMapping: { email: ProviderAttribute.AMAZON_EMAIL },
        }),
        clientProvider: UserPoolClientIdentityProvider.AMAZON,
      };
    case 'apple':
      return {
        resource: new UserPoolIdentityProviderApple(scope, 'Apple', {
          ...common,
          scopes: ['email'],
          teamId: config.teamId!,
          keyId: config.keyId!,
          privateKeyValue: secret,
          attributeMapping: {
            email: ProviderAttribute.APPLE_EMAIL,
            emailVerified: ProviderAttribute.APPLE_EMAIL_VERIFIED,
          },
        }),
        clientProvider: UserPoolClientIdentityProvider.APPLE,
      };
  }
}
