import { describe, expect, it } from 'vitest';
import { API_PATHS, API_REFUSALS, apiErrorBodySchema, LIMITS } from '@site/contracts';
import { openApiDocument } from '@site/contracts/openapi';
import { DATA_POLICY, ELEVENLABS_ENVIRONMENTS } from '@site/model';
import type { Template } from 'aws-cdk-lib/assertions';
import { synthesizeSite } from './support/synth-site';

/** The rate rules' path transformations, as the template spells them. */
const PATH_TRANSFORMATIONS = [
  { Priority: 0, Type: 'URL_DECODE' },
  { Priority: 1, Type: 'NORMALIZE_PATH' },
  { Priority: 2, Type: 'LOWERCASE' },
];

/** What WAF's text transformations do to a path, as its documentation describes them. */
const TRANSFORM: Record<string, (text: string) => string> = {
  URL_DECODE: (text) => text.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  NORMALIZE_PATH: (text) => {
    const segments: string[] = [];
    for (const segment of text.split('/').slice(1)) {
      if (segment === '' || segment === '.') continue;
      if (segment === '..') segments.pop();
      else segments.push(segment);
    }
    return `/${segments.join('/')}${text.endsWith('/') && segments.length ? '/' : ''}`;
  },
  LOWERCASE: (text) => text.toLowerCase(),
  NONE: (text) => text,
};

/** Whether a byte-match statement of the template matches a URI path, its transformations applied in order. */
function wafMatches(
  statement: { PositionalConstraint: string; SearchString: string; TextTransformations: Array<{ Priority: number; Type: string }> },
  path: string,
) {
  const seen = [...statement.TextTransformations].sort((a, b) => a.Priority - b.Priority).reduce((text, t) => TRANSFORM[t.Type]!(text), path);
  return statement.PositionalConstraint === 'EXACTLY' ? seen === statement.SearchString : seen.startsWith(statement.SearchString);
}

const site = synthesizeSite();

interface Rule {
  Name: string;
  Priority: number;
  Action?: Record<string, unknown>;
  OverrideAction?: Record<string, unknown>;
  Statement: Record<string, any>;
}

interface WebAclProperties {
  Name: string;
  Scope: string;
  DefaultAction: unknown;
  Rules: Rule[];
  CustomResponseBodies: Record<string, { ContentType: string; Content: string }>;
  AssociationConfig: unknown;
}

function webAcl() {
  const [acl] = Object.values(site.template(site.stacks.waf).findResources('AWS::WAFv2::WebACL'));
  return acl!.Properties as WebAclProperties;
}

/** A block answered with the API's JSON error body under `key`, the status and the headers given. */
/** Every path but the post-call webhook's. */
const NOT_THE_WEBHOOK = {
  NotStatement: {
    Statement: {
      ByteMatchStatement: {
        FieldToMatch: { UriPath: {} },
        PositionalConstraint: 'EXACTLY',
        SearchString: API_PATHS.elevenLabsWebhook,
        TextTransformations: [{ Priority: 0, Type: 'NONE' }],
      },
    },
  },
};

const blockWith = (status: number, key: string, headers?: Array<{ Name: string; Value: string }>) => ({
  Block: { CustomResponse: { ResponseCode: status, CustomResponseBodyKey: key, ...(headers ? { ResponseHeaders: headers } : {}) } },
});

