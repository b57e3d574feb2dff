import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
  DescribeUserPoolCommand,
  ListUserPoolsCommand,
  ListUsersInGroupCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  DynamoDBClient,
  ListTablesCommand,
  ListTagsOfResourceCommand,
  DescribeTableCommand,
} from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { sessionRecordKeys } from '../../lambdas/contract/session-records';
import { REVOCATION_RECORD_SECONDS } from '../../lambdas/domain/auth/revocation';
import { isAcceptableEmail, normaliseEmail, type Email } from '../../lambdas/domain/email';
import { OPERATORS_GROUP, USER_POOL_DEFINITION } from '../definitions/user-pool';
import { LOCAL_CREDENTIALS, LOCAL_NAMES, LOCAL_REGION } from '../local/provision';
import { SHOP_REGION } from '../stages/stages';

/**
 * Who may use the operator console (docs/product/console.md): members of the pool's `operators` group. `npm run operator`
 * (bin/operator.ts) drives these functions against the running local stack or a deployed stage's pool.
 */
export interface OperatorPool {
  readonly client: CognitoIdentityProviderClient;
  readonly userPoolId: string;
  /** The shop's table, where removing an operator ends their sessions at once (ADR 453). */
  readonly table: { readonly client: DynamoDBDocumentClient; readonly tableName: string };
  /** cognito-local has no global sign-out: locally only the table's records end the sessions. */
  readonly local: boolean;
}

export interface AddedOperator {
  readonly email: string;
  /** Set only when the account was created now: the first sign-in asks for a new password. */
  readonly temporaryPassword: string | undefined;
}

export class OperatorCommandError extends Error {
  override readonly name = 'OperatorCommandError';
}

/** Puts the account in the group, creating it first when the address has none (an existing one keeps its password). */
export async function addOperator(pool: OperatorPool, rawEmail: string): Promise<AddedOperator> {
  const email = operatorEmail(rawEmail);
  let temporaryPassword: string | undefined;
  if (!(await accountExists(pool, email))) {
    temporaryPassword = makeTemporaryPassword();
    await pool.client.send(
      new AdminCreateUserCommand({
        UserPoolId: pool.userPoolId,
        Username: email,
        TemporaryPassword: temporaryPassword,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
  }
  await pool.client.send(
    new AdminAddUserToGroupCommand({ UserPoolId: pool.userPoolId, Username: email, GroupName: OPERATORS_GROUP.name }),
  );
  return { email, temporaryPassword };
}

/**
 * Takes the account out of the group and ends every session it has, at once (ADR 453): the table records the
 * removal, which every admin request reads (403 from the next call on), and a sign-out everywhere, which every
 * signed-in request reads; Cognito signs the user out globally (its refresh tokens stop working). The account and
 * what it bought stay.
 */
export async function removeOperator(pool: OperatorPool, rawEmail: string, now: Date = new Date()): Promise<void> {
  const email = operatorEmail(rawEmail);
  const sub = await subOf(pool, email);
  if (!sub) throw new OperatorCommandError(`There is no account for ${email}.`);
  await pool.client.send(
    new AdminRemoveUserFromGroupCommand({
      UserPoolId: pool.userPoolId,
      Username: email,
      GroupName: OPERATORS_GROUP.name,
    }),
  );
  const nowMs = now.getTime();
  const expiresAt = Math.floor(nowMs / 1000) + REVOCATION_RECORD_SECONDS;
  const put = (Item: Record<string, unknown>) =>
    pool.table.client.send(new PutCommand({ TableName: pool.table.tableName, Item }));
  await put({ ...sessionRecordKeys.operator(sub), email, removedAt: Math.floor(nowMs / 1000), expiresAt });
  await put({ ...sessionRecordKeys.user(sub), signedOutAt: nowMs, expiresAt });
  if (!pool.local)
    await pool.client.send(new AdminUserGlobalSignOutCommand({ UserPoolId: pool.userPoolId, Username: email }));
}

/** The group's members' e-mail addresses, sorted. */
export async function listOperators(pool: OperatorPool): Promise<string[]> {
  const emails: string[] = [];
  let NextToken: string | undefined;
  do {
    const page = await pool.client.send(
      new ListUsersInGroupCommand({ UserPoolId: pool.userPoolId, GroupName: OPERATORS_GROUP.name, NextToken }),
    );
    for (const user of page.Users ?? []) {
      emails.push(user.Attributes?.find((attribute) => attribute.Name === 'email')?.Value ?? user.Username ?? '');
    }
    NextToken = page.NextToken;
  } while (NextToken);
  return emails.sort();
}

async function accountExists(pool: OperatorPool, email: string): Promise<boolean> {
  return (await subOf(pool, email)) !== undefined;
}

/** The account's `sub`, which its tokens name; undefined when the address has no account. */
async function subOf(pool: OperatorPool, email: string): Promise<string | undefined> {
  try {
    const user = await pool.client.send(new AdminGetUserCommand({ UserPoolId: pool.userPoolId, Username: email }));
    return user.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value ?? user.Username;
  } catch (error) {
    if (error instanceof UserNotFoundException || (error as Error).name === 'UserNotFoundException') return undefined;
    throw error;
  }
}

/** An operator's address by the shop's one e-mail rule, so the group holds the address the shop compares. */
function operatorEmail(email: string): Email {
  const normalised = normaliseEmail(email);
  if (!isAcceptableEmail(normalised)) throw new OperatorCommandError(`"${email}" is not an e-mail address.`);
  return normalised;
}

/** Long enough for the pool's policy; base64url only, so it survives copying from a terminal. */
function makeTemporaryPassword(): string {
  const password = randomBytes(15).toString('base64url');
  return password.length >= USER_POOL_DEFINITION.passwordPolicy.minimumLength ? password : `${password}${password}`;
}

/**
 * The running `npm start` stack's pool: the data directory's lock names the stack's URL, whose status route names
 * the Cognito endpoint and pool; `COGNITO_PORT` alone (the pool found by its local name) serves when it is set.
 */
export async function localOperatorPool(env: NodeJS.ProcessEnv, repoRoot: string): Promise<OperatorPool> {
  if (env.COGNITO_PORT) {
    const client = localClient(`http://127.0.0.1:${Number(env.COGNITO_PORT)}`);
    const pools = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
    const userPoolId = pools.UserPools?.find((pool) => pool.Name === LOCAL_NAMES.userPool)?.Id;
    if (!userPoolId) throw new OperatorCommandError(`No local user pool answers on COGNITO_PORT ${env.COGNITO_PORT}.`);
    const dynamoDbEndpoint = `http://127.0.0.1:${Number(env.DYNAMODB_PORT ?? 8000)}`;
    return { client, userPoolId, table: localTable(dynamoDbEndpoint, LOCAL_NAMES.table), local: true };
  }
  const dataDir = path.resolve(env.LOCAL_DATA_DIR ?? path.join(repoRoot, '.local'));
  let url: string | undefined;
  try {
    url = (JSON.parse(readFileSync(path.join(dataDir, 'stack.lock'), 'utf8')) as { url?: string }).url;
  } catch {
    url = undefined;
  }
  if (!url)
    throw new OperatorCommandError(`No local stack is running with the data in ${dataDir}: run npm start first.`);
  const response = await fetch(`${url}/api/local/status`).catch(() => undefined);
  if (!response?.ok) throw new OperatorCommandError(`The local stack at ${url} does not answer: run npm start first.`);
  const status = (await response.json()) as LocalPoolStatus;
  return localPool(status);
}

/** What the running local stack's status route says of its pool and table. */
export interface LocalPoolStatus {
  readonly cognitoEndpoint: string;
  readonly userPoolId: string;
  readonly dynamoDbEndpoint: string;
  readonly tableName: string;
}

/** The local stack's pool and table, from its status route's answer. */
export function localPool(status: LocalPoolStatus): OperatorPool {
  return {
    client: localClient(status.cognitoEndpoint),
    userPoolId: status.userPoolId,
    table: localTable(status.dynamoDbEndpoint, status.tableName),
    local: true,
  };
}

function localClient(endpoint: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
}

function localTable(endpoint: string, tableName: string): OperatorPool['table'] {
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }),
  );
  return { client, tableName };
}

