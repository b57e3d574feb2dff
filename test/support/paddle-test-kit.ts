import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { paddleSignature } from '../../lambdas/adapters/paddle-signature';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../infra/local/provision';
import { stackUrl } from './stack-url';

/** Helpers for checkout and webhook tests against the local stack: its Paddle stand-in and its table. */
export const SAME_ORIGIN_HEADERS = () => ({
  'content-type': 'application/json',
  'x-requested-with': 'skydeck',
  origin: stackUrl(),
});

export async function postCheckout(body: unknown, headers: Record<string, string> = SAME_ORIGIN_HEADERS()) {
  const response = await fetch(`${stackUrl()}/api/checkout`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as any };
}

export async function standIn(path: string, method: 'GET' | 'POST' = 'GET', body?: unknown) {
  const response = await fetch(`${stackUrl()}/api/local/paddle/${path}`, {
    method,
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as any };
}

export async function webhookSecret(): Promise<string> {
  return (await standIn('webhook-secret')).body.secret as string;
}

export async function postWebhook(rawBody: string, signature: string | undefined) {
  const response = await fetch(`${stackUrl()}/api/webhooks/paddle`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature ? { 'paddle-signature': signature } : {}) },
    body: rawBody,
  });
  return { status: response.status, body: (await response.json()) as any };
}

export async function signedWebhook(event: object, secret: string) {
  const rawBody = JSON.stringify(event);
  return postWebhook(rawBody, paddleSignature(rawBody, secret));
}

let table: { client: DynamoDBDocumentClient; name: string } | undefined;

async function tableClient() {
  if (!table) {
    const status = (await (await fetch(`${stackUrl()}/api/local/status`)).json()) as {
      dynamoDbEndpoint: string;
      tableName: string;
    };
    table = {
      client: DynamoDBDocumentClient.from(
        new DynamoDBClient({ endpoint: status.dynamoDbEndpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }),
      ),
      name: status.tableName,
    };
  }
  return table;
}

async function getItem(pk: string, sk: string) {
  const { client, name } = await tableClient();
  return (await client.send(new GetCommand({ TableName: name, Key: { pk, sk }, ConsistentRead: true }))).Item as any;
}

/**
 * What the shop recorded for a transaction or a subscription, for the states no API shows (a pending order, a
 * subscription's last event). The key scheme stays here, so a change of the storage layout changes one helper.
 */
export const storedOrder = (transactionId: string) => getItem(`ORDER#${transactionId}`, 'ORDER');
export const storedSubscription = (subscriptionId: string) => getItem(`SUBSCRIPTION#${subscriptionId}`, 'SUBSCRIPTION');

export async function licencesOf(email: string): Promise<any[]> {
  const { client, name } = await tableClient();
  const result = await client.send(
    new QueryCommand({
      TableName: name,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :owner AND begins_with(gsi1sk, :licence)',
      ExpressionAttributeValues: { ':owner': `OWNER#${email.toLowerCase()}`, ':licence': 'LICENCE#' },
    }),
  );
  return result.Items ?? [];
}

/** Polls until every delivery of the entity has settled (delivered or given up). */
export async function settledDeliveries(entityId: string, timeoutMs = 20_000): Promise<any[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { deliveries } = (await standIn(`deliveries?entityId=${encodeURIComponent(entityId)}`)).body;
    if (deliveries.length > 0 && deliveries.every((delivery: any) => delivery.status !== 'pending')) return deliveries;
    if (Date.now() > deadline)
      throw new Error(`Deliveries for ${entityId} did not settle: ${JSON.stringify(deliveries)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}
