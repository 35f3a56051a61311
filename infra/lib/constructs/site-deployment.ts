import { DefaultStackSynthesizer, IgnoreMode, RemovalPolicy, Stack, Token } from 'aws-cdk-lib';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { groupByCacheControl, isPublished, listBuildFiles } from '@site/platform/build-output';
import { CACHE_IMMUTABLE, CACHE_NO_CACHE } from '@site/platform/cache-control';
import { acknowledge } from '../nag';
import { logRetention } from '../retention';

export interface SiteDeploymentProps {
  readonly bucket: s3.Bucket;
  readonly buildDir: string;
  /** The URL prefix the files are served under; also their key prefix in the bucket. */
  readonly basePath: string;
  /** Names the build in error messages. */
  readonly label: string;
  /** Another build's files (those `files` accepts) deployed beside it, under the same prefix; the build's own win. */
  readonly alsoFrom?: { readonly dir: string; readonly label: string; readonly files: (file: string) => boolean };
}

/**
 * Uploads one build with the Cache-Control the local twin serves it with: one BucketDeployment per
 * Cache-Control value, each carrying only its files. Hashed assets go first and entry files (HTML,
 * manifests, remote entries) last, so a new entry never points at an asset not yet uploaded.
 * Nothing is pruned: tabs opened on the previous release keep loading its hashed chunks. Source
 * maps are never uploaded (`isPublished`). `alsoFrom` adds another build's files under the same
 * prefix (the pages carry the shell's, `site-apps.ts`), never one the build has itself.
 */
export class SiteDeployment extends Construct {
  /** Cache-Control value → the files (relative to the build) deployed with it. */
  readonly groups: ReadonlyMap<string, readonly string[]>;

  constructor(scope: Construct, id: string, props: SiteDeploymentProps) {
    super(scope, id);
    const own = listBuildFiles(props.buildDir, props.label);
    const builds = [{ dir: props.buildDir, files: own, published: new Set(own.filter(isPublished)) }];
    const also = props.alsoFrom;
    if (also) {
      const files = listBuildFiles(also.dir, also.label);
      const owned = new Set(own);
      builds.push({ dir: also.dir, files, published: new Set(files.filter((file) => isPublished(file) && also.files(file) && !owned.has(file))) });
    }
    this.groups = groupByCacheControl(
      builds.flatMap((build) => [...build.published]),
      props.basePath,
    );
    const keyPrefix = props.basePath.replace(/^\//, '') || undefined;

    let previous: s3deploy.BucketDeployment | undefined;
    for (const [cacheControl, groupFiles] of [...this.groups].sort(([a], [b]) => uploadOrder(a) - uploadOrder(b))) {
      const included = new Set(groupFiles);
      const deployment = new s3deploy.BucketDeployment(this, deploymentId(cacheControl), {
        // One asset per build with files in this group: exactly them, nothing never published.
        sources: builds
          .filter((build) => groupFiles.some((file) => build.published.has(file)))
          .map((build) =>
            s3deploy.Source.asset(build.dir, {
              exclude: build.files.filter((file) => !included.has(file) || !build.published.has(file)).map(anchoredPattern),
              ignoreMode: IgnoreMode.GIT,
            }),
          ),
        destinationBucket: props.bucket,
        destinationKeyPrefix: keyPrefix,
        cacheControl: [s3deploy.CacheControl.fromString(cacheControl)],
        prune: false,
        retainOnDelete: true,
        // Hundreds of prerendered pages would overflow the custom resource's response.
        outputObjectKeys: false,
        logGroup: deploymentLogs(this),
      });
      if (previous) deployment.node.addDependency(previous);
      previous = deployment;
    }
    if (previous) acknowledgeHandler(previous, props.bucket);
  }
}

/** Findings on the handler Lambda and role that CDK creates for BucketDeployment and owns. */
function acknowledgeHandler(deployment: s3deploy.BucketDeployment, bucket: s3.Bucket): void {
  const stack = Stack.of(deployment);
  const bucketId = stack.getLogicalId(bucket.node.defaultChild as s3.CfnBucket);
  const assetBucket = `cdk-${DefaultStackSynthesizer.DEFAULT_QUALIFIER}-assets-${stack.account}-${stack.region}`;
  // cdk-nag prints the partition as the template has it: a literal, or the pseudo parameter.
  const partition = Token.isUnresolved(stack.partition) ? '<AWS::Partition>' : stack.partition;
  const scoped = 'BucketDeployment grants it on the CDK asset bucket and on this stack’s site bucket only.';
  acknowledge(deployment.handlerRole, {
    'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]':
      "CDK's deployment handler writes only its own logs, through the AWS managed basic execution policy.",
    'AwsSolutions-IAM5[Action::s3:GetObject*]': scoped,
    'AwsSolutions-IAM5[Action::s3:GetBucket*]': scoped,
    'AwsSolutions-IAM5[Action::s3:List*]': scoped,
    'AwsSolutions-IAM5[Action::s3:DeleteObject*]': `${scoped} With prune off it deletes nothing.`,
    'AwsSolutions-IAM5[Action::s3:Abort*]': `${scoped} It aborts only its own multipart uploads.`,
    [`AwsSolutions-IAM5[Resource::arn:${partition}:s3:::${assetBucket}/*]`]:
      'The handler reads the deployment zip, whose key CDK chooses per release, from the bootstrap asset bucket.',
    [`AwsSolutions-IAM5[Resource::<${bucketId}.Arn>/*]`]: 'The handler writes the release into this stack’s site bucket, any key.',
  });
  const handler = stack.node.children.find((child) => child.node.id.startsWith('Custom::CDKBucketDeployment'));
  if (handler) {
    acknowledge(handler, {
      'AwsSolutions-L1': "CDK's BucketDeployment handler runs on the runtime CDK ships it with; it is not configurable.",
    });
  }
}

/**
 * The log of CDK's deployment handler, one per stack as the handler is: a technical log, kept as
 * long as the pages say such logs are (CDK's own group would keep it two years).
 */
function deploymentLogs(scope: Construct): logs.ILogGroup {
  const stack = Stack.of(scope);
  const existing = stack.node.tryFindChild('DeploymentLogs');
  if (existing) return existing as logs.LogGroup;
  return new logs.LogGroup(stack, 'DeploymentLogs', { retention: logRetention('technicalLogs'), removalPolicy: RemovalPolicy.DESTROY });
}

function uploadOrder(cacheControl: string): number {
  if (cacheControl === CACHE_IMMUTABLE) return 0;
  if (cacheControl === CACHE_NO_CACHE) return 2;
  return 1;
}

/** A stable construct id per Cache-Control value, so a release never replaces a deployment. */
function deploymentId(cacheControl: string): string {
  if (cacheControl === CACHE_IMMUTABLE) return 'HashedAssets';
  if (cacheControl === CACHE_NO_CACHE) return 'EntryFiles';
  return `Files-${cacheControl.replace(/[^A-Za-z0-9]+/g, '-')}`;
}

function anchoredPattern(file: string): string {
  return `/${file.replace(/[\\*?[\]!#]/g, '\\$&')}`;
}