describe('the web ACL', () => {
  it('counts single addresses only, which an IPv6 /64 has without end: no rule claims a prefix, and every rate rule is per IP or per ASN (F2)', () => {
    const rates = webAcl()
      .Rules.filter((rule) => rule.Statement.RateBasedStatement)
      .map((rule) => rule.Statement.RateBasedStatement);
    for (const rate of rates) {
      if (rate.AggregateKeyType === 'IP') continue;
      expect(rate).toMatchObject({ AggregateKeyType: 'CUSTOM_KEYS', CustomKeys: [{ ASN: {} }] });
    }
    // WAF's IP key takes no prefix length (RateLimitIP is `{}`): the /56 is counted by the functions (lambdas/shared/network-allowance.ts).
    expect(JSON.stringify(rates)).not.toMatch(/Prefix|Mask|\/64|\/56/i);
  });

  it.each([
    [API_PATHS.leads, 10],
    [API_PATHS.saveVoiceConversation, 3],
    [API_PATHS.sendTelegramNotification, 3],
    [API_PATHS.voiceToken, 2],
    [API_PATHS.voiceFeedback, 2],
  ])('caps what one ASN sends %s at a tenth of its method throttle, so three providers’ hosts cannot fill it for everybody (F2)', (path, methodRate) => {
    const rules = webAcl().Rules.filter((rule) => rule.Statement.RateBasedStatement?.AggregateKeyType === 'CUSTOM_KEYS');
    const matching = rules.filter((rule) => wafMatches(rule.Statement.RateBasedStatement.ScopeDownStatement.ByteMatchStatement, path));
    expect(matching).toHaveLength(1);
    const [rule] = matching;
    const { Limit, EvaluationWindowSec } = rule!.Statement.RateBasedStatement;
    // A tenth of the route: three providers at their ceiling take at most 30 % of it; ten are needed to fill it.
    expect(Limit * 10).toBeLessThanOrEqual(methodRate * EvaluationWindowSec);
    // A provider's own visitors still get a request every five seconds.
    expect(Limit).toBeGreaterThanOrEqual(60);
    expect(rule!.Action).toEqual(blockWith(429, 'rate_limited', [{ Name: 'Retry-After', Value: String(EvaluationWindowSec) }]));
  });

  it('never caps ElevenLabs’ post-call webhook per ASN: its sender is one provider’s cloud (F2)', () => {
    const rules = webAcl().Rules.filter((rule) => rule.Statement.RateBasedStatement?.AggregateKeyType === 'CUSTOM_KEYS');
    for (const rule of rules) {
      expect(wafMatches(rule.Statement.RateBasedStatement.ScopeDownStatement.ByteMatchStatement, API_PATHS.elevenLabsWebhook)).toBe(false);
    }
  });

  /** The rule that keeps ElevenLabs' paths for its addresses, the IP sets it reads and the refusal, as one template has them. */
  function elevenLabsOnly(template: Template) {
    const sets = Object.entries(template.findResources('AWS::WAFv2::IPSet')).map(([id, { Properties }]) => ({ id, ...Properties }));
    const [acl] = Object.values(template.findResources('AWS::WAFv2::WebACL'));
    const properties = acl!.Properties as WebAclProperties & { CustomResponseBodies: Record<string, { Content: string }> };
    const rule = properties.Rules.find((candidate) => candidate.Name === 'ElevenLabsPathsFromElevenLabsOnly');
    return { sets, rule, rules: properties.Rules, bodies: properties.CustomResponseBodies };
  }

  it('answers the paths only ElevenLabs calls (its webhook, the agents’ server tools) from the addresses it documents alone, by default, so forged posts from endless IPv6 addresses never reach their throttles (F2)', () => {
    const { sets, rule, rules, bodies } = elevenLabsOnly(site.template(site.stacks.waf));
    expect(sets.map(({ IPAddressVersion, Addresses, Scope }) => ({ IPAddressVersion, Addresses, Scope }))).toEqual([
      { IPAddressVersion: 'IPV4', Addresses: [...ELEVENLABS_ENVIRONMENTS[DATA_POLICY.voiceEnvironment].egressAddresses], Scope: 'CLOUDFRONT' },
    ]);
    expect(rule!.Action).toEqual({ Block: { CustomResponse: { ResponseCode: 403, CustomResponseBodyKey: 'request_refused' } } });
    expect(apiErrorBodySchema.parse(JSON.parse(bodies.request_refused!.Content))).toEqual(API_REFUSALS.notFromElevenLabs);
    expect(new Set(rules.map((candidate) => candidate.Priority)).size).toBe(rules.length);
    const [paths, notFrom] = rule!.Statement.AndStatement.Statements;
    const matchesPath = (path: string) =>
      paths.OrStatement.Statements.some((statement: { ByteMatchStatement: Parameters<typeof wafMatches>[0] }) =>
        wafMatches(statement.ByteMatchStatement, path),
      );
    const called = [API_PATHS.elevenLabsWebhook, API_PATHS.estimateTool, API_PATHS.productFactsTool, API_PATHS.agentMeetingTimes, API_PATHS.agentMeetings];
    for (const path of [...called, '/api/ElevenLabs-Webhook', '/api//agent-meetings/', '/api/Agent%2DEstimate']) expect(matchesPath(path)).toBe(true);
    for (const other of [API_PATHS.leads, API_PATHS.voiceToken, API_PATHS.meetings, API_PATHS.meetingTimes, API_PATHS.phoneCall, '/'])
      expect(matchesPath(other)).toBe(false);
    expect(notFrom.NotStatement.Statement.IPSetReferenceStatement.Arn['Fn::GetAtt'][0]).toBe(sets[0]!.id);
    // The OpenAPI document calls the same operations ElevenLabs' and describes this 403 for them.
    const document = openApiDocument() as { paths: Record<string, Record<string, { tags?: string[] }>> };
    const fromServer = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.values(item).some((operation) => operation.tags?.includes('webhooks')) ? [path] : [],
    );
    expect([...fromServer].sort()).toEqual([...called].sort());
  });

  it('takes other addresses, IPv6 among them, when told, and lets every address through on "any"', () => {
    const told = synthesizeSite({ 'site:elevenLabsSourceIps': '34.67.146.145/32, 2600:1900:4000::/48' });
    const { sets, rule } = elevenLabsOnly(told.template(told.stacks.waf));
    expect(sets.map(({ IPAddressVersion, Addresses }) => ({ IPAddressVersion, Addresses }))).toEqual([
      { IPAddressVersion: 'IPV4', Addresses: ['34.67.146.145/32'] },
      { IPAddressVersion: 'IPV6', Addresses: ['2600:1900:4000::/48'] },
    ]);
    const referenced = rule!.Statement.AndStatement.Statements[1].NotStatement.Statement.OrStatement.Statements.map(
      (statement: { IPSetReferenceStatement: { Arn: { 'Fn::GetAtt': [string, string] } } }) => statement.IPSetReferenceStatement.Arn['Fn::GetAtt'][0],
    );
    expect(referenced).toEqual(sets.map(({ id }) => id));
    const open = synthesizeSite({ 'site:elevenLabsSourceIps': 'any' });
    expect(elevenLabsOnly(open.template(open.stacks.waf))).toMatchObject({ sets: [], rule: undefined });
  });

  it('is CloudFront-scoped and therefore deployed to us-east-1', () => {
    expect(site.stacks.waf.region).toBe('us-east-1');
    expect(webAcl()).toMatchObject({ Name: 'site-site', Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
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

  it('blocks an IP that sends too many requests to /api/*, and only counts /api/*, answering 429 in the API’s format', () => {
    const rate = webAcl().Rules.find((rule) => rule.Name === 'ApiRatePerIp')!;
    expect(rate.Action).toEqual(blockWith(429, 'rate_limited', [{ Name: 'Retry-After', Value: '60' }]));
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
          TextTransformations: PATH_TRANSFORMATIONS,
        },
      },
    });
  });

  it('blocks an IP that asks for more than 10 voice tokens in five minutes, counting only the token endpoint', () => {
    const rate = webAcl().Rules.find((rule) => rule.Name === 'TokenRatePerIp')!;
    expect(rate.Action).toEqual(blockWith(429, 'rate_limited', [{ Name: 'Retry-After', Value: '300' }]));
    expect(rate.Statement.RateBasedStatement).toEqual({
      AggregateKeyType: 'IP',
      EvaluationWindowSec: 300,
      Limit: 10,
      ScopeDownStatement: {
        ByteMatchStatement: {
          FieldToMatch: { UriPath: {} },
          PositionalConstraint: 'STARTS_WITH',
          SearchString: '/api/elevenlabs-token',
          TextTransformations: PATH_TRANSFORMATIONS,
        },
      },
    });
  });

  it('blocks an IP that sends more than 20 browser beacons in five minutes, counting only that endpoint', () => {
    const rate = webAcl().Rules.find((rule) => rule.Name === 'ClientSignalRatePerIp')!;
    expect(rate.Action).toEqual(blockWith(429, 'rate_limited', [{ Name: 'Retry-After', Value: '300' }]));
    expect(rate.Statement.RateBasedStatement).toMatchObject({ AggregateKeyType: 'IP', EvaluationWindowSec: 300, Limit: 20 });
    expect(rate.Statement.RateBasedStatement.ScopeDownStatement.ByteMatchStatement).toMatchObject({
      PositionalConstraint: 'STARTS_WITH',
      SearchString: '/api/client-signals',
      TextTransformations: PATH_TRANSFORMATIONS,
    });
  });

  describe('reads a path as the endpoint it reaches, however it is written', () => {
    const scopeOf = (name: string) => webAcl().Rules.find((rule) => rule.Name === name)!.Statement.RateBasedStatement.ScopeDownStatement.ByteMatchStatement;
    it.each([
      ['TokenRatePerIp', '/api/elevenlabs-token', true],
      ['TokenRatePerIp', '/api/elevenlabs%2Dtoken', true],
      ['TokenRatePerIp', '/API/ElevenLabs-Token', true],
      ['TokenRatePerIp', '/%61%70%69/%65levenlabs-token', true],
      ['TokenRatePerIp', '/api//elevenlabs-token', true],
      ['TokenRatePerIp', '/api/./elevenlabs-token', true],
      ['TokenRatePerIp', '/api/x/../elevenlabs-token', true],
      // API Gateway routes a path with a trailing slash to the resource without it.
      ['TokenRatePerIp', '/api/elevenlabs-token/', true],
      ['TokenRatePerIp', '/api/ElevenLabs%2Dtoken//', true],
      ['TokenRatePerIp', '/api/leads', false],
      ['ClientSignalRatePerIp', '/api/Client%2DSignals', true],
      ['ClientSignalRatePerIp', '/api/client-signals', true],
      ['ClientSignalRatePerIp', '/api/client-signals/', true],
      ['ApiRatePerIp', '/%41PI/leads', true],
      ['ApiRatePerIp', '/assets/api/x.js', false],
    ])('%s sees %s: %s', (rule, path, matches) => {
      expect(wafMatches(scopeOf(rule), path)).toBe(matches);
    });
  });

  it('answers a body over the API’s limit with 413 in the API’s format, rather than the managed rule’s 403 at 8 KB', () => {
    const size = webAcl().Rules.find((rule) => rule.Name === 'BodyTooLarge')!;
    expect(size.Action).toEqual(blockWith(413, 'payload_too_large'));
    expect(size.Statement).toEqual({
      AndStatement: {
        Statements: [
          {
            SizeConstraintStatement: {
              FieldToMatch: { Body: { OversizeHandling: 'MATCH' } },
              ComparisonOperator: 'GT',
              Size: LIMITS.bodyMaxBytes,
              TextTransformations: [{ Priority: 0, Type: 'NONE' }],
            },
          },
          NOT_THE_WEBHOOK,
        ],
      },
    });
    // It comes before the managed rules, and the managed 8 KB rule only counts.
    const common = webAcl().Rules.find((rule) => rule.Name === 'AWS-AWSManagedRulesCommonRuleSet')!;
    expect(size.Priority).toBeLessThan(common.Priority);
    expect(common.Statement.ManagedRuleGroupStatement.RuleActionOverrides).toEqual([{ Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } }]);
    // WAF sees every byte of any body the API accepts (32 KB: a form-encoded lead of the longest valid fields, `LIMITS.bodyMaxBytes`).
    expect(webAcl().AssociationConfig).toEqual({ RequestBody: { CLOUDFRONT: { DefaultSizeInspectionLimit: 'KB_32' } } });
  });

  it('spares ElevenLabs’ post-call webhook the API’s body limit and the managed rules that read bodies: its signature guards it', () => {
    const rules = webAcl().Rules;
    for (const name of ['AWS-AWSManagedRulesCommonRuleSet', 'AWS-AWSManagedRulesKnownBadInputsRuleSet']) {
      expect(rules.find((rule) => rule.Name === name)!.Statement.ManagedRuleGroupStatement.ScopeDownStatement).toEqual(NOT_THE_WEBHOOK);
    }
    // The IP reputation list and the per-IP rate limit still apply to it.
    expect(
      rules.find((rule) => rule.Name === 'AWS-AWSManagedRulesAmazonIpReputationList')!.Statement.ManagedRuleGroupStatement.ScopeDownStatement,
    ).toBeUndefined();
    expect(rules.find((rule) => rule.Name === 'ApiRatePerIp')).toBeDefined();
  });

  it('carries the API’s own refusal bodies, which a client reads like any other answer of the API', () => {
    const bodies = webAcl().CustomResponseBodies;
    expect(Object.keys(bodies).sort()).toEqual(['payload_too_large', 'rate_limited', 'request_refused']);
    for (const [key, body] of Object.entries(bodies)) {
      expect(body.ContentType).toBe('APPLICATION_JSON');
      const parsed = apiErrorBodySchema.parse(JSON.parse(body.Content));
      expect(parsed.error).toBe(key);
    }
    expect(JSON.parse(bodies.payload_too_large!.Content)).toEqual(API_REFUSALS.payloadTooLarge);
  });

  it('logs what it blocks or counts, and nothing it lets through, to an aws-waf-logs group kept a month', () => {
    const template = site.template(site.stacks.waf);
    template.hasResourceProperties('AWS::Logs::LogGroup', { LogGroupName: 'aws-waf-logs-site-site', RetentionInDays: 30 });
    template.hasResourceProperties('AWS::WAFv2::LoggingConfiguration', {
      ResourceArn: { 'Fn::GetAtt': [Object.keys(template.findResources('AWS::WAFv2::WebACL'))[0], 'Arn'] },
      // WAF takes the group's ARN without CloudFormation's `:*`.
      LogDestinationConfigs: ['arn:aws:logs:us-east-1:123456789012:log-group:aws-waf-logs-site-site'],
      RedactedFields: [{ SingleHeader: { Name: 'cookie' } }],
      LoggingFilter: {
        DefaultBehavior: 'DROP',
        Filters: [
          { Behavior: 'KEEP', Requirement: 'MEETS_ANY', Conditions: [{ ActionCondition: { Action: 'BLOCK' } }, { ActionCondition: { Action: 'COUNT' } }] },
        ],
      },
    });
  });

  it('publishes metrics and samples for every rule', () => {
    for (const rule of webAcl().Rules as Array<Rule & { VisibilityConfig: Record<string, unknown> }>) {
      expect(rule.VisibilityConfig).toMatchObject({ CloudWatchMetricsEnabled: true, SampledRequestsEnabled: true });
    }
  });
});
