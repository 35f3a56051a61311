import { Stack, type StackProps } from 'aws-cdk-lib';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { NotFoundFunction } from '../constructs/not-found-function';
import { SiteWebAcl } from '../constructs/site-web-acl';

export interface WafStackProps extends StackProps {
  /** The web ACL's name, known before deployment so the us-east-1 alarms can name its metrics. */
  readonly webAclName: string;
  /** ElevenLabs' addresses (`site:elevenLabsSourceIps`): only they may call its webhook and the agents' server tools. */
  readonly elevenLabsSourceIps?: readonly string[];
  /** The origin-response function's name (Lambda@Edge names its log groups after it). */
  readonly notFoundFunctionName: string;
}

/**
 * What CloudFront takes from us-east-1 only: the distribution's web ACL and its origin-response
 * function (Lambda@Edge), whose ARN and version this stack hands to the edge stack through CDK's
 * cross-region references.
 */
export class WafStack extends Stack {
  readonly webAclArn: string;
  readonly firewall: SiteWebAcl;
  /** The origin-response function's version: a missing file's not-found page in its language. */
  readonly notFoundPage: lambda.IVersion;

  constructor(scope: Construct, id: string, props: WafStackProps) {
    super(scope, id, { ...props, crossRegionReferences: true });
    if (props.env?.region !== 'us-east-1') throw new Error('The CloudFront web ACL must be deployed to us-east-1.');
    this.firewall = new SiteWebAcl(this, 'Firewall', { name: props.webAclName, elevenLabsSourceIps: props.elevenLabsSourceIps });
    this.webAclArn = this.firewall.webAcl.attrArn;
    this.notFoundPage = new NotFoundFunction(this, 'NotFoundPage', { functionName: props.notFoundFunctionName }).version;
  }
}
