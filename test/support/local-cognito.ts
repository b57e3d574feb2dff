import { AdminCreateUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { stackUrl } from './stack-url';

/** The local stack's Cognito as an administrator reaches it: the AWS SDK against the local endpoint. */
export async function localCognito() {
  const status = (await (await fetch(`${stackUrl()}/api/local/status`)).json()) as {
    cognitoEndpoint: string;
    userPoolId: string;
    clientId: string;
  };
  const client = new CognitoIdentityProviderClient({
    endpoint: status.cognitoEndpoint,
    region: 'eu-west-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  return { client, ...status };
}

export const TEMPORARY_PASSWORD = 'temporary pw 1';

/**
 * An account an administrator created: its first sign-in must choose a new password. `verified: false` is the
 * account that merely holds someone's address, which must own nothing.
 */
export async function adminCreatedAccount(email: string, { verified }: { verified: boolean }) {
  const cognito = await localCognito();
  await cognito.client.send(
    new AdminCreateUserCommand({
      UserPoolId: cognito.userPoolId,
      Username: email,
      TemporaryPassword: TEMPORARY_PASSWORD,
      DesiredDeliveryMediums: ['EMAIL'],
      UserAttributes: [
        { Name: 'email', Value: email },
        ...(verified ? [{ Name: 'email_verified', Value: 'true' }] : []),
      ],
    }),
  );
  return cognito;
}
