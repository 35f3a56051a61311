import { Duration } from 'aws-cdk-lib';
import type * as apigateway from 'aws-cdk-lib/aws-apigateway';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { API_FORWARDED_COOKIES, API_FORWARDED_HEADERS, SITE_HOST_HEADER } from '@site/lambdas/functions';
import { DATA_POLICY, VIEWER_COUNTRY_HEADER } from '@site/model';
import { AccessLogBucket } from './access-log-bucket';
import { PHONE_CALL_CHECK_PATH } from '@site/contracts';
import { SecurityHeadersPolicy } from './security-headers-policy';
import { ViewerRequestFunction, type EdgeKeySecret } from './viewer-request-function';

export interface SiteOrigins {
  /** Prerendered pages, looked up first for every path of the default behaviour. */
  readonly pages: s3.IBucket;
  /** The shell's build: its hashed assets and anything the pages don't have. */
  readonly shell: s3.IBucket;
  /** Each remote's bucket by the path it is served under, e.g. `/mfe/content/`. */
  readonly remotes: ReadonlyArray<{ readonly basePath: string; readonly bucket: s3.IBucket }>;
  /**
   * The release bucket (`platform/release/store.ts`'s layout): what the viewer-request function maps
   * pages, entry files and hashed files to once a release pointer exists.
   */
  readonly releases: s3.IBucket;
  /** The KeyValueStore holding the release pointer, which the viewer-request function reads. */
  readonly releasePointer: cloudfront.IKeyValueStore;
  /** The edge key's secret (`SECRETS.edgeKey`), resolved into the viewer-request function's code. */
  readonly edgeKey: EdgeKeySecret;
  readonly api: apigateway.RestApi;
  /** Headers CloudFront adds to every API request (the key that proves the call came through here). */
  readonly apiOriginHeaders: Readonly<Record<string, string>>;
}

export interface SiteDistributionProps {
  readonly origins: SiteOrigins;
  readonly webAclArn: string;
  /**
   * The origin-response function (Lambda@Edge, `platform/edge/not-found-response.ts`) on every
   * behaviour of the site's files: a missing one gets the not-found page in its path's language.
   */
  readonly notFoundPage: lambda.IVersion;
  readonly domainName?: string;
  readonly certificateArn?: string;
}

/**
 * The function on `/api/*` (viewer request): copies the host the viewer addressed into
 * SITE_HOST_HEADER, overwriting any a client sent, so the API knows the site's own origin (its
 * `*.cloudfront.net` name when there is no custom domain) without naming the distribution, which is
 * made after it (lambdas/shared/same-origin.ts).
 */
export const API_VIEWER_REQUEST_CODE = `function handler(event){var r=event.request,h=r.headers.host;delete r.headers['${SITE_HOST_HEADER.toLowerCase()}'];if(h)r.headers['${SITE_HOST_HEADER.toLowerCase()}']={value:h.value};return r}`;

/** How long CloudFront remembers a 404 before asking the buckets again. */
export const NOT_FOUND_TTL = Duration.seconds(10);

/**
 * The one distribution of the site, so pages, remotes and API share an origin and need no CORS.
 *
 * - default: the viewer-request function (the visitor's release from the pointer), then the release
 *   bucket, failing over to the pages bucket of the first deployment before any release exists;
 *   the viewer-response function adds the release's cookies and the viewer's country;
 * - `/assets/*`, `/mfe/<name>/*`: the same function (an entry file of the visitor's release, a hashed
 *   file from the pool), the release bucket, failing over to the shell's or the remote's bucket;
 * - `/api/*`: API Gateway, never cached, with the viewer headers the functions say they read
 *   (`readsHeaders` in lambdas/functions.ts) and the viewer's address, which per-client quotas
 *   count by (CloudFront sets it; no client can). No other viewer header reaches a function.
 *
 * A missing file is answered with the not-found page in its path's language (`/ru/x` gets
 * `/ru/404.html`) and status 404, by the origin-response function the twin's choice is made by:
 * the distribution's custom error responses can name only one page. No error becomes a 200, so a
 * missing module chunk fails cleanly instead of turning into HTML the browser would try to run;
 * the API's own errors reach the browser as the API sent them.
 */
