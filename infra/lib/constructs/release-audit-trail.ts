import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as cloudtrail from 'aws-cdk-lib/aws-cloudtrail';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { acknowledge } from '../nag';

/** How long the trail's record is kept: a year and a month, past any yearly review of who released what. */
export const RELEASE_AUDIT_DAYS = 400;

export interface ReleaseAuditTrailProps {
  readonly trailName: string;
  /** The buckets whose writes are the record: the release bucket (pages, builds) and the ledger's. */
  readonly buckets: readonly s3.IBucket[];
}

/**
 * The audit record of releases (G3): who wrote what to the release and ledger buckets, and who moved
 * the pointer, as AWS itself saw them, not as the ledger's `by` says.
 *
 * - S3 object writes (PutObject, DeleteObject) are data events: CloudTrail's event history never
 *   holds them, so only a trail records them; write-only, on those two buckets alone.
 * - The pointer's changes are calls of the CloudFront KeyValueStore API (PutKey, UpdateKeys,
 *   DeleteKey), CloudFront's management events, logged in us-east-1 as a global service's: the event
 *   history keeps them 90 days for free, and the trail (multi-Region, with global service events)
 *   keeps them with the objects' writes for `RELEASE_AUDIT_DAYS`. Write-only management events: the
 *   account's first copy of them costs nothing.
 *
 * Log file validation signs each hour's files with a digest, so a file removed or altered afterwards
 * shows (`aws cloudtrail validate-logs`).
 */
export class ReleaseAuditTrail extends Construct {
  readonly trail: cloudtrail.Trail;
  readonly bucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: ReleaseAuditTrailProps) {
    super(scope, id);
    this.bucket = new s3.Bucket(this, 'Bucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      removalPolicy: RemovalPolicy.RETAIN,
      lifecycleRules: [{ id: 'expire-audit-record', expiration: Duration.days(RELEASE_AUDIT_DAYS) }],
    });
    acknowledge(this.bucket, {
      'AwsSolutions-S1':
        'The bucket holds the audit trail itself; its writes are CloudTrail delivering, and log file validation shows any file altered or removed.',
    });
    this.trail = new cloudtrail.Trail(this, 'Trail', {
      trailName: props.trailName,
      bucket: this.bucket,
      isMultiRegionTrail: true,
      includeGlobalServiceEvents: true,
      enableFileValidation: true,
      managementEvents: cloudtrail.ReadWriteType.WRITE_ONLY,
    });
    this.trail.addS3EventSelector(
      props.buckets.map((bucket) => ({ bucket })),
      { readWriteType: cloudtrail.ReadWriteType.WRITE_ONLY, includeManagementEvents: false },
    );
  }
}
