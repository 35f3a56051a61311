import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

export interface SiteWebAclProps {
  /** Requests one IP may send to `/api/*` in a minute before it is blocked for a while. */
  readonly apiRequestsPerMinute?: number;
  /** Voice tokens one IP may ask for in five minutes: each is a billable conversation. */
  readonly tokenRequestsPerFiveMinutes?: number;
}

/** The path prefix the per-IP rate rule watches: every form post and every voice token. */
export const API_PATH_PREFIX = '/api/';

/** The token endpoint, which gets a tighter per-IP rule of its own. */
export const TOKEN_PATH = '/api/elevenlabs-token';

/**
 * The web ACL in front of the distribution (CLOUDFRONT scope, so its stack must be in us-east-1):
 * AWS managed rules against common exploits, known bad inputs and bad-reputation IPs, and a
 * per-IP rate limit on the API, where each call can store a lead or start a billable voice session.
 */
export class SiteWebAcl extends Construct {
  readonly webAcl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, props: SiteWebAclProps = {}) {
    super(scope, id);
    const visibility = (metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty => ({
      cloudWatchMetricsEnabled: true,
      sampledRequestsEnabled: true,
      metricName,
    });
    const perIp = (name: string, priority: number, limit: number, evaluationWindowSec: number, positionalConstraint: string, searchString: string): wafv2.CfnWebACL.RuleProperty => ({
      name,
      priority,
      action: { block: {} },
      statement: {
        rateBasedStatement: {
          aggregateKeyType: 'IP',
          evaluationWindowSec,
          limit,
          scopeDownStatement: {
            byteMatchStatement: { fieldToMatch: { uriPath: {} }, positionalConstraint, searchString, textTransformations: [{ priority: 0, type: 'NONE' }] },
          },
        },
      },
      visibilityConfig: visibility(name),
    });
    const managed = (priority: number, name: string): wafv2.CfnWebACL.RuleProperty => ({
      name: `AWS-${name}`,
      priority,
      overrideAction: { none: {} },
      statement: { managedRuleGroupStatement: { vendorName: 'AWS', name } },
      visibilityConfig: visibility(name),
    });

    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('SiteWebAcl'),
      rules: [
        perIp('ApiRatePerIp', 0, props.apiRequestsPerMinute ?? 60, 60, 'STARTS_WITH', API_PATH_PREFIX),
        // WAF's smallest limit is 10 per window, so the window is five minutes: 2 a minute on average.
        perIp('TokenRatePerIp', 4, props.tokenRequestsPerFiveMinutes ?? 10, 300, 'EXACTLY', TOKEN_PATH),
        managed(1, 'AWSManagedRulesAmazonIpReputationList'),
        managed(2, 'AWSManagedRulesCommonRuleSet'),
        managed(3, 'AWSManagedRulesKnownBadInputsRuleSet'),
      ],
    });
  }
}
