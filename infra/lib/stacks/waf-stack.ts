import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { SiteWebAcl } from '../constructs/site-web-acl';

/**
 * The distribution's web ACL. CloudFront only accepts web ACLs created in us-east-1, so this stack
 * lives there and hands its ARN to the edge stack through CDK's cross-region references.
 */
export class WafStack extends Stack {
  readonly webAclArn: string;

  constructor(scope: Construct, id: string, props: StackProps) {
    super(scope, id, { ...props, crossRegionReferences: true });
    if (props.env?.region !== 'us-east-1') throw new Error('The CloudFront web ACL must be deployed to us-east-1.');
    this.webAclArn = new SiteWebAcl(this, 'Firewall').webAcl.attrArn;
  }
}
