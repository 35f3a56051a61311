import { ArnFormat, RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { API_PATHS, API_REFUSALS, LIMITS, PHONE_CALL_CHECK_PATH } from '@site/contracts';
import { API_FUNCTIONS, routesOf } from '@site/lambdas/functions';
import { logRetention } from '../retention';

export interface SiteWebAclProps {
  /** The web ACL's name, which its CloudWatch metrics are keyed by (`WebACL`). */
  readonly name: string;
  /** Requests one IP may send to `/api/*` in a minute before it is blocked for a while. */
  readonly apiRequestsPerMinute?: number;
  /** Voice tokens one IP may ask for in five minutes: each is a billable conversation. */
  readonly tokenRequestsPerFiveMinutes?: number;
  /** Beacons one IP may send in five minutes: browsers' reports feed alarms, so nobody may send them in bulk. */
  readonly clientSignalsPerFiveMinutes?: number;
  /**
   * The addresses (CIDR) ElevenLabs calls the site from (`site:elevenLabsSourceIps`): when given,
   * the paths only ElevenLabs calls (`ELEVENLABS_PATHS`) answer no one else, so forged posts from a
   * host with endless IPv6 addresses cannot use up those functions' method throttles (F2).
   */
  readonly elevenLabsSourceIps?: readonly string[];
}

/**
 * "Have Lumi call me" places a billable call to a number a stranger types: before it reaches the
 * function, WAF's Challenge action makes the browser prove itself (a silent JavaScript check, no
 * puzzle) and carry its token. A script's `fetch` cannot run the check, so WAF answers it 202 with
 * `x-amzn-waf-action: challenge`; the widget then loads `PHONE_CALL_CHECK_PATH` in a hidden frame,
 * where WAF serves its check page, which sets the token (the `aws-waf-token` cookie) and reloads
 * into the site's small page saying so, and the widget sends the call again.
 */
export const PHONE_CALL_CHALLENGE_RULE = 'PhoneCallChallenge';

/** How long a token that passed the challenge spares its browser another (WAF's default). */
export const PHONE_CALL_CHALLENGE_IMMUNITY_SECONDS = 300;

/** Calls one IP may ask for in five minutes (WAF's smallest limit is 10 a window): the function's per-network allowance is the tighter one. */
export const PHONE_CALLS_PER_IP_PER_FIVE_MINUTES = 10;

/** The rule that keeps the paths only ElevenLabs calls for its addresses. */
export const ELEVENLABS_SOURCE_RULE = 'ElevenLabsPathsFromElevenLabsOnly';

/** The paths only ElevenLabs' servers call: its post-call webhook and the agents' server tools (`calledBy`). */
export const ELEVENLABS_PATHS = API_FUNCTIONS.filter((spec) => spec.calledBy === 'elevenlabs').flatMap(routesOf);

/**
 * How the rate rules read a path before they compare it: percent-decoded, with `//`, `./` and `../`
 * resolved, lower case, so `/api/ElevenLabs%2Dtoken` or `/api//elevenlabs-token` count as the
 * token endpoint (CloudFront and API Gateway may hand such a path to the same function). The
 * endpoint rules match the path's start, since API Gateway routes `/api/elevenlabs-token/` (a
 * trailing slash, which no transformation removes) to the same function.
 */
export const PATH_TRANSFORMATIONS: readonly wafv2.CfnWebACL.TextTransformationProperty[] = [
  { priority: 0, type: 'URL_DECODE' },
  { priority: 1, type: 'NORMALIZE_PATH' },
  { priority: 2, type: 'LOWERCASE' },
];

/** The path prefix the per-IP rate rule watches: every form post and every voice token. */
export const API_PATH_PREFIX = '/api/';

/**
 * The routes a stranger could fill for everybody from one IPv6 /64: WAF's rate rules count single
 * addresses (`aggregateKeyType` IP; a custom key's IP takes no prefix length, and no key counts a
 * /64 or /56), so per-IP limits do not hold a host with a /64. These routes also get a per-ASN
 * ceiling at a tenth of their API Gateway method throttle over the window (ASN_SHARE_OF_THROTTLE),
 * so no one network's provider takes more than that share of a route; within it, the functions'
 * own allowances (lambdas/shared/network-allowance.ts, token-quota.ts) count the /56, the /48 and
 * the provider's day. Client signals are not among them (lost beacons do no harm), nor ElevenLabs'
 * webhook (its sender is one provider's cloud, which such a ceiling would throttle; a missed
 * webhook is looked up by the sweeper).
 */
export const ASN_LIMITED_ROUTES = [
  API_PATHS.leads,
  API_PATHS.saveVoiceConversation,
  API_PATHS.sendTelegramNotification,
  API_PATHS.voiceToken,
  API_PATHS.voiceConversationEnd,
  API_PATHS.voiceFeedback,
  // The meeting paths each read every manager's calendar or take a manager's time, and the
  // do-not-call list silences a number: a few providers must not deny them to everybody (I7).
  API_PATHS.meetingTimes,
  API_PATHS.meetings,
  API_PATHS.meetingChanges,
  API_PATHS.meetingPicker,
  API_PATHS.doNotCall,
] as const;

/**
 * An ASN's share of a route's method throttle, at most: a tenth, so three providers' hosts take at
 * most 30 % of a route and it takes ten at their ceiling to fill it for everybody (a third let three
 * fill it, F2). What a provider's visitors really send stays far below: at the smallest throttle
 * (2 a second) a tenth is 60 requests in five minutes, where a busy provider's visitors start a few
 * conversations an hour.
 */
export const ASN_SHARE_OF_THROTTLE = 1 / 10;

const ASN_WINDOW_SECONDS = 300;

function asnLimitOf(path: string): number {
  const spec = API_FUNCTIONS.find((candidate) => routesOf(candidate).includes(path as `/api/${string}`));
  if (!spec) throw new Error(`No API function answers ${path}`);
  return Math.floor(spec.throttle.rateLimit * ASN_WINDOW_SECONDS * ASN_SHARE_OF_THROTTLE);
}

/** The managed rule that blocks bodies over 8 KB with WAF's own 403; BodyTooLarge answers for it. */
export const MANAGED_BODY_SIZE_RULE = 'SizeRestrictions_BODY';

/** The bodies of the web ACL's own refusals, keyed by the API error code they carry. */
const REFUSALS = {
  payload_too_large: API_REFUSALS.payloadTooLarge,
  rate_limited: API_REFUSALS.rateLimited,
  request_refused: API_REFUSALS.notFromElevenLabs,
} as const;

/** WAF inspects this much of a body at CloudFront; the API's limit must fit in it, so no byte of an accepted body goes unseen. */
const BODY_INSPECTION_LIMITS = { KB_16: 16 * 1024, KB_32: 32 * 1024, KB_48: 48 * 1024, KB_64: 64 * 1024 } as const;

function inspectionLimitFor(bytes: number): keyof typeof BODY_INSPECTION_LIMITS {
  const limit = (Object.keys(BODY_INSPECTION_LIMITS) as (keyof typeof BODY_INSPECTION_LIMITS)[]).find((key) => BODY_INSPECTION_LIMITS[key] >= bytes);
  if (!limit) throw new Error(`WAF cannot inspect bodies of ${bytes} bytes; LIMITS.bodyMaxBytes must be 64 KB at most.`);
  return limit;
}

/**
 * The web ACL in front of the distribution (CLOUDFRONT scope, so its stack must be in us-east-1):
 * AWS managed rules against common exploits, known bad inputs and bad-reputation IPs, and a
 * per-IP rate limit on the API, where each call can store a lead or start a billable voice session.
 *
 * Its refusals a client is meant to read answer in the API's JSON error format: a body over the
 * API's limit gets 413 `payload_too_large` (the managed 8 KB rule only counts, so the one limit is
 * the API's), a rate block 429 `rate_limited` with Retry-After. ElevenLabs' post-call webhook is
 * spared the body limit and the managed rules that read bodies: its limit is its function's
 * (`LIMITS.webhookBodyMaxBytes`) and its signature guards it. Blocked and counted requests are
 * logged to CloudWatch Logs.
 */
export class SiteWebAcl extends Construct {
  readonly webAcl: wafv2.CfnWebACL;
  readonly logGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, props: SiteWebAclProps) {
    super(scope, id);
    const visibility = (metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty => ({
      cloudWatchMetricsEnabled: true,
      sampledRequestsEnabled: true,
      metricName,
    });
    const refuse = (status: number, refusal: keyof typeof REFUSALS, retryAfterSeconds?: number): wafv2.CfnWebACL.RuleActionProperty => ({
      block: {
        customResponse: {
          responseCode: status,
          customResponseBodyKey: refusal,
          responseHeaders: retryAfterSeconds === undefined ? undefined : [{ name: 'Retry-After', value: String(retryAfterSeconds) }],
        },
      },
    });
    const perIp = (
      name: string,
      priority: number,
      limit: number,
      evaluationWindowSec: number,
      positionalConstraint: string,
      searchString: string,
    ): wafv2.CfnWebACL.RuleProperty => ({
      name,
      priority,
      action: refuse(429, 'rate_limited', evaluationWindowSec),
      statement: {
        rateBasedStatement: {
          aggregateKeyType: 'IP',
          evaluationWindowSec,
          limit,
          scopeDownStatement: {
            byteMatchStatement: { fieldToMatch: { uriPath: {} }, positionalConstraint, searchString, textTransformations: [...PATH_TRANSFORMATIONS] },
          },
        },
      },
      visibilityConfig: visibility(name),
    });
    const perAsn = (path: string, priority: number): wafv2.CfnWebACL.RuleProperty => {
      const name = `AsnRate${path.replace('/api/', '').replace(/(^|-)(\w)/g, (_, _dash: string, letter: string) => letter.toUpperCase())}`;
      return {
        name,
        priority,
        action: refuse(429, 'rate_limited', ASN_WINDOW_SECONDS),
        statement: {
          rateBasedStatement: {
            aggregateKeyType: 'CUSTOM_KEYS',
            customKeys: [{ asn: {} }],
            evaluationWindowSec: ASN_WINDOW_SECONDS,
            limit: asnLimitOf(path),
            scopeDownStatement: {
              byteMatchStatement: {
                fieldToMatch: { uriPath: {} },
                positionalConstraint: 'STARTS_WITH',
                searchString: path,
                textTransformations: [...PATH_TRANSFORMATIONS],
              },
            },
          },
        },
        visibilityConfig: visibility(name),
      };
    };
    const managed = (
      priority: number,
      name: string,
      options: { countOnly?: readonly string[]; scopeDownStatement?: wafv2.CfnWebACL.StatementProperty } = {},
    ): wafv2.CfnWebACL.RuleProperty => ({
      name: `AWS-${name}`,
      priority,
      overrideAction: { none: {} },
      statement: {
        managedRuleGroupStatement: {
          vendorName: 'AWS',
          name,
          ruleActionOverrides: options.countOnly?.length ? options.countOnly.map((rule) => ({ name: rule, actionToUse: { count: {} } })) : undefined,
          scopeDownStatement: options.scopeDownStatement,
        },
      },
      visibilityConfig: visibility(name),
    });
    // The post-call webhook's body is a whole transcript: far over the API's limit, and words a caller
    // said (a tag, a path, a query) that the managed rules would take for an attack. Its signature,
    // checked by its function over the raw body, is what guards it.
    const notTheWebhook: wafv2.CfnWebACL.StatementProperty = {
      notStatement: {
        statement: {
          byteMatchStatement: {
            fieldToMatch: { uriPath: {} },
            positionalConstraint: 'EXACTLY',
            searchString: API_PATHS.elevenLabsWebhook,
            textTransformations: [{ priority: 0, type: 'NONE' }],
          },
        },
      },
    };
    // The call itself (`/api/phone-call`, and with a trailing slash, which API Gateway routes there too), not its status, which the panel polls.
    const phoneCallPath: wafv2.CfnWebACL.StatementProperty = {
      regexMatchStatement: { fieldToMatch: { uriPath: {} }, regexString: `^${API_PATHS.phoneCall}/?$`, textTransformations: [...PATH_TRANSFORMATIONS] },
    };
    const inspectionLimit = inspectionLimitFor(LIMITS.bodyMaxBytes);
    const elevenLabsSourceRule = this.elevenLabsSourceRule(
      props.elevenLabsSourceIps ?? [],
      7 + ASN_LIMITED_ROUTES.length,
      visibility,
      refuse(403, 'request_refused'),
    );

    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      name: props.name,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('SiteWebAcl'),
      associationConfig: { requestBody: { CLOUDFRONT: { defaultSizeInspectionLimit: inspectionLimit } } },
      customResponseBodies: Object.fromEntries(
        Object.entries(REFUSALS).map(([key, body]) => [key, { contentType: 'APPLICATION_JSON', content: JSON.stringify(body) }]),
      ),
      rules: [
        perIp('ApiRatePerIp', 0, props.apiRequestsPerMinute ?? 60, 60, 'STARTS_WITH', API_PATH_PREFIX),
        {
          name: 'BodyTooLarge',
          priority: 1,
          action: refuse(413, 'payload_too_large'),
          statement: {
            andStatement: {
              statements: [
                {
                  sizeConstraintStatement: {
                    // A body past the inspection limit is over the API's limit too: it matches.
                    fieldToMatch: { body: { oversizeHandling: 'MATCH' } },
                    comparisonOperator: 'GT',
                    size: LIMITS.bodyMaxBytes,
                    textTransformations: [{ priority: 0, type: 'NONE' }],
                  },
                },
                notTheWebhook,
              ],
            },
          },
          visibilityConfig: visibility('BodyTooLarge'),
        },
        managed(2, 'AWSManagedRulesAmazonIpReputationList'),
        managed(3, 'AWSManagedRulesCommonRuleSet', { countOnly: [MANAGED_BODY_SIZE_RULE], scopeDownStatement: notTheWebhook }),
        managed(4, 'AWSManagedRulesKnownBadInputsRuleSet', { scopeDownStatement: notTheWebhook }),
        // WAF's smallest limit is 10 per window, so the window is five minutes: 2 a minute on average.
        perIp('TokenRatePerIp', 5, props.tokenRequestsPerFiveMinutes ?? 10, 300, 'STARTS_WITH', API_PATHS.voiceToken),
        // A page sends a beacon or two; a visitor reading fast, a few dozen an hour. Lost beacons do no harm.
        perIp('ClientSignalRatePerIp', 6, props.clientSignalsPerFiveMinutes ?? 20, 300, 'STARTS_WITH', API_PATHS.clientSignals),
        ...ASN_LIMITED_ROUTES.map((path, index) => perAsn(path, 7 + index)),
        ...(elevenLabsSourceRule ? [elevenLabsSourceRule] : []),
        // After the rate rules, so a flood is refused 429 before it is challenged; priorities above the others leave them room.
        {
          name: 'PhoneCallRatePerIp',
          priority: 30,
          action: refuse(429, 'rate_limited', 300),
          statement: {
            rateBasedStatement: {
              aggregateKeyType: 'IP',
              evaluationWindowSec: 300,
              limit: PHONE_CALLS_PER_IP_PER_FIVE_MINUTES,
              scopeDownStatement: phoneCallPath,
            },
          },
          visibilityConfig: visibility('PhoneCallRatePerIp'),
        },
        {
          name: PHONE_CALL_CHALLENGE_RULE,
          priority: 31,
          action: { challenge: {} },
          challengeConfig: { immunityTimeProperty: { immunityTime: PHONE_CALL_CHALLENGE_IMMUNITY_SECONDS } },
          statement: {
            orStatement: {
              statements: [
                phoneCallPath,
                {
                  byteMatchStatement: {
                    fieldToMatch: { uriPath: {} },
                    positionalConstraint: 'EXACTLY',
                    searchString: PHONE_CALL_CHECK_PATH,
                    textTransformations: [...PATH_TRANSFORMATIONS],
                  },
                },
              ],
            },
          },
          visibilityConfig: visibility(PHONE_CALL_CHALLENGE_RULE),
        },
      ],
    });

    // WAF writes only to log groups named aws-waf-logs-*; it keeps what it blocked or counted, with
    // the client's address, which is what an operator looks into, for a month.
    const logGroupName = `aws-waf-logs-${props.name}`;
    this.logGroup = new logs.LogGroup(this, 'Logs', { logGroupName, retention: logRetention('firewallLogs'), removalPolicy: RemovalPolicy.DESTROY });
    const logging = new wafv2.CfnLoggingConfiguration(this, 'Logging', {
      resourceArn: this.webAcl.attrArn,
      // WAF takes the log group's ARN without the `:*` CloudFormation gives.
      logDestinationConfigs: [
        Stack.of(this).formatArn({ service: 'logs', resource: 'log-group', resourceName: logGroupName, arnFormat: ArnFormat.COLON_RESOURCE_NAME }),
      ],
      redactedFields: [{ singleHeader: { Name: 'cookie' } }],
      // Untyped in CDK, so written as CloudFormation spells it.
      loggingFilter: {
        DefaultBehavior: 'DROP',
        Filters: [
          {
            Behavior: 'KEEP',
            Requirement: 'MEETS_ANY',
            Conditions: [{ ActionCondition: { Action: 'BLOCK' } }, { ActionCondition: { Action: 'COUNT' } }],
          },
        ],
      },
    });
    logging.node.addDependency(this.logGroup);
  }
  /** Blocks the paths only ElevenLabs calls for every address outside its own (WAF keeps IPv4 and IPv6 in sets of their own). */
  private elevenLabsSourceRule(
    cidrs: readonly string[],
    priority: number,
    visibility: (metricName: string) => wafv2.CfnWebACL.VisibilityConfigProperty,
    action: wafv2.CfnWebACL.RuleActionProperty,
  ): wafv2.CfnWebACL.RuleProperty | undefined {
    if (cidrs.length === 0) return undefined;
    const sets = (['IPV4', 'IPV6'] as const).flatMap((version) => {
      const addresses = cidrs.filter((cidr) => (version === 'IPV6') === cidr.includes(':'));
      if (addresses.length === 0) return [];
      const set = new wafv2.CfnIPSet(this, `ElevenLabs${version}`, { scope: 'CLOUDFRONT', ipAddressVersion: version, addresses: [...addresses] });
      return [{ ipSetReferenceStatement: { arn: set.attrArn } }];
    });
    const fromElevenLabs: wafv2.CfnWebACL.StatementProperty = sets.length === 1 ? sets[0]! : { orStatement: { statements: sets } };
    const paths = ELEVENLABS_PATHS.map((path): wafv2.CfnWebACL.StatementProperty => ({
      byteMatchStatement: {
        fieldToMatch: { uriPath: {} },
        positionalConstraint: 'STARTS_WITH',
        searchString: path,
        textTransformations: [...PATH_TRANSFORMATIONS],
      },
    }));
    return {
      name: ELEVENLABS_SOURCE_RULE,
      priority,
      action,
      statement: {
        andStatement: {
          statements: [paths.length === 1 ? paths[0]! : { orStatement: { statements: paths } }, { notStatement: { statement: fromElevenLabs } }],
        },
      },
      visibilityConfig: visibility(ELEVENLABS_SOURCE_RULE),
    };
  }
}
