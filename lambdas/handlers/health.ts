import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { dynamoClient } from '../adapters/dynamo';
import { environment } from '../adapters/environment';
import { logger } from '../adapters/logger';
import { apiHandler } from '../http/api-handler';
import { json } from '../http/responses';

/** `GET /api/health`: ok only when the table answers, so a load balancer or the local stack's caller can trust it. */
export const handler = apiHandler(async () => {
  try {
    await dynamoClient.send(new DescribeTableCommand({ TableName: environment.tableName }));
    return json(200, { status: 'ok' });
  } catch (error) {
    logger.warn('Health check failed', { error: error as Error });
    return json(503, { status: 'unavailable' });
  }
});
