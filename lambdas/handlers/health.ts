import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { environment } from '../adapters/environment';
import { logger } from '../adapters/logger';
import { apiHandler } from '../http/api-handler';
import { json } from '../http/responses';

/**
 * `GET /api/health` checks one thing, and says so: that the table answers (DescribeTable). Cognito, Paddle and KMS
 * are not checked here — their failures show in the handlers that call them and in their routes' `ApiServerErrors` alarms. The low-level
 * DynamoDB client is all it loads (not the document client the store uses), so a health probe costs little even
 * on a cold start.
 */
const table = new DynamoDBClient({
  region: environment.region,
  ...(environment.dynamoEndpoint ? { endpoint: environment.dynamoEndpoint } : {}),
});

export const handler = apiHandler(async () => {
  try {
    await table.send(new DescribeTableCommand({ TableName: environment.tableName }));
    return json(200, { status: 'ok', checks: { table: 'ok' } });
  } catch (error) {
    logger.warn('Health check failed', { error: error as Error });
    return json(503, { status: 'unavailable', checks: { table: 'unavailable' } });
  }
});
