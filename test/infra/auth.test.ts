import { Match, type Template } from 'aws-cdk-lib/assertions';
import { fullStage, synthesize, type Synthesized } from './synth';

describe('auth construct', () => {
  let plain: Synthesized;
  let social: Template;
  beforeAll(() => {
    plain = synthesize();
    social = synthesize(fullStage()).template;
  });

  it('deploys to eu-west-1', () => {
    expect(plain.stack.region).toBe('eu-west-1');
  });

  it('is a user pool of e-mail users: case-insensitive, self sign-up, verified e-mail, recovery by e-mail only', () => {
    plain.template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      UsernameConfiguration: { CaseSensitive: false },
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      AutoVerifiedAttributes: ['email'],
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
    });
  });

  it('keeps the original e-mail until a new one is verified, and the web client cannot write it', () => {
    plain.template.hasResourceProperties('AWS::Cognito::UserPool', {
      UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: ['email'] },
    });
    const clients = Object.values(plain.template.findResources('AWS::Cognito::UserPoolClient'));
    expect(clients.map((client) => [...client.Properties.WriteAttributes].sort())).toEqual([['locale', 'name']]);
  });

  it('lets only the auth function read the challenge cookie key', () => {
    const policies = Object.values(plain.template.findResources('AWS::IAM::Policy'));
    const readers = policies.filter((policy) =>
      JSON.stringify(policy.Properties.PolicyDocument).includes('ChallengeCookieKey'),
    );
    expect(readers.map((policy) => JSON.stringify(policy.Properties.Roles))).toEqual([
      expect.stringContaining('AuthRole'),
    ]);
  });

  it('asks for at least 10 characters and no character classes, with MFA off', () => {
    plain.template.hasResourceProperties('AWS::Cognito::UserPool', {
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: 10,
          RequireLowercase: false,
          RequireUppercase: false,
          RequireNumbers: false,
          RequireSymbols: false,
        }),
      },
      MfaConfiguration: 'OFF',
    });
  });

  it('keeps the user pool when the stack is deleted', () => {
    plain.template.hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'RetainExceptOnCreate',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtection: 'ACTIVE' }),
    });
  });

  it('has an app client with USER_PASSWORD_AUTH and refresh, hiding whether users exist, revoking tokens', () => {
    plain.template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      ExplicitAuthFlows: Match.arrayWith(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
      PreventUserExistenceErrors: 'ENABLED',
      EnableTokenRevocation: true,
      GenerateSecret: false,
      SupportedIdentityProviders: ['COGNITO'],
      AllowedOAuthFlowsUserPoolClient: false,
    });
  });

  it('has no Cognito domain and no identity providers unless the stage configures them', () => {
    plain.template.resourceCountIs('AWS::Cognito::UserPoolDomain', 0);
    plain.template.resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 0);
  });

  it('adds the Cognito domain and the four social providers a stage configures, secrets from Secrets Manager', () => {
    // Assess
    social.hasResourceProperties('AWS::Cognito::UserPoolDomain', {
      Domain: { 'Fn::Join': ['', ['skydeck-dev-', { Ref: 'AWS::AccountId' }]] },
    });
    social.resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 4);
    const secretRef = (name: string) => `{{resolve:secretsmanager:${name}:SecretString:::}}`;
    social.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'Google',
      ProviderDetails: Match.objectLike({ client_id: 'google-client', client_secret: secretRef('skydeck/dev/google') }),
    });
    social.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'Facebook',
      ProviderDetails: Match.objectLike({
        client_id: 'facebook-app',
        client_secret: secretRef('skydeck/dev/facebook'),
      }),
    });
    social.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'LoginWithAmazon',
      ProviderDetails: Match.objectLike({ client_id: 'amazon-client', client_secret: secretRef('skydeck/dev/amazon') }),
    });
    social.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'SignInWithApple',
      ProviderDetails: Match.objectLike({
        client_id: 'com.skydeck.shop',
        team_id: 'TEAM123',
        key_id: 'KEY123',
        private_key: secretRef('skydeck/dev/apple'),
      }),
    });
    social.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      SupportedIdentityProviders: Match.arrayWith([
        'COGNITO',
        'Google',
        'Facebook',
        'LoginWithAmazon',
        'SignInWithApple',
      ]),
      AllowedOAuthFlows: ['code'],
      CallbackURLs: ['https://shop.skydeck.example/api/auth/federated/callback'],
    });
  });
});
