import { Annotations, CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type * as apigateway from 'aws-cdk-lib/aws-apigateway';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as ssm from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import { REMOTE_APPS, REMOTE_NAMES } from '@site/model';
import type { SiteConfig } from '../config';
import { SiteDistribution } from '../constructs/site-distribution';
import { acknowledge } from '../nag';
import { secretName } from '../parameters';
import { distributionIdParameter, releaseBucketName, siteBucketName, type SiteAppId } from '../site-apps';

export interface EdgeStackProps extends StackProps {
  readonly config: SiteConfig;
  /** The CloudFront-scoped web ACL, from the us-east-1 stack. */
  readonly webAclArn: string;
  /** The origin-response function (Lambda@Edge), from the us-east-1 stack. */
  readonly notFoundPage: lambda.IVersion;
  readonly api: apigateway.RestApi;
  readonly apiOriginHeaders: Readonly<Record<string, string>>;
  /** The release pointer (the backend stack's KeyValueStore). */
  readonly releasePointer: cloudfront.IKeyValueStore;
}

/**
 * The distribution in front of everything. It reaches the site buckets by name and publishes its
 * id to SSM for their bucket policies, so no site stack references this one or another site stack.
 */
export class EdgeStack extends Stack {
  readonly site: SiteDistribution;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, { ...props, crossRegionReferences: true });
    const { config } = props;
    const bucket = (app: SiteAppId) =>
      s3.Bucket.fromBucketAttributes(this, `${app}-bucket`, { bucketName: siteBucketName(config, app), region: config.region });

    this.site = new SiteDistribution(this, 'Site', {
      origins: {
        pages: bucket('pages'),
        shell: bucket('shell'),
        remotes: REMOTE_NAMES.map((name) => ({ basePath: REMOTE_APPS[name].basePath, bucket: bucket(name) })),
        releases: s3.Bucket.fromBucketAttributes(this, 'releases-bucket', { bucketName: releaseBucketName(config), region: config.region }),
        releasePointer: props.releasePointer,
        // By name, as the origin key: the backend stack's secret, resolved at deployment without an import.
        edgeKey: { secretName: secretName(config.name, 'edgeKey'), versionId: config.edgeKeyVersion },
        api: props.api,
        apiOriginHeaders: props.apiOriginHeaders,
      },
      webAclArn: props.webAclArn,
      notFoundPage: props.notFoundPage,
      domainName: config.domainName,
      certificateArn: config.certificateArn,
    });
    const { distribution } = this.site;

    new ssm.StringParameter(this, 'DistributionId', {
      parameterName: distributionIdParameter(config),
      stringValue: distribution.distributionId,
      description: 'The site distribution; the site buckets let only it read them (Origin Access Control).',
    });
    new CfnOutput(this, 'SiteUrl', { value: `https://${config.domainName ?? distribution.distributionDomainName}` });
    // The runbook reads viewers' addresses here: the API's own access log has none (it sees CloudFront's).
    new CfnOutput(this, 'AccessLogBucket', {
      value: this.site.logBucket.bucketName,
      description: "CloudFront's access logs (prefix cloudfront/), with viewers' addresses",
    });

    // The buckets' stacks grant this distribution read access (SiteBucket), from the SSM parameter.
    Annotations.of(this).acknowledgeWarning(
      '@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
      'Each site stack, and the release stack, writes its own bucket policy for this distribution (infra/lib/constructs/site-bucket.ts).',
    );
    acknowledge(distribution, {
      'AwsSolutions-CFR1': 'A public marketing site for every country; there is no region to block.',
      ...(config.domainName
        ? {}
        : {
            'AwsSolutions-CFR4':
              'Without site:domainName the distribution uses the default *.cloudfront.net certificate, whose TLS policy CloudFront fixes. Set site:domainName and site:certificateArn to get TLSv1.2_2021.',
          }),
    });
  }
}
