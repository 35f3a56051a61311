import { RemovalPolicy } from 'aws-cdk-lib';
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { API_REFUSALS } from '@site/contracts';
import type { HttpMethod } from '@site/lambdas/functions';
import { acknowledge } from '../nag';
import { logRetention } from '../retention';

/** The API's one stage; its name is written, not referenced, into the execution log's, which the stage waits for. */
const STAGE_NAME = 'live';

/** The header CloudFront adds to every `/api` request; API Gateway reads API keys from it. */
export const ORIGIN_KEY_HEADER = 'x-api-key';

/**
 * Stage-wide limits (requests per second, burst): the sum of the methods' own, so the stage never
 * refuses before a method does and no route's flood takes another's share, ElevenLabs' post-call
 * webhook's included. The WAF adds per-IP and per-ASN limits at the edge.
 */
export function stageThrottling(routes: readonly Pick<ApiRoute, 'throttle'>[]): { rateLimit: number; burstLimit: number } {
  return {
    rateLimit: routes.reduce((sum, route) => sum + route.throttle.rateLimit, 0),
    burstLimit: routes.reduce((sum, route) => sum + route.throttle.burstLimit, 0),
  };
}

const F = apigateway.AccessLogField;
/** One JSON line per request, with what explains a failure: API Gateway's error and the timings. */
const ACCESS_LOG_FORMAT = apigateway.AccessLogFormat.custom(
  JSON.stringify({
    requestId: F.contextRequestId(),
    requestTime: F.contextRequestTime(),
    httpMethod: F.contextHttpMethod(),
    resourcePath: F.contextResourcePath(),
    status: F.contextStatus(),
    responseLength: F.contextResponseLength(),
    responseLatency: F.contextResponseLatency(),
    integrationStatus: F.contextIntegrationStatus(),
    integrationLatency: F.contextIntegrationLatency(),
    error: F.contextErrorMessage(),
  }),
);

/**
 * API Gateway's refusals (their status codes unchanged), answered as `{ error, message }` like the
 * functions' own: a body that is no JSON object, one too large, a throttled call, any other refusal
 * (an unknown endpoint, a call without the origin key) and its own failures.
 */
export const GATEWAY_ERRORS: ReadonlyArray<readonly [string, apigateway.ResponseType, string]> = [
  ['BodyNotAnObject', apigateway.ResponseType.BAD_REQUEST_BODY, '{"error":"invalid_json","message":"the body must be a JSON object"}'],
  ['BodyTooLarge', apigateway.ResponseType.REQUEST_TOO_LARGE, JSON.stringify(API_REFUSALS.payloadTooLarge)],
  ['Throttled', apigateway.ResponseType.THROTTLED, JSON.stringify(API_REFUSALS.rateLimited)],
  ['OtherRefusal', apigateway.ResponseType.DEFAULT_4XX, '{"error":"request_refused","message":$context.error.messageString}'],
  ['ServerError', apigateway.ResponseType.DEFAULT_5XX, '{"error":"internal_error","message":$context.error.messageString}'],
];

/** API Gateway has no metric of its own for throttled calls; this one is counted from the access log. */
export const THROTTLED_METRIC = { namespace: 'Site/Api', metricName: 'ThrottledRequests' } as const;

export interface ApiRoute {
  readonly method: HttpMethod;
  /** Full path, e.g. `/api/leads`; the site's distribution forwards `/api/*` unchanged. */
  readonly path: string;
  readonly handler: lambda.IFunction;
  /** This method's own limits, under the stage's. */
  readonly throttle: { readonly rateLimit: number; readonly burstLimit: number };
}

export interface SiteApiProps {
  /** The API's name, which its CloudWatch metrics are keyed by; unique in the account and region. */
  readonly name: string;
  readonly routes: readonly ApiRoute[];
  /** Name of the secret holding the origin key, known to the edge stack by name. */
  readonly originKeySecretName: string;
}

/**
 * The REST API behind CloudFront's `/api/*`: Lambda proxy routes, a request validator (bodies must
 * be JSON objects; the functions give the field-level errors), stage throttling, JSON access logs
 * and ERROR execution logs. Every method requires an API key that only CloudFront sends, so calls
 * that skip the distribution (and its WAF) are refused.
 */
export class SiteApi extends Construct {
  readonly api: apigateway.RestApi;
  readonly accessLogs: logs.LogGroup;
  /** The stage's execution log (its ERROR lines), which API Gateway would otherwise create, kept forever. */
  readonly executionLogs: logs.LogGroup;
  readonly originKeySecret: secretsmanager.Secret;

