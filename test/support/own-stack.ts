import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../infra/local/provision';

/**
 * For tests on a stack of their own (storm, reconciliation): JSON calls that fail loudly on a non-2xx, and a
 * consistent scan of the table by item type. The stack's URL is read on every call, so a restarted stack is met.
 */
export function ownStackClient(url: () => string) {
  const call = async (path: string, method: 'GET' | 'POST' = 'GET', body?: unknown) => {
    const response = await fetch(`${url()}${path}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-requested-with': 'skydeck', origin: url() },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const answer = (await response.json()) as any;
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(answer)}`);
    return answer;
  };
  const scan = async (type: string): Promise<any[]> => {
    const status = await call('/api/local/status');
    const client = DynamoDBDocumentClient.from(
      new DynamoDBClient({ endpoint: status.dynamoDbEndpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }),
    );
    try {
      const items: any[] = [];
      let startKey: Record<string, unknown> | undefined;
      do {
        const page = await client.send(
          new ScanCommand({
            TableName: status.tableName,
            FilterExpression: '#type = :type',
            ExpressionAttributeNames: { '#type': 'type' },
            ExpressionAttributeValues: { ':type': type },
            ExclusiveStartKey: startKey,
            ConsistentRead: true,
          }),
        );
        items.push(...(page.Items ?? []));
        startKey = page.LastEvaluatedKey;
      } while (startKey);
      return items;
    } finally {
      client.destroy();
    }
  };
  return { call, scan };
}
