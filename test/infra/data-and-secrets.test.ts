import { Match } from 'aws-cdk-lib/assertions';
import { TABLE_DEFINITION } from '../../infra/definitions/table';
import { synthesize, type Synthesized } from './synth';

describe('data construct', () => {
  let synthesized: Synthesized;
  beforeAll(() => {
    synthesized = synthesize();
  });

  it('builds the one table from the shared definition: keys, indexes and TTL attribute', () => {
    const [owner, links, consoleIndex] = TABLE_DEFINITION.globalSecondaryIndexes;
    const keySchema = (index: { partitionKey: string; sortKey: string }) => [
      { AttributeName: index.partitionKey, KeyType: 'HASH' },
      { AttributeName: index.sortKey, KeyType: 'RANGE' },
    ];
    synthesized.template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: TABLE_DEFINITION.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_DEFINITION.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: [
        Match.objectLike({
          IndexName: owner.indexName,
          KeySchema: keySchema(owner),
          Projection: { ProjectionType: 'ALL' },
        }),
        Match.objectLike({
          IndexName: links.indexName,
          KeySchema: keySchema(links),
          Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: [...links.projection] },
        }),
        Match.objectLike({
          IndexName: consoleIndex.indexName,
          KeySchema: keySchema(consoleIndex),
          Projection: { ProjectionType: 'ALL' },
        }),
      ],
      TimeToLiveSpecification: { AttributeName: TABLE_DEFINITION.timeToLiveAttribute, Enabled: true },
    });
  });

  it('is on-demand, with point-in-time recovery and deletion protection, and kept when the stack goes', () => {
    synthesized.template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'RetainExceptOnCreate',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({
        BillingMode: 'PAY_PER_REQUEST',
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        DeletionProtectionEnabled: true,
      }),
    });
  });
});

describe('secrets construct', () => {
  let synthesized: Synthesized;
  beforeAll(() => {
    synthesized = synthesize();
  });

  it('creates the Paddle API key and webhook secrets and the challenge cookie key with no value in the template', () => {
    // Assess
    const secrets = Object.values(synthesized.template.findResources('AWS::SecretsManager::Secret'));
    const paddle = secrets.filter((secret) => String(secret.Properties.Description).includes('Paddle'));
    expect(paddle).toHaveLength(2);
    for (const secret of paddle) {
      expect(secret.Properties.SecretString).toBeUndefined();
      expect(secret.DeletionPolicy).toBe('RetainExceptOnCreate');
    }
  });

  it('creates an ECC P-256 sign/verify KMS key for licence keys, kept when the stack goes', () => {
    synthesized.template.hasResource('AWS::KMS::Key', {
      DeletionPolicy: 'RetainExceptOnCreate',
      Properties: Match.objectLike({ KeySpec: 'ECC_NIST_P256', KeyUsage: 'SIGN_VERIFY' }),
    });
  });
});

describe('stack outputs', () => {
  it('gives the site, webhook and payment-link URLs, the distribution name and the user pool and client ids', () => {
    // Prepare
    const { template } = synthesize();

    // Act
    const outputs = template.findOutputs('*');

    // Assess
    expect(Object.keys(outputs)).toEqual(
      expect.arrayContaining([
        'SiteUrl',
        'DistributionDomainName',
        'PaddleWebhookUrl',
        'PaddleDefaultPaymentLink',
        'UserPoolId',
        'UserPoolClientId',
      ]),
    );
    expect(JSON.stringify(outputs.PaddleWebhookUrl!.Value)).toContain('/api/webhooks/paddle');
    expect(JSON.stringify(outputs.SiteUrl!.Value)).toContain('DomainName');
  });
});