export class SiteDistribution extends Construct {
  readonly distribution: cloudfront.Distribution;
  readonly cachePolicy: cloudfront.CachePolicy;
  readonly apiRequestPolicy: cloudfront.OriginRequestPolicy;
  readonly pageRequestPolicy: cloudfront.OriginRequestPolicy;
  readonly headersPolicy: cloudfront.ResponseHeadersPolicy;
  readonly viewerRequest: cloudfront.Function;
  readonly viewerResponse: cloudfront.Function;
  readonly apiViewerRequest: cloudfront.Function;
  readonly logBucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: SiteDistributionProps) {
    super(scope, id);
    const { origins: sources } = props;
    const headersPolicies = new SecurityHeadersPolicy(this, 'SecurityHeaders');
    this.headersPolicy = headersPolicies.policy;
    const functions = new ViewerRequestFunction(this, 'ViewerRequest', {
      releasePointer: sources.releasePointer,
      edgeKey: sources.edgeKey,
    });
    this.viewerRequest = functions.function;
    this.viewerResponse = functions.responseFunction;
    this.logBucket = new AccessLogBucket(this, 'AccessLogs').bucket;
    this.cachePolicy = new cloudfront.CachePolicy(this, 'StaticFiles', {
      comment: 'Honours the Cache-Control set at upload: no-cache entry files, immutable hashed assets',
      // minTtl 0 lets `no-cache` mean revalidate; anything higher would pin entry files at the edge.
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.hours(1),
      maxTtl: Duration.days(365),
      cookieBehavior: cloudfront.CacheCookieBehavior.none(),
      headerBehavior: cloudfront.CacheHeaderBehavior.none(),
      queryStringBehavior: cloudfront.CacheQueryStringBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    this.apiViewerRequest = new cloudfront.Function(this, 'ApiViewerRequest', {
      comment: "Tells the API the host the viewer addressed: the site's own origin (lambdas/shared/same-origin.ts)",
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(API_VIEWER_REQUEST_CODE),
    });

    // Not Host: API Gateway answers only its own. The managed all-viewer policies cannot add a
    // CloudFront header without also sending Host, so the list is the functions' own.
    this.apiRequestPolicy = new cloudfront.OriginRequestPolicy(this, 'ApiRequests', {
      comment: 'What the API functions read, and the viewer address their per-client quotas count by',
      headerBehavior: cloudfront.OriginRequestHeaderBehavior.allowList(...API_FORWARDED_HEADERS),
      queryStringBehavior: cloudfront.OriginRequestQueryStringBehavior.all(),
      // Only the cookies some function reads (the meeting picker's, lambdas/shared/meetings/lead-cookie.ts).
      cookieBehavior: API_FORWARDED_COOKIES.length
        ? cloudfront.OriginRequestCookieBehavior.allowList(...API_FORWARDED_COOKIES)
        : cloudfront.OriginRequestCookieBehavior.none(),
    });

    // The viewer's country reaches the page's functions only when a policy names it; an origin
    // request policy, not the cache policy, so every visitor still shares one cached page (the
    // viewer-response function tells the page the country, platform/edge/viewer-request.ts).
    this.pageRequestPolicy = new cloudfront.OriginRequestPolicy(this, 'PageRequests', {
      comment: "The viewer's country for the pages' viewer-response function; nothing else beyond the cache key",
      headerBehavior: cloudfront.OriginRequestHeaderBehavior.allowList(VIEWER_COUNTRY_HEADER),
      queryStringBehavior: cloudfront.OriginRequestQueryStringBehavior.none(),
      cookieBehavior: cloudfront.OriginRequestCookieBehavior.none(),
    });

    // One access control for every bucket; the buckets' own stacks grant it read access.
    const originAccessControl = new cloudfront.S3OriginAccessControl(this, 'BucketAccess', {
      description: 'Signed reads from the site buckets',
    });
    const s3Origin = (bucket: s3.IBucket) => origins.S3BucketOrigin.withOriginAccessControl(bucket, { originAccessControl });
    const releaseOrigin = s3Origin(sources.releases);
    // CloudFront picks the behaviour by the viewer's path before the function rewrites it, so each
    // behaviour the function maps to a release reads the release bucket first; before the first
    // release (no pointer, paths unchanged) the bucket has none of them and the first deployment's
    // bucket answers, as it did before releases.
    const releasedOr = (fallback: s3.IBucket) =>
      new origins.OriginGroup({ primaryOrigin: releaseOrigin, fallbackOrigin: s3Origin(fallback), fallbackStatusCodes: [403, 404] });
    const entryFiles: cloudfront.FunctionAssociation[] = [{ function: this.viewerRequest, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }];
    const notFoundPage: cloudfront.EdgeLambda[] = [{ functionVersion: props.notFoundPage, eventType: cloudfront.LambdaEdgeEventType.ORIGIN_RESPONSE }];

    const staticBehavior = (origin: cloudfront.IOrigin): cloudfront.BehaviorOptions => ({
      origin,
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: this.cachePolicy,
      responseHeadersPolicy: this.headersPolicy,
      compress: true,
      edgeLambdas: notFoundPage,
    });

    const additionalBehaviors: Record<string, cloudfront.BehaviorOptions> = {
      '/assets/*': { ...staticBehavior(releasedOr(sources.shell)), functionAssociations: entryFiles },
      '/api/*': {
        origin: new origins.RestApiOrigin(sources.api, { customHeaders: { ...sources.apiOriginHeaders } }),
        functionAssociations: [{ function: this.apiViewerRequest, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
        allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
        cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
        originRequestPolicy: this.apiRequestPolicy,
        responseHeadersPolicy: this.headersPolicy,
      },
    };
    // The phone call's check page, behind the WAF's challenge: the only page the site's own pages may frame.
    additionalBehaviors[PHONE_CALL_CHECK_PATH] = {
      ...staticBehavior(releasedOr(sources.pages)),
      responseHeadersPolicy: headersPolicies.framedBySelfPolicy,
      // Served from the release as every page is (the default behaviour's functions).
      functionAssociations: [
        { function: this.viewerRequest, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
        { function: this.viewerResponse, eventType: cloudfront.FunctionEventType.VIEWER_RESPONSE },
      ],
    };
    for (const remote of sources.remotes)
      additionalBehaviors[`${remote.basePath}*`] = { ...staticBehavior(releasedOr(remote.bucket)), functionAssociations: entryFiles };

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'Site: pages, shell, remotes and /api',
      defaultBehavior: {
        ...staticBehavior(releasedOr(sources.pages)),
        originRequestPolicy: this.pageRequestPolicy,
        functionAssociations: [
          { function: this.viewerRequest, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
          { function: this.viewerResponse, eventType: cloudfront.FunctionEventType.VIEWER_RESPONSE },
        ],
      },
      additionalBehaviors,
      defaultRootObject: 'index.html',
      // How long a 404 is remembered; its page is the origin-response function's choice.
      errorResponses: [{ httpStatus: 404, ttl: NOT_FOUND_TTL }],
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      webAclId: props.webAclArn,
      enableLogging: true,
      logBucket: this.logBucket,
      logFilePrefix: 'cloudfront/',
      ...(props.domainName && props.certificateArn
        ? {
            domainNames: [props.domainName],
            certificate: acm.Certificate.fromCertificateArn(this, 'Certificate', props.certificateArn),
            // The policy the trust page promises on the site's own domain (DATA_POLICY.tls).
            minimumProtocolVersion: tlsPolicy(DATA_POLICY.tls.customDomainPolicy),
          }
        : {}),
    });
  }
}

/** CloudFront's security policy by its name, as the data policy writes it. */
function tlsPolicy(name: string): cloudfront.SecurityPolicyProtocol {
  const policy = Object.values(cloudfront.SecurityPolicyProtocol).find((value) => value === name);
  if (!policy) throw new Error(`CloudFront has no security policy "${name}" (DATA_POLICY.tls.customDomainPolicy).`);
  return policy;
}
