import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { environment } from './environment';

/** Built once per process (outside the handler) so warm invocations reuse the connection. */
export const dynamoClient = new DynamoDBClient({
  region: environment.region,
  ...(environment.dynamoEndpoint ? { endpoint: environment.dynamoEndpoint } : {}),
});

export const documentClient = DynamoDBDocumentClient.from(dynamoClient, {
  marshallOptions: { removeUndefinedValues: true },
});
