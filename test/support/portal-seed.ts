import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { generateKeyPairSync, sign } from 'node:crypto';
import {
  assembleLicenceKey,
  licenceKeyPayload,
  licenceKeySigningInput,
} from '../../lambdas/domain/licences/licence-key';
import type { LicenceRecord } from '../../lambdas/adapters/store/licences';
import type { SubscriptionRecord } from '../../lambdas/adapters/store/subscriptions';

/**
 * Owners with many licences, written straight into the local table (as the webhook would have left them), for the
 * portal's read budget test and the bench: paying 1,000 seats through the stand-in would take minutes.
 */
export interface LocalStatus {
  readonly tableName: string;
  readonly dynamoDbEndpoint: string;
  readonly cognitoEndpoint: string;
  readonly userPoolId: string;
  readonly clientId: string;
}

export async function localStatus(baseUrl: string): Promise<LocalStatus> {
  return (await (await fetch(`${baseUrl}/api/local/status`)).json()) as LocalStatus;
}

export const LOCAL_AWS = {
  region: 'eu-west-1',
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
} as const;

/** The environment a handler module reads at load time, pointed at the local stack's table. */
export function localHandlerEnvironment(status: LocalStatus): Record<string, string> {
  return {
    SKYDECK_MODE: 'local',
    TABLE_NAME: status.tableName,
    DYNAMODB_ENDPOINT: status.dynamoDbEndpoint,
    COGNITO_ENDPOINT: status.cognitoEndpoint,
    USER_POOL_ID: status.userPoolId,
    USER_POOL_CLIENT_ID: status.clientId,
    AWS_REGION: LOCAL_AWS.region,
    AWS_ACCESS_KEY_ID: LOCAL_AWS.credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_AWS.credentials.secretAccessKey,
  };
}

/** A signed-in caller: a confirmed user of the local pool with a verified e-mail, and its id token. */
export async function signedInHeaders(
  baseUrl: string,
  email = `bench-${Date.now()}@skydeck.example`,
  /** Cognito groups to put the user in before it signs in (`operators` for the admin API). */
  groups: readonly string[] = [],
): Promise<Record<string, string>> {
  const status = await localStatus(baseUrl);
  const cognito = new CognitoIdentityProviderClient({
    endpoint: status.cognitoEndpoint,
    ...LOCAL_AWS,
  });
  const password = 'bench-password-123';
  // Made by an administrator with a verified e-mail: only a verified address owns anything (the session guard).
  await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: status.userPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
  await cognito.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: status.userPoolId,
      Username: email,
      Password: password,
      Permanent: true,
    }),
  );
  for (const group of groups) {
    await cognito.send(
      new AdminAddUserToGroupCommand({ UserPoolId: status.userPoolId, Username: email, GroupName: group }),
    );
  }
  const auth = await cognito.send(
    new InitiateAuthCommand({
      ClientId: status.clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  cognito.destroy();
  return { authorization: `Bearer ${auth.AuthenticationResult?.IdToken}` };
}

const signingKey = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;

/**
 * Writes `count` trainer seats for `email`, bought in purchases of up to 50 seats (one subscription each, held by
 * the owner), plus one suite licence transferred to them whose support subscription stays with its buyer, so the
 * portal has to fetch one subscription it does not hold and one open transfer to show. Answers the licence ids.
 */
export async function seedOwner(status: LocalStatus, email: string, count: number): Promise<string[]> {
  const client = DynamoDBDocumentClient.from(new DynamoDBClient({ ...LOCAL_AWS, endpoint: status.dynamoDbEndpoint }), {
    marshallOptions: { removeUndefinedValues: true },
  });
  const owner = email.toLowerCase();
  const run = `${owner.replace(/[^a-z0-9]/g, '')}${Date.now().toString(36)}`;
  const issuedAt = new Date().toISOString();
  const items: Record<string, unknown>[] = [];
  const seats = Math.max(0, count - 1);
  for (let purchase = 0; purchase * 50 < seats; purchase += 1) {
    const subscriptionId = `sub_seed${run}_${purchase}`;
    items.push(
      subscriptionItem({
        subscriptionId,
        ownerEmail: owner,
        productSlug: 'win-fms-trainer-b738-personal-monthly',
        lastEventAt: issuedAt,
      }),
    );
    for (let unit = purchase * 50; unit < Math.min(seats, (purchase + 1) * 50); unit += 1) {
      items.push(
        licenceItem({
          licenceId: `lic_seed${run}_${unit}`,
          kind: 'trainer-seat',
          productSlug: 'win-fms-trainer-b738-personal-monthly',
          productTitle: 'Windows FMS Trainer B738 personal licence',
          aircraftType: 'B738',
          configuration: null,
          addOns: [],
          ownerEmail: owner,
          transactionId: `txn_seed${run}_${purchase}`,
          subscriptionId,
          period: 'Monthly',
          issuedAt,
        }),
      );
    }
  }
  if (count > 0) {
    const supportId = `sub_seed${run}_support`;
    items.push(
      subscriptionItem({
        subscriptionId: supportId,
        ownerEmail: 'first-buyer@skydeck.example',
        productSlug: 'skydeck-suiteb737annual',
        lastEventAt: issuedAt,
      }),
    );
    const suite = licenceItem({
      licenceId: `lic_seed${run}_suite`,
      kind: 'suite',
      productSlug: 'skydeck-suiteb737annual',
      productTitle: 'SkyDeck B737 suite',
      aircraftType: 'B738',
      configuration: null,
      addOns: ['hud'],
      ownerEmail: owner,
      transactionId: `txn_seed${run}_suite`,
      subscriptionId: supportId,
      period: null,
      issuedAt,
    });
    items.push(suite, {
      pk: suite.pk,
      sk: 'TRANSFER',
      gsi1pk: 'OWNER#next-owner@skydeck.example',
      gsi1sk: `TRANSFER#${issuedAt}#${suite.licenceId}`,
      type: 'transfer',
      licenceId: suite.licenceId,
      fromEmail: owner,
      toEmail: 'next-owner@skydeck.example',
      requestedAt: issuedAt,
      keyVersion: 1,
      status: 'pending',
    });
  }
  for (let start = 0; start < items.length; start += 25) {
    await client.send(
      new BatchWriteCommand({
        RequestItems: { [status.tableName]: items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } })) },
      }),
    );
  }
  client.destroy();
  return items.filter((item) => item.type === 'licence').map((item) => item.licenceId as string);
}

