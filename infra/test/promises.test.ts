import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CfnElement, Stack } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { SHELL_PAGES, textsOf } from '@site/content';
import { collectionIn } from '@site/content/node';
import { ALL_FUNCTIONS, API_FUNCTIONS } from '@site/lambdas/functions';
import { SETTINGS } from '@site/lambdas/settings';
import { whatSpends } from '@site/lambdas/phone-call-shares';
import { RELEASE_ROLLBACK_RULE } from '@site/lambdas/metrics';
import { DATA_POLICY, ELEVENLABS_ENVIRONMENTS, LANGUAGES, formatDays, type Language } from '@site/model';
import { REPO_ROOT } from '../../repo-layout';
import { synthesizeSite } from './support/synth-site';

/**
 * What the trust and privacy pages, the runbook and infra/README.md promise is what is deployed:
 * each figure is read from the synthesized templates (the infrastructure's own values) and looked
 * for where it is promised, so a throttle, a retention, a region or a TLS policy changed in the
 * code and not in the words, or the other way round, fails here.
 */
const site = synthesizeSite();
const { backend, edge, waf } = site.stacks;
const allStacks: Stack[] = [site.stacks.waf, backend, edge, site.stacks.releases, ...site.stacks.sites, site.stacks.monitoring, site.stacks.edgeMonitoring];
/** A Markdown file's prose with its line breaks and indents as single spaces, as it reads. */
const prose = (path: string) => readFileSync(join(REPO_ROOT, path), 'utf8').replace(/\s+/g, ' ');
const RUNBOOK = prose('docs/runbook.md');
const INFRA_README = prose('infra/README.md');

const TRUST = collectionIn(SHELL_PAGES, REPO_ROOT);
const trustPages = new Map(await Promise.all(LANGUAGES.map(async (lang) => [lang, await TRUST.load('trust', 'page', lang)] as const)));
const trustText = (lang: Language) => textsOf(trustPages.get(lang)).join('\n');
const days = (count: number, lang: Language) => formatDays({ min: count, max: count }, lang);

const resources = (stack: Stack, type: string) => Object.entries(site.template(stack).findResources(type));
const logicalId = (stack: Stack, construct: { node: { defaultChild?: unknown } }) => stack.getLogicalId(construct.node.defaultChild as CfnElement);

describe('the retention periods the pages and the runbook promise', () => {
  const recoveryDays = resources(backend, 'AWS::DynamoDB::GlobalTable').map(
    ([, table]) =>
      (table.Properties.Replicas as { PointInTimeRecoverySpecification: { RecoveryPeriodInDays: number } }[])[0]!.PointInTimeRecoverySpecification
        .RecoveryPeriodInDays,
  );
  const firewallLogDays = resources(waf, 'AWS::Logs::LogGroup').find(([id]) => id === logicalId(waf, waf.firewall.logGroup))![1].Properties
    .RetentionInDays as number;
  const cdnLogDays = (
    resources(edge, 'AWS::S3::Bucket').find(([id]) => id === logicalId(edge, edge.site.logBucket))![1].Properties.LifecycleConfiguration.Rules as {
      ExpirationInDays: number;
    }[]
  )[0]!.ExpirationInDays;

  it.each(LANGUAGES)('are the deployed ones on the trust page in %s: backups and the firewall’s log', (lang) => {
    expect(new Set(recoveryDays)).toEqual(new Set([DATA_POLICY.retentionDays.backups]));
    const text = trustText(lang);
    expect(text).toContain(days(recoveryDays[0]!, lang));
    expect(text).toContain(days(firewallLogDays, lang));
    expect(text).toContain(DATA_POLICY.region);
    expect(backend.region).toBe(DATA_POLICY.region);
  });

  it('are the deployed ones in the runbook and infra/README.md', () => {
    expect(RUNBOOK).toContain(`prefix \`cloudfront/\`, kept ${cdnLogDays} days`);
    expect(RUNBOOK).toContain(`roll off within ${recoveryDays[0]} days`);
    expect(RUNBOOK).toContain(`go after ${DATA_POLICY.retentionDays.functionLogs} days`);
    expect(INFRA_README).toContain(`\`cloudfront/\` prefix, kept ${cdnLogDays} days`);
    expect(INFRA_README).toContain(`in us-east-1, kept ${firewallLogDays} days`);
    expect(INFRA_README).toContain(`the technical logs ${DATA_POLICY.retentionDays.technicalLogs} days`);
  });

  it('keep every log of every stack for a period the pages print, none forever nor CDK’s two years', () => {
    const printed = new Set(Object.values(DATA_POLICY.retentionDays));
    for (const stack of allStacks) {
      for (const [id, group] of resources(stack, 'AWS::Logs::LogGroup')) {
        expect(printed, `${stack.stackName}/${id}`).toContain(group.Properties.RetentionInDays);
      }
      // A function that names no log group of its own writes to one Lambda makes, which never expires.
      for (const [id, fn] of resources(stack, 'AWS::Lambda::Function')) {
        expect(fn.Properties.LoggingConfig?.LogGroup, `${stack.stackName}/${id} logs to a group it does not create`).toBeDefined();
      }
    }
  });

  it('keep the API’s execution log, which API Gateway would create without an end, as long as the technical logs', () => {
    const [[id, group]] = resources(backend, 'AWS::Logs::LogGroup').filter(([groupId]) => groupId === logicalId(backend, backend.api.executionLogs)) as [
      [string, { Properties: Record<string, unknown> }],
    ];
    expect(group.Properties.RetentionInDays).toBe(DATA_POLICY.retentionDays.technicalLogs);
    expect(JSON.stringify(group.Properties.LogGroupName)).toContain('API-Gateway-Execution-Logs_');
    expect(JSON.stringify(group.Properties.LogGroupName)).toContain('/live');
    // The stage waits for the group, so API Gateway never makes its own first.
    const [, stage] = resources(backend, 'AWS::ApiGateway::Stage')[0]!;
    expect(stage.DependsOn).toContain(id);
  });
});

