import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { fieldErrorsOf, LIMITS, payloadTooLarge, type ApiErrorBody, type FieldErrorCode } from '@site/contracts';
import type * as z from 'zod/mini';
import { headerValue } from './headers';
import { withInvocation } from './invocation';
import { count, logger } from './powertools';

export type ApiEventHandler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;

/** An answer other than success; thrown anywhere in a handler, turned into the response by `apiHandler`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message ?? body.error);
  }

  static validation(fields: Record<string, FieldErrorCode>): HttpError {
    return new HttpError(400, { error: 'validation_failed', fields });
  }
}

export function jsonResponse(statusCode: number, body: unknown): APIGatewayProxyResult {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    body: JSON.stringify(body),
  };
}

/** The request's media type, without parameters such as `charset`, lower case. */
export function mediaTypeOf(event: APIGatewayProxyEvent): string | undefined {
  return headerValue(event.headers, 'content-type')?.split(';')[0]?.trim().toLowerCase();
}

/**
 * The request's body as text, or the refusal: 415 unless it is declared as one of `mediaTypes`,
 * 413 above `maxBytes` (the API's limit unless a route has its own), naming that limit.
 */
export function readRawBody(event: APIGatewayProxyEvent, mediaTypes: readonly string[] = ['application/json'], maxBytes: number = LIMITS.bodyMaxBytes): string {
  const mediaType = mediaTypeOf(event);
  if (!mediaType || !mediaTypes.includes(mediaType)) {
    throw new HttpError(415, { error: 'unsupported_media_type', message: `send the payload as ${mediaTypes.join(' or ')}` });
  }
  const raw = event.body ?? '';
  const bytes = event.isBase64Encoded ? Buffer.from(raw, 'base64') : Buffer.from(raw, 'utf8');
  if (bytes.byteLength > maxBytes) throw new HttpError(413, payloadTooLarge(maxBytes));
  return bytes.toString('utf8');
}

/** JSON text as a value; 400 when it does not parse. An empty body counts as `{}`, so a missing payload is reported field by field. */
export function parseJson(text: string): unknown {
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, { error: 'invalid_json', message: 'the body is not valid JSON' });
  }
}

/** The request's JSON body, or the refusal (see `readRawBody` and `parseJson`). */
export function readJsonBody(event: APIGatewayProxyEvent, mediaTypes: readonly string[] = ['application/json']): unknown {
  return parseJson(readRawBody(event, mediaTypes));
}

export function parsePayload<Schema extends z.ZodMiniType>(schema: Schema, body: unknown): z.output<Schema> {
  const result = schema.safeParse(body);
  if (!result.success) throw HttpError.validation(fieldErrorsOf(result.error));
  return result.data;
}

/**
 * Wraps an API function: request id as the correlation id, refusals (HttpError) answered with
 * their JSON body, anything unexpected logged and answered 500 without details.
 */
export function apiHandler(handle: (event: APIGatewayProxyEvent) => Promise<APIGatewayProxyResult>): ApiEventHandler {
  return (event, context) =>
    withInvocation(context, event.requestContext?.requestId ?? context.awsRequestId, async () => {
      try {
        return await handle(event);
      } catch (error) {
        if (error instanceof HttpError) {
          if (error.statusCode < 500) count('requestsRefused');
          logger.info('request refused', { status: error.statusCode, error: error.body.error, fields: error.body.fields });
          return jsonResponse(error.statusCode, error.body);
        }
        logger.error('request failed', error as Error);
        return jsonResponse(500, { error: 'internal_error' } satisfies ApiErrorBody);
      }
    });
}
