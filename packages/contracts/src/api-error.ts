import * as z from 'zod/mini';
import { API_ERROR_CODES, FIELD_ERROR_CODES } from './error-codes';
import { LIMITS } from './limits';

/**
 * Every error answer of `/api/*`: `{ "error": "validation_failed", "fields": { "email": "invalid_email" } }`
 * for 400, and `{ "error": <code>, "message"?: <for operators> }` otherwise.
 */
export const apiErrorBodySchema = z.object({
  error: z.enum(API_ERROR_CODES),
  message: z.optional(z.string()),
  fields: z.optional(z.record(z.string(), z.enum(FIELD_ERROR_CODES))),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** The API's own code for a refusal (`rate_limited`, `daily_limit_reached`…), read from its body; undefined for any other body. */
export function refusalCode(body: unknown): ApiErrorBody['error'] | undefined {
  return apiErrorBodySchema.safeParse(body).data?.error;
}

/**
 * Refusals that the edge (WAF) and API Gateway answer before a function runs, in the functions' own
 * format, so a client reads every refusal the same way.
 */
export const API_REFUSALS = {
  payloadTooLarge: payloadTooLarge(LIMITS.bodyMaxBytes),
  rateLimited: { error: 'rate_limited', message: 'too many requests: wait a minute and try again' },
  /** A path only ElevenLabs' servers call (its webhook, the agents' server tools), from another address. */
  notFromElevenLabs: { error: 'request_refused', message: "only ElevenLabs' servers call this path" },
} as const satisfies Record<string, ApiErrorBody>;

/** The 413 of a route whose bodies may be at most `maxBytes`: the refusal names the route's own limit. */
export function payloadTooLarge(maxBytes: number) {
  return { error: 'payload_too_large', message: `the body may be at most ${maxBytes} bytes` } as const satisfies ApiErrorBody;
}
