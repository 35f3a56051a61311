import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { lambdaContext } from '../host/lambda-context';

export interface ApiRequest {
  /** Serialised as JSON unless a string. */
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
}

/** A REST API (v1) proxy event as API Gateway hands it to a function. */
export function apiEvent(path: string, request: ApiRequest = {}): APIGatewayProxyEvent {
  const body = request.body === undefined ? null : typeof request.body === 'string' ? request.body : JSON.stringify(request.body);
  return {
    resource: path,
    path,
    httpMethod: 'POST',
    headers: request.headers ?? { 'Content-Type': 'application/json' },
    multiValueHeaders: {},
    queryStringParameters: null,
    multiValueQueryStringParameters: null,
    pathParameters: null,
    stageVariables: null,
    body,
    isBase64Encoded: false,
    requestContext: { requestId: randomUUID(), resourcePath: path, httpMethod: 'POST', path, stage: 'test' } as APIGatewayProxyEvent['requestContext'],
  };
}

export interface ApiAnswer<T = Record<string, unknown>> {
  readonly status: number;
  readonly body: T;
  readonly headers: APIGatewayProxyResult['headers'];
}

type Handler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;

/** Calls an API handler as API Gateway would and parses its JSON answer. */
export async function callApi<T = Record<string, unknown>>(handler: Handler, path: string, request?: ApiRequest): Promise<ApiAnswer<T>> {
  const result = await handler(apiEvent(path, request), lambdaContext('api-function', 10_000));
  return { status: result.statusCode, body: JSON.parse(result.body) as T, headers: result.headers };
}