  constructor(scope: Construct, id: string, props: SiteApiProps) {
    super(scope, id);
    const stage = stageThrottling(props.routes);
    this.accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: logRetention('technicalLogs'),
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.api = new apigateway.RestApi(this, 'Api', {
      restApiName: props.name,
      description: 'The site backend, served by CloudFront under /api',
      endpointTypes: [apigateway.EndpointType.REGIONAL],
      // Execution logs need API Gateway's account-level CloudWatch role; kept if this stack goes.
      cloudWatchRole: true,
      cloudWatchRoleRemovalPolicy: RemovalPolicy.RETAIN,
      deployOptions: {
        stageName: STAGE_NAME,
        throttlingRateLimit: stage.rateLimit,
        throttlingBurstLimit: stage.burstLimit,
        // Per method too, so a flood on one endpoint cannot answer 429 to every lead.
        methodOptions: Object.fromEntries(
          props.routes.map((route) => [
            `${route.path}/${route.method}`,
            { throttlingRateLimit: route.throttle.rateLimit, throttlingBurstLimit: route.throttle.burstLimit },
          ]),
        ),
        loggingLevel: apigateway.MethodLoggingLevel.ERROR,
        dataTraceEnabled: false,
        accessLogDestination: new apigateway.LogGroupLogDestination(this.accessLogs),
        accessLogFormat: ACCESS_LOG_FORMAT,
      },
    });

    // API Gateway writes execution logs to this name, creating the group without a retention if it is
    // missing; made here first (the stage waits for it), it keeps them as long as the pages say.
    this.executionLogs = new logs.LogGroup(this, 'ExecutionLogs', {
      logGroupName: `API-Gateway-Execution-Logs_${this.api.restApiId}/${STAGE_NAME}`,
      retention: logRetention('technicalLogs'),
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.api.deploymentStage.node.addDependency(this.executionLogs);

    // The access log is this API's alone, so the count is this API's throttling.
    this.accessLogs.addMetricFilter('Throttled', {
      filterPattern: logs.FilterPattern.stringValue('$.status', '=', '429'),
      metricNamespace: THROTTLED_METRIC.namespace,
      metricName: THROTTLED_METRIC.metricName,
      metricValue: '1',
    });

    const validator = this.api.addRequestValidator('Validator', {
      validateRequestBody: true,
      validateRequestParameters: true,
    });
    // API Gateway's own refusals answer in the backend's error format (packages/contracts).
    for (const [responseId, type, body] of GATEWAY_ERRORS) {
      this.api.addGatewayResponse(responseId, { type, templates: { 'application/json': body } });
    }
    const jsonObject = this.api.addModel('JsonObject', {
      contentType: 'application/json',
      description: 'Any JSON object; the function validates its fields against the shared schemas.',
      schema: { schema: apigateway.JsonSchemaVersion.DRAFT4, type: apigateway.JsonSchemaType.OBJECT },
    });
    for (const route of props.routes) {
      this.api.root.resourceForPath(route.path).addMethod(route.method, new apigateway.LambdaIntegration(route.handler, { allowTestInvoke: false }), {
        apiKeyRequired: true,
        requestValidator: validator,
        requestModels: route.method === 'POST' ? { 'application/json': jsonObject } : undefined,
      });
    }

    this.originKeySecret = new secretsmanager.Secret(this, 'OriginKey', {
      secretName: props.originKeySecretName,
      description: `The API key CloudFront sends in ${ORIGIN_KEY_HEADER}; API Gateway refuses /api calls without it.`,
      generateSecretString: { passwordLength: 40, excludePunctuation: true, includeSpace: false },
    });
    const originKey = new apigateway.ApiKey(this, 'EdgeKey', {
      description: 'Sent by the site distribution only',
      // A dynamic reference: CloudFormation resolves it at deploy time; the template holds no key.
      value: this.originKeySecret.secretValue.unsafeUnwrap(),
    });
    this.api
      .addUsagePlan('EdgePlan', {
        description: 'Requests that come through the site distribution',
        apiStages: [{ api: this.api, stage: this.api.deploymentStage }],
      })
      .addApiKey(originKey);

    acknowledge(this.api, {
      'AwsSolutions-APIG3':
        'The WAF web ACL sits on the CloudFront distribution (CLOUDFRONT scope, us-east-1); direct calls to the stage lack the origin key and are refused.',
      'AwsSolutions-APIG4':
        'Public, anonymous site forms and the voice widget: there is no user to authorize. Abuse is limited by WAF rules, the per-IP rate rule, stage throttling and schema validation.',
      'AwsSolutions-COG4': 'No user accounts exist on this marketing site, so there is no Cognito user pool to authorize against.',
    });
    acknowledge(this.api, {
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]':
        'The account-level role API Gateway needs to write execution logs; the AWS managed policy is the documented one for it.',
    });
    acknowledge(this.originKeySecret, {
      'AwsSolutions-SMG4':
        'An origin-verification key that guards no data; rotating it means updating the API key and the distribution together, a planned deployment rather than a rotation Lambda.',
    });
  }
}