describe('the throttle figures the runbook and infra/README.md give', () => {
  const [, stage] = resources(backend, 'AWS::ApiGateway::Stage')[0]!;
  const settings = stage.Properties.MethodSettings as {
    ResourcePath: string;
    HttpMethod: string;
    ThrottlingRateLimit: number;
    ThrottlingBurstLimit: number;
  }[];
  const whole = settings.find((setting) => setting.ResourcePath === '/*')!;

  it('are the stage’s deployed limits', () => {
    expect(RUNBOOK).toContain(`(${whole.ThrottlingRateLimit} requests a second in all, bursts of ${whole.ThrottlingBurstLimit})`);
    expect(INFRA_README).toContain(`the stage at the sum of them (${whole.ThrottlingRateLimit} rps, burst ${whole.ThrottlingBurstLimit};`);
  });

  it.each(API_FUNCTIONS)('are the deployed limits of $name', (fn) => {
    const method = settings.find((setting) => setting.ResourcePath === `/${fn.path.replaceAll('/', '~1')}`)!;
    expect(method, fn.path).toBeDefined();
    expect(INFRA_README).toContain(`\`${fn.name}\` ${method.ThrottlingRateLimit}/${method.ThrottlingBurstLimit}`);
  });
});

describe('what the runbook says spending the calls takes, and who can trip the rollback (issue 57 §5)', () => {
  const WORDS = [
    'zero',
    'one',
    'two',
    'three',
    'four',
    'five',
    'six',
    'seven',
    'eight',
    'nine',
    'ten',
    'eleven',
    'twelve',
    'thirteen',
    'fourteen',
    'fifteen',
    'sixteen',
    'seventeen',
    'eighteen',
    'nineteen',
    'twenty',
  ];
  const phoneCall = resources(backend, 'AWS::Lambda::Function').find(([id]) => id === logicalId(backend, backend.functions.get('phone-call')!.function))![1];
  const setting = (id: keyof typeof SETTINGS) => Number(phoneCall.Properties.Environment.Variables[SETTINGS[id].name]);
  const calls = Math.floor(setting('phoneCallMinutesPerDay') / setting('phoneCallMaxMinutes'));
  const siteHour = setting('phoneCallsPerHour');

  it("gives the deployed shares' least for the alarm's 80 % and the whole day (whatSpends)", () => {
    const alarm = whatSpends(Math.floor(calls * 0.8), { calls, siteHour });
    const day = whatSpends(calls, { calls, siteHour });
    expect(RUNBOOK).toContain(
      `The whole day (80 % is ${WORDS[alarm.numbers]} calls) takes ${WORDS[alarm.numbers]} numbers from ${WORDS[alarm.wideNetworks]} /16s through ${WORDS[alarm.providers]} providers, over ${WORDS[alarm.hours]} hours; all of it ${WORDS[day.numbers]} numbers from ${WORDS[day.wideNetworks]} /16s through ${WORDS[day.providers]} providers, over ${WORDS[day.hours]} hours.`,
    );
    expect(RUNBOOK).toContain(
      `${WORDS[day.numbers]} numbers from at least ${WORDS[day.wideNetworks]} /16s or /48s through at least ${WORDS[day.providers]} providers, over at least ${WORDS[day.hours]} hours`,
    );
  });

  it("says a booked call fails only past what a day holds: the site's hour taken for two hours is more calls than the day's", () => {
    expect(2 * siteHour).toBeGreaterThan(calls);
    expect(RUNBOOK).toContain(`(${2 * siteHour} calls, more than the day's ${calls} hold once bookings hold theirs)`);
  });

  it('says what a stranger, and a real failure, needs to roll a canary back: the rule’s /16s in the share the edge drew, through its providers (G1)', () => {
    const { networksAtLeast, providersAtLeast } = RELEASE_ROLLBACK_RULE;
    // The /16s it takes to find the rule's networks among those the edge puts in a 10 % and a 25 % share.
    const atTen = networksAtLeast / 0.1;
    const atQuarter = networksAtLeast / 0.25;
    expect(RUNBOOK).toContain(
      `A stranger therefore needs addresses in ${WORDS[networksAtLeast]} /16s the edge happened to put in the share, through ${WORDS[providersAtLeast]} providers: about fifty /16s at a 10 % canary, twenty at 25 %.`,
    );
    expect([atTen, atQuarter]).toEqual([50, 20]);
    expect(RUNBOOK).toContain(`through ${providersAtLeast} or more providers (ASNs), and 10 percentage points more`);
    expect(RUNBOOK).not.toMatch(/stranger with addresses in \w+ \/16s can|bucket is still a cookie/);
    expect(INFRA_README).toContain(
      `a stranger needs addresses in ${WORDS[networksAtLeast]} /16s the edge happened to put there, through ${WORDS[providersAtLeast]} providers: at a 10 % canary about fifty /16s to find ${WORDS[networksAtLeast]}, at 25 % about twenty.`,
    );
    expect(INFRA_README).toContain(`at least ${networksAtLeast} client networks (/16, /48) through at least ${providersAtLeast} providers`);
    expect(INFRA_README).not.toContain('cookie the client picks');
  });
});

