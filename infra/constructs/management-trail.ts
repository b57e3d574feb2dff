import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { ReadWriteType, Trail } from 'aws-cdk-lib/aws-cloudtrail';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { BlockPublicAccess, Bucket, BucketEncryption } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

/** How long the trail's log files are kept: a year of who changed what, for an investigation after the page. */
export const MANAGEMENT_TRAIL_RETENTION_DAYS = 365;

/**
 * A CloudTrail trail of the stage region's management write events: while one logs them, CloudTrail hands each to
 * EventBridge, where the signing key's watch (monitoring.ts, `SigningKeyEndangered`) finds `DisableKey` and
 * `ScheduleKeyDeletion`. Without a trail EventBridge receives no "AWS API Call via CloudTrail" event at all
 * (ADR 505). One region (the key's), write events only (reads would be most of the volume and none is watched),
 * log files encrypted with a key of its own (rotated yearly) and validated, kept a year in a private bucket.
 */
export class ManagementTrail extends Construct {
  readonly trail: Trail;
  readonly bucket: Bucket;
  readonly key: Key;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const stack = Stack.of(this);
    this.key = new Key(this, 'Key', {
      description: 'Encrypts the management-event trail of the SkyDeck stage',
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    // CloudTrail encrypts with the key only for this account's trails (AWS's documented key policy), and may read
    // the key's description; no name is fixed, so the condition names the account's trails rather than this one.
    const cloudTrail = new ServicePrincipal('cloudtrail.amazonaws.com');
    const accountTrails = `arn:${stack.partition}:cloudtrail:${stack.region}:${stack.account}:trail/*`;
    this.key.addToResourcePolicy(
      new PolicyStatement({
        actions: ['kms:GenerateDataKey*'],
        principals: [cloudTrail],
        resources: ['*'],
        conditions: {
          StringLike: { 'kms:EncryptionContext:aws:cloudtrail:arn': accountTrails, 'aws:SourceArn': accountTrails },
        },
      }),
    );
    this.key.addToResourcePolicy(
      new PolicyStatement({
        actions: ['kms:DescribeKey'],
        principals: [cloudTrail],
        resources: ['*'],
        conditions: { StringLike: { 'aws:SourceArn': accountTrails } },
      }),
    );
    // Kept when the stack goes: an audit log outlives what it audits.
    this.bucket = new Bucket(this, 'Logs', {
      encryption: BucketEncryption.S3_MANAGED,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      removalPolicy: RemovalPolicy.RETAIN,
      lifecycleRules: [{ expiration: Duration.days(MANAGEMENT_TRAIL_RETENTION_DAYS) }],
    });
    this.trail = new Trail(this, 'Trail', {
      bucket: this.bucket,
      encryptionKey: this.key,
      isMultiRegionTrail: false,
      includeGlobalServiceEvents: false,
      managementEvents: ReadWriteType.WRITE_ONLY,
      enableFileValidation: true,
    });
  }
}
