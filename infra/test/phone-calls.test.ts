import { describe, expect, it } from 'vitest';
import { API_PATHS, PHONE_CALL_CHECK_PATH, PHONE_CALL_REFUSALS } from '@site/contracts';
import { PHONE_CALL_BUDGET_ALARM_PERCENT } from '@site/lambdas/metrics';
import { PHONE_CALL_REFUSAL_ALARMS } from '../lib/constructs/backend-alarms';
import { synthesizeSite } from './support/synth-site';

/**
 * "Have Lumi call me" in the cloud: the WAF's challenge and per-IP rate on the call's path, and the
 * alarms that watch its budget, its failures and its refusals by reason. The function's own
 * permissions, secrets and settings are in backend-stack.test.ts, with every function's.
 */
const site = synthesizeSite({ 'site:alarmEmail': 'ops@example.org' });

interface Rule {
  Name: string;
  Priority: number;
  Action?: Record<string, unknown>;
  ChallengeConfig?: unknown;
  Statement: Record<string, any>;
}
const rules = () => {
  const [acl] = Object.values(site.template(site.stacks.waf).findResources('AWS::WAFv2::WebACL'));
  return acl!.Properties.Rules as Rule[];
};

/** What WAF's URL_DECODE, NORMALIZE_PATH and LOWERCASE make of a path (waf-stack.test.ts checks the transformations themselves). */
function transformed(path: string): string {
  const decoded = path.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const segments: string[] = [];
  for (const segment of decoded.split('/').slice(1)) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}${decoded.endsWith('/') && segments.length ? '/' : ''}`.toLowerCase();
}

function statementMatches(statement: Record<string, any>, path: string): boolean {
  if (statement.OrStatement) return (statement.OrStatement.Statements as Record<string, any>[]).some((inner) => statementMatches(inner, path));
  if (statement.RegexMatchStatement) return new RegExp(statement.RegexMatchStatement.RegexString as string).test(transformed(path));
  const match = statement.ByteMatchStatement;
  const seen = transformed(path);
  return match.PositionalConstraint === 'EXACTLY' ? seen === match.SearchString : seen.startsWith(match.SearchString);
}

describe('the WAF in front of "Have Lumi call me"', () => {
  it("challenges a request for a call (AWS WAF's Challenge action) and the check page the widget loads when challenged", () => {
    const rule = rules().find((candidate) => candidate.Name === 'PhoneCallChallenge')!;
    expect(rule.Action).toEqual({ Challenge: {} });
    expect(rule.ChallengeConfig).toEqual({ ImmunityTimeProperty: { ImmunityTime: 300 } });
    expect(rule.Statement.OrStatement.Statements).toContainEqual(
      expect.objectContaining({
        RegexMatchStatement: expect.objectContaining({
          TextTransformations: [
            { Priority: 0, Type: 'URL_DECODE' },
            { Priority: 1, Type: 'NORMALIZE_PATH' },
            { Priority: 2, Type: 'LOWERCASE' },
          ],
        }),
      }),
    );
  });

  it.each([
    [API_PATHS.phoneCall, true],
    ['/api/phone-call/', true],
    ['/API/Phone%2DCall', true],
    ['/api//phone-call', true],
    [PHONE_CALL_CHECK_PATH, true],
    // How the call goes, which the panel asks every few seconds, is not challenged: the call was.
    [API_PATHS.phoneCallStatus, false],
    [API_PATHS.voiceToken, false],
    ['/ua/products/lumi-ai', false],
  ])('challenges %s: %s', (path, challenged) => {
    expect(statementMatches(rules().find((rule) => rule.Name === 'PhoneCallChallenge')!.Statement, path)).toBe(challenged);
  });

  it('blocks an IP that asks for more than 10 calls in five minutes, before any challenge, answering 429 in the API’s format', () => {
    const rate = rules().find((rule) => rule.Name === 'PhoneCallRatePerIp')!;
    const challenge = rules().find((rule) => rule.Name === 'PhoneCallChallenge')!;
    expect(rate.Priority).toBeLessThan(challenge.Priority);
    expect(rate.Action).toEqual({
      Block: { CustomResponse: { ResponseCode: 429, CustomResponseBodyKey: 'rate_limited', ResponseHeaders: [{ Name: 'Retry-After', Value: '300' }] } },
    });
    expect(rate.Statement.RateBasedStatement).toMatchObject({ AggregateKeyType: 'IP', EvaluationWindowSec: 300, Limit: 10 });
    expect(statementMatches(rate.Statement.RateBasedStatement.ScopeDownStatement, '/api/phone-call/')).toBe(true);
    expect(statementMatches(rate.Statement.RateBasedStatement.ScopeDownStatement, API_PATHS.phoneCallStatus)).toBe(false);
  });
});

describe('the alarms of "Have Lumi call me"', () => {
  type Alarm = { Properties: Record<string, any> };
  const alarms = () => Object.values(site.template(site.stacks.monitoring).findResources('AWS::CloudWatch::Alarm')) as Alarm[];
  const alarmNamed = (name: string) => alarms().find((alarm) => alarm.Properties.AlarmName === name)?.Properties;

  it("rings at 80 % of the day's call minutes, before the hard stop", () => {
    expect(alarmNamed('site-PhoneCallBudget')).toMatchObject({
      Namespace: 'Site/Backend',
      MetricName: 'PhoneCallBudgetUsedPercent',
      Statistic: 'Maximum',
      Threshold: PHONE_CALL_BUDGET_ALARM_PERCENT,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
    expect(PHONE_CALL_BUDGET_ALARM_PERCENT).toBe(80);
  });

  it('rings when a call a visitor asked for was not placed', () => {
    expect(alarmNamed('site-PhoneCallsFailed')).toMatchObject({ MetricName: 'PhoneCallsFailed', Statistic: 'Sum', Threshold: 1 });
  });

  it("watches every refusal but night by its own reason, a few tries of fraud up, the site's own limits from the first", () => {
    const watched = PHONE_CALL_REFUSALS.filter((reason) => reason !== 'night_in_callee_zone');
    expect(Object.keys(PHONE_CALL_REFUSAL_ALARMS).sort()).toEqual([...watched].sort());
    for (const reason of watched) {
      const alarm = alarmNamed(`site-PhoneCallsRefused-${reason.replaceAll('_', '-')}`);
      expect(alarm, reason).toMatchObject({ MetricName: 'PhoneCallsRefused', Threshold: PHONE_CALL_REFUSAL_ALARMS[reason]!.threshold });
      expect(alarm!.Dimensions).toEqual(
        expect.arrayContaining([
          { Name: 'reason', Value: reason },
          { Name: 'service', Value: 'site-backend' },
        ]),
      );
    }
    expect(alarmNamed('site-PhoneCallsRefused-daily-budget-spent')).toMatchObject({ Threshold: 1 });
    expect(alarmNamed('site-PhoneCallsRefused-country-not-served')).toMatchObject({ Threshold: 5 });
  });

  it("has the dashboard's row of calls placed, booked, failed, the budget and the refusals by reason", () => {
    const [dashboard] = Object.values(site.template(site.stacks.monitoring).findResources('AWS::CloudWatch::Dashboard'));
    const body = JSON.stringify(dashboard!.Properties.DashboardBody);
    for (const title of [
      'Phone calls: placed, booked for the morning, refused by the callee, failed',
      "Phone calls: share of the day's minutes reserved (%)",
      'Phone calls: refused, by reason',
    ]) {
      expect(body).toContain(title.replaceAll("'", "\\\\'").replace(/\\\\'/g, "'"));
    }
    expect(body).toContain('PhoneCallsRefused');
    expect(body).toContain('PhoneCalleesRefused');
  });
});

describe('the check page the widget frames when the WAF challenges a call', () => {
  it('is served by a behaviour of its own, whose headers let only the site frame it', () => {
    const [distribution] = Object.values(site.template(site.stacks.edge).findResources('AWS::CloudFront::Distribution'));
    const behaviours = distribution!.Properties.DistributionConfig.CacheBehaviors as { PathPattern: string; ResponseHeadersPolicyId: unknown }[];
    const check = behaviours.find((behaviour) => behaviour.PathPattern === PHONE_CALL_CHECK_PATH);
    const other = behaviours.find((behaviour) => behaviour.PathPattern === '/assets/*');
    expect(check).toBeDefined();
    expect(check!.ResponseHeadersPolicyId).not.toEqual(other!.ResponseHeadersPolicyId);
    const policies = Object.values(site.template(site.stacks.edge).findResources('AWS::CloudFront::ResponseHeadersPolicy')).map(
      (policy) => policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig,
    );
    expect(policies.map((config) => config.FrameOptions.FrameOption).sort()).toEqual(['DENY', 'SAMEORIGIN']);
    const framed = policies.find((config) => config.FrameOptions.FrameOption === 'SAMEORIGIN')!;
    expect(framed.ContentSecurityPolicy.ContentSecurityPolicy).toContain("frame-ancestors 'self'");
  });
});