describe('the ElevenLabs environment the pages name', () => {
  const environment = ELEVENLABS_ENVIRONMENTS[DATA_POLICY.voiceEnvironment];

  it('is the one every function that calls ElevenLabs is given', () => {
    const calling = ALL_FUNCTIONS.filter((fn) => (fn.settings as readonly string[]).includes('elevenLabsApiUrl'));
    expect(calling.length).toBeGreaterThan(0);
    const functions = new Map(resources(backend, 'AWS::Lambda::Function'));
    for (const { name } of calling) {
      const fn = functions.get(logicalId(backend, backend.functions.get(name)!.function))!;
      expect(fn.Properties.Environment.Variables[SETTINGS.elevenLabsApiUrl.name], name).toBe(environment.apiUrl);
    }
  });

  it('is the only ElevenLabs host browsers may reach', () => {
    const [, policy] = resources(edge, 'AWS::CloudFront::ResponseHeadersPolicy')[0]!;
    const csp = policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy as string;
    const connect = csp
      .split(';')
      .find((directive) => directive.trim().startsWith('connect-src'))!
      .trim()
      .split(/\s+/)
      .slice(1);
    expect(connect.filter((source) => source.includes('elevenlabs')).sort()).toEqual([environment.apiUrl, environment.socketOrigin].sort());
  });
});

describe('the TLS the trust page promises', () => {
  const viewerCertificate = (synthesized: typeof site) => {
    const [distribution] = Object.values(synthesized.template(synthesized.stacks.edge).findResources('AWS::CloudFront::Distribution'));
    return distribution!.Properties.DistributionConfig.ViewerCertificate as Record<string, unknown> | undefined;
  };

  it('is CloudFront’s own certificate, and its policy, without a custom domain', () => {
    expect(viewerCertificate(site)).toBeUndefined();
  });

  it('is the policy the page names on the site’s own domain', () => {
    const withDomain = synthesizeSite({ 'site:domainName': 'www.example.com', 'site:certificateArn': 'arn:aws:acm:us-east-1:123456789012:certificate/x' });
    expect(viewerCertificate(withDomain)).toMatchObject({ MinimumProtocolVersion: DATA_POLICY.tls.customDomainPolicy, SslSupportMethod: 'sni-only' });
    for (const lang of LANGUAGES) expect(trustText(lang)).toContain(DATA_POLICY.tls.customDomainPolicy);
  });
});
