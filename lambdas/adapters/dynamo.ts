import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { environment } from './environment';

/** Built once per process (outside the handler) so warm invocations reuse the connection. */
export const dynamoClient = new DynamoDBClient({
  region: environment.region,
  ...(environment.dynamoEndpoint ? { endpoint: environment.dynamoEndpoint } : {}),
});

// The SDK's logger middleware passes every input and output through its sensitive-data filter even when its logger
// discards the line, as the default one does: a walk of every item a Query answers. The shop logs no SDK calls.
dynamoClient.middlewareStack.remove('loggerMiddleware');

export const documentClient = DynamoDBDocumentClient.from(dynamoClient, {
  marshallOptions: { removeUndefinedValues: true },
});
