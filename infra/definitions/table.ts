/**
 * The one DynamoDB table definition. The CDK data construct and the local stack (dynalite) both build their table
 * from this, so the keys and indexes tested locally are the ones deployed.
 *
 * Single-table design: every item has a partition key `pk` and sort key `sk`; one generic secondary index
 * (`gsi1pk`/`gsi1sk`) serves the "by owner e-mail" access patterns. `gsi1links` has the same keys but carries only
 * what names a licence's subscriptions, so reading every licence's links reads ~100 bytes a licence instead of the
 * whole item with its key (ADR 150). `gsi2` (`gsi2pk`/`gsi2sk`) is the operator console's index (ADR 330): paid orders
 * by month, orders by the start of their buyer's address and by Paddle customer, and an order's applied webhook
 * events; one overloaded index, since CloudFormation adds one index per table update. `expiresAt` (epoch seconds) is the TTL attribute: DynamoDB in AWS honours it,
 * dynalite ignores it, so nothing may rely on expiry for correctness.
 */
export const TABLE_DEFINITION = {
  partitionKey: 'pk',
  sortKey: 'sk',
  globalSecondaryIndexes: [
    { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk', projection: 'ALL' },
    {
      indexName: 'gsi1links',
      partitionKey: 'gsi1pk',
      sortKey: 'gsi1sk',
      projection: ['licenceId', 'status', 'subscriptionId', 'supportSubscriptionIds'],
    },
    { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk', projection: 'ALL' },
  ],
  timeToLiveAttribute: 'expiresAt',
} as const;

type IndexProjection = (typeof TABLE_DEFINITION.globalSecondaryIndexes)[number]['projection'];

/** DynamoDB's projection of an index: every attribute, or the keys and the named ones. */
export function indexProjection(projection: IndexProjection) {
  return projection === 'ALL'
    ? { ProjectionType: 'ALL' as const }
    : { ProjectionType: 'INCLUDE' as const, NonKeyAttributes: [...projection] };
}

/** The CreateTable request for the definition above (on-demand billing, string keys). */
export function createTableInput(tableName: string) {
  const keyNames = [
    ...new Set([
      TABLE_DEFINITION.partitionKey,
      TABLE_DEFINITION.sortKey,
      ...TABLE_DEFINITION.globalSecondaryIndexes.flatMap((index) => [index.partitionKey, index.sortKey]),
    ]),
  ];
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST' as const,
    AttributeDefinitions: keyNames.map((name) => ({ AttributeName: name, AttributeType: 'S' as const })),
    KeySchema: [
      { AttributeName: TABLE_DEFINITION.partitionKey, KeyType: 'HASH' as const },
      { AttributeName: TABLE_DEFINITION.sortKey, KeyType: 'RANGE' as const },
    ],
    GlobalSecondaryIndexes: TABLE_DEFINITION.globalSecondaryIndexes.map((index) => ({
      IndexName: index.indexName,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
        { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
      ],
      Projection: indexProjection(index.projection),
    })),
  };
}
