import { Duration } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';
import { framedBySelf, securityHeaders } from '@site/platform/security-headers';

/**
 * The response headers policy of every behaviour, built from `securityHeaders()`, the list the
 * local twin sends, so the cloud and the twin cannot drift. Headers CloudFront models natively go
 * to its security-headers config; any other goes out as a custom header. Every header overrides
 * what an origin sends, so no origin can weaken it.
 */
export class SecurityHeadersPolicy extends Construct {
  readonly policy: cloudfront.ResponseHeadersPolicy;
  /** The same, for the one page the site's own pages may frame: the phone call's check page. */
  readonly framedBySelfPolicy: cloudfront.ResponseHeadersPolicy;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.policy = new cloudfront.ResponseHeadersPolicy(this, 'Policy', {
      comment: 'Security headers of the site (platform/security-headers.ts)',
      ...responseHeadersFrom(securityHeaders()),
    });
    this.framedBySelfPolicy = new cloudfront.ResponseHeadersPolicy(this, 'FramedBySelfPolicy', {
      comment: "Security headers of the phone call's check page, which the site's own pages may frame",
      ...responseHeadersFrom(framedBySelf(securityHeaders())),
    });
  }
}

type HeaderSettings = Pick<cloudfront.ResponseHeadersPolicyProps, 'securityHeadersBehavior' | 'customHeadersBehavior'>;

export function responseHeadersFrom(headers: Readonly<Record<string, string>>): HeaderSettings {
  const security: { -readonly [K in keyof cloudfront.ResponseSecurityHeadersBehavior]: cloudfront.ResponseSecurityHeadersBehavior[K] } = {};
  const customHeaders: cloudfront.ResponseCustomHeader[] = [];
  for (const [name, value] of Object.entries(headers)) {
    switch (name.toLowerCase()) {
      case 'content-security-policy':
        security.contentSecurityPolicy = { contentSecurityPolicy: value, override: true };
        break;
      case 'strict-transport-security':
        security.strictTransportSecurity = { ...parseHsts(value), override: true };
        break;
      case 'x-content-type-options':
        if (value !== 'nosniff') throw new Error(`CloudFront can only send x-content-type-options: nosniff, not "${value}".`);
        security.contentTypeOptions = { override: true };
        break;
      case 'x-frame-options':
        security.frameOptions = { frameOption: enumValue(cloudfront.HeadersFrameOption, value.toUpperCase(), name), override: true };
        break;
      case 'referrer-policy':
        security.referrerPolicy = { referrerPolicy: enumValue(cloudfront.HeadersReferrerPolicy, value, name), override: true };
        break;
      default:
        customHeaders.push({ header: name, value, override: true });
    }
  }
  return {
    securityHeadersBehavior: security,
    customHeadersBehavior: customHeaders.length ? { customHeaders } : undefined,
  };
}

function parseHsts(value: string): cloudfront.ResponseHeadersStrictTransportSecurity {
  const directives = value.split(';').map((part) => part.trim().toLowerCase());
  const maxAge = directives.find((d) => d.startsWith('max-age='));
  if (!maxAge) throw new Error(`strict-transport-security "${value}" has no max-age.`);
  return {
    accessControlMaxAge: Duration.seconds(Number(maxAge.slice('max-age='.length))),
    includeSubdomains: directives.includes('includesubdomains'),
    preload: directives.includes('preload'),
    override: true,
  };
}

function enumValue<T extends string>(values: Record<string, T>, value: string, header: string): T {
  const match = Object.values(values).find((candidate) => candidate === value);
  if (!match) throw new Error(`CloudFront cannot send ${header}: ${value}.`);
  return match;
}
