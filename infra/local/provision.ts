import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateGroupCommand,
  ListGroupsCommand,
  CreateUserPoolCommand,
  GroupExistsException,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  UpdateUserPoolClientCommand,
  UpdateUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  UpdateTableCommand,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb';
import { createTableInput } from '../definitions/table';
import { createOperatorsGroupInput, createUserPoolClientInput, createUserPoolInput } from '../definitions/user-pool';

/** Emulators accept any credentials; these keep the SDK from looking for real ones. */
export const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };
export const LOCAL_REGION = 'eu-west-1';

export const LOCAL_NAMES = {
  table: 'skydeck-local',
  userPool: 'skydeck-local',
  appClient: 'skydeck-web',
} as const;

/**
 * Creates the table from the shared definition unless it exists (data is kept across restarts), and returns once it
 * is ACTIVE: like DynamoDB, the emulator answers item requests to a table still CREATING with "resource not found".
 */
export async function ensureTable(endpoint: string, tableName: string = LOCAL_NAMES.table): Promise<void> {
  const client = new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    await addMissingIndexes(client, tableName, Table?.GlobalSecondaryIndexes ?? []);
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
    await client.send(new CreateTableCommand(createTableInput(tableName)));
  }
  try {
    // The SDK's own waiter, polled at the emulator's pace (its defaults suit the real service: 20 s and up).
    await waitUntilTableExists({ client, maxWaitTime: 30, minDelay: 0.01, maxDelay: 0.2 }, { TableName: tableName });
  } finally {
    client.destroy();
  }
}

/** A table kept from an earlier start gains the indexes the definition added since, one per update as in AWS. */
async function addMissingIndexes(
  client: DynamoDBClient,
  tableName: string,
  existing: readonly { IndexName?: string }[],
): Promise<void> {
  const wanted = createTableInput(tableName);
  const have = new Set(existing.map((index) => index.IndexName));
  for (const index of wanted.GlobalSecondaryIndexes.filter((candidate) => !have.has(candidate.IndexName))) {
    const names = new Set<string>(index.KeySchema.map((key) => key.AttributeName));
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: wanted.AttributeDefinitions.filter((definition) => names.has(definition.AttributeName)),
        GlobalSecondaryIndexUpdates: [{ Create: index }],
      }),
    );
    await waitUntilTableExists({ client, maxWaitTime: 30, minDelay: 0.01, maxDelay: 0.2 }, { TableName: tableName });
  }
}

export interface LocalUserPool {
  readonly userPoolId: string;
  readonly clientId: string;
}

/** Finds the user pool and app client by name, creating them from the shared definition when missing. */
export async function ensureUserPool(endpoint: string): Promise<LocalUserPool> {
  const client = new CognitoIdentityProviderClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  try {
    const pools = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
    let userPoolId = pools.UserPools?.find((pool) => pool.Name === LOCAL_NAMES.userPool)?.Id;
    if (!userPoolId) {
      const created = await client.send(new CreateUserPoolCommand(createUserPoolInput(LOCAL_NAMES.userPool)));
      userPoolId = created.UserPool?.Id;
    } else {
      // A pool kept from an earlier start follows today's definition too.
      const { PoolName: _name, ...settings } = createUserPoolInput(LOCAL_NAMES.userPool);
      await client.send(new UpdateUserPoolCommand({ UserPoolId: userPoolId, ...settings }));
    }
    if (!userPoolId) throw new Error('cognito-local did not return a user pool id');

    const clients = await client.send(new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }));
    let clientId = clients.UserPoolClients?.find(
      (appClient) => appClient.ClientName === LOCAL_NAMES.appClient,
    )?.ClientId;
    if (!clientId) {
      const created = await client.send(
        new CreateUserPoolClientCommand(createUserPoolClientInput(userPoolId, LOCAL_NAMES.appClient)),
      );
      clientId = created.UserPoolClient?.ClientId;
    } else {
      const { GenerateSecret: _secret, ...settings } = createUserPoolClientInput(userPoolId, LOCAL_NAMES.appClient);
      await client.send(new UpdateUserPoolClientCommand({ ...settings, ClientId: clientId }));
    }
    if (!clientId) throw new Error('cognito-local did not return an app client id');
    await ensureOperatorsGroup(client, userPoolId);
    return { userPoolId, clientId };
  } finally {
    client.destroy();
  }
}

/**
 * The operators group, made only when missing: cognito-local's CreateGroup replaces an existing group with an empty
 * one (Cognito refuses it), which would drop every operator on each `npm start` (ADR 462).
 */
async function ensureOperatorsGroup(client: CognitoIdentityProviderClient, userPoolId: string): Promise<void> {
  const input = createOperatorsGroupInput(userPoolId);
  // ListGroups, not GetGroup: cognito-local's GetGroup fails on a pool that has no group at all yet.
  const { Groups } = await client.send(new ListGroupsCommand({ UserPoolId: userPoolId, Limit: 60 }));
  if (Groups?.some((group) => group.GroupName === input.GroupName)) return;
  try {
    await client.send(new CreateGroupCommand(input));
  } catch (error) {
    if (!(error instanceof GroupExistsException) && (error as Error).name !== 'GroupExistsException') throw error;
  }
}
