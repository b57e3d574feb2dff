import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';

let counter: { calls: number } | undefined;

/**
 * Counts the store calls of the handlers loaded in this process: a middleware on their one DynamoDB client (the
 * handlers must be imported after the local environment is set). Added once, shared by every part of the bench.
 */
export async function storeCallCounter(): Promise<{ calls: number }> {
  if (counter) return counter;
  const { dynamoClient } = (await import('../../lambdas/adapters/dynamo')) as { dynamoClient: DynamoDBClient };
  const created = { calls: 0 };
  dynamoClient.middlewareStack.add((next) => (args) => ((created.calls += 1), next(args)), {
    step: 'initialize',
    name: 'benchCountStoreCalls',
  });
  counter = created;
  return created;
}