/** Closes the pool's clients, so the command's process can end. */
export function closeOperatorPool(pool: OperatorPool): void {
  pool.client.destroy();
  pool.table.client.destroy();
}

/**
 * A deployed stage's pool through the caller's AWS credentials: the one pool the stage's stack tagged as its own
 * (CloudFormation tags what it creates with `aws:cloudformation:stack-name`), or the id given with `--user-pool-id`.
 */
export async function stageOperatorPool(
  stackName: string,
  options: { userPoolId?: string | undefined; tableName?: string | undefined } = {},
): Promise<OperatorPool> {
  const client = new CognitoIdentityProviderClient({ region: SHOP_REGION });
  const dynamo = new DynamoDBClient({ region: SHOP_REGION });
  const table = {
    client: DynamoDBDocumentClient.from(dynamo),
    tableName: options.tableName ?? (await stackTableName(dynamo, stackName)),
  };
  const userPoolId = options.userPoolId ?? (await stackUserPoolId(client, stackName));
  return { client, userPoolId, table, local: false };
}

/** The stage's table: the one its stack tagged as its own (an adopted table is named with `--table-name`). */
async function stackTableName(dynamo: DynamoDBClient, stackName: string): Promise<string> {
  let ExclusiveStartTableName: string | undefined;
  do {
    const page = await dynamo.send(new ListTablesCommand({ ExclusiveStartTableName }));
    for (const name of page.TableNames ?? []) {
      const { Table } = await dynamo.send(new DescribeTableCommand({ TableName: name }));
      const { Tags } = await dynamo.send(new ListTagsOfResourceCommand({ ResourceArn: Table!.TableArn }));
      if (Tags?.some((tag) => tag.Key === 'aws:cloudformation:stack-name' && tag.Value === stackName)) return name;
    }
    ExclusiveStartTableName = page.LastEvaluatedTableName;
  } while (ExclusiveStartTableName);
  throw new OperatorCommandError(
    `No table of the stack ${stackName} was found in ${SHOP_REGION}: pass --table-name <name> (the stack's TableName output).`,
  );
}

async function stackUserPoolId(client: CognitoIdentityProviderClient, stackName: string): Promise<string> {
  let NextToken: string | undefined;
  do {
    const page = await client.send(new ListUserPoolsCommand({ MaxResults: 60, NextToken }));
    for (const candidate of page.UserPools ?? []) {
      const described = await client.send(new DescribeUserPoolCommand({ UserPoolId: candidate.Id }));
      if (described.UserPool?.UserPoolTags?.['aws:cloudformation:stack-name'] === stackName) return candidate.Id!;
    }
    NextToken = page.NextToken;
  } while (NextToken);
  throw new OperatorCommandError(
    `No user pool of the stack ${stackName} was found in ${SHOP_REGION}: pass --user-pool-id <id> (the stack's UserPoolId output).`,
  );
}
