import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { acknowledge } from '../nag';
import { DATA_POLICY } from '@site/model';

/**
 * Where CloudFront writes its access logs. Standard logging delivers with object ACLs, so this is
 * the one bucket that keeps ACLs enabled; logs hold visitors' IP addresses and expire as the data policy says.
 */
export class AccessLogBucket extends Construct {
  readonly bucket: s3.Bucket;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.bucket = new s3.Bucket(this, 'Bucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      removalPolicy: RemovalPolicy.RETAIN,
      lifecycleRules: [{ id: 'expire-access-logs', expiration: Duration.days(DATA_POLICY.retentionDays.cdnLogs) }],
    });
    acknowledge(this.bucket, {
      'AwsSolutions-S1': 'This is the access-log bucket itself; logging its own reads would only log the log readers, recursively.',
    });
  }
}
