import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';

/**
 * Counts a handler's sequential store round trips: the longest chain of calls each started after the one before it
 * ended (calls in flight together are one round). A middleware on the handlers' one DynamoDB client (the
 * handlers must be imported after the local environment is set); `measure` runs one request and answers its rounds.
 */
export interface StoreRounds {
  measure<T>(request: () => Promise<T>): Promise<{ answer: T; rounds: number; calls: string[] }>;
}

let installed: StoreRounds | undefined;

export async function storeRounds(): Promise<StoreRounds> {
  if (installed) return installed;
  const { dynamoClient } = (await import('../../lambdas/adapters/dynamo')) as { dynamoClient: DynamoDBClient };
  let spans: { name: string; start: number; end: number }[] | undefined;
  dynamoClient.middlewareStack.add(
    (next, context) => async (args) => {
      const span = { name: context.commandName ?? 'unknown', start: performance.now(), end: Infinity };
      spans?.push(span);
      try {
        return await next(args);
      } finally {
        span.end = performance.now();
      }
    },
    { step: 'initialize', name: 'countStoreRounds' },
  );
  installed = {
    async measure(request) {
      spans = [];
      try {
        const answer = await request();
        return { answer, rounds: roundsOf(spans), calls: spans.map((span) => span.name) };
      } finally {
        spans = undefined;
      }
    },
  };
  return installed;
}

/** The longest chain of calls each of which started after the one before it ended. */
function roundsOf(spans: readonly { start: number; end: number }[]): number {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  const depth: number[] = [];
  sorted.forEach((span, index) => {
    const before = sorted.slice(0, index).flatMap((earlier, at) => (earlier.end <= span.start ? [depth[at]!] : []));
    depth.push(1 + Math.max(0, ...before));
  });
  return Math.max(0, ...depth);
}