function licenceItem(grant: Omit<LicenceRecord, 'licenceKey' | 'status'>) {
  const signingInput = licenceKeySigningInput(licenceKeyPayload(grant));
  const licenceKey = assembleLicenceKey(
    signingInput,
    sign('sha256', Buffer.from(signingInput, 'ascii'), { key: signingKey, dsaEncoding: 'ieee-p1363' }),
  );
  return {
    pk: `LICENCE#${grant.licenceId}`,
    sk: 'LICENCE',
    gsi1pk: `OWNER#${grant.ownerEmail}`,
    gsi1sk: `LICENCE#${grant.issuedAt}#${grant.licenceId}`,
    type: 'licence',
    ...grant,
    licenceKey,
    status: 'active',
  };
}

function subscriptionItem(
  subscription: Pick<SubscriptionRecord, 'subscriptionId' | 'ownerEmail' | 'productSlug' | 'lastEventAt'>,
) {
  const periodEnd = new Date(Date.now() + 20 * 86_400_000).toISOString();
  const record: SubscriptionRecord = {
    ...subscription,
    status: 'active',
    customerId: 'ctm_seed',
    transactionId: null,
    priceIds: [],
    currentPeriodStart: subscription.lastEventAt,
    currentPeriodEnd: periodEnd,
    nextBilledAt: periodEnd,
    canceledAt: null,
    scheduledChange: null,
    recurringAmountCents: 4999,
    billingInterval: 'month',
  };
  return {
    pk: `SUBSCRIPTION#${subscription.subscriptionId}`,
    sk: 'SUBSCRIPTION',
    gsi1pk: `OWNER#${subscription.ownerEmail}`,
    gsi1sk: `SUBSCRIPTION#${subscription.subscriptionId}`,
    type: 'subscription',
    ...record,
  };
}
