import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { SiteWebAcl } from '../constructs/site-web-acl';

export interface WafStackProps extends StackProps {
  /** The web ACL's name, known before deployment so the us-east-1 alarms can name its metrics. */
  readonly webAclName: string;
  /** ElevenLabs' addresses (`site:elevenLabsSourceIps`): only they may call its webhook and the agents' server tools. */
  readonly elevenLabsSourceIps?: readonly string[];
}

/**
 * The distribution's web ACL. CloudFront only accepts web ACLs created in us-east-1, so this stack
 * lives there and hands its ARN to the edge stack through CDK's cross-region references.
 */
export class WafStack extends Stack {
  readonly webAclArn: string;
  readonly firewall: SiteWebAcl;

  constructor(scope: Construct, id: string, props: WafStackProps) {
    super(scope, id, { ...props, crossRegionReferences: true });
    if (props.env?.region !== 'us-east-1') throw new Error('The CloudFront web ACL must be deployed to us-east-1.');
    this.firewall = new SiteWebAcl(this, 'Firewall', { name: props.webAclName, elevenLabsSourceIps: props.elevenLabsSourceIps });
    this.webAclArn = this.firewall.webAcl.attrArn;
  }
}
