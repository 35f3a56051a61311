import { Aws, Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as ssm from 'aws-cdk-lib/aws-ssm';
import { Construct } from 'constructs';
import { acknowledge } from '../nag';

export interface SiteBucketProps {
  readonly bucketName: string;
  /** SSM parameter holding the id of the distribution allowed to read the bucket. */
  readonly distributionIdParameter: string;
}

/**
 * A private, versioned bucket for one deployable, readable only by the site's CloudFront
 * distribution through Origin Access Control. The distribution id comes from SSM at deploy time,
 * so this stack holds no reference to the edge stack and the edge none to this one.
 */
export class SiteBucket extends Construct {
  readonly bucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: SiteBucketProps) {
    super(scope, id);
    this.bucket = new s3.Bucket(this, 'Bucket', {
      bucketName: props.bucketName,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: true,
      removalPolicy: RemovalPolicy.RETAIN,
      lifecycleRules: [
        {
          id: 'expire-replaced-versions',
          // Replaced entry files stay restorable for a month; hashed assets are never replaced.
          noncurrentVersionExpiration: Duration.days(30),
          abortIncompleteMultipartUploadAfter: Duration.days(7),
        },
      ],
    });

    const distributionId = ssm.StringParameter.valueForStringParameter(this, props.distributionIdParameter);
    const fromDistribution = {
      StringEquals: { 'AWS:SourceArn': `arn:${Aws.PARTITION}:cloudfront::${Aws.ACCOUNT_ID}:distribution/${distributionId}` },
    };
    const cloudFront = new iam.ServicePrincipal('cloudfront.amazonaws.com');
    this.bucket.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'CloudFrontReadsObjects',
        principals: [cloudFront],
        actions: ['s3:GetObject'],
        resources: [this.bucket.arnForObjects('*')],
        conditions: fromDistribution,
      }),
    );
    // With ListBucket a missing key is a 404 (not a 403), which the edge fails over on and turns
    // into the not-found page; without it, a missing asset would look like an access error.
    this.bucket.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'CloudFrontSeesMissingKeys',
        principals: [cloudFront],
        actions: ['s3:ListBucket'],
        resources: [this.bucket.bucketArn],
        conditions: fromDistribution,
      }),
    );

    acknowledge(this.bucket, {
      'AwsSolutions-S1':
        'Reads come only through CloudFront, whose access log records them; writes come only from the stack deployment (CloudTrail). Server access logs would duplicate both.',
    });
  }
}
