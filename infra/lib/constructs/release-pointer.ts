import { type CfnElement, Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as ssm from 'aws-cdk-lib/aws-ssm';
import { Construct } from 'constructs';
import { LEDGER_PREFIX } from '@site/lambdas/release-pointer';
import { acknowledge } from '../nag';
import { releaseParameter } from '../parameters';

/** What reading and moving the pointer takes; no more (no ListKeys, no UpdateKeys, no DeleteKey). */
export const POINTER_ACTIONS = [
  'cloudfront-keyvaluestore:DescribeKeyValueStore',
  'cloudfront-keyvaluestore:GetKey',
  'cloudfront-keyvaluestore:PutKey',
] as const;

/**
 * The release pointer and its audit ledger, in the backend stack beside the automatic rollback that
 * writes them (the edge stack, made after, associates the store with its function):
 *
 * - the KeyValueStore, created empty and never imported into, so no deployment writes the pointer
 *   and a routine `cdk deploy` cannot undo a rollback;
 * - the ledger bucket: one object a change under `ledger/`, versioned, put and read, never deleted
 *   by anyone the stack grants (a team that releases cannot rewrite who did what);
 * - SSM parameters naming both for `npm run release -- --aws`.
 */
export class ReleasePointer extends Construct {
  readonly store: cloudfront.KeyValueStore;
  readonly ledger: s3.Bucket;

  constructor(scope: Construct, id: string, props: { readonly siteName: string }) {
    super(scope, id);
    this.store = new cloudfront.KeyValueStore(this, 'ReleasePointer', {
      comment: 'The site release pointer (stable, candidate, share) and each stored release',
    });
    this.ledger = new s3.Bucket(this, 'Ledger', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: true,
      removalPolicy: RemovalPolicy.RETAIN,
      lifecycleRules: [{ id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: Duration.days(7) }],
    });
    new ssm.StringParameter(this, 'StoreArn', {
      parameterName: releaseParameter(props.siteName, 'kvs-arn'),
      stringValue: this.store.keyValueStoreArn,
      description: 'The release pointer (CloudFront KeyValueStore), for npm run release -- --aws.',
    });
    new ssm.StringParameter(this, 'LedgerBucket', {
      parameterName: releaseParameter(props.siteName, 'ledger-bucket'),
      stringValue: this.ledger.bucketName,
      description: 'The audit ledger of the release pointer, for npm run release -- --aws.',
    });
    acknowledge(this.ledger, {
      'AwsSolutions-S1': 'Each object is itself an audit record (who, when, from, to, why), written once; CloudTrail records the API calls.',
    });
  }

  /** Reading and moving the pointer, and adding to the ledger: the automatic rollback's and each team's. */
  pointerStatements(): iam.PolicyStatement[] {
    return [
      new iam.PolicyStatement({ actions: [...POINTER_ACTIONS], resources: [this.store.keyValueStoreArn] }),
      // An entry is added, never replaced (G3): S3 refuses a put without If-None-Match: * here.
      new iam.PolicyStatement({
        actions: ['s3:PutObject'],
        resources: [this.ledger.arnForObjects(`${LEDGER_PREFIX}*`)],
        conditions: { StringEquals: { 's3:if-none-match': '*' } },
      }),
    ];
  }

  /** Reading the pointer, to know whether a release is published and pages are signed: GetKey, nothing else. */
  grantReadPointer(fn: lambda.Function): void {
    fn.addToRolePolicy(new iam.PolicyStatement({ actions: ['cloudfront-keyvaluestore:GetKey'], resources: [this.store.keyValueStoreArn] }));
  }

  grantRollback(fn: lambda.Function): void {
    for (const statement of this.pointerStatements()) fn.addToRolePolicy(statement);
    acknowledge(fn.role ?? fn, {
      [`AwsSolutions-IAM5[Resource::<${fn.stack.getLogicalId(this.ledger.node.defaultChild as CfnElement)}.Arn>/${LEDGER_PREFIX}*]`]: `The ledger's objects are named by time (${LEDGER_PREFIX}<time>-<random>.json): the function may add any under that prefix, and nothing else.`,
    });
  }
}
