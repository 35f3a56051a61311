import { describe, expect, it } from 'vitest';
import { securityHeaders } from '@site/platform/security-headers';
import { DATA_POLICY, ELEVENLABS_ENVIRONMENTS } from '@site/model';
import { responseHeadersFrom } from '../lib/constructs/security-headers-policy';
import { synthesizeSite } from './support/synth-site';

const site = synthesizeSite();

interface PolicyConfig {
  SecurityHeadersConfig: {
    ContentSecurityPolicy: { ContentSecurityPolicy: string; Override: boolean };
    StrictTransportSecurity: { AccessControlMaxAgeSec: number; IncludeSubdomains: boolean; Preload: boolean; Override: boolean };
    ContentTypeOptions?: { Override: boolean };
    FrameOptions: { FrameOption: string; Override: boolean };
    ReferrerPolicy: { ReferrerPolicy: string; Override: boolean };
  };
  CustomHeadersConfig?: { Items: Array<{ Header: string; Value: string; Override: boolean }> };
}

/** The policy of every behaviour but the phone call's check page (which the site's pages may frame: phone-calls.test.ts). */
function policyConfig(): PolicyConfig {
  const policies = Object.values(site.template(site.stacks.edge).findResources('AWS::CloudFront::ResponseHeadersPolicy')).map(
    (policy) => policy.Properties.ResponseHeadersPolicyConfig as PolicyConfig,
  );
  return policies.find((config) => config.SecurityHeadersConfig.FrameOptions.FrameOption === 'DENY')!;
}

/** The headers a browser gets from CloudFront with this policy, written the way the twin writes them. */
function headersSentByCloudFront(config: PolicyConfig): Record<string, string> {
  const security = config.SecurityHeadersConfig;
  const hsts = security.StrictTransportSecurity;
  return {
    'content-security-policy': security.ContentSecurityPolicy.ContentSecurityPolicy,
    'strict-transport-security': [`max-age=${hsts.AccessControlMaxAgeSec}`, hsts.IncludeSubdomains && 'includeSubDomains', hsts.Preload && 'preload']
      .filter(Boolean)
      .join('; '),
    ...(security.ContentTypeOptions ? { 'x-content-type-options': 'nosniff' } : {}),
    'x-frame-options': security.FrameOptions.FrameOption,
    'referrer-policy': security.ReferrerPolicy.ReferrerPolicy,
    ...Object.fromEntries((config.CustomHeadersConfig?.Items ?? []).map((item) => [item.Header, item.Value])),
  };
}

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('the response headers policy', () => {
  it('sends exactly the headers the local twin sends (both come from security-headers.ts)', () => {
    expect(headersSentByCloudFront(policyConfig())).toStrictEqual(securityHeaders());
  });

  it('overrides whatever an origin sends, so no bucket or function can weaken a header', () => {
    const config = policyConfig();
    const overrides = [
      ...Object.values(config.SecurityHeadersConfig).map((header) => header.Override),
      ...(config.CustomHeadersConfig?.Items ?? []).map((item) => item.Override),
    ];
    expect(overrides.length).toBeGreaterThan(5);
    expect(overrides.every(Boolean)).toBe(true);
  });

  it('has a CSP without inline or evaluated script, framed by nobody, fitting CloudFront’s limit', () => {
    const csp = policyConfig().SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy;
    const parsed = directives(csp);
    expect(parsed.get('script-src')).toEqual(["'self'", "'inline-speculation-rules'"]);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(parsed.get('default-src')).toEqual(["'self'"]);
    expect(parsed.get('frame-ancestors')).toEqual(["'none'"]);
    expect(parsed.get('object-src')).toEqual(["'none'"]);
    // ElevenLabs in the environment the data policy names, and in no other (infra/test/promises.test.ts).
    const elevenLabs = ELEVENLABS_ENVIRONMENTS[DATA_POLICY.voiceEnvironment];
    expect(parsed.get('connect-src')).toEqual(expect.arrayContaining(["'self'", elevenLabs.apiUrl, elevenLabs.socketOrigin]));
    expect(parsed.get('frame-src')).toEqual(expect.arrayContaining(['https://www.youtube-nocookie.com']));
    expect(csp.length).toBeLessThanOrEqual(1783);
  });

  it('allows the microphone to the site itself only, with HSTS for two years and nosniff', () => {
    const sent = headersSentByCloudFront(policyConfig());
    expect(sent['permissions-policy']).toMatch(/(^|, )microphone=\(self\)(,|$)/);
    expect(sent['permissions-policy']).toMatch(/camera=\(\)/);
    const hsts = policyConfig().SecurityHeadersConfig.StrictTransportSecurity;
    expect(hsts).toEqual({ AccessControlMaxAgeSec: 63072000, IncludeSubdomains: true, Preload: true, Override: true });
    expect(policyConfig().SecurityHeadersConfig.FrameOptions.FrameOption).toBe('DENY');
    expect(policyConfig().SecurityHeadersConfig.ReferrerPolicy.ReferrerPolicy).toBe('strict-origin-when-cross-origin');
  });
});

describe('mapping headers onto a CloudFront policy', () => {
  it('sends headers CloudFront has no setting for as custom headers', () => {
    expect(responseHeadersFrom({ 'cross-origin-opener-policy': 'same-origin' }).customHeadersBehavior).toEqual({
      customHeaders: [{ header: 'cross-origin-opener-policy', value: 'same-origin', override: true }],
    });
  });

  it.each([
    [{ 'x-content-type-options': 'sniff' }, /nosniff/],
    [{ 'x-frame-options': 'ALLOW-FROM https://x' }, /x-frame-options/],
    [{ 'referrer-policy': 'sometimes' }, /referrer-policy/],
    [{ 'strict-transport-security': 'includeSubDomains' }, /max-age/],
  ])('refuses %j, which CloudFront could not send as written', (headers, message) => {
    expect(() => responseHeadersFrom(headers)).toThrow(message);
  });
});
