import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { API_REFUSALS, type ApiErrorBody } from '@site/contracts';
import { lambdaContext } from '@site/lambdas/host';
import { API_FORWARDED_COOKIES, API_FORWARDED_HEADERS, SITE_HOST_HEADER, VIEWER_ADDRESS_HEADER, VIEWER_ASN_HEADER } from '@site/lambdas/functions';

export type ApiHandler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;

export interface ApiRoute {
  readonly method: string;
  /** The resource path as API Gateway knows it, e.g. `/api/leads`. */
  readonly path: string;
  readonly handler: ApiHandler;
  /** Name of the function, as in the cloud, for logs and the Lambda context. */
  readonly functionName: string;
}

/** API Gateway gives up on a function after 29 s. */
const FUNCTION_TIMEOUT_MS = 29_000;

/** API Gateway refuses bodies over 10 MB before they reach a function. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;

/**
 * The request headers a function gets, as CloudFront forwards them: the ones the origin request
 * policy allows (what the functions say they read, lambdas/functions.ts), never anything else the
 * client sent, so a handler that reads an undeclared header fails here as it would in the cloud.
 */
const FORWARDED = new Set(API_FORWARDED_HEADERS.map((name) => name.toLowerCase()));

/** What CloudFront sends as the User-Agent when the policy does not forward the viewer's. */
const CLOUDFRONT_USER_AGENT = 'Amazon CloudFront';

/** The site's API Gateway answers a path or method it has no route for so (its DEFAULT_4XX response, infra/lib/constructs/site-api.ts). */
const NO_ROUTE: ApiErrorBody = { error: 'request_refused', message: 'Missing Authentication Token' };

/**
 * Answers `/api/*` the way API Gateway's Lambda proxy integration does: the request becomes a REST
 * API event, the function's result becomes the response, and its own refusals are JSON in the
 * functions' error format, as the site's gateway responses make them.
 */
export function createApiGateway(routes: readonly ApiRoute[], headers: Record<string, string>) {
  const json = (res: ServerResponse, status: number, body: ApiErrorBody, extra: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers, ...extra }).end(JSON.stringify(body));
  };

  return async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
    // API Gateway routes a path with a trailing slash to the resource without it.
    const path = url.pathname.length > 1 ? url.pathname.replace(/\/$/, '') : url.pathname;
    const route = routes.find((r) => r.path === path && r.method === req.method);
    if (!route) return json(res, 403, NO_ROUTE);

    const body = await readBody(req);
    if (body === null) return json(res, 413, API_REFUSALS.payloadTooLarge);
    const requestId = randomUUID();
    const event = toEvent(req, url, route, body, requestId);
    try {
      const result = await route.handler(event, lambdaContext(route.functionName, FUNCTION_TIMEOUT_MS, requestId));
      const resultHeaders = Object.fromEntries(Object.entries(result.headers ?? {}).map(([k, v]) => [k, String(v)]));
      res.writeHead(result.statusCode, { ...headers, 'x-amzn-requestid': requestId, ...resultHeaders });
      res.end(result.isBase64Encoded ? Buffer.from(result.body, 'base64') : result.body);
    } catch (error) {
      // API Gateway's answer when a function crashes: 502 with a fixed message (in the site's format); the cause goes to the log.
      console.error(JSON.stringify({ level: 'ERROR', message: 'function crashed', function: route.functionName, requestId, error: String(error) }));
      json(res, 502, { error: 'internal_error', message: 'Internal server error' }, { 'x-amzn-requestid': requestId });
    }
  };
}

function readBody(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        resolve(null);
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function toEvent(req: IncomingMessage, url: URL, route: ApiRoute, body: string, requestId: string): APIGatewayProxyEvent {
  const headers: Record<string, string> = {};
  const multiValueHeaders: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || !FORWARDED.has(name)) continue;
    const values = Array.isArray(value) ? value : [value];
    headers[name] = values.join(', ');
    multiValueHeaders[name] = values;
  }
  // As the origin request policy's cookie allow-list does: only the cookies some function reads.
  const cookies = String(req.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => API_FORWARDED_COOKIES.includes(part.split('=')[0] ?? ''));
  if (cookies.length) {
    headers.cookie = cookies.join('; ');
    multiValueHeaders.cookie = [headers.cookie];
  }
  // As CloudFront does: the viewer's address from the connection, whatever the client sent.
  const viewer = `${req.socket.remoteAddress ?? '127.0.0.1'}:${req.socket.remotePort ?? 0}`;
  const header = VIEWER_ADDRESS_HEADER.toLowerCase();
  headers[header] = viewer;
  multiValueHeaders[header] = [viewer];
  // CloudFront names the viewer's provider itself; the twin knows none, and takes none from the client
  // (the functions count the /16 or /48 as its provider then).
  delete headers[VIEWER_ASN_HEADER.toLowerCase()];
  delete multiValueHeaders[VIEWER_ASN_HEADER.toLowerCase()];
  // As the distribution's function on /api/* does: the host the viewer addressed, whatever the client sent.
  const siteHost = SITE_HOST_HEADER.toLowerCase();
  if (req.headers.host) {
    headers[siteHost] = req.headers.host;
    multiValueHeaders[siteHost] = [req.headers.host];
  } else {
    delete headers[siteHost];
    delete multiValueHeaders[siteHost];
  }
  const query: Record<string, string> = {};
  const multiQuery: Record<string, string[]> = {};
  for (const [name, value] of url.searchParams) {
    query[name] = value;
    (multiQuery[name] ??= []).push(value);
  }
  const hasQuery = Object.keys(query).length > 0;
  return {
    resource: route.path,
    path: url.pathname,
    httpMethod: req.method ?? 'GET',
    headers,
    multiValueHeaders,
    queryStringParameters: hasQuery ? query : null,
    multiValueQueryStringParameters: hasQuery ? multiQuery : null,
    pathParameters: null,
    stageVariables: null,
    body: body.length ? body : null,
    isBase64Encoded: false,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      authorizer: null,
      protocol: `HTTP/${req.httpVersion}`,
      httpMethod: req.method ?? 'GET',
      path: `/local${url.pathname}`,
      stage: 'local',
      requestId,
      requestTimeEpoch: Date.now(),
      resourceId: 'local',
      resourcePath: route.path,
      identity: {
        accessKey: null,
        accountId: null,
        apiKey: null,
        apiKeyId: null,
        caller: null,
        clientCert: null,
        cognitoAuthenticationProvider: null,
        cognitoAuthenticationType: null,
        cognitoIdentityId: null,
        cognitoIdentityPoolId: null,
        principalOrgId: null,
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        user: null,
        userAgent: FORWARDED.has('user-agent') ? (req.headers['user-agent'] ?? null) : CLOUDFRONT_USER_AGENT,
        userArn: null,
      },
    },
  };
}
