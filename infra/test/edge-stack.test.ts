import { PHONE_CALL_CHECK_PATH } from '@site/contracts';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { API_FORWARDED_COOKIES, API_FORWARDED_HEADERS } from '@site/lambdas/functions';
import { bundleViewerRequest, bundleViewerResponse } from '@site/platform/edge';
import { REMOTE_APPS, REMOTE_NAMES } from '@site/model';
import { synthesizeSite } from './support/synth-site';

const site = synthesizeSite();
const template = () => site.template(site.stacks.edge);
/** The edge's key as the viewer-request function's code holds it in the template: its secret's dynamic reference (H6). */
const DEPLOYED_EDGE_KEY = '{{resolve:secretsmanager:site/edgeKey:SecretString:k::}}';

type Behavior = Record<string, unknown> & { PathPattern?: string; TargetOriginId: string };
type Origin = { Id: string; DomainName: unknown; OriginAccessControlId?: unknown; S3OriginConfig?: unknown; OriginCustomHeaders?: unknown };

function distributionConfig() {
  const [distribution] = Object.values(template().findResources('AWS::CloudFront::Distribution'));
  return distribution!.Properties.DistributionConfig as {
    DefaultCacheBehavior: Behavior;
    CacheBehaviors: Behavior[];
    Origins: Origin[];
    OriginGroups: { Items: Array<{ Id: string; Members: { Items: Array<{ OriginId: string }> }; FailoverCriteria: unknown }> };
    CustomErrorResponses: Array<Record<string, unknown>>;
    [key: string]: unknown;
  };
}

const bucketDomain = (app: string) => `site-${app}-123456789012-eu-central-1.s3.eu-central-1.amazonaws.com`;

function originOf(behavior: Behavior): Origin {
  return distributionConfig().Origins.find((origin) => origin.Id === behavior.TargetOriginId)!;
}

function behavior(pathPattern: string): Behavior {
  const found = distributionConfig().CacheBehaviors.find((b) => b.PathPattern === pathPattern);
  expect(found, pathPattern).toBeDefined();
  return found!;
}

/** The origin request policy a behaviour names. */
function originRequestPolicyOf(target: Behavior) {
  const { Ref: id } = target.OriginRequestPolicyId as { Ref: string };
  return template().findResources('AWS::CloudFront::OriginRequestPolicy')[id]!.Properties.OriginRequestPolicyConfig;
}

function cachePolicyRef(): unknown {
  return { Ref: Object.keys(template().findResources('AWS::CloudFront::CachePolicy'))[0] };
}

