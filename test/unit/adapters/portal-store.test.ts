import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';

/**
 * `ownerLicenceLinks` reads the links index, and `gsi1` when that index cannot be read yet (being filled after the
 * deploy, or missing from a local table made before it; ADR 150). The table is a middleware on the one client.
 */
async function linksWith(answer: (input: { IndexName?: string }) => unknown) {
  process.env.TABLE_NAME = 'skydeck-test';
  process.env.AWS_REGION = 'eu-west-1';
  const { dynamoClient } = (await import('../../../lambdas/adapters/dynamo')) as { dynamoClient: DynamoDBClient };
  const { ownerLicenceLinks } = await import('../../../lambdas/adapters/portal-store');
  const asked: (string | undefined)[] = [];
  dynamoClient.middlewareStack.add(
    () => async (args) => {
      const input = args.input as { IndexName?: string };
      asked.push(input.IndexName);
      return { output: answer(input) as never, response: {} };
    },
    { step: 'initialize', name: 'fakeTable', override: true },
  );
  return { links: ownerLicenceLinks('buyer@example.com'), asked };
}

// The middleware answers before the document client would translate, so the items are given as it answers them.
const ITEM = { licenceId: 'lic_1', status: 'active', subscriptionId: 'sub_1' };

describe('ownerLicenceLinks', () => {
  it('reads the index that holds only the links', async () => {
    // Prepare
    const { links, asked } = await linksWith(() => ({ Items: [ITEM], $metadata: {} }));

    // Act
    const found = await links;

    // Assess
    expect(found).toEqual([ITEM]);
    expect(asked).toEqual(['gsi1links']);
  });

  it('reads gsi1 when the links index cannot be read yet', async () => {
    // Prepare
    const { links, asked } = await linksWith((input) => {
      if (input.IndexName === 'gsi1links')
        throw Object.assign(new Error('Cannot read from backfilling global secondary index: gsi1links'), {
          name: 'ValidationException',
        });
      return { Items: [ITEM], $metadata: {} };
    });

    // Act
    const found = await links;

    // Assess
    expect(found).toEqual([ITEM]);
    expect(asked).toEqual(['gsi1links', 'gsi1']);
  });

  it('passes any other failure on', async () => {
    // Prepare
    const { links } = await linksWith(() => {
      throw Object.assign(new Error('Throughput exceeds the current capacity'), { name: 'ThrottlingException' });
    });

    // Act
    const failure = await links.catch((error: Error) => error);

    // Assess
    expect(failure).toMatchObject({ name: 'ThrottlingException' });
  });
});
