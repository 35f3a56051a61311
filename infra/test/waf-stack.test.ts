import { describe, expect, it } from 'vitest';
import { synthesizeSite } from './support/synth-site';

const site = synthesizeSite();

interface Rule {
  Name: string;
  Priority: number;
  Action?: Record<string, unknown>;
  OverrideAction?: Record<string, unknown>;
  Statement: Record<string, any>;
}

function webAcl() {
  const [acl] = Object.values(site.template(site.stacks.waf).findResources('AWS::WAFv2::WebACL'));
  return acl!.Properties as { Scope: string; DefaultAction: unknown; Rules: Rule[] };
}

describe('the web ACL', () => {
  it('is CloudFront-scoped and therefore deployed to us-east-1', () => {
    expect(site.stacks.waf.region).toBe('us-east-1');
    expect(webAcl()).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
  });

  it('applies the AWS managed common, known-bad-input and IP-reputation rules', () => {
    const managed = webAcl()
      .Rules.filter((rule) => rule.Statement.ManagedRuleGroupStatement)
      .map((rule) => [rule.Statement.ManagedRuleGroupStatement.VendorName, rule.Statement.ManagedRuleGroupStatement.Name, rule.OverrideAction]);
    expect(managed).toEqual(
      expect.arrayContaining([
        ['AWS', 'AWSManagedRulesCommonRuleSet', { None: {} }],
        ['AWS', 'AWSManagedRulesKnownBadInputsRuleSet', { None: {} }],
        ['AWS', 'AWSManagedRulesAmazonIpReputationList', { None: {} }],
      ]),
    );
  });

  it('blocks an IP that sends too many requests to /api/*, and only counts /api/*', () => {
    const rate = webAcl().Rules.find((rule) => rule.Name === 'ApiRatePerIp')!;
    expect(rate.Action).toEqual({ Block: {} });
    expect(rate.Priority).toBe(0);
    expect(rate.Statement.RateBasedStatement).toEqual({
      AggregateKeyType: 'IP',
      EvaluationWindowSec: 60,
      Limit: 60,
      ScopeDownStatement: {
        ByteMatchStatement: {
          FieldToMatch: { UriPath: {} },
          PositionalConstraint: 'STARTS_WITH',
          SearchString: '/api/',
          TextTransformations: [{ Priority: 0, Type: 'NONE' }],
        },
      },
    });
  });

  it('blocks an IP that asks for more than 10 voice tokens in five minutes, counting only the token endpoint', () => {
    const rate = webAcl().Rules.find((rule) => rule.Name === 'TokenRatePerIp')!;
    expect(rate.Action).toEqual({ Block: {} });
    expect(rate.Statement.RateBasedStatement).toEqual({
      AggregateKeyType: 'IP',
      EvaluationWindowSec: 300,
      Limit: 10,
      ScopeDownStatement: {
        ByteMatchStatement: {
          FieldToMatch: { UriPath: {} },
          PositionalConstraint: 'EXACTLY',
          SearchString: '/api/elevenlabs-token',
          TextTransformations: [{ Priority: 0, Type: 'NONE' }],
        },
      },
    });
  });

  it('publishes metrics and samples for every rule', () => {
    for (const rule of webAcl().Rules as Array<Rule & { VisibilityConfig: Record<string, unknown> }>) {
      expect(rule.VisibilityConfig).toMatchObject({ CloudWatchMetricsEnabled: true, SampledRequestsEnabled: true });
    }
  });
});