describe('the edge stack', () => {
  it('reads every bucket through one Origin Access Control signing with SigV4, never a public or OAI origin', () => {
    template().resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    template().hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: { OriginAccessControlOriginType: 's3', SigningBehavior: 'always', SigningProtocol: 'sigv4' },
    });
    const [oacId] = Object.keys(template().findResources('AWS::CloudFront::OriginAccessControl'));
    const s3Origins = distributionConfig().Origins.filter((origin) => origin.S3OriginConfig);
    // The release bucket is the first member of each behaviour's origin group: one origin entry per group.
    expect([...new Set(s3Origins.map((origin) => origin.DomainName as string))].sort()).toEqual(
      ['content', 'pages', 'products', 'releases', 'shell', 'voice'].map(bucketDomain),
    );
    for (const origin of s3Origins) {
      expect(origin.OriginAccessControlId).toEqual({ 'Fn::GetAtt': [oacId, 'Id'] });
      expect(origin.S3OriginConfig).toEqual({ OriginAccessIdentity: '' });
    }
  });

  /** The buckets of the origin group a behaviour reads, in order. */
  function groupOf(target: Behavior): { members: unknown[]; failover: unknown } {
    const group = distributionConfig().OriginGroups.Items.find((g) => g.Id === target.TargetOriginId)!;
    expect(group, target.PathPattern ?? 'default').toBeDefined();
    return {
      members: group.Members.Items.map((m) => distributionConfig().Origins.find((o) => o.Id === m.OriginId)!.DomainName),
      failover: group.FailoverCriteria,
    };
  }
  const viewerRequestId = () => {
    const functions = template().findResources('AWS::CloudFront::Function');
    return Object.keys(functions).find((id) => functions[id]!.Properties.FunctionCode === bundleViewerRequest(DEPLOYED_EDGE_KEY));
  };

  it('serves the release bucket first and the first deployment’s pages second on the default behaviour, after the viewer-request function', () => {
    const { DefaultCacheBehavior: fallback } = distributionConfig();
    expect(groupOf(fallback)).toEqual({
      members: [bucketDomain('releases'), bucketDomain('pages')],
      failover: { StatusCodes: { Items: [403, 404], Quantity: 2 } },
    });
    const functions = template().findResources('AWS::CloudFront::Function');
    const idOf = (code: string) => Object.keys(functions).find((id) => functions[id]!.Properties.FunctionCode === code);
    expect(fallback).toMatchObject({
      AllowedMethods: ['GET', 'HEAD'],
      ViewerProtocolPolicy: 'redirect-to-https',
      CachePolicyId: cachePolicyRef(),
      FunctionAssociations: [
        { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [idOf(bundleViewerRequest(DEPLOYED_EDGE_KEY)), 'FunctionARN'] } },
        { EventType: 'viewer-response', FunctionARN: { 'Fn::GetAtt': [idOf(bundleViewerResponse()), 'FunctionARN'] } },
      ],
    });
  });

  it('hands the pages’ functions the viewer’s country without making it part of the cache key, so every visitor shares one cached page', () => {
    const { DefaultCacheBehavior: pages } = distributionConfig();
    expect(originRequestPolicyOf(pages)).toMatchObject({
      HeadersConfig: { HeaderBehavior: 'whitelist', Headers: ['CloudFront-Viewer-Country'] },
      CookiesConfig: { CookieBehavior: 'none' },
      QueryStringsConfig: { QueryStringBehavior: 'none' },
    });
    template().hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: { ParametersInCacheKeyAndForwardedToOrigin: Match.objectLike({ HeadersConfig: { HeaderBehavior: 'none' } }) },
    });
  });

  // CloudFront picks a behaviour by the viewer's path before the function rewrites it to a release's
  // object: every behaviour the function maps must read the release bucket.
  it.each(['products', 'content', 'voice'])(
    'maps /mfe/%s/* to the visitor’s release in the release bucket, that remote’s bucket before any release',
    (name) => {
      const remote = behavior(`/mfe/${name}/*`);
      expect(groupOf(remote).members).toEqual([bucketDomain('releases'), bucketDomain(name)]);
      expect(remote).toMatchObject({
        AllowedMethods: ['GET', 'HEAD'],
        ViewerProtocolPolicy: 'redirect-to-https',
        CachePolicyId: cachePolicyRef(),
        FunctionAssociations: [{ EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [viewerRequestId(), 'FunctionARN'] } }],
      });
    },
  );

  it('maps the shell’s hashed /assets/* to the release bucket’s pool, the shell’s bucket before any release', () => {
    const assets = behavior('/assets/*');
    expect(groupOf(assets).members).toEqual([bucketDomain('releases'), bucketDomain('shell')]);
    expect(assets.FunctionAssociations).toEqual([{ EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [viewerRequestId(), 'FunctionARN'] } }]);
  });

  it('forwards /api/* to API Gateway uncached, with every method, the headers the functions read, the viewer’s address, and the origin key', () => {
    const api = behavior('/api/*');
    expect(api).toMatchObject({
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // Managed-CachingDisabled
      ViewerProtocolPolicy: 'https-only',
    });
    const config = originRequestPolicyOf(api);
    // Exactly what the functions say they read (lambdas/functions.ts), and the viewer's address.
    expect(config.HeadersConfig).toEqual({ HeaderBehavior: 'whitelist', Headers: [...API_FORWARDED_HEADERS] });
    // ElevenLabs' post-call webhook comes through CloudFront (API Gateway wants its origin key): its signature must reach the function.
    expect(config.HeadersConfig.Headers).toEqual(expect.arrayContaining(['Content-Type', 'ElevenLabs-Signature', 'CloudFront-Viewer-Address']));
    expect(config.HeadersConfig.Headers.length).toBeLessThanOrEqual(10);
    expect(config.HeadersConfig.Headers).not.toContain('Host');
    // Exactly the cookies the functions say they read: the thank-you page's lead for the meeting picker, no other.
    expect(config.CookiesConfig).toEqual({ CookieBehavior: 'whitelist', Cookies: [...API_FORWARDED_COOKIES] });
    expect(API_FORWARDED_COOKIES).toEqual(['meeting_lead']);
    const origin = originOf(api);
    expect(JSON.stringify(origin.DomainName)).toContain('.execute-api.eu-central-1.');
    expect(origin.OriginCustomHeaders).toEqual([{ HeaderName: 'x-api-key', HeaderValue: '{{resolve:secretsmanager:site/api-origin-key:SecretString:::}}' }]);
  });

  it('tells the API the host the viewer addressed, overwriting any a client sent, so the API checks Origin without a custom domain (F12)', () => {
    const api = behavior('/api/*') as Behavior & { FunctionAssociations?: Array<{ EventType: string; FunctionARN: { 'Fn::GetAtt': [string, string] } }> };
    expect(api.FunctionAssociations).toHaveLength(1);
    const [association] = api.FunctionAssociations!;
    expect(association!.EventType).toBe('viewer-request');
    const fn = template().findResources('AWS::CloudFront::Function')[association!.FunctionARN['Fn::GetAtt'][0]]!;
    expect(fn.Properties.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
    // The function's code, run as CloudFront runs it on a request (headers by lower-case name, `{ value }`).
    const run = new Function(`${fn.Properties.FunctionCode as string}; return handler;`)() as (event: unknown) => {
      headers: Record<string, { value: string }>;
    };
    const forged = run({ request: { headers: { host: { value: 'd111111abcdef8.cloudfront.net' }, 'x-site-host': { value: 'evil.example' } } } });
    expect(forged.headers['x-site-host']).toEqual({ value: 'd111111abcdef8.cloudfront.net' });
    // It reaches the functions.
    expect(originRequestPolicyOf(api).HeadersConfig.Headers).toContain('X-Site-Host');
  });

  it("answers a missing file with its language's not-found page through the origin-response function, and never turns an error into a 200", () => {
    const config = distributionConfig();
    // No one page for the whole distribution, no other status: the function picks the page, and CloudFront remembers a 404 for 10 s.
    expect(config.CustomErrorResponses).toEqual([{ ErrorCode: 404, ErrorCachingMinTTL: 10 }]);
    const files = [config.DefaultCacheBehavior, ...config.CacheBehaviors.filter((b) => b.PathPattern !== '/api/*')];
    expect(files.map((b) => b.PathPattern ?? 'default')).toEqual([
      'default',
      '/assets/*',
      PHONE_CALL_CHECK_PATH,
      ...REMOTE_NAMES.map((name) => `${REMOTE_APPS[name].basePath}*`),
    ]);
    const arns = files.map((b) => {
      const associations = b.LambdaFunctionAssociations as Array<{ EventType: string; LambdaFunctionARN: unknown }>;
      expect(
        associations.map((a) => a.EventType),
        b.PathPattern ?? 'default',
      ).toEqual(['origin-response']);
      return JSON.stringify(associations[0]!.LambdaFunctionARN);
    });
    // One function, the us-east-1 stack's version, on every behaviour of the site's files; none on the API, whose errors are its own.
    expect(new Set(arns).size).toBe(1);
    expect(arns[0]).toContain('NotFoundPage');
    expect(behavior('/api/*').LambdaFunctionAssociations).toBeUndefined();
  });

  it('runs the not-found function as Lambda@Edge takes it: us-east-1, x86_64, no environment, a numbered version, a role edgelambda assumes', () => {
    const waf = site.template(site.stacks.waf);
    expect(site.stacks.waf.region).toBe('us-east-1');
    const functions = Object.values(waf.findResources('AWS::Lambda::Function')).filter((fn) => fn.Properties.FunctionName === 'site-not-found-page');
    expect(functions).toHaveLength(1);
    const fn = functions[0]!.Properties;
    expect(fn.Runtime).toMatch(/^nodejs\d+\.x$/);
    expect(fn.Architectures ?? ['x86_64']).toEqual(['x86_64']);
    expect(fn.Environment).toBeUndefined();
    expect(Object.keys(waf.findResources('AWS::Lambda::Version'))).toHaveLength(1);
    const [role] = Object.values(waf.findResources('AWS::IAM::Role'));
    const principals = (role!.Properties.AssumeRolePolicyDocument.Statement as Array<{ Principal: { Service: string | string[] } }>).flatMap(
      (s) => s.Principal.Service,
    );
    expect(principals.sort()).toEqual(['edgelambda.amazonaws.com', 'lambda.amazonaws.com']);
  });

  it('caches by the Cache-Control set at upload: minimum TTL 0, nothing from the viewer in the key', () => {
    template().hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: {
        MinTTL: 0,
        MaxTTL: 31536000,
        ParametersInCacheKeyAndForwardedToOrigin: {
          CookiesConfig: { CookieBehavior: 'none' },
          HeadersConfig: { HeaderBehavior: 'none' },
          QueryStringsConfig: { QueryStringBehavior: 'none' },
          EnableAcceptEncodingGzip: true,
          EnableAcceptEncodingBrotli: true,
        },
      },
    });
  });

  it('carries a rotated edge key once its version is named, since CloudFormation resolves a reference again only when the code changes', () => {
    const version = '6f1c2d3e-4a5b-4c6d-8e7f-901a2b3c4d5e';
    const rotated = synthesizeSite({ 'site:edgeKeyVersion': version });
    const code = bundleViewerRequest(`{{resolve:secretsmanager:site/edgeKey:SecretString:k::${version}}}`);
    expect(Object.keys(rotated.template(rotated.stacks.edge).findResources('AWS::CloudFront::Function', { Properties: { FunctionCode: code } }))).toHaveLength(
      1,
    );
    expect(() => synthesizeSite({ 'site:edgeKeyVersion': 'AWSCURRENT' })).toThrow(/client-request-token/);
  });

  it('runs the bundled handlers as cloudfront-js-2.0 functions, the request one reading the backend’s release pointer', () => {
    const [storeId] = Object.keys(site.template(site.stacks.backend).findResources('AWS::CloudFront::KeyValueStore'));
    const [fn] = Object.values(template().findResources('AWS::CloudFront::Function', { Properties: { FunctionCode: bundleViewerRequest(DEPLOYED_EDGE_KEY) } }));
    expect(fn!.Properties).toMatchObject({ AutoPublish: true, FunctionConfig: { Runtime: 'cloudfront-js-2.0' } });
    // The store's ARN, imported from the backend stack (made first, beside the rollback that writes it).
    expect(JSON.stringify(fn!.Properties.FunctionConfig.KeyValueStoreAssociations)).toContain(storeId!);
    template().hasResourceProperties('AWS::CloudFront::Function', {
      FunctionConfig: { Runtime: 'cloudfront-js-2.0', KeyValueStoreAssociations: Match.absent() },
      FunctionCode: bundleViewerResponse(),
    });
  });

  it('creates the release pointer empty: no deployment ever writes or imports its value, so none undoes a rollback', () => {
    const backend = site.template(site.stacks.backend);
    backend.resourceCountIs('AWS::CloudFront::KeyValueStore', 1);
    backend.hasResourceProperties('AWS::CloudFront::KeyValueStore', { ImportSource: Match.absent() });
    template().resourceCountIs('AWS::CloudFront::KeyValueStore', 0);
  });

  it("puts the same response headers policy on every behaviour but the phone call's check page, which the site's own pages may frame", () => {
    const policies = template().findResources('AWS::CloudFront::ResponseHeadersPolicy');
    const policyId = Object.keys(policies).find(
      (id) => policies[id]!.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.FrameOptions.FrameOption === 'DENY',
    );
    const { DefaultCacheBehavior, CacheBehaviors } = distributionConfig();
    for (const b of [DefaultCacheBehavior, ...CacheBehaviors]) {
      if (b.PathPattern === PHONE_CALL_CHECK_PATH) expect(b.ResponseHeadersPolicyId).not.toEqual({ Ref: policyId });
      else expect(b.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    }
  });

  it('logs access to an ACL-enabled, TLS-only bucket that forgets visitors after 90 days', () => {
    const [logBucketId] = Object.keys(
      template().findResources('AWS::S3::Bucket', { Properties: { OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerPreferred' }] } } }),
    );
    expect(distributionConfig().Logging).toEqual({ Bucket: { 'Fn::GetAtt': [logBucketId, 'RegionalDomainName'] }, Prefix: 'cloudfront/' });
    template().hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      LifecycleConfiguration: { Rules: [Match.objectLike({ ExpirationInDays: 90 })] },
    });
    template().hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: logBucketId },
      PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) },
    });
  });

  it('attaches the us-east-1 web ACL and publishes its distribution id for the site buckets', () => {
    expect(distributionConfig().WebACLId).toEqual({
      'Fn::GetStackOutput': { StackName: 'Site-waf', Region: 'us-east-1', OutputName: expect.stringMatching(/WebAcl/) },
    });
    const [distributionId] = Object.keys(template().findResources('AWS::CloudFront::Distribution'));
    template().hasResourceProperties('AWS::SSM::Parameter', { Name: '/site/edge/distribution-id', Type: 'String', Value: { Ref: distributionId } });
  });

  it('uses the default certificate when no domain is configured', () => {
    expect(distributionConfig().Aliases).toBeUndefined();
    expect(distributionConfig().ViewerCertificate).toBeUndefined();
  });
});

describe('the edge stack with a custom domain', () => {
  const custom = synthesizeSite({
    'site:domainName': 'www.example.com',
    'site:certificateArn': 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
  });

  it('serves the domain with its certificate and TLS 1.2 or later only', () => {
    custom.template(custom.stacks.edge).hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: {
        Aliases: ['www.example.com'],
        ViewerCertificate: {
          AcmCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
          MinimumProtocolVersion: 'TLSv1.2_2021',
          SslSupportMethod: 'sni-only',
        },
      },
    });
  });
});
