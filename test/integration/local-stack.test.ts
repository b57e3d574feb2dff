import {
  CognitoIdentityProviderClient,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DescribeTableCommand, DynamoDBClient, GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { mkdtempSync } from 'node:fs';
import { createConnection, createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TABLE_DEFINITION } from '../../infra/definitions/table';
import { spawnStack, startStackProcess } from '../support/local-stack-process';

interface LocalStatus {
  tableName: string;
  userPoolId: string;
  clientId: string;
  dynamoDbEndpoint: string;
  cognitoEndpoint: string;
}

const status = async (url: string) => (await (await fetch(`${url}/api/local/status`)).json()) as LocalStatus;

function portIsClosed(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

function exitOf(child: ReturnType<typeof spawnStack>): Promise<{ code: number | null; output: string }> {
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

describe('npm start (the local stack as a process)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'skydeck-lifecycle-'));

  it('refuses a second start on the same data, stops every part on Ctrl-C, and keeps its data for the next start', async () => {
    // Prepare: a running stack with one item written to its table
    const first = await startStackProcess({ dataDir });
    const before = await status(first.url);
    const dynamo = new DynamoDBClient({
      endpoint: before.dynamoDbEndpoint,
      region: 'eu-west-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    await dynamo.send(
      new PutItemCommand({
        TableName: before.tableName,
        Item: { pk: { S: 'TEST#persist' }, sk: { S: 'A' }, note: { S: 'kept' } },
      }),
    );
    dynamo.destroy();

    // Act: a second start on the same data directory
    const second = await exitOf(spawnStack({ dataDir, port: first.port + 1 }));

    // Assess: it fails with one clear sentence, not a stack trace
    expect(second.code).toBe(1);
    expect(second.output).toMatch(/already running \(process \d+, http:\/\/localhost:\d+\)/);
    expect(second.output).not.toMatch(/\n\s+at /);

    // Act: Ctrl-C
    const dynamoPort = Number(new URL(before.dynamoDbEndpoint).port);
    const exitCode = await first.stop('SIGINT');

    // Assess: a clean exit, and neither the shop nor the emulators listen any more
    expect(exitCode).toBe(0);
    expect(await portIsClosed(first.port)).toBe(true);
    expect(await portIsClosed(dynamoPort)).toBe(true);

    // Act: start again on the same data
    const again = await startStackProcess({ dataDir });
    try {
      const after = await status(again.url);
      const reopened = new DynamoDBClient({
        endpoint: after.dynamoDbEndpoint,
        region: 'eu-west-1',
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      });
      const item = await reopened.send(
        new GetItemCommand({ TableName: after.tableName, Key: { pk: { S: 'TEST#persist' }, sk: { S: 'A' } } }),
      );
      reopened.destroy();

      // Assess: the same user pool and client, and the item is still there
      expect(after.userPoolId).toBe(before.userPoolId);
      expect(after.clientId).toBe(before.clientId);
      expect(item.Item?.note?.S).toBe('kept');
    } finally {
      await again.stop();
    }
  });

  it('says which port is taken instead of crashing when PORT is in use', async () => {
    // Prepare: another program holding a port on the stack's host
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const port = (holder.address() as AddressInfo).port;
    try {
      // Act
      const clash = await exitOf(spawnStack({ dataDir: mkdtempSync(path.join(tmpdir(), 'skydeck-clash-')), port }));

      // Assess
      expect(clash.code).toBe(1);
      expect(clash.output).toContain(`Port ${port} is already in use by another program`);
      expect(clash.output).not.toMatch(/\n\s+at /);
    } finally {
      holder.close();
    }
  });
});

describe('provisioning from the shared definitions', () => {
  it('created the table and the user pool the CDK code describes', async () => {
    // Prepare
    const { dynamoDbEndpoint, tableName, userPoolId, clientId, cognitoEndpoint } = await status(
      process.env.SKYDECK_URL!,
    );
    const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
    const dynamo = new DynamoDBClient({ endpoint: dynamoDbEndpoint, region: 'eu-west-1', credentials });
    const cognito = new CognitoIdentityProviderClient({ endpoint: cognitoEndpoint, region: 'eu-west-1', credentials });

    // Act
    const { Table } = await dynamo.send(new DescribeTableCommand({ TableName: tableName }));
    const { UserPool } = await cognito.send(new DescribeUserPoolCommand({ UserPoolId: userPoolId }));
    const { UserPoolClient } = await cognito.send(
      new DescribeUserPoolClientCommand({ UserPoolId: userPoolId, ClientId: clientId }),
    );
    dynamo.destroy();
    cognito.destroy();

    // Assess
    expect(Table?.KeySchema).toEqual([
      { AttributeName: TABLE_DEFINITION.partitionKey, KeyType: 'HASH' },
      { AttributeName: TABLE_DEFINITION.sortKey, KeyType: 'RANGE' },
    ]);
    expect(Table?.GlobalSecondaryIndexes?.map((index) => [index.IndexName, index.Projection?.ProjectionType])).toEqual([
      ['gsi1', 'ALL'],
      ['gsi1links', 'INCLUDE'],
      ['gsi2', 'ALL'],
    ]);
    expect(UserPool?.UsernameAttributes).toEqual(['email']);
    expect(UserPool?.UsernameConfiguration).toEqual({ CaseSensitive: false });
    expect(UserPool?.MfaConfiguration).toBe('OFF');
    expect(UserPool?.Policies?.PasswordPolicy).toMatchObject({
      MinimumLength: 10,
      RequireLowercase: false,
      RequireUppercase: false,
      RequireNumbers: false,
      RequireSymbols: false,
    });
    expect(UserPoolClient?.ExplicitAuthFlows).toEqual(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']);
  });
});
